/**
 * vm benchmark (issue 7): run with `npm run bench:vm`.
 *
 * Prints, measured side by side in one run on the release sync QuickJS variant:
 * - the same op-mix program in plain QuickJS and compiled+instrumented in a sandbox
 *   (ns/op and the ratio; the goal is <= 3x, the bound <= 5x and <= 200 ns/op),
 *   using @zamburak/ifc's labelAlgebraSource as the label algebra;
 * - per-suspension cost (one external call: suspend, event to host, resume);
 * - compile time for a ~5 KB plan;
 * - sandbox start-up: a new wasm module with a capped memory, and a context (algebra +
 *   prelude + compiled plan + lockdown + begin), and the same start in a context built
 *   ahead by `sandbox.prepare()` (what the runtime's `warmStart` uses);
 * - load of a dumped 50-call plan (replay journal), into a new sandbox and into a prepared one.
 *
 * `ZAMBURAK_BENCH_ENGINE=quickjs-ng npm run bench:vm` runs everything (plain and sandboxed)
 * on the @jitl/quickjs-ng-wasmfile-release-sync build instead (a devDependency, measured only).
 */
import { labelAlgebraSource } from '@zamburak/ifc';
import {
  compilePlan,
  createSandbox,
  loadSandbox,
  releaseSyncEngine,
  type Sandbox,
  type SandboxOptions,
} from '@zamburak/vm';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten';
import { ngEngine } from './cold-start.js';

const ENGINE_NAME =
  process.env.ZAMBURAK_BENCH_ENGINE === 'quickjs-ng' ? 'quickjs-ng' : 'release-sync';
const ENGINE = ENGINE_NAME === 'quickjs-ng' ? await ngEngine() : await releaseSyncEngine();
console.log(`engine: ${ENGINE_NAME}`);

const ALGEBRA = labelAlgebraSource();
const LITERAL = {
  integrity: ['Trusted'],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins: ['literal'],
  truncated: false,
};
const TOOL = (n: number) => ({
  integrity: [],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins: [`call:${n}`],
  truncated: false,
});

const now = (): number => performance.now();
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const p95 = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? Number.NaN;
};
const fmt = (x: number, d = 1): string => x.toFixed(d);
const min = (xs: number[]): number => Math.min(...xs);

const baseOptions = (externalFunctions: string[]): SandboxOptions => ({
  algebraSource: ALGEBRA,
  externalFunctions,
  propagateControl: false,
  limits: { instructionBudget: 1e10, memoryBytes: 256 * 1024 * 1024 },
  engine: ENGINE,
});

/** Ops per loop iteration of the op mix, counted by hand (see the comments). */
const OPS_PER_ITER = 16;
const opMix = (n: number, resultStatement: string): string => `
let acc = 0;
const arr = [];
for (let i = 0; i < ${n}; i++) {       // compare + increment: 2
  const x = i * 3 + 1;                 // 2
  const s = 'k' + (x % 10);            // 2
  if (x % 2 === 0) {                   // 2
    acc = acc + x;                     // 1
  } else {
    acc = acc - 1;
  }
  arr.push(s.length + (acc % 7));      // 4 (length, %, +, push)
  const o = { a: x, b: s };            // 1
  acc = acc + o.a;                     // 2
}
${resultStatement}`;

const N = 100_000;
const ROUNDS = 9;

