/**
 * The vm package's error family. Codes are stable; the Fluent message id is
 * `vm-<code in kebab-case>`. `data` never holds raw plan values or untrusted text.
 */
import { ZamburakError } from '@zamburak/kernel';
import type { VmCompileErrorCode } from './compiler/errors.js';
export type VmErrorData = Readonly<Record<string, string | number | boolean>>;

/** A vm error: a sandbox code (`VM_ERROR_CODES`) or a compiler code (`VM_COMPILE_ERROR_CODES`). */
export class VmError extends ZamburakError<VmErrorCode | VmCompileErrorCode, VmErrorData> {
  constructor(code: VmErrorCode | VmCompileErrorCode, message: string, data: VmErrorData = {}) {
    super('vm', code, message, data);
  }
}

/**
 * Every code the sandbox (runtime side of the vm) emits, either thrown as a `VmError`
 * or carried by a failed run (`run.error.code`). The compiler's codes are listed
 * separately in `VM_COMPILE_ERROR_CODES`.
 */
export const VM_ERROR_CODES = [
  /** Options given to createSandbox/loadSandbox are malformed. */
  'INVALID_OPTIONS',
  /** The embedder's label algebra source failed to evaluate or is incomplete. */
  'ALGEBRA_INVALID',
  /** The runtime library (prelude) or the compiled plan failed to load. */
  'PLAN_LOAD_FAILED',
  /** The plan threw an exception it did not catch (see `run.exception`). */
  'PLAN_THREW',
  /**
   * Strict mode: the plan wrote, under a control context raised by data, to a variable or
   * container whose label did not carry that context (no-sensitive-upgrade; docs/ifc.md).
   */
  'IMPLICIT_FLOW',
  /** In-VM runtime: an external call argument is not a JSON value. */
  'ARG_NOT_JSON',
  /** In-VM runtime: the plan's result is not a JSON value. */
  'RESULT_NOT_JSON',
  /** In-VM runtime: a resume message was refused (malformed, or out of order). */
  'RESUME_INVALID',
  'RESUME_UNEXPECTED',
  /** In-VM runtime: step called before begin / after the end (a driver bug). */
  'PLAN_NOT_STARTED',
  'PLAN_FINISHED',
  /** The plan exhausted the memory cap. */
  'MEMORY_LIMIT',
  /** The plan exhausted the stack cap. */
  'STACK_OVERFLOW',
  /** The plan ran longer than `limits.deadlineMs` in one execution slice. */
  'DEADLINE_EXCEEDED',
  /** The plan executed more than `limits.instructionBudget` operations. */
  'INSTRUCTION_BUDGET_EXCEEDED',
  /** An event or result exceeded `limits.maxMessageBytes`. */
  'MESSAGE_TOO_LARGE',
  /** The in-VM runtime emitted an event that does not follow the protocol. */
  'PROTOCOL_VIOLATION',
  /** A host result given to `resume` is not JSON-compatible or is malformed. */
  'INVALID_RESUME',
  /** The run is not in a state that allows the requested operation. */
  'RUN_STATE',
  /** The QuickJS runtime failed in a way that leaves it unusable (it is discarded). */
  'RUNTIME_CORRUPTED',
  /** The sandbox's wasm module was discarded after a fatal failure; create a new sandbox. */
  'SANDBOX_UNUSABLE',
  /** Snapshot bytes are not a Zamburak vm snapshot or fail their integrity hash. */
  'SNAPSHOT_CORRUPT',
  /** The snapshot's format version is not supported. */
  'SNAPSHOT_VERSION',
  /** The snapshot was taken for another plan, compiler version, algebra or options. */
  'SNAPSHOT_MISMATCH',
  /** Replaying the snapshot's journal did not reproduce the recorded calls. */
  'SNAPSHOT_DIVERGENCE',
] as const;

export type VmErrorCode = (typeof VM_ERROR_CODES)[number];

/** True for a code of the sandbox's own list (`VM_ERROR_CODES`). */
export function isVmErrorCode(code: string): code is VmErrorCode {
  return (VM_ERROR_CODES as readonly string[]).includes(code);
}
