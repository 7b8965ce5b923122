/**
 * A long-lived read-only reader for browsing a log (the decision explorer behind
 * `zamburak-audit serve`): executions with filters and keyset paging, an execution's
 * timeline, one record and the summaries it references. The database is opened read-only
 * (`readonly: true, fileMustExist: true`): the reader never creates, converts or writes it,
 * and never creates an index. Records are read through the package's own row reader
 * (`queryRows` / `rowToRecord`), so a new record version is handled here, not by callers.
 */
import Database from 'better-sqlite3';
import {
  checkFormat,
  type Db,
  openReason,
  queryRows,
  readSummaries,
  type StoredSummary,
} from './db.js';
import { AuditError } from './errors.js';
import type { AuditHead } from './log.js';
import { type AuditRecord, rowToRecord } from './record.js';
import { EXPLORER_INDEXES } from './schema.js';

/** Filters of the executions list; every given filter must hold (AND). */
export interface ExecutionQuery {
  /** Keyset cursor: only records with `seq` below it (the `next` of the previous page). */
  readonly before?: number;
  /** Page size (1..200, default 50). */
  readonly limit?: number;
  /** ISO-8601 bounds on a matching record's `ts` (inclusive). */
  readonly from?: string;
  readonly to?: string;
  /** The execution's final status (`execution_finished` decision), or `running` (none yet). */
  readonly status?: string;
  /** The execution has a record for this tool / with this reason code / policy hash / decision. */
  readonly tool?: string;
  readonly reasonCode?: string;
  readonly policyHash?: string;
  readonly decision?: string;
}

/** One row of the executions list. */
export interface ExecutionSummary {
  readonly executionId: string;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly firstTs: string;
  readonly lastTs: string;
  readonly records: number;
  /** Decision records (allowed, denied, confirmation, draft, observed). */
  readonly decisions: number;
  readonly denied: number;
  /** The `execution_finished` decision (`completed`, `denied`, `failed`, ...) or `running`. */
  readonly status: string;
  /** The policy hash of the newest record that names one. */
  readonly policyHash?: string;
  /** The newest matching record's sequence number (the list's sort key). */
  readonly matchSeq: number;
}

export interface ExecutionPage {
  readonly items: readonly ExecutionSummary[];
  /** The cursor for the next (older) page; absent on the last page. */
  readonly next?: number;
}

/** The read-only reader. */
export interface AuditReader {
  /** The newest record (`undefined` for an empty log). */
  head(): AuditHead | undefined;
  executions(query?: ExecutionQuery): ExecutionPage;
  /** An execution's records in sequence order (at most `limit`, default 5000). */
  timeline(executionId: string, limit?: number): AuditRecord[];
  record(seq: number): AuditRecord | undefined;
  /** Stored summaries by `sum_…` / `ctx_…` reference (unknown references are left out). */
  summaries(refs: Iterable<string>): StoredSummary[];
  /** Names of the indexes the explorer's queries use that this log lacks (older logs). */
  missingIndexes(): string[];
  close(): void;
}

const DECISION_EVENTS =
  "('effect_allowed','effect_denied','confirmation_requested','draft_requested','observed_would_deny')";

const MAX_LIMIT = 200;

/** Opens `path` read-only as an audit log (OPEN_FAILED / NOT_AN_AUDIT_LOG otherwise). */
export function openAuditReader(path: string): AuditReader {
  let db: Db;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 2000');
  } catch (e) {
    throw new AuditError('OPEN_FAILED', 'cannot open the audit database', {
      reason: openReason(path, e),
    });
  }
  try {
    checkFormat(db);
  } catch (e) {
    db.close();
    throw e;
  }
  return new Reader(db);
}

function read<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof AuditError) throw e;
    throw new AuditError('READ_FAILED', 'cannot read audit records');
  }
}

interface AggRow {
  id: string;
  firstSeq: number;
  lastSeq: number;
  firstTs: string;
  lastTs: string;
  records: number;
  decisions: number;
  denied: number;
  finishedSeq: number | null;
  policySeq: number | null;
}

class Reader implements AuditReader {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  head(): AuditHead | undefined {
    return read(() => {
      const row = this.#db
        .prepare('SELECT seq, hash FROM records ORDER BY seq DESC LIMIT 1')
        .get() as { seq: number; hash: string } | undefined;
      return row === undefined ? undefined : { seq: row.seq, hash: row.hash };
    });
  }

