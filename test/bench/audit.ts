/**
 * Audit log benchmark: durable (fsynced) security appends, batched operational appends and
 * verification, each beside a raw better-sqlite3 loop measured in the same run on the same
 * record shape (the audit `records` table without triggers, precomputed rows); then the
 * runtime's two records per governed call (`effect_allowed` with argument and context
 * summaries, `tool_result`) with durability 'normal' (a commit per security record) and
 * 'batched' (intent file write per security record, commits in batches).
 * Run: npm run bench:audit
 * Prints wall-clock rates (what a host sees) and CPU-time rates (robust to other load on
 * the machine), medians over ROUNDS rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog, verifyAuditLog } from '@zamburak/audit';
import Database from 'better-sqlite3';

const ROUNDS = 5;
const DURABLE_N = 1000;
const BATCH_N = 100_000;
/** Governed calls (two records each) per round of the runtime-pair rows. */
const PAIR_N = 20_000;
const PAIR_NORMAL_N = 2_000;

const dir = mkdtempSync(join(tmpdir(), 'zamburak-audit-bench-'));
let fileNo = 0;
const fresh = () => join(dir, `b${fileNo++}.db`);
let now = 1_700_000_000_000;
const clock = () => (now += 1);
const key = 'bench-token-key-0123456789abcdef';
const policyHash = 'sha256:' + 'ab'.repeat(32);
const h64 = 'sha256:' + 'cd'.repeat(32);
const summary = {
  integrity: ['Trusted'] as const,
  confidentiality: ['pii'],
  readers: ['alice@example.com'],
  authority: ['send_email'],
  originCount: 3,
  truncated: false,
};

const RECORDS_DDL = `CREATE TABLE records (seq INTEGER PRIMARY KEY, ts TEXT NOT NULL, event TEXT NOT NULL,
  execution_id TEXT, call_id INTEGER, tool TEXT, decision TEXT, reason_code TEXT, rule_path TEXT,
  arg_refs TEXT, context_ref TEXT, witness_hash TEXT, payload_hash TEXT, policy_hash TEXT,
  subject TEXT, attrs TEXT, redacted INTEGER NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)`;

interface Rate {
  wall: number;
  cpu: number;
}

