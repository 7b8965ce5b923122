/**
 * End-to-end overhead of one governed external call, excluding the tool's own work:
 * resume the VM with the result, run the plan to its next call, suspend, build argument
 * and context summaries, validate authority, decide, write the audit records, and reach
 * the next tool adapter. Measured as the time from a tool adapter returning to the next
 * adapter being entered, for every call of a 200-call plan.
 *
 * Two plans: `calls only` does nothing between calls but build the next call's arguments
 * (the governed call's own overhead); `with plan work` also pushes every result into a
 * growing array and concatenates strings, so each gap adds the plan's own labelled compute.
 *
 * Rows: the goal row (audit file, batched), other audit modes, and rows that split the
 * goal row up: `of which inside audit appends` (the time the goal row's gaps spend inside
 * the audit log's `append`), `no audit log` (the gateway with an append that does nothing)
 * and `VM only` (the sandbox alone, resumed with the labels the runtime would send: resume,
 * run to the next call, suspend, parse the event; no summaries, policy or audit). The
 * goal row minus `no audit log` is larger than the appends alone: the audit log's work
 * also slows the sandbox that runs after it (caches; measured in docs/benchmarks.md).
 *
 * Then the `calls only` plan with a realistic result (10 AgentDojo e-mails, 4.5 KB of JSON).
 * Then tool results of real size (4.5 KB, 256 KB, 1 MB) against plain QuickJS taking the same
 * value in, with the goal ratios (test/bench/import.ts).
 * Then start-up: `runtime.start` to the first tool call, with and without `warmStart`.
 * Last, the cold start taken apart step by step (test/bench/cold-start.ts).
 *
 *   npm run bench:runtime
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { encodeLabel, labelAlgebraSource } from '@zamburak/ifc';
import { createSandbox } from '@zamburak/vm';
import { parse } from 'yaml';
import { createRuntime, type JsonValue, type ToolDefinition } from 'zamburak';
import { coldStartBreakdown, ngEngine } from './cold-start.js';
import { importGoals, lazyVsEager } from './import.js';

const POLICY = `
schema_version: 1
policy_name: bench
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: fetch
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: record
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: text, forbids_confidentiality: [AUTH_SECRET], max_payload_bytes: 4096 }
      - { arg: n, requires_integrity: Trusted }
    default_decision: Allow
`;

const CALLS = 200;
const PLANS = {
  'calls only': `
for (let i = 0; i < ${CALLS / 2}; i++) {
  const item = fetch({ id: i });
  record({ text: item, n: i });
}
`,
  'with plan work': `
const seen = [];
for (let i = 0; i < ${CALLS / 2}; i++) {
  const item = fetch({ id: i });
  seen.push(item);
  record({ text: 'item ' + item, n: i });
}
seen.length;
`,
  'inbox result': `
for (let i = 0; i < ${CALLS / 2}; i++) {
  const inbox = fetch({ id: i });
  record({ text: inbox[0].subject, n: i });
}
`,
} as const;
type PlanName = keyof typeof PLANS;

/** What `fetch` returns: a 7-byte string, or (the `inbox result` plan) 10 AgentDojo emails. */
const INBOX = (
  parse(
    readFileSync(
      new URL('../../third_party/agentdojo/workspace/include/inbox.yaml', import.meta.url),
      'utf8',
    ),
  ) as { initial_emails: JsonValue[] }
).initial_emails.slice(0, 10);
const fetchResult = (plan: PlanName): JsonValue => (plan === 'inbox result' ? INBOX : 'payload');

const key = (s: number) => Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + s) & 0xff);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const us = (x: number) => x.toFixed(1).padStart(6);

const report = (plan: PlanName, label: string, samples: number[]) =>
  console.log(
    `${plan.padEnd(15)} ${label.padEnd(36)} p50 ${us(pct(samples, 50))}  p95 ${us(pct(samples, 95))}  p99 ${us(pct(samples, 99))}  mean ${us(mean(samples))} us  (${samples.length} calls)`,
  );

/** Audit modes measured; 'none' is an append that does nothing (the gateway's own share). */
type AuditMode = 'full' | 'normal' | 'batched' | 'none';

