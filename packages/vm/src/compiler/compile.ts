import { createHash } from 'node:crypto';
import type * as A from 'acorn';
import { parse } from 'acorn';
import { analyze } from './analysis/analyze.js';
import { Emitter } from './emit.js';
import { PlanCompileError } from './errors.js';
import {
  checkNesting,
  deepestBracket,
  deepestNode,
  MAX_SYNTAX_DEPTH,
  maxCompiledLength,
} from './limits.js';

/** Version of the compiler + prelude pair; part of every snapshot (replay needs the same code). */
export const COMPILER_VERSION = 'zamburak-vmc/4';

/** Largest plan source accepted, in UTF-16 code units. */
export const MAX_PLAN_SOURCE_LENGTH = 1_000_000;

export interface CompileOptions {
  /** Host-registered function names a plan may call with one object of named arguments. */
  readonly externalFunctions: readonly string[];
  /** Strict mode: join the control context (pc) into every assigned or created value. */
  readonly propagateControl: boolean;
}

export interface CompiledPlan {
  /** JavaScript to evaluate after the label algebra and PRELUDE_SOURCE; installs the plan. */
  readonly code: string;
  /** SHA-256 hex of the plan source. */
  readonly planHash: string;
  readonly compilerVersion: string;
}

const EXTERNAL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Compile a plan to the shadow-label encoding. Throws `PlanCompileError` (code, messageId,
 * line, column) for anything outside the accepted subset; never returns partial output.
 */
export function compilePlan(source: string, options: CompileOptions): CompiledPlan {
  if (typeof source !== 'string')
    throw new PlanCompileError('PLAN_PARSE_ERROR', 0, 0, 'not a string');
  if (source.length > MAX_PLAN_SOURCE_LENGTH) throw new PlanCompileError('PLAN_TOO_LARGE', 1, 1);
  for (const name of options.externalFunctions) {
    if (!EXTERNAL_NAME.test(name) || name.includes('$') || name.startsWith('__')) {
      throw new PlanCompileError('RESERVED_IDENTIFIER', 0, 0, 'external function name');
    }
  }
  const brackets = deepestBracket(source);
  if (brackets.depth > MAX_SYNTAX_DEPTH) {
    throw new PlanCompileError(
      'PLAN_TOO_LARGE',
      brackets.line,
      brackets.column,
      'nested too deeply',
    );
  }
  let program: A.Program;
  try {
    program = parse(source, {
      ecmaVersion: 2022,
      sourceType: 'script',
      locations: true,
      allowReturnOutsideFunction: true,
      allowHashBang: false,
      allowAwaitOutsideFunction: false,
    });
  } catch (e) {
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    // the parser's own recursion ran out of stack (acorn says so in a SyntaxError of its own,
    // or the engine throws a RangeError): nested too deeply to even read
    if (e instanceof RangeError || /stack space/.test((e as Error).message)) {
      throw new PlanCompileError(
        'PLAN_TOO_LARGE',
        loc?.line ?? 1,
        (loc?.column ?? 0) + 1,
        'nested too deeply',
      );
    }
    throw new PlanCompileError('PLAN_PARSE_ERROR', loc?.line ?? 0, (loc?.column ?? 0) + 1);
  }
  checkNesting(program);
  let code: string;
  try {
    const analysis = analyze(program, new Set(options.externalFunctions));
    code = new Emitter(analysis, options.propagateControl, program, source).program(program);
  } catch (e) {
    // MAX_SYNTAX_DEPTH keeps the recursive walks well inside the stack; should a host run
    // the compiler on a small stack anyway, its overflow is still a coded error
    if (e instanceof RangeError) {
      const at = deepestNode(program);
      throw new PlanCompileError(
        'PLAN_TOO_LARGE',
        at.loc?.start.line ?? 1,
        (at.loc?.start.column ?? 0) + 1,
        'nested too deeply',
      );
    }
    throw e;
  }
  // the compiled plan must stay proportional to its source (the VM loads it under its memory
  // cap; red-team A4: 17 KB of sequential early exits compiled to 7 MB in strict mode)
  if (code.length > maxCompiledLength(source.length)) {
    throw new PlanCompileError('PLAN_TOO_LARGE', 1, 1, 'compiled output');
  }
  return {
    code,
    planHash: createHash('sha256').update(source, 'utf8').digest('hex'),
    compilerVersion: COMPILER_VERSION,
  };
}
