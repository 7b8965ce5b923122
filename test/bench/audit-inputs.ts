/**
 * What record version 2 costs the audit log: the runtime's record pair per governed call
 * (`effect_allowed` with two argument summaries and a context summary, then `tool_result`),
 * with and without `attrs.inputs` (payload sizes, one tokenised principal, a verifier answer,
 * one capability), `durability: 'batched'`, rounds interleaved so that load hits both alike.
 *
 * Run: npx tsx --conditions=source test/bench/audit-inputs.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DecisionInputs, openAuditLog } from '@zamburak/audit';
import type { DependencySummary } from '@zamburak/ifc';

const ROUNDS = 7;
const N = 10_000;
const dir = mkdtempSync(join(tmpdir(), 'zamburak-bench-inputs-'));
let fileNo = 0;
let now = Date.UTC(2026, 0, 1);
const clock = () => (now += 1);
const key = 'bench-token-key-0123456789abcdef';
const policyHash = `sha256:${'ab'.repeat(32)}`;
const payloadHash = `sha256:${'cd'.repeat(32)}`;
const frozen = <T>(x: T): T => Object.freeze(x);
const to: DependencySummary = frozen({
  integrity: frozen(['Verified(AllowlistedEmailRecipient)']) as DependencySummary['integrity'],
  confidentiality: frozen([]),
  readers: 'Public',
  authority: frozen([]),
  originCount: 1,
  truncated: false,
});
const body: DependencySummary = frozen({
  integrity: frozen(['Trusted']) as DependencySummary['integrity'],
  confidentiality: frozen(['PII']),
  readers: frozen(['david.smith@bluesparrowtech.com']),
  authority: frozen([]),
  originCount: 3,
  truncated: false,
});
const inputs = (i: number): DecisionInputs => ({
  by: 'policy',
  strict: true,
  args: {
    to: {
      bytes: 35,
      principals: ['david.smith@bluesparrowtech.com'],
      verification: { AllowlistedEmailRecipient: 'passed' },
    },
    body: { bytes: 90 + (i % 17) },
  },
  authority: ['EmailSendCap'],
  invalidAuthority: [],
});

/** Microseconds per record (wall), pairs appended then flushed. */
function pairs(n: number, withInputs: boolean): number {
  const log = openAuditLog({
    path: join(dir, `b${fileNo++}.db`),
    tokenKey: key,
    clock,
    durability: 'batched',
  });
  const run = (from: number, to_: number) => {
    for (let i = from; i < to_; i++) {
      log.append({
        type: 'effect_allowed',
        executionId: 'exec_7f2c0a9e',
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        argSummaries: { to, body },
        contextSummary: {
          pcIntegrity: [],
          pcConfidentiality: ['PII'],
          controlDependencies: ['call:1'],
          effectCounters: { total: i, perTool: { send_email: i } },
          truncated: false,
        },
        policyHash,
        ...(withInputs ? { inputs: inputs(i) } : {}),
      });
      log.append({
        type: 'tool_result',
        executionId: 'exec_7f2c0a9e',
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        payloadHash,
        policyHash,
      });
    }
  };
  run(0, 500);
  log.flush();
  const t0 = process.hrtime.bigint();
  run(500, 500 + n);
  log.flush();
  const us = Number(process.hrtime.bigint() - t0) / 1000 / (2 * n);
  log.close();
  return us;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
pairs(2000, false);
pairs(2000, true);
const without: number[] = [];
const withInputs: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  without.push(pairs(N, false));
  withInputs.push(pairs(N, true));
}
rmSync(dir, { recursive: true, force: true });
const a = median(without);
const b = median(withInputs);
console.log(
  `record pair per governed call, durability batched, ${ROUNDS} interleaved rounds of ${N} pairs, medians (node ${process.version}):`,
);
console.log(`  without attrs.inputs (record version 1)  ${a.toFixed(2)} us/record`);
console.log(
  `  with attrs.inputs (record version 2)     ${b.toFixed(2)} us/record  (+${(b - a).toFixed(2)} us, +${((100 * (b - a)) / a).toFixed(0)}%)`,
);
