/**
 * What every `zamburak-policy` command shares: the injected I/O, exit codes, reading input
 * files within the policy size limit, coded error output and diagnostics rendering.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PolicyErrorCode, policyMessageId } from './errors.js';
import { MAX_POLICY_BYTES } from './limits.js';
import type { Diagnostic, PolicyFormat } from './loader.js';
import type { TrialRecord } from './trial.js';

/** An audit log's recorded decisions, as `@zamburak/audit`'s `readRecordedDecisions` returns them. */
export interface RecordedDecisionsRead {
  readonly decisions: readonly TrialRecord[];
  readonly records: number;
  readonly archivedThrough: number;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  /** The locale of decision texts (BCP 47; default en-US, from the bundled catalogues). */
  readonly locale?: string;
  /** Reads standard input (the file `-`); default: file descriptor 0. */
  readonly stdin?: () => Uint8Array;
  /**
   * Verifies an audit log and reads its recorded decisions: `trial` needs it. This package
   * does not read audit logs (it may not depend on @zamburak/audit); the `zamburak-policy` bin
   * passes `readRecordedDecisions` of @zamburak/audit when that package is installed.
   */
  readonly readAuditDecisions?: (
    path: string,
    options?: { readonly tokenKey?: Uint8Array },
  ) => RecordedDecisionsRead;
}

export const EXIT_OK = 0;
export const EXIT_USAGE = 1;
export const EXIT_DENIED = 2;
export const EXIT_INVALID = 3;

export function formatOf(file: string): PolicyFormat {
  return file.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
}

/** Why a file could not be read, without echoing anything but the error code's meaning. */
function ioReason(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a path component is not a directory';
    default:
      return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : 'read failed';
  }
}

export interface ReadFailure {
  readonly code: PolicyErrorCode;
  readonly message: string;
  readonly data: { readonly file: string; readonly reason: string };
}

/**
 * Reads a text file (or standard input for `-`): at most MAX_POLICY_BYTES, valid UTF-8.
 * A failure says why (no such file, permission denied, too large, not UTF-8 text).
 */
/** A read failure as JSON output reports it (`ioError` of a file entry). */
export function ioErrorRecord(read: ReadFailure) {
  return {
    code: read.code,
    messageId: policyMessageId(read.code),
    message: read.message,
    data: read.data,
  };
}

export function readText(io: CliIo, file: string): { text: string } | ReadFailure {
  const fail = (code: PolicyErrorCode, reason: string): ReadFailure => ({
    code,
    message: `cannot read ${file}: ${reason}`,
    data: { file, reason },
  });
  let bytes: Uint8Array;
  try {
    if (file === '-') {
      bytes = io.stdin !== undefined ? io.stdin() : readFileSync(0);
    } else {
      const path = resolve(io.cwd, file);
      const st = statSync(path);
      if (st.isDirectory()) return fail('FILE_UNREADABLE', 'is a directory');
      if (st.isFile() && st.size > MAX_POLICY_BYTES) {
        return fail('INPUT_TOO_LARGE', `larger than ${MAX_POLICY_BYTES} bytes (1 MiB)`);
      }
      bytes = readFileSync(path);
    }
  } catch (err) {
    return fail('FILE_UNREADABLE', ioReason(err));
  }
  if (bytes.length > MAX_POLICY_BYTES) {
    return fail('INPUT_TOO_LARGE', `larger than ${MAX_POLICY_BYTES} bytes (1 MiB)`);
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return fail('NOT_TEXT', 'not UTF-8 text (binary data or invalid UTF-8)');
  }
}

/** Reports an error: a human line on stderr, and under --format json one JSON line on stdout. */
export function fail(
  io: CliIo,
  json: boolean,
  exit: number,
  code: PolicyErrorCode,
  message: string,
  data: Readonly<Record<string, string | number>> = {},
): number {
  io.stderr(`error[${code}]: ${message}\n`);
  if (json) {
    io.stdout(
      `${JSON.stringify({ error: { code, messageId: policyMessageId(code), message, data } })}\n`,
    );
  }
  return exit;
}

/** Rust-style rendering: header, location, source line, caret, rule path, help. */
export function renderDiagnostic(d: Diagnostic, text: string): string {
  const lines = text.split('\n');
  const src = (lines[d.line - 1] ?? '').replace(/\r$/, '');
  const gutter = String(d.line).length;
  const pad = ' '.repeat(gutter);
  const caretLen = Math.max(
    1,
    Math.min(d.endColumn - d.column, Math.max(1, src.length - d.column + 1)),
  );
  const indent = src.slice(0, d.column - 1).replace(/[^\t]/g, ' ');
  return [
    `${d.severity}[${d.code}]: ${d.message}`,
    `${pad}--> ${d.sourceName}:${d.line}:${d.column}`,
    `${pad} |`,
    `${d.line} | ${src}`,
    `${pad} | ${indent}${'^'.repeat(caretLen)}`,
    `${pad} = at: ${d.path}`,
    `${pad} = help: ${d.help}`,
    `${pad} = id: ${d.messageId}`,
    '',
  ].join('\n');
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
