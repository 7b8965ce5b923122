/**
 * Red team V3 and V5 (docs/redteam-2026-11-28.md, fifth pass), U4's variants: once a strict
 * run imported anything confidential, a denial reports the policy's answer on inputs no branch
 * chose (packages/core/src/strict-report.ts). V3: data whose only label is a readers
 * restriction counts as confidential. V5: a transport guard's denial (it reads the values) is
 * reported the same way, so which of two denials a run got is not told.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, makeHarness } from '../support/harness.js';

const POLICY = `schema_version: 1
policy_name: readers_report
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: get_private
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, readers: [alice] }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: body, readers_must_include: to }
    default_decision: Allow
`;

function tools(secret: string): ToolDefinition[] {
  const t = (name: string, parameters: ToolDefinition['parameters'], run: () => JsonValue) =>
    ({ name, description: name, parameters, trustClass: 'TrustedLocal', run }) as ToolDefinition;
  return [
    t('get_private', {}, () => secret),
    t('send', { to: {}, body: { type: 'string' } }, () => 'sent'),
  ];
}

let h: Harness | undefined;
afterEach(() => h?.close());

describe('a readers-only secret chooses no denial report (red team V3)', () => {
  it('one recipient or three: the same reason, rule and explanation', async () => {
    const plan =
      "const p = get_private({}); send({ to: p.length > 5 ? ['eve', 'mallory', 'trent'] : ['eve'], body: p });";
    const reports: string[] = [];
    for (const secret of ['apple', 'banana']) {
      h?.close();
      h = makeHarness({ policyText: POLICY, tools: tools(secret) });
      const exec = await h.runtime.start(plan);
      expect(exec.status).toBe('denied');
      const d = exec.decisions.at(-1);
      reports.push(`${d?.reasonCode} ${d?.rulePath}: ${d?.explanation}`);
      exec.dispose();
    }
    expect(reports[0]).toBe(reports[1]);
  });
});

const GUARD_POLICY = `schema_version: 1
policy_name: guard_report
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: get_pii
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: post
    side_effect_class: LlmSink
    llm_sink: { role: quarantined, forbids_confidentiality: [PII], required_transforms: [escape] }
    default_decision: Allow
`;

describe('a transport guard refusal is reported like a policy denial (red team V5)', () => {
  it('a policy denial or a guard refusal, chosen by a secret: the same report', async () => {
    const plan =
      "const s = get_secret({}); const p = get_pii({}); post({ url: 'u', body: s[0] === 'a' ? p : '<' });";
    const reports: string[] = [];
    for (const secret of ['apple', 'banana']) {
      h?.close();
      const t = (name: string, parameters: ToolDefinition['parameters'], run: () => JsonValue) =>
        ({
          name,
          description: name,
          parameters,
          trustClass: 'TrustedLocal',
          run,
        }) as ToolDefinition;
      h = makeHarness({
        policyText: GUARD_POLICY,
        tools: [
          t('get_secret', {}, () => secret),
          t('get_pii', {}, () => 'pii-value'),
          t('post', { url: { type: 'string' }, body: { type: 'string' } }, () => 'ok'),
        ],
        transforms: { escape: (text: string) => text.replace(/</g, '&lt;') },
      });
      const exec = await h.runtime.start(plan);
      expect(exec.status).toBe('denied');
      const d = exec.decisions.at(-1);
      reports.push(`${d?.reasonCode} ${d?.rulePath}: ${d?.explanation}`);
      exec.dispose();
    }
    expect(reports[0]).toBe(reports[1]);
  });
});

describe('an argument-check denial is reported like a policy denial (red team W1)', () => {
  it('a secret that chooses which argument has the wrong type changes no report', async () => {
    const policy = GUARD_POLICY.replace(
      / {2}- tool: post[\s\S]*$/,
      `  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: body, forbids_confidentiality: [AUTH_SECRET] }
    default_decision: Allow
`,
    );
    const plan =
      "const s = get_secret({}); const c = s[0]; send({ to: c === 'a' ? 1 : 'bob', body: c === 'b' ? 1 : 'x' });";
    const reports: string[] = [];
    for (const secret of ['apple', 'banana', 'cherry']) {
      h?.close();
      const t = (name: string, parameters: ToolDefinition['parameters'], run: () => JsonValue) =>
        ({
          name,
          description: name,
          parameters,
          trustClass: 'TrustedLocal',
          run,
        }) as ToolDefinition;
      h = makeHarness({
        policyText: policy,
        tools: [
          t('get_secret', {}, () => secret),
          t('get_pii', {}, () => 'pii-value'),
          t('send', { to: { type: 'string' }, body: { type: 'string' } }, () => 'sent'),
        ],
      });
      const exec = await h.runtime.start(plan);
      expect(exec.status).toBe('denied');
      const d = exec.decisions.at(-1);
      reports.push(`${d?.reasonCode} ${d?.rulePath}: ${d?.explanation}`);
      exec.dispose();
    }
    expect(new Set(reports).size).toBe(1);
  });
});
