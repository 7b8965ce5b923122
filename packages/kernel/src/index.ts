/**
 * @zamburak/kernel: what every Zamburak package shares. Internal: imports nothing of ours,
 * and every package may import it.
 */
export {
  type CanonicalValue,
  canonicalHash,
  canonicalJson,
  MAX_CANONICAL_DEPTH,
  sha256Hex,
  sha256Tagged,
} from './canonical.js';
export {
  type CliArgs,
  type CliErrorRecord,
  type CliOption,
  type CliOptions,
  type CliParse,
  COMMON_CLI_OPTIONS,
  cliErrorRecord,
  packageVersion,
  parseCliArgs,
} from './cli.js';
export {
  codeToKebab,
  type ErrorData,
  KERNEL_ERROR_CODES,
  KernelError,
  type KernelErrorCode,
  type KernelErrorData,
  messageIdFor,
  ZamburakError,
} from './errors.js';
