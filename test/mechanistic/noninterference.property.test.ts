/**
 * Termination-insensitive noninterference in strict mode: a random plan (see
 * test/support/plan-generator.ts) that reads a secret and ends with one `post_message` is run
 * with two different secrets. Whenever both runs reach the message and the policy lets it
 * through, the message is the same: what the policy allows to a public sink cannot depend on
 * the secret, through data or through control flow.
 *
 * Runs that are denied, fail or end in an uncaught plan exception are not compared: which of
 * them happens may depend on the secret (the allow-or-deny and termination channels are
 * documented gaps, packages/vm/src/compiler/README.md "Known gaps").
 *
 * Normal mode fails the same comparison (no control-context labels): the last test shows it on
 * one implicit flow, so the property is not vacuous.
 *
 * `ZAMBURAK_FC_SCALE` (a number, default 1) multiplies the number of runs for local hunts;
 * `ZAMBURAK_FC_SEED` (an integer) fixes fast-check's seed (a failure prints the one it used).
 */
import { PlanCompileError } from '@zamburak/vm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';
import { planArbitrary } from '../support/plan-generator.js';

const SCALE = Number(process.env.ZAMBURAK_FC_SCALE ?? '1') || 1;
const NUM_RUNS = Math.max(1, Math.round(150 * SCALE));
const SEED =
  process.env.ZAMBURAK_FC_SEED === undefined ? undefined : Number(process.env.ZAMBURAK_FC_SEED);
/** About 40 ms per run on a 2-vCPU machine; scaled hunts get a matching time limit. */
const TIMEOUT = Math.max(30_000, NUM_RUNS * 200);

/** Security-suite tools whose `read_secret` returns whatever secret the run chose. */
function secretTools(): {
  tools: ToolDefinition[];
  setSecret(value: string): void;
  posted: JsonValue[];
} {
  let secret = '';
  const posted: JsonValue[] = [];
  const tool = (
    name: string,
    parameters: ToolDefinition['parameters'],
    run: (args: Record<string, JsonValue>) => JsonValue,
  ): ToolDefinition => ({
    name,
    description: `${name} (noninterference property)`,
    parameters,
    trustClass: 'TrustedLocal',
    run,
    draft: (args) => ({ preview: { tool: name, args } }),
  });
  return {
    posted,
    setSecret(value) {
      secret = value;
    },
    tools: [
      tool('read_secret', { name: { type: 'string' } }, () => secret),
      tool('post_message', { channel: { type: 'string' }, text: { type: 'string' } }, (args) => {
        posted.push(args);
        return 'ok';
      }),
    ],
  };
}

const tools = secretTools();
const strict = makeHarness({ strict: true, tools: tools.tools });
const normal = makeHarness({ strict: false, tools: tools.tools });
afterAll(() => {
  strict.close();
  normal.close();
});

type Outcome =
  | { readonly kind: 'posted'; readonly args: JsonValue }
  | { readonly kind: 'other'; readonly status: string };

async function runWith(h: Harness, plan: string, secret: string): Promise<Outcome> {
  tools.setSecret(secret);
  tools.posted.length = 0;
  const exec = await h.runtime.start(plan);
  const ran = [...tools.posted];
  if (exec.status === 'suspended') exec.dispose();
  if (exec.status === 'completed' && ran.length === 1 && ran[0] !== undefined) {
    return { kind: 'posted', args: ran[0] };
  }
  // The message is the plan's last statement: it runs only in a run that completes.
  expect(ran).toEqual([]);
  return { kind: 'other', status: exec.status };
}

/** Two different secrets of digits (different values, often different lengths). */
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 });
const secrets = fc.tuple(digits, digits).filter(([x, y]) => x !== y);

describe('noninterference in strict mode (property)', () => {
  it(
    'an allowed public message is the same whatever the secret',
    async () => {
      let compared = 0;
      await fc.assert(
        fc.asyncProperty(planArbitrary(), secrets, async (plan, [s1, s2]) => {
          let first: Outcome;
          try {
            first = await runWith(strict, plan.source, s1);
          } catch (e) {
            // The generator only writes the supported subset; tolerate (and skip) a slip.
            expect(e).toBeInstanceOf(PlanCompileError);
            fc.pre(false);
            return;
          }
          // Only two allowed messages are compared: no second run when the first was not.
          if (first.kind !== 'posted') return;
          const second = await runWith(strict, plan.source, s2);
          if (second.kind !== 'posted') return;
          compared += 1;
          expect(second.args, plan.source).toEqual(first.args);
        }),
        SEED === undefined ? { numRuns: NUM_RUNS } : { numRuns: NUM_RUNS, seed: SEED },
      );
      // Not vacuous: about half of the generated plans get their message through twice.
      expect(compared).toBeGreaterThan(NUM_RUNS / 10);
    },
    TIMEOUT,
  );

  it('the comparison has teeth: in Normal mode an implicit flow reaches the message', async () => {
    const plan = `const s = read_secret({ name: 'x' });
let a = 'p';
if (s.length > 3) { a = 'q'; }
post_message({ channel: 'general', text: a });`;
    const short = await runWith(normal, plan, '12');
    const long = await runWith(normal, plan, '123456');
    expect(short).toEqual({ kind: 'posted', args: { channel: 'general', text: 'p' } });
    expect(long).toEqual({ kind: 'posted', args: { channel: 'general', text: 'q' } });
    // Strict mode labels `a` with the branch and denies one of the two.
    expect((await runWith(strict, plan, '123456')).kind).toBe('other');
  });
});
