/**
 * Termination-insensitive non-interference over effects (issue 18, point 4).
 *
 * A plan is run once per sensitive value (two or more values of the same label). For every
 * pair of runs, the effects that ran in one must be a prefix of those in the other, and the
 * shorter run must have ended otherwise than `completed` (a denial, a failure, a plan
 * exception). In the secret mode, two runs that ran the same effects and ended with the same
 * error code, and whose error messages both reach the host unredacted, must show the same
 * message: a laundered secret must not reach `execution.error.message` in clear. Anything
 * else is a leak.
 */
import fc from 'fast-check';
import type { NiPlan } from './grammar.js';
import type { NiMode, NiRunner, RunOutcome } from './runner.js';

/**
 * Sensitive values that take different branches: first character, length, emptiness, numeric
 * value, content and order differ between them.
 */
export const VALUE_POOL = [
  '',
  'h',
  'hello',
  'x',
  'xyz',
  '0',
  '7',
  '42',
  'ab',
  'ba',
  'null',
  'Hi there',
  'zzzzzzzz',
  'a,b',
] as const;

/** `min` to `max` distinct values: mostly from the pool, sometimes arbitrary short strings. */
export function valuesOf(min: number, max: number): fc.Arbitrary<string[]> {
  return fc.uniqueArray(
    fc.oneof(
      { arbitrary: fc.constantFrom(...VALUE_POOL), weight: 6 },
      {
        arbitrary: fc.string({ unit: fc.constantFrom(...'ahxz07 ,.'), maxLength: 8 }),
        weight: 1,
      },
    ),
    { minLength: min, maxLength: max },
  );
}

/** Two to four distinct values. */
export const valuesArbitrary: fc.Arbitrary<string[]> = valuesOf(2, 4);

export type Channel =
  | 'engine limit'
  | 'exception'
  | 'error text'
  | 'callback'
  | 'loop exit'
  | 'heap write'
  | 'branch not taken'
  | 'other';

export interface Leak {
  readonly plan: string;
  readonly values: readonly [string, string];
  readonly runs: readonly [RunOutcome, RunOutcome];
  /** Why the pair breaks the property. */
  readonly reason: string;
  readonly channel: Channel;
}

const ENGINE_CODES = new Set([
  'STACK_OVERFLOW',
  'MEMORY_LIMIT',
  'DEADLINE_EXCEEDED',
  'INSTRUCTION_BUDGET_EXCEEDED',
]);

/**
 * Whether the host sees an error message's text: a message redacted for its confidentiality
 * (or unknown provenance) shows nothing, like an effect that did not happen, so a pair where
 * one message is redacted and the other is not is the allowed one-bit end of a run.
 */
function shown(message: string | undefined): boolean {
  return (
    message !== undefined &&
    !(message.startsWith('[redacted: ') && !message.startsWith('[redacted: untrusted text'))
  );
}

/** The leak's reason, or undefined when the two runs are related as the property requires. */
export function comparePair(mode: NiMode, r1: RunOutcome, r2: RunOutcome): string | undefined {
  const [short, long] = r1.effects.length <= r2.effects.length ? [r1, r2] : [r2, r1];
  for (let i = 0; i < short.effects.length; i++) {
    if (short.effects[i] !== long.effects[i]) return `effect ${i + 1} differs`;
  }
  if (short.effects.length < long.effects.length && short.status === 'completed') {
    return `a run completed after ${short.effects.length} effect(s), the other ran more`;
  }
  if (
    mode === 'secret' &&
    short.effects.length === long.effects.length &&
    short.status === long.status &&
    short.code !== undefined &&
    short.code === long.code &&
    shown(short.message) &&
    shown(long.message) &&
    short.message !== long.message
  ) {
    return 'same effects and error code, different error messages';
  }
  if (
    mode === 'secret' &&
    short.effects.length === long.effects.length &&
    short.code !== undefined &&
    short.code === long.code &&
    redacted(short.message) &&
    redacted(long.message) &&
    short.message !== long.message
  ) {
    // red team T6: the label names in a redacted message must not be chosen by a branch
    return 'same effects and error code, different redacted messages';
  }
  // red team T6: a decision both runs took on the same call explains itself with the same
  // witness (the origins it names must not depend on a secret branch)
  const d1 = short.decisions ?? [];
  const d2 = long.decisions ?? [];
  for (let i = 0; i < Math.min(d1.length, d2.length); i++) {
    const a = d1[i] as string;
    const b = d2[i] as string;
    if (a !== b && a.slice(0, a.indexOf('[')) === b.slice(0, b.indexOf('['))) {
      return `decision ${i + 1}: same decision, different witness`;
    }
    // red team U4: nor with a reason, rule or explanation a secret branch chose
    const r1 = short.reports?.[i];
    const r2 = long.reports?.[i];
    if (mode === 'secret' && a === b && r1 !== r2) {
      return `decision ${i + 1}: same decision, different report`;
    }
  }
  // red team U6, U7: a decision record whose labels (event, summary refs) are the same in both
  // runs keeps the same inputs as a reader of the log sees them (sealed values by length).
  // red team V1: the labels themselves may differ only at the record that ends a run (which
  // call a secret branch reached and how it ended: the termination channel, docs/audit.md
  // "Sealed inputs"); every record before the last of either run is the same in both.
  const i1 = short.recorded ?? [];
  const i2 = long.recorded ?? [];
  for (let i = 0; i < Math.min(i1.length, i2.length); i++) {
    const a = i1[i] as string;
    const b = i2[i] as string;
    if (a === b) continue;
    if (i < i1.length - 1 && i < i2.length - 1) {
      return `decision record ${i + 1}: different labels or inputs before the last record`;
    }
    if (a.slice(0, a.indexOf('\t')) === b.slice(0, b.indexOf('\t'))) {
      return `decision record ${i + 1}: same labels, different recorded inputs`;
    }
  }
  return undefined;
}

