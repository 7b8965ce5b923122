/**
 * The default compiler's cache (src/sandbox/compile-cache.ts): the same source and options
 * give the result `compilePlan` gives, shared and frozen; anything else is compiled; a plan
 * that does not compile throws every time; the cache is bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePlan, DEFAULT_COMPILER } from '../../src/index.js';
import { cachedPlanCount, compilePlanCached } from '../../src/sandbox/compile-cache.js';

const opts = (propagateControl: boolean, externalFunctions: readonly string[] = ['fetch']) => ({
  externalFunctions,
  propagateControl,
});

describe('compilePlanCached', () => {
  it('is what the default compiler uses', () => {
    expect(DEFAULT_COMPILER.compile).toBe(compilePlanCached);
  });

  it('gives compilePlan’s result, shared and frozen, for the same source and options', () => {
    const src = 'const a = fetch({ id: 1 }); a;';
    const first = compilePlanCached(src, opts(true));
    expect(first).toEqual(compilePlan(src, opts(true)));
    expect(Object.isFrozen(first)).toBe(true);
    expect(compilePlanCached(src, opts(true))).toBe(first);
  });

  it('never answers one input with another’s result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'const a = fetch({ id: 1 }); a;',
          'let t = 0; for (let i = 0; i < 3; i++) { t = t + fetch({ i }).n; } t;',
          'const x = [1, 2]; x.push(3); x.length;',
          'send({ to: "a" });',
        ),
        fc.boolean(),
        fc.constantFrom(['fetch'], ['fetch', 'send'], ['send'], ['fetch,send'], ['send', 'fetch']),
        (src, strict, names) => {
          let expected: unknown;
          try {
            expected = compilePlan(src, opts(strict, names));
          } catch (e) {
            expect(() => compilePlanCached(src, opts(strict, names))).toThrow(
              (e as Error).constructor as new () => Error,
            );
            return;
          }
          expect(compilePlanCached(src, opts(strict, names))).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('throws for a plan that does not compile, every time, and keeps nothing for it', () => {
    const before = cachedPlanCount();
    for (let i = 0; i < 3; i++) {
      expect(() => compilePlanCached('class A {}', opts(false))).toThrow();
    }
    expect(cachedPlanCount()).toBe(before);
  });

  it('is bounded, and leaves long sources to the compiler', () => {
    for (let i = 0; i < 50; i++) compilePlanCached(`const v${i} = ${i}; v${i};`, opts(false));
    expect(cachedPlanCount()).toBeLessThanOrEqual(32);
    const long = `const s = '${'x'.repeat(20_000)}'; s.length;`;
    const a = compilePlanCached(long, opts(false));
    expect(a).toEqual(compilePlan(long, opts(false)));
    expect(compilePlanCached(long, opts(false))).not.toBe(a);
  });
});
