/**
 * Public surface of @zamburak/vm. Every export of the package is named here.
 */
export {
  COMPILER_VERSION,
  type CompiledPlan,
  type CompileOptions,
  compilePlan,
  MAX_PLAN_SOURCE_LENGTH,
  PlanCompileError,
  PRELUDE_SOURCE,
  VM_COMPILE_ERROR_CODES,
  type VmCompileErrorCode,
} from './compiler/index.js';
export { VM_ERROR_CODES, VmError, type VmErrorCode } from './errors.js';
export {
  compileEngine,
  MIN_MEMORY_BYTES,
  type QuickJsEngine,
  releaseSyncEngine,
  type WasmModule,
} from './sandbox/engine.js';
export { PlanRun } from './sandbox/run.js';
export {
  createSandbox,
  DEFAULT_COMPILER,
  DEFAULT_LIMITS,
  loadSandbox,
  Sandbox,
} from './sandbox/sandbox.js';
export { SNAPSHOT_FORMAT_VERSION, SNAPSHOT_MAGIC } from './sandbox/snapshot.js';
export type {
  CallArgument,
  HostResult,
  JsonValue,
  LabelDescriptor,
  PendingCall,
  PlanCompiler,
  PlanException,
  PlanInput,
  PlanResult,
  RunCounters,
  RunStatus,
  SandboxLimits,
  SandboxOptions,
  SlotLabel,
} from './sandbox/types.js';
export const PACKAGE_NAME = '@zamburak/vm';
/** The coverage matrix as data (what docs/coverage-matrix.md renders), e.g. for a planner's prompt. */
export { builtinCoverage, type CoverageEntry, NODE_COVERAGE } from './compiler/coverage.js';
