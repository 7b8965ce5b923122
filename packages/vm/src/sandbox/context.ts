/**
 * One QuickJS runtime + context running one plan: loads the algebra, the prelude and
 * the compiled plan, locks the context down, and drives `__zr.begin/step/describe`.
 * Owns every handle it creates; `dispose()` frees them all.
 */
import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten';
import { VmError, type VmErrorCode } from '../errors.js';
import { adoptRuntime, MIN_MEMORY_BYTES } from './engine.js';
import {
  classifyEngineError,
  quickjsHeapLimit,
  SliceFailure,
  safeName,
  type ThrownInfo,
  thrownInfo,
} from './failures.js';
import {
  ALGEBRA_CHECK_SOURCE,
  CONTEXT_INTRINSICS,
  DETERMINISM_SOURCE,
  FREEZE_INTRINSICS_SOURCE,
  LOCK_GLOBALS_SOURCE,
} from './harden.js';
import { newStringFast } from './strings.js';

/** Operations between two interrupt polls of QuickJS (JS_INTERRUPT_COUNTER_INIT). */
export const OPS_PER_TICK = 10_000;

export interface ContextLimits {
  readonly memoryBytes: number;
  readonly stackBytes: number;
  readonly deadlineMs: number | undefined;
  readonly instructionBudget: number;
  readonly maxMessageBytes: number;
}

/** Why the last slice was interrupted (set by the interrupt handler). */
type InterruptReason = 'deadline' | 'budget' | undefined;

/** Where a prepared context lives in its memory (image.ts), and the ticks preparing took. */
export interface PreparedPointers {
  readonly rt: number;
  readonly ctx: number;
  readonly ticks: number;
}

export class PlanContext {
  private readonly runtime: QuickJSRuntime;
  private readonly ctx: QuickJSContext;
  private readonly owned: QuickJSHandle[] = [];
  private zr: QuickJSHandle | undefined;
  private stepFn: QuickJSHandle | undefined;
  private beginFn: QuickJSHandle | undefined;
  private describeFn: QuickJSHandle | undefined;
  private interrupt: InterruptReason;
  private sliceDeadline = Number.POSITIVE_INFINITY;
  ticks = 0;
  private disposed = false;
  private prepared = false;
  private installed = false;

  /**
   * A new runtime and context in `module`; or, with `prepared`, the runtime and context that
   * a memory image put in the module's fresh memory (image.ts): already prepared, with the
   * limits and the interrupt handler set again as for a new one.
   */
  constructor(
    private readonly module: QuickJSWASMModule,
    private readonly limits: ContextLimits,
    private readonly clock: (() => number) | undefined,
    prepared?: PreparedPointers,
  ) {
    this.runtime = prepared === undefined ? module.newRuntime() : adoptRuntime(module, prepared.rt);
    try {
      // QuickJS's own allocation limit sits below the wasm cap, so the common case is a
      // clean JS out-of-memory error rather than a failed wasm memory.grow inside malloc.
      this.runtime.setMemoryLimit(quickjsHeapLimit(limits.memoryBytes));
      this.runtime.setMaxStackSize(limits.stackBytes);
      this.runtime.setInterruptHandler(() => this.onInterrupt());
      this.ctx =
        prepared === undefined
          ? this.runtime.newContext({ intrinsics: CONTEXT_INTRINSICS })
          : this.runtime.newContext({ contextPointer: prepared.ctx as never });
    } catch (e) {
      this.runtime.dispose();
      throw e;
    }
    if (prepared !== undefined) {
      this.prepared = true;
      this.ticks = prepared.ticks;
    }
  }

  /**
   * The template of a memory image, once prepared: where its runtime and context are, and
   * the ticks preparing took. The context's own 4-byte out-parameter buffer is freed first,
   * so the context rebuilt from the image allocates it where a new context would. This
   * context is not usable afterwards (and never disposed: its module is dropped).
   */
  release(): PreparedPointers {
    if (!this.prepared || this.installed || this.disposed) {
      throw new VmError('RUN_STATE', 'only a prepared context is imaged', {});
    }
    this.disposed = true;
    const ctx = this.ctx as unknown as { uint32Out?: { dispose(): void } };
    const rt = (this.runtime as unknown as { rt?: { value?: unknown } }).rt?.value;
    const cx = (this.ctx as unknown as { ctx?: { value?: unknown } }).ctx?.value;
    if (typeof rt !== 'number' || typeof cx !== 'number' || ctx.uint32Out === undefined) {
      throw new VmError('RUNTIME_CORRUPTED', 'quickjs-emscripten internals differ', {});
    }
    ctx.uint32Out.dispose();
    return { rt, ctx: cx, ticks: this.ticks };
  }

