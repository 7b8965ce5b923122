/**
 * The fleet test, small size (docs/deployment.md; larger: `test/bench/fleet.ts`): 8 worker
 * processes make governed calls (validate, charge, audit, effect) against one PostgreSQL
 * store; a random worker is SIGKILLed every second and restarted; a token is revoked
 * mid-run. After the run: the chain verifies end to end, every acknowledged record is in it,
 * no budget is exceeded, and no call on the revoked token validated after its revocation was
 * acknowledged ran.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { isCluster, startCluster } from './support/cluster.js';
import { runFleet } from './support/fleet.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

describe.skipIf(!isCluster(cluster))('fleet of 8 workers on one PostgreSQL store', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;
  it('keeps the chain, the acknowledgements, the budget and the revocation under SIGKILL', async () => {
    const r = await runFleet({
      config: await c.createDatabase(),
      workers: 8,
      durationMs: 6000,
      killEveryMs: 1000,
      revokeAtMs: 3000,
      budget: 25,
    });
    expect(r.kills).toBeGreaterThan(2);
    expect(r.acks.length).toBeGreaterThan(0);
    expect(r.verify).toMatchObject({ ok: true });
    expect(r.missing).toBe(0);
    expect(r.budgetedAllowed).toBeLessThanOrEqual(25);
    expect(r.budgetUsed).toBeLessThanOrEqual(25);
    expect(r.budgetedAllowed).toBeLessThanOrEqual(r.budgetUsed);
    expect(r.allowedAfterRevocation).toBe(0);
    expect(r.revokedAt).toBeGreaterThan(0);
  }, 240_000);
});
