/**
 * The shared chain as createRuntime's audit log (`runtimeAuditLog`), with the store's
 * approval ledger and a revocation watch: the `effect_allowed` record is committed before the
 * tool runs, and the chain verifies.
 */
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
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

  it('keeps only bounded summaries of a strict run whose labels a secret branch chose (red team V1)', async () => {
    const config = await c.createDatabase();
    const store = await openPostgresStore({ connection: config });
    const secretPolicy = `${policy}  - tool: get_secret
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [AUTH_SECRET] }
    default_decision: Allow
  - tool: get_pii
    side_effect_class: ExternalRead
    output_labels: { integrity: Trusted, confidentiality: [PII] }
    default_decision: Allow
  - tool: send
    side_effect_class: ExternalWrite
    default_decision: Allow
`;
    const stored: string[] = [];
    for (const secret of ['apple', 'banana']) {
      const log = await store.openAuditLog({
        log: secret,
        tokenKey: 'runtime-token-key-0123456789abc',
        clock: () => 0,
      });
      const usage = new UsageLedger();
      const revocations = new RevocationIndex();
      const key = new Uint8Array(32).fill(3);
      const t = (name: string, run: () => string, parameters = {}): ToolDefinition => ({
        name,
        description: name,
        parameters,
        trustClass: 'TrustedLocal',
        run,
      });
      const runtime = createRuntime({
        policy: { text: secretPolicy, format: 'yaml' },
        tools: [
          t('get_secret', () => secret),
          t('get_pii', () => 'pii-value'),
          t('send', () => 'sent', { to: {}, body: {} }),
        ],
        authority: {
          verifier: createMinter({ key, issuer: 'host', clock: () => 0, revocations, usage }),
          revocations,
          usage,
        },
        audit: runtimeAuditLog(log),
        clock: () => 0,
        key,
      });
      const ex = await runtime.start(`const s = get_secret({}); const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p.slice(0, 0) + 'x' : 'x' });
send({ to: 'bob', body: 'after' });`);
      expect(ex.status).toBe('completed');
      await log.close();
      expect((await store.verifyAuditLog(secret)).ok).toBe(true);
      const probe = new pg.Client(config);
      await probe.connect();
      const r = await probe.query(
        'SELECT line FROM zamburak_audit_summaries WHERE log = $1 ORDER BY ref',
        [secret],
      );
      await probe.end();
      stored.push(JSON.stringify(r.rows.map((row) => row.line)));
    }
    // The same summaries in both logs: none of the exact ones the branch chose.
    expect(stored[0]).toBe(stored[1]);
    expect(stored[0]).toContain('PII');
    await store.close();
  });
});
