/**
 * Public surface of `zamburak` (packages/core): the runtime a host application imports.
 * Every export of the package is named here.
 */
export const PACKAGE_NAME = 'zamburak';

export {
  type ApprovalLedger,
  type ApprovalLedgerFile,
  memoryApprovalLedger,
  type OpenApprovalLedgerOptions,
  openApprovalLedger,
} from './approval-ledger.js';
export {
  type ApprovalMemoryFile,
  type OpenApprovalMemoryFileOptions,
  openApprovalMemoryFile,
} from './approval-memory-file.js';
export {
  type Approval,
  type ApprovalCheck,
  ApprovalDesk,
  type ApprovalMemory,
  memoryApprovalMemory,
  type PendingKind,
  type PendingRequest,
  type RememberScope,
} from './approvals.js';
export type { AuditLogLike, AuthorityOptions, PolicyInput, VmLimits } from './bindings.js';
export {
  RUNTIME_ERROR_CODES,
  RUNTIME_REASON_CODES,
  RuntimeError,
  type RuntimeErrorCode,
  type RuntimeErrorData,
  type RuntimeReasonCode,
} from './errors.js';
export {
  type DecisionEvent,
  type DecisionRecord,
  Execution,
  type ExecutionError,
  type ExecutionResult,
  type ExecutionStatus,
  type MessageLocalizer,
  OBSERVE_ACKNOWLEDGEMENT,
  type ObserveMode,
  type PendingReview,
} from './execution.js';
export { canonicalJson, digest } from './hashing.js';
export type { AuditEvent, AuditEventType, DecisionKind, PolicyDecision } from './ports.js';
export { redactText, SECRET_PATTERNS, scrubSecrets } from './redaction.js';
export {
  type OpenRevocationFileOptions,
  openRevocationFile,
  type RevocationFile,
} from './revocation-file.js';
export {
  createRuntime,
  DEFAULT_DEADLINE_MS,
  type Runtime,
  type RuntimeOptions,
  type StartOptions,
} from './runtime.js';
export type { LedgerKind, StateFile } from './state-file.js';
export { isJsonSchemaParameters, parametersProblem } from './tools/arguments.js';
export {
  DEFAULT_TRUST_CLASSES,
  documentationHashOf,
  type PinCheck,
  pinTool,
  schemaHashOf,
  ToolCatalogue,
} from './tools/catalogue.js';
export { quarantineTestDouble, quarantineTestDoubleTool } from './tools/quarantine.js';
export {
  DEFAULT_TOOL_TIMEOUT_MS,
  MAX_TIMEOUT_MS as MAX_TOOL_TIMEOUT_MS,
} from './tools/timeout.js';
export type {
  CatalogueEntry,
  DraftPreview,
  JsonObject,
  JsonSchemaParameters,
  JsonValue,
  ParameterSpec,
  ToolAnnotations,
  ToolCallContext,
  ToolDefinition,
  ToolParameters,
  TrustClass,
  TrustClassRules,
} from './tools/types.js';
export {
  type OpenUsageLedgerFileOptions,
  openUsageLedgerFile,
  type UsageLedgerFile,
} from './usage-ledger-file.js';
