/**
 * `zamburak-audit verify --store <url>` against a throw-away cluster: audit's CLI (the library
 * function the bin wraps) with this package's `verifyPostgresAuditLog`, as the bin passes it.
 * A chain written by several processes verifies (exit 0, also while they append: one
 * snapshot), an edited row is found (exit 3, human and JSON), a store that cannot be reached
 * or a newer schema is exit 1 with a coded JSON error, nothing is migrated by a verify, and the
 * connection string (password included) is never printed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type CliIo, runAuditCli } from '@zamburak/audit';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPostgresAuditLog } from '../src/index.js';
import { isCluster, startCluster } from './support/cluster.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

/** The io the bin builds when @zamburak/postgres is installed. */
function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cliIo: CliIo = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    cwd: process.cwd(),
    verifyStore: ({ connection, log, expectedHead }) =>
      verifyPostgresAuditLog({ connection, log, ...(expectedHead ? { expectedHead } : {}) }),
  };
  return { io: cliIo, out: () => out.join(''), err: () => err.join('') };
}

async function sql(config: pg.PoolConfig, text: string) {
  const c = new pg.Client(config);
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** Runs the append worker (25 records each) in `n` processes; their acknowledged heads. */
async function appendFromProcesses(config: pg.PoolConfig, n: number) {
  const worker = fileURLToPath(new URL('./support/append-worker.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  const runs = await Promise.all(
    Array.from(
      { length: n },
      (_, w) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const p = spawn(tsx, ['--conditions=source', worker], {
            env: { ...process.env, PG_CONFIG: JSON.stringify(config), WORKER: String(w + 1) },
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
  expect(runs.map((r) => r.code)).toEqual(runs.map(() => 0));
  return runs.flatMap((r) => JSON.parse(r.out) as { seq: number; hash: string }[]);
}

describe('zamburak-audit verify --store (no server needed)', () => {
  it('refuses bad usage with exit 1, JSON included, and never echoes the URL', async () => {
    const url = 'postgresql://u:s3cret-password@/db?host=/nowhere';
    const cases: string[][] = [
      ['export', '--store', url],
      ['verify', 'audit.db', '--store', url],
      ['verify', '--store', url, '--archive', 'a.jsonl'],
      ['verify', '--store', url, '--public-key', 'k.pem'],
      ['verify', '--store', 'mysql://x/y'],
      ['verify', 'audit.db', '--log', 'ops'],
    ];
    for (const argv of cases) {
      const r = io();
      expect(await runAuditCli([...argv, '--format', 'json'], r.io), argv.join(' ')).toBe(1);
      expect(JSON.parse(r.out())).toMatchObject({ error: { code: 'USAGE' } });
      expect(r.out() + r.err()).not.toContain('s3cret');
    }
    const h = io();
    expect(await runAuditCli(['--help'], h.io)).toBe(0);
    expect(h.out()).toContain('verify --store <postgres-url>');
  });
});

describe.skipIf(!isCluster(cluster))('zamburak-audit verify --store against a cluster', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;
  const urlOf = (db: string, password = '') =>
    `postgresql://${c.user}${password}@/${db}?host=${c.host}`;

  it('verifies a chain written by several processes (also while they append), then finds an edited row', async () => {
    const config = await c.createDatabase();
    const url = urlOf(String(config.database), ':s3cret-password');
    // Verified again and again while four processes append: each answer is one snapshot.
    let appending = true;
    const during: number[] = [];
    const verifier = (async () => {
      while (appending) {
        const r = io();
        const code = await runAuditCli(
          ['verify', '--store', url, '--log', 'fleet', '--format', 'json'],
          r.io,
        );
        // Before the first worker created the log, the chain is absent (3); once there, ok.
        const res = JSON.parse(r.out()) as { ok: boolean; reason?: string };
        if (code === 3) expect(res.reason).toBe('DELETED');
        else {
          expect(code).toBe(0);
          during.push(code);
        }
      }
    })();
    const acked = await appendFromProcesses(config, 4);
    appending = false;
    await verifier;
    expect(acked).toHaveLength(100);

    const ok = io();
    expect(await runAuditCli(['verify', '--store', url, '--log', 'fleet'], ok.io)).toBe(0);
    const head = acked.reduce((a, b) => (b.seq > a.seq ? b : a));
    expect(ok.out()).toBe(`ok: ${head.seq} records verified, head ${head.seq} ${head.hash}\n`);
    const j = io();
    expect(
      await runAuditCli(['verify', '--store', url, '--log=fleet', '--format=json'], j.io),
    ).toBe(0);
    expect(JSON.parse(j.out())).toMatchObject({ ok: true, records: head.seq, head });
    // The head kept elsewhere: one that is ahead of the log is a truncated tail (3).
    const ahead = io();
    expect(
      await runAuditCli(
        [
          'verify',
          '--store',
          url,
          '--log',
          'fleet',
          '--expected-head',
          `${head.seq + 1}:sha256:${'0'.repeat(64)}`,
        ],
        ahead.io,
      ),
    ).toBe(3);
    expect(ahead.out()).toMatch(/^FAILED at seq \d+: TRUNCATED_TAIL: /);

    // An owner disables the append-only triggers and edits one record of a worker.
    const victim = acked[37]!;
    await sql(config, 'ALTER TABLE zamburak_audit_records DISABLE TRIGGER USER');
    await sql(
      config,
      `UPDATE zamburak_audit_records SET line = replace(line, '"send_email"', '"send_mail"') WHERE log = 'fleet' AND seq = ${victim.seq}`,
    );
    const bad = io();
    expect(await runAuditCli(['verify', '--store', url, '--log', 'fleet'], bad.io)).toBe(3);
    expect(bad.out()).toMatch(new RegExp(`^FAILED at seq ${victim.seq}: EDITED: `));
    const badJson = io();
    expect(
      await runAuditCli(
        ['verify', '--store', url, '--log', 'fleet', '--format', 'json'],
        badJson.io,
      ),
    ).toBe(3);
    expect(JSON.parse(badJson.out())).toMatchObject({
      ok: false,
      reason: 'EDITED',
      seq: victim.seq,
    });
    // The row put back: the chain verifies, but the disabled triggers are reported.
    await sql(
      config,
      `UPDATE zamburak_audit_records SET line = replace(line, '"send_mail"', '"send_email"') WHERE log = 'fleet' AND seq = ${victim.seq}`,
    );
    const triggers = io();
    expect(
      await runAuditCli(
        ['verify', '--store', url, '--log', 'fleet', '--format', 'json'],
        triggers.io,
      ),
    ).toBe(3);
    expect(JSON.parse(triggers.out())).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED' });
    await sql(config, 'ALTER TABLE zamburak_audit_records ENABLE TRIGGER USER');
    const back = io();
    expect(await runAuditCli(['verify', '--store', url, '--log', 'fleet'], back.io)).toBe(0);

    const all = [ok, j, ahead, bad, badJson, triggers, back].map((x) => x.out() + x.err());
    expect(all.join('')).not.toContain('s3cret');
    expect(during.length).toBeGreaterThan(0);
  }, 180_000);

  it('writes nothing: a database without the store holds no chain (3) and stays empty', async () => {
    const config = await c.createDatabase();
    const r = io();
    const code = await runAuditCli(
      ['verify', '--store', urlOf(String(config.database)), '--format', 'json'],
      r.io,
    );
    expect(code).toBe(3);
    expect(JSON.parse(r.out())).toMatchObject({ ok: false, reason: 'DELETED' });
    const t = await sql(config, "SELECT to_regclass('zamburak_schema') AS t");
    expect(t.rows).toEqual([{ t: null }]);
  });

  it('refuses a newer schema and an unreachable server with exit 1 and a coded error', async () => {
    const config = await c.createDatabase();
    await sql(
      config,
      'CREATE TABLE zamburak_schema (version integer PRIMARY KEY); INSERT INTO zamburak_schema VALUES (99)',
    );
    const tooNew = io();
    expect(
      await runAuditCli(
        ['verify', '--store', urlOf(String(config.database)), '--format', 'json'],
        tooNew.io,
      ),
    ).toBe(1);
    expect(JSON.parse(tooNew.out())).toMatchObject({
      error: { code: 'SCHEMA_TOO_NEW', messageId: 'postgres-schema-too-new', data: { found: 99 } },
    });
    expect(tooNew.err()).toContain('zamburak-audit: postgres: ');
    const away = io();
    const url = `postgresql://${c.user}:s3cret-password@/postgres?host=${c.host}/nowhere`;
    expect(await runAuditCli(['verify', '--store', url, '--format', 'json'], away.io)).toBe(1);
    expect(JSON.parse(away.out())).toMatchObject({
      error: { code: 'CONNECT_FAILED', messageId: 'postgres-connect-failed' },
    });
    expect(away.out() + away.err()).not.toMatch(/s3cret|nowhere/);
  });
});
