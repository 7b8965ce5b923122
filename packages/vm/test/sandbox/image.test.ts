/**
 * Memory images (src/sandbox/image.ts): a new sandbox is a fresh wasm instance whose memory
 * starts as the image of a template that ran only the trusted sources (determinism, algebra,
 * prelude, lockdown). Its first run must be indistinguishable from a run in a context built
 * from scratch (a second start in a sandbox builds one), nothing a plan does reaches the image
 * or another sandbox, and the image holds nothing but what the trusted sources made.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSandbox,
  type PlanRun,
  releaseSyncEngine,
  type SandboxOptions,
} from '../../src/index.js';
import { imagesOf, type MemoryImage } from '../../src/sandbox/image.js';
import { TEST_ALGEBRA } from '../compiler/harness.js';

const label = (...origins: string[]) => ({ origins });
const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA,
  externalFunctions: ['fetch', 'send'],
  propagateControl: true,
  inputs: { who: { value: 'nobody', label: label('input:default') } },
};

/** Runs a plan to its end, answering each call the same way; returns what was observed. */
function drive(run: PlanRun) {
  const seen: unknown[] = [];
  while (run.status === 'suspended') {
    const call = run.call!;
    seen.push({
      name: call.name,
      args: Object.fromEntries(
        Object.entries(call.args).map(([k, a]) => [
          k,
          { value: a.value, label: run.describeLabel(a.deepLabel) },
        ]),
      ),
      pc: run.describeLabel(call.pcLabel),
    });
    run.resume({ value: `r${seen.length}`, label: label(`call:${seen.length}`) });
  }
  seen.push({
    status: run.status,
    value: run.result?.value,
    label: run.result === undefined ? undefined : run.describeLabel(run.result.label),
    error: run.error?.code,
    counters: run.counters,
  });
  run.dispose();
  return seen;
}

const PLANS: [string, string, SandboxOptions['limits']?][] = [
  [
    'calls and labels',
    "const a = fetch({ id: inputs.who }); let n = 0; for (const c of a.split('')) { if (c === 'r') n++; } send({ text: a + ':' + n }); n;",
  ],
  ['a thrown error', "const a = fetch({ id: 1 }); if (a) throw new TypeError('no'); 1;"],
  ['a long loop (ticks)', 'let s = 0; for (let i = 0; i < 300000; i++) s = s + i; s;'],
  ['unbounded recursion', 'const f = (n) => f(n + 1) + 1; f(0);'],
  ['the instruction budget', 'let s = 0; while (true) s++;', { instructionBudget: 2_000_000 }],
  [
    'a memory bomb',
    'const a = []; while (true) a.push("x".repeat(4096) + a.length);',
    { memoryBytes: 32 * 1024 * 1024 },
  ],
];

async function imageHashes(): Promise<string[]> {
  const images = (await Promise.all(imagesOf(await releaseSyncEngine()))).filter(
    (i): i is MemoryImage => i !== undefined,
  );
  return images.map((i) => {
    const h = createHash('sha256');
    for (const r of i.runs) h.update(String(r.offset)).update(r.bytes);
    return h.digest('hex');
  });
}

describe('memory images', () => {
  for (const [name, plan, limits] of PLANS) {
    it(`a sandbox started from the image runs like a context built from scratch: ${name}`, async () => {
      const options = { ...base, ...(limits === undefined ? {} : { limits }) };
      const fromImage = drive((await createSandbox(options)).start(plan));
      // A second start in a sandbox builds its context anew in the same instance.
      const sandbox = await createSandbox(options);
      drive(sandbox.start('1;'));
      const fromScratch = sandbox.usable ? drive(sandbox.start(plan)) : undefined;
      expect(fromScratch).toBeDefined();
      expect(fromImage).toEqual(fromScratch);
    });
  }

  it('is taken once per sources and limits, and nothing a plan does reaches it or another sandbox', async () => {
    const a = await createSandbox(base);
    const before = await imageHashes();
    expect(before.length).toBeGreaterThan(0);
    const marker = 'zamburak-image-marker-0123456789';
    const run = a.start(
      `const big = []; for (let i = 0; i < 2000; i++) big.push('${marker}' + i); const a = fetch({ id: big.length }); a;`,
    );
    expect(run.status).toBe('suspended');
    // Another sandbox, made while the first holds the marker 2000 times in its memory.
    const b = await createSandbox(base);
    const seen = drive(b.start("const s = 'abc'; s.length;"));
    expect(seen.at(-1)).toMatchObject({ status: 'completed', value: 3 });
    run.dispose();
    expect(await imageHashes()).toEqual(before);
    const images = (await Promise.all(imagesOf(await releaseSyncEngine()))).filter(
      (i): i is MemoryImage => i !== undefined,
    );
    const needle = Buffer.from(marker);
    for (const image of images)
      for (const r of image.runs) expect(Buffer.from(r.bytes).indexOf(needle)).toBe(-1);
  });

  it('each sandbox gets its own memory: a plan that exhausts its memory leaves the next sandbox whole', async () => {
    const limits = { memoryBytes: 32 * 1024 * 1024 };
    const bomb = await createSandbox({ ...base, limits });
    const run = bomb.start('const a = []; while (true) a.push("x".repeat(4096) + a.length);');
    expect(run.error?.code).toBe('MEMORY_LIMIT');
    expect(bomb.usable).toBe(false);
    const next = await createSandbox({ ...base, limits });
    expect(drive(next.start('[1, 2, 3].length;')).at(-1)).toMatchObject({
      status: 'completed',
      value: 3,
    });
  });
});
