/**
 * Cold start, taken apart: where the time from `createRuntime` + `runtime.start` of a one-call
 * plan to its completion goes, without `warmStart` (issue 23 point 3). Printed by
 * `npm run bench:runtime` (last section); alone:
 *
 *   npx tsx --conditions=source test/bench/cold-start.ts
 *
 * Rows, each the median and p95 of SAMPLES fresh repetitions:
 * - the public API: `createRuntime` (policy parse, engine, bindings) and `runtime.start` of a
 *   one-call plan to its completion (a new sandbox per start), and both together;
 * - the steps of a new sandbox, done one by one with the same sources and options the runtime
 *   uses: instantiate the shared compiled wasm module (a new instance with its own memory),
 *   a QuickJS runtime and context, the determinism shims, the label algebra source, the
 *   prelude source, the intrinsics lockdown, compiling the plan (host), installing it and
 *   locking the globals, and disposing the runtime;
 * - the same sandbox from the process's memory image (image.ts: a fresh instance whose memory
 *   is written from the image of a template that ran only the trusted sources), the path
 *   `createSandbox` takes;
 * - the VM alone: `createSandbox` + `start` to the first call, and loading a 50-call snapshot
 *   into a new sandbox (new module + replay).
 */
import { createRequire } from 'node:module';
import * as ngModule from '@jitl/quickjs-ng-wasmfile-release-sync';
import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { labelAlgebraSource, labelBudgetsFromPolicy } from '@zamburak/ifc';
import { createPolicyEngine, parsePolicy } from '@zamburak/policy';
import {
  compileEngine,
  compilePlan,
  createSandbox,
  loadSandbox,
  PRELUDE_SOURCE,
  type QuickJsEngine,
  releaseSyncEngine,
  type SandboxOptions,
} from '@zamburak/vm';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten';
import { createRuntime, type ToolDefinition } from 'zamburak';
import { instantiateWithMemory } from '../../packages/vm/src/sandbox/engine.js';
import {
  CONTEXT_INTRINSICS,
  DETERMINISM_SOURCE,
  FREEZE_INTRINSICS_SOURCE,
  LOCK_GLOBALS_SOURCE,
} from '../../packages/vm/src/sandbox/harden.js';
import { memoryImage, restore } from '../../packages/vm/src/sandbox/image.js';
import { DEFAULT_LIMITS } from '../../packages/vm/src/sandbox/sandbox.js';

const POLICY = `
schema_version: 1
policy_name: bench
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: fetch
    side_effect_class: ExternalRead
    output_labels: { integrity: Untrusted, confidentiality: [PII] }
    default_decision: Allow
`;
const ONE_CALL = 'const a = fetch({ id: 1 }); a;';
const SAMPLES = 25;
const WARMUP = 5;

const key = (n: number) => new Uint8Array(32).fill(n);
const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const ms = (x: number) => x.toFixed(2).padStart(7);

type Steps = Record<string, number>;
const rows = new Map<string, number[]>();
const add = (name: string, v: number) => {
  const xs = rows.get(name) ?? [];
  rows.set(name, xs);
  xs.push(v);
};

/** The quickjs-ng build (same quickjs-emscripten API, 0.32; a devDependency, measured only). */
export function ngEngine(): Promise<QuickJsEngine> {
  const require = createRequire(import.meta.url);
  // The package's types describe its CommonJS build; under ESM the variant is `default`.
  type Variant = Parameters<typeof compileEngine>[0];
  const m = ngModule as unknown as { default: Variant | { default: Variant } };
  const variant = 'type' in m.default ? m.default : m.default.default;
  return compileEngine(variant, require.resolve('@jitl/quickjs-ng-wasmfile-release-sync/wasm'));
}

