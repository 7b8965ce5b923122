import { messageIdFor } from '@zamburak/kernel';
import { VmError } from '../errors.js';

/**
 * Every code a plan compilation can fail with. Stable: the sandbox's containment suite
 * and the host's localisation depend on them. Message id: `vm-<code in kebab-case>`.
 */
export const VM_COMPILE_ERROR_CODES = [
  'PLAN_PARSE_ERROR',
  'PLAN_TOO_LARGE',
  'UNSUPPORTED_SYNTAX',
  'UNDECLARED_IDENTIFIER',
  'RESERVED_IDENTIFIER',
  'SHADOWS_GLOBAL',
  'FORBIDDEN_GLOBAL',
  'FORBIDDEN_PROPERTY',
  'COMPUTED_KEY_UNSUPPORTED',
  'EVAL_FORBIDDEN',
  'WITH_FORBIDDEN',
  'IMPORT_EXPORT_FORBIDDEN',
  'CLASS_UNSUPPORTED',
  'ACCESSOR_UNSUPPORTED',
  'THIS_FORBIDDEN',
  'NEW_UNSUPPORTED',
  'GENERATOR_OR_ASYNC_FORBIDDEN',
  'VAR_UNSUPPORTED',
  'LABEL_UNSUPPORTED',
  'REGEXP_UNSUPPORTED',
  'BIGINT_UNSUPPORTED',
  'TAGGED_TEMPLATE_UNSUPPORTED',
  'EXTERNAL_CALL_SHAPE',
  'EXTERNAL_NOT_CALLED',
  'BUILTIN_NOT_CALLED',
  'UNKNOWN_BUILTIN',
  'ASSIGN_TO_CONST',
  'ASSIGN_TARGET_UNSUPPORTED',
  'FUNCTION_REASSIGNED',
  'OPERATOR_UNSUPPORTED',
  'NONDETERMINISM_FORBIDDEN',
] as const;

export type VmCompileErrorCode = (typeof VM_COMPILE_ERROR_CODES)[number];

/** A plan outside the accepted subset. `data` holds code position and, at most, a node type or a
 * short identifier-free detail; never plan text. */
export class PlanCompileError extends VmError {
  readonly line: number;
  readonly column: number;
  constructor(code: VmCompileErrorCode, line: number, column: number, detail = '') {
    const messageId = messageIdFor('vm', code);
    super(
      code,
      `plan rejected: ${code} at ${line}:${column}${detail === '' ? '' : ` (${detail})`}`,
      detail === '' ? { line, column, messageId } : { line, column, messageId, detail },
    );
    this.name = 'PlanCompileError';
    this.line = line;
    this.column = column;
  }
}
