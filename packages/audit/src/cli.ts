// size: five commands (verify on SQLite or a store, export, tail, stats, serve) with help and error reporting
const SQLITE_MAGIC = 'SQLite format 3\u0000';

/** True when `path` exists and starts with the SQLite file header. */
function isSqliteFile(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(SQLITE_MAGIC.length);
    return (
      readSync(fd, head, 0, head.length, 0) === head.length &&
      head.toString('latin1') === SQLITE_MAGIC
    );
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function sameFile(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/**
 * Writes an export to `out` without ever destroying a log: `out` may not be the database,
 * its journal, intent or lock files or any SQLite file, and the text lands through a temporary file and a
 * rename, so a failed write leaves `out` as it was.
 */
function writeExport(out: string, dbPath: string, text: string): void {
  const sidecars = ['', '-wal', '-shm', '-journal', INTENT_SUFFIX, LOCK_SUFFIX].map(
    (s) => dbPath + s,
  );
  if (sidecars.some((f) => sameFile(out, f)) || isSqliteFile(out)) {
    throw new UsageError('--out names a database; refusing to overwrite it');
  }
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text, { flag: 'wx' });
    renameSync(tmp, out);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * `zamburak-audit verify | export | tail | stats <db>`. Exit codes: 0 ok, 1 usage or I/O
 * error, 3 verification failed or export refused by the re-redaction check.
 */
import {
  closeSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import {
  cliErrorRecord,
  messageIdFor,
  packageVersion,
  parseCliArgs,
  ZamburakError,
} from '@zamburak/kernel';
import { bundledLocalizer, type Localizer } from '@zamburak/l10n';
import type { SignedCheckpoint } from './checkpoint.js';
import { queryRows, withDb } from './db.js';
import { AuditError } from './errors.js';
import { exportJsonl } from './export.js';
import { INTENT_SUFFIX } from './intent.js';
import { recordLine } from './jsonl.js';
import { LOCK_SUFFIX } from './lock.js';
import type { AuditHead } from './log.js';
import { rowToRecord } from './record.js';
import {
  type VerifyFailure,
  type VerifyJsonlOk,
  type VerifyResult,
  verifyAuditLog,
} from './verify.js';

/** What `verify --store <url>` asks of the store's verifier. */
export interface StoreVerifyRequest {
  /** The connection string as given (`postgres://…` or `postgresql://…`); never printed. */
  readonly connection: string;
  /** The chain's name (`--log`, default `default`). */
  readonly log: string;
  readonly expectedHead?: AuditHead;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  /** True when stderr is a terminal: `verify` and `export` then show progress on large logs. */
  readonly stderrIsTTY?: boolean;
  /** The locale of the messages (default en-US). */
  readonly locale?: string;
  /**
   * `zamburak-audit serve` (the decision explorer) lives in @zamburak/viz, which this package
   * does not import: the bin passes viz's `runAuditServeCli` here when viz is installed.
   */
  readonly serve?: (argv: readonly string[], io: CliIo) => Promise<number>;
  /**
   * `zamburak-audit verify --store <url>` (a log in PostgreSQL) is verified by
   * @zamburak/postgres, which this package does not import: the bin passes its
   * `verifyPostgresAuditLog` here when it is installed (an optional peer, as viz for `serve`).
   */
  readonly verifyStore?: (request: StoreVerifyRequest) => Promise<VerifyJsonlOk | VerifyFailure>;
}

/** Logs above this many records get a progress line on a terminal. */
export const PROGRESS_THRESHOLD = 100_000;

export const AUDIT_CLI_EXIT = { OK: 0, USAGE: 1, FAILED: 3 } as const;

const HELP = `Usage: zamburak-audit <command> <db> [options]
       zamburak-audit verify --store <postgres-url> [--log <name>] [options]
       zamburak-audit --version

Commands:
  verify <db>   Verify the hash chain; names the first bad sequence number and why.
                --expected-head <seq>:<hash>  detect a truncated tail
                --archive <file>              archive segment, oldest first (repeatable)
                --public-key <file>           the host's Ed25519 public key (PEM): check every
                                              signed checkpoint; reports the last checkpointed
                                              seq and the unprotected records after it
                --checkpoint <file>           a signed checkpoint kept outside the log (JSON,
                                              log.lastCheckpoint()): detects truncation after it
  verify --store <postgres-url>  Verify a chain in PostgreSQL (needs @zamburak/postgres), read
                only: every hash and link, summaries, the head row, the append-only
                triggers, read in one snapshot while writers append.
                --log <name>                  the chain (default: default)
                --expected-head <seq>:<hash>  detect a truncated tail
                The URL is never printed; keep a password out of it (PGPASSWORD, ~/.pgpass).
  export <db>   Write records as JSONL (re-redaction check; refuses unredacted records).
                --from <seq> --to <seq> --out <file> --secret-pattern <regex> (repeatable)
                --out never overwrites a database; the file is replaced atomically
  tail <db>     Show the last records.  -n, --count <count> (default 10)
  stats <db>    Counts by event type, head, archive segments.
  serve --db <db>  Read-only decision explorer in the browser (needs @zamburak/viz);
                   see zamburak-audit serve --help.

Options:
  --format json   machine-readable output (verify, tail, stats); errors are JSON on stdout too
  --help          this text
  --version       the package version
Options take \`--flag value\` or \`--flag=value\`.

Exit codes: 0 ok, 1 usage or I/O error, 3 verification failed or export refused.
`;

interface Parsed {
  command: string;
  db: string;
  flags: Map<string, string[]>;
}

const OPTIONS = {
  'expected-head': { type: 'string' },
  archive: { type: 'string', multiple: true },
  'public-key': { type: 'string' },
  checkpoint: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  out: { type: 'string' },
  'secret-pattern': { type: 'string', multiple: true },
  count: { type: 'string', short: 'n' },
  store: { type: 'string' },
  log: { type: 'string' },
} as const;

function parse(argv: readonly string[]): Parsed | string {
  const r = parseCliArgs(argv, OPTIONS);
  if (!r.ok) return r.problem;
  const flags = new Map<string, string[]>();
  for (const [k, v] of Object.entries(r.args.values)) {
    if (typeof v === 'string') flags.set(`--${k}`, [v]);
    else if (Array.isArray(v)) flags.set(`--${k}`, v.map(String));
  }
  const [command, db0, ...extra] = r.args.positionals;
  if (command === undefined) return 'missing command';
  if (!['verify', 'export', 'tail', 'stats'].includes(command)) {
    return `unknown command ${JSON.stringify(command.slice(0, 40))}`;
  }
  let db = db0;
  if (flags.has('--store')) {
    if (command !== 'verify') return '--store is an option of verify';
    if (db !== undefined) return 'give either a database path or --store, not both';
    for (const f of ['--archive', '--public-key', '--checkpoint']) {
      if (flags.has(f)) return `${f} applies to a SQLite log, not to --store`;
    }
    if (!/^postgres(?:ql)?:\/\//.test(flags.get('--store')?.[0] ?? '')) {
      return '--store takes a postgres:// or postgresql:// connection URL';
    }
    db = '';
  } else if (flags.has('--log')) return '--log applies to --store';
  if (db === undefined) return 'missing database path';
  if (extra.length > 0) return 'too many arguments';
  const format = flags.get('--format');
  if (format !== undefined && format[0] !== 'json') return '--format takes json';
  return { command, db, flags };
}

function one(p: Parsed, flag: string): string | undefined {
  const v = p.flags.get(flag);
  return v === undefined ? undefined : v[v.length - 1];
}

function int(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`${name} must be a non-negative integer`);
  return Number(v);
}

class UsageError extends Error {}

let english: Localizer | undefined;
/** The CLI's localizer (bundled catalogues); English built on first use, never throws. */
function localizer(locale: string | undefined): Localizer {
  if (locale !== undefined && locale !== 'en-US') return bundledLocalizer(locale);
  english ??= bundledLocalizer('en-US');
  return english;
}

/** `key=value` pairs of an error's data, for the human line (names, numbers and codes only). */
function details(data: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(data).map(([k, v]) => `${k}=${String(v)}`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

export async function runAuditCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === 'serve') {
    if (io.serve !== undefined) return io.serve(argv.slice(1), io);
    const problem = 'serve needs the @zamburak/viz package (npm install @zamburak/viz)';
    io.stderr(`zamburak-audit: ${problem}\n`);
    if (
      argv.some((a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'))
    ) {
      const error = { code: 'USAGE', messageId: 'kernel-usage', message: problem, data: {} };
      io.stdout(`${JSON.stringify({ error })}\n`);
    }
    return 1;
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return 0;
  }
  if (argv.includes('--version')) {
    io.stdout(`${packageVersion(new URL('../package.json', import.meta.url))}\n`);
    return 0;
  }
  // --format json applies to every answer, usage errors included: looked at before parsing.
  const wantsJson = argv.some(
    (a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'),
  );
  const p = parse(argv);
  if (typeof p === 'string') {
    io.stderr(`zamburak-audit: ${p}\n\n${HELP}`);
    if (wantsJson) {
      const error = { code: 'USAGE', messageId: 'kernel-usage', message: p, data: {} };
      io.stdout(`${JSON.stringify({ error })}\n`);
    }
    return 1;
  }
  const json = one(p, '--format') === 'json';
  const dbPath = resolve(io.cwd, p.db);
  // What error lines name: the file, or `postgres` (a connection URL may hold a password).
  const where = p.flags.has('--store') ? 'postgres' : p.db;
  const l10n = () => localizer(io.locale);
  try {
    switch (p.command) {
      case 'verify':
        // Awaited here: a rejection is this try's to report.
        return await verifyCommand(p, io, dbPath, json);
      case 'export':
        return exportCommand(p, io, dbPath);
      case 'tail': {
        const n = int(one(p, '--count'), '-n') ?? 10;
        const rows = withDb(dbPath, (db) => queryRows(db, { last: n }));
        if (json) io.stdout(JSON.stringify(rows.map(rowToRecord)) + '\n');
        else io.stdout(rows.map((r) => recordLine(r) + '\n').join(''));
        return 0;
      }
      default:
        return statsCommand(io, dbPath, json);
    }
  } catch (e) {
    let record = cliErrorRecord(e, 'I/O error');
    if (e instanceof UsageError) {
      record = { code: 'USAGE', messageId: 'kernel-usage', message: e.message, data: {} };
      io.stderr(`zamburak-audit: ${e.message}\n`);
    } else if (e instanceof AuditError) {
      // The localised sentence, the path it is about, and the reason the error carries.
      const args = Object.fromEntries(
        Object.entries(e.data).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
      );
      const text = l10n().message(e.messageId, args, e.message);
      record = { ...record, message: text, data: { ...e.data, path: where } };
      io.stderr(`zamburak-audit: ${where}: ${text} [${e.code}]${details(e.data)}\n`);
    } else if (e instanceof ZamburakError) {
      // The store's errors (@zamburak/postgres): code, operation and SQLSTATE, never the
      // server's text or the connection string.
      const data = e.data as Readonly<Record<string, unknown>>;
      const args = Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
      ) as Record<string, string | number>;
      const text = l10n().message(e.messageId, args, e.message);
      record = cliErrorRecord(e, text);
      io.stderr(`zamburak-audit: ${where}: ${text} [${e.code}]${details(data)}\n`);
    } else {
      io.stderr(`zamburak-audit: ${where}: I/O error\n`);
    }
    if (json) io.stdout(`${JSON.stringify({ error: record })}\n`);
    return 1;
  }
}

/** `verify`: the chain (SQLite, or a store), archives, signed checkpoints; exit 3 when it fails. */
async function verifyCommand(p: Parsed, io: CliIo, dbPath: string, json: boolean): Promise<number> {
  let expectedHead: { seq: number; hash: string } | undefined;
  const eh = one(p, '--expected-head');
  if (eh !== undefined) {
    const m = /^(\d+):(sha256:[0-9a-f]{64})$/.exec(eh);
    if (!m) throw new UsageError('--expected-head is <seq>:sha256:<hex>');
    expectedHead = { seq: Number(m[1]), hash: m[2]! };
  }
  const store = one(p, '--store');
  if (store !== undefined) {
    if (io.verifyStore === undefined) {
      throw new UsageError(
        'verify --store needs the @zamburak/postgres package (npm install @zamburak/postgres)',
      );
    }
    const res = await io.verifyStore({
      connection: store,
      log: one(p, '--log') ?? 'default',
      ...(expectedHead ? { expectedHead } : {}),
    });
    return printVerify(io, json, res);
  }
  const archives = (p.flags.get('--archive') ?? []).map((a) => resolve(io.cwd, a));
  const readArg = (flag: string): string | undefined => {
    const f = one(p, flag);
    if (f === undefined) return undefined;
    try {
      return readFileSync(resolve(io.cwd, f), 'utf8');
    } catch {
      throw new UsageError(`${flag}: cannot read the file`);
    }
  };
  const publicKey = readArg('--public-key');
  const cpText = readArg('--checkpoint');
  let expectedCheckpoint: SignedCheckpoint | undefined;
  if (cpText !== undefined) {
    if (publicKey === undefined) throw new UsageError('--checkpoint needs --public-key');
    try {
      expectedCheckpoint = JSON.parse(cpText) as SignedCheckpoint;
    } catch {
      throw new UsageError('--checkpoint: the file is not JSON');
    }
  }
  const res = verifyAuditLog(dbPath, {
    ...(expectedHead ? { expectedHead } : {}),
    ...(archives.length > 0 ? { archives } : {}),
    ...(publicKey === undefined ? {} : { publicKey }),
    ...(expectedCheckpoint === undefined ? {} : { expectedCheckpoint }),
    ...(io.stderrIsTTY === true ? { onProgress: progress(io, 'verified') } : {}),
  });
  return printVerify(io, json, res);
}

/** `export`: redacted JSONL, refused (exit 3) when a record looks unredacted. */
function exportCommand(p: Parsed, io: CliIo, dbPath: string): number {
  const opts: {
    fromSeq?: number;
    toSeq?: number;
    secretPatterns?: string[];
  } = {};
  const from = int(one(p, '--from'), '--from');
  const to = int(one(p, '--to'), '--to');
  if (from !== undefined) opts.fromSeq = from;
  if (to !== undefined) opts.toSeq = to;
  const pats = p.flags.get('--secret-pattern');
  if (pats) opts.secretPatterns = pats;
  let text: string;
  try {
    text = exportJsonl(dbPath, {
      ...opts,
      ...(io.stderrIsTTY === true ? { onProgress: progress(io, 'exported') } : {}),
    });
  } catch (e) {
    if (e instanceof AuditError && e.code === 'UNREDACTED_RECORD') {
      io.stderr(`zamburak-audit: export refused: record ${e.data.seq} looks unredacted\n`);
      return 3;
    }
    throw e;
  }
  const out = one(p, '--out');
  if (out !== undefined) writeExport(resolve(io.cwd, out), dbPath, text);
  else io.stdout(text);
  return 0;
}

/** `stats` (the default command): counts by event, head, redactions, archive segments. */
function statsCommand(io: CliIo, dbPath: string, json: boolean): number {
  const stats = withDb(dbPath, (db) => {
    const byEvent = Object.fromEntries(
      (
        db
          .prepare('SELECT event, COUNT(*) AS n FROM records GROUP BY event ORDER BY event')
          .all() as {
          event: string;
          n: number;
        }[]
      ).map((r) => [r.event, r.n]),
    );
    const agg = db
      .prepare(
        'SELECT COUNT(*) AS records, MIN(seq) AS firstSeq, MAX(seq) AS lastSeq, SUM(redacted) AS redacted FROM records',
      )
      .get() as {
      records: number;
      firstSeq: number | null;
      lastSeq: number | null;
      redacted: number | null;
    };
    const head = queryRows(db, { last: 1 })[0];
    const seg = db
      .prepare('SELECT COUNT(*) AS n, MAX(last_seq) AS last FROM archive_segments')
      .get() as { n: number; last: number | null };
    const summaries = (db.prepare('SELECT COUNT(*) AS n FROM summaries').get() as { n: number }).n;
    return {
      records: agg.records,
      firstSeq: agg.firstSeq,
      lastSeq: agg.lastSeq,
      redacted: agg.redacted ?? 0,
      head: head ? { seq: head.seq, hash: head.hash } : null,
      byEvent,
      summaries,
      archiveSegments: seg.n,
      archivedThrough: seg.last ?? 0,
    };
  });
  if (json) io.stdout(JSON.stringify(stats) + '\n');
  else {
    const lines = [
      `records: ${stats.records} (seq ${stats.firstSeq ?? '-'}..${stats.lastSeq ?? '-'})`,
      `head: ${stats.head ? `${stats.head.seq} ${stats.head.hash}` : '-'}`,
      `redacted records: ${stats.redacted}`,
      `summaries: ${stats.summaries}`,
      `archive segments: ${stats.archiveSegments} (through seq ${stats.archivedThrough})`,
      ...Object.entries(stats.byEvent).map(([k, v]) => `  ${k}: ${v}`),
    ];
    io.stdout(lines.join('\n') + '\n');
  }
  return 0;
}

/** Prints a verification's answer (SQLite or store) and returns the exit code: 0 or 3. */
function printVerify(
  io: CliIo,
  json: boolean,
  res: VerifyResult | VerifyJsonlOk | VerifyFailure,
): number {
  if (json) io.stdout(JSON.stringify(res) + '\n');
  else if (res.ok) {
    const archived = 'archivedThrough' in res ? res.archivedThrough : 0;
    io.stdout(
      `ok: ${res.records} records verified, head ${res.head.seq} ${res.head.hash}` +
        (archived > 0 ? `, archived through ${archived}` : '') +
        '\n',
    );
    const c = res.checkpoints;
    if (c !== undefined) {
      io.stdout(
        `checkpoints: ${c.verified} verified (key ${c.keyId}), last checkpointed seq ${c.lastSeq}; ` +
          (c.unprotected === 0
            ? 'no record after the last checkpoint'
            : `${c.unprotected} record(s) after it are NOT protected by a signature (unprotected tail)`) +
          (c.adopted === 0
            ? ''
            : `; ${c.adopted} record(s) from seq ${c.firstAdoptedSeq} on were signed as found when a writer opened the log (adopted), not as written`) +
          '\n',
      );
    }
  } else {
    const id = messageIdFor('audit', res.reason);
    const text = localizer(io.locale).message(id, { seq: res.seq, ...res.detail }, res.reason);
    io.stdout(`FAILED at seq ${res.seq}: ${res.reason}: ${text}${details(res.detail)}\n`);
  }
  return res.ok ? 0 : 3;
}

/** A progress reporter on stderr (a terminal): rewrites one line, only for large logs. */
function progress(io: CliIo, verb: string): (done: number, total: number) => void {
  let last = 0;
  return (done, total) => {
    if (total <= PROGRESS_THRESHOLD) return;
    const now = Date.now();
    if (done < total && now - last < 200) return;
    last = now;
    io.stderr(`\r${verb} ${done} / ${total} records${done >= total ? '\n' : ''}`);
  };
}
