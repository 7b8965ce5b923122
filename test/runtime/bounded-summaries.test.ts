/**
 * Red team V1 and V4 (docs/redteam-2026-11-28.md, fifth pass) through the runtime. In strict
 * mode, once the run's import join may choose (`mayChoose`: it carries data labels, restricts
 * its readers or overflowed), a secret branch picks the exact labels of an argument (`s[0] ===
 * 'a' ? p : 'x'` carries PII in one run only) and of the pc. V1: an allowed call's record
 * mid-run showed those exact summaries in clear; now every decision record of such a run shows
 * the bounded ones (the join, as the bounded report takes them) and keeps the exact ones only
 * in its sealed inputs, which the host reads back with the log's key. V4: a confirmation's
 * explanation and `pending.arguments` named the exact labels; now they are taken on the
 * bounded inputs. Whether the run pauses is still the exact decision's (conceded, one bit).
 */
import { readRecordedDecisions } from '@zamburak/audit';
import { createPolicyEngine, parsePolicy, trialDecisions } from '@zamburak/policy';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { type Harness, key, makeHarness } from '../support/harness.js';

const HEAD = `schema_version: 1
policy_name: rt5
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
  - tool: get_public
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted }
    default_decision: Allow
`;

const SEND_ALLOWED = `${HEAD}  - tool: send
    side_effect_class: ExternalWrite
    default_decision: Allow
`;

const confirmPolicy = (labels: string, draft = false) => `${HEAD}  - tool: send
    side_effect_class: ExternalWrite
    confirmation_rules: { if_args_confidentiality_contains: [${labels}]${draft ? ', draft: true' : ''} }
    default_decision: Allow
`;

function tools(secret: string, sent: string[]): ToolDefinition[] {
  const t = (
    name: string,
    parameters: ToolDefinition['parameters'],
    run: (args: Record<string, JsonValue>) => JsonValue,
  ): ToolDefinition => ({ name, description: name, parameters, trustClass: 'TrustedLocal', run });
  return [
    t('get_secret', {}, () => secret),
    t('get_pii', {}, () => 'pii-value'),
    t('get_public', { v: {} }, (a) => a.v ?? null),
    {
      ...t('send', { to: {}, body: {} }, (a) => {
        sent.push(JSON.stringify(a));
        return 'sent';
      }),
      draft: (a) => ({ preview: { to: a.to ?? null, body: a.body ?? null } }),
    },
  ];
}

let h: Harness | undefined;
afterEach(() => h?.close());

const DECISIONS = new Set([
  'effect_allowed',
  'effect_denied',
  'confirmation_requested',
  'draft_requested',
  'observed_would_deny',
  'budget_overflow',
]);

interface Seen {
  /** The effects, the status, the host's decision records and the pending request. */
  readonly host: string;
  /** Every record as a reader without the key sees it (sealed values by length). */
  readonly log: string;
  /** The summaries table, bodies sorted. */
  readonly summaries: string;
  readonly h: Harness;
}

async function runWith(policyText: string, secret: string, plan: string): Promise<Seen> {
  h?.close();
  const sent: string[] = [];
  h = makeHarness({ policyText, tools: tools(secret, sent) });
  const exec = await h.runtime.start(plan);
  const host = JSON.stringify({
    sent: sent.map((x) => x.replace('pii-value', 'x')),
    status: exec.status,
    decisions: exec.decisions,
    pending: exec.pending ?? null,
  });
  exec.dispose();
  h.audit.flush();
  const log = JSON.stringify(
    h.audit
      .records()
      .filter((r) => DECISIONS.has(r.event))
      .map((r) => [r.event, r.tool, r.decision, r.reasonCode, r.argRefs, r.contextRef, r.attrs]),
    (_k, v) => (typeof v === 'string' && v.startsWith('sealed:v1:') ? `sealed(${v.length})` : v),
  );
  const bodies = h.audit.db.prepare('SELECT body FROM summaries ORDER BY body').pluck().all();
  // Per-execution identifiers and the approval's keyed digest of the values differ by nature.
  const norm = host
    .replace(/(exec|req|draft)_[0-9a-f]+/g, '$1')
    .replace(/hmac:[0-9a-f]+/g, 'hmac')
    .replace(/ref [0-9a-f]+/g, 'ref #');
  return { host: norm, log, summaries: JSON.stringify(bodies), h };
}

const V1_LABELS = `const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p : 'x' });
send({ to: 'bob', body: 'after' });`;

const V1_ORIGINS = `const s = get_secret({}); const ps = [];
for (let i = 0; i < 8; i++) ps.push(String(get_public({ v: i })));
let acc = 'x'; const c = s.charCodeAt(0);
for (let i = 0; i < 8; i++) { if ((c >> i) & 1) acc = acc + ps[i].slice(0, 0); }
send({ to: 'bob', body: acc });
send({ to: 'bob', body: 'after' });`;

