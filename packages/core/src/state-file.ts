/**
 * SQLite files for host state that runtimes in several processes share (the approval ledger,
 * the usage ledger, the revocation index): WAL, `synchronous=FULL`, a busy timeout, and a
 * format row that keeps one kind of file from being opened as another.
 */
import Database from 'better-sqlite3';
import { invalidOption, RuntimeError } from './errors.js';

/** Why a state file cannot be used: a stable code (`data.reason`) and the English text. */
const FAILURES = {
  OPEN_FAILED: 'cannot open the file',
  NOT_A_LEDGER: 'the file is of another kind',
  INIT_FAILED: 'cannot initialise the file',
  CLOSED: 'it is closed',
  BAD_CLAIM: 'a claim needs a request id and finite times',
  QUERY_FAILED: 'a read or write failed',
  MALFORMED_ROW: 'the file holds a value this kind of file never writes',
  BAD_KEY: 'an approval memory key is hmac: and 64 hex digits',
} as const;
export type StateFileFailure = keyof typeof FAILURES;

/** Which ledger: `data.ledger` of a `LEDGER_FAILED` error. */
export type LedgerKind = 'approval' | 'usage' | 'revocation' | 'approval-memory';

const NOUN: Record<LedgerKind, string> = {
  approval: 'approval ledger',
  'approval-memory': 'approval memory',
  usage: 'usage ledger',
  revocation: 'revocation index',
};

export const ledgerFailed = (ledger: LedgerKind, reason: StateFileFailure): RuntimeError =>
  new RuntimeError('LEDGER_FAILED', `${NOUN[ledger]}: ${FAILURES[reason]}`, { reason, ledger });

/** `INVALID_OPTIONS` unless `options` is an object with a non-empty string `path`. */
export function checkPath(where: string, options: unknown): string {
  const path = (options as { path?: unknown } | null)?.path;
  if (typeof options !== 'object' || options === null || typeof path !== 'string' || path === '') {
    throw invalidOption(where, 'path', 'path is required');
  }
  return path;
}

/** What every state file offers besides its own methods. */
export interface StateFile {
  readonly path: string;
  /**
   * Idempotent; any use after close throws `LEDGER_FAILED` (`CLOSED`): fail closed. So does
   * a read or write SQLite refuses (`QUERY_FAILED`: busy past the timeout, read-only, I/O).
   */
  close(): void;
}

/** An open state file: the database, a guard each method calls first, and `close`. */
export interface OpenedStateFile {
  readonly db: Database.Database;
  /**
   * Runs `op` on the file: `LEDGER_FAILED` (`CLOSED`) once the file is closed, and
   * (`QUERY_FAILED`) for any SQLite error in `op` (busy past the timeout, read-only, I/O,
   * a damaged file), so that no raw SQLite error reaches the host. Other errors pass.
   */
  use<T>(op: () => T): T;
  close(): void;
}

const META = 'CREATE TABLE ledger_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;';

/**
 * Opens (creating if needed) a state file of one kind. `schema` creates its own tables (the
 * `ledger_meta` table with the `format` row is added); `tables` are the names a file of this
 * kind must have. `LEDGER_FAILED` with `OPEN_FAILED`, `NOT_A_LEDGER` (any other database,
 * left as it was) or `INIT_FAILED`.
 */
export function openStateFile(
  what: LedgerKind,
  path: string,
  format: string,
  schema: string,
  tables: readonly string[],
): OpenedStateFile {
  let db: Database.Database;
  try {
    db = new Database(path);
  } catch {
    throw ledgerFailed(what, 'OPEN_FAILED');
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .pluck()
        .all() as string[];
      if (names.length === 0) {
        db.exec(`${META}\n${schema}`);
        db.prepare("INSERT INTO ledger_meta (key, value) VALUES ('format', ?)").run(format);
        return;
      }
      const found = names.includes('ledger_meta')
        ? db.prepare("SELECT value FROM ledger_meta WHERE key = 'format'").pluck().get()
        : undefined;
      if (found !== format || !tables.every((t) => names.includes(t))) {
        throw ledgerFailed(what, 'NOT_A_LEDGER');
      }
    }).immediate();
  } catch (e) {
    db.close();
    if (e instanceof RuntimeError) throw e;
    throw ledgerFailed(what, 'INIT_FAILED');
  }
  let closed = false;
  return {
    db,
    use(op) {
      if (closed) throw ledgerFailed(what, 'CLOSED');
      try {
        return op();
      } catch (e) {
        if (e instanceof Database.SqliteError) throw ledgerFailed(what, 'QUERY_FAILED');
        throw e;
      }
    },
    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
