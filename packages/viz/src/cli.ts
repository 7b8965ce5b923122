/**
 * `zamburak-viz`: render policy diagrams and check that committed ones are current.
 *
 *   zamburak-viz render [--out DIR] [--format mmd,svg,png] [--force] [--prune]
 *                       [--chromium PATH] [--root DIR] [--quiet] <policy...>
 *   zamburak-viz check  [--out DIR] [--require svg,png] [--format text|json] [--root DIR] <policy...>
 *
 * Exit codes (docs/architecture.md): 0 ok, 1 usage or I/O error, 3 validation failed
 * (a policy does not load, or `check` found stale/missing/orphaned files).
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { type CliOption, cliErrorRecord, packageVersion, parseCliArgs } from '@zamburak/kernel';
import { type Diagnostic, validatePolicyText } from '@zamburak/policy';
import { VizError } from './errors.js';
import {
  type CheckFinding,
  checkGenerated,
  type PlannedDiagram,
  planOutputs,
  policyStem,
  RENDER_FORMATS,
  type RenderFormat,
  writeGenerated,
} from './files.js';
import { type PolicyDiagrams, policyToMermaid } from './generate.js';
import { launchRenderer, type MermaidRenderer, type RendererOptions } from './render.js';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
}

export interface VizCliOptions {
  /** Starts the renderer; tests and embedders may inject their own. Default: `launchRenderer`. */
  readonly launch?: (options: RendererOptions) => Promise<MermaidRenderer>;
}

export const DEFAULT_OUT_DIR = 'docs/generated';
const DEFAULT_RENDER_FORMATS: readonly RenderFormat[] = ['mmd', 'svg'];

const EXIT_OK = 0;
const EXIT_USAGE = 1;
const EXIT_INVALID = 3;

const MAIN_HELP = `Usage: zamburak-viz <command> [options] <policy...>

Draws Zamburak policies (schema v1, or v0 migrated on load) as Mermaid flowcharts:
one diagram per tool following the engine's decision order, plus a summary of all
tools grouped by side-effect class.

Commands:
  render   write .mmd files and render them to SVG/PNG in one headless Chromium
  check    fail (exit 3) when committed generated files are stale, missing or orphaned

Run 'zamburak-viz <command> --help' for the options of a command, and
'zamburak-viz --version' for the version. Options take \`--flag value\` or \`--flag=value\`;
with 'check --format json' errors are JSON on stdout too.
Exit codes: 0 ok, 1 usage or I/O error, 3 validation failed.
`;

const RENDER_HELP = `Usage: zamburak-viz render [options] <policy...>

Writes, per policy file <stem>.yaml, into the output folder:
  <stem>/summary.mmd         tools grouped by side-effect class, default decisions
  <stem>/tools/<tool>.mmd    the decision flow of one tool
and renders each to .svg / .png beside it. All diagrams render in one Chromium page.

Options:
  --out DIR          output folder (default: ${DEFAULT_OUT_DIR})
  --format LIST      comma-separated subset of mmd,svg,png (default: mmd,svg);
                     may be repeated
  --force            re-render SVGs even when they already match their .mmd
  --prune            delete generated files of removed tools under the policies' folders
  --chromium PATH    Chromium binary (default: $ZAMBURAK_CHROMIUM, else chromium
                     on PATH; install Debian's chromium: apt-get install chromium)
  --root DIR         name policy files in diagram headers relative to DIR
                     (default: the working directory; use the same for check)
  --quiet            no progress lines on stderr
  --help             show this help
`;

const CHECK_HELP = `Usage: zamburak-viz check [options] <policy...>

Regenerates the diagrams in memory and compares them with the output folder:
  - every .mmd must exist and equal the generated text byte for byte,
  - an .svg beside a .mmd must record the digest of the current .mmd,
  - no generated file may be left over from a removed tool.
SVG bytes are not compared (they differ across Chromium versions).

Options:
  --out DIR          output folder (default: ${DEFAULT_OUT_DIR})
  --require LIST     rendered formats that must exist (comma-separated: svg,png)
  --root DIR         as for render: header names are relative to DIR (default: cwd)
  --format FORMAT    report format: text (default) or json
  --help             show this help

Exit codes: 0 up to date, 1 usage or I/O error, 3 stale, missing or orphaned files
(or a policy that does not load).
`;

const FINDING_TEXT: Readonly<Record<CheckFinding['code'], string>> = {
  GENERATED_FILE_MISSING: 'generated diagram is missing; run zamburak-viz render',
  GENERATED_FILE_STALE: 'generated diagram differs from the policy; run zamburak-viz render',
  GENERATED_FILE_ORPHANED:
    'file belongs to no tool of the policy; delete it or run zamburak-viz render --prune',
  RENDERED_FILE_MISSING: 'rendered file is missing; run zamburak-viz render',
  RENDERED_FILE_STALE:
    'rendered file was made from another version of its .mmd; run zamburak-viz render',
};

interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Map<string, string[]>;
  readonly flags: Set<string>;
}

/** The kernel's argument convention (`--flag value` and `--flag=value`), in this CLI's shape. */
function parseArgs(
  argv: readonly string[],
  valueOptions: readonly string[],
  flagOptions: readonly string[],
): ParsedArgs {
  const spec: Record<string, CliOption> = {};
  for (const name of valueOptions) spec[name] = { type: 'string', multiple: true };
  for (const name of flagOptions) spec[name] = { type: 'boolean' };
  const r = parseCliArgs(argv, spec);
  if (!r.ok) {
    throw new VizError('USAGE', r.problem, {
      option: (r.option ?? '').replace(/^-+/u, '').replace(/[^A-Za-z0-9-]/gu, '?'),
    });
  }
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (const [name, v] of Object.entries(r.args.values)) {
    if (v === true) flags.add(name);
    else if (Array.isArray(v) || typeof v === 'string') {
      const list = (Array.isArray(v) ? v : [v]).map(String);
      if (list.some((x) => x === '')) {
        throw new VizError('USAGE', 'an option needs a value', { option: name });
      }
      values.set(name, list);
    }
  }
  return { positionals: [...r.args.positionals], values, flags };
}

function formatList(
  raw: readonly string[],
  allowed: readonly RenderFormat[],
  option: string,
): RenderFormat[] {
  const out: RenderFormat[] = [];
  for (const item of raw.flatMap((r) => r.split(','))) {
    const name = item.trim();
    const format = allowed.find((f) => f === name);
    if (format === undefined) {
      throw new VizError('INVALID_FORMAT', 'unknown format', {
        option,
        format: name.replace(/[^A-Za-z0-9-]/gu, '?').slice(0, 20),
      });
    }
    if (!out.includes(format)) {
      out.push(format);
    }
  }
  return out;
}

/** A display path: relative to cwd when inside it, `/`-separated. */
function displayFile(cwd: string, file: string): string {
  const abs = resolve(cwd, file);
  const rel = relative(cwd, abs);
  const shown = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
  return shown.split(sep).join('/');
}

function printDiagnostic(io: CliIo, d: Diagnostic): void {
  io.stderr(`${d.sourceName}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}\n`);
  if (d.help !== '') {
    io.stderr(`  help: ${d.help}\n`);
  }
}

interface LoadedPolicies {
  readonly planned: PlannedDiagram[];
  readonly failed: number;
}

/**
 * Loads and draws every policy. Header source names are relative to `root` (default: the
 * working directory), so `render` and `check` agree whatever directory they run from.
 */
async function loadPolicies(
  io: CliIo,
  files: readonly string[],
  rootArg: string | undefined,
): Promise<LoadedPolicies> {
  const root = resolve(io.cwd, rootArg ?? '.');
  const loaded: { stem: string; diagrams: PolicyDiagrams }[] = [];
  let failed = 0;
  for (const file of files) {
    const sourceName = displayFile(root, resolve(io.cwd, file));
    let text: string;
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8');
    } catch {
      throw new VizError('IO_FAILED', 'a policy file could not be read', {
        path: sourceName,
        op: 'read',
      });
    }
    const format = /\.json$/iu.test(file) ? 'json' : 'yaml';
    const result = validatePolicyText(text, { format, sourceName });
    if (!result.ok || result.definition === undefined) {
      failed += 1;
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      io.stderr(`zamburak-viz: ${sourceName}: the policy does not load (viz-policy-load-failed)\n`);
      for (const d of errors) {
        printDiagnostic(io, d);
      }
      continue;
    }
    loaded.push({
      stem: policyStem(file),
      diagrams: policyToMermaid(result.definition, { sourceName }),
    });
  }
  return { planned: planOutputs(loaded), failed };
}

async function runRender(
  argv: readonly string[],
  io: CliIo,
  options: VizCliOptions,
): Promise<number> {
  const args = parseArgs(
    argv,
    ['out', 'format', 'chromium', 'root'],
    ['help', 'force', 'prune', 'quiet'],
  );
  if (args.flags.has('help')) {
    io.stdout(RENDER_HELP);
    return EXIT_OK;
  }
  if (args.positionals.length === 0) {
    throw new VizError('USAGE', 'render needs at least one policy file', { command: 'render' });
  }
  const formatValues = args.values.get('format');
  const formats =
    formatValues === undefined
      ? [...DEFAULT_RENDER_FORMATS]
      : formatList(formatValues, RENDER_FORMATS, 'format');
  const outArg = args.values.get('out')?.at(-1) ?? DEFAULT_OUT_DIR;
  const outDir = resolve(io.cwd, outArg);
  const { planned, failed } = await loadPolicies(
    io,
    args.positionals,
    args.values.get('root')?.at(-1),
  );
  if (failed > 0) {
    return EXIT_INVALID;
  }
  const needsBrowser = formats.includes('svg') || formats.includes('png');
  const chromium = args.values.get('chromium')?.at(-1);
  const launch = options.launch ?? launchRenderer;
  const renderer = needsBrowser
    ? await launch(chromium === undefined ? {} : { executablePath: chromium })
    : undefined;
  const quiet = args.flags.has('quiet') || planned.length < 2;
  const shownOut = displayFile(io.cwd, outArg);
  try {
    const summary = await writeGenerated(outDir, planned, {
      formats,
      ...(renderer === undefined ? {} : { renderer }),
      force: args.flags.has('force'),
      prune: args.flags.has('prune'),
      onProgress: (index, total, path, action) => {
        if (!quiet) {
          io.stderr(`zamburak-viz: [${index}/${total}] ${shownOut}/${path} ${action}\n`);
        }
      },
    });
    for (const file of summary.pruned) {
      io.stderr(`zamburak-viz: removed ${shownOut}/${file}\n`);
    }
    io.stdout(
      `rendered ${summary.diagrams} diagrams (${formats.join(', ')}) into ${shownOut}: ` +
        `${summary.filesWritten} files written, ${summary.filesUnchanged} unchanged\n`,
    );
  } finally {
    await renderer?.close();
  }
  return EXIT_OK;
}

