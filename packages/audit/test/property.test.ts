import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AuditEvent,
  exportJsonl,
  OPERATIONAL_EVENT_TYPES,
  openAuditLog,
  parseAuditJsonl,
  SECURITY_EVENT_TYPES,
  verifyAuditJsonl,
  verifyAuditLog,
} from '../src/index.js';
import { IsoFormatter } from '../src/log.js';
import { canonicalRecord, rowFromArray } from '../src/record.js';
import { SELECT_COLUMNS } from '../src/schema.js';
import { CANONICAL_SQL } from '../src/verify.js';
import { fill, KEY, stepClock } from './helpers.js';

const alnum = fc.stringMatching(/^[A-Za-z0-9]{16,32}$/);
/** Secrets of every built-in family. */
const secret = fc
  .tuple(fc.constantFrom('sk-', 'ghp_', 'gho_', 'AKIA', 'xoxb-', 'glpat-', 'npm_'), alnum)
  .map(([prefix, body]) => prefix + (prefix === 'AKIA' ? body.toUpperCase() : body));
const ident = fc.stringMatching(/^[a-z][a-z0-9_.:-]{0,20}$/);
const freeText = fc.string({ minLength: 1, maxLength: 40 });
/**
 * A field value: an identifier, a name Object.prototype also has, free text, a secret, or a
 * secret embedded in an identifier.
 */
const fieldValue = (secrets: string[]) =>
  fc.oneof(
    ident,
    fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty'),
    freeText,
    fc.constantFrom(...secrets),
    fc.tuple(ident, fc.constantFrom(...secrets)).map(([a, s]) => `${a}:${s}`),
  );

const eventArb = (secrets: string[]) => {
  const v = fieldValue(secrets);
  const labels = fc.array(v, { maxLength: 3 });
  const summary = fc.record({
    integrity: fc.constantFrom([], ['Trusted'], ['Verified(Email)'] as const),
    confidentiality: labels,
    readers: fc.oneof(fc.constant('Public' as const), labels),
    authority: labels,
    originCount: fc.nat(1000),
    truncated: fc.boolean(),
  });
  return fc.record(
    {
      type: fc.constantFrom(...SECURITY_EVENT_TYPES, ...OPERATIONAL_EVENT_TYPES),
      executionId: v,
      callId: fc.nat(),
      tool: v,
      decision: v,
      reasonCode: v,
      rulePath: v,
      witnessHash: fc.oneof(v, fc.constant('sha256:' + 'e'.repeat(64))),
      subject: v,
      principals: labels,
      tokenId: v,
      capabilities: labels,
      argSummaries: fc.dictionary(v, summary, { maxKeys: 3 }),
      contextSummary: fc.record({
        pcIntegrity: fc.constant([]),
        pcConfidentiality: labels,
        controlDependencies: labels,
        effectCounters: fc.record({
          total: fc.nat(50),
          perTool: fc.dictionary(v, fc.nat(50), { maxKeys: 2 }),
        }),
        truncated: fc.boolean(),
      }),
      counts: fc.dictionary(
        fc.constantFrom('a', 'b', 'ttlMs'),
        fc.oneof(fc.integer(), fc.boolean()),
      ),
    },
    { requiredKeys: ['type'] },
  ) as fc.Arbitrary<AuditEvent>;
};

