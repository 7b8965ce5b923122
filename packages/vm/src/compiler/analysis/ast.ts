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

// ---- shared with the emitter

/** The named-arguments object of an external call; `tool()` passes an empty one. */
export function externalArgument(e: A.CallExpression): A.ObjectExpression {
  const arg = e.arguments[0];
  if (arg !== undefined) return arg as A.ObjectExpression;
  return {
    type: 'ObjectExpression',
    properties: [],
    start: e.end,
    end: e.end,
  } as A.ObjectExpression;
}

/**
 * The name plain JavaScript gives each function (NamedEvaluation): its own id, else the binding,
 * assignment target, property key or default's target an anonymous function is written to.
 */
export function fnNames(program: A.Program, methods: Set<A.Node>): Map<A.Node, string> {
  const out = new Map<A.Node, string>();
  const anon = (
    n: A.Node | null | undefined,
  ): n is A.FunctionExpression | A.ArrowFunctionExpression =>
    n !== null &&
    n !== undefined &&
    (n.type === 'ArrowFunctionExpression' ||
      (n.type === 'FunctionExpression' && (n as A.FunctionExpression).id == null));
  const visit = (n: unknown): void => {
    if (n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    const node = n as A.Node;
    if (typeof node.type !== 'string') return;
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression': {
        const id = (node as A.FunctionDeclaration | A.FunctionExpression).id;
        if (id) out.set(node, id.name);
        break;
      }
      case 'VariableDeclarator': {
        const d = node as A.VariableDeclarator;
        if (d.id.type === 'Identifier' && anon(d.init)) out.set(d.init, d.id.name);
        break;
      }
      case 'AssignmentExpression': {
        const a = node as A.AssignmentExpression;
        // a parenthesised target, `(f) = function () {}`, is not an IdentifierRef: no name
        // (acorn drops the parentheses; the assignment then starts before its target)
        if (
          a.left.type === 'Identifier' &&
          a.left.start === a.start &&
          anon(a.right) &&
          ['=', '&&=', '||=', '??='].includes(a.operator)
        )
          out.set(a.right, a.left.name);
        break;
      }
      case 'AssignmentPattern': {
        const a = node as A.AssignmentPattern;
        // (a parenthesised target keeps the name here, as QuickJS gives it)
        if (a.left.type === 'Identifier' && anon(a.right)) out.set(a.right, a.left.name);
        break;
      }
      case 'Property': {
        const p = node as A.Property;
        if (p.method) methods.add(p.value);
        if (p.kind === 'init' && anon(p.value)) {
          const k = staticKey(p.key, p.computed);
          if (k !== undefined) out.set(p.value, String(k));
        }
        break;
      }
      default:
        break;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'type') continue;
      if (v !== null && typeof v === 'object') visit(v);
    }
  };
  visit(program);
  return out;
}
