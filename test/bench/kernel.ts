/**
 * Kernel hot paths in a loop: the payload hash of a tool result (canonical JSON + SHA-256 of
 * 10 AgentDojo e-mails, 4.5 KB, what the runtime computes for every `tool_result`) and the
 * audit record's canonical form + chain hash (what every append computes). Medians of
 * ROUNDS rounds of N iterations each, in microseconds per operation.
 * Run: npm run bench:kernel
 */
import { readFileSync } from 'node:fs';
import { canonicalHash } from '@zamburak/policy';
import { parse } from 'yaml';
import {
  type RecordRow,
  recordHash,
  recordHashArray,
  rowToArray,
} from '../../packages/audit/src/record.js';

const ROUNDS = 7;
const INBOX = (
  parse(
    readFileSync(
      new URL('../../third_party/agentdojo/workspace/include/inbox.yaml', import.meta.url),
      'utf8',
    ),
  ) as { initial_emails: unknown[] }
).initial_emails.slice(0, 10);

const row: RecordRow = {
  seq: 12345,
  ts: '2026-11-25T10:00:00.000Z',
  event: 'effect_allowed',
  executionId: 'exec_0123456789abcdef',
  callId: 7,
  tool: 'send_email',
  decision: 'Allow',
  reasonCode: null,
  rulePath: 'tools.send_email.args.to',
  argRefs:
    '{"body":"sum_0123456789abcdef0123456789abcdef","to":"sum_fedcba9876543210fedcba9876543210"}',
  contextRef: 'ctx_0123456789abcdef0123456789abcdef',
  witnessHash: null,
  payloadHash: null,
  policyHash: `sha256:${'ab'.repeat(32)}`,
  subject: 'tok_0123456789abcdef',
  attrs: '{"calls":3,"redactedFields":0}',
  redacted: 0,
  prevHash: `sha256:${'cd'.repeat(32)}`,
  hash: '',
};
const arr = rowToArray(row);

function measure(name: string, n: number, f: () => unknown): void {
  const rounds: number[] = [];
  let sink = 0;
  for (let r = 0; r < ROUNDS + 1; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) sink += (f() as string).length;
    const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
    if (r > 0) rounds.push(us); // the first round warms up
  }
  rounds.sort((a, b) => a - b);
  const median = rounds[Math.floor(rounds.length / 2)] ?? 0;
  console.log(
    `${name.padEnd(52)} ${median.toFixed(2).padStart(8)} us/op  (min ${rounds[0]?.toFixed(2)}, ${n} x ${ROUNDS})${sink < 0 ? '!' : ''}`,
  );
}

console.log(`kernel hot paths (node ${process.version})`);
measure('payload hash, 10 AgentDojo e-mails (canonicalHash)', 5_000, () => canonicalHash(INBOX));
measure('audit record canonical form + chain hash (row)', 100_000, () => recordHash(row));
measure('audit record chain hash (row array, verifier path)', 100_000, () => recordHashArray(arr));
