/**
 * The l10n error family. Codes are stable; the Fluent message id is
 * `l10n-<code in kebab-case>`. `data` carries only locale tags, file names, counts and
 * catalogue positions, never message arguments or catalogue text.
 */
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

/** Kebab-case form of an `UPPER_SNAKE_CASE` code: `CATALOGUE_NOT_FOUND` -> `catalogue-not-found`. */
export function codeToKebab(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/**
 * The Fluent message id of a code in a family, by the convention of
 * docs/architecture.md: `messageIdFor('policy', 'UNSUPPORTED_SCHEMA_VERSION')` ->
 * `policy-unsupported-schema-version`.
 */
export function messageIdFor(family: string, code: string): string {
  return `${family}-${codeToKebab(code)}`;
}

export class L10nError extends Error {
  readonly code: L10nErrorCode;
  readonly data: L10nErrorData;
  constructor(code: L10nErrorCode, message: string, data: L10nErrorData = {}) {
    super(message);
    this.name = 'L10nError';
    this.code = code;
    this.data = data;
  }
  /** The Fluent message id of this error, `l10n-<code in kebab-case>`. */
  get messageId(): string {
    return messageIdFor('l10n', this.code);
  }
}
