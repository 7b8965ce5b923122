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
  type QuickJSWASMModule,
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
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** A QuickJS build: a sync variant plus its compiled wasm module. */
export interface QuickJsEngine {
  readonly variant: QuickJSSyncVariant;
  readonly wasmModule: WasmModule;
}

/** Compile a variant's wasm file once; pass the result as `options.engine`. */
export async function compileEngine(
  variant: QuickJSSyncVariant,
  wasmPath: string,
): Promise<QuickJsEngine> {
  const bytes = await readFile(wasmPath);
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
  return (await instantiateWithMemory(engine, memoryBytes, 256)).module;
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
  const initial = Math.min(pages, Math.max(256, initialPages));
  const wasmMemory = new wasm.Memory({ initial, maximum: pages });
  try {
    const module = await newQuickJSWASMModuleFromVariant(
      newVariant(engine.variant, {
        wasmModule: engine.wasmModule as never,
        wasmMemory: wasmMemory as never,
      }),
    );
    return { module, memory: wasmMemory };
  } catch {
    throw new VmError('RUNTIME_CORRUPTED', 'could not instantiate the QuickJS module', {
      memoryBytes,
    });
  }
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
