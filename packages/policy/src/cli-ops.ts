/**
 * The day-two commands of `zamburak-policy`: `test` (run policy test files) and `fmt`
 * (canonical layout, `--check` for CI). cli.ts parses the arguments and dispatches here.
 */
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cliErrorRecord } from '@zamburak/kernel';
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
import type { PolicyEngine } from './decision/types.js';
import { formatPolicyText } from './fmt.js';
import { type PolicyTestFileResult, runPolicyTests } from './policy-test.js';
import { formatTrialReport, trialDecisions } from './trial.js';

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

export type Usage = (problem: string, json?: boolean) => number;

/** File names `zamburak-policy test` picks up in a directory. */
export const POLICY_TEST_SUFFIXES = ['.test.yaml', '.test.yml', '.test.json'] as const;

/** The test files under the given paths (directories searched recursively, sorted). */
function findTestFiles(io: CliIo, paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(resolve(io.cwd, dir), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else if (POLICY_TEST_SUFFIXES.some((s) => entry.name.endsWith(s))) {
        out.push(path);
      }
    }
  };
  for (const p of paths) {
    let isDir = false;
    try {
      isDir = p !== '-' && statSync(resolve(io.cwd, p)).isDirectory();
    } catch {
      // Not there: readText reports it when the file is read.
    }
    if (isDir) walk(p);
    else out.push(p);
  }
  return out;
}

function caseLine(r: PolicyTestFileResult, c: PolicyTestFileResult['cases'][number]): string {
  const got = `${c.actual.decision}${c.actual.reason === undefined ? '' : ` (${c.actual.reason})`}`;
  if (c.ok) return `  ok    ${c.name}`;
  const want = `${c.expected.decision}${c.expected.reason === undefined ? '' : ` (${c.expected.reason})`}${c.expected.rule === undefined ? '' : ` by ${c.expected.rule}`}`;
  return [
    `  FAIL  ${c.name}`,
    `        --> ${r.file}:${c.line}:${c.column}`,
    `        expected ${want}`,
    `        got      ${got}${c.actual.rule === undefined ? '' : ` by ${c.actual.rule}`}${c.actual.stage === undefined ? '' : ` (stage ${c.actual.stage})`}`,
  ].join('\n');
}

export function testCmd(p: ParsedArgs, io: CliIo, usage: Usage): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json') return usage('--format must be human or json');
  const json = format === 'json';
  let files: string[];
  try {
    files = findTestFiles(io, p.positional.length === 0 ? ['.'] : p.positional);
  } catch {
    return usage('a directory given could not be listed', json);
  }
  if (files.length === 0) {
    return usage(
      `no policy test files found (names end in ${POLICY_TEST_SUFFIXES.join(', ')})`,
      json,
    );
  }
  let exit = EXIT_OK;
  const results: unknown[] = [];
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const read = readText(io, file);
    if (!('text' in read)) {
      exit = EXIT_USAGE;
      io.stderr(`error[${read.code}]: ${read.message}\n`);
      results.push({
        file,
        ok: false,
        ioError: ioErrorRecord(read),
        cases: [],
        diagnostics: [],
      });
      continue;
    }
    const base = file === '-' ? io.cwd : dirname(resolve(io.cwd, file));
    const policyTexts = new Map<string, string>();
    const r = runPolicyTests(read.text, { format: formatOf(file), sourceName: file }, (path) => {
      const at = resolve(base, path);
      const shown = relative(io.cwd, at) || path;
      const policy = readText({ ...io, cwd: base }, at);
      if (!('text' in policy)) return { error: policy.data.reason };
      policyTexts.set(shown, policy.text);
      return { text: policy.text, format: formatOf(at), sourceName: shown };
    });
    if (!r.ok && exit === EXIT_OK) exit = EXIT_INVALID;
    passed += r.cases.filter((c) => c.ok).length;
    failed += r.cases.filter((c) => !c.ok).length;
    if (json) {
      results.push(r);
      continue;
    }
    for (const d of r.diagnostics) {
      const text = d.sourceName === file ? read.text : (policyTexts.get(d.sourceName) ?? '');
      io.stdout(`${renderDiagnostic(d, text)}\n`);
    }
    if (r.diagnostics.some((d) => d.severity === 'error')) {
      io.stdout(`${file}: not run (${plural(r.diagnostics.length, 'problem')})\n`);
      continue;
    }
    io.stdout(`${file} (${r.policy}, ${r.policyHash})\n`);
    for (const c of r.cases) io.stdout(`${caseLine(r, c)}\n`);
  }
  if (json) {
    io.stdout(`${JSON.stringify({ files: results, passed, failed }, null, 2)}\n`);
  } else {
    io.stdout(
      `${plural(files.length, 'file')}, ${plural(passed + failed, 'case')}: ${passed} passed, ${failed} failed\n`,
    );
  }
  return exit;
}