async function runCheck(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ['out', 'format', 'require', 'root'], ['help']);
  if (args.flags.has('help')) {
    io.stdout(CHECK_HELP);
    return EXIT_OK;
  }
  const report = args.values.get('format')?.at(-1) ?? 'text';
  if (report !== 'text' && report !== 'json') {
    throw new VizError('INVALID_FORMAT', 'check reports as text or json', {
      option: 'format',
      format: 'other',
    });
  }
  if (args.positionals.length === 0) {
    throw new VizError('USAGE', 'check needs at least one policy file', { command: 'check' });
  }
  const required = formatList(args.values.get('require') ?? [], ['svg', 'png'], 'require');
  const outArg = args.values.get('out')?.at(-1) ?? DEFAULT_OUT_DIR;
  const shownOut = displayFile(io.cwd, outArg);
  const { planned, failed } = await loadPolicies(
    io,
    args.positionals,
    args.values.get('root')?.at(-1),
  );
  if (failed > 0) {
    return EXIT_INVALID;
  }
  const findings = await checkGenerated(resolve(io.cwd, outArg), planned, { require: required });
  if (report === 'json') {
    io.stdout(
      `${JSON.stringify({
        ok: findings.length === 0,
        outDir: shownOut,
        diagrams: planned.length,
        findings: findings.map((f) => ({ ...f, file: `${shownOut}/${f.file}` })),
      })}\n`,
    );
  } else {
    for (const f of findings) {
      io.stdout(`${shownOut}/${f.file}: ${f.code} (${f.messageId}): ${FINDING_TEXT[f.code]}\n`);
    }
    io.stdout(
      findings.length === 0
        ? `${planned.length} diagrams in ${shownOut} are up to date\n`
        : `${findings.length} problem${findings.length === 1 ? '' : 's'} in ${shownOut} (${planned.length} diagrams checked)\n`,
    );
  }
  return findings.length === 0 ? EXIT_OK : EXIT_INVALID;
}

/** The `zamburak-viz` command line as a library function (the bin is a thin wrapper). */
export async function runVizCli(
  argv: readonly string[],
  io: CliIo,
  options: VizCliOptions = {},
): Promise<number> {
  const [command, ...rest] = argv;
  // --format json applies to every answer, errors included: looked at before parsing.
  const json = argv.some(
    (a, i) => a === '--format=json' || (a === '--format' && argv[i + 1] === 'json'),
  );
  if (command === '--version' || rest.includes('--version')) {
    io.stdout(`${packageVersion(new URL('../package.json', import.meta.url))}\n`);
    return EXIT_OK;
  }
  try {
    switch (command) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.stdout(MAIN_HELP);
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      case 'render':
        return await runRender(rest, io, options);
      case 'check':
        return await runCheck(rest, io);
      default:
        io.stderr(`zamburak-viz: unknown command (viz-usage)\n\n${MAIN_HELP}`);
        if (json) {
          const error = {
            code: 'USAGE',
            messageId: 'viz-usage',
            message: 'unknown command',
            data: {},
          };
          io.stdout(`${JSON.stringify({ error })}\n`);
        }
        return EXIT_USAGE;
    }
  } catch (error) {
    if (json) io.stdout(`${JSON.stringify({ error: cliErrorRecord(error) })}\n`);
    if (error instanceof VizError) {
      const data = Object.entries(error.data)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ');
      io.stderr(
        `zamburak-viz: error ${error.code} (${error.messageId}): ${error.message}${data === '' ? '' : ` [${data}]`}\n`,
      );
      if (error.code === 'USAGE' || error.code === 'INVALID_FORMAT') {
        io.stderr("Run 'zamburak-viz --help' for usage.\n");
      }
      return EXIT_USAGE;
    }
    io.stderr('zamburak-viz: error: unexpected failure\n');
    return EXIT_USAGE;
  }
}
