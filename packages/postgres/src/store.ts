/**
 * `openPostgresStore`: one connection pool, the schema migrated (or checked) at open, and
 * the ledgers a fleet of runtimes shares on it. Every method fails closed: a closed store, a
 * lost connection or a refused query throws a `PostgresError` (never the server's text).
 */
import { type VerifyFailure, type VerifyJsonlOk, verifyAuditJsonl } from '@zamburak/audit';
import pg from 'pg';
import {
  type OpenPostgresAuditLogOptions,
  openAuditChain,
  type PostgresAuditLog,
  type VerifyPostgresOptions,
  verifyAuditChain,
} from './audit.js';
import { PostgresError, queryFailed, sqlState } from './errors.js';
import {
  approvalLedger,
  type PostgresApprovalLedger,
  type PostgresRevocations,
  type PostgresSnapshotStore,
  type PostgresUsageLedger,
  revocations,
  snapshotStore,
  usageLedger,
} from './ledgers.js';
import { type MigrationResult, migrate, SCHEMA_VERSION } from './migrations.js';

export interface PostgresStoreOptions {
  /**
   * A connection string (`postgresql://user@host/db`, `postgresql:///db?host=/run/pg`) or a
   * `pg` pool configuration (host may be a Unix socket directory).
   */
  readonly connection: string | pg.PoolConfig;
  /** Pool size (default 10). */
  readonly maxConnections?: number;
}

/** A query runner bound to the store's pool: fails closed once the store is closed. */
export interface StoreConnection {
  readonly pool: pg.Pool;
  /** One statement, retried never; `QUERY_FAILED` with `operation` on any failure. */
  query<R extends pg.QueryResultRow>(
    operation: string,
    text: string,
    values?: readonly unknown[],
  ): Promise<pg.QueryResult<R>>;
  /** A dedicated client for a transaction (released by the caller). */
  connect(operation: string): Promise<pg.PoolClient>;
  /** Throws `STORE_CLOSED` after close. */
  usable(): void;
}

export function checkConnectionOptions(where: string, o: unknown): PostgresStoreOptions {
  const c = (o as { connection?: unknown } | null)?.connection;
  if (
    typeof o !== 'object' ||
    o === null ||
    !((typeof c === 'string' && c !== '') || (typeof c === 'object' && c !== null))
  ) {
    throw new PostgresError('INVALID_OPTIONS', `${where}: connection is required`, {
      option: 'connection',
    });
  }
  const max = (o as PostgresStoreOptions).maxConnections;
  if (max !== undefined && !(Number.isSafeInteger(max) && max >= 1)) {
    throw new PostgresError('INVALID_OPTIONS', `${where}: maxConnections must be >= 1`, {
      option: 'maxConnections',
    });
  }
  return o as PostgresStoreOptions;
}

/** Opens a pool (no query yet). */
export function createPool(o: PostgresStoreOptions): pg.Pool {
  const base: pg.PoolConfig =
    typeof o.connection === 'string' ? { connectionString: o.connection } : { ...o.connection };
  const pool = new pg.Pool({ ...base, max: o.maxConnections ?? base.max ?? 10 });
  // An idle client losing its connection emits 'error' on the pool; without a listener that
  // would end the process. The next query on the pool reports the failure instead.
  pool.on('error', () => undefined);
  return pool;
}

export function storeConnection(pool: pg.Pool, isClosed: () => boolean): StoreConnection {
  const usable = () => {
    if (isClosed()) throw new PostgresError('STORE_CLOSED', 'the PostgreSQL store is closed');
  };
  return {
    pool,
    usable,
    async query<R extends pg.QueryResultRow>(
      operation: string,
      text: string,
      values?: readonly unknown[],
    ) {
      usable();
      try {
        return await pool.query<R>(text, values as unknown[] | undefined);
      } catch (e) {
        throw queryFailed(operation, e);
      }
    },
    async connect(operation: string) {
      usable();
      try {
        return await pool.connect();
      } catch (e) {
        throw queryFailed(operation, e);
      }
    },
  };
}

/** Connects once and migrates: `CONNECT_FAILED`, `SCHEMA_TOO_NEW`, `MIGRATION_FAILED`. */
export async function openAndMigrate(pool: pg.Pool): Promise<MigrationResult> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (e) {
    throw new PostgresError('CONNECT_FAILED', 'cannot connect to PostgreSQL', {
      sqlState: sqlState(e),
    });
  }
  try {
    return await migrate(client);
  } finally {
    client.release();
  }
}

export { SCHEMA_VERSION };

