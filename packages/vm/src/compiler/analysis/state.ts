/**
 * What one analysis shares between its passes: the tables it fills, the target an assignment
 * hands to the next identifier, and the walkers (`expression`, `statement`, ...), which
 * `analyze` wires up so that the modules of the walk never import one another.
 */
import type * as A from 'acorn';
import type { Binding, FnInfo, Resolution, Scope, ScopeView } from './scope.js';

export interface Analyser {
  readonly externals: ReadonlySet<string>;
  readonly main: FnInfo;
  readonly refs: Map<A.Identifier, Resolution>;
  readonly scopes: Map<A.Node, ScopeView>;
  readonly fns: Map<A.Node, FnInfo>;
  /** Plan functions that are used as values (not only called by name). */
  readonly escaping: Set<FnInfo>;
  /** Calls by name, resolved to static call edges once every declaration is known. */
  readonly pendingCalls: { from: FnInfo; id: A.Identifier }[];
  /** Values stored into candidate primitive bindings (null = undefined). */
  readonly primRhs: { binding: Binding; rhs: A.Expression | null }[];
  readonly notPrim: Set<Binding>;
  readonly shadowedDecls: Set<A.Node>;
  /**
   * What the next visited identifier target receives: an expression, 'prim' (an operator
   * result), or undefined (unknown: destructuring, loop variables).
   */
  pendingTarget: A.Expression | 'prim' | undefined;
  expression(e: A.Expression | A.SpreadElement, scope: Scope): void;
  statement(s: A.Statement | A.ModuleDeclaration, scope: Scope): void;
  block(body: readonly A.Statement[], scope: Scope): void;
  fn(
    f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
    scope: Scope,
  ): void;
  patternDefaults(p: A.Pattern, scope: Scope): void;
  target(p: A.Pattern, scope: Scope, allowMember: boolean): void;
  member(m: A.MemberExpression, scope: Scope, write: boolean): void;
  call(c: A.CallExpression, scope: Scope, inChain?: boolean): void;
  chainCall(c: A.CallExpression, scope: Scope): void;
}

/** A function's record, made at its first sight (a hoisted declaration or its visit). */
export function newFn(an: Analyser, node: A.Node): FnInfo {
  let info = an.fns.get(node);
  if (info === undefined) {
    info = {
      node,
      vars: [],
      nonSimple: false,
      gen: false,
      throws: false,
      ext: false,
      dyn: false,
      callees: new Set(),
    };
    an.fns.set(node, info);
  }
  return info;
}
