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
 *   prelude + compiled plan + lockdown + begin);
 * - load of a dumped 50-call plan (replay journal).
 */
import { labelAlgebraSource } from '@zamburak/ifc';
import {
  compilePlan,
  createSandbox,
  loadSandbox,
  releaseSyncEngine,
  type SandboxOptions,
} from '@zamburak/vm';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten';

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
const ROUNDS = 7;

async function plainQuickJs(): Promise<number[]> {
  const engine = await releaseSyncEngine();
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(engine.variant, { wasmModule: engine.wasmModule as never }),
  );
  const ctx = module.newContext();
  const time = (n: number): number => {
    const src = `(function () {${opMix(n, 'return acc + arr.length;')}})()`;
    const t0 = now();
    const r = ctx.evalCode(src);
    const t1 = now();
    if (r.error) {
      r.error.dispose();
      throw new Error('plain op mix failed');
    }
    r.value.dispose();
    return t1 - t0;
  };
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) out.push(((time(2 * N) - time(N)) * 1e6) / (N * OPS_PER_ITER));
  ctx.dispose();
  return out;
}

const baseOptions = (externalFunctions: string[]): SandboxOptions => ({
  algebraSource: ALGEBRA,
  externalFunctions,
  propagateControl: false,
  limits: { instructionBudget: 1e10, memoryBytes: 256 * 1024 * 1024 },
});

async function instrumented(propagateControl: boolean): Promise<number[]> {
  const sandbox = await createSandbox({ ...baseOptions([]), propagateControl });
  const time = (n: number): number => {
    const t0 = now();
    const run = sandbox.start(opMix(n, 'acc + arr.length;'));
    const t1 = now();
    if (run.status !== 'completed') throw new Error(`instrumented op mix: ${run.error?.code}`);
    run.dispose();
    return t1 - t0;
  };
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) out.push(((time(2 * N) - time(N)) * 1e6) / (N * OPS_PER_ITER));
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

async function startup(): Promise<{ module: number[]; start: number[] }> {
  const module: number[] = [];
  const start: number[] = [];
  for (let r = 0; r < 30; r++) {
    const t0 = now();
    const sandbox = await createSandbox(baseOptions(['fetch']));
    const t1 = now();
    const run = sandbox.start('const x = 1;\nx;\n');
    const t2 = now();
    if (run.status !== 'completed') throw new Error(`startup plan: ${run.error?.code}`);
    run.dispose();
    module.push(t1 - t0);
    start.push(t2 - t1);
  }
  return { module: module.slice(5), start: start.slice(5) };
}

async function load50(): Promise<number[]> {
  const opts = baseOptions(['fetch']);
  const sandbox = await createSandbox(opts);
  const run = sandbox.start(
    'let t = 0;\nfor (let i = 0; i < 50; i++) {\n  const r = fetch({ i });\n  t = t + r.n;\n}\nt;\n',
  );
  for (let i = 1; i < 50; i++) run.resume({ value: { n: i }, label: TOOL(i) });
  const bytes = run.dump();
  run.dispose();
  const ms: number[] = [];
  for (let r = 0; r < 15; r++) {
    const t0 = now();
    const loaded = await loadSandbox(bytes, opts);
    ms.push(now() - t0);
    if (loaded.call?.callId !== 50) throw new Error('load did not reach call 50');
    loaded.dispose();
  }
  return ms.slice(3);
}

const plain = await plainQuickJs();
const inst = await instrumented(false);
const strict = await instrumented(true);
const plainMed = median(plain);
const instMed = median(inst);
const strictMed = median(strict);
console.log(
  `op mix: ${N} and ${2 * N} iterations x ${OPS_PER_ITER} ops, ${ROUNDS} rounds (difference of the two)`,
);
console.log(`  plain QuickJS            median ${fmt(plainMed)} ns/op  p95 ${fmt(p95(plain))}`);
console.log(
  `  instrumented (normal)    median ${fmt(instMed)} ns/op  p95 ${fmt(p95(inst))}  ratio ${fmt(instMed / plainMed, 2)}x`,
);
console.log(
  `  instrumented (strict)    median ${fmt(strictMed)} ns/op  p95 ${fmt(p95(strict))}  ratio ${fmt(strictMed / plainMed, 2)}x`,
);
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
const ld = await load50();
console.log(
  `load a 50-call snapshot (new module + replay): median ${fmt(median(ld), 2)} ms  p95 ${fmt(p95(ld), 2)} ms`,
);
