/**
 * Fleet benchmark (issue 27): worker processes, each a `createRuntime` runtime, run governed
 * plans (5 calls of one tool under one token per plan: validate the token against the stores,
 * decide, charge its budget, commit the `effect_allowed` record, then the effect). Printed per
 * row: acknowledged governed calls per second (all workers, sandbox start-up included) and the
 * p50/p95 latency of one governed call (from the previous call's return, or the plan's start,
 * to the effect), beside each other for:
 * - SQLite, as docs/deployment.md sets up one machine: an audit log file per worker, the
 *   revocation and usage files shared (1 and 8 worker processes, no kills);
 * - PostgreSQL, one store (`runtimeAuditLog`, `store.revocations`, `store.usage`): 1 worker,
 *   then 8 workers with a random worker SIGKILLed every 3 s and restarted.
 * Every row also runs the fleet test's checks (chain verifies, no acknowledged record
 * missing, budget kept, nothing allowed after an acknowledged revocation).
 * The PostgreSQL server is a throw-away cluster (packages/postgres/test/support/cluster.ts,
 * fsync on) on a Unix socket on this machine.
 * Run: npx tsx --conditions=source test/bench/fleet.ts [seconds per run, default 20]
 */
import { isCluster, startCluster } from '../../packages/postgres/test/support/cluster.js';
import {
  type FleetOptions,
  quantile,
  runFleet,
} from '../../packages/postgres/test/support/fleet.js';

const seconds = Number(process.argv[2] ?? '20');
const BUDGET = 1000;

const cluster = await startCluster();
if (!isCluster(cluster)) {
  console.log(cluster.skip);
  process.exit(1);
}
console.log(
  `governed calls through createRuntime, ${seconds} s per row, 5 calls per plan (a new sandbox per plan)`,
);
try {
  const rows: [string, () => Promise<FleetOptions['store']>, number, number][] = [
    ['SQLite, 1 worker', async () => 'sqlite', 1, 0],
    ['SQLite, 8 workers (a log each, shared ledgers)', async () => 'sqlite', 8, 0],
    ['PostgreSQL, 1 worker', async () => ({ postgres: await cluster.createDatabase() }), 1, 0],
    [
      'PostgreSQL, 8 workers, SIGKILL every 3 s',
      async () => ({ postgres: await cluster.createDatabase() }),
      8,
      3000,
    ],
  ];
  for (const [name, store, workers, killEveryMs] of rows) {
    const r = await runFleet({
      store: await store(),
      workers,
      durationMs: seconds * 1000,
      killEveryMs,
      revokeAtMs: (seconds * 1000) / 2,
      budget: BUDGET,
    });
    const ms = r.acks.map((a) => a.ms);
    const ok =
      r.verified &&
      r.missing === 0 &&
      r.budgetedAllowed <= BUDGET &&
      r.budgetUsed <= BUDGET &&
      r.allowedAfterRevocation === 0;
    console.log(
      `${name.padEnd(48)} ${((r.acks.length / r.elapsedMs) * 1000).toFixed(0).padStart(6)} calls/s   p50 ${quantile(ms, 0.5).toFixed(2).padStart(7)} ms   p95 ${quantile(ms, 0.95).toFixed(2).padStart(7)} ms  (${r.acks.length} acknowledged, ${r.records} records, ${r.kills} kills, invariants ${ok ? 'hold' : 'BROKEN'})`,
    );
    if (!ok) process.exitCode = 1;
  }
} finally {
  cluster.stop();
}
