/**
 * An audit log in PostgreSQL that any number of processes append to: one hash chain per
 * log name, ordered and linked inside the database. Each commit locks the log's head row
 * (`SELECT ... FOR UPDATE`), links its records after that head with @zamburak/audit's own
 * record code (`createChainKit`: the same redaction, canonical form, hash and JSONL line as
 * the SQLite log), inserts them and moves the head, in one transaction. `append` resolves
 * once that transaction committed (PostgreSQL's `synchronous_commit` decides what a commit
 * survives; on by default: WAL flushed to disk). Appends made while a commit is in flight
 * are committed together in the next one (group commit).
 */
import {
  type AuditEvent,
  type AuditHead,
  type ChainEvent,
  type ChainKitOptions,
  createChainKit,
  GENESIS_HEAD,
  type VerifyFailure,
  type VerifyJsonlOk,
  verifyAuditJsonl,
} from '@zamburak/audit';
import type pg from 'pg';
import { PostgresError, queryFailed, sqlState } from './errors.js';
import type { StoreConnection } from './store.js';

export interface OpenPostgresAuditLogOptions extends ChainKitOptions {
  /** Name of the chain (default `'default'`): letters, digits and `_.:-`, at most 128. */
  readonly log?: string;
  /** Most records committed in one transaction (default 256). */
  readonly maxBatch?: number;
}

/** What `append` resolves to: the record's place in the chain, committed. */
export interface PostgresAppendResult extends AuditHead {
  readonly durable: true;
  readonly persisted: 'postgres';
}

export interface PostgresAuditLog {
  readonly log: string;
  /**
   * Appends an event; resolves once its record is committed (security and operational
   * events alike). Rejects with `INVALID_EVENT` (AuditError) for an event the SQLite log
   * refuses, `WRITE_FAILED` when the commit failed (the record is not in the log).
   */
  append(event: AuditEvent): Promise<PostgresAppendResult>;
  /**
   * As `append`, but an event the log refuses or a closed log throws at once (as the SQLite
   * log's `append` does) instead of rejecting; the commit is still awaited through the promise.
   */
  enqueue(event: AuditEvent): Promise<PostgresAppendResult>;
  /** The committed head, read from the database. */
  head(): Promise<AuditHead>;
  /** Verifies the whole chain with @zamburak/audit's verifier (see `verifyPostgresAuditLog`). */
  verify(options?: VerifyPostgresOptions): Promise<VerifyJsonlOk | VerifyFailure>;
  /** The log as JSONL (summary lines, then records), as `exportJsonl` writes a SQLite log. */
  exportJsonl(): Promise<string>;
  /** Waits for appends in flight, then refuses new ones (`STORE_CLOSED`). Idempotent. */
  close(): Promise<void>;
}

const LOG_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;

interface Pending {
  readonly prepared: ChainEvent;
  resolve(r: PostgresAppendResult): void;
  reject(e: unknown): void;
}

const HEAD_FOR_UPDATE = 'SELECT seq, hash FROM zamburak_audit_heads WHERE log = $1 FOR UPDATE';
const INSERT_RECORDS =
  'INSERT INTO zamburak_audit_records (log, seq, hash, event, line) ' +
  'SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[])';
const INSERT_SUMMARIES =
  'INSERT INTO zamburak_audit_summaries (log, ref, line) ' +
  'SELECT $1, * FROM unnest($2::text[], $3::text[]) ON CONFLICT DO NOTHING';
const MOVE_HEAD = 'UPDATE zamburak_audit_heads SET seq = $2, hash = $3 WHERE log = $1';

function toHead(row: { seq: string | number; hash: string } | undefined): AuditHead | undefined {
  if (row === undefined) return undefined;
  const seq = Number(row.seq);
  if (!Number.isSafeInteger(seq) || seq < 0) return undefined;
  return { seq, hash: row.hash };
}

/**
 * Links `batch` after the locked head and commits it on `client` (inside BEGIN): the
 * records, their summaries and the new head. Returns the heads of the records, in order.
 */
async function commitBatch(
  client: pg.ClientBase,
  log: string,
  batch: readonly ChainEvent[],
  genesis: boolean,
): Promise<AuditHead[]> {
  const r = await client.query<{ seq: string; hash: string }>(HEAD_FOR_UPDATE, [log]);
  let head = toHead(r.rows[0]);
  if (head === undefined) {
    throw new PostgresError('CORRUPT_HEAD', 'the audit log has no head', { log });
  }
  if (genesis && head.seq > 0) return []; // another process wrote it first
  const seqs: number[] = [];
  const hashes: string[] = [];
  const events: string[] = [];
  const lines: string[] = [];
  const refs: string[] = [];
  const summaryLines: string[] = [];
  const seen = new Set<string>();
  const heads: AuditHead[] = [];
  for (const p of batch) {
    const rec = p.link(head);
    seqs.push(rec.seq);
    hashes.push(rec.hash);
    events.push(p.event);
    lines.push(rec.line);
    for (const s of p.summaries) {
      if (seen.has(s.ref)) continue;
      seen.add(s.ref);
      refs.push(s.ref);
      summaryLines.push(s.line);
    }
    head = { seq: rec.seq, hash: rec.hash };
    heads.push(head);
  }
  if (refs.length > 0) await client.query(INSERT_SUMMARIES, [log, refs, summaryLines]);
  await client.query(INSERT_RECORDS, [log, seqs, hashes, events, lines]);
  await client.query(MOVE_HEAD, [log, head.seq, head.hash]);
  return heads;
}

