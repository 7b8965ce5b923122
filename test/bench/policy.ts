/**
 * Policy engine benchmark: decision latency for `send_email` with 100-origin summaries,
 * our engine vs @cedar-policy/cedar-wasm deciding the equivalent request, side by side in
 * one run.
 *
 * Run: npm run bench:policy
 *
 * Policy: docs/examples/policies/personal-assistant.yaml (send_email: authority, integrity
 * of `to`, confidentiality and size of subject/body, readers of body vs `to`, pc context,
 * call and effect budgets). Cedar gets the same rules as permit/forbid policies over
 * entities: one `Value` entity per argument whose parents are its 100 `Origin` entities,
 * one `Label` entity per confidentiality label, the agent with its capabilities, the tool.
 * Cedar runs its fastest path (policy set pre-parsed once: `statefulIsAuthorized`); only
 * the request and the entities cross into wasm per call.
 *
 * Scenarios: "pass" (every rule passes: we answer RequireConfirmation, Cedar allow) and
 * "deny" (the body carries AUTH_SECRET: both deny). Each call is timed alone with
 * process.hrtime.bigint(); the timer's own overhead is printed.
 */
import { readFileSync } from 'node:fs';
import { preparsePolicySet, statefulIsAuthorized } from '@cedar-policy/cedar-wasm/nodejs';
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import {
  type ArgumentInput,
  type AuthorityInput,
  createPolicyEngine,
  parsePolicy,
} from '@zamburak/policy';

const policyFile = new URL('../../docs/examples/policies/personal-assistant.yaml', import.meta.url);
const parsed = parsePolicy(readFileSync(policyFile, 'utf8'), {
  format: 'yaml',
  sourceName: 'personal-assistant.yaml',
});
const engine = createPolicyEngine(parsed.definition);

const ORIGINS = 100;
const summary = (over: Partial<DependencySummary> = {}): DependencySummary => ({
  integrity: ['Trusted'],
  confidentiality: ['PII', 'PRIVATE_EMAIL_BODY'],
  readers: ['alice@example.com', 'bob@example.com'],
  authority: [],
  originCount: ORIGINS,
  truncated: false,
  ...over,
});

function ourArgs(bodyLabels: readonly string[]): Record<string, ArgumentInput> {
  return {
    to: {
      summary: summary({
        integrity: ['Verified(AllowlistedEmailRecipient)'],
        confidentiality: ['PII'],
      }),
      payloadBytes: 19,
      principals: ['alice@example.com'],
      verification: { AllowlistedEmailRecipient: 'passed' },
    },
    subject: { summary: summary({ confidentiality: ['PII'] }), payloadBytes: 40 },
    body: { summary: summary({ confidentiality: [...bodyLabels].sort() }), payloadBytes: 2048 },
  };
}
const ctx: ExecutionContextSummary = {
  pcIntegrity: ['Trusted'],
  pcConfidentiality: [],
  controlDependencies: [],
  effectCounters: { total: 3, perTool: { get_received_emails: 2, send_email: 1 } },
  truncated: false,
};
const authority: AuthorityInput = { effective: ['EmailSendCap'], invalid: [] };

