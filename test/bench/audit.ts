/**
 * Audit log benchmark: durable (fsynced) security appends, batched operational appends and
 * verification, each beside a raw better-sqlite3 insert loop measured in the same run.
 * Run: npm run bench:audit
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog, verifyAuditLog } from '@zamburak/audit';
import Database from 'better-sqlite3';

const ROUNDS = 5;
const DURABLE_N = 1500;
const BATCH_N = 100_000;

const dir = mkdtempSync(join(tmpdir(), 'zamburak-audit-bench-'));
let fileNo = 0;
const fresh = () => join(dir, `b${fileNo++}.db`);
let now = 1_700_000_000_000;
const clock = () => (now += 1);
const key = 'bench-token-key-0123456789abcdef';
const policyHash = 'sha256:' + 'ab'.repeat(32);
const summary = {
  integrity: ['Trusted'] as const,
  confidentiality: ['pii'],
  readers: ['alice@example.com'],
  authority: ['send_email'],
  originCount: 3,
  truncated: false,
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function rawDb(sync: 'FULL' | 'NORMAL') {
  const db = new Database(fresh());
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${sync}`);
  db.exec(
    'CREATE TABLE r (seq INTEGER PRIMARY KEY, ts TEXT, event TEXT, execution_id TEXT, tool TEXT, decision TEXT, policy_hash TEXT, prev_hash TEXT, hash TEXT)',
  );
  return { db, ins: db.prepare('INSERT INTO r VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)') };
}

/**
 * Durable appends vs the raw fsync-bound loop (one row per transaction, synchronous=FULL,
 * same row shape as an audit record), interleaved in chunks of 50 so both see the same
 * disk conditions.
 */
function durablePair(n: number): { raw: number; ours: number } {
  const { db, ins } = rawDb('FULL');
  const h = 'sha256:' + 'cd'.repeat(32);
  const tx = db.transaction((i: number) =>
    ins.run(
      i,
      '2026-01-01T00:00:00.000Z',
      'effect_allowed',
      'exec_1',
      'send_email',
      'Allow',
      policyHash,
      h,
      h,
    ),
  );
  const log = openAuditLog({ path: fresh(), tokenKey: key, clock });
  let tRaw = 0;
  let tOurs = 0;
  for (let done = 0; done < n; done += 50) {
    let t0 = performance.now();
    for (let i = done; i < done + 50; i++) tx(i + 1);
    tRaw += performance.now() - t0;
    t0 = performance.now();
    for (let i = done; i < done + 50; i++) {
      log.append({
        type: 'effect_allowed',
        executionId: 'exec_1',
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        policyHash,
        argSummaries: { to: summary },
      });
    }
    tOurs += performance.now() - t0;
  }
  db.close();
  log.close();
  return { raw: n / (tRaw / 1000), ours: n / (tOurs / 1000) };
}

/** Raw loop: batches of 512 rows per transaction, synchronous=FULL. */
function rawBatched(n: number): number {
  const { db, ins } = rawDb('FULL');
  const tx = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      ins.run(
        i,
        '2026-01-01T00:00:00.000Z',
        'tool_result',
        'exec_1',
        'send_email',
        'Allow',
        policyHash,
        policyHash,
        policyHash,
      );
    }
  });
  const t0 = performance.now();
  for (let i = 1; i <= n; i += 512) tx(i, Math.min(i + 512, n + 1));
  const dt = performance.now() - t0;
  db.close();
  return n / (dt / 1000);
}

function batched(n: number, path = fresh()): number {
  const log = openAuditLog({ path, tokenKey: key, clock });
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    log.append({
      type: 'tool_result',
      executionId: 'exec_1',
      callId: i,
      tool: 'send_email',
      decision: 'Allow',
      policyHash,
      payloadHash: policyHash,
    });
  }
  log.flush();
  const dt = performance.now() - t0;
  log.close();
  return n / (dt / 1000);
}

function verify(path: string): { rate: number; rows: number } {
  const t0 = performance.now();
  const res = verifyAuditLog(path);
  const dt = performance.now() - t0;
  if (!res.ok) throw new Error('benchmark log failed to verify');
  return { rate: res.records / (dt / 1000), rows: res.records };
}

function rawScan(path: string): number {
  const db = new Database(path, { readonly: true });
  const t0 = performance.now();
  let n = 0;
  for (const _ of db.prepare('SELECT * FROM records ORDER BY seq').raw(true).iterate()) n++;
  const dt = performance.now() - t0;
  db.close();
  return n / (dt / 1000);
}

const r = {
  rawDurable: [] as number[],
  durable: [] as number[],
  rawBatched: [] as number[],
  batched: [] as number[],
  verify: [] as number[],
  rawScan: [] as number[],
};
let verifyRows = 0;
durablePair(100); // warm-up
batched(2000);
for (let round = 0; round < ROUNDS; round++) {
  const d = durablePair(DURABLE_N);
  r.rawDurable.push(d.raw);
  r.durable.push(d.ours);
  r.rawBatched.push(rawBatched(BATCH_N));
  const path = fresh();
  r.batched.push(batched(BATCH_N, path));
  const v = verify(path);
  verifyRows = v.rows;
  r.verify.push(v.rate);
  r.rawScan.push(rawScan(path));
}
rmSync(dir, { recursive: true, force: true });

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
const m = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, median(v)])) as Record<
  keyof typeof r,
  number
>;
console.log(`audit benchmark: ${ROUNDS} rounds, medians; node ${process.version}`);
console.log(`raw better-sqlite3 insert, 1 row/txn, synchronous=FULL : ${fmt(m.rawDurable)} rows/s`);
console.log(
  `durable appends (security events, fsync each)         : ${fmt(m.durable)} rec/s  (${((100 * m.durable) / m.rawDurable).toFixed(1)}% of raw; goal >= 80%)`,
);
console.log(`raw better-sqlite3 insert, 512 rows/txn, FULL          : ${fmt(m.rawBatched)} rows/s`);
console.log(
  `batched appends (operational events, ${BATCH_N} + flush): ${fmt(m.batched)} rec/s  (${((100 * m.batched) / m.rawBatched).toFixed(1)}% of raw; goal >= 100,000)`,
);
console.log(`raw better-sqlite3 scan of the same table              : ${fmt(m.rawScan)} rows/s`);
console.log(
  `verify (${verifyRows} rows)                             : ${fmt(m.verify)} rows/s  (goal >= 200,000)`,
);