/** Runs `fn` in a transaction on a pooled client; a broken client is discarded. */
async function inTransaction<T>(
  conn: StoreConnection,
  operation: string,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await conn.connect(operation);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (e) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = new Error('connection lost');
    }
    throw e;
  } finally {
    client.release(broken);
  }
}

/**
 * Opens (creating if needed) the chain `log` in the store's database: a new chain gets its
 * genesis record (exactly one, whichever process comes first); an existing one has its head
 * checked against its last record (`CORRUPT_HEAD`).
 */
export async function openAuditChain(
  conn: StoreConnection,
  options: OpenPostgresAuditLogOptions,
): Promise<PostgresAuditLog> {
  if (typeof options !== 'object' || options === null) {
    throw new PostgresError('INVALID_OPTIONS', 'options are required', { option: 'options' });
  }
  const log = options.log ?? 'default';
  if (typeof log !== 'string' || !LOG_NAME.test(log)) {
    throw new PostgresError('INVALID_OPTIONS', 'log must be a name of 1-128 [A-Za-z0-9_.:-]', {
      option: 'log',
    });
  }
  const maxBatch = options.maxBatch ?? 256;
  if (!(Number.isSafeInteger(maxBatch) && maxBatch >= 1 && maxBatch <= 10_000)) {
    throw new PostgresError('INVALID_OPTIONS', 'maxBatch must be 1..10000', {
      option: 'maxBatch',
    });
  }
  // Refuses a short key, a bad clock or bad patterns exactly as openAuditLog does.
  const kit = createChainKit(options);
  try {
    await inTransaction(conn, 'audit open', async (client) => {
      await client.query(
        'INSERT INTO zamburak_audit_heads (log, seq, hash) VALUES ($1, 0, $2) ON CONFLICT DO NOTHING',
        [log, GENESIS_HEAD.hash],
      );
      const written = await commitBatch(client, log, [kit.genesis()], true);
      if (written.length > 0) return;
      const r = await client.query<{ seq: string; hash: string }>(
        'SELECT h.seq, h.hash, r.hash AS last, (SELECT max(seq) FROM zamburak_audit_records WHERE log = $1) AS top ' +
          'FROM zamburak_audit_heads h LEFT JOIN zamburak_audit_records r ON r.log = h.log AND r.seq = h.seq ' +
          'WHERE h.log = $1',
        [log],
      );
      const row = r.rows[0] as
        | { seq: string; hash: string; last: string | null; top: string | null }
        | undefined;
      if (row === undefined || row.last !== row.hash || row.top !== row.seq) {
        throw new PostgresError('CORRUPT_HEAD', 'the audit head does not match its last record', {
          log,
        });
      }
    });
  } catch (e) {
    if (e instanceof PostgresError && e.code !== 'QUERY_FAILED') throw e;
    throw new PostgresError('WRITE_FAILED', 'cannot open the audit chain', {
      log,
      firstSeq: 1,
      lastSeq: 1,
      sqlState: e instanceof PostgresError ? String(e.data.sqlState) : sqlState(e),
    });
  }

  const queue: Pending[] = [];
  let running: Promise<void> | undefined;
  let closed = false;

  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const heads = await inTransaction(conn, 'audit append', (client) =>
          commitBatch(
            client,
            log,
            batch.map((b) => b.prepared),
            false,
          ),
        );
        batch.forEach((b, i) => {
          const h = heads[i]!;
          b.resolve({ seq: h.seq, hash: h.hash, durable: true, persisted: 'postgres' });
        });
      } catch (e) {
        const err =
          e instanceof PostgresError && e.code !== 'QUERY_FAILED'
            ? e
            : new PostgresError('WRITE_FAILED', 'the audit records could not be committed', {
                log,
                firstSeq: 0,
                lastSeq: 0,
                sqlState: e instanceof PostgresError ? String(e.data.sqlState) : sqlState(e),
              });
        for (const b of batch) b.reject(err);
      }
    }
    running = undefined;
  };

  const usable = () => {
    if (closed) throw new PostgresError('STORE_CLOSED', 'the audit log is closed');
    conn.usable();
  };

  const enqueue = (event: AuditEvent): Promise<PostgresAppendResult> => {
    usable();
    const prepared = kit.prepare(event);
    return new Promise<PostgresAppendResult>((resolve, reject) => {
      queue.push({ prepared, resolve, reject });
      running ??= drain();
    });
  };

  return {
    log,
    async append(event) {
      return enqueue(event);
    },
    enqueue,
    async head() {
      usable();
      const r = await conn.query<{ seq: string; hash: string }>(
        'audit head',
        'SELECT seq, hash FROM zamburak_audit_heads WHERE log = $1',
        [log],
      );
      const h = toHead(r.rows[0]);
      if (h === undefined) throw new PostgresError('CORRUPT_HEAD', 'no audit head', { log });
      return h;
    },
    async verify(o = {}) {
      usable();
      return verifyAuditChain(conn, log, o);
    },
    async exportJsonl() {
      usable();
      return chainJsonl(conn, log);
    },
    async close() {
      if (closed) return;
      closed = true;
      while (running !== undefined) await running;
    },
  };
}

