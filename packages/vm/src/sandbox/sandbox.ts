/**
 * createSandbox / loadSandbox: the host-facing entry points of the vm.
 */
import type { QuickJSWASMModule } from 'quickjs-emscripten';
import { PRELUDE_SOURCE } from '../compiler/index.js';
import { VmError } from '../errors.js';
import { compilePlanCached } from './compile-cache.js';
import { type ContextLimits, PlanContext } from './context.js';
import {
  instantiateModule,
  MIN_MEMORY_BYTES,
  type QuickJsEngine,
  releaseSyncEngine,
} from './engine.js';
import { isJson } from './events.js';
import { SliceFailure } from './failures.js';
import { memoryImage, restore } from './image.js';
import { divergence, PlanRun, type RunHost } from './run.js';
import { decodeSnapshot, fromBase64, type SnapshotPayload, sha256Hex } from './snapshot.js';
import type { CompiledPlan, PlanCompiler, SandboxOptions } from './types.js';

export const DEFAULT_LIMITS = {
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 256 * 1024,
  instructionBudget: 500_000_000,
  maxMessageBytes: 8 * 1024 * 1024,
} as const;

/**
 * The package's own compiler and prelude (used when `options.compiler` is absent); its
 * results for recently seen plans are kept for the process (compile-cache.ts).
 */
export const DEFAULT_COMPILER: PlanCompiler = {
  compile: compilePlanCached,
  preludeSource: PRELUDE_SOURCE,
};

const invalid = (field: string): VmError =>
  new VmError('INVALID_OPTIONS', 'invalid sandbox options', { field });

function positiveInt(v: unknown, field: string): number {
  if (!Number.isSafeInteger(v) || (v as number) <= 0) throw invalid(field);
  return v as number;
}

/**
 * The options as `createSandbox` read them, once: a sandbox never reads the caller's options
 * object again, so a context prepared ahead and the run that uses it agree on everything
 * (algebra, prelude, limits, clock), whatever the caller changes in between.
 */
interface Normalised {
  readonly limits: ContextLimits;
  readonly compiler: PlanCompiler;
  /** `compiler.preludeSource` when the sandbox was created. */
  readonly preludeSource: string;
  readonly algebraSource: string;
  readonly propagateControl: boolean;
  readonly clock: (() => number) | undefined;
  readonly planClock: (() => number) | undefined;
  readonly snapshotKey: Uint8Array | undefined;
  readonly externalFunctions: readonly string[];
  readonly inputsJson: string;
  readonly singleUse: boolean;
}

function normalise(options: SandboxOptions): Normalised {
  if (typeof options !== 'object' || options === null) throw invalid('options');
  if (typeof options.algebraSource !== 'string') throw invalid('algebraSource');
  if (
    !Array.isArray(options.externalFunctions) ||
    !options.externalFunctions.every((n) => typeof n === 'string' && /^[A-Za-z_$][\w$]*$/.test(n))
  ) {
    throw invalid('externalFunctions');
  }
  if (typeof options.propagateControl !== 'boolean') throw invalid('propagateControl');
  const l = options.limits ?? {};
  const memoryBytes = positiveInt(
    l.memoryBytes ?? DEFAULT_LIMITS.memoryBytes,
    'limits.memoryBytes',
  );
  if (memoryBytes < MIN_MEMORY_BYTES) throw invalid('limits.memoryBytes');
  const stackBytes = positiveInt(l.stackBytes ?? DEFAULT_LIMITS.stackBytes, 'limits.stackBytes');
  if (stackBytes > 1024 * 1024) throw invalid('limits.stackBytes');
  const instructionBudget = positiveInt(
    l.instructionBudget ?? DEFAULT_LIMITS.instructionBudget,
    'limits.instructionBudget',
  );
  const maxMessageBytes = positiveInt(
    l.maxMessageBytes ?? DEFAULT_LIMITS.maxMessageBytes,
    'limits.maxMessageBytes',
  );
  const deadlineMs =
    l.deadlineMs === undefined ? undefined : positiveInt(l.deadlineMs, 'limits.deadlineMs');
  if (deadlineMs !== undefined && typeof options.clock !== 'function') throw invalid('clock');
  if (options.planClock !== undefined && typeof options.planClock !== 'function') {
    throw invalid('planClock');
  }
  const compiler = options.compiler ?? DEFAULT_COMPILER;
  if (typeof compiler.compile !== 'function' || typeof compiler.preludeSource !== 'string') {
    throw invalid('compiler');
  }
  if (options.snapshotKey !== undefined && !(options.snapshotKey instanceof Uint8Array)) {
    throw invalid('snapshotKey');
  }
  if (options.singleUse !== undefined && typeof options.singleUse !== 'boolean') {
    throw invalid('singleUse');
  }
  return {
    limits: { memoryBytes, stackBytes, deadlineMs, instructionBudget, maxMessageBytes },
    compiler,
    preludeSource: compiler.preludeSource,
    algebraSource: options.algebraSource,
    propagateControl: options.propagateControl,
    clock: options.clock,
    planClock: options.planClock,
    snapshotKey: options.snapshotKey?.slice(),
    externalFunctions: [...options.externalFunctions],
    inputsJson: inputsJsonOf(options.inputs),
    singleUse: options.singleUse === true,
  };
}

