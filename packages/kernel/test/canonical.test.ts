/**
 * Canonical JSON is what policy hashes, tool pins, payload hashes, token signatures, audit
 * summaries and vm snapshots are computed over: for data those already hold, its text must
 * never change. The property holds the kernel's one implementation to the four definitions it
 * replaced (policy, audit, authority, vm) on their common ground, JSON values with undefined
 * object members, and checks that it refuses, with a coded error, what is not JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalHash,
  canonicalJson,
  KernelError,
  MAX_CANONICAL_DEPTH,
  sha256Hex,
  sha256Tagged,
} from '../src/index.js';

/** @zamburak/policy's definition before the kernel (sorted entries). */
function oldPolicy(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) return `[${value.map(oldPolicy).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${oldPolicy(v)}`).join(',')}}`;
}

/** @zamburak/audit's definition before the kernel. */
function oldAudit(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('non-finite number');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(oldAudit).join(',')}]`;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${oldAudit(obj[k])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`not JSON: ${typeof value}`);
  }
}

/** @zamburak/authority's definition before the kernel. */
function oldAuthority(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oldAuthority).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${oldAuthority(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** @zamburak/vm's (snapshot) definition before the kernel. */
function oldVm(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) return `[${value.map(oldVm).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${oldVm(obj[k])}`).join(',')}}`;
}

const key = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('__proto__', 'constructor', 'a', 'B', 'é', '10', '9', '', '\u{1F600}', '\ud800'),
);

/** JSON values, with undefined object members and null-prototype objects (the common ground). */
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('value')),
    fc.dictionary(key, fc.oneof(tie('value'), fc.constant(undefined))),
    fc
      .dictionary(key, tie('value'))
      .map((d) => Object.assign(Object.create(null) as Record<string, unknown>, d)),
  ),
})).value;

describe('canonicalJson (RFC 8785)', () => {
  it('writes the text all four old definitions agreed on, for every JSON value (property)', () => {
    fc.assert(
      fc.property(jsonish, (v) => {
        const text = canonicalJson(v);
        expect(text).toBe(oldPolicy(v));
        expect(text).toBe(oldAudit(v));
        expect(text).toBe(oldAuthority(v));
        expect(text).toBe(oldVm(v));
      }),
      { numRuns: 1500 },
    );
  });

  it('is the JSON of the same value, and reparses to a value it writes identically (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = canonicalJson(v);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('either writes the common text or refuses with NOT_JSON, for anything at all (property)', () => {
    const anything = fc.anything({
      withSparseArray: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withUnicodeString: true,
      key,
    });
    fc.assert(
      fc.property(anything, (v) => {
        let text: string | undefined;
        try {
          text = canonicalJson(v);
        } catch (e) {
          expect(e).toBeInstanceOf(KernelError);
          expect((e as KernelError).code).toBe('NOT_JSON');
          return;
        }
        expect(text).toBe(oldPolicy(v));
      }),
      { numRuns: 1500 },
    );
  });

  it('RFC 8785 examples: key order by UTF-16 code units, ECMAScript numbers, -0 as 0', () => {
    // RFC 8785 section 3.2.3's sorting example (keys in code-unit order).
    const sorted = canonicalJson({
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\u{1f600}': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    });
    expect(sorted).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\u{1f600}":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
    // Section 3.2.2.3 number examples.
    expect(
      canonicalJson([-0, 1e21, 1e-7, 333333333.3333333, 4.5, 0.002, 1e30, 9007199254740992]),
    ).toBe('[0,1e+21,1e-7,333333333.3333333,4.5,0.002,1e+30,9007199254740992]');
    expect(canonicalJson({ b: 1, a: undefined, c: [true, false, null, 'x'] })).toBe(
      '{"b":1,"c":[true,false,null,"x"]}',
    );
  });

  it('refuses what is not JSON with a coded error naming the reason, never a made-up text', () => {
    const sparse: unknown[] = [1, 2, 3];
    delete sparse[1];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 1;
    for (let i = 0; i < MAX_CANONICAL_DEPTH + 5; i++) deep = [deep];
    const cases: Array<[unknown, string]> = [
      [sparse, 'hole'],
      [[1, undefined], 'undefined'],
      [undefined, 'undefined'],
      [Number.NaN, 'non-finite-number'],
      [{ a: Number.POSITIVE_INFINITY }, 'non-finite-number'],
      [10n, 'bigint'],
      [Symbol('s'), 'symbol'],
      [() => 1, 'function'],
      [new Date(0), 'not-plain-object'],
      [new Map(), 'not-plain-object'],
      [Object(1), 'not-plain-object'],
      [cyclic, 'too-deep'],
      [deep, 'too-deep'],
    ];
    for (const [value, reason] of cases) {
      let caught: unknown;
      try {
        canonicalJson(value);
      } catch (e) {
        caught = e;
      }
      expect(caught, reason).toBeInstanceOf(KernelError);
      expect((caught as KernelError).code).toBe('NOT_JSON');
      expect((caught as KernelError).data.reason).toBe(reason);
      expect((caught as KernelError).messageId).toBe('kernel-not-json');
    }
  });

  it('hashes: sha256Hex, sha256Tagged and canonicalHash', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(sha256Hex('abc'));
    expect(sha256Tagged('abc')).toBe(`sha256:${sha256Hex('abc')}`);
    expect(canonicalHash({ b: 1, a: 2 })).toBe(canonicalHash({ a: 2, b: 1 }));
    expect(canonicalHash({ a: 2, b: 1 })).toBe(sha256Tagged('{"a":2,"b":1}'));
  });
});
