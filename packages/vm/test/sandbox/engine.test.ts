/**
 * The engine's wasm build with a lower memory minimum (src/sandbox/engine.ts,
 * `lowerMemoryMinimum`, issue 23 point 3): a sandbox's memory starts at what the build needs
 * at instantiation (data, C stack, a little heap) instead of the declared 16 MiB, and grows on
 * demand up to its cap. The cap, the memory failure and the image are unchanged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createSandbox, releaseSyncEngine, type SandboxOptions } from '../../src/index.js';
import { lowerMemoryMinimum } from '../../src/sandbox/engine.js';
import { imagesOf } from '../../src/sandbox/image.js';
import { TEST_ALGEBRA } from '../compiler/harness.js';

const require = createRequire(import.meta.url);
const wasmBytes = (pkg: string) => readFileSync(require.resolve(`${pkg}/wasm`));
type Wasm = {
  Module: new (b: Uint8Array) => object;
  Memory: new (d: { initial: number; maximum: number }) => object;
  Instance: new (m: object, i: object) => object;
};
const W = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

/** The memory import's limits, read from the binary (the JS API does not show them). */
function memoryLimits(bytes: Uint8Array): { min: number; max: number } {
  let p = 8;
  const leb = () => {
    let r = 0;
    let s = 0;
    let x: number;
    do {
      x = bytes[p++] as number;
      r += (x & 0x7f) * 2 ** s;
      s += 7;
    } while (x & 0x80);
    return r;
  };
  while (p < bytes.length) {
    const id = bytes[p++];
    const size = leb();
    const start = p;
    if (id === 2) {
      const n = leb();
      for (let i = 0; i < n; i++) {
        const m = leb();
        p += m;
        const f = leb();
        p += f;
        const kind = bytes[p++];
        if (kind === 0) leb();
        else if (kind === 1) {
          p++;
          if ((bytes[p++] as number) & 1) leb();
          leb();
        } else if (kind === 2) {
          p++;
          return { min: leb(), max: leb() };
        } else p += 2;
      }
    }
    p = start + size;
  }
  throw new Error('no memory import');
}

const base: SandboxOptions = {
  algebraSource: TEST_ALGEBRA,
  externalFunctions: ['fetch'],
  propagateControl: false,
};

describe('lowerMemoryMinimum', () => {
  it('lowers only the memory minimum of the release build, to its data and stack and a little heap', () => {
    const bytes = wasmBytes('@jitl/quickjs-wasmfile-release-sync');
    const lowered = lowerMemoryMinimum(bytes);
    expect(lowered).toBeDefined();
    const { minPages } = lowered!;
    // The build's C stack ends at about 5.1 MiB (82 pages): the heap starts above it.
    expect(minPages).toBeGreaterThan(82);
    expect(minPages).toBeLessThan(128);
    expect(memoryLimits(bytes)).toEqual({ min: 256, max: 32768 });
    expect(memoryLimits(lowered!.bytes)).toEqual({ min: minPages, max: 32768 });
    // Every other byte is the build's own: the import section differs in its limits only.
    expect(lowered!.bytes.length).toBe(bytes.length - 1);
    const m = new W.Module(lowered!.bytes);
    expect(m).toBeDefined();
  });

  it('keeps a build laid out otherwise (the debug build puts its stack first), and refuses garbage', () => {
    expect(lowerMemoryMinimum(wasmBytes('@jitl/quickjs-wasmfile-debug-sync'))).toBeUndefined();
    expect(lowerMemoryMinimum(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))).toBeUndefined();
    const bytes = wasmBytes('@jitl/quickjs-wasmfile-release-sync');
    expect(lowerMemoryMinimum(bytes.subarray(0, 2000))).toBeUndefined();
  });

  it('the default engine uses it: a sandbox starts small and grows on demand within its cap', async () => {
    const engine = await releaseSyncEngine();
    expect(engine.minPages).toBeLessThan(128);
    const box = await createSandbox({ ...base, limits: { memoryBytes: 64 * 1024 * 1024 } });
    const images = (await Promise.all(imagesOf(engine))).filter((i) => i !== undefined);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image!.pages).toBeLessThan(256);
    // About 24 MiB of strings: past the initial memory, below the cap.
    const run = box.start(
      'const a = []; for (let i = 0; i < 6000; i++) a.push("y".repeat(4000) + i); a.length;',
    );
    expect(run.status).toBe('completed');
    expect(run.result?.value).toBe(6000);
  });
});