/**
 * SHA-256 of an algebra or prelude source (a run's snapshot identity). A runtime passes the
 * same sources to every run: hashing 75 KB took about 80 us of each start.
 */
const sourceHashes = new Map<string, string>();
function sourceHash(source: string): string {
  let h = sourceHashes.get(source);
  if (h === undefined) {
    if (sourceHashes.size >= 16) sourceHashes.clear();
    h = sha256Hex(source);
    sourceHashes.set(source, h);
  }
  return h;
}

/** The plan inputs as the prelude's `begin` reads them (validated: JSON values, labels). */
function inputsJsonOf(given: SandboxOptions['inputs']): string {
  const inputs = given ?? {};
  if (typeof inputs !== 'object' || inputs === null) throw invalid('inputs');
  // No prototype: an input named `__proto__` is serialised as an input, not swallowed.
  const inputObj: Record<string, { value: unknown; label: unknown }> = Object.create(null);
  for (const [name, input] of Object.entries(inputs)) {
    if (
      typeof input !== 'object' ||
      input === null ||
      !isJson(input.value) ||
      input.label === undefined
    ) {
      throw invalid(`inputs.${/^[\w$]{1,64}$/.test(name) ? name : '?'}`);
    }
    inputObj[name] = { value: input.value, label: input.label };
  }
  return JSON.stringify(inputObj);
}

/** A sandbox: one isolated QuickJS wasm module (with its own capped memory) running plans. */
export class Sandbox {
  private module: QuickJSWASMModule | undefined;
  private readonly functionSet: ReadonlySet<string>;
  /** A context with the algebra and prelude loaded and intrinsics frozen (see `prepare`). */
  private ready: PlanContext | undefined;
  /**
   * The context this sandbox's fresh memory came with from the memory image (already
   * prepared): the first run's, or what `prepare` hands on. Not `prepared` (that is the
   * host's spare).
   */
  private imaged: PlanContext | undefined;
  /** Why `prepare` discarded the module: what the next start or load reports. */
  private prepareFailure: VmError | undefined;

  /** @internal Use `createSandbox`. */
  constructor(
    module: QuickJSWASMModule,
    private readonly norm: Normalised,
    imaged?: PlanContext,
  ) {
    this.module = module;
    this.functionSet = new Set(norm.externalFunctions);
    this.imaged = imaged;
  }

  /** False once a fatal failure (out of memory, corrupt runtime) discarded the module. */
  get usable(): boolean {
    return this.module !== undefined;
  }

