/**
 * The PostgreSQL store's error family. Codes are stable; the Fluent message id is
 * `postgres-<code in kebab-case>`. `data` holds operation names, schema versions, counts and
 * PostgreSQL's five-character SQLSTATE: never a server message, a row value, a connection
 * string or a password (a server message may quote the data that failed).
 */
import { ZamburakError } from '@zamburak/kernel';

export const POSTGRES_ERROR_CODES = [
  'INVALID_OPTIONS',
  'CONNECT_FAILED',
  'SCHEMA_TOO_NEW',
  'MIGRATION_FAILED',
  'QUERY_FAILED',
  'WRITE_FAILED',
  'CORRUPT_HEAD',
  'STORE_CLOSED',
] as const;
export type PostgresErrorCode = (typeof POSTGRES_ERROR_CODES)[number];

export type PostgresErrorData = Readonly<Record<string, string | number | boolean>>;

export class PostgresError extends ZamburakError<PostgresErrorCode, PostgresErrorData> {
  constructor(code: PostgresErrorCode, message: string, data: PostgresErrorData = {}) {
    super('postgres', code, message, data);
  }
}

/** PostgreSQL's SQLSTATE of a driver error (five characters), or a reason without text. */
export function sqlState(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  if (typeof code === 'string' && /^E[A-Z]{2,20}$/.test(code)) return code; // ECONNREFUSED, ENOENT
  return 'unknown';
}

/** A failed read or write: `QUERY_FAILED` with the operation and SQLSTATE (never the text). */
export function queryFailed(operation: string, e: unknown): PostgresError {
  if (e instanceof ZamburakError) return e as PostgresError;
  return new PostgresError('QUERY_FAILED', `the ${operation} query failed`, {
    operation,
    sqlState: sqlState(e),
  });
}
