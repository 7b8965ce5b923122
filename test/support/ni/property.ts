/**
 * The two-run non-interference property as the test suite runs it (issue 18): fast-check
 * generates plans (grammar.ts) and four sensitive values; every pair of runs must
 * hold termination-insensitive non-interference over effects (check.ts). A failure prints the
 * shrunk plan, both values, both effect sequences and both ends.
 *
 * `ZAMBURAK_FC_SCALE` (a number, default 1) multiplies the number of pairs for local hunts;
 * `ZAMBURAK_FC_SEED` (an integer) fixes fast-check's seed (a failure prints the one it used).
 */
import fc from 'fast-check';
import { checkPlan, formatLeak, valuesOf } from './check.js';
import { niPlanMix } from './grammar.js';
import { type NiMode, NiRunner, sourceCallsFor } from './runner.js';

export const FC_SCALE = Number(process.env.ZAMBURAK_FC_SCALE ?? '1') || 1;
export const FC_SEED =
  process.env.ZAMBURAK_FC_SEED === undefined ? undefined : Number(process.env.ZAMBURAK_FC_SEED);

/** Four values per plan: six pairs from four runs (a run is what costs). */
const suiteValues = valuesOf(4, 4);

export interface NiPropertyResult {
  readonly plans: number;
  readonly compiled: number;
  readonly pairs: number;
}

/**
 * Checks at least `pairs` pairs (times `ZAMBURAK_FC_SCALE`) in `mode`; throws with the
 * formatted leak on the first one. `seedOffset` keeps files of the same mode apart.
 */
export async function assertNonInterference(
  mode: NiMode,
  pairs: number,
  seedOffset = 0,
): Promise<NiPropertyResult> {
  const target = Math.round(pairs * FC_SCALE);
  const runner = new NiRunner({ mode });
  const stats = { plans: 0, compiled: 0, pairs: 0 };
  try {
    await fc.assert(
      fc.asyncProperty(
        niPlanMix({ sourceCalls: sourceCallsFor(mode) }),
        suiteValues,
        async (plan, values) => {
          const r = await checkPlan(runner, plan, values);
          stats.plans += 1;
          if (r.compiled) stats.compiled += 1;
          stats.pairs += r.pairs;
          if (r.leak !== undefined) throw new Error(formatLeak(mode, r.leak));
        },
      ),
      {
        // six pairs per compiled plan, and a margin for plans that do not compile
        numRuns: Math.ceil(target / 6) + 5,
        ...(FC_SEED === undefined ? {} : { seed: FC_SEED + seedOffset }),
      },
    );
  } finally {
    runner.close();
  }
  return stats;
}

/**
 * Generous time for `pairs` pairs on a loaded 2-core machine: about 80 ms per run alone, but
 * 700 pairs took 151 s alone and over 175 s beside other suites once the grammar covered
 * var, regular expressions and Map/Set (issue 22).
 */
export const timeoutFor = (pairs: number): number =>
  Math.max(60_000, Math.round(pairs * FC_SCALE) * 450);
