import fc from 'fast-check';
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

describe('dump/load on damaged bytes (property)', () => {
  it('any edit, truncation or extension of a dump is refused with a snapshot code', async () => {
    const sandbox = await createSandbox(base);
    const run = sandbox.start(fixtureCallsPlan(3));
    run.resume(result(1));
    const bytes = run.dump(new Uint8Array([7, 7, 7]));
    run.dispose();
    const damage = fc.oneof(
      fc.record({
        kind: fc.constant('xor' as const),
        at: fc.nat(),
        bits: fc.integer({ min: 1, max: 255 }),
      }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('grow' as const),
        tail: fc.uint8Array({ minLength: 1, maxLength: 8 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(damage, { minLength: 1, maxLength: 3 }), async (edits) => {
        let b = bytes.slice();
        for (const e of edits) {
          if (e.kind === 'xor') {
            const i = e.at % b.length;
            b[i] = (b[i] ?? 0) ^ e.bits;
          } else if (e.kind === 'cut') b = b.slice(0, e.at % b.length);
          else b = new Uint8Array([...b, ...e.tail]);
        }
        if (b.length === bytes.length && b.every((x, i) => x === bytes[i])) return; // xor undone
        await expect(loadSandbox(b, base)).rejects.toMatchObject({
          code: expect.stringMatching(/^SNAPSHOT_(CORRUPT|VERSION|MISMATCH)$/),
        });
      }),
      { numRuns: 300 },
    );
  });
});
