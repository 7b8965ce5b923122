/**
 * `zamburak-policy`: validate, migrate and explain policies. A library function; the
 * `bin/` file is a thin wrapper. Exit codes: 0 ok, 1 usage or I/O error, 2 policy denied
 * (explain), 3 validation failed.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { cliErrorRecord, packageVersion, parseCliArgs } from '@zamburak/kernel';
import { Document, isScalar, isSeq, visit } from 'yaml';
import {
  type ArgumentInput,
  type AuthorityInput,
  createPolicyEngine,
  type Decision,
  isArgumentInput,
  isContext,
} from './engine.js';
import { type PolicyErrorCode, policyMessageId, safeName } from './errors.js';
import { MAX_POLICY_BYTES } from './limits.js';
import {
  type Diagnostic,
  type PolicyFormat,
  type ValidationResult,
  validatePolicyText,
} from './loader.js';
import { DECISION_ORDER } from './order.js';
import { REASON_TEXT } from './text.js';
import type { PolicyDefinition } from './types.js';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  /** Reads standard input (the file `-`); default: file descriptor 0. */
  readonly stdin?: () => Uint8Array;
}

export const EXIT_OK = 0;
export const EXIT_USAGE = 1;
export const EXIT_DENIED = 2;
export const EXIT_INVALID = 3;

const USAGE = `zamburak-policy: validate, migrate and explain Zamburak policies

Usage:
  zamburak-policy --version
  zamburak-policy validate [--format human|json] [--deny-warnings] <file>...
  zamburak-policy migrate [--format yaml|json] <file>
  zamburak-policy explain <policy> --tool <name> --args <args.json>
                          [--context <context.json>] [--authority <Cap,Cap>] [--format human|json]
  zamburak-policy <command> --help

A file argument of \`-\` reads standard input. Options take \`--flag value\` or \`--flag=value\`.
With --format json every answer on stdout is JSON, errors included ({ "error": { code,
messageId, message, data } }). Policies are limited to 1 MiB of UTF-8 text.

Exit codes: 0 ok, 1 usage or I/O error, 2 denied (explain), 3 validation failed.
`;

const HELP: Readonly<Record<string, string>> = {
  validate: `zamburak-policy validate [--format human|json] [--deny-warnings] <file>...

Validates policy files (YAML, or JSON for *.json) against schema v1 (v0 files are migrated
first). Every problem is reported with file:line:column, the source line with a caret, a
code and help. Warnings flag rules that can never fire or contradict each other.

  --format human|json  output format (default human)
  --deny-warnings      exit 3 when there are warnings

Exit: 0 valid, 1 unreadable file or bad usage, 3 invalid (or warnings with --deny-warnings).
`,
  migrate: `zamburak-policy migrate [--format yaml|json] <file>

Migrates a schema v0 policy to v1 and prints it with the migration record (transform
policy_schema_v0_to_v1, SHA-256 of canonical source and target, per-step hashes). In YAML
the record is a comment block above the policy, so the output loads as is. A v1 file is
printed unchanged in canonical field order, with an empty record.

  --format yaml|json   output format (default yaml)

Exit: 0 ok, 1 unreadable file or bad usage, 3 invalid source.
`,
  explain: `zamburak-policy explain <policy> --tool <name> --args <args.json> [options]

Runs one decision and explains it: the decision, the stage that answered (in decision
order), the reason code, the violated rule path, the redacted witness and the remediation
message id with its arguments.

  --tool <name>          the tool being called
  --args <file>          JSON object: argument name -> { summary, payloadBytes, principals?,
                         verified?, verification? } (summary: integrity, confidentiality,
                         readers, authority, originCount, truncated)
  --context <file>       JSON ExecutionContextSummary (default: trusted pc, no effects yet)
  --authority <caps>     comma-separated capabilities of valid tokens (default: none)
  --format human|json    output format (default human)

Exit: 0 allowed or confirmation/draft required, 2 denied, 1 bad usage or input, 3 invalid policy.
`,
};

