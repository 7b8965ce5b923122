// size: five subcommands (validate, migrate, explain, trial, lint) with their help and output formats
/**
 * `zamburak-policy`: validate, migrate and explain policies. A library function; the
 * `bin/` file is a thin wrapper. Exit codes: 0 ok, 1 usage or I/O error, 2 policy denied
 * (explain), 3 validation failed.
 */

import type { ExecutionContextSummary } from '@zamburak/ifc';
import { cliErrorRecord, packageVersion, parseCliArgs } from '@zamburak/kernel';
import { bundledLocalizer } from '@zamburak/l10n';
import { Document, isScalar, isSeq, visit } from 'yaml';
import {
  type CliIo,
  EXIT_DENIED,
  EXIT_INVALID,
  EXIT_OK,
  EXIT_USAGE,
  fail,
  formatOf,
  ioErrorRecord,
  plural,
  readText,
  renderDiagnostic,
} from './cli-io.js';
import { fmtCmd, testCmd, trialCmd } from './cli-ops.js';
import { isArgumentInput, isContext } from './decision/inputs.js';
import type { ArgumentInput, AuthorityInput, Decision, PolicyEngine } from './decision/types.js';
import { createPolicyEngine } from './engine.js';
import { policyMessageId, safeName } from './errors.js';
import { type ValidationResult, validateDocumentText, validatePolicyText } from './loader.js';
import { DECISION_ORDER } from './order.js';
import { type PolicyRequest, requestInputs, requestValidators } from './request.js';
import type { PolicyDefinition } from './types.js';

const USAGE = `zamburak-policy: validate, test, format, migrate and explain Zamburak policies

Usage:
  zamburak-policy --version
  zamburak-policy validate [--format human|json] [--deny-warnings] <file>...
  zamburak-policy test [--format human|json] [<dir|file>...]
  zamburak-policy fmt [--check | --write] [--format human|json] <file>...
  zamburak-policy trial --audit <log> [--audit-key <file>] [--fail-on widen]
                        [--format human|json] <candidate>
  zamburak-policy migrate [--format yaml|json] <file>
  zamburak-policy explain <policy> --request <request.yaml|json> [--format human|json]
  zamburak-policy explain <policy> --tool <name> --args <args.json>
                          [--context <context.json>] [--authority <Cap,Cap>] [--format human|json]
  zamburak-policy <command> --help

A file argument of \`-\` reads standard input. Options take \`--flag value\` or \`--flag=value\`.
With --format json every answer on stdout is JSON, errors included ({ "error": { code,
messageId, message, data } }). Policies are limited to 1 MiB of UTF-8 text.

Exit codes: 0 ok, 1 usage or I/O error, 2 denied (explain) or widened (trial --fail-on
widen), 3 validation failed.
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
  test: `zamburak-policy test [--format human|json] [<dir|file>...]

Runs policy test files: each names the policy under test (a path relative to the test file)
and lists cases, each a request (tool, arguments with their values and labels, context,
authority) with the decision it must get and, optionally, its reason code and rule path.
Directories are searched recursively for files ending in .test.yaml, .test.yml or
.test.json (default: the current directory). Format: docs/policy.md, "Day two".

  --format human|json  output format (default human)

Exit: 0 every case passed, 3 a case failed or a file or its policy is invalid, 1 bad usage
or an unreadable file.
`,
  fmt: `zamburak-policy fmt [--check | --write] [--format human|json] <file>...

Prints a policy in canonical layout: keys in schema order, lists of names in flow style
([A, B]), two-space block style otherwise; comments and blank lines are kept, and the
meaning (the policy hash) never changes.

  --check              report files that are not in canonical layout (exit 3 if any)
  --write              rewrite files in place (atomically)
  --format human|json  output format (default human)

Exit: 0 ok, 3 a file is invalid (or not formatted, with --check), 1 bad usage or I/O error.
`,
  trial: `zamburak-policy trial --audit <log> [--audit-key <file>] [--fail-on widen] [--format human|json] <candidate>

Takes every decision recorded in an audit log again under a candidate policy and reports
what would change: newly denied, newly allowed, stricter, looser, and the same decision for
another reason, counted per tool and rule path with the sequence numbers of the records.
The log's chain is verified first. A record that lacks an input the candidate reads (records
of version 1, decisions a runtime check took, principals or verifier answers the recording
policy never asked for) is reported as not re-checkable, with the reason, never guessed.
Principals are compared as the tokens the log keeps. The inputs of a confidential argument
(its size, principals and verifier answers) are sealed in the log: re-checking such a
record needs the log's token key (--audit-key); without it the record is not re-checkable.
Reading the log needs @zamburak/audit installed next to this package.

  --audit <log>        the audit log (SQLite database written by the runtime)
  --audit-key <file>   the log's token key (the bytes given to openAuditLog as tokenKey)
  --fail-on widen      exit 2 when any decision would become less strict
  --format human|json  output format (default human)

Exit: 0 reported, 2 widened (with --fail-on widen), 3 invalid candidate, 1 bad usage, an
unreadable log or one that does not verify.
`,
  explain: `zamburak-policy explain <policy> (--request <file> | --tool <name> --args <args.json>) [options]

Runs one decision and explains it: the decision, the stage that answered (in decision
order), the reason code, the violated rule path, the redacted witness and the remediation
message id with its arguments.

  --request <file>       a request (YAML, or JSON for *.json) in the vocabulary of
                         policies: { tool, args: { <name>: { value, integrity,
                         confidentiality, readers, authority, verification } }, context:
                         { integrity, confidentiality, effects }, authority: [Cap] }; the
                         inputs are built from it as the runtime builds them
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
          ioError: ioErrorRecord(read),
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

