/**
 * The store's schema, as numbered migrations applied at open: in one transaction, under a
 * transaction-scoped advisory lock (so that the processes of a fleet starting together
 * migrate once, the others wait and then see the result). A database whose schema is newer
 * than this code is refused (`SCHEMA_TOO_NEW`): old code never writes to a schema it does not
 * know. Every table name starts with `zamburak_`.
 */
import type pg from 'pg';
import { PostgresError, sqlState } from './errors.js';

export interface Migration {
  readonly version: number;
  readonly sql: string;
}

/** Advisory lock key of schema migrations (any constant other applications do not use). */
export const MIGRATION_LOCK = 0x7a616d62; // 'zamb'

const V1 = `
CREATE TABLE zamburak_audit_heads (
  log text PRIMARY KEY,
  seq bigint NOT NULL CHECK (seq >= 0),
  hash text NOT NULL
);
CREATE TABLE zamburak_audit_records (
  log text NOT NULL,
  seq bigint NOT NULL CHECK (seq >= 1),
  hash text NOT NULL,
  event text NOT NULL,
  line text NOT NULL,
  PRIMARY KEY (log, seq)
);
CREATE TABLE zamburak_audit_summaries (
  log text NOT NULL,
  ref text NOT NULL,
  line text NOT NULL,
  PRIMARY KEY (log, ref)
);
CREATE FUNCTION zamburak_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'zamburak audit tables are append-only' USING ERRCODE = 'ZA001';
END $$;
CREATE TRIGGER zamburak_audit_records_append_only BEFORE UPDATE OR DELETE ON zamburak_audit_records
  FOR EACH ROW EXECUTE FUNCTION zamburak_append_only();
CREATE TRIGGER zamburak_audit_records_no_truncate BEFORE TRUNCATE ON zamburak_audit_records
  FOR EACH STATEMENT EXECUTE FUNCTION zamburak_append_only();
CREATE TRIGGER zamburak_audit_summaries_append_only BEFORE UPDATE OR DELETE ON zamburak_audit_summaries
  FOR EACH ROW EXECUTE FUNCTION zamburak_append_only();
CREATE TRIGGER zamburak_audit_summaries_no_truncate BEFORE TRUNCATE ON zamburak_audit_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION zamburak_append_only();

CREATE TABLE zamburak_revocations (
  token_id text PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE zamburak_usage (
  token_id text PRIMARY KEY,
  uses bigint NOT NULL CHECK (uses >= 0)
);
-- Charges ids(i) by ns(i) uses, all or nothing: each row is one guarded upsert (the WHERE
-- of ON CONFLICT is evaluated on the locked, latest row), never a read then a write. A
-- charge past its budget raises ZB001 (DETAIL: the token id), which undoes the statement.
CREATE FUNCTION zamburak_charge(ids text[], ns bigint[], maxes bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  i int;
  got bigint;
BEGIN
  FOR i IN 1 .. coalesce(array_length(ids, 1), 0) LOOP
    got := NULL;
    INSERT INTO zamburak_usage AS u (token_id, uses) VALUES (ids[i], ns[i])
      ON CONFLICT (token_id) DO UPDATE SET uses = u.uses + excluded.uses
      WHERE maxes[i] IS NULL OR u.uses + excluded.uses <= maxes[i]
      RETURNING u.uses INTO got;
    IF got IS NULL OR (maxes[i] IS NOT NULL AND got > maxes[i]) THEN
      RAISE EXCEPTION 'use budget exhausted' USING ERRCODE = 'ZB001', DETAIL = ids[i];
    END IF;
  END LOOP;
END $$;

CREATE TABLE zamburak_approvals (
  request_id text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX zamburak_approvals_expiry ON zamburak_approvals (expires_at);

CREATE TABLE zamburak_snapshots (
  id text PRIMARY KEY,
  body bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  expires_at bigint,
  claimed_at timestamptz
);
`;

/** Every migration, oldest first; version n is at index n - 1. */
export const MIGRATIONS: readonly Migration[] = [{ version: 1, sql: V1 }];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export interface MigrationResult {
  /** Version found before (0 for a database without the store). */
  readonly from: number;
  readonly to: number;
}

/**
 * Brings the database to `SCHEMA_VERSION` (or checks it is there). `SCHEMA_TOO_NEW` for a
 * newer one; `MIGRATION_FAILED` when a migration fails (nothing of it is kept).
 */
export async function migrate(
  client: pg.ClientBase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrationResult> {
  const target = migrations.length;
  let step = 0;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS zamburak_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const r = await client.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM zamburak_schema',
    );
    const from = r.rows[0]?.v ?? 0;
    if (from > target) {
      throw new PostgresError('SCHEMA_TOO_NEW', 'the database schema is newer than this code', {
        found: from,
        supported: target,
      });
    }
    for (const m of migrations.slice(from)) {
      step = m.version;
      await client.query(m.sql);
      await client.query('INSERT INTO zamburak_schema (version) VALUES ($1)', [m.version]);
    }
    await client.query('COMMIT');
    return { from, to: target };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (e instanceof PostgresError) throw e;
    if (step > 0) {
      throw new PostgresError('MIGRATION_FAILED', 'a schema migration failed', {
        version: step,
        sqlState: sqlState(e),
      });
    }
    throw new PostgresError('CONNECT_FAILED', 'cannot read the schema version', {
      sqlState: sqlState(e),
    });
  }
}
