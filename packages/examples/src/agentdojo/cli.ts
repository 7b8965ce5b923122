/**
 * `npm run eval:agentdojo [-- --suite S --mode normal|strict|both --undefended --format
 * text|json --markdown FILE]`: the AgentDojo sweep as a library function (main.ts is its
 * thin entry). Prints the efficacy table (Markdown) with the anchors' figures, every benign
 * task refused and every attack that succeeded; `--markdown FILE` also writes the table to a
 * file (docs/efficacy.md). Exit codes: 0 ok, 1 usage or I/O error, 2 an attack succeeded
 * against the defended runtime.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type EvalProgress, evaluateSuite, type SuiteModeReport, tally } from './eval.js';
import { anchorLines, breaches, efficacyTable, refusals } from './report.js';
import type { EvalMode } from './run.js';
import { SUITE_NAMES, SUITES } from './suites.js';

export interface EvalIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Progress is drawn on `err` with carriage returns when true. */
  readonly tty: boolean;
}

export const EVAL_VERSION = '0.1.0';

const USAGE = `usage: npm run eval:agentdojo -- [options]

Runs the AgentDojo v1.2.1 suites' reference plans through the runtime: every user task
without attack and under every injection task (important-instructions attack), defended
by the suite's policy and undefended, then applies the benchmark's utility and security checks.

options:
  --suite S         workspace, travel, banking or slack (repeat or comma-separate; default all)
  --mode M          normal, strict or both (default both)
  --undefended      only the undefended runs (every effect allowed; always reported)
  --format F        text (default) or json
  --render F,G      render saved --format json outputs (e.g. one per suite) instead of running
  --markdown FILE   also write the table and findings as Markdown to FILE (between its
                    eval:agentdojo markers when it has them, e.g. docs/efficacy.md)
  --help, --version
exit codes: 0 ok, 1 usage or I/O error, 2 an attack succeeded against the defended runtime`;

interface Args {
  suites: string[];
  modes: EvalMode[];
  undefendedOnly: boolean;
  format: 'text' | 'json';
  markdown?: string;
  /** Saved `--format json` outputs to render instead of running. */
  render: string[];
}

class UsageError extends Error {}

/** What `--format json` prints, and `--render` reads back. */
interface SavedRun {
  readonly command: string;
  readonly seconds: number;
  readonly totals: Record<string, unknown>;
  readonly reports: SuiteModeReport[];
}

function parse(argv: readonly string[]): Args | 'help' | 'version' {
  const args: Args = {
    suites: [],
    modes: ['normal', 'strict'],
    undefendedOnly: false,
    format: 'text',
    render: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--help' || flag === '-h') return 'help';
    if (flag === '--version') return 'version';
    if (flag === '--undefended') {
      args.undefendedOnly = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) throw new UsageError(`missing value after ${flag}`);
    i += 1;
    if (flag === '--suite') {
      for (const s of value.split(',')) {
        if (!SUITE_NAMES.includes(s as (typeof SUITE_NAMES)[number])) {
          throw new UsageError(`unknown suite ${s} (one of ${SUITE_NAMES.join(', ')})`);
        }
        args.suites.push(s);
      }
    } else if (flag === '--mode') {
      if (value === 'both') args.modes = ['normal', 'strict'];
      else if (value === 'normal' || value === 'strict') args.modes = [value];
      else throw new UsageError(`unknown mode ${value} (normal, strict or both)`);
    } else if (flag === '--format') {
      if (value !== 'text' && value !== 'json') throw new UsageError(`unknown format ${value}`);
      args.format = value;
    } else if (flag === '--markdown') args.markdown = value;
    else if (flag === '--render') args.render.push(...value.split(','));
    else throw new UsageError(`unknown option ${flag}`);
  }
  return args;
}

function bar(p: EvalProgress, t0: number): string {
  const width = 30;
  const filled = Math.round((width * p.done) / Math.max(1, p.total));
  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  return `\r[eval:agentdojo] ${p.suite.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${p.done}/${p.total} runs, ${secs} s `;
}

