/**
 * What the runtime keeps of labels across executions. The policy's label budgets bound one
 * execution's label table (in the VM); the host only re-reads labels the VM made. So a
 * long-lived runtime must neither count every label it ever saw against `max_values` (a
 * later execution's summaries would turn unknown-top and every effect would be denied), nor
 * let earlier executions change what a decision records (its witness hash, the labels an
 * unknown-top summary lists).
 */
import { afterEach, expect, it } from 'vitest';
import type { ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: host_labels
default_action: Deny
strict_mode: true
budgets: { max_values: 24, max_parents_per_value: 8, max_closure_steps: 100, max_witness_depth: 8 }
tools:
  - tool: fetch
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: record
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: text, forbids_confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: publish
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: text, forbids_confidentiality: [PII] }
    default_decision: Allow
`;

const tool = (name: string): ToolDefinition => ({
  name,
  description: name,
  parameters: name === 'fetch' ? { id: {} } : { text: { type: 'string' } },
  trustClass: 'TrustedLocal',
  run: () => (name === 'fetch' ? 'payload' : null),
});

/** A Trusted input whose label is new in each execution (origin `input:q<k>`). */
const input = (k: number) => ({
  q: {
    value: `q${k}`,
    label: {
      integrity: ['Trusted' as const],
      confidentiality: [],
      readers: 'Public' as const,
      authority: 'Any' as const,
      origins: [`input:q${k}`],
      truncated: false,
    },
  },
});

let harnesses: Harness[] = [];
const harness = (): Harness => {
  const h = makeHarness({ policyText: POLICY, tools: ['fetch', 'record', 'publish'].map(tool) });
  harnesses.push(h);
  return h;
};
afterEach(() => {
  for (const h of harnesses) h.close();
  harnesses = [];
});

it('executions within budget keep their decisions however many labels the runtime has seen', async () => {
  const h = harness();
  const plan =
    'for (let i = 0; i < 3; i++) { const item = fetch({ id: i }); record({ text: item + inputs.q }); }';
  // 12 executions see far more distinct labels than max_values (24) in total.
  for (let k = 0; k < 12; k++) {
    const exec = await h.runtime.start(plan, { inputs: input(k) });
    expect(exec.status, `execution ${k}`).toBe('completed');
    expect(exec.decisions.map((d) => d.decision)).toEqual(Array(6).fill('Allow'));
  }
});

it('the same denial has the same witness hash whatever the runtime explained before', async () => {
  const deniedWitnessHash = async (before: number): Promise<string> => {
    const h = harness();
    // Earlier denials with other labels explain other joins first.
    const other = 'const item = fetch({ id: inputs.q }); publish({ text: item + inputs.q });';
    for (let k = 0; k < before; k++) await h.runtime.start(other, { inputs: input(k) });
    const exec = await h.runtime.start('const item = fetch({ id: 1 }); publish({ text: item });');
    expect(exec.status).toBe('denied');
    h.audit.flush();
    const hash = h.audit
      .records()
      .filter((r) => r.event === 'effect_denied')
      .at(-1)?.witnessHash;
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    return hash as string;
  };
  expect(await deniedWitnessHash(3)).toBe(await deniedWitnessHash(0));
});

it('an unknown-top summary lists what its execution saw, not what the runtime saw before', async () => {
  const overflowSummaries = async (before: boolean): Promise<unknown[]> => {
    const h = harness();
    if (before) {
      // Control flow on a secret input: the pc label (with SECRET_X) reaches the host.
      const secret = input(0);
      const q = { ...secret.q, label: { ...secret.q.label, confidentiality: ['SECRET_X'] } };
      await h.runtime.start("if (inputs.q === 'q0') { fetch({ id: 1 }); }", { inputs: { q } });
    }
    // Nine call origins in one value: over max_parents_per_value (8), so unknown-top; a
    // branch on it makes the control context unknown-top too.
    const exec = await h.runtime.start(
      "let t = ''; for (let i = 0; i < 9; i++) { t = t + fetch({ id: i }); } if (t.length > 0) { fetch({ id: 99 }); }",
    );
    expect(exec.status).toBe('denied');
    const rec = h.audit
      .records()
      .filter((r) => r.event === 'budget_overflow')
      .at(-1);
    const refs = [...Object.values(rec?.argRefs ?? {}), rec?.contextRef ?? ''];
    expect(refs).toHaveLength(2);
    return refs.map((ref) => h.audit.summary(ref));
  };
  const fresh = await overflowSummaries(false);
  expect(fresh[0]).toMatchObject({ truncated: true, confidentiality: ['AUTH_SECRET', 'PII'] });
  expect(fresh[1]).toMatchObject({ truncated: true, pcConfidentiality: ['AUTH_SECRET', 'PII'] });
  expect(await overflowSummaries(true)).toEqual(fresh);
});
