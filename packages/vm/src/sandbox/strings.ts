/**
 * Host strings into the VM. quickjs-emscripten's `newString` encodes UTF-8 with Emscripten's
 * JavaScript loop (`lengthBytesUTF8` + `stringToUTF8`), about 40 ns per character: 40 ms for
 * the 1 MB JSON of a tool result, more than QuickJS then needs to parse it. Node's
 * `TextEncoder.encodeInto` writes the same bytes straight into the wasm heap in about 2% of
 * that time. Both then hand the NUL-terminated UTF-8 to `JS_NewString`.
 *
 * `encodeInto` replaces an unpaired surrogate with U+FFFD where Emscripten writes its
 * (WTF-8) bytes, so a string that is not well formed takes the stock path, as does a short
 * one (nothing to gain). The host's messages are `JSON.stringify` output, which escapes
 * unpaired surrogates, so in practice every long message takes the fast path.
 *
 * This reaches into quickjs-emscripten 0.32's context internals (the Emscripten module, the
 * FFI and the context pointer); `test/sandbox/strings.test.ts` checks the two paths agree.
 */
import { Buffer } from 'node:buffer';
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';

interface ContextInternals {
  readonly module: {
    _malloc(bytes: number): number;
    _free(ptr: number): void;
    readonly HEAPU8: Uint8Array;
  };
  readonly ffi: { QTS_NewString(ctx: number, ptr: number): number };
  readonly ctx: { readonly value: number };
  readonly memory: { heapValueHandle(ptr: number): QuickJSHandle };
}

/** Below this many UTF-16 code units the stock `newString` is as fast. */
export const FAST_STRING_MIN = 256;

const encoder = new TextEncoder();
const wellFormed = (s: string): boolean =>
  (s as string & { isWellFormed?: () => boolean }).isWellFormed?.() ?? false;

function internals(ctx: QuickJSContext): ContextInternals | undefined {
  const c = ctx as unknown as Partial<ContextInternals>;
  const m = c.module;
  if (
    m === undefined ||
    typeof m._malloc !== 'function' ||
    typeof m._free !== 'function' ||
    !(m.HEAPU8 instanceof Uint8Array) ||
    typeof c.ffi?.QTS_NewString !== 'function' ||
    typeof c.ctx?.value !== 'number' ||
    typeof c.memory?.heapValueHandle !== 'function'
  ) {
    return undefined;
  }
  return c as ContextInternals;
}

/** `ctx.newString(text)`, with the UTF-8 written by `TextEncoder` when that is exact. */
export function newStringFast(ctx: QuickJSContext, text: string): QuickJSHandle {
  if (text.length < FAST_STRING_MIN || !wellFormed(text)) return ctx.newString(text);
  const q = internals(ctx);
  if (q === undefined) return ctx.newString(text);
  const bytes = Buffer.byteLength(text, 'utf8');
  const ptr = q.module._malloc(bytes + 1);
  if (ptr === 0) throw new Error('wasm heap exhausted');
  try {
    // HEAPU8 is read after malloc: a grown memory has a new buffer.
    const heap = q.module.HEAPU8;
    const { written } = encoder.encodeInto(text, heap.subarray(ptr, ptr + bytes));
    if (written !== bytes) throw new Error('utf-8 length mismatch');
    heap[ptr + bytes] = 0;
    return q.memory.heapValueHandle(q.ffi.QTS_NewString(q.ctx.value, ptr));
  } finally {
    q.module._free(ptr);
  }
}
