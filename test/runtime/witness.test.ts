/**
 * A denial's witness hash depends on the labels that reached the call, not on what the
 * runtime explained before: the same decision is recorded with the same witness hash in a
 * fresh runtime, in a long-lived one, and in another process after a restore.
 */
import { afterEach, expect, it } from 'vitest';
import type { ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: witness_stability
default_action: Deny
strict_mode: true
budgets: { max_values: 1000, max_parents_per_value: 16, max_closure_steps: 100, max_witness_depth: 8 }
tools:
  - tool: fetch
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: record
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: text, forbids_confidentiality: [PII] }
    default_decision: Allow
`;

const tool = (name: string): ToolDefinition => ({
  name,
  description: name,
  parameters: {},
  trustClass: 'TrustedLocal',
  run: () => (name === 'fetch' ? 'payload' : null),
});

const DENIED = 'const item = fetch({ id: 1 }); record({ text: item });';

let harnesses: Harness[] = [];
afterEach(() => {
  for (const h of harnesses) h.close();
  harnesses = [];
});

async function deniedWitnessHash(before: readonly string[]): Promise<string> {
  const h = makeHarness({ policyText: POLICY, tools: [tool('fetch'), tool('record')] });
  harnesses.push(h);
  // Earlier denials with other labels (a different input each) explain other joins first.
  for (const [k, plan] of before.entries()) {
    const label = {
      integrity: ['Trusted' as const],
      confidentiality: [],
      readers: 'Public' as const,
      authority: 'Any' as const,
      origins: [`input:q${k}`],
      truncated: false,
    };
    await h.runtime.start(plan, { inputs: { q: { value: `q${k}`, label } } });
  }
  const exec = await h.runtime.start(DENIED);
  expect(exec.status).toBe('denied');
  h.audit.flush();
  const denied = h.audit.records().filter((r) => r.event === 'effect_denied');
  const hash = denied.at(-1)?.witnessHash;
  expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  return hash as string;
}

it('the same denial has the same witness hash whatever the runtime explained before', async () => {
  const fresh = await deniedWitnessHash([]);
  const other = 'const item = fetch({ id: inputs.q }); record({ text: item + inputs.q });';
  const afterOthers = await deniedWitnessHash([other, other, other]);
  expect(afterOthers).toBe(fresh);
});