/** Micro mixes: one construct each, to show where the instrumentation cost goes. */
const MICRO: Record<string, { ops: number; body: string; setup?: string }> = {
  'arithmetic + locals': { ops: 5, body: 'const x = i * 3 + 1;\n  acc = acc + x;' },
  'if/else on a local': {
    ops: 4,
    body: 'if (i % 2 === 0) {\n    acc = acc + 1;\n  } else {\n    acc = acc - 1;\n  }',
  },
  'string concat + length': { ops: 4, body: "const s = 'k' + (i % 10);\n  acc = acc + s.length;" },
  'object literal + read': { ops: 3, body: 'const o = { a: i, b: 1 };\n  acc = acc + o.a;' },
  'array push': { ops: 1, body: 'arr.push(i);' },
  // Strict mode checks, at every statement of a plan function, whether it runs inside a try.
  'plan function call': {
    ops: 4,
    setup: 'function f(x) {\n  const y = x + 1;\n  return y * 2;\n}',
    body: 'acc = acc + f(i);',
  },
  'callback (map)': {
    ops: 5,
    setup: 'const small = [1, 2, 3];',
    body: 'acc = acc + small.map((x) => x + i).length;',
  },
  // Inside a try, every read records what could have made it throw (fast paths are off).
  'try/catch around a read': {
    ops: 3,
    setup: 'const o = { a: { x: 1 } };',
    body: 'try {\n    acc = acc + o.a.x;\n  } catch (e) {\n    acc = 0;\n  }',
  },
};
const microProgram = (n: number, body: string, result: string, setup = ''): string => `
${setup}
let acc = 0;
const arr = [];
for (let i = 0; i < ${n}; i++) {
  ${body}
}
${result}`;

type Runner = (src: (n: number, result: string) => string) => number;

async function plainRunner(): Promise<{ run: Runner; dispose: () => void }> {
  const engine = ENGINE;
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(engine.variant, { wasmModule: engine.wasmModule as never }),
  );
  const ctx = module.newContext();
  const time = (src: string): number => {
    const t0 = now();
    const r = ctx.evalCode(src);
    const t1 = now();
    if (r.error) {
      r.error.dispose();
      throw new Error('plain program failed');
    }
    r.value.dispose();
    return t1 - t0;
  };
  const wrap = (n: number, src: (n: number, result: string) => string): string =>
    `(function () {${src(n, 'return acc + arr.length;')}})()`;
  return {
    run: (src) => {
      const fixed = median([0, 1, 2].map(() => time(wrap(0, src))));
      return time(wrap(N, src)) - fixed;
    },
    dispose: () => ctx.dispose(),
  };
}

async function instrumentedRunner(propagateControl: boolean): Promise<Runner> {
  const sandbox = await createSandbox({ ...baseOptions([]), propagateControl });
  const time = (src: string): number => {
    const t0 = now();
    const run = sandbox.start(src);
    const t1 = now();
    if (run.status !== 'completed') throw new Error(`instrumented program: ${run.error?.code}`);
    run.dispose();
    return t1 - t0;
  };
  return (src) => {
    // Fixed costs (compile, context, algebra, prelude, lockdown) measured with 0 iterations.
    const fixed = median([0, 1, 2].map(() => time(src(0, 'acc + arr.length;'))));
    return time(src(N, 'acc + arr.length;')) - fixed;
  };
}

/** ns/op per round for plain, normal and strict, interleaved round by round. */
async function sideBySide(
  src: (n: number, result: string) => string,
  ops: number,
  rounds: number,
): Promise<{
  plain: number[];
  normal: number[];
  strict: number[];
  ratio: number[];
  ratioStrict: number[];
}> {
  const plain = await plainRunner();
  const normal = await instrumentedRunner(false);
  const strict = await instrumentedRunner(true);
  const out = {
    plain: [] as number[],
    normal: [] as number[],
    strict: [] as number[],
    ratio: [] as number[],
    ratioStrict: [] as number[],
  };
  const perOp = (ms: number): number => (ms * 1e6) / (N * ops);
  for (let r = 0; r < rounds; r++) {
    const p = perOp(plain.run(src));
    const n = perOp(normal(src));
    const s = perOp(strict(src));
    out.plain.push(p);
    out.normal.push(n);
    out.strict.push(s);
    out.ratio.push(n / p);
    out.ratioStrict.push(s / p);
  }
  plain.dispose();
  return out;
}

