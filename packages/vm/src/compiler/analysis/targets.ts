/**
 * Assignment targets and member expressions: what a write may name, and what each assigned
 * binding receives (for the primitive-binding fixpoint, primitives.ts).
 */
import type * as A from 'acorn';
import { reject, staticKey } from './ast.js';
import { BUILTIN_CALLS, BUILTIN_CONSTANTS, CONSTRUCTOR_VALUES } from './globals.js';
import { checkPropertyName, resolve } from './names.js';
import type { Scope } from './scope.js';
import type { Analyser } from './state.js';

/**
 * An assignment target in an expression (`x = ...`, `[a, b] = ...`, `o.k = ...`). It takes
 * `an.pendingTarget` at once: targets met later (in a computed key, a nested pattern) get
 * nothing.
 */
export function visitTarget(an: Analyser, p: A.Pattern, scope: Scope, allowMember: boolean): void {
  const pending = an.pendingTarget;
  an.pendingTarget = undefined;
  switch (p.type) {
    case 'Identifier': {
      const r = resolve(an, p, scope);
      if (r.kind !== 'local') reject('ASSIGN_TARGET_UNSUPPORTED', p, 'global');
      if (pending === undefined) an.notPrim.add(r.binding);
      else if (pending !== 'prim') an.primRhs.push({ binding: r.binding, rhs: pending });
      if (r.binding.kind === 'const') reject('ASSIGN_TO_CONST', p);
      if (r.binding.kind === 'fn') reject('FUNCTION_REASSIGNED', p);
      return;
    }
    case 'MemberExpression':
      if (!allowMember) reject('ASSIGN_TARGET_UNSUPPORTED', p, 'member in pattern');
      an.member(p, scope, true);
      return;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        if (prop.type === 'RestElement') an.target(prop.argument, scope, false);
        else {
          const k = staticKey(prop.key, prop.computed);
          if (k === undefined || prop.computed) reject('COMPUTED_KEY_UNSUPPORTED', prop);
          checkPropertyName(k, prop, false);
          an.target(prop.value, scope, false);
        }
      }
      return;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) an.target(el, scope, false);
      return;
    case 'RestElement':
      an.target(p.argument, scope, false);
      return;
    case 'AssignmentPattern':
      an.target(p.left, scope, false);
      an.expression(p.right, scope);
      return;
    default:
      reject('ASSIGN_TARGET_UNSUPPORTED', p);
  }
}

export function visitMember(
  an: Analyser,
  m: A.MemberExpression,
  scope: Scope,
  write: boolean,
): void {
  if (m.object.type === 'Super') reject('CLASS_UNSUPPORTED', m.object);
  if (m.property.type === 'PrivateIdentifier') reject('CLASS_UNSUPPORTED', m.property);
  if (m.object.type === 'Identifier') {
    const r = resolve(an, m.object, scope);
    // (a constructor value's properties are read as on any function; written only
    // through a variable holding it)
    if (r.kind === 'builtin' && (write || !CONSTRUCTOR_VALUES.has(r.name))) {
      const k = staticKey(m.property, m.computed);
      if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', m);
      const full = `${r.name}.${k}`;
      if (full === 'Math.random') reject('NONDETERMINISM_FORBIDDEN', m);
      if (write || !BUILTIN_CONSTANTS.has(full)) {
        if (BUILTIN_CALLS.has(full)) reject('BUILTIN_NOT_CALLED', m);
        reject('UNKNOWN_BUILTIN', m);
      }
      return;
    }
    if (r.kind === 'external') reject('EXTERNAL_NOT_CALLED', m.object);
  } else {
    an.expression(m.object as A.Expression, scope);
  }
  if (m.computed) {
    const k = staticKey(m.property, true);
    if (k !== undefined) checkPropertyName(k, m.property, write);
    else an.expression(m.property as A.Expression, scope);
  } else {
    checkPropertyName((m.property as A.Identifier).name, m.property, write);
  }
}
