import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  canonicalHash,
  canonicalJson,
  MIGRATION_TRANSFORM_ID,
  migrateV0ToV1,
  parsePolicy,
  policyHash,
} from '../src/index.js';

const dir = new URL('../../../test/fixtures/policy/migration/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

describe('v0 -> v1 migration fixtures', () => {
  for (const name of ['mail', 'minimal']) {
    const twin = parsePolicy(read(`${name}.v1.yaml`), {
      format: 'yaml',
      sourceName: `${name}.v1.yaml`,
    });

    for (const format of ['yaml', 'json'] as const) {
      it(`${name}.v0.${format} migrates to its v1 twin`, () => {
        const p = parsePolicy(read(`${name}.v0.${format}`), {
          format,
          sourceName: `${name}.v0.${format}`,
        });
        expect(p.sourceVersion).toBe(0);
        expect(p.definition).toEqual(twin.definition);
        expect(p.hash).toBe(twin.hash);
        const m = p.migration;
        expect(m?.transformId).toBe(MIGRATION_TRANSFORM_ID);
        expect(m?.fromVersion).toBe(0);
        expect(m?.toVersion).toBe(1);
        expect(m?.sourceHash).toBe(canonicalHash(parse(read(`${name}.v0.yaml`))));
        expect(m?.targetHash).toBe(twin.hash);
        // Per-step evidence chains from the source to the target.
        const steps = m?.steps ?? [];
        expect(steps.length).toBeGreaterThanOrEqual(3);
        expect(steps[0]?.inputHash).toBe(m?.sourceHash);
        expect(steps[steps.length - 1]?.outputHash).toBe(m?.targetHash);
        for (let i = 1; i < steps.length; i++)
          expect(steps[i]?.inputHash).toBe(steps[i - 1]?.outputHash);
      });
    }

    it(`${name}: YAML and JSON sources (different key order) have the same source hash`, () => {
      const y = parsePolicy(read(`${name}.v0.yaml`), { format: 'yaml' }).migration;
      const j = parsePolicy(read(`${name}.v0.json`), { format: 'json' }).migration;
      expect(y?.sourceHash).toBe(j?.sourceHash);
      expect(y?.steps).toEqual(j?.steps);
    });

    it(`${name}: a v1 source has no migration record`, () => {
      expect(twin.migration).toBeUndefined();
      expect(twin.sourceVersion).toBe(1);
    });
  }

  it('a content change changes source and target hashes', () => {
    const a = parsePolicy(read('mail.v0.yaml'), { format: 'yaml' });
    const b = parsePolicy(
      read('mail.v0.yaml').replace('max_payload_bytes: 32768', 'max_payload_bytes: 32767'),
      {
        format: 'yaml',
      },
    );
    expect(b.migration?.sourceHash).not.toBe(a.migration?.sourceHash);
    expect(b.migration?.targetHash).not.toBe(a.migration?.targetHash);
    expect(b.hash).not.toBe(a.hash);
  });

  it('migration preserves outcomes: the migrated rules are the same rules', () => {
    const { document } = migrateV0ToV1(parse(read('mail.v0.yaml')));
    expect(canonicalJson(document)).toBe(canonicalJson(parse(read('mail.v1.yaml'))));
  });
});

/** Rebuilds a JSON value with every object's keys in a shuffled order. */
function shuffleKeys(v: unknown, seed: number): unknown {
  if (Array.isArray(v)) return v.map((x, i) => shuffleKeys(x, seed + i + 1));
  if (v === null || typeof v !== 'object') return v;
  const entries = Object.entries(v);
  const keyed = entries.map(([k, x], i) => ({ k, x, r: Math.sin(seed * 9301 + i * 49297) }));
  keyed.sort((a, b) => a.r - b.r);
  return Object.fromEntries(keyed.map(({ k, x }) => [k, shuffleKeys(x, seed * 7 + 3)]));
}

describe('policyHash', () => {
  const def = parsePolicy(read('mail.v1.yaml'), { format: 'yaml' }).definition;

  it('is stable under key reordering at every depth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        expect(policyHash(shuffleKeys(def, seed))).toBe(policyHash(def));
      }),
      { numRuns: 100 },
    );
  });

  it('changes when any scalar changes (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(canonicalHash({ x: a })).not.toBe(canonicalHash({ x: b }));
      }),
      { numRuns: 200 },
    );
  });

  it('has the sha256: prefix and hashes canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(policyHash(def)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