async function suspension(): Promise<number[]> {
  const K = 2000;
  const sandbox = await createSandbox(baseOptions(['fetch']));
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const run = sandbox.start(
      `let t = 0;\nfor (let i = 0; i < ${K}; i++) {\n  const r = fetch({ i });\n  t = t + r;\n}\nt;\n`,
    );
    const t0 = now();
    while (run.status === 'suspended') run.resume({ value: 1, label: LITERAL });
    const t1 = now();
    if (run.status !== 'completed') throw new Error(`suspension plan: ${run.error?.code}`);
    run.dispose();
    out.push(((t1 - t0) * 1000) / K);
  }
  return out;
}

function plan5k(): string {
  const parts: string[] = [];
  let i = 0;
  while (parts.join('\n').length < 5000) {
    parts.push(`function step${i}(items, k) {
  const out = [];
  for (const it of items) {
    if (it.score > k && it.tag !== 'x${i}') {
      out.push({ id: it.id, text: \`\${it.tag}-\${k}\`, n: it.score * 2 });
    } else {
      out.push({ id: it.id, text: it.tag.slice(0, 3), n: 0 });
    }
  }
  return out.filter((o) => o.n >= 0).map((o) => o.n).reduce((a, b) => a + b, 0);
}`);
    i++;
  }
  parts.push(`const items = fetch({ i: 0 });\nlet total = 0;`);
  for (let j = 0; j < i; j++) parts.push(`total = total + step${j}(items, ${j});`);
  parts.push('total;');
  return parts.join('\n');
}

function compileTimes(): { bytes: number; ms: number[] } {
  const src = plan5k();
  const ms: number[] = [];
  for (let r = 0; r < 60; r++) {
    const t0 = now();
    compilePlan(src, { externalFunctions: ['fetch'], propagateControl: false });
    ms.push(now() - t0);
  }
  return { bytes: src.length, ms: ms.slice(10) };
}

async function startup(): Promise<{
  module: number[];
  start: number[];
  prepare: number[];
  prepared: number[];
}> {
  const module: number[] = [];
  const start: number[] = [];
  const prepare: number[] = [];
  const prepared: number[] = [];
  /** Milliseconds to start and finish a one-line plan in `sandbox`. */
  const timedStart = (sandbox: Sandbox): number => {
    const t = now();
    const run = sandbox.start('const x = 1;\nx;\n');
    const ms = now() - t;
    if (run.status !== 'completed') throw new Error(`startup plan: ${run.error?.code}`);
    run.dispose();
    return ms;
  };
  for (let r = 0; r < 30; r++) {
    const t0 = now();
    const sandbox = await createSandbox(baseOptions(['fetch']));
    module.push(now() - t0);
    start.push(timedStart(sandbox));
    // The same start in a context built ahead by sandbox.prepare() (what warmStart uses).
    const warm = await createSandbox(baseOptions(['fetch']));
    const t1 = now();
    warm.prepare();
    prepare.push(now() - t1);
    prepared.push(timedStart(warm));
  }
  return {
    module: module.slice(5),
    start: start.slice(5),
    prepare: prepare.slice(5),
    prepared: prepared.slice(5),
  };
}

async function load50(): Promise<{ cold: number[]; prepared: number[] }> {
  const opts = baseOptions(['fetch']);
  const sandbox = await createSandbox(opts);
  const run = sandbox.start(
    'let t = 0;\nfor (let i = 0; i < 50; i++) {\n  const r = fetch({ i });\n  t = t + r.n;\n}\nt;\n',
  );
  for (let i = 1; i < 50; i++) run.resume({ value: { n: i }, label: TOOL(i) });
  const bytes = run.dump();
  run.dispose();
  const ms: number[] = [];
  const warm: number[] = [];
  for (let r = 0; r < 15; r++) {
    const t0 = now();
    const loaded = await loadSandbox(bytes, opts);
    ms.push(now() - t0);
    if (loaded.call?.callId !== 50) throw new Error('load did not reach call 50');
    loaded.dispose();
    const sandbox = await createSandbox({ ...opts, inputs: undefined });
    sandbox.prepare();
    const t1 = now();
    const again = sandbox.load(bytes);
    warm.push(now() - t1);
    if (again.call?.callId !== 50) throw new Error('load did not reach call 50');
    again.dispose();
  }
  return { cold: ms.slice(3), prepared: warm.slice(3) };
}

