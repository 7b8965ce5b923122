/**
 * npm run conformance [-- options]: runs test262 through the compiler, plain QuickJS and the
 * sandbox (see runner.ts) and prints accepted / compared / same / different, the skips by
 * reason and the histogram of rejection codes.
 *
 *   --root DIR         test262 checkout (default: the vendored subset, third_party/test262)
 *   --filter TEXT      only test paths containing TEXT
 *   --format json      the whole report as JSON on stdout (default: text)
 *   --summary FILE     also write the compact summary (counts and histograms) to FILE
 *   --vendor           copy the accepted tests and a 1-in-10 sample of the rest from --root
 *                      into third_party/test262 (see vendor.ts), write full-summary.json from
 *                      that run, then run the vendored set and write summary.json
 *   --full-json FILE   with --vendor: also write the whole-selection report as JSON to FILE
 *   --show PATH        print the program the runner builds for one test (under --root)
 *   --strict-one-in N  run the strict-mode sandbox on a 1-in-N sample of the accepted tests
 *   --shard K/N        only every N-th test of the selection, from the K-th (0-based): one
 *                      of N processes of a run (write each with --format json to a file)
 *   --merge FILES      comma-separated JSON reports of the shards of one run: merged, then
 *                      treated as that run (its differences matched against
 *                      expected-differences.json as it is now); with --vendor, vendored from
 *                      it instead of running, and summary.json is that run's outcomes of the
 *                      vendored tests
 *
 * Progress goes to stderr. Exit 0 when every difference is listed in
 * expected-differences.json, 3 when one is not, 1 on a usage or I/O error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildProgram,
  type ConformanceReport,
  formatReport,
  listTests,
  mergeReports,
  readExpectedDifferences,
  relist,
  restrictReport,
  runConformance,
  VENDORED_ROOT,
} from './runner.js';
import { parseMeta } from './selection.js';
import { FULL_SUMMARY_FILE, SUMMARY_FILE, summaryOf } from './summary.js';
import { vendor } from './vendor.js';

interface Args {
  root: string;
  filter: string | undefined;
  format: 'text' | 'json';
  summary: string | undefined;
  vendor: boolean;
  fullJson: string | undefined;
  show: string | undefined;
  strictOneIn: number;
  shard: { index: number; count: number } | undefined;
  merge: string[] | undefined;
}

function parseArgs(argv: readonly string[]): Args {
  const a: Args = {
    root: VENDORED_ROOT,
    filter: undefined,
    format: 'text',
    summary: undefined,
    vendor: false,
    fullJson: undefined,
    show: undefined,
    strictOneIn: 1,
    shard: undefined,
    merge: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = (): string => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${k} needs a value`);
      return x;
    };
    if (k === '--root') a.root = resolve(v());
    else if (k === '--filter') a.filter = v();
    else if (k === '--format') {
      const f = v();
      if (f !== 'json' && f !== 'text') throw new Error('--format is json or text');
      a.format = f;
    } else if (k === '--summary') a.summary = resolve(v());
    else if (k === '--vendor') a.vendor = true;
    else if (k === '--full-json') a.fullJson = resolve(v());
    else if (k === '--show') a.show = v();
    else if (k === '--strict-one-in') {
      a.strictOneIn = Number(v());
      if (!Number.isSafeInteger(a.strictOneIn) || a.strictOneIn < 1) {
        throw new Error('--strict-one-in takes a positive integer');
      }
    } else if (k === '--shard') {
      const m = /^(\d+)\/(\d+)$/.exec(v());
      const index = Number(m?.[1]);
      const count = Number(m?.[2]);
      if (m === null || count < 1 || index >= count) throw new Error('--shard takes K/N, K < N');
      a.shard = { index, count };
    } else if (k === '--merge')
      a.merge = v()
        .split(',')
        .map((f) => resolve(f));
    else throw new Error(`unknown argument ${k}`);
  }
  return a;
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  let last = 0;
  const progress = (done: number, total: number, line: () => string): void => {
    const now = Date.now();
    if (done === total || now - last > 2000) {
      last = now;
      process.stderr.write(`[${done}/${total}] ${line()}\n`);
    }
  };
  try {
    if (args.show !== undefined) {
      const text = readFileSync(join(args.root, args.show), 'utf8');
      const program = buildProgram(text, parseMeta(text), (n) =>
        readFileSync(join(args.root, 'harness', n), 'utf8'),
      );
      process.stdout.write(`${program.source}\n`);
      return 0;
    }
    const expected = readExpectedDifferences();
    const merged =
      args.merge === undefined
        ? undefined
        : relist(
            mergeReports(
              args.merge.map((f) => JSON.parse(readFileSync(f, 'utf8')) as ConformanceReport),
            ),
            expected,
          );
    if (merged !== undefined && !args.vendor) {
      if (args.summary !== undefined) {
        writeFileSync(args.summary, `${JSON.stringify(summaryOf(merged), null, 2)}\n`);
      }
      process.stdout.write(
        args.format === 'json'
          ? `${JSON.stringify(merged, null, 2)}\n`
          : `${formatReport(merged)}\n`,
      );
      return merged.unexplained > 0 ? 3 : 0;
    }
    if (args.vendor) {
      const full =
        merged ??
        (await runConformance({
          root: args.root,
          filter: args.filter,
          expected,
          progress,
        }));
      writeFileSync(FULL_SUMMARY_FILE, `${JSON.stringify(summaryOf(full), null, 2)}\n`);
      if (args.fullJson !== undefined) {
        writeFileSync(args.fullJson, `${JSON.stringify(full, null, 2)}\n`);
      }
      const v = vendor(args.root, full);
      process.stderr.write(
        `vendored ${v.tests} tests (${v.accepted} accepted, ${v.sampled} sampled) and ${v.harness} harness files, ${(v.bytes / 1024).toFixed(0)} KiB\n`,
      );
      if (merged !== undefined) {
        // The vendored tests ran in the merged run already, with this code: their summary is
        // that run's outcomes of exactly those tests (no second run).
        const sub = restrictReport(merged, listTests(VENDORED_ROOT), VENDORED_ROOT);
        const summary = `${JSON.stringify(summaryOf(sub), null, 2)}\n`;
        writeFileSync(args.summary ?? SUMMARY_FILE, summary);
        process.stdout.write(summary);
        return sub.unexplained > 0 ? 3 : 0;
      }
      args.root = VENDORED_ROOT;
      args.filter = undefined;
      args.summary ??= SUMMARY_FILE;
    }
    const report = await runConformance({
      root: args.root,
      filter: args.filter,
      expected,
      progress,
      strictOneIn: args.strictOneIn,
      ...(args.shard === undefined ? {} : { shard: args.shard }),
    });
    if (args.summary !== undefined) {
      writeFileSync(args.summary, `${JSON.stringify(summaryOf(report), null, 2)}\n`);
    }
    process.stdout.write(
      args.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`,
    );
    return report.unexplained > 0 ? 3 : 0;
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
