/**
 * Canonical JSON is what policy hashes, tool pins and payload hashes are computed over: its
 * text must never change. The implementation builds the text directly (it runs on every
 * tool result); this test holds it to the plain definition it replaced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson } from '../src/index.js';

/** The definition: sorted `Object.entries` without undefined values, recursively. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
}

const outcome = (f: () => string) => {
  try {
    return { text: f() };
  } catch (e) {
    return { threw: (e as Error).name };
  }
};

describe('canonicalJson', () => {
  it('writes exactly the text of its definition, for any value (property)', () => {
    const value = fc.anything({
      withSparseArray: true,
      withNullPrototype: true,
      withBoxedValues: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withUnicodeString: true,
      key: fc.oneof(
        fc.string(),
        fc.constantFrom('__proto__', 'constructor', 'a', 'B', 'é', '10', '9'),
      ),
    });
    fc.assert(
      fc.property(value, (v) => {
        expect(outcome(() => canonicalJson(v))).toEqual(outcome(() => reference(v)));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts keys by code unit, leaves undefined out, keeps holes and -0 as JSON does', () => {
    const sparse: unknown[] = [1, 2, 3];
    delete sparse[1]; // a hole
    expect(canonicalJson({ b: 1, a: [undefined, -0, sparse], é: 2, B: undefined, Z: null })).toBe(
      '{"Z":null,"a":[null,0,[1,,3]],"b":1,"é":2}',
    );
    expect(canonicalHash({ b: 1, a: 2 })).toBe(canonicalHash({ a: 2, b: 1 }));
  });
});