// ---------------------------------------------------------------- Cedar encoding
const CEDAR_POLICIES = `
permit (principal, action == Action::"send_email", resource == Tool::"send_email")
when { principal.caps.contains("EmailSendCap") };

// hard deny: truncated summaries, budgets
forbid (principal, action == Action::"send_email", resource)
when { context.to.truncated || context.subject.truncated || context.body.truncated || context.pc_truncated };
forbid (principal, action == Action::"send_email", resource)
when { context.total_effects >= 200 || context.send_email_calls >= 5 };
// hard deny: confidentiality and size
forbid (principal, action == Action::"send_email", resource)
when { context.subject.confidentiality.containsAny([Label::"AUTH_SECRET", Label::"PAYMENT_INSTRUMENT"]) };
forbid (principal, action == Action::"send_email", resource)
when { context.body.confidentiality.containsAny([Label::"AUTH_SECRET", Label::"PAYMENT_INSTRUMENT", Label::"INTERNAL_POLICY_NOTE"]) };
forbid (principal, action == Action::"send_email", resource)
when { context.to.payload_bytes > 2048 || context.subject.payload_bytes > 1024 || context.body.payload_bytes > 32768 };
// hard deny: readers of body must include every recipient
forbid (principal, action == Action::"send_email", resource)
unless { context.body.readers_public || context.body.readers.containsAll(context.to_principals) };
// verification
forbid (principal, action == Action::"send_email", resource)
unless { context.to.integrity.contains("Verified(AllowlistedEmailRecipient)") || context.to_verified };
// context
forbid (principal, action == Action::"send_email", resource)
when { context.pc_integrity.isEmpty() };
`;
const pre = preparsePolicySet('send_email', { staticPolicies: CEDAR_POLICIES });
if (pre.type !== 'success') throw new Error(`cedar policy parse failed: ${JSON.stringify(pre)}`);

const LABELS = [
  'PII',
  'PRIVATE_EMAIL_BODY',
  'AUTH_SECRET',
  'PAYMENT_INSTRUMENT',
  'INTERNAL_POLICY_NOTE',
];
function cedarEntities(bodyLabels: readonly string[], originCount = ORIGINS) {
  const origins = Array.from({ length: originCount }, (_, i) => ({
    uid: { type: 'Origin', id: `call:${i}` },
    attrs: { tool: i % 2 === 0 ? 'get_received_emails' : 'search_files' },
    parents: [],
  }));
  const originRefs = origins.map((o) => o.uid);
  const value = (
    id: string,
    integrity: string[],
    labels: readonly string[],
    bytes: number,
    readers: string[],
  ) => ({
    uid: { type: 'Value', id },
    attrs: {
      integrity,
      confidentiality: labels.map((l) => ({ __entity: { type: 'Label', id: l } })),
      readers,
      readers_public: false,
      payload_bytes: bytes,
      origin_count: ORIGINS,
      truncated: false,
    },
    parents: originRefs,
  });
  return [
    { uid: { type: 'Agent', id: 'planner' }, attrs: { caps: ['EmailSendCap'] }, parents: [] },
    { uid: { type: 'Tool', id: 'send_email' }, attrs: {}, parents: [] },
    ...LABELS.map((l) => ({ uid: { type: 'Label', id: l }, attrs: {}, parents: [] })),
    ...origins,
    value('to', ['Verified(AllowlistedEmailRecipient)'], ['PII'], 19, [
      'alice@example.com',
      'bob@example.com',
    ]),
    value('subject', ['Trusted'], ['PII'], 40, ['alice@example.com', 'bob@example.com']),
    value('body', ['Trusted'], bodyLabels, 2048, ['alice@example.com', 'bob@example.com']),
  ];
}
function cedarCall(bodyLabels: readonly string[], originCount = ORIGINS) {
  return {
    principal: { type: 'Agent', id: 'planner' },
    action: { type: 'Action', id: 'send_email' },
    resource: { type: 'Tool', id: 'send_email' },
    context: {
      to: { __entity: { type: 'Value', id: 'to' } },
      subject: { __entity: { type: 'Value', id: 'subject' } },
      body: { __entity: { type: 'Value', id: 'body' } },
      to_principals: ['alice@example.com'],
      to_verified: true,
      pc_integrity: ['Trusted'],
      pc_truncated: false,
      total_effects: 3,
      send_email_calls: 1,
    },
    preparsedPolicySetId: 'send_email',
    entities: cedarEntities(bodyLabels, originCount),
  };
}

