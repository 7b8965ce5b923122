/**
 * Memory images: a fresh sandbox that starts from the memory of a prepared one.
 *
 * Preparing a context (determinism shims, label algebra, prelude, intrinsics frozen) is most
 * of a cold start, and it is the same work, on the same trusted sources, in every sandbox.
 * So it is done once per process for each set of sources and limits, in a template sandbox
 * that never sees a plan, an input or a host value; its wasm linear memory is then copied
 * (the bytes that are not zero) and the template is dropped. Each new sandbox is still a
 * FRESH wasm instance with its own new `WebAssembly.Memory`: that memory is initialised from
 * the image before any code runs in it, and the JS side (quickjs-emscripten's runtime and
 * context objects) is rebuilt around the runtime and context pointers the image holds. No
 * instance, memory or object is shared between sandboxes, and the image is never written.
 *
 * Equivalence with a context prepared from scratch: the C state is the template's byte for
 * byte, the wasm globals (stack pointer, stack limits) are the module's initial values in
 * both (the template is imaged between calls, with its stack unwound), the limits and the
 * interrupt handler are set again as a new context sets them, and the tick count of the
 * preparation is carried over. Anything that does not go to plan (an internal of
 * quickjs-emscripten 0.32 that is not there) makes `restore` return undefined, and the
 * sandbox is prepared from scratch.
 */
import type { QuickJSWASMModule } from 'quickjs-emscripten';
import { type ContextLimits, PlanContext, type PreparedPointers } from './context.js';
import { instantiateWithMemory, type QuickJsEngine, type WasmMemory } from './engine.js';

const PAGE = 65_536;
/** Granularity of the non-zero scan: a fresh memory is zero, so only these runs are copied. */
const CHUNK = 4096;

export interface MemoryImage {
  /** Pages of the template's memory when imaged (the new memory's initial size). */
  readonly pages: number;
  /** Runs of non-zero bytes: offset and bytes. */
  readonly runs: readonly { readonly offset: number; readonly bytes: Uint8Array }[];
  readonly pointers: PreparedPointers;
}

function imageOf(memory: WasmMemory, pointers: PreparedPointers): MemoryImage {
  const all = new Uint8Array(memory.buffer);
  const runs: { offset: number; bytes: Uint8Array }[] = [];
  let start = -1;
  for (let at = 0; at < all.length; at += CHUNK) {
    const end = Math.min(at + CHUNK, all.length);
    let zero = true;
    for (let i = at; i < end; i++) {
      if (all[i] !== 0) {
        zero = false;
        break;
      }
    }
    if (!zero && start < 0) start = at;
    if (zero && start >= 0) {
      runs.push({ offset: start, bytes: all.slice(start, at) });
      start = -1;
    }
  }
  if (start >= 0) runs.push({ offset: start, bytes: all.slice(start) });
  return { pages: all.length / PAGE, runs, pointers };
}

/** Builds the template and images it; undefined when the template cannot be prepared. */
async function buildImage(
  engine: QuickJsEngine,
  limits: ContextLimits,
  algebraSource: string,
  preludeSource: string,
): Promise<MemoryImage | undefined> {
  const { module, memory } = await instantiateWithMemory(engine, limits.memoryBytes, 0);
  let context: PlanContext | undefined;
  try {
    // No clock: the trusted sources run to their end (a deadline is the plan's, not theirs).
    context = new PlanContext(module, limits, undefined);
    context.prepare(algebraSource, preludeSource);
    const pointers = context.release();
    return imageOf(memory, pointers);
  } catch {
    return undefined;
  }
}

const MAX_IMAGES = 8;
const images = new WeakMap<QuickJsEngine, Map<string, Promise<MemoryImage | undefined>>>();

/**
 * The image for these sources and limits (built on first use, then kept for the process; at
 * most MAX_IMAGES per engine, the oldest dropped first).
 */
export function memoryImage(
  engine: QuickJsEngine,
  key: string,
  limits: ContextLimits,
  algebraSource: string,
  preludeSource: string,
): Promise<MemoryImage | undefined> {
  let byKey = images.get(engine);
  if (byKey === undefined) {
    byKey = new Map();
    images.set(engine, byKey);
  }
  let image = byKey.get(key);
  if (image === undefined) {
    if (byKey.size >= MAX_IMAGES) byKey.delete(byKey.keys().next().value as string);
    image = buildImage(engine, limits, algebraSource, preludeSource);
    byKey.set(key, image);
  }
  return image;
}

/**
 * A fresh wasm instance whose memory starts as `image`, and its prepared context; undefined
 * if the image cannot be restored (the caller prepares from scratch).
 */
export async function restore(
  engine: QuickJsEngine,
  image: MemoryImage,
  limits: ContextLimits,
  clock: (() => number) | undefined,
): Promise<{ module: QuickJSWASMModule; context: PlanContext } | undefined> {
  const { module, memory } = await instantiateWithMemory(engine, limits.memoryBytes, image.pages);
  try {
    const target = new Uint8Array(memory.buffer);
    if (target.length < image.pages * PAGE) return undefined;
    for (const run of image.runs) target.set(run.bytes, run.offset);
    return { module, context: new PlanContext(module, limits, clock, image.pointers) };
  } catch {
    return undefined;
  }
}

/** The images taken for `engine` so far (for tests: they check that no plan reaches one). */
export function imagesOf(engine: QuickJsEngine): Promise<MemoryImage | undefined>[] {
  return [...(images.get(engine)?.values() ?? [])];
}
