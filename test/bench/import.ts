/**
 * Tool results of real size (issue 23 point 2): what a governed call costs for a result of
 * 4.5 KB, 256 KB and 1 MB against a tiny one, beside what plain QuickJS needs to take the same
 * value in, measured in the same run, rounds interleaved. Printed by `npm run bench:runtime`
 * (its import section); alone:
 *
 *   npx tsx --conditions=source test/bench/import.ts
 *
 * - governed: `createRuntime` (strict policy, audit file batched), a plan that fetches a
 *   result and passes one field of it to a second tool; the sample is the gap from `fetch`'s
 *   adapter returning to `record`'s adapter being entered (gateway, payload hash, import
 *   into the sandbox with its labels, the plan's read, `record`'s checks and audit records).
 *   The result is a list of AgentDojo e-mails (the tiny one is `[{"subject":"hi"}]`);
 * - plain QuickJS: the same release-sync build with no prelude, no labels: host
 *   `JSON.stringify`, copy the text into the VM, `JSON.parse` there, read the same field.
 *   Two copies are measured: quickjs-emscripten's `newString` (its JavaScript UTF-8
 *   encoder) and the fastest copy we know (`TextEncoder.encodeInto` straight into the wasm
 *   heap, then `JS_NewString`), which the sandbox uses; the goal ratio is taken against the
 *   faster one.
 *
 * Goal: (governed p50 for size X - governed p50 tiny) <= 1.5 x plain p50 for size X.
 *
 * Last, the sandbox alone with lazy labels (the prelude as shipped) against its eager
 * reference model (`const LAZY = false`, every container and slot labelled at import): the
 * CPU time of `run.resume` with the result's JSON text, through the plan's read of one field
 * to its next call, interleaved.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, UsageLedger } from '@zamburak/authority';
import { encodeLabel, labelAlgebraSource } from '@zamburak/ifc';
import { compilePlan, createSandbox, PRELUDE_SOURCE, releaseSyncEngine } from '@zamburak/vm';
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten';
import { parse } from 'yaml';
import { createRuntime, type JsonValue, type ToolDefinition } from 'zamburak';

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
  - tool: record
    side_effect_class: ExternalWrite
    arg_rules:
      - { arg: text, forbids_confidentiality: [AUTH_SECRET], max_payload_bytes: 4096 }
      - { arg: n, requires_integrity: Trusted }
    default_decision: Allow
`;

const INBOX = (
  parse(
    readFileSync(
      new URL('../../third_party/agentdojo/workspace/include/inbox.yaml', import.meta.url),
      'utf8',
    ),
  ) as { initial_emails: JsonValue[] }
).initial_emails.slice(0, 10);

/** E-mails (copies of the ten, each with its own id) until the JSON reaches `bytes`. */
function mailbox(bytes: number): JsonValue[] {
  const out: JsonValue[] = [];
  let size = 2;
  for (let n = 0; size < bytes; n++) {
    const e = { ...(INBOX[n % INBOX.length] as Record<string, JsonValue>), id_: `m${n}` };
    size += JSON.stringify(e).length + 1;
    out.push(e);
  }
  return out;
}

interface Size {
  readonly name: string;
  readonly value: JsonValue;
  /** Calls per plan run, and measured runs. */
  readonly calls: number;
  readonly runs: number;
}
export const SIZES: readonly Size[] = [
  { name: 'tiny', value: [{ subject: 'hi' }], calls: 100, runs: 4 },
  { name: '4.5 KB', value: INBOX, calls: 100, runs: 4 },
  { name: '256 KB', value: mailbox(256 * 1024), calls: 10, runs: 4 },
  { name: '1 MB', value: mailbox(1024 * 1024), calls: 4, runs: 4 },
];

const key = (s: number) => Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + s) & 0xff);
const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

/** Process CPU time in us (user + system): robust to the machine's load, unlike wall time. */
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
interface Sample {
  readonly wall: number;
  readonly cpu: number;
}