/** Writes a file by renaming a sibling temporary file over it: never half-written. */
function writeAtomically(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.fmt-tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export function fmtCmd(p: ParsedArgs, io: CliIo, usage: Usage): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json') return usage('--format must be human or json');
  const json = format === 'json';
  const check = p.flags.get('check') === true;
  const write = p.flags.get('write') === true;
  if (check && write) return usage('give --check or --write, not both', json);
  if (p.positional.length === 0) return usage('no files given', json);
  if (!check && !write && p.positional.length > 1)
    return usage('give one file to print, or --check / --write for several', json);
  if (write && p.positional.includes('-'))
    return usage('--write cannot rewrite standard input', json);
  let exit = EXIT_OK;
  const report: unknown[] = [];
  for (const file of p.positional) {
    const read = readText(io, file);
    if (!('text' in read)) {
      exit = EXIT_USAGE;
      io.stderr(`error[${read.code}]: ${read.message}\n`);
      report.push({ file, ok: false, ioError: { code: read.code, message: read.message } });
      continue;
    }
    const r = formatPolicyText(read.text, { format: formatOf(file), sourceName: file });
    if (r.text === undefined) {
      if (exit === EXIT_OK) exit = EXIT_INVALID;
      for (const d of r.diagnostics) io.stderr(`${renderDiagnostic(d, read.text)}\n`);
      report.push({ file, ok: false, diagnostics: r.diagnostics });
      continue;
    }
    if (check) {
      if (r.changed) {
        if (exit === EXIT_OK) exit = EXIT_INVALID;
        if (!json) io.stdout(`${file}: not formatted (run zamburak-policy fmt --write ${file})\n`);
      } else if (!json) io.stdout(`${file}: formatted\n`);
      report.push({ file, ok: !r.changed, formatted: !r.changed });
    } else if (write) {
      if (r.changed) {
        try {
          writeAtomically(resolve(io.cwd, file), r.text);
        } catch {
          exit = EXIT_USAGE;
          io.stderr(`error[FILE_UNREADABLE]: cannot write ${file}\n`);
          report.push({ file, ok: false, ioError: { code: 'FILE_UNREADABLE' } });
          continue;
        }
      }
      if (!json) io.stdout(`${file}: ${r.changed ? 'reformatted' : 'unchanged'}\n`);
      report.push({ file, ok: true, changed: r.changed });
    } else if (json) {
      report.push({ file, ok: true, changed: r.changed, text: r.text });
    } else {
      io.stdout(r.text);
    }
  }
  if (json) io.stdout(`${JSON.stringify({ files: report }, null, 2)}\n`);
  return exit;
}

/**
 * `trial --audit LOG CANDIDATE`: the log's decisions taken again under the candidate. Exit 0,
 * or 2 with `--fail-on widen` when a decision would become less strict; 3 invalid candidate;
 * 1 bad usage, an unreadable log or one that does not verify.
 */
export function trialCmd(
  p: ParsedArgs,
  io: CliIo,
  usage: Usage,
  loadEngine: (json: boolean, file: string) => PolicyEngine | number,
): number {
  const format = p.flags.get('format') ?? 'human';
  if (format !== 'human' && format !== 'json') return usage('--format must be human or json');
  const json = format === 'json';
  const audit = p.flags.get('audit');
  if (typeof audit !== 'string') return usage('--audit <log> is required', json);
  const failOn = p.flags.get('fail-on');
  if (failOn !== undefined && failOn !== 'widen') return usage('--fail-on takes widen', json);
  const [candidate, ...rest] = p.positional;
  if (candidate === undefined || rest.length > 0)
    return usage('give exactly one candidate policy file', json);
  const engine = loadEngine(json, candidate);
  if (typeof engine === 'number') return engine;
  if (io.readAuditDecisions === undefined) {
    return fail(
      io,
      json,
      EXIT_USAGE,
      'AUDIT_READER_UNAVAILABLE',
      'trial reads audit logs with @zamburak/audit, which is not installed',
    );
  }
  // The log's token key opens the sealed inputs of confidential arguments (docs/audit.md).
  const keyFile = p.flags.get('audit-key');
  if (keyFile !== undefined && typeof keyFile !== 'string')
    return usage('--audit-key takes a file', json);
  let tokenKey: Uint8Array | undefined;
  if (keyFile !== undefined) {
    try {
      tokenKey = readFileSync(resolve(io.cwd, keyFile));
    } catch (err) {
      const cause = (err as { code?: unknown }).code;
      return fail(io, json, EXIT_USAGE, 'FILE_UNREADABLE', `${keyFile}: cannot read the key`, {
        file: keyFile,
        ...(typeof cause === 'string' ? { cause } : {}),
      });
    }
  }
  let read: ReturnType<NonNullable<CliIo['readAuditDecisions']>>;
  try {
    read = io.readAuditDecisions(
      resolve(io.cwd, audit),
      tokenKey === undefined ? {} : { tokenKey },
    );
  } catch (err) {
    const record = cliErrorRecord(err);
    io.stderr(`error[${record.code}]: ${audit}: ${record.message}\n`);
    if (json)
      io.stdout(
        `${JSON.stringify({ error: { ...record, data: { ...record.data, file: audit } } })}\n`,
      );
    return EXIT_USAGE;
  }
  const report = trialDecisions(engine, read.decisions);
  if (json) {
    io.stdout(
      `${JSON.stringify({ audit: { file: audit, records: read.records, archivedThrough: read.archivedThrough }, ...report }, null, 2)}\n`,
    );
  } else {
    const archived =
      read.archivedThrough > 0
        ? `; records up to ${read.archivedThrough} are archived and not replayed`
        : '';
    io.stdout(`audit ${audit}: ${plural(read.records, 'record')}, chain verified${archived}\n`);
    io.stdout(formatTrialReport(report));
  }
  return failOn === 'widen' && report.widens ? EXIT_DENIED : EXIT_OK;
}
