/**
 * Errors and machine codes of @zamburak/policy. Codes are stable; the Fluent message id
 * of a code is `policy-<code in kebab-case>` (see docs/architecture.md).
 */
import { messageIdFor, ZamburakError } from '@zamburak/kernel';

/** Codes of `PolicyError` and of error diagnostics reported by `validatePolicyText`. */
export const POLICY_ERROR_CODES = [
  'PARSE_ERROR',
  'DUPLICATE_KEY',
  'UNSUPPORTED_SCHEMA_VERSION',
  'UNKNOWN_FIELD',
  'MISSING_FIELD',
  'INVALID_VALUE',
  'DUPLICATE_TOOL',
  'INVALID_DEFINITION',
  'FILE_UNREADABLE',
  'USAGE_ERROR',
  'INVALID_INPUT',
  'INPUT_TOO_LARGE',
  'NOT_TEXT',
  'LIMIT_EXCEEDED',
  'AUDIT_READER_UNAVAILABLE',
] as const;
export type PolicyErrorCode = (typeof POLICY_ERROR_CODES)[number];

/** Reason codes carried by non-allow decisions. */
export const POLICY_DECISION_REASON_CODES = [
  'UNKNOWN_TOOL',
  'CONTEXT_UNAVAILABLE',
  'CONTEXT_TRUNCATED',
  'SUMMARY_TRUNCATED',
  'ARG_SUMMARY_MISSING',
  'EFFECT_BUDGET_EXCEEDED',
  'CALL_BUDGET_EXCEEDED',
  'CONFIDENTIALITY_FORBIDDEN',
  'CONFIDENTIALITY_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'LLM_CONTEXT_TOO_LARGE',
  'PRINCIPALS_UNAVAILABLE',
  'READER_NOT_PERMITTED',
  'AUTHORITY_UNAVAILABLE',
  'AUTHORITY_INVALID',
  'AUTHORITY_MISSING',
  'INTEGRITY_REQUIRED',
  'VERIFICATION_FAILED',
  'VERIFIER_RESULT_ABSENT',
  'PC_INTEGRITY_DENIED',
  'PC_CONFIDENTIALITY_DENIED',
  'CONFIRMATION_REQUIRED',
  'DRAFT_REQUIRED',
  'DEFAULT_DENY',
  'DEFAULT_CONFIRMATION',
  'DEFAULT_DRAFT',
  'MALFORMED_INPUT',
] as const;
export type PolicyDecisionReasonCode = (typeof POLICY_DECISION_REASON_CODES)[number];

/** Codes of warnings reported by `validatePolicyText` (rules that never fire, conflicts). */
export const POLICY_WARNING_CODES = [
  'DUPLICATE_ARG_RULE',
  'CONTRADICTORY_RULE',
  'RULES_SHADOWED_BY_DENY',
  'REDUNDANT_CONFIRMATION_RULE',
  'TOOL_ALWAYS_DENIED',
  'UNGUARDED_WRITE',
  'LLM_SINK_CLASS_MISMATCH',
  'SELF_READERS_RULE',
  'UNCHECKED_CONTROL_CONTEXT',
] as const;
export type PolicyWarningCode = (typeof POLICY_WARNING_CODES)[number];

/** Every non-error machine code the package emits: decision reasons and lint warnings. */
export const POLICY_REASON_CODES = [
  ...POLICY_DECISION_REASON_CODES,
  ...POLICY_WARNING_CODES,
] as const;
export type PolicyReasonCode = (typeof POLICY_REASON_CODES)[number];

/** Fluent message id of a policy code: `policy-<kebab-case>`. */
export function policyMessageId(code: string): string {
  return messageIdFor('policy', code);
}

/** Data of a PolicyError: positions and names only, never raw values. */
export interface PolicyErrorData {
  readonly sourceName?: string;
  readonly line?: number;
  readonly column?: number;
  readonly path?: string;
  readonly field?: string;
  readonly version?: string;
  readonly count?: number;
}

export class PolicyError extends ZamburakError<PolicyErrorCode, PolicyErrorData> {
  constructor(code: PolicyErrorCode, message: string, data: PolicyErrorData = {}) {
    super('policy', code, message, data);
  }
}

/** A name safe to echo in messages: identifier-like text only, bounded length. */
export function safeName(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return `<${value === null ? 'null' : typeof value}>`;
  if (/^[A-Za-z0-9_.:()\-*[\]]{0,80}$/.test(value)) return value;
  return '<redacted>';
}
