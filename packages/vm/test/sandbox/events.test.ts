/**
 * The events the in-VM runtime emits: label descriptions travel with the event that first
 * names a label, once per run, and off-protocol `labels` are refused.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, VmError } from '../../src/index.js';
import { parseEvent } from '../../src/sandbox/events.js';
import { TEST_ALGEBRA } from '../compiler/harness.js';

describe('label descriptions in events', () => {
  it('ship each deep label and context label once, and answer describeLabel without the VM', async () => {
    const sandbox = await createSandbox({
      algebraSource: TEST_ALGEBRA,
      externalFunctions: ['fetch', 'send'],
      propagateControl: true,
    });
    const run = sandbox.start(`
      for (let i = 0; i < 3; i++) {
        const r = fetch({ id: i });
        send({ body: r, n: i });
      }
      'done';
    `);
    const seen = new Map<number, unknown>();
    let n = 0;
    while (run.status === 'suspended') {
      const call = run.call!;
      for (const a of Object.values(call.args))
        seen.set(a.deepLabel, run.describeLabel(a.deepLabel));
      seen.set(call.pcLabel, run.describeLabel(call.pcLabel));
      n += 1;
      run.resume({ value: `r${n}`, label: [`call:${n}`] });
    }
    expect(run.status).toBe('completed');
    // The context is gone, yet every label the events named is still described.
    for (const [id, d] of seen) expect(run.describeLabel(id)).toEqual(d);
    // The TEST_ALGEBRA describes a label as its sorted origin list.
    const described = [...seen.values()].map((d) => (d as string[]).join(','));
    // fetch results (calls 1, 3, 5) reach the send bodies.
    for (const n of [1, 3, 5]) expect(described).toContain(`call:${n}`);
    expect(run.describeLabel(run.result!.deepLabel)).toEqual([]);
    run.dispose();
  });

  it('refuses a labels map with a non-id key or a non-JSON value', () => {
    const ext = new Set(['f']);
    const call = (labels: string) =>
      `{"kind":"call","callId":1,"name":"f","args":{},"pcLabel":1,"labels":${labels}}`;
    expect(parseEvent(call('{"3":{"origins":[]}}'), ext)).toMatchObject({ kind: 'call' });
    for (const bad of ['[]', '{"x":1}', '{"-1":1}', '{"01":1}', '"s"']) {
      try {
        parseEvent(call(bad), ext);
        expect.unreachable(`accepted labels ${bad}`);
      } catch (e) {
        expect(e).toBeInstanceOf(VmError);
        expect((e as VmError).code).toBe('PROTOCOL_VIOLATION');
      }
    }
  });
});