// ---- the public API
async function publicApiOnce(): Promise<Steps> {
  const clock = () => Date.UTC(2026, 0, 1);
  const t0 = performance.now();
  const audit = openAuditLog({ path: ':memory:', tokenKey: key(1), clock, durability: 'batched' });
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key: key(2), issuer: 'bench', clock, revocations, usage });
  const tool: ToolDefinition = {
    name: 'fetch',
    description: 'fetch',
    parameters: { id: { type: 'number' } },
    trustClass: 'TrustedLocal',
    run: () => 'payload',
  };
  const t1 = performance.now();
  const runtime = createRuntime({
    policy: { text: POLICY, format: 'yaml' },
    tools: [tool],
    authority: { verifier: minter, revocations, usage },
    audit,
    clock,
    key: key(3),
  });
  const t2 = performance.now();
  const exec = await runtime.start(ONE_CALL);
  const t3 = performance.now();
  if (exec.status !== 'completed') throw new Error(`cold-start plan ended ${exec.status}`);
  audit.close();
  return {
    'audit log open (:memory:), authority': t1 - t0,
    createRuntime: t2 - t1,
    'runtime.start, one call, to completion': t3 - t2,
    'createRuntime + start to completion (goal <= 8 ms)': t3 - t1,
  };
}

// ---- a new sandbox, step by step
const policy = parsePolicy(POLICY, { format: 'yaml', sourceName: 'bench.yaml' }).definition;
createPolicyEngine(policy);
const algebra = labelAlgebraSource({
  budgets: labelBudgetsFromPolicy(policy.budgets),
  knownConfidentiality: ['PII'],
});

async function stepsOnce(engine: QuickJsEngine, label: string): Promise<Steps> {
  const WasmMemory = (
    globalThis as unknown as {
      WebAssembly: { Memory: new (d: { initial: number; maximum: number }) => object };
    }
  ).WebAssembly.Memory;
  // quickjs-emscripten's own instantiation (what sandboxes used before e2a88d3) ...
  const l0 = performance.now();
  await newQuickJSWASMModuleFromVariant(
    newVariant(engine.variant, {
      wasmModule: engine.wasmModule as never,
      wasmMemory: new WasmMemory({ initial: 256, maximum: 1024 }) as never,
    }),
  );
  const l1 = performance.now();
  // ... and the sandbox's (engine.ts: glue imported once, a synchronous instance).
  const t0 = performance.now();
  const { module } = await instantiateWithMemory(engine, 1024 * 65_536, 256);
  const t1 = performance.now();
  const rt = module.newRuntime();
  rt.setMemoryLimit(48 * 1024 * 1024);
  rt.setMaxStackSize(512 * 1024);
  const ctx = rt.newContext({ intrinsics: CONTEXT_INTRINSICS });
  const t2 = performance.now();
  const run = (src: string, name: string) => {
    const r = ctx.evalCode(src, name, { type: 'global', strict: true });
    if (r.error !== undefined) {
      const e = ctx.dump(r.error);
      r.error.dispose();
      throw new Error(`${label} ${name}: ${JSON.stringify(e)}`);
    }
    r.value.dispose();
  };
  run(DETERMINISM_SOURCE, 'determinism.js');
  const t3 = performance.now();
  run(algebra, 'algebra.js');
  const t4 = performance.now();
  run(PRELUDE_SOURCE, 'prelude.js');
  const t5 = performance.now();
  run(FREEZE_INTRINSICS_SOURCE, 'lockdown.js');
  const t6 = performance.now();
  const compiled = compilePlan(ONE_CALL, { externalFunctions: ['fetch'], propagateControl: true });
  const t7 = performance.now();
  run(compiled.code, 'plan.js');
  run(LOCK_GLOBALS_SOURCE, 'lock-globals.js');
  const t8 = performance.now();
  ctx.dispose();
  rt.dispose();
  const t9 = performance.now();
  // The same context from the process's memory image (what createSandbox does now): a fresh
  // instance whose memory is written from the image, the runtime and context objects rebuilt.
  const limits = { ...DEFAULT_LIMITS, deadlineMs: undefined };
  const image = await memoryImage(engine, `bench|${label}`, limits, algebra, PRELUDE_SOURCE);
  if (image === undefined) throw new Error(`${label}: no memory image`);
  const i0 = performance.now();
  const restored = await restore(engine, image, limits, undefined);
  const i1 = performance.now();
  if (restored === undefined) throw new Error(`${label}: the image did not restore`);
  restored.context.install(compiled.code);
  const i2 = performance.now();
  restored.context.dispose();
  const i3 = performance.now();
  const imageMb = image.runs.reduce((n, r) => n + r.bytes.length, 0) / 1024 / 1024;
  return {
    [`${label}: image: fresh instance + write the image (${imageMb.toFixed(1)} MB) + objects`]:
      i1 - i0,
    [`${label}: image: install plan + lock globals`]: i2 - i1,
    [`${label}: image: dispose runtime`]: i3 - i2,
    [`${label}: image: sum (replaces instantiate ... install)`]: i3 - i0,
    [`${label}: instantiate wasm (shared compiled module)`]: t1 - t0,
    [`${label}: instantiate wasm, quickjs-emscripten's newQuickJSWASMModuleFromVariant`]: l1 - l0,
    [`${label}: QuickJS runtime + context`]: t2 - t1,
    [`${label}: determinism shims`]: t3 - t2,
    [`${label}: label algebra (${(algebra.length / 1024).toFixed(0)} KB source)`]: t4 - t3,
    [`${label}: prelude (${(PRELUDE_SOURCE.length / 1024).toFixed(0)} KB source)`]: t5 - t4,
    [`${label}: freeze intrinsics`]: t6 - t5,
    [`${label}: compile the plan (host)`]: t7 - t6,
    [`${label}: install plan + lock globals`]: t8 - t7,
    [`${label}: dispose runtime`]: t9 - t8,
    [`${label}: sum of the steps`]: t9 - t0,
  };
}

