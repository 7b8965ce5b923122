/**
 * The compiler fails closed: on any input it either returns code that parses as a script or
 * throws PlanCompileError, never another error. Inputs are corpus plans with a random slice
 * removed or duplicated (mostly near-miss programs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePlan, PlanCompileError } from '../../src/compiler/index.js';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'plans');
const PLANS = readdirSync(DIR)
  .filter((f) => f.endsWith('.plan'))
  .map((f) => readFileSync(join(DIR, f), 'utf8'));
const EXTERNALS = ['get_emails', 'send_email', 'echo', 'fail', 'get_secret'];

describe('compiler robustness', () => {
  it('mutated plans compile to valid scripts or fail with PlanCompileError', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PLANS.length - 1 }),
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.boolean(),
        fc.boolean(),
        (which, at, len, dup, strict) => {
          const src = PLANS[which] as string;
          const i = at % (src.length + 1);
          const slice = src.slice(i, i + len);
          const mutated = dup
            ? src.slice(0, i) + slice + src.slice(i)
            : src.slice(0, i) + src.slice(i + len);
          try {
            const out = compilePlan(mutated, {
              externalFunctions: EXTERNALS,
              propagateControl: strict,
            });
            expect(() =>
              parse(out.code, { ecmaVersion: 2022, sourceType: 'script' }),
            ).not.toThrow();
          } catch (e) {
            if (!(e instanceof PlanCompileError)) throw e;
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});
