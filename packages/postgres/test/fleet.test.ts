/**
 * The fleet test, small size (docs/deployment.md; larger: `test/bench/fleet.ts`): 8 worker
 * processes, each a `createRuntime` runtime over one PostgreSQL store (the shared chain through
 * `runtimeAuditLog`, `store.revocations` and `store.usage` as its authority stores,
 * `store.approvals`), run governed plans; a random busy worker is SIGKILLed every 2 s
 * and restarted; a token is revoked mid-run. After the run: the chain verifies end to end, every
 * effect that ran has its `effect_allowed` record in it, no budget is exceeded, and no call on
 * the revoked token that the gateway took after the revocation was acknowledged ran.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { isCluster, startCluster } from './support/cluster.js';
import { runFleet } from './support/fleet.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

describe.skipIf(!isCluster(cluster))('fleet of 8 runtimes on one PostgreSQL store', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;
  it('keeps the chain, the acknowledgements, the budget and the revocation under SIGKILL', async () => {
    const r = await runFleet({
      store: { postgres: await c.createDatabase() },
      workers: 8,
      durationMs: 6000,
      minAcks: 30,
      minKills: 3,
      maxDurationMs: 300_000,
      killEveryMs: 2000,
      revokeAtMs: 3000,
      budget: 25,
    });
    expect(r.kills).toBeGreaterThan(2);
    expect(r.acks.length).toBeGreaterThan(0);
    expect(r.verified).toBe(true);
    expect(r.missing).toBe(0);
    expect(r.budgetedAllowed).toBeLessThanOrEqual(25);
    expect(r.budgetUsed).toBeLessThanOrEqual(25);
    expect(r.budgetedAllowed).toBeLessThanOrEqual(r.budgetUsed);
    expect(r.allowedAfterRevocation).toBe(0);
    expect(r.revokedAt).toBeGreaterThan(0);
  }, 600_000);
});
