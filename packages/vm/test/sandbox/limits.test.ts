import { describe, expect, it } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan, TEST_ALGEBRA_SOURCE } from './helpers.js';

const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: false,
  compiler: FIXTURE_COMPILER,
};
const plan = (body: string): string => `function* __plan(inputs, L) { ${body} }`;

describe('sandbox limits', () => {
  it('ends an infinite loop with INSTRUCTION_BUDGET_EXCEEDED; the sandbox stays usable', async () => {
    const sandbox = await createSandbox({ ...base, limits: { instructionBudget: 2_000_000 } });
    const run = sandbox.start(plan('while (true) {}'));
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('INSTRUCTION_BUDGET_EXCEEDED');
    expect(sandbox.usable).toBe(true);
    const ok = sandbox.start(fixtureCallsPlan(0));
    expect(ok.status).toBe('completed');
    ok.dispose();
  });

  it('cannot catch the interrupt inside the plan', async () => {
    const sandbox = await createSandbox({ ...base, limits: { instructionBudget: 1_000_000 } });
    const run = sandbox.start(plan('for (;;) { try { while (true) {} } catch (e) {} }'));
    expect(run.error?.code).toBe('INSTRUCTION_BUDGET_EXCEEDED');
  });

  it('ends a long slice with DEADLINE_EXCEEDED using the injected clock', async () => {
    let now = 0;
    const clock = (): number => {
      now += 1; // every poll advances the fake clock by 1 ms
      return now;
    };
    const sandbox = await createSandbox({ ...base, clock, limits: { deadlineMs: 50 } });
    const run = sandbox.start(plan('while (true) {}'));
    expect(run.error?.code).toBe('DEADLINE_EXCEEDED');
    expect(run.error?.data).toEqual({ deadlineMs: 50 });
  });

  it('the deadline is per slice: time spent by the host between calls does not count', async () => {
    let now = 0;
    const sandbox = await createSandbox({ ...base, clock: () => now, limits: { deadlineMs: 50 } });
    const run = sandbox.start(fixtureCallsPlan(2));
    now += 10_000;
    run.resume({ value: 1, label: { origins: [] } });
    now += 10_000;
    run.resume({ value: 1, label: { origins: [] } });
    expect(run.status).toBe('completed');
  });

  it('ends a memory bomb with MEMORY_LIMIT, discards the module, and the host survives', async () => {
    const sandbox = await createSandbox({ ...base, limits: { memoryBytes: 32 * 1024 * 1024 } });
    const run = sandbox.start(
      plan('const a = []; while (true) a.push("x".repeat(4096) + a.length);'),
    );
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('MEMORY_LIMIT');
    expect(sandbox.usable).toBe(false);
    expect(() => sandbox.start(fixtureCallsPlan(0))).toThrow(
      expect.objectContaining({ code: 'SANDBOX_UNUSABLE' }),
    );
    const fresh = await createSandbox(base);
    expect(fresh.start(fixtureCallsPlan(0)).status).toBe('completed');
  });

  it('reports MEMORY_LIMIT even when the plan catches the out-of-memory error itself', async () => {
    const sandbox = await createSandbox({ ...base, limits: { memoryBytes: 32 * 1024 * 1024 } });
    const run = sandbox.start(
      plan(
        'const a = []; try { while (true) a.push("y".repeat(4096) + a.length); } catch (e) { throw e; }',
      ),
    );
    expect(run.error?.code).toBe('MEMORY_LIMIT');
  });

  it('at small caps (16-24 MiB) tells a memory bomb from an ordinary exception', async () => {
    // The wasm memory starts at 16 MiB, above the QuickJS heap limit of such caps: the size
    // of the wasm memory alone would call every failure MEMORY_LIMIT.
    for (const mib of [16, 24]) {
      const limits = { memoryBytes: mib * 1024 * 1024 };
      const thrown = (await createSandbox({ ...base, limits })).start(
        plan('throw new TypeError("not a memory problem");'),
      );
      expect(thrown.error?.code).toBe('PLAN_THREW');
      const bomb = await createSandbox({ ...base, limits });
      const run = bomb.start(
        plan('const a = []; while (true) a.push("x".repeat(4096) + a.length);'),
      );
      expect(run.error?.code).toBe('MEMORY_LIMIT');
      expect(bomb.usable).toBe(false);
    }
  });

  it('ends unbounded recursion with STACK_OVERFLOW', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(plan('const f = (n) => f(n + 1) + 1; return { v: f(0), l: 0 };'));
    expect(run.error?.code).toBe('STACK_OVERFLOW');
    expect(sandbox.usable).toBe(true);
    expect(sandbox.start(fixtureCallsPlan(0)).status).toBe('completed');
  });

  it('caps the size of events with MESSAGE_TOO_LARGE', async () => {
    const sandbox = await createSandbox({ ...base, limits: { maxMessageBytes: 1000 } });
    const run = sandbox.start(plan('return { v: "z".repeat(5000), l: 0 };'));
    expect(run.error?.code).toBe('MESSAGE_TOO_LARGE');
  });

  it('counts the instruction budget across slices', async () => {
    const sandbox = await createSandbox({ ...base, limits: { instructionBudget: 3_000_000 } });
    const run = sandbox.start(
      plan(`for (let k = 0; k < 100; k++) {
        let x = 0; for (let i = 0; i < 200000; i++) x += i;
        yield { name: 'fetch', args: {} };
      }`),
    );
    let steps = 0;
    while (run.status === 'suspended' && steps < 100) {
      run.resume({ value: 0, label: { origins: [] } });
      steps++;
    }
    expect(run.error?.code).toBe('INSTRUCTION_BUDGET_EXCEEDED');
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(100);
  });
});
