/**
 * A denial's text names no size of a confidential argument (red-team U6: the size of a
 * secret-derived value is a number the plan chose from the secret, and a denial's text goes
 * back to the planner). Two runs that differ only in the secret explain alike. In strict
 * mode the report is also the policy's answer on bounded inputs (red team U4), here the first
 * rule that denies whatever the branches chose; normal mode reports the size rule without the
 * size. The audit record seals the exact size (trial re-checks it with the log's key).
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

async function run(plan: string, secret: string, n: number, strict = true) {
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
  const policyText = strict ? POLICY : POLICY.replace('strict_mode: true', 'strict_mode: false');
  const h = makeHarness({ policyText, tools, auditPath });
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
    expect(a.status).toBe('denied');
    expect(b).toEqual(a);
    expect(a.explanation).not.toMatch(/\d{4}/);
    const c = await run(plan, 'apple', 5, false);
    const d = await run(plan, 'hunter2', 6, false);
    expect(c.reason).toBe('PAYLOAD_TOO_LARGE');
    expect(c.explanation).toContain('its size is not shown');
    expect(d).toEqual(c);
  });
});
