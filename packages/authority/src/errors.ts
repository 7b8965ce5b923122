/**
 * The authority package's error family. Codes are stable; the Fluent message id is
 * `authority-<code in kebab-case>`. `data` carries only our own identifiers (token ids,
 * capability names that passed validation), indices, counts and reason codes: never raw
 * untrusted text, key material or signatures.
 */
import { messageIdFor, ZamburakError } from '@zamburak/kernel';

/** Every `code` an `AuthorityError` can carry. */
export const AUTHORITY_ERROR_CODES = [
  'INVALID_KEY',
  'INVALID_CLOCK',
  'INVALID_TIME',
  'INVALID_PRINCIPAL',
  'INVALID_CAPABILITY',
  'INVALID_RESOURCE',
  'EMPTY_SCOPE',
  'EMPTY_LIFETIME',
  'INVALID_USE_BUDGET',
  'INVALID_EXECUTION_ID',
  'INVALID_TOKEN_ID',
  'DUPLICATE_TOKEN_ID',
  'MALFORMED_TOKEN',
  'INVALID_PARENT_TOKEN',
  'DELEGATION_BEFORE_PARENT_ISSUANCE',
  'SCOPE_NOT_NARROWED',
  'LIFETIME_NOT_NARROWED',
  'USE_BUDGET_WIDENED',
  'EXECUTION_BINDING_MISMATCH',
  'LINEAGE_TOO_DEEP',
  'USE_BUDGET_EXHAUSTED',
  'MALFORMED_LEDGER',
  'MALFORMED_REVOCATIONS',
] as const;
export type AuthorityErrorCode = (typeof AUTHORITY_ERROR_CODES)[number];

/**
 * Why a token is not effective at a boundary. Exactly one reason is reported per token,
 * the first that applies in this order (the order of this array).
 */
export const AUTHORITY_REASON_CODES = [
  'BAD_SIGNATURE',
  'REVOKED',
  'PARENT_INVALID',
  'PRE_ISSUANCE',
  'EXPIRED',
  'WRONG_EXECUTION',
  'USES_EXHAUSTED',
] as const;
export type AuthorityReasonCode = (typeof AUTHORITY_REASON_CODES)[number];

export type AuthorityErrorData = Readonly<Record<string, string | number | boolean>>;

export class AuthorityError extends ZamburakError<AuthorityErrorCode, AuthorityErrorData> {
  constructor(code: AuthorityErrorCode, message: string, data: AuthorityErrorData = {}) {
    super('authority', code, message, data);
  }
}

/** `authority-<kebab code>` for an error or reason code. */
export function authorityMessageId(code: AuthorityErrorCode | AuthorityReasonCode): string {
  return messageIdFor('authority', code);
}
