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

describe('the compact call form', () => {
  const ext = new Set(['send']);
  it('parses to the same call as the object form', () => {
    const compact = parseEvent(
      '["call",3,"send",1,["to","a@b.c",2,4,"v1","n",5,1,1,"v2"],[4,["x"],1,[]]]',
      ext,
    );
    const object = parseEvent(
      '{"kind":"call","callId":3,"name":"send","pcLabel":1,"args":{"to":{"value":"a@b.c","label":2,"deepLabel":4,"valueId":"v1"},"n":{"value":5,"label":1,"deepLabel":1,"valueId":"v2"}},"labels":{"4":["x"],"1":[]}}',
      ext,
    );
    expect(compact).toEqual(object);
  });

  it.each([
    ['a wrong length', '["call",3,"send",1,[]]'],
    ['another kind', '["done",3,"send",1,[],[]]'],
    ['an unregistered function', '["call",3,"fetch",1,[],[]]'],
    ['a ragged argument list', '["call",3,"send",1,["to","x",2,4],[]]'],
    ['a duplicated argument', '["call",3,"send",1,["to",1,1,1,"v1","to",2,1,1,"v2"],[]]'],
    ['a prototype-named argument', '["call",3,"send",1,["__proto__",1,1,1,"v1"],[]]'],
    ['a negative label id', '["call",3,"send",1,["to",1,-1,1,"v1"],[]]'],
    ['a ragged label list', '["call",3,"send",1,[],[4]]'],
    ['a non-integer label id', '["call",3,"send",1,[],[1.5,"x"]]'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseEvent(text, ext)).toThrow(VmError);
  });
});
