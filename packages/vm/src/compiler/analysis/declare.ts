/**
 * Scopes: the declarations of a pattern, a block or a function body, hoisted into the scope
 * they belong to (`let`, `const` and functions to their block, `var` to its function), with
 * the sloppy-script forms the strict output cannot mean refused.
 */
import type * as A from 'acorn';
import { isFunctionNode, patternIds, patternNames, reject } from './ast.js';
import { checkName } from './names.js';
import type { Binding, Scope } from './scope.js';
import { type Analyser, newFn } from './state.js';

/**
 * Declares the names a pattern binds. `params` collects a parameter list's names: strict
 * code (what plans compile to) refuses a name bound twice there, so it is a parse error.
 */
export function declarePattern(
  an: Analyser,
  p: A.Pattern,
  scope: Scope,
  kind: Binding['kind'],
  params?: Set<string>,
): void {
  switch (p.type) {
    case 'Identifier':
      checkName(an, p);
      if (params !== undefined) {
        if (params.has(p.name)) reject('PLAN_PARSE_ERROR', p, 'duplicate parameter');
        params.add(p.name);
      }
      scope.vars.set(p.name, {
        name: p.name,
        kind,
        staticFn: undefined,
        prim: false,
        declAt: p.start,
      });
      return;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        if (prop.type === 'RestElement') declarePattern(an, prop.argument, scope, kind, params);
        else declarePattern(an, prop.value, scope, kind, params);
      }
      return;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) declarePattern(an, el, scope, kind, params);
      return;
    case 'RestElement':
      declarePattern(an, p.argument, scope, kind, params);
      return;
    case 'AssignmentPattern':
      declarePattern(an, p.left, scope, kind, params);
      return;
    default:
      reject('ASSIGN_TARGET_UNSUPPORTED', p, p.type);
  }
}

/**
 * Hoist the declarations of a statement list into `scope` (let/const/function; `var` is
 * hoisted to the function by `hoistVars`). `block`: a block's list (not a function body or
 * the plan's top level), where plans run as strict code: a function declared twice there is
 * a syntax error in strict code (sloppy scripts allow it, Annex B), and a function declared
 * there that a sloppy script would also bind in the enclosing function (Annex B.3.3: no
 * let/const of that name in between, not a parameter) is refused when that would change
 * what the name means there.
 */
export function hoist(
  an: Analyser,
  body: readonly A.Node[],
  scope: Scope,
  sw = false,
  block = false,
): void {
  for (const st of body) {
    if (st.type === 'VariableDeclaration') {
      const d = st as A.VariableDeclaration;
      if (d.kind === 'var') continue;
      if (d.kind !== 'let' && d.kind !== 'const') reject('UNSUPPORTED_SYNTAX', d, d.kind);
      for (const decl of d.declarations) {
        declarePattern(an, decl.id, scope, d.kind);
        for (const n of patternNames(decl.id)) {
          const b = scope.vars.get(n);
          if (b !== undefined) b.tdz = { end: decl.end, fn: scope.fn, sw };
        }
        if (decl.id.type === 'Identifier') {
          const b = scope.vars.get(decl.id.name);
          if (b !== undefined) {
            b.prim = true;
            an.primRhs.push({ binding: b, rhs: decl.init ?? null });
          }
        }
        if (d.kind === 'const' && decl.id.type === 'Identifier' && isFunctionNode(decl.init)) {
          const b = scope.vars.get(decl.id.name);
          const info = newFn(an, decl.init);
          if (b !== undefined) b.staticFn = info;
        }
      }
    } else if (st.type === 'FunctionDeclaration') {
      const f = st as A.FunctionDeclaration;
      if (f.generator || f.async) reject('GENERATOR_OR_ASYNC_FORBIDDEN', f);
      checkName(an, f.id);
      const prev = scope.vars.get(f.id.name);
      if (block) {
        if (prev !== undefined) {
          reject('PLAN_PARSE_ERROR', f.id, 'function declared twice in a block');
        }
        const home = scope.parent?.find(f.id.name);
        const outer = home?.vars.get(f.id.name);
        const same = home !== undefined && home.fn === scope.fn;
        if (
          outer !== undefined &&
          !(
            same &&
            (outer.kind === 'param' ||
              ((outer.kind === 'let' || outer.kind === 'const') && outer.fnName === undefined))
          )
        ) {
          reject('UNSUPPORTED_SYNTAX', f.id, 'block function declaration shadowing a name');
        }
      } else if (prev?.kind === 'fn' && prev.staticFn?.node != null) {
        // declared again at the function's top level: the last declaration wins
        an.shadowedDecls.add(prev.staticFn.node);
      }
      scope.vars.set(f.id.name, {
        name: f.id.name,
        kind: 'fn',
        staticFn: newFn(an, f),
        prim: false,
        declAt: f.id.start,
      });
    } else if (st.type === 'ClassDeclaration') {
      reject('CLASS_UNSUPPORTED', st);
    }
  }
}