  /**
   * Leak check for tests and embedders: throws RUNTIME_CORRUPTED when the QuickJS leak
   * sanitizer reports unfreed memory (meaningful with the debug sync variant, where
   * it runs the address sanitizer's leak check; a no-op in release builds).
   */
  assertNoLeaks(): void {
    const module = this.module;
    if (module === undefined) return;
    const ffi = module.getFFI() as { QTS_RecoverableLeakCheck?: () => number };
    if (typeof ffi.QTS_RecoverableLeakCheck !== 'function') return;
    let leaked: boolean;
    try {
      leaked = ffi.QTS_RecoverableLeakCheck() !== 0;
    } catch {
      this.module = undefined;
      throw new VmError('RUNTIME_CORRUPTED', 'the QuickJS leak check failed', {});
    }
    if (leaked) {
      throw new VmError('RUNTIME_CORRUPTED', 'the QuickJS leak check found unfreed memory', {});
    }
  }

  /** True while a context prepared by `prepare` waits for the next run. */
  get prepared(): boolean {
    return this.ready !== undefined;
  }

  /**
   * Builds the next run's context now: a fresh QuickJS context with the determinism shims,
   * the label algebra and the prelude loaded and the intrinsics frozen (about 11 ms; QuickJS
   * parses the sources anew in every context), so that the next `start` or `load` only
   * compiles, installs and locks its plan's globals. For
   * hosts that start plans with idle time between them. Nothing of any plan has run in it.
   * Never throws: if preparing fails, nothing is kept and the next `start` builds its
   * context as usual (and reports the failure); a failure that leaves the module unsafe
   * discards the sandbox as `start` would.
   */
  prepare(): void {
    const module = this.module;
    if (this.ready !== undefined || module === undefined) return;
    if (this.imaged !== undefined) {
      this.ready = this.imaged;
      this.imaged = undefined;
      return;
    }
    let context: PlanContext;
    try {
      context = new PlanContext(module, this.norm.limits, this.norm.clock);
    } catch {
      return;
    }
    try {
      context.prepare(this.norm.algebraSource, this.norm.preludeSource);
      this.ready = context;
    } catch (e) {
      // A fatal failure discards the module, as it would at start; its cause is kept for the
      // next start or load to report, as a failed run, like a start without prepare would.
      if (e instanceof SliceFailure && e.fatal) {
        this.module = undefined;
        this.prepareFailure = e.error;
      }
      try {
        context.dispose();
      } catch {
        this.module = undefined;
        this.prepareFailure ??= new VmError('RUNTIME_CORRUPTED', 'the QuickJS runtime failed', {});
      }
    }
  }

  /**
   * Compile the plan and run it until its first external call, its end, or a failure.
   * `inputs`, when given, replace the inputs of the sandbox's options for this run.
   */
  start(planSource: string, inputs?: SandboxOptions['inputs']): PlanRun {
    const inputsJson = inputs === undefined ? this.norm.inputsJson : inputsJsonOf(inputs);
    const clockJson = this.readPlanClock();
    return this.open(planSource, inputsJson, undefined, clockJson).run.begin(inputsJson, clockJson);
  }

  /** The plan clock's reading for a new run, as `__zr.begin` takes it (undefined: none). */
  private readPlanClock(): string | undefined {
    const c = this.norm.planClock;
    if (c === undefined) return undefined;
    const now = c();
    if (typeof now !== 'number' || !Number.isFinite(now)) throw invalid('planClock');
    return JSON.stringify({ now });
  }