// ---- the VM alone: start, and a 50-call snapshot load
const vmOptions = (engine: QuickJsEngine): SandboxOptions => ({
  algebraSource: algebra,
  externalFunctions: ['fetch'],
  propagateControl: true,
  engine,
});
const FIFTY =
  'let t = 0;\nfor (let i = 0; i < 50; i++) {\n  const r = fetch({ i });\n  t = t + r.n;\n}\nt;\n';
const TOOL = (n: number) => ({
  integrity: [],
  confidentiality: [],
  readers: 'Public' as const,
  authority: 'Any' as const,
  origins: [`call:${n}`],
  truncated: false,
});
/** A run suspended at its 50th call, dumped (what bench:vm loads too). */
async function snapshotOf(engine: QuickJsEngine): Promise<Uint8Array> {
  const sb = await createSandbox(vmOptions(engine));
  const run = sb.start(FIFTY);
  for (let i = 1; i < 50; i++) run.resume({ value: { n: i }, label: TOOL(i) });
  if (run.call?.callId !== 50) throw new Error('snapshot plan did not reach call 50');
  const bytes = run.dump();
  run.dispose();
  return bytes;
}
async function vmOnce(engine: QuickJsEngine, label: string, snap: Uint8Array): Promise<Steps> {
  const t0 = performance.now();
  const sb = await createSandbox(vmOptions(engine));
  const run = sb.start(ONE_CALL);
  const t1 = performance.now();
  if (run.status !== 'suspended') throw new Error('vm start did not reach the call');
  run.dispose();
  const t2 = performance.now();
  const loaded = await loadSandbox(snap, vmOptions(engine));
  const t3 = performance.now();
  if (loaded.call?.callId !== 50) throw new Error('snapshot load did not reach call 50');
  loaded.dispose();
  return {
    [`${label}: createSandbox + start to the first call`]: t1 - t0,
    [`${label}: load a 50-call snapshot (new sandbox + replay; goal <= 10 ms)`]: t3 - t2,
  };
}

export async function coldStartBreakdown(
  engines: readonly { label: string; engine: QuickJsEngine }[] = [],
): Promise<void> {
  const all = [{ label: 'release-sync', engine: await releaseSyncEngine() }, ...engines];
  const snaps = new Map<string, Uint8Array>();
  for (const e of all) snaps.set(e.label, await snapshotOf(e.engine));
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    // Interleaved, so that load changes hit every row alike.
    const steps: Steps[] = [await publicApiOnce()];
    for (const e of all) {
      steps.push(await stepsOnce(e.engine, e.label));
      steps.push(await vmOnce(e.engine, e.label, snaps.get(e.label) as Uint8Array));
    }
    if (i < WARMUP) continue;
    for (const s of steps) for (const [k, v] of Object.entries(s)) add(k, v);
  }
  console.log('');
  console.log(
    `cold start, taken apart (${SAMPLES} fresh repetitions each, interleaved; ms)         median      p95`,
  );
  for (const [name, xs] of rows) {
    console.log(`${name.padEnd(74)} ${ms(pct(xs, 50))}  ${ms(pct(xs, 95))}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await coldStartBreakdown([{ label: 'quickjs-ng', engine: await ngEngine() }]);
}