/**
 * Hoist every `var` of a function body (or the plan's top level) into its var scope `vs`,
 * nested blocks, loops, switch cases and try statements included (nested functions not).
 * A name already bound there (a parameter of a simple list, a function declared at the top
 * level, an earlier `var`) gets no new binding. With `params` (a non-simple list, whose
 * scope is apart from the body's), a `var` naming a parameter is a new binding that starts
 * as its value. A `var` naming the parameter of an enclosing catch clause (Annex B.3.5) is
 * refused.
 */
export function hoistVars(
  an: Analyser,
  body: readonly A.Node[],
  vs: Scope,
  params: Scope | null,
): void {
  const declareVar = (id: A.Identifier, catches: ReadonlySet<string>): void => {
    if (catches.has(id.name)) reject('VAR_UNSUPPORTED', id, 'var redeclares a catch parameter');
    checkName(an, id);
    if (vs.vars.has(id.name)) return;
    const p = params?.vars.get(id.name);
    const b: Binding = {
      name: id.name,
      kind: 'var',
      staticFn: undefined,
      prim: p === undefined,
      declAt: id.start,
      scopeAt: vs.fn.node?.start ?? -1,
      ...(p === undefined ? {} : { fromParam: p }),
    };
    vs.vars.set(id.name, b);
    vs.fn.vars.push(b);
  };
  const walk = (n: A.Node | null | undefined, catches: ReadonlySet<string>): void => {
    if (n == null) return;
    switch (n.type) {
      case 'VariableDeclaration': {
        const d = n as A.VariableDeclaration;
        if (d.kind !== 'var') return;
        for (const decl of d.declarations) {
          for (const id of patternIds(decl.id)) declareVar(id, catches);
        }
        return;
      }
      case 'BlockStatement':
        for (const x of (n as A.BlockStatement).body) walk(x, catches);
        return;
      case 'IfStatement':
        walk((n as A.IfStatement).consequent, catches);
        walk((n as A.IfStatement).alternate, catches);
        return;
      case 'ForStatement':
        walk((n as A.ForStatement).init as A.Node | null, catches);
        walk((n as A.ForStatement).body, catches);
        return;
      case 'ForInStatement':
      case 'ForOfStatement':
        walk((n as A.ForInStatement).left, catches);
        walk((n as A.ForInStatement).body, catches);
        return;
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'LabeledStatement':
        walk((n as A.WhileStatement).body, catches);
        return;
      case 'SwitchStatement':
        for (const c of (n as A.SwitchStatement).cases) {
          for (const x of c.consequent) walk(x, catches);
        }
        return;
      case 'TryStatement': {
        const t = n as A.TryStatement;
        walk(t.block, catches);
        if (t.handler) {
          const names = t.handler.param ? patternNames(t.handler.param) : [];
          walk(t.handler.body, names.length === 0 ? catches : new Set([...catches, ...names]));
        }
        walk(t.finalizer, catches);
        return;
      }
      default:
        return;
    }
  };
  for (const st of body) walk(st, new Set());
}