  /**
   * Restore a dumped run in this sandbox (in its prepared context, if `prepare` made one):
   * re-runs the plan, feeding the journaled host results and checking every replayed call
   * against the recorded one. The snapshot must belong to this sandbox's options; `inputs`,
   * when given, must match the snapshot's (which it carries). See `loadSandbox`.
   */
  load(bytes: Uint8Array, inputs?: SandboxOptions['inputs']): PlanRun {
    const norm = this.norm;
    const payload: SnapshotPayload = decodeSnapshot(bytes, norm.snapshotKey);
    if (inputs !== undefined && inputsJsonOf(inputs) !== payload.inputs) throw mismatch('inputs');
    if (sourceHash(norm.algebraSource) !== payload.algebraHash) throw mismatch('algebraSource');
    if (sourceHash(norm.preludeSource) !== payload.preludeHash) throw mismatch('prelude');
    if (norm.propagateControl !== payload.propagateControl) throw mismatch('propagateControl');
    if (
      norm.externalFunctions.length !== payload.externalFunctions.length ||
      norm.externalFunctions.some((n, i) => payload.externalFunctions[i] !== n)
    ) {
      throw mismatch('externalFunctions');
    }
    if (sha256Hex(payload.planSource) !== payload.planHash) throw mismatch('planHash');
    const { run, compiled } = this.open(
      payload.planSource,
      payload.inputs,
      fromBase64(payload.extension),
      payload.clock,
    );
    if (compiled === undefined) {
      run.dispose();
      throw mismatch('planSource');
    }
    if (compiled.planHash !== payload.planHash) {
      run.dispose();
      throw mismatch('planHash');
    }
    if (compiled.compilerVersion !== payload.compilerVersion) {
      run.dispose();
      throw mismatch('compilerVersion');
    }
    try {
      run.begin(payload.inputs, payload.clock);
      for (const entry of payload.journal) {
        if (run.status !== 'suspended') throw endedEarly(run);
        run.replayStep(entry);
      }
      if (run.status !== 'suspended' || run.call === undefined) throw endedEarly(run);
      const rec = run.pendingRecord;
      if (rec === undefined) throw endedEarly(run);
      if (rec.name !== payload.pending.name || rec.callHash !== payload.pending.callHash) {
        throw divergence('pending-mismatch', run.counters.calls);
      }
      if (
        run.counters.calls !== payload.counters.calls ||
        run.counters.steps !== payload.counters.steps
      ) {
        throw divergence('counters', run.counters.calls);
      }
    } catch (e) {
      run.dispose();
      if (e instanceof VmError) throw e;
      throw divergence('replay-failed', run.counters.calls);
    }
    return run;
  }

  /** @internal Prepare a run (compiled and loaded, not begun). */
  open(
    planSource: string,
    inputsJson: string,
    extension: Uint8Array | undefined,
    clockJson?: string,
  ): { run: PlanRun; compiled: CompiledPlan | undefined } {
    if (typeof planSource !== 'string') throw invalid('planSource');
    const module = this.module;
    if (module === undefined && this.prepareFailure === undefined) {
      throw new VmError('SANDBOX_UNUSABLE', 'the sandbox was discarded after a fatal failure', {});
    }
    const { compiler, externalFunctions, limits, algebraSource, preludeSource } = this.norm;
    const poison = (): void => {
      this.module = undefined;
    };
    let compiled: CompiledPlan;
    const identityBase = {
      planSource,
      algebraHash: sourceHash(algebraSource),
      preludeHash: sourceHash(preludeSource),
      externalFunctions,
      propagateControl: this.norm.propagateControl,
      inputs: inputsJson,
      ...(clockJson === undefined ? {} : { clock: clockJson }),
    };
    if (this.norm.singleUse) {
      // One run only: whatever happens below, no later start or load uses this module.
      this.module = undefined;
    }
    const hostFor = (c: CompiledPlan | undefined): RunHost => ({
      poison,
      singleUse: this.norm.singleUse,
      externalFunctions: this.functionSet,
      snapshotKey: this.norm.snapshotKey,
      identity: {
        ...identityBase,
        planHash: c?.planHash ?? sha256Hex(planSource),
        compilerVersion: c?.compilerVersion ?? '',
      },
    });
    try {
      compiled = compiler.compile(planSource, {
        externalFunctions,
        propagateControl: this.norm.propagateControl,
      });
    } catch (e) {
      const err =
        e instanceof VmError ? e : new VmError('PLAN_LOAD_FAILED', 'the compiler failed', {});
      return {
        run: new PlanRun(hostFor(undefined), undefined, extension).failWith(err),
        compiled: undefined,
      };
    }
    const host = hostFor(compiled);
    if (module === undefined) {
      // prepare() hit a fatal failure: this run fails with it (once; then the sandbox is
      // unusable, as after a start that failed the same way).
      const err = this.prepareFailure as VmError;
      this.prepareFailure = undefined;
      return { run: new PlanRun(host, undefined, extension).failWith(err), compiled };
    }
    const ready = this.ready ?? this.imaged;
    this.ready = undefined;
    this.imaged = undefined;
    let context: PlanContext;
    if (ready !== undefined) context = ready;
    else {
      try {
        context = new PlanContext(module, limits, this.norm.clock);
      } catch {
        poison();
        const err = new VmError('RUNTIME_CORRUPTED', 'could not create a QuickJS context', {});
        return { run: new PlanRun(host, undefined, extension).failWith(err), compiled };
      }
    }
    try {
      if (ready !== undefined) context.install(compiled.code);
      else context.load(algebraSource, preludeSource, compiled.code);
    } catch (e) {
      let err: VmError;
      if (e instanceof SliceFailure) {
        err = e.error;
        if (e.fatal) poison();
      } else {
        err = e instanceof VmError ? e : new VmError('PLAN_LOAD_FAILED', 'loading failed', {});
      }
      try {
        context.dispose();
      } catch {
        poison();
      }
      return { run: new PlanRun(host, undefined, extension).failWith(err), compiled };
    }
    return { run: new PlanRun(host, context, extension), compiled };
  }
}