interface Parsed {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

function formatOf(file: string): PolicyFormat {
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

interface ReadFailure {
  readonly code: PolicyErrorCode;
  readonly message: string;
  readonly data: { readonly file: string; readonly reason: string };
}

/**
 * Reads a text file (or standard input for `-`): at most MAX_POLICY_BYTES, valid UTF-8.
 * A failure says why (no such file, permission denied, too large, not UTF-8 text).
 */
function readText(io: CliIo, file: string): { text: string } | ReadFailure {
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
function fail(
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

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function validateCmd(p: Parsed, io: CliIo): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json')
    return usage(io, 'validate', '--format must be human or json');
  if (p.positional.length === 0) return usage(io, 'validate', 'no files given', format === 'json');
  const denyWarnings = p.flags.get('deny-warnings') === true;
  let exit = EXIT_OK;
  const report: unknown[] = [];
  let errors = 0;
  let warnings = 0;
  for (const file of p.positional) {
    const read = readText(io, file);
    if (!('text' in read)) {
      exit = EXIT_USAGE;
      // Exit 1 always says why on stderr; JSON output also lists the file and the reason.
      io.stderr(`error[${read.code}]: ${read.message}\n`);
      if (format === 'json') {
        report.push({
          file,
          ok: false,
          ioError: {
            code: read.code,
            messageId: policyMessageId(read.code),
            message: read.message,
            data: read.data,
          },
          diagnostics: [],
        });
      }
      continue;
    }
    const text = read.text;
    const r: ValidationResult = validatePolicyText(text, {
      format: formatOf(file),
      sourceName: file,
    });
    const e = r.diagnostics.filter((d) => d.severity === 'error').length;
    const w = r.diagnostics.length - e;
    errors += e;
    warnings += w;
    const failed = e > 0 || (denyWarnings && w > 0);
    if (failed && exit === EXIT_OK) exit = EXIT_INVALID;
    if (format === 'json') {
      report.push({
        file,
        ok: !failed,
        ...(r.hash === undefined ? {} : { hash: r.hash }),
        ...(r.sourceVersion === undefined ? {} : { sourceVersion: r.sourceVersion }),
        diagnostics: r.diagnostics,
      });
    } else {
      for (const d of r.diagnostics) io.stdout(`${renderDiagnostic(d, text)}\n`);
      io.stdout(
        e > 0
          ? `${file}: invalid (${plural(e, 'error')}, ${plural(w, 'warning')})\n`
          : `${file}: ${failed ? 'warnings denied' : 'valid'} (schema v${r.sourceVersion}${r.sourceVersion === 0 ? ', migrated to v1' : ''}, ${plural(w, 'warning')}, ${r.hash})\n`,
      );
    }
  }
  if (format === 'json')
    io.stdout(`${JSON.stringify({ files: report, errors, warnings }, null, 2)}\n`);
  return exit;
}

/**
 * Reads and validates one policy file for migrate and explain: the valid result, or the exit
 * code after reporting why not (diagnostics on stderr; under --format json also on stdout).
 */
function loadPolicyFile(
  io: CliIo,
  json: boolean,
  file: string,
): (ValidationResult & { readonly definition: PolicyDefinition }) | number {
  const read = readText(io, file);
  if (!('text' in read)) return fail(io, json, EXIT_USAGE, read.code, read.message, read.data);
  const text = read.text;
  const r = validatePolicyText(text, { format: formatOf(file), sourceName: file });
  if (!r.ok || r.definition === undefined) {
    for (const d of r.diagnostics) io.stderr(`${renderDiagnostic(d, text)}\n`);
    if (json) io.stdout(`${JSON.stringify({ ok: false, diagnostics: r.diagnostics }, null, 2)}\n`);
    return EXIT_INVALID;
  }
  return { ...r, definition: r.definition };
}

function migrateCmd(p: Parsed, io: CliIo): number {
  const format = p.flags.get('format') ?? 'yaml';
  if (format !== 'yaml' && format !== 'json')
    return usage(io, 'migrate', '--format must be yaml or json');
  const [file, ...rest] = p.positional;
  if (file === undefined || rest.length > 0)
    return usage(io, 'migrate', 'give exactly one file', format === 'json');
  const json = format === 'json';
  const r = loadPolicyFile(io, json, file);
  if (typeof r === 'number') return r;
  const m = r.migration;
  if (format === 'json') {
    io.stdout(
      `${JSON.stringify({ policy: r.definition, hash: r.hash, migration: m ?? null }, null, 2)}\n`,
    );
    return EXIT_OK;
  }
  const header =
    m === undefined
      ? [`# ${file} is already schema v1: no migration.`, `# hash: ${r.hash}`]
      : [
          `# Migrated from ${file} by zamburak-policy (transform ${m.transformId}, v${m.fromVersion} -> v${m.toVersion}).`,
          `# source: ${m.sourceHash}`,
          `# target: ${m.targetHash}`,
          ...m.steps.map((s) => `# step ${s.id}: ${s.inputHash} -> ${s.outputHash}`),
        ];
  io.stdout(`${header.join('\n')}\n${toYaml(r.definition)}`);
  return EXIT_OK;
}

/** YAML with short scalar lists in flow style (`[A, B]`), as people write policies. */
export function toYaml(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Seq(_, node) {
      if (isSeq(node) && node.items.every((i) => isScalar(i))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

function readJson(
  io: CliIo,
  json: boolean,
  file: string,
  what: string,
): { value: unknown } | { exit: number } {
  const read = readText(io, file);
  if (!('text' in read)) {
    return {
      exit: fail(io, json, EXIT_USAGE, read.code, `${what} file: ${read.message}`, read.data),
    };
  }
  try {
    return { value: JSON.parse(read.text) as unknown };
  } catch {
    return {
      exit: fail(io, json, EXIT_USAGE, 'INVALID_INPUT', `${what} file ${file} is not valid JSON`, {
        file,
      }),
    };
  }
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describeWitness(d: Decision): string {
  const w = d.witness;
  if (w === undefined) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(w)) {
    if (k === 'stage' || k === 'tool') continue;
    parts.push(`${k}=${Array.isArray(v) ? `[${v.join(', ')}]` : String(v)}`);
  }
  return parts.join(' ');
}

function explainCmd(p: Parsed, io: CliIo): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json')
    return usage(io, 'explain', '--format must be human or json');
  const json = format === 'json';
  const [policyFile, ...rest] = p.positional;
  const tool = p.flags.get('tool');
  const argsFile = p.flags.get('args');
  if (policyFile === undefined || rest.length > 0)
    return usage(io, 'explain', 'give exactly one policy file', json);
  if (typeof tool !== 'string') return usage(io, 'explain', '--tool is required', json);
  if (typeof argsFile !== 'string') return usage(io, 'explain', '--args is required', json);
  const r = loadPolicyFile(io, json, policyFile);
  if (typeof r === 'number') return r;
  const args = readJson(io, json, argsFile, 'args');
  if ('exit' in args) return args.exit;
  if (!isObj(args.value)) {
    return fail(
      io,
      json,
      EXIT_USAGE,
      'INVALID_INPUT',
      'the args file must hold a JSON object (argument name -> input)',
    );
  }
  // A malformed input is the caller's mistake (exit 1), not a decision: the engine itself
  // would deny it (ARG_SUMMARY_MISSING, CONTEXT_UNAVAILABLE), which reads as exit 2.
  for (const [name, input] of Object.entries(args.value)) {
    if (!isArgumentInput(input)) {
      return fail(
        io,
        json,
        EXIT_USAGE,
        'INVALID_INPUT',
        `argument "${safeName(name)}" in the args file is not an argument input ({ summary: { integrity, confidentiality, readers, truncated }, payloadBytes })`,
        { arg: safeName(name) },
      );
    }
  }
  let ctx: unknown = {
    pcIntegrity: ['Trusted'],
    pcConfidentiality: [],
    controlDependencies: [],
    effectCounters: { total: 0, perTool: {} },
    truncated: false,
  };
  const ctxFile = p.flags.get('context');
  if (typeof ctxFile === 'string') {
    const c = readJson(io, json, ctxFile, 'context');
    if ('exit' in c) return c.exit;
    if (!isContext(c.value)) {
      return fail(
        io,
        json,
        EXIT_USAGE,
        'INVALID_INPUT',
        'the context file is not an execution-context summary ({ pcIntegrity, pcConfidentiality, controlDependencies, effectCounters: { total, perTool }, truncated })',
      );
    }
    ctx = c.value;
  }
  const capsFlag = p.flags.get('authority');
  const authority: AuthorityInput = {
    effective:
      typeof capsFlag === 'string'
        ? capsFlag
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : [],
    invalid: [],
  };
  const engine = createPolicyEngine(r.definition);
  const d = engine.check(
    tool,
    args.value as Record<string, ArgumentInput>,
    ctx as Parameters<typeof engine.check>[2],
    authority,
  );
  const stage = DECISION_ORDER.find((s) => s.id === d.stage);
  const text2 =
    d.reasonCode === undefined ? undefined : REASON_TEXT[d.reasonCode](d.remediation?.args ?? {});
  if (format === 'json') {
    io.stdout(
      `${JSON.stringify({ policy: engine.name, hash: engine.hash, tool, decision: d, ...(text2 === undefined ? {} : { text: text2 }) }, null, 2)}\n`,
    );
  } else {
    const lines = [`decision: ${d.kind}`];
    const upTo = stage?.order ?? DECISION_ORDER.length + 1;
    lines.push(
      `stages:   ${DECISION_ORDER.map((s) => `${s.order} ${s.id} ${s.order < upTo ? 'passed' : s.order === upTo ? 'decided' : 'not reached'}`).join(', ')}`,
    );
    if (d.kind === 'Allow') {
      lines.push('why:      no rule objected and the default allows the call.');
    } else {
      lines.push(`reason:   ${d.reasonCode}`);
      lines.push(`rule:     ${d.rulePath}`);
      if (text2 !== undefined) lines.push(`why:      ${text2}`);
      const w = describeWitness(d);
      if (w !== '') lines.push(`witness:  ${w}`);
      if (d.remediation !== undefined) {
        const a = Object.entries(d.remediation.args)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(', ');
        lines.push(`remedy:   ${d.remediation.id} (${a}); see the .help text of this message`);
      }
    }
    io.stdout(`${lines.join('\n')}\n`);
  }
  return d.kind === 'Deny' ? EXIT_DENIED : EXIT_OK;
}

function usage(io: CliIo, command: string | undefined, problem: string, json = false): number {
  io.stderr(
    `error[USAGE_ERROR]: ${problem}\n\n${command !== undefined && Object.hasOwn(HELP, command) ? HELP[command] : USAGE}`,
  );
  if (json) {
    const error = {
      code: 'USAGE_ERROR',
      messageId: policyMessageId('USAGE_ERROR'),
      message: problem,
      data: {},
    };
    io.stdout(`${JSON.stringify({ error })}\n`);
  }
  return EXIT_USAGE;
}

/** Options each command takes (beside --help, --version and --format). */
const COMMAND_OPTIONS = {
  validate: { 'deny-warnings': { type: 'boolean' } },
  migrate: {},
  explain: {
    tool: { type: 'string' },
    args: { type: 'string' },
    context: { type: 'string' },
    authority: { type: 'string' },
  },
} as const;

/** Runs the `zamburak-policy` CLI. Never throws; returns the exit code. */
export async function runPolicyCli(argv: readonly string[], io: CliIo): Promise<number> {
  // --format json applies to every answer, usage errors included: looked at before parsing.
  const json = argv.some(
    (a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'),
  );
  const [command, ...rest] = argv;
  if (command === undefined) return usage(io, undefined, 'no command given', json);
  if (command === '--version') {
    io.stdout(`${packageVersion(new URL('../package.json', import.meta.url))}\n`);
    return EXIT_OK;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  // Own keys only: `constructor` or `toString` is an unknown command, not Object.prototype's.
  const help = Object.hasOwn(HELP, command) ? HELP[command] : undefined;
  if (help === undefined)
    return usage(io, undefined, `unknown command ${JSON.stringify(command.slice(0, 40))}`, json);
  const parsed = parseCliArgs(rest, COMMAND_OPTIONS[command as keyof typeof COMMAND_OPTIONS]);
  if (!parsed.ok) return usage(io, command, parsed.problem, json);
  if (parsed.args.values.help === true) {
    io.stdout(help);
    return EXIT_OK;
  }
  if (parsed.args.values.version === true) {
    io.stdout(`${packageVersion(new URL('../package.json', import.meta.url))}\n`);
    return EXIT_OK;
  }
  const flags = new Map<string, string | true>();
  for (const [k, v] of Object.entries(parsed.args.values)) {
    if (typeof v === 'string' || v === true) flags.set(k, v);
  }
  const p: Parsed = { positional: [...parsed.args.positionals], flags };
  try {
    if (command === 'validate') return validateCmd(p, io);
    if (command === 'migrate') return migrateCmd(p, io);
    return explainCmd(p, io);
  } catch (err) {
    const record = cliErrorRecord(err);
    io.stderr(`error[${record.code}]: ${record.message}\n`);
    if (json) io.stdout(`${JSON.stringify({ error: record })}\n`);
    return EXIT_USAGE;
  }
}