/** The log as JSONL: summary lines (by ref), then records (by seq). */
async function chainJsonl(conn: StoreConnection, log: string): Promise<string> {
  const sums = await conn.query<{ line: string }>(
    'audit read',
    'SELECT line FROM zamburak_audit_summaries WHERE log = $1 ORDER BY ref',
    [log],
  );
  const recs = await conn.query<{ line: string }>(
    'audit read',
    'SELECT line FROM zamburak_audit_records WHERE log = $1 ORDER BY seq',
    [log],
  );
  const lines = [...sums.rows, ...recs.rows].map((r) => r.line);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

export interface VerifyPostgresOptions {
  /**
   * The head the host kept outside the database (detects a truncated tail). Default: the
   * log's head row, so that records removed behind it are reported (`TRUNCATED_TAIL`).
   */
  readonly expectedHead?: AuditHead;
}

/** Names of the append-only triggers: a missing one is `SCHEMA_TAMPERED`. */
export const APPEND_ONLY_TRIGGERS = [
  'zamburak_audit_records_append_only',
  'zamburak_audit_records_no_truncate',
  'zamburak_audit_summaries_append_only',
  'zamburak_audit_summaries_no_truncate',
] as const;

/**
 * Verifies a chain with @zamburak/audit's `verifyAuditJsonl` over the stored lines (every
 * hash and link recomputed, summaries checked against their content address), against the
 * head row (or `expectedHead`), then checks the append-only triggers.
 */
export async function verifyAuditChain(
  conn: StoreConnection,
  log: string,
  options: VerifyPostgresOptions = {},
): Promise<VerifyJsonlOk | VerifyFailure> {
  // One snapshot for the summaries, the records and the head: a writer of the fleet that
  // commits between two reads would otherwise move the head past the records read.
  const client = await conn.connect('audit verify');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await verifyInSnapshot(onClient(conn, client), log, options);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw queryFailed('audit verify', e);
  } finally {
    client.release();
  }
}

/** `conn`'s query runner on one client (its transaction), with the same error mapping. */
function onClient(conn: StoreConnection, client: pg.PoolClient): StoreConnection {
  return {
    ...conn,
    async query<R extends pg.QueryResultRow>(
      operation: string,
      text: string,
      values?: readonly unknown[],
    ) {
      conn.usable();
      try {
        return await client.query<R>(text, values as unknown[] | undefined);
      } catch (e) {
        throw queryFailed(operation, e);
      }
    },
  };
}

async function verifyInSnapshot(
  conn: StoreConnection,
  log: string,
  options: VerifyPostgresOptions,
): Promise<VerifyJsonlOk | VerifyFailure> {
  const text = await chainJsonl(conn, log);
  let expectedHead = options.expectedHead;
  if (expectedHead === undefined) {
    const r = await conn.query<{ seq: string; hash: string }>(
      'audit head',
      'SELECT seq, hash FROM zamburak_audit_heads WHERE log = $1',
      [log],
    );
    expectedHead = toHead(r.rows[0]);
  }
  const result = verifyAuditJsonl(text, expectedHead === undefined ? {} : { expectedHead });
  if (!result.ok) return result;
  const t = await conn.query<{ n: string }>(
    'audit verify',
    "SELECT count(*) AS n FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'D' AND tgname = ANY($1::text[])",
    [APPEND_ONLY_TRIGGERS],
  );
  const present = Number(t.rows[0]?.n ?? 0);
  if (present < APPEND_ONLY_TRIGGERS.length) {
    return {
      ok: false,
      reason: 'SCHEMA_TAMPERED',
      seq: 0,
      records: result.records,
      detail: { missing: APPEND_ONLY_TRIGGERS.length - present },
    };
  }
  return result;
}