const mix = await sideBySide((n, result) => opMix(n, result), OPS_PER_ITER, ROUNDS);
console.log(
  `op mix: ${N} iterations x ${OPS_PER_ITER} ops, ${ROUNDS} rounds interleaved (time(N) - time(0))`,
);
console.log(
  `  plain QuickJS            median ${fmt(median(mix.plain))} ns/op  p95 ${fmt(p95(mix.plain))}`,
);
console.log(
  `  instrumented (normal)    median ${fmt(median(mix.normal))} ns/op  p95 ${fmt(p95(mix.normal))}  ratio median ${fmt(median(mix.ratio), 2)}x  min ${fmt(min(mix.normal))} (ratio of mins ${fmt(min(mix.normal) / min(mix.plain), 2)}x)`,
);
console.log(
  `  instrumented (strict)    median ${fmt(median(mix.strict))} ns/op  p95 ${fmt(p95(mix.strict))}  ratio median ${fmt(median(mix.ratioStrict), 2)}x  min ${fmt(min(mix.strict))} (ratio of mins ${fmt(min(mix.strict) / min(mix.plain), 2)}x)`,
);
console.log(
  'micro mixes (where the instrumentation cost goes), 5 rounds interleaved, minimum per round:',
);
for (const [name, m] of Object.entries(MICRO)) {
  const r = await sideBySide((n, result) => microProgram(n, m.body, result, m.setup), m.ops, 5);
  console.log(
    `  ${name.padEnd(24)} min plain ${fmt(min(r.plain))} ns/op  normal ${fmt(min(r.normal))} (${fmt(min(r.normal) / min(r.plain), 2)}x)  strict ${fmt(min(r.strict))} (${fmt(min(r.strict) / min(r.plain), 2)}x)`,
  );
}
const susp = await suspension();
console.log(
  `per suspension (external call round trip): median ${fmt(median(susp), 2)} us  p95 ${fmt(p95(susp), 2)} us`,
);
const comp = compileTimes();
console.log(
  `compile ${comp.bytes}-byte plan: median ${fmt(median(comp.ms), 2)} ms  p95 ${fmt(p95(comp.ms), 2)} ms`,
);
const st = await startup();
console.log(
  `start-up: new wasm module (capped memory) median ${fmt(median(st.module), 2)} ms  p95 ${fmt(p95(st.module), 2)} ms`,
);
console.log(
  `start-up: context + algebra + prelude + compile + lockdown + run median ${fmt(median(st.start), 2)} ms  p95 ${fmt(p95(st.start), 2)} ms`,
);
console.log(
  `start-up: prepare() ahead (context + algebra + prelude + frozen intrinsics) median ${fmt(median(st.prepare), 2)} ms  p95 ${fmt(p95(st.prepare), 2)} ms`,
);
console.log(
  `start-up: compile + install + lock + run in a prepared context median ${fmt(median(st.prepared), 2)} ms  p95 ${fmt(p95(st.prepared), 2)} ms  (${fmt(median(st.start) / median(st.prepared), 1)}x less than without)`,
);
const ld = await load50();
console.log(
  `load a 50-call snapshot (new module + replay): median ${fmt(median(ld.cold), 2)} ms  p95 ${fmt(p95(ld.cold), 2)} ms`,
);
console.log(
  `load a 50-call snapshot into a prepared sandbox (replay only): median ${fmt(median(ld.prepared), 2)} ms  p95 ${fmt(p95(ld.prepared), 2)} ms`,
);
