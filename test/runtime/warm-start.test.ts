/**
 * `createRuntime({ warmStart: true })`: after each start the runtime builds the next start's
 * sandbox in the background. Every plan of the security suite, started one after another with
 * idle time between (so each start after the first takes a spare), must reach the same
 * status, decisions, result and audit records as in a runtime without warm starts; and a
 * snapshot loaded into a spare resumes like one loaded into a fresh sandbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PlanCompileError } from '@zamburak/vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Execution, type JsonValue, RuntimeError, type ToolDefinition } from 'zamburak';
import { type Harness, makeHarness, SECURITY_FIXTURES } from '../support/harness.js';
import { planArbitrary } from '../support/plan-generator.js';

const plans = readdirSync(SECURITY_FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    name: d.name,
    plan: readFileSync(`${SECURITY_FIXTURES}${d.name}/plan.js`, 'utf8'),
  }));

function outcome(exec: Execution) {
  return {
    status: exec.status,
    decisions: exec.decisions,
    result: exec.result,
    // A redaction ref is keyed over a fresh nonce per execution (so it is no oracle on the
    // secret): two runs of one plan differ there by design.
    error: exec.error && {
      ...exec.error,
      message: exec.error.message.replace(/ref [0-9a-f]{12}/g, 'ref #'),
    },
    pending: exec.pending?.request.kind,
  };
}

async function runAll(h: Harness) {
  const out: unknown[] = [];
  for (const p of plans) {
    const exec = await h.runtime.start(p.plan, { executionId: `exec_${p.name}` });
    out.push({ name: p.name, ...outcome(exec) });
    exec.dispose();
    await sleep(40); // the host's idle time: the spare is built here
  }
  const records = h.audit.records().map((r) => [r.event, r.executionId, r.callId, r.decision]);
  return { out, records };
}

describe('warm starts', () => {
  it('give the same outcomes and audit records as cold starts, plan after plan', async () => {
    const cold = makeHarness();
    const warm = makeHarness({ warmStart: true });
    try {
      const a = await runAll(cold);
      const b = await runAll(warm);
      expect(b.out).toEqual(a.out);
      expect(b.records).toEqual(a.records);
      expect(warm.auditTrail().length).toBe(cold.auditTrail().length);
    } finally {
      cold.close();
      warm.close();
    }
  }, 60_000);

  it('load a snapshot into a spare sandbox like into a fresh one, then resume alike', async () => {
    const plan = plans.find((p) => p.name === 'approval-replay')!.plan;
    const run = async (h: Harness) => {
      const exec = await h.runtime.start(plan, { executionId: 'exec_load' });
      expect(exec.status).toBe('suspended');
      const bytes = exec.dump();
      exec.dispose();
      await sleep(40); // a warm runtime builds its spare here; the load takes it
      const loaded = await h.runtime.load(bytes);
      const pending = loaded.pending!;
      const approval = h.runtime.answer(pending.request, 'approve', { approver: 'emma' });
      await loaded.resume(approval);
      return { first: pending.request.kind, ...outcome(loaded) };
    };
    const cold = makeHarness();
    const warm = makeHarness({ warmStart: true });
    try {
      const a = await run(cold);
      expect(a.decisions.length).toBeGreaterThan(1); // the approved call ran, and went on
      expect(await run(warm)).toEqual(a);
    } finally {
      cold.close();
      warm.close();
    }
  }, 30_000);

  it('builds a spare when the runtime is created: the first start is warm too', async () => {
    // The first start of a new runtime, after the host got ready (60 ms), with and without
    // warmStart; the fastest of five each. Since sandboxes start from a memory image, cold is
    // 9-12 ms here and warm 1-6 ms: the test asks only that warm be faster, so that a loaded
    // machine, slowing both, does not fail it.
    const firstStart = async (warmStart: boolean) => {
      const h = makeHarness({ warmStart });
      try {
        await sleep(60);
        const t = performance.now();
        const exec = await h.runtime.start('1 + 1;');
        const ms = performance.now() - t;
        expect(exec.result?.value).toBe(2);
        return ms;
      } finally {
        h.close();
      }
    };
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      cold.push(await firstStart(false));
      warm.push(await firstStart(true));
    }
    expect(Math.min(...warm)).toBeLessThan(Math.min(...cold));
  });

  it('random plans reach the same outcome warm and cold (property)', async () => {
    // The plan generator of the non-interference property (read_secret, helpers, branches,
    // loops, containers, post_message); each plan runs cold, then warm from a ready spare.
    const posted: JsonValue[] = [];
    const tool = (
      name: string,
      parameters: ToolDefinition['parameters'],
      run: (args: Record<string, JsonValue>) => JsonValue,
    ): ToolDefinition => ({ name, description: name, parameters, trustClass: 'TrustedLocal', run });
    const tools = [
      tool('read_secret', { name: { type: 'string' } }, () => '4638'),
      tool('post_message', { channel: { type: 'string' }, text: { type: 'string' } }, (a) => {
        posted.push(a);
        return 'ok';
      }),
    ];
    const cold = makeHarness({ strict: true, tools });
    const warm = makeHarness({ strict: true, tools, warmStart: true });
    const run = async (h: Harness, plan: string) => {
      posted.length = 0;
      const exec = await h.runtime.start(plan, { executionId: 'exec_generated' });
      const out = { ...outcome(exec), posted: [...posted] };
      exec.dispose();
      return out;
    };
    const runs = Math.max(1, Math.round(40 * (Number(process.env.ZAMBURAK_FC_SCALE ?? '1') || 1)));
    try {
      await fc.assert(
        fc.asyncProperty(planArbitrary(), async (plan) => {
          let a: Awaited<ReturnType<typeof run>>;
          try {
            a = await run(cold, plan.source);
          } catch (e) {
            expect(e).toBeInstanceOf(PlanCompileError); // a slip of the generator: skip it
            return;
          }
          await sleep(25); // the warm runtime's spare is built meanwhile
          expect(await run(warm, plan.source), plan.source).toEqual(a);
        }),
        { numRuns: runs },
      );
    } finally {
      cold.close();
      warm.close();
    }
  }, 120_000);

  it('reads limits once, at creation: warm and cold starts run under the same', async () => {
    // A spare is built before the start that uses it: a host changing its limits object in
    // between must not get different limits on warm starts than on cold ones.
    for (const warmStart of [false, true]) {
      const limits = { instructionBudget: 50_000_000 };
      const h = makeHarness({ warmStart, limits });
      try {
        limits.instructionBudget = 1;
        await sleep(40);
        const exec = await h.runtime.start('let n = 0; for (let i = 0; i < 20000; i++) n += i; n;');
        expect(exec.status, exec.error?.code).toBe('completed');
      } finally {
        h.close();
      }
    }
  });

  it('refuses a warmStart that is not a boolean', () => {
    expect(() => makeHarness({ warmStart: 'yes' as unknown as boolean })).toThrow(RuntimeError);
  });
});
