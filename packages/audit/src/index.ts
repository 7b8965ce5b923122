/**
 * Public surface of @zamburak/audit. Every export of the package is named here.
 */
export const PACKAGE_NAME = '@zamburak/audit';

export { canonicalJson, sha256Tagged } from '@zamburak/kernel';
export {
  type ChainEvent,
  type ChainKit,
  type ChainKitOptions,
  type ChainSummary,
  createChainKit,
  GENESIS_HEAD,
  type LinkedRecord,
} from './chain-kit.js';
export type {
  CheckpointOptions,
  KeyInput,
  SignedCheckpoint,
} from './checkpoint.js';
export { AUDIT_CLI_EXIT, type CliIo, runAuditCli, type StoreVerifyRequest } from './cli.js';
export {
  type AuditSource,
  type RecordQuery,
  readAuditRecords,
  type StoredSummary,
} from './db.js';
export {
  DECISION_EVENTS,
  type ReadDecisionsOptions,
  type RecordedArgument,
  type RecordedDecision,
  type RecordedDecisions,
  type RecordedInputs,
  readRecordedDecisions,
} from './decisions.js';
export {
  AUDIT_ERROR_CODES,
  AUDIT_REASON_CODES,
  AuditError,
  type AuditErrorCode,
  type AuditErrorData,
  type AuditReasonCode,
} from './errors.js';
export {
  type ArgumentInputs,
  type AuditEvent,
  type AuditEventType,
  type DecisionInputs,
  INPUTS_RECORD_VERSION,
  isSecurityEvent,
  MAX_RECORDED_PRINCIPALS,
  OPERATIONAL_EVENT_TYPES,
  type OperationalEventType,
  SECURITY_EVENT_TYPES,
  type SecurityEventType,
  type VerificationAnswer,
} from './events.js';
export {
  type AuditReader,
  type ExecutionPage,
  type ExecutionQuery,
  type ExecutionSummary,
  openAuditReader,
} from './explore.js';
export { type ExportOptions, exportJsonl } from './export.js';
export { parseAuditJsonl } from './jsonl.js';
export {
  type AppendResult,
  type AuditHead,
  type AuditLog,
  type Durability,
  type OpenAuditLogOptions,
  openAuditLog,
} from './log.js';
export { type AttrValue, type AuditRecord, GENESIS_PREV_HASH } from './record.js';
export { DEFAULT_SECRET_PATTERNS, type SecretPatternInput } from './redaction.js';
export type { RetentionOptions, RetentionResult } from './retention.js';
export {
  fitsSealed,
  InputSealer,
  SEALED_PATTERN,
  SEALED_PLAINTEXT_BYTES,
  sealContext,
} from './sealed-inputs.js';
export {
  type CheckpointReport,
  type VerifyFailure,
  type VerifyJsonlOk,
  type VerifyJsonlOptions,
  type VerifyOk,
  type VerifyOptions,
  type VerifyResult,
  verifyAuditJsonl,
  verifyAuditLog,
} from './verify.js';
