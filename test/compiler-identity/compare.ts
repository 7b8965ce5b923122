/**
 * The compiler's output is byte-identical before and after a refactoring (issue 26 point 4):
 * compiles every plan the repository has with this checkout's compiler and with another
 * checkout's, in normal and strict mode, and compares the compiled code (or the rejection:
 * code, line, column, detail) of every pair.
 *
 * Plans: packages/vm/test/fixtures (corpus and hostile), test/fixtures (red team, security),
 * the NI checker's fixed cases and 400 plans of its grammar (fixed seed), the AgentDojo
 * reference plans and the vendored test262 files as the conformance runner builds them.
 *
 * Run: npx tsx --conditions=source test/compiler-identity/compare.ts --old <checkout root>
 *   [--only <substring of a plan's name>]
 *   e.g. git worktree add /tmp/old 5b00250 && cp -al node_modules /tmp/old/
 * Prints the time spent in each compiler too (the order alternates per compilation).
 * Exit 0 when every output is identical, 3 when one differs, 1 on a usage error.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as A from 'acorn';
import { parse } from 'acorn';
import fc from 'fast-check';
import { SUITES } from '../../packages/examples/src/agentdojo/suites.js';
import {
  buildProgram,
  listTests,
  VENDORED_ROOT,
} from '../../packages/vm/test/conformance/runner.js';
import { parseMeta, skipReason } from '../../packages/vm/test/conformance/selection.js';
import { NI_CASES } from '../support/ni/cases.js';
import { niPlanMix } from '../support/ni/grammar.js';

type Compile = (
  source: string,
  options: { externalFunctions: readonly string[]; propagateControl: boolean },
) => { code: string };

const ROOT = resolve(import.meta.dirname, '..', '..');
const COMPILER = 'packages/vm/src/compiler/index.ts';

interface Plan {
  readonly name: string;
  readonly source: string;
  /** External functions (undefined: every called name the plan does not declare). */
  readonly externals?: readonly string[];
}

function files(dir: string, exts: readonly string[], out: string[] = []): string[] {
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) files(p, exts, out);
    else if (exts.some((x) => e.endsWith(x))) out.push(p);
  }
  return out;
}

/** Names called as `f(...)` that the plan never binds: its external functions. */
function calledNames(source: string): string[] {
  let program: A.Program;
  try {
    program = parse(source, { ecmaVersion: 2022, allowReturnOutsideFunction: true });
  } catch {
    return [];
  }
  const called = new Set<string>();
  const bound = new Set<string>();
  const bind = (p: A.Node | null | undefined): void => {
    if (p?.type === 'Identifier') bound.add((p as A.Identifier).name);
  };
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    if (n === null || typeof n !== 'object' || typeof (n as A.Node).type !== 'string') return;
    const node = n as A.Node;
    if (node.type === 'CallExpression') {
      const c = (node as A.CallExpression).callee;
      if (c.type === 'Identifier') called.add(c.name);
    } else if (node.type === 'VariableDeclarator') bind((node as A.VariableDeclarator).id);
    else if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') {
      const f = node as A.FunctionDeclaration;
      bind(f.id);
      for (const p of f.params) bind(p);
    } else if (node.type === 'ArrowFunctionExpression') {
      for (const p of (node as A.ArrowFunctionExpression).params) bind(p);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc') visit(v);
  };
  visit(program);
  return [...called].filter((n) => !bound.has(n) && /^[a-z_][a-z0-9_]*$/.test(n)).sort();
}

function corpus(): Plan[] {
  const plans: Plan[] = [];
  for (const dir of ['packages/vm/test/fixtures', 'test/fixtures']) {
    for (const f of files(join(ROOT, dir), ['.plan', '.js'])) {
      plans.push({ name: relative(ROOT, f), source: readFileSync(f, 'utf8') });
    }
  }
  for (const c of NI_CASES) plans.push({ name: `ni: ${c.name}`, source: c.source });
  const sampled = fc.sample(niPlanMix(), { seed: 26, numRuns: 400 });
  sampled.forEach((p, i) => {
    plans.push({ name: `ni grammar #${i}`, source: p.source });
  });
  for (const s of SUITES) {
    const tools = [...s.tools.map((t) => t.name), 'query_ai_assistant'];
    for (const t of s.userTasks) {
      plans.push({ name: `agentdojo ${s.name} ${t.id}`, source: t.plan, externals: tools });
    }
  }
  const readInclude = (n: string): string =>
    readFileSync(join(VENDORED_ROOT, 'harness', n), 'utf8');
  for (const path of listTests(VENDORED_ROOT)) {
    const text = readFileSync(join(VENDORED_ROOT, path), 'utf8');
    const meta = parseMeta(text);
    if (skipReason(meta) !== undefined) continue;
    const source = buildProgram(text, meta, readInclude).source;
    plans.push({ name: `test262 ${path}`, source, externals: [] });
  }
  return plans;
}

function outcome(compile: Compile, p: Plan, strict: boolean, externals: readonly string[]): string {
  try {
    return compile(p.source, { externalFunctions: externals, propagateControl: strict }).code;
  } catch (e) {
    const err = e as { code?: string; data?: unknown; message?: string };
    if (err.code === undefined) return `THREW ${String(err.message)}`;
    return `REJECTED ${err.code} ${JSON.stringify(err.data)}`;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const at = argv.indexOf('--old');
  const old = at < 0 ? undefined : argv[at + 1];
  if (old === undefined) {
    process.stderr.write('usage: compare.ts --old <checkout root>\n');
    return 1;
  }
  const load = async (root: string): Promise<Compile> =>
    ((await import(pathToFileURL(join(root, COMPILER)).href)) as { compilePlan: Compile })
      .compilePlan;
  const before = await load(resolve(old));
  const after = await load(ROOT);
  if (before === after) {
    process.stderr.write('--old names this checkout\n');
    return 1;
  }
  const only = argv.indexOf('--only');
  const filter = only < 0 ? undefined : argv[only + 1];
  const plans = corpus().filter((p) => filter === undefined || p.name.includes(filter));
  let compared = 0;
  let compiled = 0;
  const differ: string[] = [];
  // time spent in each compiler (the order alternates, so drift in the load falls on both)
  const ms = { before: 0, after: 0 };
  const timed = (which: 'before' | 'after', f: () => string): string => {
    const t0 = performance.now();
    const r = f();
    ms[which] += performance.now() - t0;
    return r;
  };
  for (const p of plans) {
    const externals = p.externals ?? calledNames(p.source);
    for (const strict of [false, true]) {
      const first = compared % 2 === 0;
      const run = (which: 'before' | 'after'): string =>
        timed(which, () => outcome(which === 'before' ? before : after, p, strict, externals));
      const a = first ? run('before') : '';
      const b = run('after');
      const a2 = first ? a : run('before');
      compared++;
      if (!a2.startsWith('REJECTED ') && !a2.startsWith('THREW ')) compiled++;
      if (a2 !== b) differ.push(`${p.name} (${strict ? 'strict' : 'normal'})`);
    }
  }
  process.stdout.write(
    `${plans.length} plans, ${compared} compilations compared (${compiled} compiled, ` +
      `${compared - compiled} rejected): ${differ.length} differ\n` +
      `time compiling: --old ${ms.before.toFixed(0)} ms, this checkout ${ms.after.toFixed(0)} ms ` +
      `(${((ms.after / ms.before - 1) * 100).toFixed(1)}%)\n`,
  );
  for (const d of differ.slice(0, 50)) process.stdout.write(`  differs: ${d}\n`);
  return differ.length === 0 ? 0 : 3;
}

process.exitCode = await main(process.argv.slice(2));
