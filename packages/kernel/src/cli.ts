/**
 * The command-line convention of the Zamburak CLIs (`zamburak-policy`, `zamburak-audit`,
 * `zamburak-viz`): one argument parser (`node:util` `parseArgs`, strict), so every CLI takes
 * `--flag value` and `--flag=value` alike, `-h`/`--help`, `--version`, `--` before positionals
 * that start with a dash, and `-` as a positional (standard input where a file is read).
 * Errors under `--format json` are JSON too (`cliErrorRecord`), so a program reading stdout
 * never sees a non-JSON line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZamburakError } from './errors.js';

export interface CliOption {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  readonly multiple?: boolean;
}

export type CliOptions = Readonly<Record<string, CliOption>>;

/** Options every CLI accepts. */
export const COMMON_CLI_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  format: { type: 'string' },
} as const satisfies CliOptions;

export interface CliArgs {
  /** Option name (without dashes) -> its value; repeatable options collect an array. */
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

export type CliParse =
  | { readonly ok: true; readonly args: CliArgs }
  | { readonly ok: false; readonly problem: string; readonly option?: string };

/** An option name safe to echo: printable, bounded. */
function safeOption(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  return /^-{1,2}[A-Za-z0-9][A-Za-z0-9-]{0,40}$/.test(raw) ? raw : '<option>';
}

/**
 * Parses `argv` (without node and the script) against the CLI's options plus the common ones.
 * Never throws: a malformed command line is `{ ok: false, problem }` with a short problem text
 * that names the option (when it is a plausible option name) and never echoes other input.
 */
export function parseCliArgs(argv: readonly string[], options: CliOptions = {}): CliParse {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...COMMON_CLI_OPTIONS, ...options } as Record<string, CliOption>,
      strict: true,
      allowPositionals: true,
    });
    return { ok: true, args: { values, positionals } };
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : '';
    const option = safeOption(/'(-[^'\s=]*)/.exec(message)?.[1]);
    const named = option === undefined ? '' : ` ${option}`;
    switch (code) {
      case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
        return { ok: false, problem: `unknown option${named}`, ...(option ? { option } : {}) };
      case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
        return {
          ok: false,
          problem: /does not take an argument/.test(message)
            ? `option${named} takes no value`
            : `option${named} needs a value`,
          ...(option ? { option } : {}),
        };
      default:
        return { ok: false, problem: 'malformed command line' };
    }
  }
}

/** The `version` of the package.json at `url` (relative to the CLI module: `new URL('../package.json', import.meta.url)`). */
export function packageVersion(url: URL): string {
  try {
    const v = (JSON.parse(readFileSync(url, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'string' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The JSON form of an error a CLI reports under `--format json`. */
export interface CliErrorRecord {
  readonly code: string;
  readonly messageId: string;
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The error record of anything a CLI caught: a coded error's code, message id, message and
 * data; for anything else `INTERNAL_ERROR` without its text (it may hold input).
 */
export function cliErrorRecord(e: unknown, message?: string): CliErrorRecord {
  if (e instanceof ZamburakError) {
    return {
      code: e.code,
      messageId: e.messageId,
      message: message ?? e.message,
      data: e.data as Readonly<Record<string, unknown>>,
    };
  }
  return {
    code: 'INTERNAL_ERROR',
    messageId: 'kernel-internal-error',
    message: message ?? 'unexpected failure',
    data: {},
  };
}
