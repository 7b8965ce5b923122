/**
 * `npm run hunt:ni [-- --pairs N --seed S --mode secret|untrusted|both --max-leaks K
 *   --findings FILE]`: the two-run non-interference checker (test/support/ni) as a standalone
 * hunt. Generates plans, runs each with two or three sensitive values, compares every pair of
 * runs, and prints every leak fast-check shrinks to (plan, values, effects, ends). A progress
 * line goes to stderr; the last line on stdout is the summary (pairs run, compile rate, leaks
 * found, time). Exit code 0 when no leak was found, 3 when one was (validation failed), 1 on a usage error.
 *
 * After a leak, the hunt goes on with the next seed (seed + 1, ...), so a long hunt lists
 * several distinct leaks; `--findings FILE` appends each one to a Markdown file.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { checkPlan, formatLeak, type Leak, valuesArbitrary } from '../support/ni/check.js';
import { niPlanMix } from '../support/ni/grammar.js';
import { type NiMode, NiRunner, sourceCallsFor } from '../support/ni/runner.js';

interface Args {
  pairs: number;
  seed: number;
  modes: NiMode[];
  maxLeaks: number;
  findings?: string;
}

const USAGE =
  'usage: npm run hunt:ni -- [--pairs N] [--seed S] [--mode secret|untrusted|both] [--max-leaks K] [--findings FILE]';

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    pairs: 2000,
    seed: Date.now() % 1_000_000_007,
    modes: ['secret'],
    maxLeaks: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`missing value after ${flag}`);
    i += 1;
    if (flag === '--pairs') args.pairs = Number(value);
    else if (flag === '--seed') args.seed = Number(value);
    else if (flag === '--max-leaks') args.maxLeaks = Number(value);
    else if (flag === '--findings') args.findings = value;
    else if (flag === '--mode') {
      if (value === 'both') args.modes = ['secret', 'untrusted'];
      else if (value === 'secret' || value === 'untrusted') args.modes = [value];
      else throw new Error(`unknown mode ${value}`);
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(args.pairs) || args.pairs < 1) throw new Error('--pairs must be >= 1');
  if (!Number.isInteger(args.seed)) throw new Error('--seed must be an integer');
  return args;
}

interface Stats {
  plans: number;
  compiled: number;
  pairs: number;
  leaks: number;
  firstLeakAfterPairs?: number;
}

/** The modes hunted so far, for the summary (also printed when the hunt is interrupted). */
const hunted: { mode: NiMode; stats: Stats }[] = [];

function summary(seed: number, t0: number): string {
  const parts = hunted.map(({ mode, stats: s }) => {
    const rate = s.plans === 0 ? 0 : (100 * s.compiled) / s.plans;
    return (
      `mode=${mode} pairs=${s.pairs} plans=${s.plans} compile_rate=${rate.toFixed(1)}% leaks=${s.leaks}` +
      (s.firstLeakAfterPairs === undefined
        ? ''
        : ` first_leak_after_pairs=${s.firstLeakAfterPairs}`)
    );
  });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  return `hunt:ni seed=${seed} ${parts.join(' | ')} time=${secs}s`;
}

async function huntMode(mode: NiMode, args: Args, pairsWanted: number, t0: number) {
  const runner = new NiRunner({ mode });
  const plans = niPlanMix({ sourceCalls: sourceCallsFor(mode) });
  const stats: Stats = { plans: 0, compiled: 0, pairs: 0, leaks: 0 };
  hunted.push({ mode, stats });
  const seen = new Set<string>();
  let lastProgress = 0;
  const progress = (force = false) => {
    const now = performance.now();
    if (!force && now - lastProgress < 2000) return;
    lastProgress = now;
    const rate = stats.plans === 0 ? 0 : (100 * stats.compiled) / stats.plans;
    process.stderr.write(
      `\r[hunt:ni ${mode}] ${stats.pairs}/${pairsWanted} pairs, ${stats.plans} plans (${rate.toFixed(1)}% compiled), ${stats.leaks} leaks, ${((now - t0) / 1000).toFixed(0)} s   `,
    );
  };
  let seed = args.seed;
  try {
    while (stats.pairs < pairsWanted && stats.leaks < args.maxLeaks) {
      // Counting stops at the first failure of a check: the runs after it are shrinking.
      let shrinking = false;
      let lastLeak: Leak | undefined;
      const property = fc.asyncProperty(plans, valuesArbitrary, async (plan, values) => {
        const r = await checkPlan(runner, plan, values);
        if (!shrinking) {
          stats.plans += 1;
          if (r.compiled) stats.compiled += 1;
          stats.pairs += r.pairs;
          progress();
        }
        if (r.leak !== undefined) {
          shrinking = true;
          lastLeak = r.leak;
          return false;
        }
        return true;
      });
      // two to four values per plan: about three pairs per plan
      const remaining = Math.max(1, Math.ceil((pairsWanted - stats.pairs) / 3));
      const out = await fc.check(property, { seed, numRuns: remaining });
      if (out.failed) {
        // fast-check's last failing run is the shrunk one: run it again to print it
        const [plan, values] = out.counterexample ?? [];
        const again =
          plan === undefined || values === undefined
            ? undefined
            : await checkPlan(runner, plan, values);
        const leak = again?.leak ?? lastLeak;
        if (leak !== undefined && !seen.has(leak.plan)) {
          seen.add(leak.plan);
          stats.leaks += 1;
          stats.firstLeakAfterPairs ??= stats.pairs;
          const text = formatLeak(mode, leak, seed);
          process.stderr.write('\n');
          process.stdout.write(`${text}\n\n`);
          if (args.findings !== undefined) {
            appendFileSync(
              args.findings,
              `\n### ${mode} / ${leak.channel} (seed ${seed}, after ${stats.pairs} pairs of this hunt)\n\n\`\`\`\n${text}\n\`\`\`\n`,
            );
          }
        }
        seed += 1;
      }
    }
  } finally {
    runner.close();
  }
  progress(true);
  process.stderr.write('\n');
  return stats;
}

async function main() {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    process.exit(1);
  }
  const t0 = performance.now();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      process.stderr.write('\n');
      process.stdout.write(`${summary(args.seed, t0)} (interrupted)\n`);
      process.exit(hunted.some((h) => h.stats.leaks > 0) ? 3 : 0);
    });
  }
  for (const mode of args.modes) {
    await huntMode(mode, args, Math.ceil(args.pairs / args.modes.length), t0);
  }
  process.stdout.write(`${summary(args.seed, t0)}\n`);
  process.exit(hunted.some((h) => h.stats.leaks > 0) ? 3 : 0);
}

await main();