/**
 * Create a sandbox: validates options and instantiates an isolated QuickJS module (a fresh
 * wasm instance with its own memory). Its context comes prepared (determinism, algebra,
 * prelude, intrinsics frozen) from the process's memory image for these sources and limits
 * (image.ts: taken once from a template that ran only those trusted sources); without one,
 * the first start prepares it.
 */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const norm = normalise(options);
  const engine: QuickJsEngine = options.engine ?? (await releaseSyncEngine());
  const { limits, algebraSource, preludeSource } = norm;
  const key = [
    limits.memoryBytes,
    limits.stackBytes,
    limits.instructionBudget,
    sourceHash(algebraSource),
    sourceHash(preludeSource),
  ].join('|');
  const image = await memoryImage(engine, key, limits, algebraSource, preludeSource);
  const restored =
    image === undefined ? undefined : await restore(engine, image, limits, norm.clock);
  if (restored !== undefined) return new Sandbox(restored.module, norm, restored.context);
  const module = await instantiateModule(engine, norm.limits.memoryBytes);
  return new Sandbox(module, norm);
}

const mismatch = (field: string): VmError =>
  new VmError('SNAPSHOT_MISMATCH', 'the snapshot does not belong to these options', { field });

/**
 * Restore a dumped run: re-runs the plan in a fresh sandbox, feeding the journaled host
 * results and checking every replayed call against the recorded one. Returns the run
 * suspended at the same call, with the embedder's extension bytes in `run.extension`.
 * `options.inputs` is ignored when absent (the snapshot carries the inputs) and must
 * match the snapshot's inputs when given.
 */
export async function loadSandbox(bytes: Uint8Array, options: SandboxOptions): Promise<PlanRun> {
  // Options are checked before a module is made for them (and the snapshot before that).
  decodeSnapshot(bytes, options.snapshotKey);
  normalise(options);
  const sandbox = await createSandbox({ ...options, inputs: undefined });
  return sandbox.load(bytes, options.inputs);
}

function endedEarly(run: PlanRun): VmError {
  return new VmError('SNAPSHOT_DIVERGENCE', 'replaying the snapshot did not reproduce the run', {
    reason: run.status === 'failed' ? 'replay-failed' : 'ended-early',
    call: run.counters.calls,
    failure: run.error?.code ?? 'none',
  });
}
