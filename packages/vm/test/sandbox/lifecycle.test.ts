import { describe, expect, it } from 'vitest';
import { createSandbox, type SandboxOptions, VmError } from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan, originLabel, TEST_ALGEBRA_SOURCE } from './helpers.js';

const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: false,
  compiler: FIXTURE_COMPILER,
};

describe('sandbox lifecycle (fixture protocol)', () => {
  it('suspends at each external call and completes with joined labels', async () => {
    const sandbox = await createSandbox({
      ...base,
      inputs: { base: { value: 100, label: originLabel('input:base') } },
    });
    const run = sandbox.start(fixtureCallsPlan(3));
    for (let i = 0; i < 3; i++) {
      expect(run.status).toBe('suspended');
      const call = run.call!;
      expect(call.name).toBe('fetch');
      expect(call.callId).toBe(i + 1);
      expect(call.args.i?.value).toBe(i);
      expect(call.args.i?.valueId).toBe(`v${i + 1}`);
      run.resume({ value: 10 * (i + 1), label: originLabel(`call:${i + 1}`) });
    }
    expect(run.status).toBe('completed');
    expect(run.result?.value).toBe(160);
    expect(run.describeLabel(run.result!.label)).toEqual(
      originLabel('call:1', 'call:2', 'call:3', 'input:base'),
    );
    expect(run.counters).toMatchObject({ calls: 3, steps: 4 });
    run.dispose();
    expect(() => run.describeLabel(0)).toThrow(VmError);
  });

  it('a single-use sandbox runs one plan alike, then drops its instance and refuses a second', async () => {
    const runOnce = async (singleUse: boolean) => {
      const sandbox = await createSandbox({ ...base, singleUse });
      const run = sandbox.start(fixtureCallsPlan(2));
      for (let i = 0; i < 2; i++) {
        run.resume({ value: i + 1, label: originLabel(`call:${i + 1}`) });
      }
      const out = {
        status: run.status,
        value: run.result?.value,
        label: run.describeLabel(run.result!.label),
        counters: run.counters,
      };
      run.dispose();
      return { sandbox, out };
    };
    const plain = await runOnce(false);
    const single = await runOnce(true);
    expect(single.out).toEqual(plain.out);
    expect(plain.sandbox.usable).toBe(true);
    expect(single.sandbox.usable).toBe(false);
    expect(() => single.sandbox.start(fixtureCallsPlan(1))).toThrow(
      expect.objectContaining({ code: 'SANDBOX_UNUSABLE' }),
    );
    // A run that fails releases its context too: the sandbox stays dropped.
    const failing = await createSandbox({ ...base, singleUse: true });
    const bad = failing.start('this is not a plan (');
    expect(bad.status).toBe('failed');
    expect(failing.usable).toBe(false);
    await expect(createSandbox({ ...base, singleUse: 'yes' as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
  });

  it('delivers a labelled tool failure as an exception inside the plan', async () => {
    const sandbox = await createSandbox(base);
    const plan = `function* __plan(inputs, L) {
      try { yield { name: 'fetch', args: {} }; return { v: 'no', l: 0 }; }
      catch (e) { return { v: 'caught:' + e.message, l: e.l }; }
    }`;
    const run = sandbox.start(plan);
    run.resume({ error: { code: 'TOOL_FAILED', message: 'boom' }, label: originLabel('tool') });
    expect(run.status).toBe('completed');
    expect(run.result?.value).toBe('caught:boom');
    expect(run.describeLabel(run.result!.label)).toEqual(originLabel('tool'));
    run.dispose();
  });

  it('reports an uncaught plan exception without its text in the error', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(`function* __plan() { throw new Error('secret text'); }`);
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('PLAN_THREW');
    expect(run.error?.message).not.toContain('secret');
    expect(JSON.stringify(run.error?.data)).not.toContain('secret');
    expect(run.exception?.message).toBe('secret text');
    run.dispose();
  });

  it('rejects calls to unregistered functions and non-JSON results (fail closed)', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(`function* __plan() { yield { name: 'exfiltrate', args: {} }; }`);
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('PROTOCOL_VIOLATION');
    const run2 = sandbox.start(fixtureCallsPlan(1));
    expect(() => run2.resume({ value: Number.NaN, label: originLabel('x') })).toThrow(
      expect.objectContaining({ code: 'INVALID_RESUME' }),
    );
    expect(() => run2.resume({ value: 1 } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_RESUME' }),
    );
    expect(run2.status).toBe('suspended');
    run2.dispose();
  });

  it('refuses resume, dump and describe in the wrong state', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(`function* __plan(i, L) { return { v: 1, l: L.literal() }; }`);
    expect(run.status).toBe('completed');
    expect(() => run.resume({ value: 1, label: originLabel() })).toThrow(
      expect.objectContaining({ code: 'RUN_STATE' }),
    );
    expect(() => run.dump()).toThrow(expect.objectContaining({ code: 'RUN_STATE' }));
    run.dispose();
  });

  it('validates options', async () => {
    await expect(createSandbox({ ...base, algebraSource: 1 as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      data: { field: 'algebraSource' },
    });
    await expect(createSandbox({ ...base, limits: { memoryBytes: 1024 } })).rejects.toMatchObject({
      data: { field: 'limits.memoryBytes' },
    });
    await expect(createSandbox({ ...base, limits: { deadlineMs: 10 } })).rejects.toMatchObject({
      data: { field: 'clock' },
    });
  });

  it('fails with ALGEBRA_INVALID when the algebra is missing or throws', async () => {
    const s1 = await createSandbox({ ...base, algebraSource: 'globalThis.x = 1;' });
    expect(s1.start(fixtureCallsPlan(1)).error?.code).toBe('ALGEBRA_INVALID');
    const s2 = await createSandbox({ ...base, algebraSource: 'throw new Error("nope")' });
    expect(s2.start(fixtureCallsPlan(1)).error?.code).toBe('ALGEBRA_INVALID');
  });
});
