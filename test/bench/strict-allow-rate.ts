/**
 * How many benign plans strict mode still runs (issue 18): every plan of the compiler's
 * corpus (packages/vm/test/fixtures/plans, ~116 plans covering every construct, run with the
 * corpus tools and inputs) in strict mode, and the security suite's plans through
 * createRuntime with `strict_mode: true`. Prints, per set, how many ended as in plain
 * JavaScript (done) and how many were stopped by the implicit-flow discipline
 * (IMPLICIT_FLOW), with the names of the stopped ones.
 *
 * Run: npm run bench:strict  (the same program run on an older tree gives the "before" row)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_INPUTS, CORPUS_TOOLS } from '../../packages/vm/test/compiler/fixture-tools.js';
import { runPlan } from '../../packages/vm/test/compiler/harness.js';
import { makeHarness, SECURITY_FIXTURES } from '../support/harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const corpusDir = join(ROOT, 'packages', 'vm', 'test', 'fixtures', 'plans');

async function corpus(): Promise<void> {
  const tally = new Map<string, number>();
  const stopped: string[] = [];
  const files = readdirSync(corpusDir).filter((f) => f.endsWith('.plan'));
  for (const f of files) {
    const source = readFileSync(join(corpusDir, f), 'utf8');
    const rep = await runPlan(source, { strict: true, tools: CORPUS_TOOLS, inputs: CORPUS_INPUTS });
    const o = rep.outcome as { kind: string; code?: string };
    const key = o.kind === 'done' ? 'done' : `error ${o.code ?? '?'}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (o.code === 'IMPLICIT_FLOW') stopped.push(f);
  }
  report('compiler corpus, strict', files.length, tally, stopped);
}

async function security(): Promise<void> {
  const tally = new Map<string, number>();
  const stopped: string[] = [];
  const dirs = readdirSync(SECURITY_FIXTURES, { withFileTypes: true }).filter((d) =>
    d.isDirectory(),
  );
  for (const d of dirs) {
    const plan = readFileSync(join(SECURITY_FIXTURES, d.name, 'plan.js'), 'utf8');
    const h = makeHarness({ strict: true });
    try {
      const exec = await h.runtime.start(plan);
      const key =
        exec.status === 'failed' ? `failed ${exec.error?.code ?? '?'}` : String(exec.status);
      tally.set(key, (tally.get(key) ?? 0) + 1);
      if (exec.error?.code === 'IMPLICIT_FLOW') stopped.push(d.name);
    } finally {
      h.close();
    }
  }
  report('security fixtures, strict', dirs.length, tally, stopped);
}

function report(name: string, n: number, tally: Map<string, number>, stopped: string[]): void {
  const rows = [...tally.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`${name}: ${n} plans`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(36)} ${v}`);
  if (stopped.length > 0) console.log(`  stopped by IMPLICIT_FLOW: ${stopped.join(', ')}`);
}

await corpus();
await security();