  executions(query: ExecutionQuery = {}): ExecutionPage {
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), MAX_LIMIT);
    const where: string[] = ['execution_id IS NOT NULL'];
    const params: (string | number)[] = [];
    const filter = (sql: string, v: string | undefined): void => {
      if (v === undefined || v === '') return;
      where.push(sql);
      params.push(v);
    };
    filter('tool = ?', query.tool);
    filter('reason_code = ?', query.reasonCode);
    filter('policy_hash = ?', query.policyHash);
    filter('decision = ?', query.decision);
    filter('ts >= ?', query.from);
    filter('ts <= ?', query.to);
    if (query.status === 'running') {
      where.push(
        "execution_id NOT IN (SELECT execution_id FROM records WHERE event = 'execution_finished' AND execution_id IS NOT NULL)",
      );
    } else if (query.status !== undefined && query.status !== '') {
      where.push(
        "execution_id IN (SELECT execution_id FROM records WHERE event = 'execution_finished' AND decision = ?)",
      );
      params.push(query.status);
    }
    const cond = where.join(' AND ');
    return read(() => {
      const before = query.before;
      const scan = this.#db
        .prepare(
          `SELECT seq, execution_id FROM records WHERE ${cond}${before === undefined ? '' : ' AND seq < ?'} ORDER BY seq DESC`,
        )
        .raw(true);
      // An execution whose newest matching record is at or after the cursor was on an
      // earlier page: one index lookup per candidate, or (a log without the execution
      // index) one pass over the records after the cursor.
      let earlier: ((id: string) => boolean) | undefined;
      if (before !== undefined) {
        if (this.#hasExecutionIndex()) {
          const stmt = this.#db
            .prepare(
              `SELECT 1 FROM records WHERE execution_id = ? AND seq >= ? AND ${cond} LIMIT 1`,
            )
            .pluck();
          earlier = (id) => stmt.get(id, before, ...params) !== undefined;
        } else {
          const seen = new Set(
            this.#db
              .prepare(`SELECT DISTINCT execution_id FROM records WHERE seq >= ? AND ${cond}`)
              .pluck()
              .all(before, ...params) as string[],
          );
          earlier = (id) => seen.has(id);
        }
      }
      const found: { id: string; seq: number }[] = [];
      const ids = new Set<string>();
      let more = false;
      const args = before === undefined ? params : [...params, before];
      for (const row of scan.iterate(...args) as IterableIterator<[number, string]>) {
        const [seq, id] = row;
        if (ids.has(id)) continue;
        if (earlier?.(id) === true) {
          ids.add(id);
          continue;
        }
        if (found.length === limit) {
          more = true;
          break;
        }
        ids.add(id);
        found.push({ id, seq });
      }
      const items = this.#summarise(found);
      const last = found[found.length - 1];
      return more && last !== undefined ? { items, next: last.seq } : { items };
    });
  }

  #indexed: boolean | undefined;

  #hasExecutionIndex(): boolean {
    this.#indexed ??= !this.missingIndexes().includes('records_execution');
    return this.#indexed;
  }

  #summarise(found: readonly { id: string; seq: number }[]): ExecutionSummary[] {
    if (found.length === 0) return [];
    const marks = found.map(() => '?').join(',');
    const rows = this.#db
      .prepare(
        `SELECT execution_id AS id, MIN(seq) AS firstSeq, MAX(seq) AS lastSeq, MIN(ts) AS firstTs, ` +
          `MAX(ts) AS lastTs, COUNT(*) AS records, SUM(event IN ${DECISION_EVENTS}) AS decisions, ` +
          `SUM(event = 'effect_denied') AS denied, ` +
          `MAX(CASE WHEN event = 'execution_finished' THEN seq END) AS finishedSeq, ` +
          `MAX(CASE WHEN policy_hash IS NOT NULL THEN seq END) AS policySeq ` +
          `FROM records WHERE execution_id IN (${marks}) GROUP BY execution_id`,
      )
      .all(...found.map((f) => f.id)) as AggRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const at = this.#db.prepare('SELECT decision, policy_hash FROM records WHERE seq = ?');
    const out: ExecutionSummary[] = [];
    for (const f of found) {
      const r = byId.get(f.id);
      if (r === undefined) continue;
      const finished =
        r.finishedSeq === null
          ? undefined
          : (at.get(r.finishedSeq) as { decision: string | null } | undefined);
      const policy =
        r.policySeq === null
          ? undefined
          : (at.get(r.policySeq) as { policy_hash: string | null } | undefined);
      out.push({
        executionId: r.id,
        firstSeq: r.firstSeq,
        lastSeq: r.lastSeq,
        firstTs: r.firstTs,
        lastTs: r.lastTs,
        records: r.records,
        decisions: r.decisions,
        denied: r.denied,
        status: finished === undefined ? 'running' : (finished.decision ?? 'finished'),
        ...(policy?.policy_hash ? { policyHash: policy.policy_hash } : {}),
        matchSeq: f.seq,
      });
    }
    return out;
  }

  timeline(executionId: string, limit = 5000): AuditRecord[] {
    return read(() =>
      queryRows(this.#db, { executionId, limit: Math.max(1, Math.trunc(limit)) }).map(rowToRecord),
    );
  }

  record(seq: number): AuditRecord | undefined {
    if (!Number.isSafeInteger(seq)) return undefined;
    return read(() => {
      const row = queryRows(this.#db, { fromSeq: seq, toSeq: seq })[0];
      return row === undefined ? undefined : rowToRecord(row);
    });
  }

  summaries(refs: Iterable<string>): StoredSummary[] {
    return read(() => readSummaries(this.#db, refs));
  }

  missingIndexes(): string[] {
    return read(() => {
      const have = new Set(
        (
          this.#db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as {
            name: string;
          }[]
        ).map((r) => r.name),
      );
      return EXPLORER_INDEXES.filter((n) => !have.has(n));
    });
  }

  close(): void {
    if (this.#db.open) this.#db.close();
  }
}
