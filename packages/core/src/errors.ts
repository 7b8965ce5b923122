/**
 * The runtime (core) error family. Codes are stable; the Fluent message id is
 * `runtime-<code in kebab-case>`. `data` never carries raw plan values, untrusted text
 * or secrets: only names, ids, counts and hashes.
 */
import { messageIdFor, ZamburakError } from '@zamburak/kernel';
export const RUNTIME_ERROR_CODES = [
  'INVALID_OPTIONS',
  'OBSERVE_MODE_NOT_ACKNOWLEDGED',
  'TOOL_NOT_REGISTERED',
  'TOOL_PIN_MISMATCH',
  'TOOL_FAILED',
  'TOOL_TIMEOUT',
  'DUPLICATE_TOOL',
  'EXECUTION_NOT_SUSPENDED',
  'EXECUTION_FINISHED',
  'APPROVAL_INVALID',
  'SNAPSHOT_INVALID',
  'PLAN_REJECTED',
  'LEDGER_FAILED',
] as const;
export type RuntimeErrorCode = (typeof RUNTIME_ERROR_CODES)[number];

/** Reason codes the runtime itself adds to decisions (beside the policy engine's). */
export const RUNTIME_REASON_CODES = [
  'TOOL_UNPINNED',
  'TOOL_PIN_MISMATCH',
  'ARG_UNDECLARED',
  'ARG_MISSING',
  'ARG_TYPE_MISMATCH',
  'ARG_SCHEMA_MISMATCH',
  'TOOL_TIMEOUT',
  'TRUST_CLASS_FORBIDS_SIDE_EFFECT',
  'TRUST_CLASS_BUDGET_EXCEEDED',
  'APPROVAL_REPLAYED',
  'APPROVAL_MISMATCH',
  'APPROVAL_EXPIRED',
  'APPROVAL_REJECTED',
  'APPROVAL_LEDGER_FAILED',
  'USAGE_CHARGE_FAILED',
  'DRAFT_MISMATCH',
  'TRANSPORT_GUARD_REFUSED',
  'OBSERVED_WOULD_DENY',
  'PLAN_FAILED',
  'VM_LIMIT',
  'DECISION_UNKNOWN',
] as const;
export type RuntimeReasonCode = (typeof RUNTIME_REASON_CODES)[number];

export type RuntimeErrorData = Readonly<Record<string, string | number | boolean>>;

export class RuntimeError extends ZamburakError<RuntimeErrorCode, RuntimeErrorData> {
  constructor(code: RuntimeErrorCode, message: string, data: RuntimeErrorData = {}) {
    super('runtime', code, message, data);
  }
}

/** Fluent message id of a runtime code (error or reason): `runtime-<code in kebab-case>`. */
export function runtimeMessageId(code: string): string {
  return messageIdFor('runtime', code);
}

/** `INVALID_OPTIONS` for a host value of the wrong shape: `<where>: <reason>`, naming the field. */
export function invalidOption(
  where: string,
  field: string,
  reason: string,
  extra: Readonly<Record<string, string>> = {},
): RuntimeError {
  return new RuntimeError('INVALID_OPTIONS', `${where}: ${reason}`, { field, reason, ...extra });
}
