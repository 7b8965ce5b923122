/**
 * Leak check on the debug sync variant (address sanitizer build): every path of the
 * driver (completed, suspended+resumed, thrown, limits, dump/load) must free every
 * handle, or disposing the runtime aborts / the leak check reports unfreed memory.
 */
import { createRequire } from 'node:module';
import { DEBUG_SYNC } from 'quickjs-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compileEngine,
  createSandbox,
  loadSandbox,
  type QuickJsEngine,
  type SandboxOptions,
} from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan, TEST_ALGEBRA_SOURCE } from './helpers.js';

let engine: QuickJsEngine;
beforeAll(async () => {
  const require = createRequire(import.meta.url);
  engine = await compileEngine(
    DEBUG_SYNC,
    require.resolve('@jitl/quickjs-wasmfile-debug-sync/wasm'),
  );
});

const opts = (): SandboxOptions => ({
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: false,
  compiler: FIXTURE_COMPILER,
  engine,
  limits: { instructionBudget: 5_000_000, memoryBytes: 1024 * 1024 * 1024 },
});

describe('no handle leaks (debug variant)', () => {
  it('frees everything on completed, failed, limited and restored runs', async () => {
    const sandbox = await createSandbox(opts());
    const plans = [
      fixtureCallsPlan(3),
      'function* __plan() { throw new Error("x"); }',
      'function* __plan() { while (true) {} }',
      'function* __plan() { const f = (n) => f(n + 1); f(0); }',
      'function* __plan() { yield { name: "nope", args: {} }; }',
    ];
    for (const plan of plans) {
      const run = sandbox.start(plan);
      while (run.status === 'suspended') run.resume({ value: 1, label: { origins: ['t'] } });
      if (run.status === 'completed') run.describeLabel(run.result!.label);
      expect(() => run.dispose()).not.toThrow();
      expect([plan, sandbox.usable]).toEqual([plan, true]);
    }
    const run = sandbox.start(fixtureCallsPlan(2));
    run.resume({ value: 1, label: { origins: ['t'] } });
    const loaded = await loadSandbox(run.dump(), opts());
    loaded.resume({ value: 1, label: { origins: ['u'] } });
    expect(loaded.status).toBe('completed');
    loaded.dispose();
    run.dispose();
    expect(() => sandbox.assertNoLeaks()).not.toThrow();
  });

  it('frees everything with the real compiler and prelude across dump/load', async () => {
    const options: SandboxOptions = {
      algebraSource: TEST_ALGEBRA_SOURCE,
      externalFunctions: ['fetch'],
      propagateControl: true,
      engine,
      limits: { memoryBytes: 1024 * 1024 * 1024 },
    };
    const plan =
      'let t = 0;\nfor (let i = 0; i < 3; i++) {\n  const r = fetch({ i });\n  if (r.ok) {\n    t = t + r.n;\n  }\n}\nt;\n';
    const answer = { value: { ok: true, n: 2 }, label: { origins: ['t'] } };
    const sandbox = await createSandbox(options);
    const run = sandbox.start(plan);
    run.resume(answer);
    const loaded = await loadSandbox(run.dump(), options);
    expect(loaded.call).toEqual(run.call);
    for (const r of [run, loaded]) {
      while (r.status === 'suspended') r.resume(answer);
      expect(r.result?.value).toBe(6);
      expect(() => r.dispose()).not.toThrow();
    }
    expect(sandbox.usable).toBe(true);
    expect(() => sandbox.assertNoLeaks()).not.toThrow();
  });
});
