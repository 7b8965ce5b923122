/**
 * Decision explorer benchmark (`zamburak-audit serve`): builds a 1,000,000-record audit log
 * with the real writer (durability 'batched': security records through the intent file,
 * commits in batches of 4096), starts the real server on it and measures answers over HTTP
 * on loopback, p50/p95 over repeated requests: the first page of executions (the goal: under
 * 200 ms), filtered and deep pages, a timeline and a decision. Then the same log without the
 * explorer's index (as a log written before it existed), and what the index costs the writer
 * (batched operational appends with and without it).
 * Run: npm run bench:serve   (ZAMBURAK_SERVE_BENCH_RECORDS=n for a smaller log)
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import { startAuditServer } from '@zamburak/viz';
import Database from 'better-sqlite3';

const TARGET = Number(process.env.ZAMBURAK_SERVE_BENCH_RECORDS ?? 1_000_000);
const REPEAT = 40;
const dir = mkdtempSync(join(tmpdir(), 'zamburak-serve-bench-'));
const path = join(dir, 'audit.db');
const key = 'bench-token-key-0123456789abcdef';
const policyHash = `sha256:${'ab'.repeat(32)}`;
let now = Date.UTC(2026, 0, 1);
const clock = () => (now += 7);

const summary = (i: number) => ({
  integrity: i % 3 === 0 ? [] : (['Trusted'] as const),
  confidentiality: i % 5 === 0 ? ['PRIVATE_EMAIL_BODY'] : [],
  readers: 'Public' as const,
  authority: [],
  originCount: (i % 4) + 1,
  truncated: false,
});
const context = {
  pcIntegrity: [],
  pcConfidentiality: [],
  controlDependencies: ['call:1'],
  effectCounters: { total: 1, perTool: { read_file: 1 } },
  truncated: false,
};
const TOOLS = ['read_file', 'search_emails', 'send_email', 'get_calendar'];

function build(): { records: number; executions: number; seconds: number; denied: string } {
  const t0 = performance.now();
  const log = openAuditLog({
    path,
    tokenKey: key,
    clock,
    durability: 'batched',
    maxBuffered: 4096,
  });
  let records = 1;
  let e = 0;
  let lastDenied = '';
  while (records < TARGET - 12) {
    const executionId = `exec_${e}`;
    log.append({ type: 'execution_started', executionId, policyHash });
    records++;
    const deny = e % 50 === 7;
    for (let c = 1; c <= 3; c++) {
      const tool = TOOLS[(e + c) % TOOLS.length] as string;
      const denied = deny && c === 3;
      log.append({
        type: denied ? 'effect_denied' : 'effect_allowed',
        executionId,
        callId: c,
        tool: denied ? 'send_email' : tool,
        decision: denied ? 'Deny' : 'Allow',
        ...(denied
          ? {
              reasonCode: 'INTEGRITY_REQUIRED',
              rulePath: 'tools[send_email].arg_rules[to].requires_integrity',
              witnessHash: `sha256:${'ef'.repeat(32)}`,
            }
          : {}),
        argSummaries: { to: summary(e + c), body: summary(e) },
        contextSummary: context,
        policyHash,
      });
      records++;
      if (denied) {
        lastDenied = executionId;
        break;
      }
      log.append({ type: 'tool_result', executionId, callId: c, tool, payloadHash: policyHash });
      records++;
    }
    log.append({
      type: 'execution_finished',
      executionId,
      decision: deny ? 'denied' : 'completed',
      policyHash,
    });
    records++;
    e++;
  }
  log.close();
  return { records, executions: e, seconds: (performance.now() - t0) / 1000, denied: lastDenied };
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

let slowFactor = 1;

async function measure(
  base: string,
  token: string,
  label: string,
  path: string,
  repeat = REPEAT,
): Promise<void> {
  repeat = Math.max(2, Math.floor(repeat / slowFactor));
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}token=${token}`;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bytes = body.length;
  }
  console.log(
    `${label.padEnd(48)} p50 ${pct(times, 50).toFixed(1).padStart(8)} ms   p95 ${pct(times, 95)
      .toFixed(1)
      .padStart(8)} ms   (${repeat} requests, ${bytes} bytes)`,
  );
}

async function pages(title: string, denied: string, slow = 1): Promise<void> {
  const server = await startAuditServer({ db: path });
  // Without the indexes some answers take seconds: fewer repeats (`slow` divides them).
  slowFactor = slow;
  const base = `http://127.0.0.1:${server.port}`;
  console.log(`\n${title} (missing indexes: ${server.missingIndexes.join(', ') || 'none'})`);
  try {
    await measure(base, server.token, 'page / (the page itself)', '/', REPEAT);
    await measure(base, server.token, 'first page of executions (50)', '/api/executions', REPEAT);
    const first = (await (await fetch(`${base}/api/executions?token=${server.token}`)).json()) as {
      next: number;
    };
    await measure(
      base,
      server.token,
      'second page (keyset cursor)',
      `/api/executions?before=${first.next}`,
    );
    await measure(
      base,
      server.token,
      'page at the middle of the log',
      `/api/executions?before=${Math.floor(TARGET / 2)}`,
    );
    await measure(
      base,
      server.token,
      'filter tool=send_email',
      '/api/executions?tool=send_email',
      REPEAT,
    );
    await measure(
      base,
      server.token,
      'filter reason=INTEGRITY_REQUIRED',
      '/api/executions?reason=INTEGRITY_REQUIRED',
      10,
    );
    await measure(base, server.token, 'filter status=denied', '/api/executions?status=denied', 10);
    await measure(
      base,
      server.token,
      'filter tool=nowhere (full scan, 0 rows)',
      '/api/executions?tool=nowhere',
      10,
    );
    await measure(
      base,
      server.token,
      'timeline of one execution',
      `/api/execution?id=${denied}`,
      10,
    );
    const tl = (await (
      await fetch(`${base}/api/execution?id=${denied}&token=${server.token}`)
    ).json()) as { records: { seq: number; event: string }[] };
    const seq = tl.records.find((r) => r.event === 'effect_denied')?.seq ?? 1;
    await measure(
      base,
      server.token,
      'decision detail (witness, remediation)',
      `/api/record?seq=${seq}`,
      10,
    );
  } finally {
    await server.close();
  }
}

let writerRun = 0;

function writerCost(): void {
  const N = 100_000;
  const rate = (withIndex: boolean): number => {
    const p = join(dir, `w-${withIndex ? 'index' : 'noindex'}-${++writerRun}.db`);
    openAuditLog({ path: p, tokenKey: key, clock }).close();
    if (!withIndex) {
      const w = new Database(p);
      w.exec(
        'DROP INDEX records_execution; DROP INDEX records_finished; DROP INDEX records_reason',
      );
      w.close();
    }
    const log = openAuditLog({ path: p, tokenKey: key, clock });
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      log.append({
        type: 'tool_result',
        executionId: `exec_${i >> 3}`,
        callId: i & 7,
        tool: 'read_file',
      });
    }
    log.flush();
    const s = (performance.now() - t0) / 1000;
    log.close();
    return N / s;
  };
  const runs: { with: number; without: number }[] = [];
  for (let r = 0; r < 3; r++) runs.push({ without: rate(false), with: rate(true) });
  const med = (xs: number[]) => pct(xs, 50);
  const w = med(runs.map((r) => r.with));
  const wo = med(runs.map((r) => r.without));
  console.log(
    `\nwriter: batched operational appends (100000 + flush, median of 3)\n` +
      `  without the index ${Math.round(wo).toLocaleString('en-US')}/s, with it ${Math.round(w).toLocaleString('en-US')}/s (${((w / wo) * 100).toFixed(1)}%)`,
  );
}

try {
  console.log(
    `serve benchmark; node ${process.version}; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const built = build();
  console.log(
    `built ${built.records.toLocaleString('en-US')} records (${built.executions.toLocaleString('en-US')} executions) in ${built.seconds.toFixed(1)} s; ${(statSync(path).size / 1e6).toFixed(0)} MB`,
  );
  await pages('with the explorer indexes', built.denied);
  const w = new Database(path);
  w.exec('DROP INDEX records_execution; DROP INDEX records_finished; DROP INDEX records_reason');
  w.close();
  await pages('without the indexes (a log written before they existed)', built.denied, 10);
  const w2 = new Database(path);
  for (const sql of [
    'CREATE INDEX records_execution ON records (execution_id) WHERE execution_id IS NOT NULL',
    "CREATE INDEX records_finished ON records (decision, execution_id) WHERE event = 'execution_finished'",
    'CREATE INDEX records_reason ON records (reason_code) WHERE reason_code IS NOT NULL',
  ]) {
    const t1 = performance.now();
    w2.exec(sql);
    console.log(
      `building ${sql.split(' ')[2]} on this log: ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );
  }
  w2.close();
  writerCost();
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
