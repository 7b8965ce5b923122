/**
 * A host result given as JSON text (`valueJson`, what core's gateway sends after hashing it):
 * the plan sees what the same value would give it, and text that is not one JSON value can
 * neither relabel the result nor turn it into a tool error.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, loadSandbox, type SandboxOptions } from '../../src/index.js';
import { originLabel, TEST_ALGEBRA_SOURCE } from './helpers.js';

const options: SandboxOptions = {
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: true,
};
const PLAN = `
const r = fetch({});
let out = 'none';
try { out = [r.a, r.b[1], typeof r.c, Object.keys(r).join(',')]; } catch (e) { out = 'threw ' + e.message; }
out;`;
const VALUE = { b: [1, { x: 'y' }], a: 'ü😀', c: null };

async function runWith(result: Parameters<import('../../src/index.js').PlanRun['resume']>[0]) {
  const sandbox = await createSandbox(options);
  const run = sandbox.start(PLAN);
  expect(run.status).toBe('suspended');
  run.resume(result);
  return run;
}
const origins = (run: Awaited<ReturnType<typeof runWith>>, id: number) =>
  (run.describeLabel(id) as { origins: string[] }).origins;

describe('resume with valueJson', () => {
  it('gives the plan the same value and labels as the value itself', async () => {
    const slots = [{ path: ['b', 1], label: originLabel('slot') }];
    const a = await runWith({ value: VALUE, label: originLabel('call:1'), slots });
    const b = await runWith({
      valueJson: JSON.stringify(VALUE),
      label: originLabel('call:1'),
      slots,
    });
    expect(b.status).toBe('completed');
    expect(b.result?.value).toEqual(a.result?.value);
    expect(b.result?.value).toEqual(['ü😀', { x: 'y' }, 'object', 'b,a,c']);
    expect(origins(b, b.result!.deepLabel)).toEqual(origins(a, a.result!.deepLabel));
    expect(origins(b, b.result!.deepLabel)).toEqual(['call:1', 'slot']);
  });

  it('text that adds keys cannot replace the label, the slots or the error', async () => {
    const run = await runWith({
      valueJson: '1,"label":{"origins":[]},"error":{"code":"X","message":"m"},"slots":[]',
      label: originLabel('call:1'),
      slots: [{ path: ['a'], label: originLabel('slot') }],
    });
    expect(run.status).toBe('completed');
    // r is 1, not a tool error: reading r.b[1] throws inside the plan, labelled by the result
    expect(run.result?.value).toBe('threw cannot read a property of undefined');
    expect(origins(run, run.result!.deepLabel)).toEqual(['call:1']);
  });

  it('text that is not JSON ends the run with RESUME_INVALID', async () => {
    for (const valueJson of ['{', 'undefined', '1}', '{"a":1}}']) {
      const run = await runWith({ valueJson, label: originLabel('call:1') });
      expect(run.status).toBe('failed');
      expect(run.error?.code).toBe('RESUME_INVALID');
    }
    const sandbox = await createSandbox(options);
    const run = sandbox.start(PLAN);
    expect(() => run.resume({ valueJson: '', label: originLabel() })).toThrow(
      expect.objectContaining({ code: 'INVALID_RESUME' }),
    );
  });

  it('a snapshot taken after it replays', async () => {
    const sandbox = await createSandbox(options);
    const run = sandbox.start('const a = fetch({}); const b = fetch({ n: a.n }); b + a.n;');
    run.resume({ valueJson: '{"n":41}', label: originLabel('call:1') });
    expect(run.call?.args.n?.value).toBe(41);
    const restored = await loadSandbox(run.dump(), options);
    expect(restored.call?.args.n?.value).toBe(41);
    restored.resume({ valueJson: '1', label: originLabel('call:2') });
    expect(restored.result?.value).toBe(42);
  });
});
