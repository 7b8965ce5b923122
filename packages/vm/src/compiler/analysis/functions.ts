/**
 * Function scopes: a function's name, its parameters (a non-simple list in a scope of its
 * own, initialised in order), the defaults of its patterns and its body.
 */
import type * as A from 'acorn';
import { patternNames, reject, staticKey } from './ast.js';
import { declarePattern, hoist, hoistVars } from './declare.js';
import { checkName, checkPropertyName } from './names.js';
import { Scope } from './scope.js';
import { type Analyser, newFn } from './state.js';

export function visitFunction(
  an: Analyser,
  f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
  scope: Scope,
): void {
  if (f.generator || f.async) reject('GENERATOR_OR_ASYNC_FORBIDDEN', f);
  const info = newFn(an, f);
  let outer = scope;
  if (f.type === 'FunctionExpression' && f.id) {
    // the name is bound in a scope of its own, around the parameters and the body
    checkName(an, f.id);
    outer = new Scope(scope, info);
    outer.vars.set(f.id.name, {
      name: f.id.name,
      kind: 'const',
      staticFn: info,
      prim: false,
      declAt: f.id.start,
      fnName: true,
    });
  }
  // A non-simple parameter list (a default, a pattern, a rest) has a scope of its own, apart
  // from the body's, and its names are initialised in order (a default that reads a later
  // parameter throws a ReferenceError).
  const simple = f.params.every((p) => p.type === 'Identifier');
  info.nonSimple = !simple;
  const fscope = new Scope(outer, info, simple);
  const paramNames = new Set<string>();
  for (const p of f.params) {
    declarePattern(an, p, fscope, 'param', paramNames);
    if (!simple) {
      for (const n of patternNames(p)) {
        const b = fscope.vars.get(n);
        if (b !== undefined) b.tdz = { end: p.end, fn: info, sw: false };
      }
    }
  }
  for (const p of f.params) an.patternDefaults(p, fscope);
  if (f.body.type === 'BlockStatement') {
    const body = simple ? fscope : new Scope(fscope, info, true);
    hoist(an, f.body.body, body);
    hoistVars(an, f.body.body, body, simple ? null : fscope);
    for (const st of f.body.body) an.statement(st, body);
  } else {
    an.expression(f.body, fscope);
  }
}

export function visitPatternDefaults(an: Analyser, p: A.Pattern, scope: Scope): void {
  switch (p.type) {
    case 'ObjectPattern':
      for (const prop of p.properties) {
        if (prop.type === 'RestElement') an.patternDefaults(prop.argument, scope);
        else {
          if (prop.computed) reject('COMPUTED_KEY_UNSUPPORTED', prop);
          const k = staticKey(prop.key, false);
          if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', prop);
          checkPropertyName(k, prop, false);
          an.patternDefaults(prop.value, scope);
        }
      }
      return;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) an.patternDefaults(el, scope);
      return;
    case 'RestElement':
      an.patternDefaults(p.argument, scope);
      return;
    case 'AssignmentPattern':
      an.patternDefaults(p.left, scope);
      an.expression(p.right, scope);
      return;
    default:
      return;
  }
}