// ---------------------------------------------------------------- measurement
function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}
function time(n: number, warm: number, f: () => unknown) {
  for (let i = 0; i < warm; i++) f();
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = process.hrtime.bigint();
    f();
    t[i] = Number(process.hrtime.bigint() - a);
  }
  t.sort();
  return {
    p50: percentile(t, 0.5) / 1000,
    p95: percentile(t, 0.95) / 1000,
    p99: percentile(t, 0.99) / 1000,
  };
}
const fmt = (us: number) => us.toFixed(us < 10 ? 3 : 1).padStart(9);

const scenarios = [
  { name: 'pass', body: ['PII', 'PRIVATE_EMAIL_BODY'] },
  { name: 'deny', body: ['AUTH_SECRET', 'PII', 'PRIVATE_EMAIL_BODY'] },
] as const;

console.log(
  `policy ${parsed.definition.policy_name} (${parsed.hash.slice(0, 19)}...), tool send_email`,
);
console.log(
  `summaries: ${ORIGINS} origins per argument, 3 arguments; Cedar entities per request: ${cedarEntities([]).length}`,
);
const timer = time(200_000, 10_000, () => 0);
console.log(
  `timer overhead (empty call): p50 ${timer.p50.toFixed(3)} us, p95 ${timer.p95.toFixed(3)} us`,
);
console.log('');
const W = 36;
console.log(
  `${'scenario'.padEnd(9)} ${'engine'.padEnd(W)} ${'decision'.padEnd(20)}    p50 us    p95 us    p99 us`,
);
const results: Record<string, { ours: ReturnType<typeof time>; cedar: ReturnType<typeof time> }> =
  {};
for (const s of scenarios) {
  const args = ourArgs(s.body);
  const ours = engine.check('send_email', args, ctx, authority);
  const call = cedarCall(s.body);
  const cedar = statefulIsAuthorized(call as Parameters<typeof statefulIsAuthorized>[0]);
  if (cedar.type !== 'success') throw new Error(`cedar failed: ${JSON.stringify(cedar.errors)}`);
  const cedarDecision = cedar.response.decision;
  const agree = (ours.kind === 'Deny') === (cedarDecision === 'deny');
  if (!agree) throw new Error(`decisions disagree: ours ${ours.kind}, cedar ${cedarDecision}`);
  const o = time(200_000, 20_000, () => engine.check('send_email', args, ctx, authority));
  // Cedar's request object is built once and reused (in its favour: a host builds one per
  // decision); only serialisation into wasm and evaluation are timed.
  const c = time(1_500, 100, () =>
    statefulIsAuthorized(call as Parameters<typeof statefulIsAuthorized>[0]),
  );
  results[s.name] = { ours: o, cedar: c };
  const ourLabel = `${ours.kind}${ours.reasonCode ? ` ${ours.reasonCode}` : ''}`;
  const row = (engineName: string, decision: string, r: ReturnType<typeof time>) =>
    console.log(
      `${s.name.padEnd(9)} ${engineName.padEnd(W)} ${decision.slice(0, 20).padEnd(20)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}`,
    );
  row('zamburak (precompiled)', ourLabel, o);
  row('cedar-wasm (statefulIsAuthorized)', cedarDecision, c);
  if (s.name === 'pass') {
    // Where Cedar's time goes: the same request without the 100 Origin parents per value.
    const small = cedarCall(s.body, 0);
    const cs = time(1_500, 100, () =>
      statefulIsAuthorized(small as Parameters<typeof statefulIsAuthorized>[0]),
    );
    row(`cedar-wasm, no origins (${small.entities.length} entities)`, cedarDecision, cs);
  }
}
console.log('');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: cedar/zamburak p50 ratio ${(r.cedar.p50 / r.ours.p50).toFixed(0)}x, p95 ratio ${(r.cedar.p95 / r.ours.p95).toFixed(0)}x; zamburak p95 ${r.ours.p95.toFixed(3)} us (goal <= 5 us: ${r.ours.p95 <= 5 ? 'met' : 'MISSED'})`,
  );
}