/** One run of the governed plan; returns the fetch -> record gaps (us). */
export async function governedRun(dir: string, value: JsonValue, calls: number): Promise<Sample[]> {
  const clock = () => Date.UTC(2026, 0, 1);
  const audit = openAuditLog({
    path: dir === '' ? ':memory:' : join(dir, 'import.db'),
    tokenKey: key(1),
    clock,
    durability: 'batched',
    maxBuffered: 512,
  });
  const revocations = new RevocationIndex();
  const usage = new UsageLedger();
  const minter = createMinter({ key: key(2), issuer: 'bench', clock, revocations, usage });
  let fetched = 0;
  let fetchedCpu = 0;
  const gaps: Sample[] = [];
  const tool = (name: string): ToolDefinition => ({
    name,
    description: name,
    parameters:
      name === 'fetch'
        ? { id: { type: 'number' } }
        : { text: { type: 'string' }, n: { type: 'number' } },
    trustClass: 'TrustedLocal',
    run() {
      if (name === 'fetch') {
        fetchedCpu = cpu();
        fetched = performance.now();
        return value;
      }
      const t = performance.now();
      gaps.push({ wall: (t - fetched) * 1000, cpu: cpu() - fetchedCpu });
      return null;
    },
  });
  const runtime = createRuntime({
    policy: { text: POLICY, format: 'yaml' },
    tools: [tool('fetch'), tool('record')],
    authority: { verifier: minter, revocations, usage },
    audit,
    clock,
    key: key(3),
  });
  const exec = await runtime.start(`
for (let i = 0; i < ${calls}; i++) {
  const inbox = fetch({ id: i });
  record({ text: inbox[0].subject, n: i });
}`);
  audit.close();
  if (exec.status !== 'completed') throw new Error(`import bench plan ended ${exec.status}`);
  return gaps;
}

/** Plain QuickJS: a bare context of the same build. */
async function plainContext(): Promise<{
  ctx: QuickJSContext;
  parseFn: QuickJSHandle;
  fastString: (text: string) => QuickJSHandle;
}> {
  const engine = await releaseSyncEngine();
  const WasmMemory = (
    globalThis as unknown as {
      WebAssembly: { Memory: new (d: { initial: number; maximum: number }) => object };
    }
  ).WebAssembly.Memory;
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(engine.variant, {
      wasmModule: engine.wasmModule as never,
      wasmMemory: new WasmMemory({ initial: 256, maximum: 4096 }) as never,
    }),
  );
  const ctx = module.newContext();
  const parseFn = ctx.unwrapResult(
    ctx.evalCode('(function (s) { const v = JSON.parse(s); return v[0].subject; })'),
  );
  // The copy the sandbox uses (packages/vm/src/sandbox/context.ts): UTF-8 straight into the heap.
  const internals = ctx as unknown as {
    module: { _malloc(n: number): number; _free(p: number): void; HEAPU8: Uint8Array };
    ffi: { QTS_NewString(ctx: number, ptr: number): number };
    ctx: { value: number };
    memory: { heapValueHandle(ptr: number): QuickJSHandle };
  };
  const encoder = new TextEncoder();
  const fastString = (text: string): QuickJSHandle => {
    const m = internals.module;
    const cap = text.length * 3 + 1;
    const ptr = m._malloc(cap);
    try {
      const { written } = encoder.encodeInto(text, new Uint8Array(m.HEAPU8.buffer, ptr, cap - 1));
      m.HEAPU8[ptr + written] = 0;
      return internals.memory.heapValueHandle(
        internals.ffi.QTS_NewString(internals.ctx.value, ptr),
      );
    } finally {
      m._free(ptr);
    }
  };
  return { ctx, parseFn, fastString };
}