  private onInterrupt(): boolean {
    this.ticks += 1;
    if (this.ticks * OPS_PER_TICK > this.limits.instructionBudget) {
      this.interrupt = 'budget';
      return true;
    }
    if (this.clock !== undefined && this.clock() > this.sliceDeadline) {
      this.interrupt = 'deadline';
      return true;
    }
    return false;
  }

  private startSlice(): void {
    this.interrupt = undefined;
    this.sliceDeadline =
      this.limits.deadlineMs !== undefined && this.clock !== undefined
        ? this.clock() + this.limits.deadlineMs
        : Number.POSITIVE_INFINITY;
  }

  /** Evaluate algebra, prelude and compiled plan, then lock the context down. */
  load(algebraSource: string, preludeSource: string, planCode: string): void {
    this.prepare(algebraSource, preludeSource);
    this.install(planCode);
  }

  /**
   * The part of `load` that does not depend on the plan: determinism, label algebra,
   * prelude and the first half of the lockdown (intrinsics frozen). Most of a start's time:
   * QuickJS parses the algebra and the prelude anew in every context.
   */
  prepare(algebraSource: string, preludeSource: string): void {
    if (this.prepared) throw new VmError('RUN_STATE', 'the context is already prepared', {});
    this.prepared = true;
    this.evalSetup(DETERMINISM_SOURCE, 'zamburak-determinism.js', 'PLAN_LOAD_FAILED', 'setup');
    this.evalSetup(algebraSource, 'zamburak-algebra.js', 'ALGEBRA_INVALID', 'algebra');
    this.checkAlgebra();
    this.evalSetup(preludeSource, 'zamburak-prelude.js', 'PLAN_LOAD_FAILED', 'prelude');
    this.evalSetup(
      FREEZE_INTRINSICS_SOURCE,
      'zamburak-lockdown.js',
      'PLAN_LOAD_FAILED',
      'lockdown',
    );
  }

  /**
   * The rest of `load`, once per prepared context: the compiled plan, the protocol methods,
   * and the second half of the lockdown (global bindings locked).
   */
  install(planCode: string): void {
    if (!this.prepared || this.installed) {
      throw new VmError('RUN_STATE', 'install needs a prepared context without a plan', {});
    }
    this.installed = true;
    this.evalSetup(planCode, 'plan.js', 'PLAN_LOAD_FAILED', 'plan');
    this.zr = this.own(this.ctx.getProp(this.ctx.global, '__zr'));
    if (this.ctx.typeof(this.zr) !== 'object') {
      throw new SliceFailure(
        new VmError('PLAN_LOAD_FAILED', 'the prelude did not define __zr', { stage: 'prelude' }),
        false,
      );
    }
    this.beginFn = this.method(this.zr, 'begin');
    this.stepFn = this.method(this.zr, 'step');
    this.describeFn = this.method(this.zr, 'describe');
    this.evalSetup(LOCK_GLOBALS_SOURCE, 'zamburak-lock-globals.js', 'PLAN_LOAD_FAILED', 'lockdown');
  }

  private checkAlgebra(): void {
    const ok = this.evalSetup(
      ALGEBRA_CHECK_SOURCE,
      'zamburak-check.js',
      'ALGEBRA_INVALID',
      'algebra',
    );
    if (ok !== true) {
      throw new SliceFailure(
        new VmError('ALGEBRA_INVALID', 'the label algebra does not define __zamburakLabels', {
          stage: 'algebra',
        }),
        false,
      );
    }
  }

  private method(obj: QuickJSHandle, name: string): QuickJSHandle {
    const fn = this.own(this.ctx.getProp(obj, name));
    if (this.ctx.typeof(fn) !== 'function') {
      throw new SliceFailure(
        new VmError('PLAN_LOAD_FAILED', 'the prelude does not implement the protocol', {
          stage: 'prelude',
          method: name,
        }),
        false,
      );
    }
    return fn;
  }

  private own(h: QuickJSHandle): QuickJSHandle {
    this.owned.push(h);
    return h;
  }

