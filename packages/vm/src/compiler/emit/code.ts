/**
 * The code the emitter writes around every construct: the compiled expression form (`Res`), a
 * function's emission state, the strict-mode checks, work accounting and the prelude helpers
 * the compiled code takes.
 */

import type * as A from 'acorn';
import { BOUND_HELPERS } from '../../helpers.js';
import type { FnInfo } from '../analysis/scope.js';
import {
  ARRAY_CALLBACK_METHODS,
  ARRAY_METHODS,
  NUMBER_METHODS,
  STRING_METHODS,
} from '../builtins.js';

/** A compiled expression: `c` computes the value; `l` is the label, valid right after `c`. */
export interface Res {
  readonly c: string;
  readonly l: string;
  /** A side-effect-free expression naming the value after `c` ran (identifier or temp). */
  readonly v?: string;
  /** `c` assigns no plan variable and runs no plan code. */
  readonly pure: boolean;
  /** The value is certainly a primitive (no coercion hook, no contents). */
  readonly prim: boolean;
}

export interface FnCtx {
  readonly gen: boolean;
  readonly temps: string[];
  /** Report the pc at normal exit (`$R.xp`): the function contains a throw. */
  readonly throws: boolean;
  readonly info: FnInfo;
  /** The plan's top level: outside a lexical try it never runs inside one. */
  readonly main: boolean;
  /** How many try blocks (not handlers) of this function enclose the code being emitted. */
  tries: number;
  /**
   * Strict mode: an operation that may throw on data was emitted since the last statement
   * boundary, so a use of the pc must first take in what decided that it did not throw.
   */
  dirty: boolean;
  /** The function's entry check is still in force: its first statement needs none. */
  entered?: boolean;
  /** Characters of the nested functions' code emitted inside this one (not its own). */
  nested?: number;
}

/**
 * Strict mode, inside a try (`$R.td > 0`, dynamically: helpers and callbacks run inside a
 * caller's): code runs only because no operation before it threw. The prelude joins into
 * `$R.tx` what decided that; a statement (and a use of the pc after such an operation inside
 * one) first raises the pc by it.
 */
export const CHECK_STMT = 'if ($R.td > 0) $pc = $J($pc, $R.tx);';

export const CHECK_EXPR = '($R.td > 0 ? ($pc = $J($pc, $R.tx)) : $pc)';

/** A function's exit: the caller continues only because nothing under this pc threw. */
export const EXIT_STMT = 'if ($R.td > 0) $R.STX($pc = $J($pc, $R.tx));';

/** The end of a construct that raised the pc around operations that may throw. */
export const TXJOIN_STMT = 'if ($R.td > 0) $R.STX($J($R.tx, $pc));';

/**
 * Work accounting (red team A5). QuickJS polls its interrupt handler once per 10,000 calls or
 * backward jumps, whatever each costs, and comparing or converting a string natively costs its
 * length (`===` of two equal 16 MB strings: ~40-70 ms, with no poll). An operator that may do
 * such work on a string longer than WEIGH_MIN first charges the budget for it (`$WS`: one
 * backward jump per 4,096 characters), so the host's deadline and budget are checked in
 * proportion to the work done, not to the number of operations.
 */
export const WEIGH_MIN = 4096;

/** Binary operators whose native work grows with a string operand (`+` builds a rope). */
export const WEIGHED = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '-',
  '*',
  '/',
  '%',
  '**',
  '<<',
  '>>',
  '>>>',
  '&',
  '|',
  '^',
]);

/** A literal operand: its own work is bounded by the plan's size. */
export function isLiteral(n: A.Node): boolean {
  return (
    (n.type === 'Literal' && !(n as A.Literal & { regex?: unknown }).regex) ||
    (n.type === 'TemplateLiteral' && (n as A.TemplateLiteral).expressions.length === 0)
  );
}

/** The check that charges the budget for a long string held in the simple name `v`. */
export function charge(v: string): string {
  return `typeof ${v} === 'string' && ${v}.length > ${WEIGH_MIN} && $WS(${v})`;
}

/**
 * Helpers the compiled code takes from the prelude's runtime object, bound once per plan as
 * `$NAME`: the table's list (src/helpers.ts), which the prelude's runtime object is built from.
 */
export const HELPERS = BOUND_HELPERS;

export const CALLBACK_METHODS = new Set<string>(ARRAY_CALLBACK_METHODS);

/** Names of builtin methods that never call back into plan code. */
export const PLAIN_METHODS = new Set<string>(
  [...STRING_METHODS, ...NUMBER_METHODS, ...ARRAY_METHODS].filter(
    // replace/replaceAll may call a plan callback (which may suspend at an external call)
    (m) => m !== 'replace' && m !== 'replaceAll',
  ),
);

export const STABLE_LABEL = /^\$(LIT|\d+l)$/;

export const SIMPLE = /^[A-Za-z_$][\w$]*$/;

/**
 * A function's `length`, `name` and source range as plain JavaScript has them, in a comment
 * that opens the compiled body: the prelude reads it (from the compiled function's text) when a
 * plan reads `f.length` or `f.name` or shows `String(f)`. The parameters before it are plain
 * names, so the first such comment in a function's text is its own. `*` is escaped in the name.
 */
export function fnMarker(
  f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
  name: string,
  method: boolean,
): string {
  let len = 0;
  for (const p of f.params) {
    if (p.type === 'AssignmentPattern' || p.type === 'RestElement') break;
    len++;
  }
  // 0: a constructor (function declaration or expression), 1: an arrow, 2: a method
  const arrow = f.type === 'ArrowFunctionExpression' ? 1 : method ? 2 : 0;
  const n = JSON.stringify(name).replace(/\*/g, '\\u002a');
  return `/*$F:${len}:${f.start}:${f.end}:${arrow}:${n}*/`;
}
