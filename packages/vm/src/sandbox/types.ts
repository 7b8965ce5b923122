/**
 * Public types of the sandbox (host side of the vm's embedder contract).
 */
import type { QuickJsEngine } from './engine.js';

/** A JSON value: what crosses the VM boundary in either direction. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue };

/** An opaque label descriptor (JSON); only the embedder's algebra knows what it means. */
export type LabelDescriptor = unknown;

import type { CompiledPlan, CompileOptions } from '../compiler/index.js';

export type { CompiledPlan, CompileOptions };

/** The compiler and its in-VM runtime library, as the sandbox consumes them. */
export interface PlanCompiler {
  compile(source: string, options: CompileOptions): CompiledPlan;
  readonly preludeSource: string;
}

/** Resource limits of one sandbox. Every limit ends the plan with a structured VmError. */
export interface SandboxLimits {
  /** Hard cap of the wasm linear memory (min 16 MiB, the QuickJS build's floor). Default 64 MiB. */
  readonly memoryBytes?: number;
  /** QuickJS stack cap. Default 256 KiB (above ~1 MiB V8 overflows before QuickJS notices). */
  readonly stackBytes?: number;
  /** Wall time per execution slice (start or one resume), measured with `clock`. Default: none. */
  readonly deadlineMs?: number;
  /**
   * Budget of QuickJS operations (function calls and backward jumps) over the whole run,
   * enforced with a granularity of 10 000 operations. Default 5e8.
   */
  readonly instructionBudget?: number;
  /** Largest event or host result, in UTF-16 code units of its JSON. Default 8 MiB. */
  readonly maxMessageBytes?: number;
}

export interface PlanInput {
  readonly value: JsonValue;
  readonly label: LabelDescriptor;
}

export interface SandboxOptions {
  /** JavaScript that defines `globalThis.__zamburakLabels` (literal, join, intern, describe). */
  readonly algebraSource: string;
  /** Names the plan may call as external functions (each call suspends the run). */
  readonly externalFunctions: readonly string[];
  /** Strict mode: the control-context label joins every created value. */
  readonly propagateControl: boolean;
  readonly limits?: SandboxLimits;
  /** Plan inputs, read by the plan as `inputs.<name>`. */
  readonly inputs?: Readonly<Record<string, PlanInput>>;
  /** Injected clock (epoch ms); required when `limits.deadlineMs` is set. */
  readonly clock?: () => number;
  /**
   * The clock plans read (`new Date()`, `Date()`, `Date.now()`, epoch ms): read once when a
   * run starts, the same value all run long, labelled `literal()` (the host is trusted), and
   * recorded in the run's snapshot so a replay sees the same time. Without it those throw a
   * `TypeError` inside the plan. Separate from `clock` (a deadline clock may be a counter).
   */
  readonly planClock?: () => number;
  /**
   * Key for an HMAC-SHA256 over dumped snapshots. Without it a snapshot carries a plain
   * SHA-256 that detects corruption but not forgery.
   */
  readonly snapshotKey?: Uint8Array;
  /** Compiler to use; defaults to the package's compiler (`compilePlan` + `PRELUDE_SOURCE`). */
  readonly compiler?: PlanCompiler;
  /** QuickJS build; defaults to the release sync variant. Tests pass the debug variant. */
  readonly engine?: QuickJsEngine;
  /**
   * The sandbox runs one plan (one `start` or `load`). When that run releases its context
   * (`run.dispose()`, or a run that ends or fails), the sandbox drops its whole wasm instance
   * at once instead of freeing the QuickJS runtime object by object (`JS_FreeRuntime` walks
   * every object, the prelude's included: most of a dispose); the memory goes with the
   * instance, which nothing references any more. The sandbox is unusable afterwards
   * (`usable` false, a second start is `SANDBOX_UNUSABLE`). The runtime (core) creates one
   * sandbox per start and load with it. Default false.
   */
  readonly singleUse?: boolean;
}

/** One named argument of a pending external call. Label ids are in-VM ids. */
export interface CallArgument {
  readonly value: JsonValue;
  readonly label: number;
  /** Join of the argument's own label and every slot label reachable from it. */
  readonly deepLabel: number;
  /** Stable opaque runtime value id (identical after dump/load). */
  readonly valueId: string;
}

export interface PendingCall {
  readonly callId: number;
  readonly name: string;
  readonly args: Readonly<Record<string, CallArgument>>;
  /** Control-context label at the call. */
  readonly pcLabel: number;
  /**
   * Strict mode: the join of every label the run imported before the call (inputs, clock,
   * tool results and errors), which no branch of the plan chooses: what the host may name
   * when it explains a decision (a denial's witness) without naming what a branch chose.
   */
  readonly importedLabel?: number;
}

export interface PlanResult {
  readonly value: JsonValue;
  readonly label: number;
  readonly deepLabel: number;
}

/**
 * What the plan threw when it failed with PLAN_THREW. `message` is raw plan text: it
 * may hold untrusted data; redact it by `label` before showing it to anyone.
 */
export interface PlanException {
  readonly code: string;
  readonly message: string;
  readonly label: number;
}

export interface SlotLabel {
  readonly path: readonly (string | number)[];
  readonly label: LabelDescriptor;
  /**
   * The key set of the plain object at `path` (its keys, size, absent keys): `label` joins its
   * structure, while a read of a present key named in `vouched` keeps the structure it had
   * (the adapter's). Applied after the slot's own relabelling; with an empty `path` it applies
   * to the result itself (and `label` of the slot is not used). Until the plan writes to the
   * object: from its first write on, every read carries the whole structure again.
   */
  readonly keySet?: { readonly label: LabelDescriptor; readonly vouched: readonly string[] };
}

/** A host result for a pending call: a value or a labelled tool failure. */
export type HostResult =
  | {
      readonly value: JsonValue;
      readonly label: LabelDescriptor;
      readonly slots?: readonly SlotLabel[];
    }
  | {
      /**
       * The value's JSON text, when the host serialised it already (`JSON.stringify` of a
       * value it checked is JSON): sent into the VM as it is, not checked or serialised a
       * second time. Text that is not one JSON value ends the run with `RESUME_INVALID`.
       */
      readonly valueJson: string;
      readonly label: LabelDescriptor;
      readonly slots?: readonly SlotLabel[];
    }
  | {
      readonly error: { readonly code: string; readonly message: string };
      readonly label: LabelDescriptor;
    };

export type RunStatus = 'suspended' | 'completed' | 'failed';

export interface RunCounters {
  /** External calls emitted so far (including a pending one). */
  readonly calls: number;
  /** Execution slices run (begin + steps). */
  readonly steps: number;
  /** Interrupt polls so far (one per ~10 000 QuickJS operations). */
  readonly ticks: number;
}