  private evalSetup(source: string, filename: string, code: VmErrorCode, stage: string): unknown {
    this.startSlice();
    let result: ReturnType<QuickJSContext['evalCode']>;
    try {
      result = this.ctx.evalCode(source, filename, { type: 'global', strict: true });
    } catch {
      throw new SliceFailure(
        new VmError('RUNTIME_CORRUPTED', 'the QuickJS runtime failed', { stage }),
        true,
      );
    }
    if (result.error !== undefined) {
      const info = thrownInfo(this.ctx, result.error);
      result.error.dispose();
      const limit = this.limitFailure(info);
      if (limit !== undefined) throw limit;
      throw new SliceFailure(
        new VmError(code, `evaluation failed while loading the ${stage}`, {
          stage,
          errorName: safeName(info.name),
        }),
        false,
      );
    }
    const value = result.value;
    try {
      const t = this.ctx.typeof(value);
      return t === 'boolean' ? this.ctx.dump(value) : undefined;
    } finally {
      value.dispose();
    }
  }

  /** `__zr.begin(inputsJson[, clockJson])`. */
  begin(inputsJson: string, clockJson?: string): void {
    this.call(this.beginFn, inputsJson, 'begin', clockJson);
  }

  /** `__zr.step(resumeJson)`; returns the event JSON string. */
  step(resumeJson: string | null): string {
    const out = this.call(this.stepFn, resumeJson, 'step');
    if (typeof out !== 'string') {
      throw new SliceFailure(
        new VmError('PROTOCOL_VIOLATION', 'the in-VM runtime returned a non-string event', {
          method: 'step',
        }),
        false,
      );
    }
    return out;
  }

  /** `__zr.describe(id)`; returns the descriptor JSON string. */
  describe(id: number): string {
    if (!Number.isSafeInteger(id) || id < 0) {
      throw new VmError('INVALID_OPTIONS', 'a label id is a non-negative integer', {
        id: String(id),
      });
    }
    const out = this.call(this.describeFn, id, 'describe');
    if (typeof out !== 'string') {
      throw new SliceFailure(
        new VmError('PROTOCOL_VIOLATION', 'describe returned a non-string', { method: 'describe' }),
        false,
      );
    }
    return out;
  }

  private call(
    fn: QuickJSHandle | undefined,
    arg: string | number | null,
    method: string,
    arg2?: string,
  ): unknown {
    if (this.disposed || fn === undefined || this.zr === undefined) {
      throw new VmError('RUN_STATE', 'the plan context is not loaded', { method });
    }
    if (typeof arg === 'string' && arg.length > this.limits.maxMessageBytes) {
      throw new SliceFailure(
        new VmError('MESSAGE_TOO_LARGE', 'a host message exceeds limits.maxMessageBytes', {
          limit: this.limits.maxMessageBytes,
        }),
        false,
      );
    }
    this.startSlice();
    let argHandle: QuickJSHandle | undefined;
    let arg2Handle: QuickJSHandle | undefined;
    let result: ReturnType<QuickJSContext['callFunction']>;
    try {
      argHandle =
        arg === null
          ? this.ctx.null
          : typeof arg === 'string'
            ? newStringFast(this.ctx, arg)
            : this.ctx.newNumber(arg);
      if (arg2 !== undefined) arg2Handle = newStringFast(this.ctx, arg2);
      result =
        arg2Handle === undefined
          ? this.ctx.callFunction(fn, this.zr, argHandle)
          : this.ctx.callFunction(fn, this.zr, argHandle, arg2Handle);
    } catch {
      throw new SliceFailure(
        new VmError('RUNTIME_CORRUPTED', 'the QuickJS runtime failed', { method }),
        true,
      );
    } finally {
      if (argHandle !== undefined && arg !== null) argHandle.dispose();
      arg2Handle?.dispose();
    }
    if (result.error !== undefined) {
      const info = thrownInfo(this.ctx, result.error);
      result.error.dispose();
      const limit = this.limitFailure(info);
      if (limit !== undefined) throw limit;
      // The prelude lets engine errors (InternalError) escape on purpose; anything else
      // escaping it is a protocol violation.
      const engineError = info.name === 'InternalError';
      throw new SliceFailure(
        new VmError(
          engineError ? 'PLAN_THREW' : 'PROTOCOL_VIOLATION',
          engineError
            ? 'the plan ended with an engine error'
            : 'an exception escaped the in-VM runtime',
          { method, errorName: safeName(info.name) },
        ),
        false,
      );
    }
    const value = result.value;
    try {
      const t = this.ctx.typeof(value);
      if (t !== 'string') return undefined;
      const s = this.ctx.getString(value);
      if (s.length > this.limits.maxMessageBytes) {
        throw new SliceFailure(
          new VmError('MESSAGE_TOO_LARGE', 'a VM event exceeds limits.maxMessageBytes', {
            limit: this.limits.maxMessageBytes,
          }),
          false,
        );
      }
      return s;
    } finally {
      value.dispose();
    }
  }