function timed(n: number, fn: () => void): Rate {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall: n / wall, cpu: n / ((c.user + c.system) / 1e6) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function rawDb(sync: 'FULL' | 'NORMAL') {
  const db = new Database(fresh());
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${sync}`);
  db.exec(RECORDS_DDL);
  const ins = db.prepare(
    'INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const row = (i: number, event: string) => [
    i,
    '2026-01-01T00:00:00.000Z',
    event,
    'exec_1',
    i,
    'send_email',
    'Allow',
    null,
    null,
    '{"to":"sum_0123456789abcdef0123456789abcdef"}',
    null,
    null,
    null,
    policyHash,
    null,
    null,
    0,
    h64,
    h64,
  ];
  return { db, ins, row };
}

/**
 * Durable appends vs the raw fsync-bound loop (one row per transaction, synchronous=FULL),
 * interleaved in chunks of 10 with the order alternating, so both see the same disk
 * conditions (fsync latency on a shared machine swings by 10x within seconds).
 */
function durablePair(n: number): { raw: number; ours: number } {
  const { db, ins, row } = rawDb('FULL');
  const tx = db.transaction((i: number) => ins.run(row(i, 'effect_allowed')));
  const log = openAuditLog({ path: fresh(), tokenKey: key, clock });
  let tRaw = 0;
  let tOurs = 0;
  const runRaw = (from: number) => {
    const t0 = performance.now();
    for (let i = from; i < from + 10; i++) tx(i + 1);
    tRaw += performance.now() - t0;
  };
  const runOurs = (from: number) => {
    const t0 = performance.now();
    for (let i = from; i < from + 10; i++) {
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
  };
  for (let done = 0; done < n; done += 10) {
    if ((done / 10) % 2 === 0) {
      runRaw(done);
      runOurs(done);
    } else {
      runOurs(done);
      runRaw(done);
    }
  }
  db.close();
  log.close();
  return { raw: n / (tRaw / 1000), ours: n / (tOurs / 1000) };
}

/**
 * Raw loop: 512 rows per transaction, synchronous=NORMAL (how operational batches commit),
 * ending with one fsynced commit (as the audit log's flush() does).
 */
function rawBatched(n: number): Rate {
  const { db, ins, row } = rawDb('NORMAL');
  const tx = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) ins.run(row(i, 'tool_result'));
  });
  const r = timed(n, () => {
    for (let i = 1; i <= n; i += 512) tx(i, Math.min(i + 512, n + 1));
    // End like the audit log's flush(): one fsynced commit.
    db.pragma('synchronous = FULL');
    tx(n + 1, n + 2);
  });
  db.close();
  return r;
}

function batched(n: number, path: string): Rate {
  const log = openAuditLog({ path, tokenKey: key, clock });
  const r = timed(n, () => {
    for (let i = 0; i < n; i++) {
      log.append({
        type: 'tool_result',
        executionId: 'exec_1',
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        policyHash,
        payloadHash: h64,
      });
    }
    log.flush();
  });
  log.close();
  return r;
}

function verify(path: string): { rate: Rate; rows: number } {
  let rows = 0;
  const rate = timed(BATCH_N + 1, () => {
    const res = verifyAuditLog(path);
    if (!res.ok) throw new Error('benchmark log failed to verify');
    rows = res.records;
  });
  return { rate, rows };
}

function rawScan(path: string): Rate {
  const db = new Database(path, { readonly: true });
  const stmt = db.prepare('SELECT * FROM records WHERE seq > ? ORDER BY seq LIMIT 4096').raw(true);
  const r = timed(BATCH_N + 1, () => {
    let after = -1;
    for (;;) {
      const chunk = stmt.all(after) as unknown[][];
      if (chunk.length === 0) break;
      after = chunk[chunk.length - 1]![0] as number;
    }
  });
  db.close();
  return r;
}

/** Frozen like the ifc's summaries: the same object recurs for the same label. */
const frozen = <T>(x: T): T => Object.freeze(x);
const textSummary = frozen({
  integrity: frozen([]),
  confidentiality: frozen(['PII']),
  readers: 'Public' as const,
  authority: frozen([]),
  originCount: 1,
  truncated: false,
});
const nSummary = frozen({
  integrity: frozen(['Trusted' as const]),
  confidentiality: frozen([]),
  readers: 'Public' as const,
  authority: frozen([]),
  originCount: 1,
  truncated: false,
});
const pcIntegrity = frozen([]);
const pcConfidentiality = frozen(['PII']);
const controlDependencies = frozen(['call:1', 'literal']);

/**
 * The runtime's record pair per governed call: `effect_allowed` (two argument summaries,
 * a context summary whose effect counters change every call, so a new summary row each
 * call) then `tool_result`. Every other call the text summary is an equal-content copy
 * (another label with the same summary). `withContext: false` leaves the context out.
 */
function pairs(
  n: number,
  durability: 'normal' | 'batched',
  withContext = true,
): { rate: Rate; usWall: number; usCpu: number } {
  const log = openAuditLog({ path: fresh(), tokenKey: key, clock, durability });
  const payloadHash = h64;
  const run = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const text = i % 2 === 0 ? textSummary : frozen({ ...textSummary });
      log.append({
        type: 'effect_allowed',
        executionId: 'exec_7f2c0a9e',
        callId: i,
        tool: 'record',
        decision: 'Allow',
        argSummaries: { text, n: nSummary },
        ...(withContext
          ? {
              contextSummary: frozen({
                pcIntegrity,
                pcConfidentiality,
                controlDependencies,
                effectCounters: frozen({ total: i, perTool: frozen({ fetch: i, record: i }) }),
                truncated: false,
              }),
            }
          : {}),
        policyHash,
      });
      log.append({
        type: 'tool_result',
        executionId: 'exec_7f2c0a9e',
        callId: i,
        tool: 'record',
        decision: 'Allow',
        payloadHash,
        policyHash,
      });
    }
  };
  run(0, 500); // warm the caches and the JIT on this log
  log.flush();
  const rate = timed(2 * n, () => {
    run(500, 500 + n);
    log.flush();
  });
  log.close();
  return { rate, usWall: 1e6 / rate.wall, usCpu: 1e6 / rate.cpu };
}

const runs = {
  durableRatio: [] as number[],
  rawDurable: [] as number[],
  durable: [] as number[],
  rawBatched: [] as Rate[],
  batched: [] as Rate[],
  rawScan: [] as Rate[],
  verify: [] as Rate[],
  pairNormal: [] as Rate[],
  pairBatched: [] as Rate[],
  pairBatchedNoCtx: [] as Rate[],
};
let verifyRows = 0;
durablePair(100); // warm-up
batched(5000, fresh());
pairs(1000, 'batched');
for (let round = 0; round < ROUNDS; round++) {
  runs.pairNormal.push(pairs(PAIR_NORMAL_N, 'normal').rate);
  runs.pairBatched.push(pairs(PAIR_N, 'batched').rate);
  runs.pairBatchedNoCtx.push(pairs(PAIR_N, 'batched', false).rate);
  const d = durablePair(DURABLE_N);
  runs.rawDurable.push(d.raw);
  runs.durable.push(d.ours);
  runs.durableRatio.push(d.ours / d.raw);
  runs.rawBatched.push(rawBatched(BATCH_N));
  const path = fresh();
  runs.batched.push(batched(BATCH_N, path));
  runs.rawScan.push(rawScan(path));
  const v = verify(path);
  verifyRows = v.rows;
  runs.verify.push(v.rate);
}
rmSync(dir, { recursive: true, force: true });

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(9);
const mw = (xs: Rate[]) => median(xs.map((x) => x.wall));
const mc = (xs: Rate[]) => median(xs.map((x) => x.cpu));
const rawD = median(runs.rawDurable);
const ours = median(runs.durable);
console.log(`audit benchmark (${ROUNDS} rounds, medians; node ${process.version})`);
console.log('                                                        wall/s     cpu-time/s');
console.log(`raw insert, 1 row/txn, synchronous=FULL (fsync-bound) ${fmt(rawD)}`);
console.log(
  `durable appends (security events, fsync each)         ${fmt(ours)}   -> ${(100 * median(runs.durableRatio)).toFixed(1)}% of raw, median of per-round ratios (goal >= 80%)`,
);
console.log(
  `raw insert, 512 rows/txn, NORMAL, + 1 fsynced commit  ${fmt(mw(runs.rawBatched))} ${fmt(mc(runs.rawBatched))}`,
);
console.log(
  `batched appends (operational, ${BATCH_N} + flush)      ${fmt(mw(runs.batched))} ${fmt(mc(runs.batched))}   (goal >= 100,000)`,
);
console.log(
  `raw scan of the same ${verifyRows} rows               ${fmt(mw(runs.rawScan))} ${fmt(mc(runs.rawScan))}`,
);
console.log(
  `verify (${verifyRows} rows)                           ${fmt(mw(runs.verify))} ${fmt(mc(runs.verify))}   (goal >= 200,000)`,
);
const us = (x: number) => (1e6 / x).toFixed(2).padStart(6);
const pairRow = (label: string, xs: Rate[]) =>
  console.log(
    `${label.padEnd(53)} ${fmt(mw(xs))} ${fmt(mc(xs))}   -> ${us(mw(xs))} us/record wall, ${us(mc(xs))} us/record cpu`,
  );
console.log('runtime pair per governed call (effect_allowed + tool_result), records/s:');
pairRow(`durability normal (commit per security record)`, runs.pairNormal);
pairRow(`durability batched (intent write + batches of 512)`, runs.pairBatched);
pairRow(`durability batched, no context summary`, runs.pairBatchedNoCtx);
console.log('  (goal: batched <= 5 us/record amortised, incl. the SQLite commit of the batch)');
