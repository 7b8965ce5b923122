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
import { generateKeyPairSync } from 'node:crypto';
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

/**
 * Durability modes under concurrency: `width` appenders (concurrent executions), each
 * appending security events (an `effect_allowed` with an argument summary) and waiting for
 * its acknowledgement (`append` returning; with 'group', `whenDurable` settling) before the
 * next, until `total` records are acknowledged. Per-record latency is from the `append`
 * call to the acknowledgement; throughput is acknowledged records per second of wall time.
 */
async function modeRow(
  mode: 'full' | 'normal' | 'batched' | 'group',
  width: number,
  total: number,
): Promise<{ p50: number; p95: number; rate: number; cpu: number }> {
  const log = openAuditLog({ path: fresh(), tokenKey: key, clock, durability: mode });
  const lat: number[] = [];
  let started = 0;
  const worker = async (w: number) => {
    while (started < total) {
      const i = started++;
      const t0 = performance.now();
      const r = log.append({
        type: 'effect_allowed',
        executionId: `exec_${w}`,
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        policyHash,
        argSummaries: { to: summary },
      });
      if (r.whenDurable !== undefined) await r.whenDurable;
      else await null; // let the other appenders in, as concurrent executions would
      lat.push(performance.now() - t0);
    }
  };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: width }, (_, w) => worker(w)));
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  log.close();
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! * 1000;
  return { p50: q(0.5), p95: q(0.95), rate: total / wall, cpu: (c.user + c.system) / total };
}

const MODE_TOTAL = { full: 200, normal: 4000, batched: 20_000, group: 0 } as const;
const groupTotal = (width: number) => (width === 1 ? 200 : width === 8 ? 1000 : 4000);

async function modesTable(): Promise<void> {
  const rounds = 3;
  console.log(
    `durability modes, security appends acknowledged (${rounds} rounds, medians; node ${process.version})`,
  );
  console.log(
    'mode     appenders   p50 us/record   p95 us/record   records/s   cpu us/record   survives process crash / machine crash',
  );
  const survives = {
    full: 'yes / yes (WAL fsync per commit)',
    normal: 'yes / no',
    batched: 'yes / no (intent file not fsynced)',
    group: 'yes / yes (one intent fdatasync per group)',
  } as const;
  await modeRow('group', 8, 200); // warm-up
  for (const mode of ['full', 'normal', 'batched', 'group'] as const) {
    for (const width of [1, 8, 64]) {
      const total = mode === 'group' ? groupTotal(width) : MODE_TOTAL[mode];
      const rs: { p50: number; p95: number; rate: number; cpu: number }[] = [];
      for (let r = 0; r < rounds; r++) rs.push(await modeRow(mode, width, total));
      const m = (f: (x: (typeof rs)[number]) => number) => median(rs.map(f));
      console.log(
        `${mode.padEnd(8)} ${String(width).padStart(9)} ${m((x) => x.p50)
          .toFixed(1)
          .padStart(15)} ${m((x) => x.p95)
          .toFixed(1)
          .padStart(15)} ${Math.round(m((x) => x.rate))
          .toLocaleString('en-US')
          .padStart(11)} ${m((x) => x.cpu)
          .toFixed(1)
          .padStart(15)}   ${survives[mode]}`,
      );
    }
  }
}

/** Signed checkpoints: the cost of one Ed25519 signature (writer) and one check (verifier). */
function checkpointCost(): void {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const n = 2000;
  const path = fresh();
  const log = openAuditLog({
    path,
    tokenKey: key,
    clock,
    durability: 'batched',
    checkpoint: { privateKey, everyRecords: 1 },
  });
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    log.append({ type: 'tool_result', executionId: 'exec_1', callId: i, tool: 'x', policyHash });
  }
  log.flush();
  const withCp = (performance.now() - t0) / n;
  log.close();
  const plain = openAuditLog({ path: fresh(), tokenKey: key, clock, durability: 'batched' });
  const t1 = performance.now();
  for (let i = 0; i < n; i++) {
    plain.append({ type: 'tool_result', executionId: 'exec_1', callId: i, tool: 'x', policyHash });
  }
  plain.flush();
  const without = (performance.now() - t1) / n;
  plain.close();
  const t2 = performance.now();
  const v = verifyAuditLog(path, { publicKey });
  const verifyUs = ((performance.now() - t2) * 1000) / (2 * n);
  if (!v.ok || v.checkpoints?.verified !== n) throw new Error('checkpoint bench log failed');
  const t3 = performance.now();
  verifyAuditLog(path);
  const verifyPlainUs = ((performance.now() - t3) * 1000) / (2 * n);
  console.log(
    `signed checkpoint: ${((withCp - without) * 1000).toFixed(1)} us per checkpoint written (append + checkpoint every record, ${(withCp * 1000).toFixed(1)} vs ${(without * 1000).toFixed(1)} us per append); ` +
      `verify ${verifyUs.toFixed(1)} us/record with a checkpoint after every record vs ${verifyPlainUs.toFixed(1)} without the key`,
  );
  console.log('  (default everyRecords 1000: the writer pays one checkpoint per 1000 records)');
}

if (process.argv.includes('--modes')) {
  checkpointCost();
  await modesTable();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

durablePair(100); // warm-up
batched(5000, fresh());
pairs(1000, 'batched');
await modesTable().then(() => console.log(''));
checkpointCost();
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
rmSync(dir, { recursive: true, force: true });
