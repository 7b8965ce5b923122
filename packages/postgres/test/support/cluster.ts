/**
 * A throw-away PostgreSQL cluster for the tests: `initdb` into a temporary folder, started on
 * a Unix socket in that folder (no TCP), stopped and deleted at the end. PostgreSQL refuses
 * to run as root, so as root (CI) the cluster runs as the `postgres` system user (Debian's
 * package creates it) or `nobody`, through `setpriv`.
 *
 * The binaries: `ZAMBURAK_PG_BIN`, else the newest `/usr/lib/postgresql/<n>/bin`, else
 * `initdb` on PATH. When no cluster can be started, `startCluster` throws in CI (`CI=true` or
 * `ZAMBURAK_REQUIRE_POSTGRES=1`, set by .ci/run) with the reason, and elsewhere returns the
 * reason so that the suite skips loudly.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestCluster {
  /** Socket directory (the `host` of a connection). */
  readonly host: string;
  readonly port: number;
  readonly user: string;
  /** A connection configuration for database `db` (created with `createDatabase`). */
  config(db: string): pg.PoolConfig;
  /** Creates a new empty database and returns its connection configuration. */
  createDatabase(name?: string): Promise<pg.PoolConfig>;
  /** Stops the server and deletes the folder. Idempotent. */
  stop(): void;
}

const SUPERUSER = 'zamburak';
const PORT = 5432;

function findBin(): string | undefined {
  const env = process.env.ZAMBURAK_PG_BIN;
  if (env !== undefined && env !== '') return existsSync(join(env, 'initdb')) ? env : undefined;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  return which.status === 0 && path !== '' ? join(path, '..') : undefined;
}

/** The unprivileged account to run the server as when we are root. */
function serviceUser(): { uid: number; gid: number; name: string } | undefined {
  for (const name of ['postgres', 'nobody']) {
    const r = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const g = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (r.status === 0 && g.status === 0) {
      return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()), name };
    }
  }
  return undefined;
}

let counter = 0;

/** In CI (`CI=true`, or `ZAMBURAK_REQUIRE_POSTGRES=1` as .ci/run sets) a missing server fails. */
const required = () => process.env.CI === 'true' || process.env.ZAMBURAK_REQUIRE_POSTGRES === '1';

/**
 * Starts a cluster, or (outside CI) returns why it cannot. In CI a missing server is a
 * failure: the conformance suite must run there.
 */
export async function startCluster(): Promise<TestCluster | { skip: string }> {
  const bin = findBin();
  const unavailable = (why: string): { skip: string } => {
    const text = `PostgreSQL tests cannot run: ${why}. Install Debian's postgresql package (.ci/run does) or set ZAMBURAK_PG_BIN to the folder holding initdb and postgres.`;
    if (required()) throw new Error(text);
    console.warn(`\n*** SKIPPED: ${text}\n`);
    return { skip: text };
  };
  if (bin === undefined) return unavailable('no initdb found');
  const root = process.getuid?.() === 0;
  const svc = root ? serviceUser() : undefined;
  if (root && svc === undefined) return unavailable('running as root and no postgres/nobody user');
  const dir = mkdtempSync(join(tmpdir(), 'zpg-'));
  const data = join(dir, 'data');
  // Run a server binary as the service user (as root) or as ourselves.
  const run = (file: string, args: string[]) => {
    const cmd = svc
      ? [
          'setpriv',
          `--reuid=${svc.uid}`,
          `--regid=${svc.gid}`,
          '--clear-groups',
          '--',
          join(bin, file),
          ...args,
        ]
      : [join(bin, file), ...args];
    return execFileSync(cmd[0]!, cmd.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      cwd: dir,
      timeout: 120_000,
    });
  };
  try {
    if (svc) {
      chownSync(dir, svc.uid, svc.gid);
      chmodSync(dir, 0o700);
    }
    run('initdb', [
      '-D',
      data,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses='' -k ${dir} -p ${PORT} -c max_connections=200 -c shared_buffers=16MB`,
      'start',
    ]);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (e as { stderr?: string }).stderr ?? '';
    const why = `the throw-away cluster did not start (${stderr.trim().split('\n').slice(-3).join(' / ') || String(e)})`;
    if (required()) throw new Error(why);
    console.warn(`\n*** SKIPPED: ${why}\n`);
    return { skip: why };
  }
  let stopped = false;
  const config = (db: string): pg.PoolConfig => ({
    host: dir,
    port: PORT,
    user: SUPERUSER,
    database: db,
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return {
    host: dir,
    port: PORT,
    user: SUPERUSER,
    config,
    async createDatabase(name) {
      const db = name ?? `t${process.pid}_${++counter}`;
      const c = new pg.Client(config('postgres'));
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${db}`);
      } finally {
        await c.end();
      }
      return config(db);
    },
    stop,
  };
}

/** True when `startCluster` gave a cluster. */
export function isCluster(c: TestCluster | { skip: string }): c is TestCluster {
  return !('skip' in c);
}
