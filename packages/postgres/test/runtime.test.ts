/**
 * The shared chain as createRuntime's audit log (`runtimeAuditLog`), with the store's
 * approval ledger and a revocation watch: the `effect_allowed` record is committed before the
 * tool runs, and the chain verifies.
 */
import { createMinter, UsageLedger } from '@zamburak/authority';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime, type ToolDefinition } from 'zamburak';
import { openPostgresStore, runtimeAuditLog } from '../src/index.js';
import { isCluster, startCluster } from './support/cluster.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

const policy = `
schema_version: 1
policy_name: fleet
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: fetch_page
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted }
    default_decision: Allow
`;

describe.skipIf(!isCluster(cluster))('createRuntime on the PostgreSQL store', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;
  it('commits the effect_allowed record before the tool runs; the chain verifies', async () => {
    const config = await c.createDatabase();
    const store = await openPostgresStore({ connection: config });
    const log = await store.openAuditLog({
      log: 'runtime',
      tokenKey: 'runtime-token-key-0123456789abc',
      clock: Date.now,
    });
    const revocations = await store.revocations.watch();
    const usage = new UsageLedger();
    const key = new Uint8Array(32).fill(3);
    const probe = new pg.Client(config);
    await probe.connect();
    const committedAtRun: number[] = [];
    const tools: ToolDefinition[] = [
      {
        name: 'fetch_page',
        description: 'Fetches a page.',
        parameters: { url: { type: 'string' } },
        trustClass: 'TrustedLocal',
        run: async () => {
          const r = await probe.query(
            "SELECT count(*)::int AS n FROM zamburak_audit_records WHERE event = 'effect_allowed'",
          );
          committedAtRun.push(r.rows[0].n as number);
          return 'page';
        },
      },
    ];
    const runtime = createRuntime({
      policy: { text: policy, format: 'yaml' },
      tools,
      authority: {
        verifier: createMinter({ key, issuer: 'host', clock: Date.now, revocations, usage }),
        revocations,
        usage,
      },
      audit: runtimeAuditLog(log),
      approvalLedger: store.approvals,
      clock: Date.now,
      key,
    });
    const ex = await runtime.start(`
      fetch_page({ url: 'https://example.com/1' });
      fetch_page({ url: 'https://example.com/2' });
    `);
    expect(ex.status).toBe('completed');
    expect(committedAtRun).toEqual([1, 2]);
    await log.close();
    const v = await store.verifyAuditLog('runtime');
    expect(v.ok).toBe(true);
    await probe.end();
    await revocations.close();
    await store.close();
  });
});