describe('properties', () => {
  it('the cached ISO formatter matches Date#toISOString', () => {
    const f = new IsoFormatter();
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -8.64e15, max: 8.64e15 }), { maxLength: 20 }),
        fc.integer({ min: Date.UTC(1969, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.array(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), { maxLength: 30 }),
        (wide, base, steps) => {
          for (const ms of [...wide, base, ...steps.map((d) => base + d)]) {
            expect(f.format(ms)).toBe(new Date(ms).toISOString());
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any event sequence round-trips through export, verifies, and never stores a secret', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(secret, { minLength: 1, maxLength: 4 })
          .chain((secrets) =>
            fc.tuple(
              fc.constant(secrets),
              fc.array(eventArb(secrets), { maxLength: 25 }),
              fc.integer({ min: 1, max: 8 }),
            ),
          ),
        ([secrets, events, maxBuffered]) => {
          const log = openAuditLog({
            path: ':memory:',
            tokenKey: KEY,
            clock: stepClock(),
            maxBuffered,
          });
          try {
            for (const e of events) log.append(e);
            const head = log.flush();
            const text = exportJsonl(log);
            const verified = verifyAuditJsonl(text, { expectedHead: head });
            expect(verified).toMatchObject({ ok: true, records: events.length + 1 });
            expect(parseAuditJsonl(text)).toEqual(log.records());
            // The database verifier (SQLite-built canonical form) agrees, row for row.
            expect(verifyAuditLog(log.db, { expectedHead: head })).toMatchObject({ ok: true });
            const sqlCanon = log.db
              .prepare(`SELECT ${CANONICAL_SQL} AS c FROM records ORDER BY seq`)
              .pluck()
              .all() as string[];
            const rows = log.db
              .prepare(`SELECT ${SELECT_COLUMNS} FROM records ORDER BY seq`)
              .raw(true)
              .all() as unknown[][];
            expect(sqlCanon).toEqual(rows.map((a) => canonicalRecord(rowFromArray(a))));
            const db: Database.Database = log.db;
            const dump = JSON.stringify([
              db.prepare('SELECT * FROM records').all(),
              db.prepare('SELECT * FROM summaries').all(),
            ]);
            for (const s of secrets) expect(dump).not.toContain(s);
          } finally {
            log.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('verifyAuditJsonl on any tampering (property)', () => {
  /** One real export: mixed events, summaries, the head the host kept. */
  const fixture = (() => {
    const log = openAuditLog({ path: ':memory:', tokenKey: KEY, clock: stepClock() });
    try {
      fill(log, 12);
      const head = log.flush();
      return { text: exportJsonl(log), head };
    } finally {
      log.close();
    }
  })();
  const lines = fixture.text.trimEnd().split('\n');
  const original = parseAuditJsonl(fixture.text);

  type Mutation =
    | { kind: 'chars'; at: number; del: number; ins: string }
    | { kind: 'drop' | 'dup'; line: number }
    | { kind: 'swap'; a: number; b: number }
    | { kind: 'field'; line: number; pick: number; value: unknown };

  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({
      kind: fc.constant('chars' as const),
      at: fc.nat(),
      del: fc.nat(3),
      ins: fc.oneof(
        fc.constantFrom('', '0', '1', 'a', 'f', '"', ',', ' ', '\\', '}'),
        fc.string({ maxLength: 3 }),
      ),
    }),
    fc.record({ kind: fc.constantFrom('drop' as const, 'dup' as const), line: fc.nat() }),
    fc.record({ kind: fc.constant('swap' as const), a: fc.nat(), b: fc.nat() }),
    fc.record({
      kind: fc.constant('field' as const),
      line: fc.nat(),
      pick: fc.nat(),
      value: fc.oneof(
        fc.jsonValue({ maxDepth: 1 }),
        fc.constantFrom<unknown>(null, 0, true, '', 'x'),
      ),
    }),
  );

  function apply(ls: string[], m: Mutation): string[] {
    const out = [...ls];
    const n = out.length;
    if (n === 0) return out;
    if (m.kind === 'chars') {
      const text = out.join('\n');
      const at = m.at % (text.length + 1);
      return (text.slice(0, at) + m.ins + text.slice(at + m.del)).split('\n');
    }
    if (m.kind === 'drop') out.splice(m.line % n, 1);
    else if (m.kind === 'dup') out.splice(m.line % n, 0, out[m.line % n] as string);
    else if (m.kind === 'swap') {
      const a = m.a % n;
      const b = m.b % n;
      [out[a], out[b]] = [out[b] as string, out[a] as string];
    } else if (m.kind === 'field') {
      const i = m.line % n;
      let obj: Record<string, unknown>;
      try {
        obj = JSON.parse(out[i] as string) as Record<string, unknown>;
      } catch {
        return out; // an earlier edit already broke this line
      }
      if (obj === null || typeof obj !== 'object') return out;
      const keys = Object.keys(obj);
      if (keys.length === 0) return out;
      obj[keys[m.pick % keys.length] as string] = m.value;
      out[i] = JSON.stringify(obj);
    }
    return out;
  }

  it('never throws, and verifies only the original records (or, unanchored, a suffix)', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (ms) => {
        const text = `${ms.reduce(apply, lines).join('\n')}\n`;
        const r = verifyAuditJsonl(text, { expectedHead: fixture.head });
        if (!r.ok) {
          expect(r.reason).toMatch(/^[A-Z_]+$/);
          return;
        }
        // Without an anchor, an export that starts later is a partial export (its first
        // link is trusted, and `anchored` says so): it verifies only as a suffix.
        // Line order is not part of the claim: the verifier orders records by seq.
        const got = parseAuditJsonl(text).sort((a, b) => a.seq - b.seq);
        expect(got).toEqual(original.slice(original.length - got.length));
        expect(r.anchored).toBe(got.length === original.length);
      }),
      { numRuns: 500 },
    );
  });
});
