/** The plan compiler's public names (re-exported by the package index). */

export { PRELUDE_SOURCE } from '../prelude/source.js';
export type { CompiledPlan, CompileOptions } from './compile.js';
export { COMPILER_VERSION, compilePlan, MAX_PLAN_SOURCE_LENGTH } from './compile.js';
export type { VmCompileErrorCode } from './errors.js';
export { PlanCompileError, VM_COMPILE_ERROR_CODES } from './errors.js';
