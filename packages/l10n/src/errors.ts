/**
 * The l10n error family. Codes are stable; the Fluent message id is
 * `l10n-<code in kebab-case>`. `data` carries only locale tags, file names, counts and
 * catalogue positions, never message arguments or catalogue text.
 */
import { codeToKebab, messageIdFor, ZamburakError } from '@zamburak/kernel';
export const L10N_ERROR_CODES = [
  'INVALID_LOCALE',
  'CATALOGUE_NOT_FOUND',
  'CATALOGUE_READ_FAILED',
  'INVALID_OPTIONS',
] as const;
export type L10nErrorCode = (typeof L10N_ERROR_CODES)[number];

/**
 * Codes of the structured diagnostics a Fluent localizer emits while it resolves a
 * message (it never throws at the caller; it reports and continues down the chain).
 */
export const L10N_REASON_CODES = [
  'MISSING_ARGUMENT',
  'INVALID_ARGUMENT',
  'UNKNOWN_TERM',
  'UNKNOWN_MESSAGE_REFERENCE',
  'UNKNOWN_ATTRIBUTE',
  'UNKNOWN_FUNCTION',
  'CYCLIC_REFERENCE',
  'MESSAGE_WITHOUT_VALUE',
  'FORMAT_FAILED',
  'CATALOGUE_JUNK',
  'MESSAGE_NOT_FOUND',
] as const;
export type L10nReasonCode = (typeof L10N_REASON_CODES)[number];

export type L10nErrorData = Readonly<Record<string, string | number>>;

/** The message-id rule lives in the kernel; l10n re-exports it as part of its public surface. */
export { codeToKebab, messageIdFor };

export class L10nError extends ZamburakError<L10nErrorCode, L10nErrorData> {
  constructor(code: L10nErrorCode, message: string, data: L10nErrorData = {}) {
    super('l10n', code, message, data);
  }
}
