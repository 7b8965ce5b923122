/**
 * The two-run non-interference checker itself (test/support/ni, issue 18): the generated plans
 * compile, the comparison accepts what termination-insensitive non-interference allows, and it
 * has teeth: in Normal mode (no control-context labels) it finds the issue's reproducer.
 *
 * The property tests that hold strict mode to it are test/mechanistic/ni-*.property.test.ts.
 */
import { compilePlan } from '@zamburak/vm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ISSUE_REPRODUCER, NI_CASES } from '../support/ni/cases.js';
import { checkPlan, comparePair } from '../support/ni/check.js';
import { niPlanMix } from '../support/ni/grammar.js';
import { NiRunner, type RunOutcome, sourceCallsFor } from '../support/ni/runner.js';

const normal = new NiRunner({ mode: 'secret', strict: false });
afterAll(() => normal.close());

const run = (effects: string[], status: string, code?: string, message?: string): RunOutcome => ({
  effects,
  status,
  compiled: true,
  ...(code === undefined ? {} : { code }),
  ...(message === undefined ? {} : { message }),
});

describe('the two-run non-interference checker', () => {
  it('generates plans the compiler accepts (rate above 95%)', () => {
    const externalFunctions = ['get_secret', 'fetch_page', 'post', 'log', 'ping'];
    const plans = fc.sample(niPlanMix({ sourceCalls: sourceCallsFor('secret') }), {
      numRuns: 300,
      seed: 42,
    });
    let ok = 0;
    for (const p of plans) {
      try {
        compilePlan(p.source, { externalFunctions, propagateControl: true });
        ok += 1;
      } catch {
        // counted as a miss
      }
    }
    expect(ok / plans.length).toBeGreaterThan(0.95);
  });

  it('accepts a prefix that ended otherwise than completed, and equal runs', () => {
    const p = 'post({"body":"h","url":"u"})';
    const q = 'post({"body":"x","url":"u"})';
    expect(comparePair('secret', run([p], 'completed'), run([p], 'completed'))).toBeUndefined();
    expect(comparePair('secret', run([], 'denied'), run([p, q], 'completed'))).toBeUndefined();
    expect(
      comparePair('secret', run([p], 'failed', 'STACK_OVERFLOW'), run([p, q], 'denied')),
    ).toBeUndefined();
    expect(comparePair('secret', run([p], 'completed'), run([p], 'denied'))).toBeUndefined();
  });

  it('rejects different effects, a completed shorter run, and different error text', () => {
    const p = 'post({"body":"h","url":"u"})';
    const q = 'post({"body":"x","url":"u"})';
    expect(comparePair('secret', run([p], 'completed'), run([q], 'completed'))).toMatch(/differs/);
    expect(comparePair('secret', run([p], 'denied'), run([q, p], 'completed'))).toMatch(/differs/);
    expect(comparePair('secret', run([], 'completed'), run([p], 'completed'))).toMatch(/completed/);
    expect(
      comparePair(
        'secret',
        run([p], 'failed', 'PLAN_THREW', 'h'),
        run([p], 'failed', 'PLAN_THREW', 'not-h'),
      ),
    ).toMatch(/error messages/);
    // a message redacted for its confidentiality shows nothing: the allowed end of a run
    expect(
      comparePair(
        'secret',
        run([p], 'failed', 'PLAN_THREW', 'invalid JSON'),
        run([p], 'failed', 'PLAN_THREW', '[redacted: AUTH_SECRET, ref #]'),
      ),
    ).toBeUndefined();
    // the integrity mode compares effects only
    expect(
      comparePair(
        'untrusted',
        run([p], 'failed', 'PLAN_THREW', 'h'),
        run([p], 'failed', 'PLAN_THREW', 'not-h'),
      ),
    ).toBeUndefined();
  });

  it('rejects decision records a reader of the log can tell apart (red team U6, U7)', () => {
    const rec = (inputs: string): RunOutcome => ({
      ...run([], 'denied'),
      recorded: [`effect_denied [{"body":"sum_1"},"ctx_1"]\t${inputs}`],
    });
    const plain = (bytes: number) => rec(`{"args":{"body":{"bytes":${bytes}}}}`);
    const sealed = (len: number) => rec(`{"args":{"body":{"sealed":"sealed(${len})"}}}`);
    expect(comparePair('secret', plain(5), plain(2))).toMatch(/recorded inputs/);
    expect(comparePair('secret', sealed(322), sealed(322))).toBeUndefined();
    expect(comparePair('secret', sealed(322), sealed(578))).toMatch(/recorded inputs/);
    // other labels at the call that ends the run: the termination channel, not a value's
    const other: RunOutcome = {
      ...run([], 'denied'),
      recorded: ['effect_denied [{"body":"sum_2"},"ctx_2"]\t{"args":{"body":{"bytes":2}}}'],
    };
    expect(comparePair('secret', plain(5), other)).toBeUndefined();
  });

  it('rejects labels that differ at a record before the last (red team V1)', () => {
    const p = 'send({"body":"x","to":"bob"})';
    const q = 'send({"body":"after","to":"bob"})';
    const sealed = '{"args":{"body":{"sealed":"sealed(2114)"}}}';
    const allowed = (ref: string, ctx: string) =>
      `effect_allowed [{"body":"${ref}"},"${ctx}"]\t${sealed}`;
    const runOf = (first: string, status = 'completed'): RunOutcome => ({
      ...run([p, q], status),
      recorded: [first, allowed('sum_9', 'ctx_9')],
    });
    // an allowed call mid-run whose summary (or context) a secret branch chose: a leak
    expect(
      comparePair('secret', runOf(allowed('sum_1', 'ctx_1')), runOf(allowed('sum_2', 'ctx_1'))),
    ).toMatch(/before the last record/);
    expect(
      comparePair('secret', runOf(allowed('sum_1', 'ctx_1')), runOf(allowed('sum_1', 'ctx_2'))),
    ).toMatch(/before the last record/);
    expect(
      comparePair('secret', runOf(allowed('sum_1', 'ctx_1')), runOf(allowed('sum_1', 'ctx_1'))),
    ).toBeUndefined();
    // where one run ends (its last record), other labels are the termination channel
    const ended: RunOutcome = {
      ...run([p], 'denied'),
      recorded: [allowed('sum_1', 'ctx_1'), `effect_denied [{"body":"sum_3"},"ctx_3"]\t${sealed}`],
    };
    expect(comparePair('secret', ended, runOf(allowed('sum_1', 'ctx_1')))).toBeUndefined();
    expect(comparePair('secret', ended, runOf(allowed('sum_2', 'ctx_1')))).toMatch(
      /before the last record/,
    );
  });

  it('has teeth: in Normal mode it finds the issue reproducer', async () => {
    const r = await checkPlan(normal, { source: ISSUE_REPRODUCER }, ['hello', 'xyz']);
    expect(r.leak?.runs.map((x) => x.effects)).toEqual([
      ['post({"body":"h","url":"u"})'],
      ['post({"body":"not-h","url":"u"})'],
    ]);
  });

  it('has teeth: in Normal mode the regex cases leak (strict mode holds them: ni-secret-a)', async () => {
    for (const c of NI_CASES.filter((x) => x.name.startsWith('regex:'))) {
      const r = await checkPlan(normal, { source: c.source }, c.values);
      expect(r.leak, c.name).toBeDefined();
    }
  });

  it('has teeth: in Normal mode generated plans leak within 150 plans', async () => {
    const out = await fc.check(
      fc.asyncProperty(
        niPlanMix(),
        fc.constant(['hello', 'xyz', '']),
        async (plan, values) => (await checkPlan(normal, plan, values)).leak === undefined,
      ),
      { numRuns: 150, seed: 7, endOnFailure: true },
    );
    expect(out.failed).toBe(true);
  }, 120_000);
});
