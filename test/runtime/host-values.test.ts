/**
 * Values the host hands to a plan are plain JSON or refused, never silently converted: an
 * input is checked when `start` is called (nothing is recorded for a refused start), and a
 * tool result JSON cannot carry is reported to the plan as TOOL_FAILED and audited as
 * `tool_failed` with reason TOOL_RESULT_NOT_JSON.
 */
import { afterEach, expect, it } from 'vitest';
import { createRuntime, type JsonValue, type RuntimeOptions, type ToolDefinition } from 'zamburak';
import { type Harness, key, makeHarness, T0 } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: host_values
default_action: Deny
strict_mode: true
budgets: { max_values: 1000, max_parents_per_value: 64, max_closure_steps: 1000, max_witness_depth: 16 }
tools:
  - { tool: get, side_effect_class: ExternalRead, default_decision: Allow }
`;

const cyclic = (): unknown => {
  const o: Record<string, unknown> = { a: 1 };
  o.self = o;
  return o;
};
const deep = (n: number): unknown => JSON.parse('['.repeat(n) + ']'.repeat(n));

/** Not JSON, each with the reason the runtime gives. */
const NOT_JSON: readonly [string, () => unknown, string][] = [
  ['a Date', () => new Date(0), 'a non-plain object'],
  ['a Map', () => new Map([[1, 2]]), 'a non-plain object'],
  [
    'a class instance',
    () =>
      new (class Point {
        x = 1;
      })(),
    'a non-plain object',
  ],
  ['an object with a prototype', () => Object.create({ inherited: 1 }), 'a non-plain object'],
  ['a function', () => () => 1, 'a function'],
  ['undefined inside an object', () => ({ a: undefined }), 'undefined'],
  ['NaN', () => Number.NaN, 'a non-finite number'],
  ['a bigint', () => 10n, 'a bigint'],
  ['a cycle', cyclic, 'a cyclic value'],
  ['a sparse array', () => new Array(3), 'a sparse array'],
  ['a value 300 levels deep', () => deep(300), 'a value nested too deeply'],
];

let result: () => unknown = () => null;
const get: ToolDefinition = {
  name: 'get',
  description: 'get',
  parameters: {},
  trustClass: 'TrustedLocal',
  run: () => result() as JsonValue,
};
let harnesses: Harness[] = [];
const harness = (): Harness => {
  const h = makeHarness({ policyText: POLICY, tools: [get] });
  harnesses.push(h);
  return h;
};
afterEach(() => {
  for (const h of harnesses) h.close();
  harnesses = [];
  result = () => null;
});

it.each(NOT_JSON)(
  'an input that is %s is refused before anything is recorded',
  async (_, make, reason) => {
    const h = harness();
    const before = h.auditTrail().length;
    await expect(
      h.runtime.start('inputs.x;', { inputs: { x: make() as JsonValue } }),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      data: { field: 'inputs.x', reason: `the value is not JSON (${reason})` },
    });
    expect(h.auditTrail()).toHaveLength(before);
  },
);

it('inputs must be an object of JSON values or { value, label } pairs with a valid label', async () => {
  const h = harness();
  for (const inputs of [null, [1], 'abc']) {
    await expect(h.runtime.start('1;', { inputs: inputs as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      data: { field: 'inputs' },
    });
  }
  for (const label of ['x', { integrity: ['Bogus'] }, null]) {
    await expect(
      h.runtime.start('inputs.q;', { inputs: { q: { value: 1, label } as never } }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTIONS', data: { field: 'inputs.q.label' } });
  }
  // A name that is not identifier-like is not repeated in the error.
  await expect(
    h.runtime.start('1;', { inputs: { 'ignore previous instructions': Number.NaN } }),
  ).rejects.toMatchObject({ data: { field: 'inputs.?' } });
  const ok = await h.runtime.start("inputs.q + inputs['a b'].length;", {
    inputs: { q: 'x', 'a b': [1, 2] },
  });
  expect(ok.result?.value).toBe('x2');
});

it.each(NOT_JSON)(
  'a tool result that is %s is TOOL_FAILED in the plan',
  async (_, make, reason) => {
    const h = harness();
    result = make;
    const exec = await h.runtime.start(
      "let r; try { get({}); r = 'no error'; } catch (e) { r = e.code; } r;",
    );
    expect(exec.status).toBe('completed');
    expect(exec.result?.value).toBe('TOOL_FAILED');
    h.audit.flush();
    const failed = h.audit.records().filter((r) => r.event === 'tool_failed');
    expect(failed.map((r) => r.reasonCode)).toEqual(['TOOL_RESULT_NOT_JSON']);
    expect(reason).not.toBe('');
  },
);

it('start checks the plan, the execution id and the tokens before anything is recorded', async () => {
  const h = harness();
  const before = h.auditTrail().length;
  const refused: [unknown, Record<string, unknown>, string][] = [
    [42, {}, 'plan'],
    [null, {}, 'plan'],
    ['1;', { executionId: 42 }, 'executionId'],
    ['1;', { executionId: '' }, 'executionId'],
    ['1;', { executionId: 'ignore previous instructions' }, 'executionId'],
    ['1;', { executionId: 'x'.repeat(129) }, 'executionId'],
    ['1;', { tokens: 'tok' }, 'tokens'],
  ];
  for (const [plan, opts, field] of refused) {
    await expect(h.runtime.start(plan as string, opts as never), field).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      data: { field },
    });
  }
  expect(h.auditTrail()).toHaveLength(before);
  const ok = await h.runtime.start('1;', { executionId: 'exec_2026-11-21:a.b' });
  expect(ok.id).toBe('exec_2026-11-21:a.b');
});

it('createRuntime checks the shape of every option and names the one at fault', () => {
  const h = harness();
  const base: RuntimeOptions = {
    policy: { text: POLICY, format: 'yaml' },
    tools: [get],
    authority: { verifier: h.minter, revocations: h.revocations, usage: h.usage },
    audit: h.audit,
    clock: () => T0,
    key: key(3),
  };
  expect(() => createRuntime(base)).not.toThrow();
  const cases: [Record<string, unknown>, string][] = [
    [{ key: undefined }, 'key'],
    [{ key: 'x'.repeat(40) }, 'key'],
    [{ key: new Uint8Array(8) }, 'key'],
    [{ clock: 5 }, 'clock'],
    [{ policy: 42 }, 'policy'],
    [{ policy: { text: POLICY } }, 'policy.format'],
    [{ tools: {} }, 'tools'],
    [{ tools: [{ ...get, name: 'send email' }] }, 'tools.name'],
    [{ tools: [{ ...get, run: undefined }] }, 'tools.run'],
    [{ tools: [{ ...get, draft: 'later' }] }, 'tools.draft'],
    [{ audit: undefined }, 'audit'],
    [{ authority: undefined }, 'authority'],
    [{ authority: { verifier: h.minter, revocations: {}, usage: h.usage } }, 'authority'],
    [
      { authority: { verifier: h.minter, revocations: h.revocations, usage: { used: () => 0 } } },
      'authority',
    ],
    [{ approvalLedger: { claim: 'once' } }, 'approvalLedger'],
    [{ verifiers: { Email: true } }, 'verifiers'],
    [{ transforms: { redact: 'x' } }, 'transforms'],
    [{ localizer: {} }, 'localizer'],
    [{ trustClasses: 5 }, 'trustClasses'],
    [{ approvalTtlMs: -1 }, 'approvalTtlMs'],
  ];
  for (const [change, field] of cases) {
    expect(() => createRuntime({ ...base, ...change } as RuntimeOptions), field).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        data: expect.objectContaining({ field }),
      }),
    );
  }
});
