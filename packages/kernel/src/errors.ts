/**
 * The error base class and the message-id rule every Zamburak package shares.
 *
 * Every package's error class extends `ZamburakError` with its own family name (`policy`,
 * `audit`, `vm`, ...), its closed list of codes and the shape of its data. An error's Fluent
 * message id follows from the two: `<family>-<code in kebab-case>`, so
 * `UNSUPPORTED_SCHEMA_VERSION` of the `policy` family is `policy-unsupported-schema-version`
 * (docs/architecture.md). `data` holds names, positions, counts and hashes only: never raw
 * untrusted text or secrets.
 */

/** Data an error may carry when its package does not name a narrower shape. */
export type ErrorData = Readonly<Record<string, string | number | boolean>>;

/** Kebab-case form of an `UPPER_SNAKE_CASE` code: `CATALOGUE_NOT_FOUND` -> `catalogue-not-found`. */
export function codeToKebab(code: string): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/**
 * The Fluent message id of a code in a family: `messageIdFor('policy', 'UNSUPPORTED_SCHEMA_VERSION')`
 * -> `policy-unsupported-schema-version`. The one implementation of the rule.
 */
export function messageIdFor(family: string, code: string): string {
  return `${family}-${codeToKebab(code)}`;
}

/**
 * Base of every coded error. `code` is one of the family's stable codes, `data` its typed,
 * untrusted-text-free details, `messageId` the Fluent id of the code. `name` is the class
 * name of the concrete error (`PolicyError`, `AuditError`, ...).
 */
export class ZamburakError<C extends string = string, D extends object = ErrorData> extends Error {
  readonly code: C;
  readonly data: D;
  /** The family the message id is formed with (not enumerable: not part of the error's data). */
  declare readonly family: string;
  constructor(family: string, code: C, message: string, data: D) {
    super(message);
    Object.defineProperty(this, 'family', { value: family, enumerable: false });
    this.name = new.target.name;
    this.code = code;
    this.data = data;
  }
  /** Fluent message id: `<family>-<code in kebab-case>`. */
  get messageId(): string {
    return messageIdFor(this.family, this.code);
  }
}

/** Codes of the kernel's own errors. */
export const KERNEL_ERROR_CODES = ['NOT_JSON', 'USAGE', 'INTERNAL_ERROR'] as const;
export type KernelErrorCode = (typeof KERNEL_ERROR_CODES)[number];

/**
 * Data of a kernel error. For NOT_JSON: `reason` (`non-finite-number`, `undefined`, `hole`,
 * `bigint`, `symbol`, `function`, `not-plain-object`, `too-deep`) and the nesting `depth` it
 * was met at (object keys are not echoed: they may be untrusted).
 */
export interface KernelErrorData {
  readonly reason?: string;
  readonly depth?: number;
  readonly option?: string;
}

export class KernelError extends ZamburakError<KernelErrorCode, KernelErrorData> {
  constructor(code: KernelErrorCode, message: string, data: KernelErrorData) {
    super('kernel', code, message, data);
  }
}
