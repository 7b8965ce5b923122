/**
 * The AST helpers the analysis, the write sets and the emitter share: one place, so no pass
 * borrows a helper from another (issue 26 point 4).
 */
import type * as A from 'acorn';
import { PlanCompileError, type VmCompileErrorCode } from '../errors.js';

export function reject(code: VmCompileErrorCode, node: A.Node, detail = ''): never {
  const loc = node.loc?.start;
  throw new PlanCompileError(code, loc?.line ?? 0, (loc?.column ?? 0) + 1, detail);
}

export function isFunctionNode(
  n: A.Node | null | undefined,
): n is A.FunctionExpression | A.ArrowFunctionExpression {
  return n?.type === 'FunctionExpression' || n?.type === 'ArrowFunctionExpression';
}

/** Static key of a non-computed member or property, or of a string/number literal key. */
export function staticKey(key: A.Node, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return (key as A.Identifier).name;
  if (key.type === 'Literal') {
    const v = (key as A.Literal).value;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return undefined;
}

/** The names a pattern binds. */
export function patternNames(p: A.Pattern, out: string[] = []): string[] {
  switch (p.type) {
    case 'Identifier':
      out.push(p.name);
      break;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
      }
      break;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) patternNames(el, out);
      break;
    case 'RestElement':
      patternNames(p.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(p.left, out);
      break;
    default:
      break;
  }
  return out;
}
export function patternIds(p: A.Pattern, out: A.Identifier[] = []): A.Identifier[] {
  switch (p.type) {
    case 'Identifier':
      out.push(p);
      break;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        patternIds(prop.type === 'RestElement' ? prop.argument : prop.value, out);
      }
      break;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) patternIds(el, out);
      break;
    case 'RestElement':
      patternIds(p.argument, out);
      break;
    case 'AssignmentPattern':
      patternIds(p.left, out);
      break;
    default:
      break;
  }
  return out;
}

/**
 * `Array.prototype.m.call(o, ...)` / `Array.prototype.m.apply(o, args)` (issue 22): the
 * method name and whether it is `apply`, when `Array` is the builtin; undefined otherwise.
 */
export function arrayProtoCall(
  callee: A.Node,
  isBuiltinArray: (id: A.Identifier) => boolean,
): { readonly method: string; readonly apply: boolean } | undefined {
  if (callee.type !== 'MemberExpression') return undefined;
  const c = callee as A.MemberExpression;
  if (c.computed || c.property.type !== 'Identifier') return undefined;
  const how = c.property.name;
  if (how !== 'call' && how !== 'apply') return undefined;
  const m = c.object;
  if (m.type !== 'MemberExpression' || m.computed || m.property.type !== 'Identifier') {
    return undefined;
  }
  const p = m.object;
  if (p.type !== 'MemberExpression' || p.computed || p.property.type !== 'Identifier') {
    return undefined;
  }
  if (p.property.name !== 'prototype' || p.object.type !== 'Identifier') return undefined;
  if (p.object.name !== 'Array' || !isBuiltinArray(p.object)) return undefined;
  return { method: m.property.name, apply: how === 'apply' };
}
