/**
 * Statements: every statement form a plan may use, the block scopes they open (a block, a
 * `switch`, a `catch`, a loop head) and the throws they may end with.
 */
import type * as A from 'acorn';
import { isFunctionNode, patternIds, patternNames, reject } from './ast.js';
import { declarePattern, hoist } from './declare.js';
import { resolve } from './names.js';
import { Scope } from './scope.js';
import type { Analyser } from './state.js';

export function visitBlock(an: Analyser, body: readonly A.Statement[], scope: Scope): void {
  const inner = new Scope(scope, scope.fn);
  hoist(an, body, inner, false, true);
  for (const st of body) an.statement(st, inner);
}

export function visitStatement(
  an: Analyser,
  s: A.Statement | A.ModuleDeclaration,
  scope: Scope,
): void {
  an.scopes.set(s, scope);
  switch (s.type) {
    case 'ExpressionStatement':
      an.expression(s.expression, scope);
      return;
    case 'BlockStatement':
      an.block(s.body, scope);
      return;
    case 'EmptyStatement':
      return;
    case 'DebuggerStatement':
      reject('UNSUPPORTED_SYNTAX', s, 'debugger');
      break;
    case 'WithStatement':
      reject('WITH_FORBIDDEN', s);
      break;
    case 'ReturnStatement':
      if (s.argument) an.expression(s.argument, scope);
      return;
    case 'LabeledStatement': {
      const b = s.body.type;
      if (
        b !== 'ForStatement' &&
        b !== 'ForOfStatement' &&
        b !== 'ForInStatement' &&
        b !== 'WhileStatement' &&
        b !== 'DoWhileStatement'
      ) {
        reject('LABEL_UNSUPPORTED', s);
      }
      if (s.label.name.includes('$')) reject('RESERVED_IDENTIFIER', s.label);
      an.statement(s.body, scope);
      return;
    }
    case 'BreakStatement':
    case 'ContinueStatement':
      return;
    case 'IfStatement':
      // (a sloppy-script form, Annex B.3.4; the strict code plans compile to has no such form)
      for (const b of [s.consequent, s.alternate]) {
        if (b?.type === 'FunctionDeclaration') {
          reject('UNSUPPORTED_SYNTAX', b, 'function declaration as an if branch');
        }
      }
      an.expression(s.test, scope);
      an.statement(s.consequent, scope);
      if (s.alternate) an.statement(s.alternate, scope);
      return;
    case 'SwitchStatement': {
      an.expression(s.discriminant, scope);
      const inner = new Scope(scope, scope.fn);
      for (const c of s.cases) hoist(an, c.consequent, inner, true, true);
      for (const c of s.cases) {
        if (c.test) an.expression(c.test, inner);
        for (const st of c.consequent) an.statement(st, inner);
      }
      return;
    }
    case 'ThrowStatement':
      scope.fn.throws = true;
      an.expression(s.argument, scope);
      return;
    case 'TryStatement':
      an.block(s.block.body, scope);
      if (s.handler) {
        const cs = new Scope(scope, scope.fn);
        if (s.handler.param) {
          declarePattern(an, s.handler.param, cs, 'catch');
          an.patternDefaults(s.handler.param, cs);
        }
        an.block(s.handler.body.body, cs);
      }
      if (s.finalizer) an.block(s.finalizer.body, scope);
      return;
    case 'WhileStatement':
    case 'DoWhileStatement':
      an.expression(s.test, scope);
      an.statement(s.body, scope);
      return;
    case 'ForStatement': {
      const inner = new Scope(scope, scope.fn);
      if (s.init) {
        if (s.init.type === 'VariableDeclaration') {
          hoist(an, [s.init], inner);
          an.statement(s.init, inner);
        } else an.expression(s.init, inner);
      }
      if (s.test) an.expression(s.test, inner);
      if (s.update) an.expression(s.update, inner);
      an.statement(s.body, inner);
      return;
    }
    case 'ForInStatement':
    case 'ForOfStatement':
      visitForInOf(an, s, scope);
      return;
    case 'FunctionDeclaration':
      an.fn(s, scope);
      return;
    case 'VariableDeclaration':
      visitDeclaration(an, s, scope);
      return;
    case 'ClassDeclaration':
      reject('CLASS_UNSUPPORTED', s);
      break;
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration':
    case 'ExportAllDeclaration':
      reject('IMPORT_EXPORT_FORBIDDEN', s);
      break;
    default:
      reject('UNSUPPORTED_SYNTAX', s, (s as A.Node).type);
  }
}

