/**
 * How a slice of a plan context fails: a `SliceFailure` (a VmError plus whether the module
 * must be discarded), and the engine errors that mean a resource limit was hit.
 */
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';
import { VmError } from '../errors.js';
import type { ContextLimits } from './context.js';

/** A failure of one slice: a VmError plus whether the module must be discarded. */
export class SliceFailure extends Error {
  constructor(
    readonly error: VmError,
    readonly fatal: boolean,
  ) {
    super(error.message);
  }
}

/** The name and message of an exception that escaped into the host. */
export interface ThrownInfo {
  readonly name: string;
  readonly message: string;
}

/** QuickJS heap limit inside a wasm memory cap (the rest holds stack and static data). */
export function quickjsHeapLimit(memoryBytes: number): number {
  return Math.max(memoryBytes - 8 * 1024 * 1024, Math.floor(memoryBytes / 2));
}

/** QuickJS engine errors that mean a resource limit was hit. */
export function classifyEngineError(
  info: ThrownInfo,
  limits: Pick<ContextLimits, 'memoryBytes' | 'stackBytes'>,
): SliceFailure | undefined {
  if (info.name === 'InternalError' && info.message === 'out of memory') {
    return new SliceFailure(
      new VmError('MEMORY_LIMIT', 'the plan exceeded its memory cap', {
        memoryBytes: limits.memoryBytes,
      }),
      true,
    );
  }
  if (
    (info.name === 'InternalError' && info.message === 'string too long') ||
    info.message === 'invalid string length'
  ) {
    // QuickJS builds long strings as ropes, so a doubling bomb meets the 2^30 length cap
    // before the memory cap: the same attack, reported as such (the module stays usable).
    return new SliceFailure(
      new VmError('MEMORY_LIMIT', 'the plan exceeded the maximum string length', {
        memoryBytes: limits.memoryBytes,
        reason: 'string-length',
      }),
      false,
    );
  }
  if (
    (info.name === 'InternalError' || info.name === 'RangeError') &&
    (info.message === 'stack overflow' || info.message === 'Maximum call stack size exceeded')
  ) {
    return new SliceFailure(
      new VmError('STACK_OVERFLOW', 'the plan exceeded its stack cap', {
        stackBytes: limits.stackBytes,
      }),
      false,
    );
  }
  return undefined;
}

const ERROR_NAMES = new Set([
  'Error',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'InternalError',
  'AggregateError',
]);

/** Only standard error names go into error data (never plan-chosen text). */
export function safeName(name: string): string {
  return ERROR_NAMES.has(name) ? name : 'other';
}

/** The name and message of an escaped exception, read through QuickJS (anything odd: out of memory). */
export function thrownInfo(ctx: QuickJSContext, handle: QuickJSHandle): ThrownInfo {
  try {
    if (ctx.typeof(handle) !== 'object') return { name: '', message: '' };
    const nameH = ctx.getProp(handle, 'name');
    const msgH = ctx.getProp(handle, 'message');
    try {
      const name = ctx.typeof(nameH) === 'string' ? ctx.getString(nameH) : '';
      const message = ctx.typeof(msgH) === 'string' ? ctx.getString(msgH) : '';
      return { name, message };
    } finally {
      nameH.dispose();
      msgH.dispose();
    }
  } catch {
    return { name: 'InternalError', message: 'out of memory' };
  }
}
