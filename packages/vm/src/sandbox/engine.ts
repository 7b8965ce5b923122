/**
 * QuickJS wasm modules for sandboxes. Each sandbox gets its own wasm instance whose
 * linear memory is a `WebAssembly.Memory` with a hard `maximum` (the memory cap is per
 * module: `setMemoryLimit` alone does not bound total bytes under Emscripten). The
 * compiled `WebAssembly.Module` is shared, so a new instance costs a few milliseconds.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  Lifetime,
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSRuntime,
  QuickJSRuntime as QuickJSRuntimeClass,
  type QuickJSSyncVariant,
  QuickJSWASMModule,
  RELEASE_SYNC,
} from 'quickjs-emscripten';
import { VmError } from '../errors.js';

/** An opaque compiled `WebAssembly.Module` (the Node 20 typings lack the WebAssembly namespace). */
export type WasmModule = object;

export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
  Instance: new (module: WasmModule, imports: object) => { readonly exports: object };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** A QuickJS build: a sync variant plus its compiled wasm module. */
export interface QuickJsEngine {
  readonly variant: QuickJSSyncVariant;
  readonly wasmModule: WasmModule;
  /**
   * The initial memory, in 64 KiB pages, that `wasmModule` accepts (`compileEngine` lowers
   * the build's declared 256 to what its data and stack need: see `lowerMemoryMinimum`);
   * 256 when absent.
   */
  readonly minPages?: number;
}

/** Compile a variant's wasm file once; pass the result as `options.engine`. */
export async function compileEngine(
  variant: QuickJSSyncVariant,
  wasmPath: string,
): Promise<QuickJsEngine> {
  const bytes = await readFile(wasmPath);
  const lowered = lowerMemoryMinimum(bytes);
  if (lowered !== undefined) {
    try {
      return { variant, wasmModule: await wasm.compile(lowered.bytes), minPages: lowered.minPages };
    } catch {
      // the build as it is
    }
  }
  return { variant, wasmModule: await wasm.compile(bytes) };
}

const PAGE = 65_536;
/** The QuickJS wasm build declares a minimum memory of 256 pages (16 MiB). */
export const MIN_MEMORY_BYTES = 256 * PAGE;

let releaseEngine: Promise<QuickJsEngine> | undefined;

/** The default engine: the release sync variant, compiled once per process. */
export function releaseSyncEngine(): Promise<QuickJsEngine> {
  releaseEngine ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
    return compileEngine(RELEASE_SYNC, wasmPath);
  })();
  return releaseEngine;
}

/** A fresh, isolated QuickJS module whose memory cannot grow past `memoryBytes`. */
export async function instantiateModule(
  engine: QuickJsEngine,
  memoryBytes: number,
): Promise<QuickJSWASMModule> {
  return (await instantiateWithMemory(engine, memoryBytes, 0)).module;
}

/**
 * `instantiateModule` with a memory of `initialPages` pages (at least the build's 256), also
 * returned: a memory image (image.ts) is written into it before any code runs there.
 */
export async function instantiateWithMemory(
  engine: QuickJsEngine,
  memoryBytes: number,
  initialPages: number,
): Promise<{ module: QuickJSWASMModule; memory: WasmMemory }> {
  const pages = Math.max(256, Math.ceil(memoryBytes / PAGE));
  const initial = Math.min(pages, Math.max(engine.minPages ?? 256, initialPages));
  const wasmMemory = new wasm.Memory({ initial, maximum: pages });
  const glue = await glueOf(engine);
  if (glue !== undefined) {
    try {
      return { module: await leanInstance(engine, glue, wasmMemory), memory: wasmMemory };
    } catch {
      // quickjs-emscripten's own path instead, on a new memory (this one may be written).
    }
    const fresh = new wasm.Memory({ initial, maximum: pages });
    return { module: await libraryInstance(engine, fresh, memoryBytes), memory: fresh };
  }
  return { module: await libraryInstance(engine, wasmMemory, memoryBytes), memory: wasmMemory };
}

/** An instance made by quickjs-emscripten's `newQuickJSWASMModuleFromVariant`. */
async function libraryInstance(
  engine: QuickJsEngine,
  wasmMemory: WasmMemory,
  memoryBytes: number,
): Promise<QuickJSWASMModule> {
  try {
    return await newQuickJSWASMModuleFromVariant(
      newVariant(engine.variant, {
        wasmModule: engine.wasmModule as never,
        wasmMemory: wasmMemory as never,
      }),
    );
  } catch {
    throw new VmError('RUNTIME_CORRUPTED', 'could not instantiate the QuickJS module', {
      memoryBytes,
    });
  }
}

