/** Opening audit databases for reading (verify, export, CLI). */
import { readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { AuditError } from './errors.js';
import { type AuditRecord, type RecordRow, rowFromArray, rowToRecord } from './record.js';
import { FORMAT_VERSION, SELECT_COLUMNS } from './schema.js';

export type Db = Database.Database;

/** Something the read-side functions accept: a file path or an open better-sqlite3 handle. */
export type AuditSource = string | Db;

/** Why `path` could not be opened: the file system's answer, else SQLite's code. */
export function openReason(path: string, err: unknown): string {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return 'is a directory';
    if (st.size === 0) return 'empty file';
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^(SQLITE_|E)[A-Z_]+$/.test(code) ? code : 'open failed';
}

/** SQLite codes that mean "cannot open this file read-only here", not "not an audit log". */
const READ_ONLY_STORAGE = /^SQLITE_(READONLY|CANTOPEN)/;

/**
 * A read-only copy of the database in memory, for read-only storage where SQLite cannot
 * create the WAL index next to the file (SQLITE_READONLY_DIRECTORY). Only when no WAL file
 * with content sits beside it (its records would be missed); the header's WAL marks are set
 * to rollback mode in the copy, the file itself is never written.
 */
function memoryCopy(path: string): Db | undefined {
  try {
    if (statSync(`${path}-wal`).size > 0) return undefined;
  } catch {
    // no WAL file: the database file holds every record
  }
  const bytes = readFileSync(path);
  if (bytes.length >= 20 && bytes[18] === 2 && bytes[19] === 2) {
    bytes[18] = 1;
    bytes[19] = 1;
  }
  return new Database(bytes, { readonly: true });
}

/**
 * Opens `source` read-only (never creating, converting or writing it), checks it is an audit
 * log of this format and runs `fn`. OPEN_FAILED carries the reason; a log on read-only
 * storage is read from a memory copy.
 */
export function withDb<T>(source: AuditSource, fn: (db: Db) => T): T {
  if (typeof source !== 'string') return fn(source);
  let db: Db;
  try {
    db = new Database(source, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new AuditError('OPEN_FAILED', 'cannot open the audit database', {
      reason: openReason(source, e),
    });
  }
  try {
    try {
      db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    } catch (e) {
      const code = String((e as { code?: unknown }).code ?? '');
      if (!READ_ONLY_STORAGE.test(code)) throw e;
      db.close();
      const copy = memoryCopy(source);
      if (copy === undefined) {
        throw new AuditError('OPEN_FAILED', 'cannot open the audit database', { reason: code });
      }
      db = copy;
    }
    checkFormat(db);
    return fn(db);
  } finally {
    if (db.open) db.close();
  }
}

export function checkFormat(db: Db): void {
  let version: string | undefined;
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as
      | { value: string }
      | undefined;
    version = row === undefined ? undefined : String(row.value);
  } catch {
    throw new AuditError('NOT_AN_AUDIT_LOG', 'the database is not a zamburak audit log');
  }
  if (version === undefined) {
    throw new AuditError('NOT_AN_AUDIT_LOG', 'the database is not a zamburak audit log');
  }
  if (version !== String(FORMAT_VERSION)) {
    throw new AuditError('UNSUPPORTED_FORMAT', 'unsupported audit log format', {
      found: version.slice(0, 16),
      supported: FORMAT_VERSION,
    });
  }
}

export interface RecordQuery {
  readonly fromSeq?: number;
  readonly toSeq?: number;
  /** Newest `last` records (applied after the other filters). */
  readonly last?: number;
  readonly limit?: number;
  readonly executionId?: string;
  readonly event?: string;
}

export function queryRows(db: Db, query: RecordQuery = {}): RecordRow[] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.fromSeq !== undefined) {
    where.push('seq >= ?');
    params.push(query.fromSeq);
  }
  if (query.toSeq !== undefined) {
    where.push('seq <= ?');
    params.push(query.toSeq);
  }
  if (query.executionId !== undefined) {
    where.push('execution_id = ?');
    params.push(query.executionId);
  }
  if (query.event !== undefined) {
    where.push('event = ?');
    params.push(query.event);
  }
  const cond = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  let sql: string;
  if (query.last !== undefined) {
    sql = `SELECT * FROM (SELECT ${SELECT_COLUMNS} FROM records${cond} ORDER BY seq DESC LIMIT ?) ORDER BY seq`;
    params.push(query.last);
  } else {
    sql = `SELECT ${SELECT_COLUMNS} FROM records${cond} ORDER BY seq`;
    if (query.limit !== undefined) {
      sql += ' LIMIT ?';
      params.push(query.limit);
    }
  }
  try {
    const stmt = db.prepare(sql).raw(true);
    return (stmt.all(...params) as unknown[][]).map(rowFromArray);
  } catch {
    throw new AuditError('READ_FAILED', 'cannot read audit records');
  }
}

/** Reads records from a database file or handle. */
export function readAuditRecords(source: AuditSource, query: RecordQuery = {}): AuditRecord[] {
  return withDb(source, (db) => queryRows(db, query).map(rowToRecord));
}

export interface StoredSummary {
  readonly ref: string;
  readonly kind: 'dependency' | 'context';
  readonly summary: unknown;
}

export function readSummaries(db: Db, refs: Iterable<string>): StoredSummary[] {
  const stmt = db.prepare('SELECT ref, kind, body FROM summaries WHERE ref = ?');
  const out: StoredSummary[] = [];
  for (const ref of [...new Set(refs)].sort()) {
    const row = stmt.get(ref) as { ref: string; kind: string; body: string } | undefined;
    if (row !== undefined) {
      let summary: unknown;
      try {
        summary = JSON.parse(row.body) as unknown;
      } catch {
        throw new AuditError('READ_FAILED', 'a stored summary is malformed', { ref });
      }
      out.push({ ref: row.ref, kind: row.kind === 'context' ? 'context' : 'dependency', summary });
    }
  }
  return out;
}

/** Refs a row points to. */
export function rowRefs(row: RecordRow): string[] {
  const refs: string[] = [];
  if (row.argRefs !== null) {
    try {
      for (const v of Object.values(JSON.parse(row.argRefs) as Record<string, unknown>)) {
        if (typeof v === 'string') refs.push(v);
      }
    } catch {
      // malformed argRefs are reported by verification
    }
  }
  if (row.contextRef !== null) refs.push(row.contextRef);
  return refs;
}
