/**
 * `zamburak-postgres` as a library function against a throw-away cluster: migrate, verify
 * (ok, and a failure with exit 3), usage errors, and --format json for every answer. The
 * connection string is never echoed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore, runPostgresCli } from '../src/index.js';
import { isCluster, startCluster } from './support/cluster.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

function io(env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), env },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

describe('zamburak-postgres (no server needed)', () => {
  it('answers --help and --version, and refuses bad usage with exit 1 (JSON too)', async () => {
    const h = io();
    expect(await runPostgresCli(['--help'], h.io)).toBe(0);
    expect(h.out()).toContain('verify');
    const v = io();
    expect(await runPostgresCli(['--version'], v.io)).toBe(0);
    expect(v.out().trim()).toMatch(/^\d+\.\d+\.\d+/);
    const u = io();
    expect(await runPostgresCli(['frobnicate', '--format', 'json'], u.io)).toBe(1);
    expect(JSON.parse(u.out())).toMatchObject({ error: { code: 'USAGE' } });
    const n = io();
    expect(await runPostgresCli(['verify'], n.io)).toBe(1);
    expect(n.err()).toContain('DATABASE_URL');
  });
});

describe.skipIf(!isCluster(cluster))('zamburak-postgres against a cluster', () => {
  if (!isCluster(cluster)) return;
  const c = cluster;

  it('migrates, verifies a chain (0), reports a failure (3), never prints the connection', async () => {
    const config = await c.createDatabase();
    const url = `postgresql://${c.user}:s3cret-password@/${String(config.database)}?host=${c.host}`;
    const m = io({ DATABASE_URL: url });
    expect(await runPostgresCli(['migrate', '--format', 'json'], m.io)).toBe(0);
    expect(JSON.parse(m.out())).toEqual({ ok: true, from: 0, to: 1 });
    const store = await openPostgresStore({ connection: config });
    const log = await store.openAuditLog({
      log: 'ops',
      tokenKey: 'cli-test-token-key-0123456789',
      clock: Date.now,
    });
    const ack = await log.append({
      type: 'policy_loaded',
      policyHash: `sha256:${'ef'.repeat(32)}`,
    });
    await store.close();
    const ok = io();
    expect(await runPostgresCli(['verify', '--connection', url, '--log', 'ops'], ok.io)).toBe(0);
    expect(ok.out()).toBe(`ok: 2 records verified, head 2 ${ack.hash}\n`);
    const behind = io();
    const code = await runPostgresCli(
      [
        'verify',
        '--connection',
        url,
        '--log',
        'ops',
        '--expected-head',
        `3:sha256:${'0'.repeat(64)}`,
        '--format',
        'json',
      ],
      behind.io,
    );
    expect(code).toBe(3);
    expect(JSON.parse(behind.out())).toMatchObject({ ok: false, reason: 'TRUNCATED_TAIL' });
    const none = io();
    expect(await runPostgresCli(['verify', '--connection', url, '--log', 'absent'], none.io)).toBe(
      3,
    );
    const all = [m, ok, behind, none].map((x) => x.out() + x.err()).join('');
    expect(all).not.toContain('s3cret');
  });

  it('reports a server it cannot reach as exit 1 with a coded JSON error', async () => {
    const e = io();
    const url = `postgresql://${c.user}@/postgres?host=${c.host}/nowhere`;
    expect(await runPostgresCli(['verify', '--connection', url, '--format', 'json'], e.io)).toBe(1);
    expect(JSON.parse(e.out())).toMatchObject({
      error: { code: 'CONNECT_FAILED', messageId: 'postgres-connect-failed' },
    });
    expect(e.out() + e.err()).not.toContain('nowhere');
  });
});