export interface PostgresStore {
  /** The pool the store uses (for the host's own diagnostics; the store owns it). */
  readonly pool: pg.Pool;
  /** What the open found and left: `{ from, to }` schema versions. */
  readonly migration: MigrationResult;
  readonly revocations: PostgresRevocations;
  readonly usage: PostgresUsageLedger;
  readonly approvals: PostgresApprovalLedger;
  readonly snapshots: PostgresSnapshotStore;
  /** Opens (creating if needed) one audit chain that every process may append to. */
  openAuditLog(options: OpenPostgresAuditLogOptions): Promise<PostgresAuditLog>;
  /** Verifies a chain (by name; default `'default'`) with @zamburak/audit's verifier. */
  verifyAuditLog(
    log?: string,
    options?: VerifyPostgresOptions,
  ): Promise<VerifyJsonlOk | VerifyFailure>;
  /** Closes the pool; every later call throws `STORE_CLOSED`. Idempotent. */
  close(): Promise<void>;
}

export interface OpenPostgresStoreOptions extends PostgresStoreOptions {
  /** How long an approval id is kept after its expiry (default one day), as the SQLite ledger. */
  readonly approvalRetainAfterExpiryMs?: number;
}

/**
 * Connects, migrates the schema (or checks it: `SCHEMA_TOO_NEW` for a newer one) and
 * returns the shared ledgers. `CONNECT_FAILED` when the server cannot be reached.
 */
export async function openPostgresStore(options: OpenPostgresStoreOptions): Promise<PostgresStore> {
  const o = checkConnectionOptions('openPostgresStore', options);
  const retain = options.approvalRetainAfterExpiryMs ?? 86_400_000;
  if (!(Number.isSafeInteger(retain) && retain >= 0)) {
    throw new PostgresError('INVALID_OPTIONS', 'approvalRetainAfterExpiryMs must be >= 0', {
      option: 'approvalRetainAfterExpiryMs',
    });
  }
  const pool = createPool(o);
  let migration: MigrationResult;
  try {
    migration = await openAndMigrate(pool);
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
  let closed = false;
  const conn = storeConnection(pool, () => closed);
  const logs = new Set<PostgresAuditLog>();
  return {
    pool,
    migration,
    revocations: revocations(conn),
    usage: usageLedger(conn),
    approvals: approvalLedger(conn, retain),
    snapshots: snapshotStore(conn),
    async openAuditLog(opts) {
      conn.usable();
      const log = await openAuditChain(conn, opts);
      logs.add(log);
      return log;
    },
    async verifyAuditLog(log = 'default', opts = {}) {
      conn.usable();
      return verifyAuditChain(conn, log, opts);
    },
    async close() {
      if (closed) return;
      for (const l of logs) await l.close();
      closed = true;
      await pool.end().catch(() => undefined);
    },
  };
}

export interface VerifyPostgresAuditLogOptions extends VerifyPostgresOptions {
  /** As `openPostgresStore`'s (a connection string or a `pg` pool configuration). */
  readonly connection: string | pg.PoolConfig;
  /** The chain (default `'default'`). */
  readonly log?: string;
}

/**
 * Verifies one chain without opening a store: one connection, the schema version read but
 * never migrated (nothing is written), the chain read in one snapshot and checked with
 * @zamburak/audit's verifier. A database without the store's schema holds no chain: the
 * answer is the verifier's for an empty log (a failure). `SCHEMA_TOO_NEW` for a newer schema
 * (this code cannot tell what it holds), `CONNECT_FAILED` when the server cannot be reached.
 * `zamburak-audit verify --store <url>` calls this.
 */
export async function verifyPostgresAuditLog(
  options: VerifyPostgresAuditLogOptions,
): Promise<VerifyJsonlOk | VerifyFailure> {
  const o = checkConnectionOptions('verifyPostgresAuditLog', options);
  const pool = createPool({ connection: o.connection, maxConnections: 1 });
  try {
    try {
      (await pool.connect()).release();
    } catch (e) {
      throw new PostgresError('CONNECT_FAILED', 'cannot connect to PostgreSQL', {
        sqlState: sqlState(e),
      });
    }
    const conn = storeConnection(pool, () => false);
    const r = await conn.query<{ present: boolean }>(
      'schema version',
      "SELECT to_regclass('zamburak_schema') IS NOT NULL AS present",
    );
    let found = 0;
    if (r.rows[0]?.present === true) {
      const v = await conn.query<{ v: number | null }>(
        'schema version',
        'SELECT max(version) AS v FROM zamburak_schema',
      );
      found = v.rows[0]?.v ?? 0;
    }
    if (found > SCHEMA_VERSION) {
      throw new PostgresError('SCHEMA_TOO_NEW', 'the database schema is newer than this code', {
        found,
        supported: SCHEMA_VERSION,
      });
    }
    const expected =
      options.expectedHead === undefined ? {} : { expectedHead: options.expectedHead };
    if (found === 0) return verifyAuditJsonl('', expected);
    return await verifyAuditChain(conn, options.log ?? 'default', expected);
  } finally {
    await pool.end().catch(() => undefined);
  }
}
