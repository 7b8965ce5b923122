/**
 * The vm package's error family. Codes are stable; the Fluent message id is
 * `vm-<code in kebab-case>`. `data` never holds raw plan values or untrusted text.
 */
export class VmError extends Error {
  readonly code: string;
  readonly data: Readonly<Record<string, string | number | boolean>>;
  constructor(
    code: string,
    message: string,
    data: Readonly<Record<string, string | number | boolean>> = {},
  ) {
    super(message);
    this.name = 'VmError';
    this.code = code;
    this.data = data;
  }
  get messageId(): string {
    return `vm-${this.code.toLowerCase().replaceAll('_', '-')}`;
  }
}
