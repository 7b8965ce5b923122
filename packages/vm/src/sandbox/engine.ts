/**
 * QuickJS wasm modules for sandboxes. Each sandbox gets its own wasm instance whose
 * linear memory is a `WebAssembly.Memory` with a hard `maximum` (the memory cap is per
 * module: `setMemoryLimit` alone does not bound total bytes under Emscripten). The
 * compiled `WebAssembly.Module` is shared, so a new instance costs a few milliseconds.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
  RELEASE_SYNC,
} from 'quickjs-emscripten';
import { VmError } from '../errors.js';

/** An opaque compiled `WebAssembly.Module` (the Node 20 typings lack the WebAssembly namespace). */
export type WasmModule = object;

interface WasmMemory {
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
  const pages = Math.max(256, Math.ceil(memoryBytes / PAGE));
  const wasmMemory = new wasm.Memory({ initial: 256, maximum: pages });
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
