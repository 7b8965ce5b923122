/**
 * Replays the red team's strict-mode laundering corpus (test/fixtures/redteam/, issue 18)
 * against the compiler and prelude: every plan runs in strict mode once per secret (its
 * `// secrets: [...]` line, or two default strings), and two runs leak when their sequences
 * of allowed effects differ other than by one being a prefix of the other that stopped early
 * (a denial, or an error). A post is allowed when neither its pc nor an argument carries
 * SECRET or UNTRUSTED (what the suite's policies forbid).
 *
 * Run: npm run redteam:replay [-- DIR|FILE ...]   (default: the whole corpus; exit 3 on a leak)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonValue, runPlan } from '../../packages/vm/test/compiler/harness.js';

const FORBIDDEN = new Set(['SECRET', 'UNTRUSTED']);
const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'redteam');

interface Effect {
  readonly key: string;
  readonly allowed: boolean;
}
interface Run {
  readonly effects: Effect[];
  readonly ended: string;
}

async function runOnce(src: string, secret: JsonValue): Promise<Run> {
  const effects: Effect[] = [];
  const bad = (labels: readonly string[]): boolean => labels.some((l) => FORBIDDEN.has(l));
  const sink =
    (name: string) =>
    (
      args: Record<string, JsonValue>,
      call: { pc: string[]; args: Record<string, { deepLabel: string[] }> },
    ) => {
      const allowed = !bad(call.pc) && !Object.values(call.args).some((a) => bad(a.deepLabel));
      effects.push({ key: `${name}${JSON.stringify(args)}`, allowed });
      return { value: 'ok', label: [] as string[] };
    };
  let ended: string;
  try {
    const r = await runPlan(src, {
      strict: true,
      deadlineMs: 3000,
      tools: {
        get_secret: () => ({ value: secret, label: ['SECRET'] }),
        get_untrusted: () => ({ value: secret, label: ['UNTRUSTED'] }),
        get_public: (args) => ({ value: args.v ?? 1, label: [] }),
        fail: () => ({ error: { code: 'X', message: 'failed' }, label: [] }),
        post: sink('post'),
        post2: sink('post2'),
      },
    });
    ended = r.outcome.kind === 'done' ? 'done' : `error ${(r.outcome as { code?: string }).code}`;
  } catch {
    ended = 'engine';
  }
  return { effects, ended };
}

/** The allowed prefix of a run, and how it stopped. */
function observed(run: Run): { seq: string[]; stopped: boolean } {
  const seq: string[] = [];
  for (const e of run.effects) {
    if (!e.allowed) return { seq, stopped: true };
    seq.push(e.key);
  }
  return { seq, stopped: run.ended !== 'done' };
}

function leaks(a: Run, b: Run): boolean {
  const x = observed(a);
  const y = observed(b);
  const prefix = (p: string[], q: string[]) =>
    p.length <= q.length && p.every((v, i) => v === q[i]);
  if (x.seq.length === y.seq.length && prefix(x.seq, y.seq)) return false;
  if (x.seq.length < y.seq.length && prefix(x.seq, y.seq)) return !x.stopped;
  if (y.seq.length < x.seq.length && prefix(y.seq, x.seq)) return !y.stopped;
  return true;
}

function files(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (statSync(p).isDirectory()) {
      for (const f of readdirSync(p).sort()) out.push(...files([join(p, f)]));
    } else if (p.endsWith('.js')) out.push(p);
  }
  return out;
}

const targets = files(process.argv.length > 2 ? process.argv.slice(2) : [CORPUS]);
let found = 0;
const ends = new Map<string, number>();
for (const [i, f] of targets.entries()) {
  const src = readFileSync(f, 'utf8');
  const m = /\/\/ secrets: (.*)/.exec(src);
  const secrets = (m?.[1] === undefined ? ['4abc', 'zq'] : JSON.parse(m[1])) as JsonValue[];
  const runs: Run[] = [];
  for (const s of secrets) runs.push(await runOnce(src, s));
  for (const r of runs) ends.set(r.ended, (ends.get(r.ended) ?? 0) + 1);
  const pair = runs.flatMap((a, j) => runs.slice(j + 1).map((b) => [a, b] as const));
  if (pair.some(([a, b]) => leaks(a, b))) {
    found++;
    console.log(`LEAK ${f}`);
    for (const r of runs)
      console.log(
        `  ${r.ended}: ${r.effects.map((e) => `${e.allowed ? '' : '!'}${e.key}`).join(' ')}`,
      );
  }
  if (process.stderr.isTTY)
    process.stderr.write(`\r${i + 1}/${targets.length} plans, ${found} leaks`);
}
if (process.stderr.isTTY) process.stderr.write('\n');
console.log(
  `plans ${targets.length}, leaks ${found}, ends ${JSON.stringify(Object.fromEntries(ends))}`,
);
process.exit(found > 0 ? 3 : 0);