describe('an allowed call mid-run shows no summary a secret branch chose (red team V1)', () => {
  it('the labels a branch chose: the same records and summaries in both runs', async () => {
    const a = await runWith(SEND_ALLOWED, 'apple', V1_LABELS);
    const aDecisions = readRecordedDecisions(a.h.audit.db, { tokenKey: key(2) }).decisions;
    const sealedA = readRecordedDecisions(a.h.audit.db).decisions;
    const b = await runWith(SEND_ALLOWED, 'banana', V1_LABELS);
    const bDecisions = readRecordedDecisions(b.h.audit.db, { tokenKey: key(2) }).decisions;
    expect(a.host).toBe(b.host);
    expect(a.log).toBe(b.log);
    expect(a.summaries).toBe(b.summaries);
    // The host, with the log's key, reads the exact summaries back (trial re-checks them).
    const body = (ds: typeof aDecisions) =>
      ds.filter((d) => d.tool === 'send').map((d) => d.inputs?.args.body?.summary);
    expect(body(aDecisions)[0]).toMatchObject({ confidentiality: ['AUTH_SECRET', 'PII'] });
    expect(body(bDecisions)[0]).toMatchObject({ confidentiality: ['AUTH_SECRET'] });
    expect(body(bDecisions)[1]).toMatchObject({ confidentiality: [] });
    // ... and the exact context: the second send is outside any secret branch.
    const ctx = bDecisions.filter((d) => d.tool === 'send').map((d) => d.inputs?.context);
    expect(ctx[1]).toMatchObject({ pcConfidentiality: [] });
    // Without the key every such record says its inputs are sealed.
    expect(sealedA.filter((d) => d.tool === 'send').map((d) => d.problem)).toEqual([
      'inputs-sealed',
      'inputs-sealed',
    ]);
  });

  it('origins a branch chose (one bit of the secret each): the same records in both runs', async () => {
    const seen: Seen[] = [];
    for (const secret of ['apple', 'cherry'])
      seen.push(await runWith(SEND_ALLOWED, secret, V1_ORIGINS));
    const [a, b] = seen as [Seen, Seen];
    expect(a.host).toContain('"completed"');
    expect(a.host).toBe(b.host);
    expect(a.log).toBe(b.log);
    expect(a.summaries).toBe(b.summaries);
  });

  it('policy trial with the log key decides again on the exact summaries and context', async () => {
    // A candidate that forbids PII in body: only the run whose branch chose p is newly denied.
    const candidate = createPolicyEngine(
      parsePolicy(
        SEND_ALLOWED.replace(
          '  - tool: send\n',
          '  - tool: send\n    arg_rules:\n      - { arg: body, forbids_confidentiality: [PII] }\n',
        ),
        { format: 'yaml' },
      ).definition,
    );
    const recording = createPolicyEngine(parsePolicy(SEND_ALLOWED, { format: 'yaml' }).definition);
    const newlyDenied: number[] = [];
    for (const secret of ['apple', 'banana']) {
      const seen = await runWith(SEND_ALLOWED, secret, V1_LABELS);
      const records = readRecordedDecisions(seen.h.audit.db, { tokenKey: key(2) }).decisions;
      expect(trialDecisions(recording, records)).toMatchObject({ unchanged: records.length });
      newlyDenied.push(trialDecisions(candidate, records).counts['newly-denied']);
      // without the key: not re-checkable, and the report says why
      const sealed = trialDecisions(candidate, readRecordedDecisions(seen.h.audit.db).decisions);
      expect(sealed.counts['newly-denied']).toBe(0);
      expect(JSON.stringify(sealed)).toContain('inputs-sealed');
    }
    expect(newlyDenied).toEqual([1, 0]);
  });

  it('a run that imported nothing confidential keeps its exact summaries in clear', async () => {
    const a = await runWith(
      SEND_ALLOWED,
      'apple',
      "const v = get_public({ v: 'x' }); send({ to: 'bob', body: v });",
    );
    const read = readRecordedDecisions(a.h.audit.db).decisions.filter((d) => d.tool === 'send');
    expect(read[0]?.problem).toBeUndefined();
    expect(read[0]?.inputs?.args.body?.bytes).toBe(3);
  });
});