/**
 * What every instance of an engine shares: the variant's emscripten factory and FFI class,
 * imported once per engine. quickjs-emscripten's `newQuickJSWASMModuleFromVariant` imports
 * them (and its module class) again for every instance and instantiates the wasm module
 * asynchronously: three dynamic imports and a task hop per sandbox, most of a new instance's
 * time (and under a loader hook such as tsx's, a round trip to the hook thread each).
 */
interface Glue {
  readonly factory: (moduleArg: object) => Promise<Record<string, unknown>>;
  readonly Ffi: new (module: unknown) => unknown;
}

const glues = new WeakMap<QuickJsEngine, Promise<Glue | undefined>>();

function unwrapDefault(v: unknown): unknown {
  const d = (v as { default?: unknown } | null)?.default;
  if (d === undefined || d === null) return v;
  const dd = (d as { default?: unknown }).default;
  return dd === undefined || dd === null ? d : dd;
}

/** The engine's shared glue, or undefined when the variant is not shaped as expected. */
function glueOf(engine: QuickJsEngine): Promise<Glue | undefined> {
  let glue = glues.get(engine);
  if (glue === undefined) {
    glue = (async () => {
      try {
        const factory = unwrapDefault(await engine.variant.importModuleLoader());
        const Ffi = await engine.variant.importFFI();
        if (typeof factory !== 'function' || typeof Ffi !== 'function') return undefined;
        return { factory, Ffi } as unknown as Glue;
      } catch {
        return undefined;
      }
    })();
    glues.set(engine, glue);
  }
  return glue;
}

/**
 * A new instance of the engine's compiled module with `wasmMemory`, made as
 * `newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule, wasmMemory }))` makes it
 * (the same emscripten factory, module argument, FFI and module class) but with the glue
 * imported once and the instance created synchronously (`new WebAssembly.Instance` of the
 * compiled module: no compile, no task hop). Still one fresh instance and memory per call.
 */
async function leanInstance(
  engine: QuickJsEngine,
  glue: Glue,
  wasmMemory: WasmMemory,
): Promise<QuickJSWASMModule> {
  const emscripten = await glue.factory({
    wasmMemory,
    instantiateWasm(imports: object, onSuccess: (instance: object) => void) {
      const instance = new wasm.Instance(engine.wasmModule, imports);
      onSuccess(instance);
      return instance.exports;
    },
    monitorRunDependencies: () => undefined,
  });
  emscripten.type = 'sync';
  const ctor = QuickJSWASMModule as unknown as new (m: unknown, ffi: unknown) => QuickJSWASMModule;
  return new ctor(emscripten, new glue.Ffi(emscripten));
}

interface ModuleInternals {
  readonly module: unknown;
  readonly ffi: { QTS_FreeRuntime(rt: number): void };
  readonly callbacks: { deleteRuntime(rt: number): void };
}

/**
 * A `QuickJSRuntime` around a runtime pointer that already exists in `module`'s memory, made
 * as `QuickJSWASMModule.newRuntime` makes one (the same free order, the same callbacks).
 */
export function adoptRuntime(module: QuickJSWASMModule, rtPointer: number): QuickJSRuntime {
  const m = module as unknown as ModuleInternals;
  if (
    typeof m.ffi?.QTS_FreeRuntime !== 'function' ||
    typeof m.callbacks?.deleteRuntime !== 'function' ||
    m.module === undefined
  ) {
    throw new VmError('RUNTIME_CORRUPTED', 'quickjs-emscripten internals differ', {});
  }
  const rt = new Lifetime(rtPointer as never, undefined, (p: never) => {
    m.ffi.QTS_FreeRuntime(p);
    m.callbacks.deleteRuntime(p);
  });
  return new QuickJSRuntimeClass({
    module: m.module,
    ffi: m.ffi,
    rt,
    callbacks: m.callbacks,
  } as never);
}

/** Pages above the data and the C stack that a new instance starts with (heap to begin). */
const HEAP_START_PAGES = 16;

/**
 * The wasm build with the minimum of its imported memory lowered from the declared 256 pages
 * (16 MiB, emscripten's INITIAL_MEMORY) to what it needs at instantiation: its data segments
 * and its C stack (whose top is the initial value of the first global, `__stack_pointer`),
 * plus HEAP_START_PAGES; the heap grows from there (the build grows its memory on demand, up
 * to the `maximum` each sandbox sets). A smaller memory per sandbox is less for the garbage
 * collector to account and free (issue 23: GC was about a third of a cold start). Undefined
 * when the binary is not laid out as expected (the build is then used as it is).
 */
