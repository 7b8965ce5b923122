/**
 * What the analysis records of scopes: each function (`FnInfo`), each binding, the scope
 * chain the walk keeps, how an identifier resolved, and the result the emitter reads
 * (`Analysis`).
 */
import type * as A from 'acorn';

export interface FnInfo {
  readonly node: A.Node | null;
  /**
   * The `var` bindings the function (or the plan's top level) creates at entry, in order:
   * each starts as `undefined` (with `literal()`, joined with the entry pc in strict mode),
   * or, for a `var` naming a parameter of a non-simple parameter list, as the parameter's
   * value (`fromParam`). A `var` naming a parameter of a simple list, a function declared at
   * the function's top level or an earlier `var` creates nothing.
   */
  readonly vars: Binding[];
  /** Parameters that are not all plain names: declared in order, with a TDZ, in their own scope. */
  nonSimple: boolean;
  gen: boolean;
  /** May end by a throw that the plan did not write a catch for inside it (conservative). */
  throws: boolean;
  ext: boolean;
  dyn: boolean;
  readonly callees: Set<FnInfo>;
}

export interface Binding {
  readonly name: string;
  readonly kind: 'let' | 'const' | 'param' | 'fn' | 'catch' | 'var';
  /** Set when the binding always holds one plan function (declaration or const = function). */
  staticFn: FnInfo | undefined;
  /** Every value ever stored in the binding is a primitive (no coercion hook, no contents). */
  prim: boolean;
  /**
   * A `let`/`const` declaration: reading or assigning the name throws a ReferenceError until
   * it ran (its end offset `end`). A reference that does not follow it in the same function
   * (`fn`), or any reference to one declared in a `switch` case (`sw`), may throw.
   */
  tdz?: { readonly end: number; readonly fn: FnInfo; readonly sw: boolean };
  /** Source offset of the identifier that declares the binding (where its scope is). */
  readonly declAt: number;
  /**
   * A `var`: the start offset of its function (-1 at the plan's top level). The binding
   * exists from the function's entry, so it is never inside a construct of that function
   * (write sets, writes.ts) although its declaration may be.
   */
  readonly scopeAt?: number;
  /** A `var` that shadows a parameter of a non-simple list: starts as its value. */
  readonly fromParam?: Binding;
  /** The name of a function expression, bound inside it. */
  readonly fnName?: true;
}

/** Where a binding's scope begins, for "declared inside this construct" tests. */
export function scopeStart(b: Binding): number {
  return b.scopeAt ?? b.declAt;
}

/** Whether a reference to `b` at `node` may find it uninitialised (in `fn`). */
export function mayBeUninitialised(b: Binding, node: A.Node, fn: FnInfo): boolean {
  const t = b.tdz;
  if (t === undefined) return false;
  return t.sw || t.fn !== fn || node.start < t.end;
}

export type Resolution =
  | { readonly kind: 'local'; readonly binding: Binding }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'external'; readonly name: string }
  | { readonly kind: 'inputs' };

/** What the compiler may ask of the scope a node was analysed in. */
export interface ScopeView {
  readonly fn: FnInfo;
  lookup(name: string): Binding | undefined;
}

export interface Analysis {
  readonly refs: Map<A.Identifier, Resolution>;
  /** The scope every statement and expression was analysed in. */
  readonly scopes: Map<A.Node, ScopeView>;
  readonly fns: Map<A.Node, FnInfo>;
  readonly main: FnInfo;
  /** Some plan function may throw: calls report the callee's exit pc back to the caller. */
  readonly anyThrows: boolean;
  /** Function declarations that a later one of the same name in the same function replaces. */
  readonly shadowedDecls: ReadonlySet<A.Node>;
}
export class Scope {
  readonly vars = new Map<string, Binding>();
  /** The scope `var` declarations in this one belong to (the function's body scope). */
  readonly varScope: Scope;
  constructor(
    readonly parent: Scope | null,
    readonly fn: FnInfo,
    isVarScope = false,
  ) {
    this.varScope = isVarScope || parent === null ? this : parent.varScope;
  }
  lookup(name: string): Binding | undefined {
    return this.find(name)?.vars.get(name);
  }
  /** The scope that binds `name` as seen from here. */
  find(name: string): Scope | undefined {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      if (s.vars.has(name)) return s;
    }
    return undefined;
  }
}