/** Runs the import section; returns the rows for a caller that wants them. */
export async function importGoals(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'zamburak-bench-import-'));
  const plain = await plainContext();
  const { ctx, parseFn } = plain;
  const governed = new Map<string, Sample[]>();
  const plainSlow = new Map<string, Sample[]>();
  const plainFast = new Map<string, Sample[]>();
  const add = (m: Map<string, Sample[]>, k: string, xs: Sample[]) =>
    m.set(k, [...(m.get(k) ?? []), ...xs]);
  const takeIn = (value: JsonValue, copy: (s: string) => QuickJSHandle): Sample => {
    const c = cpu();
    const t = performance.now();
    const h = copy(JSON.stringify(value));
    const r = ctx.callFunction(parseFn, ctx.undefined, h);
    h.dispose();
    ctx.unwrapResult(r).dispose();
    return { wall: (performance.now() - t) * 1000, cpu: cpu() - c };
  };
  // Warm-up (JIT, wasm tier-up), not a result.
  for (const s of SIZES) {
    await governedRun(dir, s.value, Math.min(s.calls, 10));
    takeIn(s.value, (x) => ctx.newString(x));
    takeIn(s.value, plain.fastString);
  }
  for (let round = 0; round < 4; round++) {
    for (const s of SIZES) {
      const runs = Math.max(1, Math.round(s.runs / 4));
      for (let r = 0; r < runs; r++)
        add(governed, s.name, await governedRun(dir, s.value, s.calls));
      const n = s.calls * runs;
      add(
        plainSlow,
        s.name,
        Array.from({ length: n }, () => takeIn(s.value, (x) => ctx.newString(x))),
      );
      add(
        plainFast,
        s.name,
        Array.from({ length: n }, () => takeIn(s.value, plain.fastString)),
      );
    }
  }
  parseFn.dispose();
  ctx.dispose();
  rmSync(dir, { recursive: true, force: true });

  const f = (x: number) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} ms` : `${x.toFixed(0)} us`);
  const p50 = (xs: readonly Sample[] | undefined, k: keyof Sample) =>
    pct(
      (xs ?? []).map((x) => x[k]),
      50,
    );
  console.log(
    '\ntool results of real size: a governed call (fetch -> record gap) against plain QuickJS taking the value in (stringify, copy, parse), same run, 4 interleaved rounds; p50 of wall time and of process CPU time',
  );
  for (const k of ['wall', 'cpu'] as const) {
    const tiny = p50(governed.get('tiny'), k);
    console.log(
      `${k.padEnd(4)} ${'result'.padEnd(8)} ${'bytes'.padStart(9)} ${'governed p50'.padStart(13)} ${'p95'.padStart(10)} ${'extra vs tiny'.padStart(14)} ${'plain newString'.padStart(16)} ${'plain fast copy'.padStart(16)} ${'ratio'.padStart(7)} (goal <= 1.5x)`,
    );
    for (const s of SIZES) {
      const g = governed.get(s.name) ?? [];
      const extra = p50(g, k) - tiny;
      const ps = p50(plainSlow.get(s.name), k);
      const pf = p50(plainFast.get(s.name), k);
      const ratio = s.name === 'tiny' ? '' : `${(extra / Math.min(ps, pf)).toFixed(2)}x`;
      const p95 = pct(
        g.map((x) => x[k]),
        95,
      );
      const bytes = JSON.stringify(s.value).length;
      console.log(
        `${k.padEnd(4)} ${s.name.padEnd(8)} ${String(bytes).padStart(9)} ${f(p50(g, k)).padStart(13)} ${f(p95).padStart(10)} ${(s.name === 'tiny' ? '' : f(extra)).padStart(14)} ${f(ps).padStart(16)} ${f(pf).padStart(16)} ${ratio.padStart(7)}  (${g.length} calls)`,
      );
    }
  }
}

/** The sandbox alone, lazy labels against the eager model (CPU p50 of the resume). */
export async function lazyVsEager(): Promise<void> {
  const algebraSource = labelAlgebraSource({
    budgets: {
      maxValues: 100000,
      maxParentsPerValue: 64,
      maxClosureSteps: 10000,
      maxWitnessDepth: 32,
    },
    knownConfidentiality: ['PII'],
  });
  const eagerPrelude = PRELUDE_SOURCE.replace('const LAZY = true;', 'const LAZY = false;');
  if (eagerPrelude === PRELUDE_SOURCE) throw new Error('the prelude has no LAZY switch');
  const models = {
    lazy: { compile: compilePlan, preludeSource: PRELUDE_SOURCE },
    eager: { compile: compilePlan, preludeSource: eagerPrelude },
  };
  const res = new Map<string, number[]>();
  for (let round = 0; round < 3; round++) {
    for (const s of SIZES.slice(1)) {
      const text = JSON.stringify(s.value);
      for (const [name, compiler] of Object.entries(models)) {
        const sandbox = await createSandbox({
          algebraSource,
          externalFunctions: ['fetch', 'record'],
          propagateControl: true,
          compiler,
          limits: { memoryBytes: 256 << 20 },
        });
        const n = s.calls === 100 ? 50 : 4;
        const run = sandbox.start(
          `for (let i = 0; i < ${n}; i++) { const inbox = fetch({ id: i }); record({ text: inbox[0].subject, n: i }); }`,
        );
        let k = 0;
        while (run.status === 'suspended' && run.call !== undefined) {
          const fetch = run.call.name === 'fetch';
          const label = encodeLabel({
            integrity: [],
            confidentiality: ['PII'],
            readers: 'Public',
            authority: [],
            origins: [`call:${k++}`],
            truncated: false,
          });
          const c = cpu();
          run.resume(fetch ? { valueJson: text, label } : { value: null, label });
          if (fetch && round > 0)
            res.set(`${s.name} ${name}`, [...(res.get(`${s.name} ${name}`) ?? []), cpu() - c]);
        }
        if (run.status !== 'completed') throw new Error(`lazy/eager plan ended ${run.status}`);
        run.dispose();
      }
    }
  }
  console.log(
    '\nthe sandbox alone: resume with the result (import, the read, the next call), CPU p50, lazy labels against the eager model, interleaved',
  );
  for (const s of SIZES.slice(1)) {
    const l = pct(res.get(`${s.name} lazy`) ?? [], 50);
    const e = pct(res.get(`${s.name} eager`) ?? [], 50);
    console.log(
      `${s.name.padEnd(8)} lazy ${(l / 1000).toFixed(2).padStart(8)} ms   eager ${(e / 1000).toFixed(2).padStart(8)} ms   eager / lazy ${(e / l).toFixed(2)}x`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await importGoals();
  await lazyVsEager();
}
