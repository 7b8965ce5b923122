/**
 * The checks the compiler's feature tests share, over one set of labelled inputs: `same`
 * runs a plan in plain QuickJS and in the sandbox in both modes and compares the outcomes
 * (a plain throw must be a PLAN_THREW); `labelOf` and `resultOf` give what a plan returned
 * and the label it carries, and fail when the plan did not complete.
 */
import { expect } from 'vitest';
import { type JsonValue, type RunOptions, runPlain, runPlan } from './harness.js';

export type PlanInputs = NonNullable<RunOptions['inputs']>;

export function planChecks(inputs: PlanInputs): {
  same(src: string): Promise<void>;
  labelOf(src: string, strict?: boolean): Promise<string[]>;
  resultOf(src: string, strict?: boolean): Promise<JsonValue>;
} {
  const done = async (src: string, strict: boolean) => {
    const r = await runPlan(src, { inputs, strict });
    if (r.outcome.kind !== 'done') throw new Error(`plan failed: ${JSON.stringify(r.outcome)}`);
    return r.outcome;
  };
  return {
    async same(src) {
      const plain = await runPlain(src, { inputs });
      for (const strict of [false, true]) {
        const r = await runPlan(src, { inputs, strict });
        if (plain.kind === 'done') {
          expect(r.outcome, `${strict ? 'strict' : 'normal'}: ${src}`).toMatchObject({
            kind: 'done',
            value: plain.value,
          });
        } else {
          expect(r.outcome, `${strict ? 'strict' : 'normal'}: ${src}`).toMatchObject({
            kind: 'error',
            code: 'PLAN_THREW',
          });
        }
      }
    },
    labelOf: async (src, strict = false) => (await done(src, strict)).label,
    resultOf: async (src, strict = false) => (await done(src, strict)).value,
  };
}
