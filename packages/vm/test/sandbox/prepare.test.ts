/**
 * `sandbox.prepare()`: the next run's context is built ahead (determinism shims, label
 * algebra, prelude), and `start` only compiles, installs and locks down its plan. A run in
 * a prepared context must be indistinguishable from one in a context built at `start`:
 * same events, labels, results and snapshot; and preparing never throws.
 */
import { describe, expect, it } from 'vitest';
import {
  createSandbox,
  loadSandbox,
  type PlanRun,
  type SandboxOptions,
  VmError,
} from '../../src/index.js';
import { TEST_ALGEBRA } from '../compiler/harness.js';

const label = (...origins: string[]) => ({ origins });
const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA,
  externalFunctions: ['fetch', 'send'],
  propagateControl: true,
  inputs: { who: { value: 'nobody', label: label('input:default') } },
};
const PLAN = `
const a = fetch({ id: inputs.who });
let n = 0;
for (const c of a.split('')) { if (c === 'x') n++; }
send({ text: a + ':' + n });
n;
`;

/** Runs a plan to its end, answering each call the same way; returns what was observed. */
function drive(run: PlanRun) {
  const seen: unknown[] = [];
  while (run.status === 'suspended') {
    const call = run.call!;
    seen.push({
      name: call.name,
      args: Object.fromEntries(
        Object.entries(call.args).map(([k, a]) => [
          k,
          {
            value: a.value,
            label: run.describeLabel(a.label),
            deep: run.describeLabel(a.deepLabel),
          },
        ]),
      ),
      pc: run.describeLabel(call.pcLabel),
    });
    run.resume({ value: `x${call.callId}x`, label: label(`call:${call.callId}`) });
  }
  seen.push({
    status: run.status,
    value: run.result?.value,
    label: run.result === undefined ? undefined : run.describeLabel(run.result.label),
    error: run.error?.code,
  });
  run.dispose();
  return seen;
}

describe('sandbox.prepare', () => {
  it('a run in a prepared context matches one in a context built at start', async () => {
    const inputs = { who: { value: 'alice', label: label('input:who') } };
    const fresh = await createSandbox({ ...base, inputs });
    const expected = drive(fresh.start(PLAN));

    const sandbox = await createSandbox(base);
    expect(sandbox.prepared).toBe(false);
    sandbox.prepare();
    sandbox.prepare(); // idempotent: still one context
    expect(sandbox.prepared).toBe(true);
    const run = sandbox.start(PLAN, inputs);
    expect(sandbox.prepared).toBe(false);
    expect(drive(run)).toEqual(expected);
    // The next run builds its context at start again, and gives the same.
    expect(drive(sandbox.start(PLAN, inputs))).toEqual(expected);
  });

  it('keeps the prepared context when the plan does not compile', async () => {
    const sandbox = await createSandbox(base);
    sandbox.prepare();
    const bad = sandbox.start('this is not a plan (');
    expect(bad.status).toBe('failed');
    expect(bad.error?.code).toBe('PLAN_PARSE_ERROR');
    expect(sandbox.prepared).toBe(true);
    expect(drive(sandbox.start(PLAN))).toContainEqual(
      expect.objectContaining({ status: 'completed', value: 2 }),
    );
  });

  it('never throws: a failing algebra is reported by the next start, as without prepare', async () => {
    const broken = { ...base, algebraSource: 'throw new Error("no algebra here")' };
    const sandbox = await createSandbox(broken);
    expect(() => sandbox.prepare()).not.toThrow();
    expect(sandbox.prepared).toBe(false);
    const run = sandbox.start(PLAN);
    const reference = (await createSandbox(broken)).start(PLAN);
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe(reference.error?.code);
    expect(run.error?.code).toBe('ALGEBRA_INVALID');
  });

  it('a snapshot dumped from a prepared run loads in a fresh sandbox and resumes alike', async () => {
    const sandbox = await createSandbox(base);
    sandbox.prepare();
    const run = sandbox.start(PLAN);
    expect(run.status).toBe('suspended');
    const bytes = run.dump();
    const loaded = await loadSandbox(bytes, base);
    expect(loaded.call).toEqual(run.call);
    expect(drive(loaded)).toEqual(drive(run));
  });

  it('a snapshot loads in a prepared sandbox (sandbox.load) like in loadSandbox', async () => {
    const first = await createSandbox(base);
    const run = first.start(PLAN);
    const bytes = run.dump();
    const reference = drive(await loadSandbox(bytes, base));
    const sandbox = await createSandbox({ ...base, inputs: undefined });
    sandbox.prepare();
    const loaded = sandbox.load(bytes);
    expect(sandbox.prepared).toBe(false);
    expect(loaded.call).toEqual(run.call);
    expect(drive(loaded)).toEqual(reference);
    run.dispose();
    // The snapshot must belong to the sandbox's options, and to the inputs when given.
    const other = await createSandbox({ ...base, propagateControl: false });
    other.prepare();
    expect(() => other.load(bytes)).toThrow(
      expect.objectContaining({ code: 'SNAPSHOT_MISMATCH', data: { field: 'propagateControl' } }),
    );
    expect(other.prepared).toBe(true);
    expect(() =>
      sandbox.load(bytes, { who: { value: 'mallory', label: label('input:who') } }),
    ).toThrow(expect.objectContaining({ code: 'SNAPSHOT_MISMATCH', data: { field: 'inputs' } }));
  });

  it('reads its options once: a change to the options object later changes nothing', async () => {
    // Prepared early, started later: the context and the run's snapshot identity must agree.
    const other = TEST_ALGEBRA.replace('globalThis.__zamburakLabels', 'globalThis.__other');
    const results: unknown[] = [];
    for (const prepared of [false, true]) {
      const options = { ...base };
      const sandbox = await createSandbox(options);
      if (prepared) sandbox.prepare();
      (options as { algebraSource: string }).algebraSource = other;
      (options as { propagateControl: boolean }).propagateControl = false;
      const run = sandbox.start(PLAN);
      const bytes = run.dump();
      results.push(drive(await loadSandbox(bytes, base)));
      run.dispose();
    }
    expect(results[1]).toEqual(results[0]);
  });

  it("a fatal failure while preparing is the next run's failure, as without prepare", async () => {
    const bomb = {
      ...base,
      algebraSource: `${TEST_ALGEBRA}\nconst hog = []; while (true) hog.push('x'.repeat(4096) + hog.length);`,
      limits: { memoryBytes: 32 * 1024 * 1024 },
    };
    const reference = (await createSandbox(bomb)).start(PLAN);
    expect(reference.error?.code).toBe('MEMORY_LIMIT');
    const sandbox = await createSandbox(bomb);
    expect(() => sandbox.prepare()).not.toThrow();
    expect(sandbox.usable).toBe(false);
    const run = sandbox.start(PLAN);
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('MEMORY_LIMIT');
    // Reported once; the discarded sandbox then refuses, as after such a start.
    expect(() => sandbox.start(PLAN)).toThrow(
      expect.objectContaining({ code: 'SANDBOX_UNUSABLE' }),
    );
  });

  it('validates inputs given to start', async () => {
    const sandbox = await createSandbox(base);
    sandbox.prepare();
    expect(() =>
      sandbox.start(PLAN, { who: { value: () => 1, label: label('x') } } as never),
    ).toThrow(VmError);
    expect(sandbox.prepared).toBe(true);
  });
});
