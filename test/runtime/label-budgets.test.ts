/**
 * The policy's label budgets bound one execution's label table (in the VM). The host only
 * re-reads labels the VM made, so a long-lived runtime must not count every label it ever
 * saw against `max_values`: if it did, a later execution's summaries would turn unknown-top
 * and every effect would be denied, although no execution exceeded its budget.
 */
import { afterEach, expect, it } from 'vitest';
import type { ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: small_label_budget
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
`;

const tool = (name: string): ToolDefinition => ({
  name,
  description: name,
  parameters: {},
  trustClass: 'TrustedLocal',
  run: () => (name === 'fetch' ? 'payload' : null),
});

let h: Harness;
afterEach(() => h.close());

it('executions within budget keep their decisions however many labels the runtime has seen', async () => {
  h = makeHarness({ policyText: POLICY, tools: [tool('fetch'), tool('record')] });
  const plan =
    'for (let i = 0; i < 3; i++) { const item = fetch({ id: i }); record({ text: item + inputs.q }); }';
  // Each execution brings its own input label, so the labels differ from run to run:
  // 12 executions see far more distinct labels than max_values (24) in total.
  for (let k = 0; k < 12; k++) {
    const label = {
      integrity: ['Trusted' as const],
      confidentiality: [],
      readers: 'Public' as const,
      authority: 'Any' as const,
      origins: [`input:q${k}`],
      truncated: false,
    };
    const exec = await h.runtime.start(plan, { inputs: { q: { value: `q${k}`, label } } });
    expect(exec.status, `execution ${k}`).toBe('completed');
    expect(exec.decisions.map((d) => d.decision)).toEqual(Array(6).fill('Allow'));
  }
});
