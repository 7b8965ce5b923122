/**
 * Public surface of @zamburak/postgres: a PostgreSQL store that a fleet of runtime processes
 * shares. Every export of the package is named here.
 *
 * - `openPostgresStore({ connection })`: connects, migrates the schema (versioned, under an
 *   advisory lock; `SCHEMA_TOO_NEW` for a newer one) and returns the shared ledgers.
 * - `store.openAuditLog({ log, tokenKey, clock })`: one hash chain per log name, appended by
 *   any number of processes, records made by @zamburak/audit's own code; `store.verifyAuditLog`
 *   checks it with audit's verifier. `verifyPostgresAuditLog({ connection, log })` does it
 *   read-only without a store (no migration); `zamburak-audit verify --store <url>` and
 *   `zamburak-postgres verify` do it from the shell.
 * - `store.revocations` (read at each validation, NOTIFY to watchers), `store.usage` (budgets
 *   charged atomically across processes), `store.approvals` (claimed once; an
 *   `ApprovalLedger` for `createRuntime`) and `store.snapshots` (stored, claimed once).
 * - Errors: `PostgresError` with a stable `code` (`POSTGRES_ERROR_CODES`), `postgres-*` ids.
 */
export const PACKAGE_NAME = '@zamburak/postgres';

export {
  APPEND_ONLY_TRIGGERS,
  type OpenPostgresAuditLogOptions,
  type PostgresAppendResult,
  type PostgresAuditLog,
  type VerifyPostgresOptions,
} from './audit.js';
export { POSTGRES_CLI_EXIT, type PostgresCliIo, runPostgresCli } from './cli.js';
export {
  POSTGRES_ERROR_CODES,
  PostgresError,
  type PostgresErrorCode,
  type PostgresErrorData,
} from './errors.js';
export {
  type PostgresApprovalLedger,
  type PostgresRevocations,
  type PostgresSnapshotStore,
  type PostgresUsageLedger,
  REVOCATION_CHANNEL,
  type RevocationWatch,
} from './ledgers.js';
export {
  MIGRATIONS,
  type Migration,
  type MigrationResult,
  migrate,
  SCHEMA_VERSION,
} from './migrations.js';
export { type RuntimeAuditLog, runtimeAuditLog } from './runtime-audit.js';
export {
  type OpenPostgresStoreOptions,
  openPostgresStore,
  type PostgresStore,
  type PostgresStoreOptions,
  type VerifyPostgresAuditLogOptions,
  verifyPostgresAuditLog,
} from './store.js';
