/**
 * Names are data. A tool, argument, input or result key named after an Object.prototype
 * member (`constructor`, `__proto__`, `toString`, `hasOwnProperty`) behaves like any other
 * name end to end: counted, ruled and audited, never resolved to a JavaScript built-in (as
 * a lookup on a plain object would) and never dropped (as assigning `__proto__` would).
 */
import { exportJsonl } from '@zamburak/audit';
import { afterEach, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: prototype_names
default_action: Deny
strict_mode: true
budgets: { max_values: 1000, max_parents_per_value: 64, max_closure_steps: 1000, max_witness_depth: 16 }
tools:
  - tool: toString
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: constructor
    side_effect_class: ExternalWrite
    max_calls: 2
    arg_rules:
      - { arg: text, forbids_confidentiality: [PII] }
    default_decision: Allow
  - tool: hasOwnProperty
    side_effect_class: ExternalWrite
    default_decision: Allow
`;

/** What `toString` returns: JSON as a remote API might send it, with a `__proto__` key. */
const RESULT = '{"__proto__": {"polluted": "yes"}, "y": "ok", "constructor": "c"}';

const seen: { tool: string; args: unknown }[] = [];
const ANY_OPTIONAL = { optional: true } as const;
const PARAMETERS: Record<string, ToolDefinition['parameters']> = {
  toString: {},
  constructor: { text: {} },
  hasOwnProperty: Object.fromEntries(
    ['keys', 'inherited', 'c', 'a', 'b', 'n'].map((k) => [k, ANY_OPTIONAL]),
  ),
};
const tool = (name: string): ToolDefinition => ({
  name,
  description: name,
  parameters: Object.hasOwn(PARAMETERS, name) ? (PARAMETERS[name] ?? {}) : {},
  trustClass: 'TrustedLocal',
  run: (args) => {
    seen.push({ tool: name, args: JSON.parse(JSON.stringify(args)) });
    return name === 'toString' ? (JSON.parse(RESULT) as JsonValue) : null;
  },
});

let harnesses: Harness[] = [];
const harness = (): Harness => {
  const h = makeHarness({
    policyText: POLICY,
    tools: ['toString', 'constructor', 'hasOwnProperty'].map(tool),
  });
  harnesses.push(h);
  return h;
};
afterEach(() => {
  for (const h of harnesses) h.close();
  harnesses = [];
  seen.length = 0;
});

const decisions = (exec: {
  decisions: readonly { tool: string; decision: string; reasonCode?: string }[];
}) => exec.decisions.map((d) => [d.tool, d.decision, d.reasonCode ?? null]);

it('a tool named constructor is counted against its own max_calls, and audited', async () => {
  const h = harness();
  const exec = await h.runtime.start(
    "for (let i = 0; i < 3; i++) { constructor({ text: 'n' + i }); }",
  );
  expect(exec.status).toBe('denied');
  expect(decisions(exec)).toEqual([
    ['constructor', 'Allow', null],
    ['constructor', 'Allow', null],
    ['constructor', 'Deny', 'CALL_BUDGET_EXCEEDED'],
  ]);
  expect(seen.map((s) => s.args)).toEqual([{ text: 'n0' }, { text: 'n1' }]);
  expect(h.auditTrail()).toContain('effect_denied');
  // The context summaries count `constructor` as a number and export cleanly.
  const text = exportJsonl(h.audit);
  const counts = text
    .split('\n')
    .filter((l) => l.startsWith('{"kind":"context"'))
    .map(
      (l) =>
        (JSON.parse(l) as { summary: { effectCounters: { perTool: Record<string, number> } } })
          .summary,
    )
    .map((s) => s.effectCounters.perTool);
  const expected: Record<string, number>[] = [{}, { constructor: 1 }, { constructor: 2 }];
  expect(counts).toEqual(expect.arrayContaining(expected));
});

it('argument rules apply to tools named after built-ins', async () => {
  const h = harness();
  const exec = await h.runtime.start('constructor({ text: toString({}).y });');
  expect(decisions(exec)).toEqual([
    ['toString', 'Allow', null],
    ['constructor', 'Deny', 'CONFIDENTIALITY_FORBIDDEN'],
  ]);
});

it('a `__proto__` key in a tool result is data: kept, labelled, never a prototype', async () => {
  const h = harness();
  const exec = await h.runtime.start(`
    const r = toString({});
    hasOwnProperty({ keys: Object.keys(r).join(','), inherited: r.polluted === undefined });
    constructor({ text: r['__pro' + 'to__'] });
  `);
  expect(seen[1]).toEqual({
    tool: 'hasOwnProperty',
    args: { keys: '__proto__,y,constructor', inherited: true },
  });
  // The value under `__proto__` carries the result's label (PII), so the rule denies it.
  expect(decisions(exec).at(-1)).toEqual(['constructor', 'Deny', 'CONFIDENTIALITY_FORBIDDEN']);
  // A plan cannot copy the key onto an object of its own.
  const copy = await h.runtime.start(
    'const r = toString({}); const c = {}; for (const k of Object.keys(r)) { c[k] = r[k]; } hasOwnProperty({ c: c });',
  );
  expect(copy.status).toBe('failed');
  expect(seen.filter((s) => s.tool === 'hasOwnProperty')).toHaveLength(1);
});

it('an input named `__proto__` is an input like any other', async () => {
  const h = harness();
  const inputs = JSON.parse('{"__proto__": "p", "plain": "q"}') as Record<string, JsonValue>;
  const exec = await h.runtime.start(
    "hasOwnProperty({ a: inputs['__pro' + 'to__'], b: inputs.plain, n: Object.keys(inputs).length });",
    { inputs },
  );
  expect(exec.status).toBe('completed');
  expect(seen).toEqual([{ tool: 'hasOwnProperty', args: { a: 'p', b: 'q', n: 2 } }]);
});

it('a trust class named after a built-in is unknown, and refused when the runtime is made', () => {
  for (const trustClass of ['constructor', 'toString', '__proto__']) {
    const bad = { ...tool('hasOwnProperty'), trustClass } as unknown as ToolDefinition;
    expect(() => makeHarness({ policyText: POLICY, tools: [bad] }), trustClass).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        data: expect.objectContaining({ field: 'tools.trustClass', tool: 'hasOwnProperty' }),
      }),
    );
  }
});