async function measure(
  plan: PlanName,
  label: string,
  auditPath: string,
  durability: AuditMode,
): Promise<number[]> {
  const clock = () => Date.UTC(2026, 0, 1);
  const audit = openAuditLog({
    path: auditPath,
    tokenKey: key(1),
    clock,
    durability: durability === 'none' ? 'batched' : durability,
    maxBuffered: 512,
  });
  const noAudit = {
    append: () => ({ seq: 0, hash: '', durable: true, persisted: 'sqlite' as const }),
  };
  // The audit log's own time inside each gap (its appends), to split the goal row up.
  let appendTime = 0;
  const timedAudit = {
    append: (event: Parameters<typeof audit.append>[0]) => {
      const t = performance.now();
      const r = audit.append(event);
      appendTime += (performance.now() - t) * 1000;
      return r;
    },
  };
  const inAppend: number[] = [];
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key: key(2), issuer: 'bench', clock, revocations, usage });
  let lastReturn = 0;
  const gaps: number[] = [];
  const tool = (name: string): ToolDefinition => ({
    name,
    description: name,
    parameters:
      name === 'fetch'
        ? { id: { type: 'number' } }
        : { text: { type: 'string' }, n: { type: 'number' } },
    trustClass: 'TrustedLocal',
    run() {
      const t = performance.now();
      if (lastReturn > 0) {
        gaps.push((t - lastReturn) * 1000);
        inAppend.push(appendTime);
      }
      appendTime = 0;
      lastReturn = performance.now();
      return name === 'fetch' ? fetchResult(plan) : null;
    },
  });
  const runtime = createRuntime({
    policy: { text: POLICY, format: 'yaml' },
    tools: [tool('fetch'), tool('record')],
    authority: { verifier: minter, revocations, usage },
    audit: durability === 'none' ? noAudit : timedAudit,
    clock,
    key: key(3),
  });
  const samples: number[] = [];
  const appends: number[] = [];
  for (let run = 0; run < 6; run++) {
    gaps.length = 0;
    inAppend.length = 0;
    lastReturn = 0;
    const exec = await runtime.start(PLANS[plan]);
    if (exec.status !== 'completed') throw new Error(`bench plan ended ${exec.status}`);
    if (run > 0) {
      // run 0 warms up
      samples.push(...gaps);
      appends.push(...inAppend);
    }
  }
  audit.close();
  report(plan, label, samples);
  if (durability === 'batched' && label.includes('goal row')) {
    report(plan, '  of which inside audit appends', appends);
  }
  return samples;
}

/**
 * The sandbox alone: the same plan, resumed with what the runtime sends (each result with
 * the tool's output label and a fresh `call:<n>` origin, in wire form), a new sandbox per
 * run like the runtime. Measures each `resume` up to the next suspension.
 */
async function measureVmOnly(plan: PlanName): Promise<number[]> {
  const algebraSource = labelAlgebraSource({
    budgets: {
      maxValues: 100000,
      maxParentsPerValue: 64,
      maxClosureSteps: 10000,
      maxWitnessDepth: 32,
    },
    knownConfidentiality: ['AUTH_SECRET', 'PII'],
  });
  const samples: number[] = [];
  for (let run = 0; run < 6; run++) {
    const sandbox = await createSandbox({
      algebraSource,
      externalFunctions: ['fetch', 'record'],
      propagateControl: true,
    });
    const vm = sandbox.start(PLANS[plan]);
    const times: number[] = [];
    while (vm.status === 'suspended' && vm.call !== undefined) {
      const fetch = vm.call.name === 'fetch';
      const label = encodeLabel({
        integrity: [],
        confidentiality: fetch ? ['PII'] : [],
        readers: 'Public',
        authority: [],
        origins: [`call:${vm.call.callId}`],
        truncated: false,
      });
      const t = performance.now();
      vm.resume({ value: fetch ? fetchResult(plan) : null, label });
      times.push((performance.now() - t) * 1000);
    }
    if (vm.status !== 'completed') throw new Error(`bench plan ended ${vm.status}`);
    vm.dispose();
    if (run > 0) samples.push(...times); // run 0 warms up
  }
  report(plan, 'VM only (no summaries/policy/audit)', samples);
  return samples;
}

const dir = mkdtempSync(join(tmpdir(), 'zamburak-bench-runtime-'));
console.log(
  `governed call overhead (tool work excluded), ${CALLS}-call plans, strict mode, 5 measured runs each`,
);
// Warm-up: JIT, wasm tier-up and module loading land here, not in the measured rows.
for (let i = 0; i < 4; i++)
  await measure('calls only', 'warm-up (not a result)', ':memory:', 'batched');