/** `for (... of ...)` and `for (... in ...)`: a `let`/`const` head has a scope per loop. */
function visitForInOf(an: Analyser, s: A.ForInStatement | A.ForOfStatement, scope: Scope): void {
  if (s.type === 'ForOfStatement' && s.await) reject('GENERATOR_OR_ASYNC_FORBIDDEN', s);
  const left = s.left;
  if (left.type === 'VariableDeclaration' && left.kind !== 'var') {
    const d = left.declarations[0];
    if (d === undefined) reject('UNSUPPORTED_SYNTAX', left);
    // The head expression runs where the loop's names exist but are uninitialised: a
    // reference to one there throws a ReferenceError (emitted as an unreachable `let`).
    const head = new Scope(scope, scope.fn);
    for (const id of patternIds(d.id)) {
      head.vars.set(id.name, {
        name: id.name,
        kind: 'let',
        staticFn: undefined,
        prim: false,
        declAt: -2 - id.start,
        tdz: { end: Number.POSITIVE_INFINITY, fn: scope.fn, sw: true },
      });
    }
    an.expression(s.right, head);
    const inner = new Scope(scope, scope.fn);
    declarePattern(an, d.id, inner, left.kind === 'const' ? 'const' : 'let');
    for (const n of patternNames(d.id)) {
      const b = inner.vars.get(n);
      if (b !== undefined) b.tdz = { end: d.end, fn: scope.fn, sw: false };
    }
    if (s.type === 'ForInStatement' && d.id.type === 'Identifier') {
      const b = inner.vars.get(d.id.name);
      if (b !== undefined) b.prim = true;
    }
    an.patternDefaults(d.id, inner);
    an.statement(s.body, inner);
    return;
  }
  an.expression(s.right, scope);
  if (left.type === 'VariableDeclaration') {
    // `var`: an assignment to the function's binding at every step
    const d = left.declarations[0];
    if (d === undefined) reject('UNSUPPORTED_SYNTAX', left);
    if (d.init != null) reject('VAR_UNSUPPORTED', d, 'initializer in a for-in head');
    if (s.type === 'ForInStatement' && d.id.type === 'Identifier') an.pendingTarget = 'prim';
    an.target(d.id, scope, false);
    an.pendingTarget = undefined;
  } else {
    an.target(left as A.Pattern, scope, false);
  }
  an.statement(s.body, scope);
}

/** A declaration: `var` is hoisted (declare.ts), so a declarator with an initialiser assigns. */
function visitDeclaration(an: Analyser, s: A.VariableDeclaration, scope: Scope): void {
  if (s.kind === 'var') {
    // hoisted (hoistVars): a declarator with an initialiser assigns the binding
    for (const d of s.declarations) {
      if (d.init) {
        if (d.id.type === 'Identifier') an.pendingTarget = d.init;
        an.target(d.id, scope, false);
        an.pendingTarget = undefined;
        an.expression(d.init, scope);
      } else if (d.id.type === 'Identifier') {
        const r = resolve(an, d.id, scope);
        if (r.kind !== 'local' || r.binding.kind === 'catch') {
          reject('VAR_UNSUPPORTED', d.id);
        }
      } else reject('UNSUPPORTED_SYNTAX', d);
    }
    return;
  }
  for (const d of s.declarations) {
    an.patternDefaults(d.id, scope);
    if (d.init) {
      if (
        s.kind === 'const' &&
        d.id.type === 'Identifier' &&
        isFunctionNode(d.init) &&
        scope.vars.get(d.id.name)?.staticFn !== undefined
      ) {
        an.fn(d.init, scope);
      } else an.expression(d.init, scope);
    } else if (s.kind === 'const') reject('UNSUPPORTED_SYNTAX', s);
  }
}
