/**
 * `zamburak-postgres verify | migrate`. Exit codes: 0 ok, 1 usage or I/O (connection) error,
 * 3 verification failed. The connection comes from `--connection` or `DATABASE_URL`; it is
 * never printed (it may hold a password).
 */
import { cliErrorRecord, packageVersion, parseCliArgs, ZamburakError } from '@zamburak/kernel';
import { openPostgresStore, verifyPostgresAuditLog } from './store.js';

export interface PostgresCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The environment (`DATABASE_URL` when `--connection` is not given). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

export const POSTGRES_CLI_EXIT = { OK: 0, USAGE: 1, FAILED: 3 } as const;

const HELP = `Usage: zamburak-postgres <command> [options]
       zamburak-postgres --version

Commands:
  verify    Verify an audit chain with @zamburak/audit's verifier (every hash and link,
            summaries, the head row, the append-only triggers), read only, in one
            snapshot. zamburak-audit verify --store <url> does the same.
            --log <name>                  the chain (default: default)
            --expected-head <seq>:<hash>  a head kept elsewhere (detects a truncated tail)
  migrate   Apply the schema migrations (or check them); refuses a newer schema.

Options:
  --connection <url>  PostgreSQL connection string (default: $DATABASE_URL)
  --format json       machine-readable output; errors are JSON on stdout too
  --help              this text
  --version           the package version
Options take \`--flag value\` or \`--flag=value\`.

Exit codes: 0 ok, 1 usage or connection error, 3 verification failed.
`;

const OPTIONS = {
  connection: { type: 'string' },
  log: { type: 'string' },
  'expected-head': { type: 'string' },
} as const;

class UsageError extends Error {}

export async function runPostgresCli(argv: readonly string[], io: PostgresCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return 0;
  }
  if (argv.includes('--version')) {
    io.stdout(`${packageVersion(new URL('../package.json', import.meta.url))}\n`);
    return 0;
  }
  const json = argv.some(
    (a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'),
  );
  const usage = (problem: string): number => {
    io.stderr(`zamburak-postgres: ${problem}\n\n${HELP}`);
    if (json) {
      const error = { code: 'USAGE', messageId: 'kernel-usage', message: problem, data: {} };
      io.stdout(`${JSON.stringify({ error })}\n`);
    }
    return 1;
  };
  const r = parseCliArgs(argv, OPTIONS);
  if (!r.ok) return usage(r.problem);
  const { values, positionals } = r.args;
  const [command, ...extra] = positionals;
  if (command === undefined) return usage('missing command');
  if (command !== 'verify' && command !== 'migrate') {
    return usage(`unknown command ${JSON.stringify(command.slice(0, 40))}`);
  }
  if (extra.length > 0) return usage('too many arguments');
  if (values.format !== undefined && values.format !== 'json') return usage('--format takes json');
  const connection = (values.connection as string | undefined) ?? io.env.DATABASE_URL;
  if (connection === undefined || connection === '') {
    return usage('no connection: give --connection or set DATABASE_URL');
  }
  try {
    let expectedHead: { seq: number; hash: string } | undefined;
    const eh = values['expected-head'] as string | undefined;
    if (eh !== undefined) {
      const m = /^(\d+):(sha256:[0-9a-f]{64})$/.exec(eh);
      if (!m) throw new UsageError('--expected-head is <seq>:sha256:<hex>');
      expectedHead = { seq: Number(m[1]), hash: m[2]! };
    }
    if (command === 'migrate') {
      const store = await openPostgresStore({ connection, maxConnections: 2 });
      const m = store.migration;
      await store.close();
      if (json) io.stdout(`${JSON.stringify({ ok: true, from: m.from, to: m.to })}\n`);
      else io.stdout(`ok: schema version ${m.to} (was ${m.from})\n`);
      return 0;
    }
    const log = (values.log as string | undefined) ?? 'default';
    // Read-only: nothing migrated, the chain read in one snapshot.
    const res = await verifyPostgresAuditLog({
      connection,
      log,
      ...(expectedHead ? { expectedHead } : {}),
    });
    if (json) io.stdout(`${JSON.stringify(res)}\n`);
    else if (res.ok) {
      io.stdout(`ok: ${res.records} records verified, head ${res.head.seq} ${res.head.hash}\n`);
    } else {
      const detail = Object.entries(res.detail)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ');
      io.stdout(`FAILED at seq ${res.seq}: ${res.reason}${detail ? ` (${detail})` : ''}\n`);
    }
    return res.ok ? 0 : 3;
  } catch (e) {
    let record = cliErrorRecord(e, 'I/O error');
    if (e instanceof UsageError) {
      record = { code: 'USAGE', messageId: 'kernel-usage', message: e.message, data: {} };
      io.stderr(`zamburak-postgres: ${e.message}\n`);
    } else if (e instanceof ZamburakError) {
      const data = Object.entries(e.data as Record<string, unknown>)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ');
      record = cliErrorRecord(e);
      io.stderr(`zamburak-postgres: ${e.message} [${e.code}]${data ? ` (${data})` : ''}\n`);
    } else {
      io.stderr('zamburak-postgres: I/O error\n');
    }
    if (json) io.stdout(`${JSON.stringify({ error: record })}\n`);
    return 1;
  }
}
