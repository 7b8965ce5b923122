/**
 * A denial's text names no size of a confidential argument (red-team U6: the size of a
 * secret-derived value is a number the plan chose from the secret, and a denial's text goes
 * back to the planner). Two runs that differ only in the secret explain alike. The audit
 * record still keeps the exact size (trial re-checks size rules with it): see docs/audit.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecordedDecisions } from '@zamburak/audit';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { makeHarness } from '../support/harness.js';

const POLICY = `schema_version: 1
policy_name: withheld_inputs
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: to, forbids_confidentiality: [AUTH_SECRET] }
      - { arg: body, max_payload_bytes: 4000, readers_must_include: to }
    default_decision: Allow
`;

const dir = mkdtempSync(join(tmpdir(), 'zamburak-withheld-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(plan: string, secret: string, n: number) {
  const tools: ToolDefinition[] = [
    {
      name: 'get_secret',
      description: 'a secret',
      parameters: {},
      trustClass: 'TrustedLocal',
      run: () => secret,
    },
    {
      name: 'send',
      description: 'sends',
      parameters: { to: { type: 'string' }, body: { type: 'string' } },
      trustClass: 'TrustedLocal',
      run: (): JsonValue => 'sent',
    },
  ];
  const auditPath = join(dir, `log-${n}.db`);
  const h = makeHarness({ policyText: POLICY, tools, auditPath });
  try {
    const exec = await h.runtime.start(plan);
    const denial = exec.decisions.find((d) => d.tool === 'send');
    const out = {
      status: exec.status,
      reason: denial?.reasonCode,
      explanation: denial?.explanation,
    };
    exec.dispose();
    h.close();
    expect(readRecordedDecisions(auditPath).decisions.some((r) => r.tool === 'send')).toBe(true);
    return out;
  } finally {
    h.close();
  }
}

describe('sizes of confidential arguments', () => {
  it('a size denial of a secret-sized argument names no size (U6)', async () => {
    const plan =
      "const s = get_secret({}); send({ to: 'bob', body: 'x'.repeat(4000 + s.charCodeAt(1)) });";
    const a = await run(plan, 'apple', 3);
    const b = await run(plan, 'hunter2', 4);
    expect(a.reason).toBe('PAYLOAD_TOO_LARGE');
    expect(a.explanation).toContain('its size is not shown');
    expect(b).toEqual(a);
  });
});
