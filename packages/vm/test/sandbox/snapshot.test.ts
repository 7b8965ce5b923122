import { describe, expect, it } from 'vitest';
import {
  createSandbox,
  loadSandbox,
  type PlanRun,
  type SandboxOptions,
  SNAPSHOT_MAGIC,
} from '../../src/index.js';
import { FIXTURE_COMPILER, fixtureCallsPlan, originLabel, TEST_ALGEBRA_SOURCE } from './helpers.js';

const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['fetch'],
  propagateControl: false,
  compiler: FIXTURE_COMPILER,
  inputs: { base: { value: 1, label: originLabel('input:base') } },
};
const result = (i: number) => ({ value: i * 3, label: originLabel(`call:${i}`) });

function finish(run: PlanRun): void {
  while (run.status === 'suspended') run.resume(result(run.call!.callId));
}

describe('dump/load (fixture protocol)', () => {
  it('round-trips a suspended run to the same call, ids and extension bytes', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(fixtureCallsPlan(4));
    run.resume(result(1));
    run.resume(result(2));
    const ext = new Uint8Array([1, 2, 3, 250]);
    const bytes = run.dump(ext);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe(SNAPSHOT_MAGIC);
    const loaded = await loadSandbox(bytes, base);
    expect(loaded.status).toBe('suspended');
    expect(loaded.call).toEqual(run.call);
    expect([...(loaded.extension ?? [])]).toEqual([...ext]);
    expect(loaded.counters.calls).toBe(3);
    finish(run);
    finish(loaded);
    expect(loaded.result).toEqual(run.result);
    expect(loaded.describeLabel(loaded.result!.label)).toEqual(
      run.describeLabel(run.result!.label),
    );
    run.dispose();
    loaded.dispose();
  });

  it('fails closed on corrupt bytes, another version, or another plan/options', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(fixtureCallsPlan(2));
    const bytes = run.dump();
    const flipped = bytes.slice();
    flipped[40] = (flipped[40] ?? 0) ^ 1;
    await expect(loadSandbox(flipped, base)).rejects.toMatchObject({ code: 'SNAPSHOT_CORRUPT' });
    await expect(loadSandbox(bytes.subarray(0, 20), base)).rejects.toMatchObject({
      code: 'SNAPSHOT_CORRUPT',
    });
    const versioned = bytes.slice();
    versioned[9] = 9;
    await expect(loadSandbox(versioned, base)).rejects.toMatchObject({ code: 'SNAPSHOT_VERSION' });
    await expect(loadSandbox(bytes, { ...base, propagateControl: true })).rejects.toMatchObject({
      code: 'SNAPSHOT_MISMATCH',
      data: { field: 'propagateControl' },
    });
    await expect(
      loadSandbox(bytes, { ...base, algebraSource: `${TEST_ALGEBRA_SOURCE}\n;` }),
    ).rejects.toMatchObject({ code: 'SNAPSHOT_MISMATCH', data: { field: 'algebraSource' } });
    await expect(
      loadSandbox(bytes, { ...base, inputs: { base: { value: 2, label: originLabel() } } }),
    ).rejects.toMatchObject({ code: 'SNAPSHOT_MISMATCH', data: { field: 'inputs' } });
    run.dispose();
  });

  it('detects divergence when the replayed plan emits another call', async () => {
    // A compiler whose output depends on a counter: same plan hash, different behaviour.
    let flavour = 0;
    const drifting = {
      preludeSource: FIXTURE_COMPILER.preludeSource,
      compile(source: string) {
        const c = FIXTURE_COMPILER.compile(source, {
          externalFunctions: [],
          propagateControl: false,
        });
        flavour += 1;
        return {
          ...c,
          code: c.code.replace('args: { i: { v: i,', `args: { i: { v: i * ${flavour},`),
        };
      },
    };
    const opts = { ...base, compiler: drifting };
    const sandbox = await createSandbox(opts);
    const run = sandbox.start(fixtureCallsPlan(3));
    run.resume(result(1));
    const bytes = run.dump();
    await expect(loadSandbox(bytes, opts)).rejects.toMatchObject({ code: 'SNAPSHOT_DIVERGENCE' });
    run.dispose();
  });

  it('keyed snapshots need the key and reject a forged payload', async () => {
    const key = new Uint8Array(32).fill(7);
    const opts = { ...base, snapshotKey: key };
    const sandbox = await createSandbox(opts);
    const run = sandbox.start(fixtureCallsPlan(2));
    const bytes = run.dump();
    await expect(loadSandbox(bytes, base)).rejects.toMatchObject({ code: 'SNAPSHOT_MISMATCH' });
    await expect(
      loadSandbox(bytes, { ...opts, snapshotKey: new Uint8Array(32) }),
    ).rejects.toMatchObject({ code: 'SNAPSHOT_CORRUPT' });
    const ok = await loadSandbox(bytes, opts);
    expect(ok.call).toEqual(run.call);
    ok.dispose();
    run.dispose();
  });
});