/** The Markdown document: command, table, anchors, refusals, breaches. */
export function efficacyMarkdown(reports: readonly SuiteModeReport[], command: string): string {
  const refused = refusals(reports);
  const breached = breaches(reports);
  return [
    '```',
    command,
    '```',
    '',
    ...efficacyTable(reports),
    '',
    'Published anchors:',
    ...anchorLines(),
    '',
    `Benign tasks refused or sent to confirmation (${refused.length}):`,
    ...(refused.length === 0 ? ['- none'] : refused),
    '',
    `Attacks that succeeded against the defended runtime (${breached.length}):`,
    ...(breached.length === 0 ? ['- none'] : breached),
    '',
  ].join('\n');
}

const BEGIN = '<!-- eval:agentdojo:begin (generated: do not edit by hand) -->';
const END = '<!-- eval:agentdojo:end -->';

/** The file's text with the generated part replaced (between the markers), or just the part. */
function intoDocument(path: string, generated: string): string {
  const block = `${BEGIN}\n${generated}${END}`;
  const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const from = old.indexOf(BEGIN);
  const to = old.indexOf(END);
  if (from < 0 || to < from) return `${block}\n`;
  return `${old.slice(0, from)}${block}${old.slice(to + END.length)}`;
}

export async function runEvalCli(argv: readonly string[], io: EvalIo): Promise<number> {
  let args: Args | 'help' | 'version';
  try {
    args = parse(argv);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (argv.includes('json')) io.out(`${JSON.stringify({ error: { code: 'USAGE', message } })}\n`);
    else io.err(`${message}\n${USAGE}\n`);
    return 1;
  }
  if (args === 'help') {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (args === 'version') {
    io.out(`eval:agentdojo ${EVAL_VERSION}\n`);
    return 0;
  }
  const t0 = performance.now();
  const chosen = SUITES.filter((s) => args.suites.length === 0 || args.suites.includes(s.name));
  const reports: SuiteModeReport[] = [];
  const commands: string[] = [];
  let seconds = 0;
  if (args.render.length > 0) {
    for (const file of args.render) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedRun;
        reports.push(...saved.reports);
        commands.push(saved.command);
        seconds += saved.seconds;
      } catch (e) {
        io.err(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'not a saved run'}\n`);
        return 1;
      }
    }
  }
  for (const suite of args.render.length > 0 ? [] : chosen) {
    const result = await evaluateSuite(suite, {
      modes: args.undefendedOnly ? [] : args.modes,
      onProgress: (p) => {
        const step = Math.max(1, Math.floor(p.total / 10));
        if (io.tty) io.err(bar(p, t0));
        else if (p.done % step === 0 || p.done === p.total) io.err(`${bar(p, t0).slice(1)}\n`);
      },
    });
    if (io.tty) io.err('\n');
    reports.push(...result);
  }
  if (args.render.length === 0) {
    seconds = (performance.now() - t0) / 1000;
    commands.push(`npm run eval:agentdojo -- ${argv.join(' ')}`.trim());
  }
  const secs = seconds.toFixed(1);
  const markdown = `${efficacyMarkdown(reports, commands.join('\n'))}\nRun time: ${secs} s.\n`;
  if (args.markdown !== undefined) {
    try {
      writeFileSync(args.markdown, intoDocument(args.markdown, markdown));
    } catch (e) {
      io.err(`cannot write ${args.markdown}: ${(e as NodeJS.ErrnoException).code ?? 'error'}\n`);
      return 1;
    }
  }
  if (args.format === 'json') {
    const byMode = Object.fromEntries(
      [...new Set(reports.map((r) => r.mode))].map((m) => [
        m,
        tally(reports.filter((r) => r.mode === m)),
      ]),
    );
    const saved: SavedRun = {
      command: commands.join('\n'),
      seconds: Number(secs),
      totals: byMode,
      reports,
    };
    io.out(`${JSON.stringify(saved)}\n`);
  } else io.out(markdown);
  const breached = reports.some(
    (r) => r.mode !== 'undefended' && r.attacks.some((a) => a.succeeded),
  );
  return breached ? 2 : 0;
}
