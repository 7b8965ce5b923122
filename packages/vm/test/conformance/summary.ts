/**
 * The compact, committed form of a conformance run (what docs/coverage-matrix.md renders):
 * `summary.json` for the vendored set, `full-summary.json` for the last run of the whole
 * selection (`npm run conformance -- --root <test262> --summary .../full-summary.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONFORMANCE_DIR,
  type ConformanceReport,
  MODES,
  type Mode,
  type ModeCounts,
} from './runner.js';

export const TEST262_COMMIT = 'be13516fb6441b950ba8a3df97eb34062c186972';
export const SUMMARY_FILE = join(CONFORMANCE_DIR, 'summary.json');
export const FULL_SUMMARY_FILE = join(CONFORMANCE_DIR, 'full-summary.json');

export interface ConformanceSummary {
  readonly test262Commit: string;
  readonly files: number;
  readonly skipped: number;
  readonly runnable: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly modes: Record<Mode, ModeCounts>;
  readonly acceptedParseNegative: number;
  readonly different: number;
  readonly unexplained: number;
  readonly skips: Record<string, number>;
  readonly rejections: Record<string, number>;
}

export function summaryOf(r: ConformanceReport): ConformanceSummary {
  const skips: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.skips)) {
    const g = k.startsWith('flag') ? k : k.replace(/:.*$/, '');
    skips[g] = (skips[g] ?? 0) + v;
  }
  const sorted = (h: Record<string, number>): Record<string, number> =>
    Object.fromEntries(Object.entries(h).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  const modes = {} as Record<Mode, ModeCounts>;
  for (const m of MODES) modes[m] = { ...r.modes[m] };
  return {
    test262Commit: TEST262_COMMIT,
    files: r.files,
    skipped: r.skipped,
    runnable: r.runnable,
    accepted: r.accepted,
    rejected: r.rejected,
    modes,
    acceptedParseNegative: r.acceptedParseNegative,
    different: r.different,
    unexplained: r.unexplained,
    skips: sorted(skips),
    rejections: sorted(r.rejections),
  };
}

export function readSummary(file: string): ConformanceSummary | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ConformanceSummary;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

function summaryRows(label: string, s: ConformanceSummary): string[] {
  const pct = s.runnable === 0 ? '0' : ((100 * s.accepted) / s.runnable).toFixed(1);
  return [
    `| ${label} | ${fmt(s.files)} | ${fmt(s.skipped)} | ${fmt(s.runnable)} | ${fmt(s.accepted)} (${pct}%) | ${fmt(s.modes.normal.same)} / ${fmt(s.modes.normal.compared)} | ${fmt(s.modes.strict.same)} / ${fmt(s.modes.strict.compared)} | ${fmt(s.different)} (${fmt(s.unexplained)} unexplained) |`,
  ];
}

/**
 * The test262 section of docs/coverage-matrix.md, from the committed summaries (appended by
 * packages/vm/scripts/coverage-matrix.ts).
 */
export function renderTest262Section(
  vendored = readSummary(SUMMARY_FILE),
  full = readSummary(FULL_SUMMARY_FILE),
): string {
  const lines = [
    '',
    '## test262 conformance',
    '',
    `tc39/test262 at \`${TEST262_COMMIT.slice(0, 10)}\`, the selection of`,
    '`packages/vm/test/conformance/selection.ts` (ES2020-level `test/language` and',
    '`test/built-ins/{Array,String,Object,JSON,Math,Number}`, async and module tests skipped).',
    'Each runnable test is compiled as a plan in both modes; what the compiler accepts runs in',
    'plain QuickJS and in the sandbox (normal and strict), and the outcomes are compared',
    '(`npm run conformance`; `packages/vm/test/conformance/runner.ts` says how). "accepted" counts',
    'positive and runtime-negative tests; a parse-negative test the compiler accepts is a',
    'difference. Figures from the committed summaries (`summary.json`: the vendored subset that',
    '`npm test` runs; `full-summary.json`: the last run of the whole selection). Strict mode in',
    '`npm test` runs on a 1-in-4 sample of the accepted tests (time budget); the table counts both',
    'modes on every accepted test.',
    '',
    '| set | files | skipped | runnable | accepted | same / compared (normal) | same / compared (strict) | different tests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  if (full !== undefined) lines.push(...summaryRows('full selection', full));
  if (vendored !== undefined)
    lines.push(...summaryRows('vendored (`third_party/test262`)', vendored));
  const hist = full ?? vendored;
  if (hist !== undefined) {
    lines.push(
      '',
      `Rejections of the ${full !== undefined ? 'full selection' : 'vendored subset'} by code (normal mode, the first error in the program):`,
      '',
      '| code | tests |',
      '| --- | --- |',
      ...Object.entries(hist.rejections).map(([k, v]) => `| \`${k}\` | ${fmt(v)} |`),
      '',
      'Skipped by reason:',
      '',
      '| reason | tests |',
      '| --- | --- |',
      ...Object.entries(hist.skips).map(([k, v]) => `| ${k} | ${fmt(v)} |`),
    );
  }
  lines.push('');
  return lines.join('\n');
}