describe('a confirmation request names no label a secret branch chose (red team V4)', () => {
  it('explanation and pending arguments: the same in both runs', async () => {
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p : 'x' });`;
    const a = await runWith(confirmPolicy('PII, AUTH_SECRET'), 'apple', plan);
    const b = await runWith(confirmPolicy('PII, AUTH_SECRET'), 'banana', plan);
    expect(a.host).toContain('"suspended"');
    expect(a.host).toContain('AUTH_SECRET, PII');
    expect(a.host).toBe(b.host);
    expect(a.log).toBe(b.log);
  });

  it('a draft: its explanation, arguments and redacted preview are the same in both runs', async () => {
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p : 'x' });`;
    const policy = confirmPolicy('PII, AUTH_SECRET', true);
    const a = await runWith(policy, 'apple', plan);
    const b = await runWith(policy, 'banana', plan);
    expect(a.host).toContain('"preview"');
    expect(a.host).toBe(b.host);
    expect(a.log).toBe(b.log);
  });

  it('approved: the allow the host sees names the same rule in both runs', async () => {
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p : 'x' });`;
    const after: string[] = [];
    for (const secret of ['apple', 'banana']) {
      h?.close();
      h = makeHarness({ policyText: confirmPolicy('PII, AUTH_SECRET'), tools: tools(secret, []) });
      const exec = await h.runtime.start(plan);
      expect(exec.status).toBe('suspended');
      await exec.resume(h.runtime.answer(exec.pending!.request, 'approve', { approver: 'emma' }));
      expect(exec.status).toBe('completed');
      after.push(JSON.stringify(exec.decisions));
      exec.dispose();
    }
    expect(after[0]).toBe(after[1]);
  });

  it('bounded inputs that would be denied: a fixed request of the same kind, naming the join', async () => {
    const policy = `${HEAD}  - tool: send
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: body, forbids_confidentiality: [AUTH_SECRET] }
    confirmation_rules: { if_args_confidentiality_contains: [PII] }
    default_decision: Allow
`;
    const a = await runWith(
      policy,
      'apple',
      "const s = get_secret({}); const p = get_pii({}); send({ to: 'bob', body: p });",
    );
    expect(a.host).toContain('"suspended"');
    const d = JSON.parse(a.host).decisions.at(-1);
    expect(d).toMatchObject({
      decision: 'RequireConfirmation',
      reasonCode: 'CONFIRMATION_REQUIRED',
      rulePath: 'runtime',
    });
    expect(d.explanation).toContain('AUTH_SECRET, PII');
    // the operator's record keeps the exact decision
    expect(a.h.audit.records().find((r) => r.event === 'confirmation_requested')?.rulePath).toBe(
      'tools[send].confirmation_rules.if_args_confidentiality_contains',
    );
  });

  it('approval memory is keyed on the shown summaries, not on labels a branch chose (red team X2)', async () => {
    // The same values in every run; the secret chooses whether `to` carries PII. Remembered
    // after `apple`: a second execution is answered from memory whatever its secret, and the
    // request's digest (which the host sees) is the same for every secret.
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: s[0] === 'a' ? p : 'pii-value', body: 'x' });`;
    const asked = async (second: string): Promise<{ asked: boolean; digests: string[] }> => {
      let secret = 'apple';
      const ts = tools('unused', []).map((t) =>
        t.name === 'get_secret' ? { ...t, run: () => secret } : t,
      );
      h?.close();
      h = makeHarness({ policyText: confirmPolicy('PII, AUTH_SECRET'), tools: ts });
      const first = await h.runtime.start(plan);
      expect(first.status).toBe('suspended');
      const digests = [first.pending!.request.argsDigest];
      await first.resume(
        h.runtime.answer(first.pending!.request, 'approve', {
          approver: 'emma',
          remember: 'session',
        }),
      );
      expect(first.status).toBe('completed');
      first.dispose();
      secret = second;
      const again = await h.runtime.start(plan);
      const wasAsked = again.status === 'suspended';
      if (wasAsked) digests.push(again.pending!.request.argsDigest);
      again.dispose();
      return { asked: wasAsked, digests };
    };
    const same = await asked('avocado');
    const other = await asked('cherry');
    expect(same.asked).toBe(false);
    expect(other.asked).toBe(false);
  });

  it('the request digest the host sees is the same whatever labels a branch chose (red team X2)', async () => {
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: s[0] === 'a' ? p : 'pii-value', body: 'x' });`;
    const digests: string[] = [];
    for (const secret of ['apple', 'cherry']) {
      h?.close();
      h = makeHarness({ policyText: confirmPolicy('PII, AUTH_SECRET'), tools: tools(secret, []) });
      const exec = await h.runtime.start(plan);
      expect(exec.status).toBe('suspended');
      digests.push(exec.pending!.request.argsDigest);
      exec.dispose();
    }
    expect(digests[0]).toBe(digests[1]);
  });

  it('conceded: whether the run pauses is the exact decision (one bit per rule)', async () => {
    const plan = `const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p : 'x' });`;
    const a = await runWith(confirmPolicy('PII'), 'apple', plan);
    const b = await runWith(confirmPolicy('PII'), 'banana', plan);
    expect(a.host).toContain('"suspended"');
    expect(b.host).toContain('"completed"');
  });
});