/** A message redacted for its confidentiality (the labels it names are still shown). */
function redacted(message: string | undefined): boolean {
  return message !== undefined && message.startsWith('[redacted: ');
}

/** A rough channel, from the plan's text and how the runs ended (refine by hand). */
export function classify(plan: string, reason: string, runs: readonly RunOutcome[]): Channel {
  if (
    reason.includes('messages') ||
    reason.includes('witness') ||
    reason.includes('report') ||
    reason.includes('recorded')
  )
    return 'error text';
  if (runs.some((r) => r.code !== undefined && ENGINE_CODES.has(r.code))) return 'engine limit';
  if (runs.some((r) => r.code === 'PLAN_THREW')) return 'exception';
  const body = plan.split('\n').slice(16).join('\n');
  if (/\.(forEach|map|filter|find|some|every|sort|reduce)\(/.test(body)) return 'callback';
  if (/\b(for|while|do)\b/.test(body)) return 'loop exit';
  if (/(obj2?|arr2?)(\[|\.[a-z]+ =|\.(push|pop|splice|shift)\()|delete /.test(body)) {
    return 'heap write';
  }
  if (/\bif \(|\?|&&|\|\||switch/.test(body)) return 'branch not taken';
  return 'other';
}

export interface PlanCheck {
  /** False when the plan did not compile (no pairs were run). */
  readonly compiled: boolean;
  /** Pairs of runs compared. */
  readonly pairs: number;
  readonly leak?: Leak;
}

/** Runs the plan with every value and compares every pair of runs. */
export async function checkPlan(
  runner: NiRunner,
  plan: NiPlan,
  values: readonly string[],
): Promise<PlanCheck> {
  const runs: RunOutcome[] = [];
  for (const v of values) {
    const r = await runner.run(plan.source, v);
    if (!r.compiled) return { compiled: false, pairs: 0 };
    runs.push(r);
  }
  let pairs = 0;
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      pairs += 1;
      const r1 = runs[i] as RunOutcome;
      const r2 = runs[j] as RunOutcome;
      const reason = comparePair(runner.mode, r1, r2);
      if (reason !== undefined) {
        return {
          compiled: true,
          pairs,
          leak: {
            plan: plan.source,
            values: [values[i] as string, values[j] as string],
            runs: [r1, r2],
            reason,
            channel: classify(plan.source, reason, [r1, r2]),
          },
        };
      }
    }
  }
  return { compiled: true, pairs };
}

function describeRun(value: string, r: RunOutcome): string {
  const end = r.code === undefined ? r.status : `${r.status} ${r.code}: ${r.message ?? ''}`;
  const effects =
    r.effects.length === 0 ? '    (none)' : r.effects.map((e) => `    ${e}`).join('\n');
  const decisions = (r.decisions ?? []).map((d) => `    decision: ${d}`).join('\n');
  return `  value ${JSON.stringify(value)} -> ${end}\n${effects}${decisions === '' ? '' : `\n${decisions}`}`;
}

/** A leak as the checker prints it: the plan, both values, both effect sequences and ends. */
export function formatLeak(mode: NiMode, leak: Leak, seed?: number): string {
  return [
    `NON-INTERFERENCE LEAK (mode ${mode}, channel: ${leak.channel}${seed === undefined ? '' : `, seed ${seed}`}): ${leak.reason}`,
    '--- plan ---',
    leak.plan.trimEnd(),
    '--- runs ---',
    describeRun(leak.values[0], leak.runs[0]),
    describeRun(leak.values[1], leak.runs[1]),
  ].join('\n');
}