for (const plan of ['calls only', 'with plan work'] as const) {
  const file = (kind: string) => join(dir, `${plan.replaceAll(' ', '-')}-${kind}.db`);
  const batched = await measure(plan, 'audit file, batched (goal row)', file('b'), 'batched');
  await measure(plan, 'audit :memory: (no disk)', ':memory:', 'normal');
  const normal = await measure(plan, 'audit file, per-record NORMAL', file('n'), 'normal');
  const full = await measure(plan, 'audit file, per-record FULL (fsync)', file('f'), 'full');
  const none = await measure(plan, 'no audit log (append does nothing)', file('x'), 'none');
  const vmOnly = await measureVmOnly(plan);
  const share = (xs: number[]) => `${((100 * pct(xs, 50)) / pct(batched, 50)).toFixed(0)}%`;
  console.log(
    `${plan.padEnd(15)} p50 share of the goal row: VM only ${share(vmOnly)}, gateway without audit ${share(none)}`,
  );
  console.log(
    `${plan.padEnd(15)} ratio p50 per-record NORMAL / batched ${(pct(normal, 50) / pct(batched, 50)).toFixed(2)}x; FULL / batched ${(pct(full, 50) / pct(batched, 50)).toFixed(2)}x`,
  );
}

// A realistic result: what the same governed call costs when the tool returns 10 e-mails
// (4.5 KB of JSON) that the sandbox must import with their labels, and the gateway hash.
{
  const plan = 'inbox result';
  const batched = await measure(
    plan,
    'audit file, batched (goal row)',
    join(dir, 'inbox-b.db'),
    'batched',
  );
  const vmOnly = await measureVmOnly(plan);
  console.log(
    `${plan.padEnd(15)} p50 share of the goal row: VM only ${((100 * pct(vmOnly, 50)) / pct(batched, 50)).toFixed(0)}%  (fetch returns ${JSON.stringify(INBOX).length} bytes of JSON)`,
  );
}

// Tool results of real size against plain QuickJS (issue 23 point 2, test/bench/import.ts).
await importGoals();
await lazyVsEager();

/**
 * Start-up: `runtime.start` to the first tool adapter being entered, for a 2-call plan,
 * started 30 times with 20 ms of idle time between starts (a host waiting for its model),
 * without and with `warmStart` (the next start's sandbox built in that idle time).
 */
async function measureStartup(warmStart: boolean): Promise<number[]> {
  const clock = () => Date.UTC(2026, 0, 1);
  const audit = openAuditLog({ path: ':memory:', tokenKey: key(1), clock, durability: 'batched' });
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key: key(2), issuer: 'bench', clock, revocations, usage });
  let first = 0;
  const tool: ToolDefinition = {
    name: 'fetch',
    description: 'fetch',
    parameters: { id: { type: 'number' } },
    trustClass: 'TrustedLocal',
    run() {
      if (first === 0) first = performance.now();
      return 'payload';
    },
  };
  const runtime = createRuntime({
    policy: { text: POLICY, format: 'yaml' },
    tools: [
      tool,
      { ...tool, name: 'record', parameters: { text: { type: 'string' }, n: { type: 'number' } } },
    ],
    authority: { verifier: minter, revocations, usage },
    audit,
    clock,
    key: key(3),
    warmStart,
  });
  const samples: number[] = [];
  for (let i = 0; i < 36; i++) {
    await new Promise((r) => setTimeout(r, 20));
    first = 0;
    const t = performance.now();
    const exec = await runtime.start(
      'const a = fetch({ id: 1 }); const b = fetch({ id: 2 }); a + b;',
    );
    if (exec.status !== 'completed') throw new Error(`bench plan ended ${exec.status}`);
    if (i >= 6) samples.push((first - t) * 1000); // the first six warm up
  }
  audit.close();
  return samples;
}
const cold = await measureStartup(false);
const warm = await measureStartup(true);
const ms = (x: number) => (x / 1000).toFixed(2).padStart(6);
for (const [label, xs] of [
  ['start-up, cold (a new sandbox per start)', cold],
  ['start-up, warmStart (spare built while idle)', warm],
] as const) {
  console.log(
    `${label.padEnd(52)} p50 ${ms(pct(xs, 50))}  p95 ${ms(pct(xs, 95))} ms to the first tool call  (${xs.length} starts)`,
  );
}
console.log(`start-up ratio p50 cold / warmStart ${(pct(cold, 50) / pct(warm, 50)).toFixed(1)}x`);
rmSync(dir, { recursive: true, force: true });
// Cold start taken apart (test/bench/cold-start.ts): where a start without warmStart goes.
await coldStartBreakdown([{ label: 'quickjs-ng', engine: await ngEngine() }]);
