/**
 * What only the PostgreSQL store has: versioned migrations under an advisory lock (a newer
 * schema refused), a shared chain appended by several processes, tamper evidence in the
 * database (append-only triggers, verification against the head row), the revocation watch,
 * snapshots claimed once, and failing closed (a closed store, an unreachable server).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  migrate,
  openPostgresStore,
  POSTGRES_ERROR_CODES,
  PostgresError,
  SCHEMA_VERSION,
} from '../src/index.js';
import { isCluster, startCluster } from './support/cluster.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

const KEY = 'store-test-token-key-0123456789ab';
const clock = () => Date.UTC(2026, 0, 1);
const POLICY = `sha256:${'cd'.repeat(32)}`;
const op = (i: number) =>
  ({
    type: 'tool_result',
    executionId: 'exec_1',
    callId: i,
    tool: 't',
    policyHash: POLICY,
  }) as const;

async function sql(config: pg.PoolConfig, text: string, values: unknown[] = []) {
  const c = new pg.Client(config);
  await c.connect();
  try {
    return await c.query(text, values);
  } finally {
    await c.end();
  }
}

describe.skipIf(!isCluster(cluster))('PostgreSQL store', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;

  it('migrates once when a fleet opens a fresh database together, then only checks', async () => {
    const config = await c.createDatabase();
    const stores = await Promise.all(
      Array.from({ length: 4 }, () => openPostgresStore({ connection: config })),
    );
    expect(stores.map((s) => s.migration.from).sort()).toEqual([0, 1, 1, 1]);
    expect(stores.every((s) => s.migration.to === SCHEMA_VERSION)).toBe(true);
    for (const s of stores) await s.close();
    const rows = await sql(config, 'SELECT version FROM zamburak_schema');
    expect(rows.rows).toEqual([{ version: 1 }]);
  });

  it('refuses a database whose schema is newer than the code', async () => {
    const config = await c.createDatabase();
    await (await openPostgresStore({ connection: config })).close();
    await sql(config, 'INSERT INTO zamburak_schema (version) VALUES ($1)', [SCHEMA_VERSION + 1]);
    const err = await openPostgresStore({ connection: config }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PostgresError);
    expect(err).toMatchObject({
      code: 'SCHEMA_TOO_NEW',
      data: { found: SCHEMA_VERSION + 1, supported: SCHEMA_VERSION },
      messageId: 'postgres-schema-too-new',
    });
  });

  it('keeps nothing of a migration that fails', async () => {
    const config = await c.createDatabase();
    const client = new pg.Client(config);
    await client.connect();
    try {
      const err = await migrate(client, [
        { version: 1, sql: 'CREATE TABLE zamburak_x (a int); SELECT 1 / 0' },
      ]).catch((e: unknown) => e);
      expect(err).toMatchObject({
        code: 'MIGRATION_FAILED',
        data: { version: 1, sqlState: '22012' },
      });
      const t = await client.query(
        "SELECT to_regclass('zamburak_x') AS x, to_regclass('zamburak_schema') AS s",
      );
      expect(t.rows[0]).toEqual({ x: null, s: null });
    } finally {
      await client.end();
    }
  });

  it('appends from several processes into one chain that verifies', async () => {
    const config = await c.createDatabase();
    const store = await openPostgresStore({ connection: config });
    const log = await store.openAuditLog({ log: 'fleet', tokenKey: KEY, clock });
    const worker = fileURLToPath(new URL('./support/append-worker.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const runs = await Promise.all(
      [1, 2, 3, 4].map(
        (w) =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const p = spawn(tsx, ['--conditions=source', worker], {
              env: { ...process.env, PG_CONFIG: JSON.stringify(config), WORKER: String(w) },
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            p.stdout.on('data', (d: Buffer) => {
              out += d.toString();
            });
            p.on('close', (code) => resolve({ code, out }));
          }),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    const acked = runs.flatMap((r) => JSON.parse(r.out) as { seq: number; hash: string }[]);
    expect(acked).toHaveLength(4 * 25);
    await log.append(op(0));
    const v = await store.verifyAuditLog('fleet');
    expect(v).toMatchObject({ ok: true, records: 4 * 25 + 2, head: { seq: 4 * 25 + 2 } });
    const lines = (await log.exportJsonl())
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq: number; hash: string });
    const bySeq = new Map(lines.map((r) => [r.seq, r.hash]));
    for (const a of acked) expect(bySeq.get(a.seq)).toBe(a.hash);
    await store.close();
  }, 120_000);

  it('detects an edited record, a truncated tail and removed triggers', async () => {
    const config = await c.createDatabase();
    const store = await openPostgresStore({ connection: config });
    const log = await store.openAuditLog({ tokenKey: KEY, clock });
    for (let i = 0; i < 10; i++) await log.append(op(i));
    expect((await log.verify()).ok).toBe(true);
    // The tables refuse edits, deletes and truncation.
    await expect(
      sql(config, "UPDATE zamburak_audit_records SET line = 'x' WHERE seq = 3"),
    ).rejects.toMatchObject({ code: 'ZA001' });
    await expect(sql(config, 'DELETE FROM zamburak_audit_records')).rejects.toMatchObject({
      code: 'ZA001',
    });
    await expect(sql(config, 'TRUNCATE zamburak_audit_records')).rejects.toMatchObject({
      code: 'ZA001',
    });
    // An owner who disables them: the verifier still finds what changed.
    await sql(config, 'ALTER TABLE zamburak_audit_records DISABLE TRIGGER USER');
    await sql(
      config,
      'UPDATE zamburak_audit_records SET line = replace(line, \'"callId":4\', \'"callId":40\') WHERE seq = 6',
    );
    expect(await log.verify()).toMatchObject({ ok: false, reason: 'EDITED', seq: 6 });
    const fresh = await c.createDatabase();
    const s2 = await openPostgresStore({ connection: fresh });
    const l2 = await s2.openAuditLog({ tokenKey: KEY, clock });
    for (let i = 0; i < 5; i++) await l2.append(op(i));
    await sql(fresh, 'ALTER TABLE zamburak_audit_records DISABLE TRIGGER USER');
    await sql(fresh, 'DELETE FROM zamburak_audit_records WHERE seq > 4');
    expect(await l2.verify()).toMatchObject({ ok: false, reason: 'TRUNCATED_TAIL' });
    // A writer refuses a log whose head is not its last record.
    await expect(s2.openAuditLog({ tokenKey: KEY, clock })).rejects.toMatchObject({
      code: 'CORRUPT_HEAD',
    });
    await sql(fresh, 'ALTER TABLE zamburak_audit_records ENABLE TRIGGER USER');
    const fresh3 = await c.createDatabase();
    const s3 = await openPostgresStore({ connection: fresh3 });
    const l3 = await s3.openAuditLog({ tokenKey: KEY, clock });
    await l3.append(op(1));
    await sql(fresh3, 'DROP TRIGGER zamburak_audit_records_append_only ON zamburak_audit_records');
    expect(await l3.verify()).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED' });
    await Promise.all([store.close(), s2.close(), s3.close()]);
  });

  it('claims a snapshot exactly once across stores', async () => {
    const config = await c.createDatabase();
    const stores = await Promise.all(
      Array.from({ length: 8 }, () => openPostgresStore({ connection: config, maxConnections: 2 })),
    );
    const bytes = new Uint8Array([1, 2, 3, 250]);
    expect(await stores[0]!.snapshots.put('exec_1.s1', bytes)).toBe(true);
    expect(await stores[1]!.snapshots.put('exec_1.s1', new Uint8Array([9]))).toBe(false);
    const got = await Promise.all(stores.map((s) => s.snapshots.claim('exec_1.s1')));
    const winners = got.filter((g) => g !== undefined);
    expect(winners).toEqual([bytes]);
    expect(await stores[2]!.snapshots.claim('exec_1.s1')).toBeUndefined();
    expect(await stores[2]!.snapshots.claim('absent')).toBeUndefined();
    await stores[3]!.snapshots.put('old', bytes, { expiresAt: 1000 });
    expect(await stores[3]!.snapshots.claim('old', 2000)).toBeUndefined();
    await expect(stores[3]!.snapshots.put('bad id!', bytes)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    for (const s of stores) await s.close();
  });

  it('announces revocations to watchers; a watch that lost its connection fails closed', async () => {
    const config = await c.createDatabase();
    const a = await openPostgresStore({ connection: config });
    const b = await openPostgresStore({ connection: config });
    await a.revocations.revoke('tok_before');
    const watch = await b.revocations.watch();
    expect(watch.isRevoked('tok_before')).toBe(true);
    expect(watch.isRevoked('tok_after')).toBe(false);
    await a.revocations.revoke('tok_after');
    for (let i = 0; i < 100 && !watch.isRevoked('tok_after'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(watch.isRevoked('tok_after')).toBe(true);
    expect(await b.revocations.isRevoked('tok_after')).toBe(true);
    await expect(a.revocations.revoke('not a token id')).rejects.toMatchObject({
      code: 'INVALID_TOKEN_ID',
    });
    // The server ends the watcher's connection: every answer throws from then on.
    await sql(
      config,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' OR query LIKE 'SELECT token_id FROM zamburak_revocations'",
    );
    for (let i = 0; i < 100; i++) {
      try {
        watch.isRevoked('tok_before');
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(() => watch.isRevoked('tok_before')).toThrow(
      expect.objectContaining({ code: 'STORE_CLOSED' }),
    );
    await watch.close();
    await a.close();
    await b.close();
  });

  it('fails closed: a closed store, an unreachable server; errors carry no server text', async () => {
    const config = await c.createDatabase();
    const s = await openPostgresStore({ connection: config });
    const log = await s.openAuditLog({ tokenKey: KEY, clock });
    await s.close();
    await expect(log.append(op(1))).rejects.toMatchObject({ code: 'STORE_CLOSED' });
    await expect(s.usage.used('tok_a')).rejects.toMatchObject({ code: 'STORE_CLOSED' });
    await expect(s.approvals.claim('r', 1, 1)).rejects.toMatchObject({ code: 'STORE_CLOSED' });
    await expect(s.revocations.isRevoked('tok_a')).rejects.toMatchObject({
      code: 'STORE_CLOSED',
    });
    const err = await openPostgresStore({
      connection: { ...config, host: `${c.host}/nowhere` },
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CONNECT_FAILED' });
    expect(Object.keys((err as PostgresError).data)).toEqual(['sqlState']);
    await expect(openPostgresStore({} as never)).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    expect(POSTGRES_ERROR_CODES).toContain('WRITE_FAILED');
  });
});
