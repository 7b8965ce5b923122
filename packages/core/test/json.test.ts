import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonProblem, MAX_JSON_DEPTH } from '../src/json.js';

/** JSON writes -0 as 0: the one change a round trip makes that loses nothing. */
function withoutNegativeZero(x: unknown): unknown {
  if (Object.is(x, -0)) return 0;
  if (Array.isArray(x)) return x.map(withoutNegativeZero);
  if (x !== null && typeof x === 'object') {
    return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, withoutNegativeZero(y)]));
  }
  return x;
}

describe('jsonProblem', () => {
  it('accepts every JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(jsonProblem(v)).toBeUndefined();
      }),
    );
  });

  it('accepts only what survives a JSON round trip unchanged (property)', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (v) => {
        if (jsonProblem(v) !== undefined) return;
        expect(JSON.parse(JSON.stringify(v))).toEqual(withoutNegativeZero(v));
      }),
      { numRuns: 500 },
    );
  });

  it('names the problem without the content', () => {
    const o: Record<string, unknown> = {};
    o.self = o;
    expect(jsonProblem(o)).toBe('a cyclic value');
    expect(jsonProblem({ a: [1, { b: Symbol('secret') }] })).toBe('a symbol');
    expect(jsonProblem({ [Symbol('k')]: 1 })).toBe('an object with symbol keys');
    const nested = JSON.parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH));
    expect(jsonProblem(nested)).toBeUndefined();
    expect(jsonProblem([nested])).toBe('a value nested too deeply');
    // The same object twice (not a cycle) is fine.
    const shared = { x: 1 };
    expect(jsonProblem({ a: shared, b: [shared] })).toBeUndefined();
  });
});
