/**
 * The audit package's error family. Codes are stable; the Fluent message id is
 * `audit-<code in kebab-case>`. `data` never holds raw event text or secrets: only
 * sequence numbers, counts, field names and hashes.
 */
import { ZamburakError } from '@zamburak/kernel';

/** Every code an `AuditError` can carry. */
export const AUDIT_ERROR_CODES = [
  'INVALID_OPTIONS',
  'INVALID_EVENT',
  'OPEN_FAILED',
  'NOT_AN_AUDIT_LOG',
  'UNSUPPORTED_FORMAT',
  'CORRUPT_HEAD',
  'SCHEMA_TAMPERED',
  'WRITE_FAILED',
  'LOG_CLOSED',
  'LOG_LOCKED',
  'LOG_FAILED',
  'READ_FAILED',
  'ARCHIVE_FAILED',
  'UNREDACTED_RECORD',
  'INVALID_JSONL',
  'INTENT_LOG_CORRUPT',
  'LOG_UNVERIFIED',
] as const;

export type AuditErrorCode = (typeof AUDIT_ERROR_CODES)[number];

/**
 * Machine reasons `verifyAuditLog` / `verifyAuditJsonl` report for the first bad record.
 * - EDITED: a record's content no longer matches its hash.
 * - DELETED: one or more records are missing (a gap, or a gap closed by renumbering).
 * - INSERTED: a record that was not part of the chain sits at this position.
 * - REORDERED: a record that belongs later in the chain sits at this position.
 * - TRUNCATED_TAIL: the chain ends before the expected head the host kept.
 * - HEAD_MISMATCH: the record at the expected head's position has another hash.
 * - BROKEN_LINK: a self-consistent record does not link to its predecessor.
 * - BAD_GENESIS: the first record is not a well-formed genesis record.
 * - SUMMARY_EDITED / SUMMARY_MISSING: a referenced summary was altered or removed.
 * - ARCHIVE_MISMATCH: an archive segment does not join the live chain.
 * - SCHEMA_TAMPERED: the chain verifies but the append-only triggers were removed.
 * - MALFORMED_RECORD: a row or JSONL line is not a record of this format.
 * - CHECKPOINT_INVALID: a signed checkpoint does not verify with the host's public key:
 *   the chain before it was rewritten, or it was forged (or signed with another key).
 */
export const AUDIT_REASON_CODES = [
  'EDITED',
  'DELETED',
  'INSERTED',
  'REORDERED',
  'TRUNCATED_TAIL',
  'HEAD_MISMATCH',
  'BROKEN_LINK',
  'BAD_GENESIS',
  'SUMMARY_EDITED',
  'SUMMARY_MISSING',
  'ARCHIVE_MISMATCH',
  'SCHEMA_TAMPERED',
  'MALFORMED_RECORD',
  'CHECKPOINT_INVALID',
] as const;

export type AuditReasonCode = (typeof AUDIT_REASON_CODES)[number];

export type AuditErrorData = Readonly<Record<string, string | number | boolean>>;

export class AuditError extends ZamburakError<AuditErrorCode, AuditErrorData> {
  constructor(code: AuditErrorCode, message: string, data: AuditErrorData = {}) {
    super('audit', code, message, data);
  }
}