export function lowerMemoryMinimum(
  bytes: Uint8Array,
): { bytes: Uint8Array; minPages: number } | undefined {
  try {
    let p = 8;
    const leb = (): number => {
      let r = 0;
      let shift = 0;
      let x: number;
      do {
        x = bytes[p++] as number;
        r += (x & 0x7f) * 2 ** shift;
        shift += 7;
      } while (x & 0x80 && shift < 35);
      return r;
    };
    const sleb = (): number => {
      let r = 0;
      let shift = 0;
      let x: number;
      do {
        x = bytes[p++] as number;
        r |= (x & 0x7f) << shift;
        shift += 7;
      } while (x & 0x80 && shift < 35);
      if (shift < 32 && x & 0x40) r |= -1 << shift;
      return r;
    };
    let memoryAt:
      | {
          sectionStart: number;
          bodyStart: number;
          sectionEnd: number;
          limitsAt: number;
          limitsEnd: number;
          max: number;
        }
      | undefined;
    let stackTop = -1;
    let dataEnd = -1;
    while (p < bytes.length) {
      const id = bytes[p++] as number;
      const sizeAt = p;
      const size = leb();
      const start = p;
      if (id === 2) {
        const n = leb();
        for (let i = 0; i < n; i++) {
          const moduleName = leb();
          p += moduleName;
          const fieldName = leb();
          p += fieldName;
          const kind = bytes[p++];
          if (kind === 0) leb();
          else if (kind === 1) {
            p++;
            const flags = bytes[p++] as number;
            leb();
            if (flags & 1) leb();
          } else if (kind === 2) {
            const limitsAt = p;
            const flags = bytes[p++];
            if (flags !== 1 || memoryAt !== undefined) return undefined;
            leb();
            const max = leb();
            memoryAt = {
              sectionStart: sizeAt - 1,
              bodyStart: start,
              sectionEnd: start + size,
              limitsAt,
              limitsEnd: p,
              max,
            };
          } else if (kind === 3) p += 2;
          else return undefined;
        }
      } else if (id === 6) {
        leb();
        // the first global: emscripten's __stack_pointer, (mut i32) = i32.const <top>
        if (bytes[p++] !== 0x7f || bytes[p++] !== 1 || bytes[p++] !== 0x41) return undefined;
        stackTop = sleb();
      } else if (id === 11) {
        const n = leb();
        for (let i = 0; i < n; i++) {
          if (leb() !== 0 || bytes[p++] !== 0x41) return undefined;
          const offset = sleb();
          if (bytes[p++] !== 0x0b) return undefined;
          const len = leb();
          p += len;
          dataEnd = Math.max(dataEnd, offset + len);
        }
      }
      p = start + size;
    }
    if (memoryAt === undefined || stackTop <= 0 || dataEnd < 0) return undefined;
    // Only the layout the release builds have: data, then the stack, then the heap (a build
    // that puts its stack first, such as the debug variant, keeps its declared minimum).
    if (stackTop <= dataEnd) return undefined;
    const minPages = Math.ceil(stackTop / PAGE) + HEAP_START_PAGES;
    if (minPages >= 256) return undefined;
    const enc = (v: number): number[] => {
      const out: number[] = [];
      do {
        let b = v & 0x7f;
        v = Math.floor(v / 128);
        if (v > 0) b |= 0x80;
        out.push(b);
      } while (v > 0);
      return out;
    };
    const { sectionStart, bodyStart, sectionEnd, limitsAt, limitsEnd, max } = memoryAt;
    const limits = [1, ...enc(minPages), ...enc(max)];
    // the import section again: its id, its new size, its body with the new limits
    const bodyHead = bytes.subarray(bodyStart, limitsAt);
    const bodyTail = bytes.subarray(limitsEnd, sectionEnd);
    const bodyLength = bodyHead.length + limits.length + bodyTail.length;
    const out = new Uint8Array(
      bytes.length - (sectionEnd - sectionStart) + 1 + enc(bodyLength).length + bodyLength,
    );
    let o = 0;
    out.set(bytes.subarray(0, sectionStart + 1), o);
    o += sectionStart + 1;
    out.set(enc(bodyLength), o);
    o += enc(bodyLength).length;
    out.set(bodyHead, o);
    o += bodyHead.length;
    out.set(limits, o);
    o += limits.length;
    out.set(bodyTail, o);
    o += bodyTail.length;
    out.set(bytes.subarray(sectionEnd), o);
    return { bytes: out, minPages };
  } catch {
    return undefined;
  }
}