  /**
   * True when the module's wasm memory has grown to the QuickJS heap limit: a failure
   * then is attributed to memory exhaustion, even if the plan or the prelude turned the
   * out-of-memory error into something else (QuickJS throws `null` when it runs out of
   * memory while building the error). Conservative: wasm memory never shrinks.
   *
   * With a cap of 24 MiB or less the heap limit is at most 16 MiB, so the wasm size says
   * little (a sandbox's memory starts at about 7 MiB and grows on demand, the C stack's
   * 5 MiB included: engine.ts): there QuickJS's own estimate of the memory it uses must
   * reach three quarters of the heap limit (it overestimates, never under).
   */
  nearMemoryCap(): boolean {
    try {
      const heapLimit = quickjsHeapLimit(this.limits.memoryBytes);
      if (heapLimit > MIN_MEMORY_BYTES) {
        return this.module.getWasmMemory().buffer.byteLength >= heapLimit;
      }
      const usage = this.runtime.computeMemoryUsage();
      try {
        const used = (this.ctx.dump(usage) as { memory_used_size?: unknown }).memory_used_size;
        return typeof used !== 'number' || used >= heapLimit * 0.75;
      } finally {
        usage.dispose();
      }
    } catch {
      return true;
    }
  }

  /** A MEMORY_LIMIT failure (fatal: the module is discarded). */
  memoryFailure(): SliceFailure {
    return new SliceFailure(
      new VmError('MEMORY_LIMIT', 'the plan exceeded its memory cap', {
        memoryBytes: this.limits.memoryBytes,
      }),
      true,
    );
  }

  /** Map an escaped exception to a limit failure, if it is one. */
  limitFailure(info: ThrownInfo): SliceFailure | undefined {
    if (this.interrupt === 'budget') {
      return new SliceFailure(
        new VmError('INSTRUCTION_BUDGET_EXCEEDED', 'the plan exceeded its instruction budget', {
          budget: this.limits.instructionBudget,
        }),
        false,
      );
    }
    if (this.interrupt === 'deadline') {
      return new SliceFailure(
        new VmError('DEADLINE_EXCEEDED', 'the plan exceeded its deadline', {
          deadlineMs: this.limits.deadlineMs ?? 0,
        }),
        false,
      );
    }
    const engine = classifyEngineError(info, this.limits);
    if (engine !== undefined) return engine;
    if (this.nearMemoryCap()) return this.memoryFailure();
    return undefined;
  }

  get limitsView(): ContextLimits {
    return this.limits;
  }

  /** The interrupt reason of the last slice (for events produced after an interrupt). */
  get interrupted(): InterruptReason {
    return this.interrupt;
  }

  /**
   * Ends this context without freeing anything inside the wasm module: for a module that
   * nothing will use again (a single-use sandbox drops it; its memory goes with it). No call
   * into the module after this; every method refuses as after `dispose`.
   */
  abandon(): void {
    this.disposed = true;
    this.owned.length = 0;
    this.zr = undefined;
    this.stepFn = undefined;
    this.beginFn = undefined;
    this.describeFn = undefined;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const failures: unknown[] = [];
    for (const h of this.owned.reverse()) {
      try {
        if (h.alive) h.dispose();
      } catch (e) {
        failures.push(e);
      }
    }
    this.owned.length = 0;
    try {
      this.ctx.dispose();
    } catch (e) {
      failures.push(e);
    }
    try {
      this.runtime.dispose();
    } catch (e) {
      failures.push(e);
    }
    if (failures.length > 0) {
      throw new VmError('RUNTIME_CORRUPTED', 'the QuickJS runtime did not dispose cleanly', {
        failures: failures.length,
      });
    }
  }
}
