/**
 * test262 conformance (issue 22): the vendored subset (third_party/test262) through the
 * compiler, plain QuickJS and the sandbox in both modes; every difference between plain
 * QuickJS and the sandbox must be listed, with its reason, in expected-differences.json.
 * The same library function as `npm run conformance`. The vendored set is split over
 * SHARDS test files (conformance-K.test.ts), so that vitest's workers share it.
 */
import { describe, expect, it } from 'vitest';
import {
  type ConformanceReport,
  formatReport,
  listTests,
  readExpectedDifferences,
  runConformance,
  VENDORED_ROOT,
} from './runner.js';
import { readSummary, SUMMARY_FILE } from './summary.js';

/** The test files the vendored set is split over (conformance-0.test.ts ...). */
export const SHARDS = 4;

/**
 * To keep the test within its time budget as the accepted set grows (issue 22: under 3
 * minutes), accepted tests run (plain QuickJS and the sandbox) for a 1-in-RUN_ONE_IN sample,
 * the others compile only; strict mode runs the sandbox on a 1-in-STRICT_ONE_IN sample of
 * those. The sample rotates: by the UTC day (or ZAMBURAK_CONFORMANCE_ROTATION), so that the
 * CI runs of RUN_ONE_IN days compare every vendored accepted test in normal mode, and of
 * RUN_ONE_IN * STRICT_ONE_IN days in strict mode too. The whole selection (`npm run
 * conformance -- --root`) and the vendored one (`npm run conformance`) run every one.
 */
const RUN_ONE_IN: number = 2;
const STRICT_ONE_IN: number = 8;

/** This run's rotation: ZAMBURAK_CONFORMANCE_ROTATION, else the UTC day number. */
export function rotation(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number {
  const set = env.ZAMBURAK_CONFORMANCE_ROTATION;
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  return Math.floor(now / 86_400_000);
}

/** The suite of one shard of the vendored set (every SHARDS-th test, from `index`). */
export function conformanceShard(index: number): void {
  describe(`test262 conformance (vendored subset, shard ${index} of ${SHARDS})`, () => {
    let report: ConformanceReport;
    const turn = rotation() % (RUN_ONE_IN * STRICT_ONE_IN);

    it(`runs its vendored tests with 0 unexplained differences (rotation ${turn}: ZAMBURAK_CONFORMANCE_ROTATION=${turn} repeats it)`, {
      timeout: 900_000,
    }, async () => {
      report = await runConformance({
        expected: readExpectedDifferences(),
        strictOneIn: STRICT_ONE_IN,
        runOneIn: RUN_ONE_IN,
        rotation: turn,
        shard: { index, count: SHARDS },
      });
      const unexplained = report.differences.filter((d) => d.expected === undefined);
      if (unexplained.length > 0) console.error(formatReport(report));
      expect(unexplained.map((d) => `${d.path} [${d.mode}]: ${d.plain} / ${d.sandbox}`)).toEqual(
        [],
      );
    });

    it('counts are sane', () => {
      const all = listTests(VENDORED_ROOT).length;
      expect(report.files).toBe(Math.ceil((all - index) / SHARDS));
      expect(report.files).toBeGreaterThan(1000 / SHARDS);
      expect(report.runnable).toBe(report.files - report.skipped);
      expect(report.accepted + report.rejected + report.acceptedParseNegative).toBe(
        report.runnable,
      );
      // The vendored tests were accepted when vendored: a compiler that refuses many of them
      // now has narrowed the language (re-vendor, or find out why).
      const committed = readSummary(SUMMARY_FILE);
      expect(report.accepted).toBeGreaterThan(500 / SHARDS);
      if (committed !== undefined) {
        expect(report.accepted).toBeGreaterThanOrEqual(
          Math.floor((0.9 * committed.accepted) / SHARDS),
        );
      }
      for (const m of ['normal', 'strict'] as const) {
        const c = report.modes[m];
        if (RUN_ONE_IN === 1 && (m === 'normal' || STRICT_ONE_IN === 1)) {
          expect(c.compared).toBe(c.accepted);
        } else expect(c.compared).toBeLessThanOrEqual(c.accepted);
        expect(c.compared).toBeGreaterThan(0);
        expect(c.same + c.different).toBe(c.compared);
        // Most accepted tests pass in plain QuickJS and in the sandbox.
        expect(c.same).toBeGreaterThan(0.8 * c.compared);
      }
      expect(report.rejected).toBeGreaterThan(100 / SHARDS);
    });
  });
}
