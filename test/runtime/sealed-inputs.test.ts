/**
 * Red team U6 and U7 through the runtime: the decision record of a call whose argument carries
 * a secret keeps that argument's inputs sealed (docs/audit.md, "Sealed inputs"). Two runs
 * with two secrets give records that differ only inside the ciphertext; the same secret in
 * two executions gives no shared token; the host, with the log's key, still reads them back.
 */
import { readRecordedDecisions } from '@zamburak/audit';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, key, makeHarness } from '../support/harness.js';

const POLICY = `schema_version: 1
policy_name: sealed_inputs
default_action: Deny
strict_mode: true
budgets:
  max_values: 100000
  max_parents_per_value: 64
  max_closure_steps: 10000
  max_witness_depth: 32
tools:
  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: to, forbids_confidentiality: [AUTH_SECRET] }
      - { arg: body, forbids_confidentiality: [AUTH_SECRET], readers_must_include: to }
    default_decision: Allow
  - tool: note
    side_effect_class: ExternalWrite
    confirmation_rules: { if_args_confidentiality_contains: [AUTH_SECRET] }
    default_decision: Allow
`;

function tools(secret: string): ToolDefinition[] {
  const t = (
    name: string,
    parameters: ToolDefinition['parameters'],
    run: () => JsonValue,
  ): ToolDefinition => ({ name, description: name, parameters, trustClass: 'TrustedLocal', run });
  return [
    t('get_secret', {}, () => secret),
    t('send', { to: { type: 'string' }, body: { type: 'string' } }, () => 'sent'),
    t('note', { text: { type: 'string' } }, () => 'noted'),
  ];
}

let h: Harness | undefined;
afterEach(() => h?.close());

/** The `send` decision records' `attrs.inputs.args` after running `plan` against `secret`. */
async function argsAfter(secret: string, plan: string, harness?: Harness) {
  h = harness ?? makeHarness({ policyText: POLICY, tools: tools(secret) });
  const exec = await h.runtime.start(plan);
  exec.dispose();
  h.audit.flush();
  return h.audit
    .records()
    .filter((r) => r.tool === 'send' && r.event === 'effect_denied')
    .map(
      (r) =>
        (r.attrs as unknown as { inputs: { args: Record<string, Record<string, unknown>> } }).inputs
          .args,
    );
}

const opaque = (v: unknown) =>
  JSON.stringify(v, (_k, x) =>
    typeof x === 'string' && x.startsWith('sealed:v1:') ? `sealed(${x.length})` : x,
  );

describe('a confidential argument in the decision record (red team U6, U7)', () => {
  it('two secrets of different size: the records differ only inside the ciphertext', async () => {
    const plan = "const s = get_secret({}); send({ to: 'bob', body: s });";
    const a = await argsAfter('x'.repeat(4114), plan);
    h?.close();
    const b = await argsAfter('x'.repeat(4119), plan);
    expect(a).toHaveLength(1);
    expect(a[0]?.body).toEqual({ sealed: expect.stringMatching(/^sealed:v1:[0-9a-f]+$/) });
    expect(opaque(a)).toBe(opaque(b));
    // outside the ciphertext (whose hex may hold any digits by chance)
    expect(opaque(a)).not.toMatch(/411[49]/);
  });

  it('the same secret principal in two executions gives unrelated records', async () => {
    const plan = 'const s = get_secret({}); send({ to: s, body: "hi" });';
    h = makeHarness({ policyText: POLICY, tools: tools('apple') });
    await argsAfter('apple', plan, h);
    const both = await argsAfter('apple', plan, h);
    expect(both).toHaveLength(2);
    expect(both[0]?.to?.sealed).toBeDefined();
    expect(both[0]?.to?.sealed).not.toBe(both[1]?.to?.sealed);
    expect(JSON.stringify(both)).not.toMatch(/tok_/);
    // The host reads them back with the log's key, tokenised as before.
    const read = readRecordedDecisions(h.audit.db, { tokenKey: key(2) }).decisions.filter(
      (d) => d.tool === 'send',
    );
    expect(read).toHaveLength(2);
    const [t1, t2] = read.map((d) => d.inputs?.args.to?.principals?.[0]);
    expect(t1).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(t2).toBe(t1);
    expect(read[0]?.inputs?.args.to?.bytes).toBe(7);
  });

  it('the number of principals a secret chooses does not show in the sealed length (red team V2)', async () => {
    const plan = `const s = get_secret({}); const c = s.charCodeAt(0);
for (let i = 0; i < 3; i++) { send({ to: ((c >> i) & 1) ? 'a,b,c,d,e,f,g,h' : 'a', body: 'hi' }); }`;
    const lengths: string[] = [];
    for (const secret of ['apple', 'banana']) {
      h?.close();
      h = makeHarness({ policyText: POLICY, tools: tools(secret) });
      const exec = await h.runtime.start(plan);
      exec.dispose();
      h.audit.flush();
      lengths.push(
        JSON.stringify(
          h.audit
            .records()
            .filter((r) => r.tool === 'send')
            .map((r) => {
              const args = (
                r.attrs as unknown as { inputs: { args: Record<string, { sealed?: string }> } }
              ).inputs.args;
              return [r.event, args.to?.sealed?.length, args.body?.sealed?.length];
            }),
        ),
      );
    }
    expect(lengths[0]).toBe(lengths[1]);
    expect(lengths[0]).toMatch(/2114/);
  });

  it('a remembered approval of a confidential argument keeps no memory key in the log (red team V7)', async () => {
    h?.close();
    h = makeHarness({ policyText: POLICY, tools: tools('apple') });
    const plan = 'const s = get_secret({}); note({ text: s[0] });';
    for (let i = 0; i < 2; i++) {
      const exec = await h.runtime.start(plan);
      if (exec.status === 'suspended') {
        await exec.resume(
          h.runtime.answer(exec.pending!.request, 'approve', {
            approver: 'emma',
            remember: 'session',
          }),
        );
      }
      expect(exec.status).toBe('completed');
    }
    const accepted = h.audit.records().filter((r) => r.event === 'approval_accepted');
    expect(accepted).toHaveLength(2);
    expect(accepted[1]?.attrs).toMatchObject({ fromMemory: true });
    for (const r of accepted) expect(r.attrs?.approvalMemory).toBeUndefined();
  });
});
