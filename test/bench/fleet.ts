/**
 * Fleet benchmark (issue 27): the store work of a governed call (validate the token with
 * revocations and counts read now, charge its budget, commit the `effect_allowed` record,
 * then the effect) per call, throughput and p95 latency:
 * - SQLite, one process: `validateAtBoundary` over the revocation and usage files, the
 *   usage file's charge, `openAuditLog` (durability 'full') `append` of a security record;
 * - PostgreSQL, one worker process, no kills;
 * - PostgreSQL, 8 worker processes on one store, a random worker SIGKILLed every 3 s and
 *   restarted, a revocation mid-run, with the fleet test's invariants checked afterwards.
 * The PostgreSQL server is a throw-away cluster (packages/postgres/test/support/cluster.ts,
 * fsync on) on a Unix socket on this machine.
 * Run: npx tsx --conditions=source test/bench/fleet.ts [seconds per PostgreSQL run, default 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import {
  createMinter,
  RevocationIndex,
  UsageLedger,
  validateAtBoundary,
} from '@zamburak/authority';
import { openRevocationFile, openUsageLedgerFile } from 'zamburak';
import { isCluster, startCluster } from '../../packages/postgres/test/support/cluster.js';
import { quantile, runFleet } from '../../packages/postgres/test/support/fleet.js';

const seconds = Number(process.argv[2] ?? '20');

function sqliteRun(calls: number): { perSecond: number; p50: number; p95: number } {
  const dir = mkdtempSync(join(tmpdir(), 'zamburak-fleet-bench-'));
  const log = openAuditLog({
    path: join(dir, 'audit.db'),
    tokenKey: 'fleet-token-key-0123456789abcdef',
    clock: Date.now,
  });
  const revocations = openRevocationFile({ path: join(dir, 'revocations.db') });
  const usage = openUsageLedgerFile({ path: join(dir, 'usage.db') });
  const minter = createMinter({
    key: Buffer.alloc(32, 9),
    issuer: 'host',
    clock: Date.now,
    revocations: new RevocationIndex(),
    usage: new UsageLedger(),
  });
  const token = minter.mint({
    subject: 'fleet',
    capability: 'SendMessage',
    scope: ['tool:send_free'],
    expiresAt: Date.now() + 3_600_000,
  });
  const ms: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    const v = validateAtBoundary([token], {
      now: Date.now(),
      verifier: minter,
      revocations,
      usage,
    });
    usage.consumeAll(v.effective);
    log.append({
      type: 'effect_allowed',
      executionId: 'worker_0',
      callId: i,
      tool: 'send_free',
      decision: 'Allow',
      policyHash: `sha256:${'aa'.repeat(32)}`,
    });
    ms.push(performance.now() - start);
  }
  const elapsed = performance.now() - t0;
  log.close();
  revocations.close();
  usage.close();
  rmSync(dir, { recursive: true, force: true });
  return { perSecond: (calls / elapsed) * 1000, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

const row = (name: string, perSecond: number, p50: number, p95: number, extra = '') =>
  console.log(
    `${name.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} calls/s   p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms ${extra}`,
  );

const cluster = await startCluster();
if (!isCluster(cluster)) {
  console.log(cluster.skip);
  process.exit(1);
}
try {
  const s = sqliteRun(2000);
  row('SQLite, 1 process (full durability)', s.perSecond, s.p50, s.p95);
  for (const workers of [1, 8]) {
    const r = await runFleet({
      config: await cluster.createDatabase(),
      workers,
      durationMs: seconds * 1000,
      killEveryMs: workers === 1 ? 3_600_000 : 3000,
      revokeAtMs: (seconds * 1000) / 2,
      budget: 1000,
    });
    const ms = r.acks.map((a) => a.ms);
    const ok =
      r.verify.ok &&
      r.missing === 0 &&
      r.budgetedAllowed <= 1000 &&
      r.budgetUsed <= 1000 &&
      r.allowedAfterRevocation === 0;
    row(
      `PostgreSQL, ${workers} worker${workers > 1 ? 's, SIGKILL every 3 s' : ''}`,
      (r.acks.length / r.elapsedMs) * 1000,
      quantile(ms, 0.5),
      quantile(ms, 0.95),
      `(${r.acks.length} acknowledged, ${r.records} records, ${r.kills} kills, invariants ${ok ? 'hold' : 'BROKEN'})`,
    );
    if (!ok) process.exitCode = 1;
  }
} finally {
  cluster.stop();
}
