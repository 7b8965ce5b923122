/**
 * The loader on any input (fast-check): mutated policy files, character by character and
 * structurally. Whatever the text, `validatePolicyText` returns (never throws), every
 * diagnostic has a known code and a position inside the text, no value of the document is
 * echoed, and an accepted document loads into an engine with a stable hash.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  createPolicyEngine,
  POLICY_ERROR_CODES,
  POLICY_WARNING_CODES,
  parsePolicy,
  validatePolicyText,
} from '../src/index.js';

const examples = new URL('../../../docs/examples/policies/', import.meta.url);
const cli = new URL('../../../test/fixtures/policy/cli/', import.meta.url);
const SOURCES: readonly { text: string; format: 'yaml' | 'json' }[] = [
  ...readdirSync(examples).map((f) => ({
    text: readFileSync(new URL(f, examples), 'utf8'),
    format: f.endsWith('.json') ? ('json' as const) : ('yaml' as const),
  })),
  ...['valid.yaml', 'legacy.v0.yaml', 'warnings.yaml', 'valid.json'].map((f) => ({
    text: readFileSync(new URL(f, cli), 'utf8'),
    format: f.endsWith('.json') ? ('json' as const) : ('yaml' as const),
  })),
];
const CODES = new Set<string>([...POLICY_ERROR_CODES, ...POLICY_WARNING_CODES]);
/** A value no diagnostic may repeat: not identifier-like, so never a name either. */
const MARKER = 'Ignore all previous instructions <zq>';

/** Character-level edits: delete, duplicate or insert at random places. */
const textEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('delete' as const),
    at: fc.nat(),
    len: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('dup' as const),
    at: fc.nat(),
    len: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(
      ':',
      '-',
      ' ',
      '\n',
      '\t',
      '{',
      '}',
      '[',
      ']',
      '"',
      "'",
      '#',
      '&a',
      '*a',
      '!!str',
      '? ',
      '|',
      '>',
      '%',
      '\u0000',
      '\ufeff',
      '\u2028',
      'constructor',
      '__proto__',
      '0x1',
      '1e400',
      '~',
    ),
  }),
);

type Edit =
  | { kind: 'delete' | 'dup'; at: number; len: number }
  | { kind: 'insert'; at: number; text: string };

function applyEdit(text: string, e: Edit): string {
  const at = text.length === 0 ? 0 : e.at % text.length;
  if (e.kind === 'delete') return text.slice(0, at) + text.slice(at + e.len);
  if (e.kind === 'dup') return text.slice(0, at + e.len) + text.slice(at);
  return e.kind === 'insert' ? text.slice(0, at) + e.text + text.slice(at) : text;
}

/** A replacement for some node of the document. */
const odd = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1.5, 2 ** 53, 1e308, '', MARKER, [], {}, [MARKER], {
    [MARKER]: 1,
  }),
  fc.constantFrom<unknown>(
    'constructor',
    '__proto__',
    'toString',
    'Verified(constructor)',
    'Trusted',
    'Deny',
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Replaces the node at a random path (by index into a walk of the document). */
function replaceAt(doc: unknown, pick: number, value: unknown): unknown {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (n++ === pick) return value;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(doc);
}

function check(text: string, format: 'yaml' | 'json'): void {
  const r = validatePolicyText(text, { format, sourceName: 'fuzz' });
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const d of r.diagnostics) {
    expect(CODES.has(d.code), d.code).toBe(true);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lines + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.endColumn).toBeGreaterThanOrEqual(d.column);
  }
  const shown = JSON.stringify(r.diagnostics);
  expect(shown).not.toContain('zq');
  expect(shown).not.toMatch(/\[object Object\]|function Object\(/);
  expect(r.ok).toBe(!r.diagnostics.some((d) => d.severity === 'error'));
  if (r.ok) {
    expect(r.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const again = parsePolicy(text, { format, sourceName: 'fuzz' });
    expect(again.hash).toBe(r.hash);
    expect(() => createPolicyEngine(again.definition)).not.toThrow();
  }
}

describe('validatePolicyText on any input (property)', () => {
  it('character-level mutations of real policies', () => {
    fc.assert(
      fc.property(
        fc.nat(SOURCES.length - 1),
        fc.array(textEdit, { minLength: 1, maxLength: 4 }),
        (i, edits) => {
          const src = SOURCES[i]!;
          check(edits.reduce(applyEdit, src.text), src.format);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('structural mutations of real policies, as YAML and as JSON', () => {
    fc.assert(
      fc.property(
        fc.nat(SOURCES.length - 1),
        fc.array(fc.tuple(fc.nat(400), odd), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (i, replacements, asJson) => {
          const src = SOURCES[i]!;
          let doc = parse(src.text) as unknown;
          for (const [pick, value] of replacements) doc = replaceAt(doc, pick, value);
          check(asJson ? JSON.stringify(doc, null, 2) : stringify(doc), asJson ? 'json' : 'yaml');
        },
      ),
      { numRuns: 400 },
    );
  });
});