interface ExplainInputs {
  readonly tool: string;
  readonly args: Record<string, ArgumentInput>;
  readonly ctx: ExecutionContextSummary;
  readonly authority: AuthorityInput;
}

/** The decision inputs from --tool/--args/--context/--authority (internal summaries). */
function inputsFromFlags(p: Parsed, io: CliIo, json: boolean): ExplainInputs | number {
  const tool = p.flags.get('tool');
  const argsFile = p.flags.get('args');
  if (typeof tool !== 'string')
    return usage(io, 'explain', '--tool (or --request) is required', json);
  if (typeof argsFile !== 'string') return usage(io, 'explain', '--args is required', json);
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
  return {
    tool,
    args: args.value as Record<string, ArgumentInput>,
    ctx: ctx as ExecutionContextSummary,
    authority,
  };
}

/** The decision inputs from a request file, built as the runtime builds them. */
function inputsFromRequest(
  io: CliIo,
  json: boolean,
  file: string,
  engine: PolicyEngine,
): ExplainInputs | number {
  const read = readText(io, file);
  if (!('text' in read)) {
    return fail(io, json, EXIT_USAGE, read.code, `request file: ${read.message}`, read.data);
  }
  const v = validateDocumentText(
    read.text,
    { format: formatOf(file), sourceName: file },
    requestValidators().request,
  );
  if (!v.ok) {
    for (const d of v.diagnostics) io.stderr(`${renderDiagnostic(d, read.text)}\n`);
    if (json) io.stdout(`${JSON.stringify({ ok: false, diagnostics: v.diagnostics }, null, 2)}\n`);
    return EXIT_USAGE;
  }
  const i = requestInputs(engine, v.value as PolicyRequest);
  return { tool: i.tool, args: { ...i.args }, ctx: i.context, authority: i.authority };
}

function explainCmd(p: Parsed, io: CliIo): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json')
    return usage(io, 'explain', '--format must be human or json');
  const json = format === 'json';
  const [policyFile, ...rest] = p.positional;
  if (policyFile === undefined || rest.length > 0)
    return usage(io, 'explain', 'give exactly one policy file', json);
  const requestFile = p.flags.get('request');
  if (
    typeof requestFile === 'string' &&
    ['tool', 'args', 'context', 'authority'].some((f) => p.flags.has(f))
  ) {
    return usage(
      io,
      'explain',
      '--request replaces --tool, --args, --context and --authority',
      json,
    );
  }
  const r = loadPolicyFile(io, json, policyFile);
  if (typeof r === 'number') return r;
  const engine = createPolicyEngine(r.definition);
  const inputs =
    typeof requestFile === 'string'
      ? inputsFromRequest(io, json, requestFile, engine)
      : inputsFromFlags(p, io, json);
  if (typeof inputs === 'number') return inputs;
  const { tool } = inputs;
  const d = engine.check(tool, inputs.args, inputs.ctx, inputs.authority);
  const stage = DECISION_ORDER.find((s) => s.id === d.stage);
  // The words come from the Fluent catalogues (@zamburak/l10n): one text per reason code.
  const words = d.remediation === undefined ? undefined : decisionWords(d.remediation, io.locale);
  if (format === 'json') {
    io.stdout(
      `${JSON.stringify({ policy: engine.name, hash: engine.hash, tool, decision: d, ...words }, null, 2)}\n`,
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
      if (words !== undefined) lines.push(`why:      ${words.text}`);
      const w = describeWitness(d);
      if (w !== '') lines.push(`witness:  ${w}`);
      if (d.remediation !== undefined) {
        if (words?.help !== undefined) lines.push(`remedy:   ${words.help}`);
        const a = Object.entries(d.remediation.args)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(', ');
        lines.push(`message:  ${d.remediation.id} (${a})`);
      }
    }
    io.stdout(`${lines.join('\n')}\n`);
  }
  return d.kind === 'Deny' ? EXIT_DENIED : EXIT_OK;
}

/** A decision's text and remedy in the CLI's locale (default en-US), from the catalogues. */
function decisionWords(
  r: NonNullable<Decision['remediation']>,
  locale: string | undefined,
): { text: string; help?: string } {
  const l10n = bundledLocalizer(locale);
  const help = l10n.lookup(`${r.id}.help`, r.args);
  return { text: l10n.message(r.id, r.args, r.id), ...(help === undefined ? {} : { help }) };
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
  test: {},
  fmt: { check: { type: 'boolean' }, write: { type: 'boolean' } },
  trial: {
    audit: { type: 'string' },
    'audit-key': { type: 'string' },
    'fail-on': { type: 'string' },
  },
  explain: {
    request: { type: 'string' },
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
    if (command === 'test' || command === 'fmt' || command === 'trial') {
      const problem = (text: string, asJson = json) => usage(io, command, text, asJson);
      if (command === 'trial') {
        return trialCmd(p, io, problem, (asJson, file) => {
          const r = loadPolicyFile(io, asJson, file);
          return typeof r === 'number' ? r : createPolicyEngine(r.definition);
        });
      }
      return command === 'test' ? testCmd(p, io, problem) : fmtCmd(p, io, problem);
    }
    return explainCmd(p, io);
  } catch (err) {
    const record = cliErrorRecord(err);
    io.stderr(`error[${record.code}]: ${record.message}\n`);
    if (json) io.stdout(`${JSON.stringify({ error: record })}\n`);
    return EXIT_USAGE;
  }
}
