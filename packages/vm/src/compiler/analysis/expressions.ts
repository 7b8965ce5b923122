/**
 * Expressions: every expression form a plan may use, checked against the subset, with the
 * functions used as values (escaping) and the dynamic calls noted for the call graph.
 */
import type * as A from 'acorn';
import { isFunctionNode, reject, staticKey } from './ast.js';
import {
  BUILTIN_GLOBALS,
  CONSTRUCTOR_VALUES,
  FORBIDDEN_GLOBALS,
  NEW_CONSTRUCTORS,
} from './globals.js';
import { checkPropertyName, resolve } from './names.js';
import type { Scope } from './scope.js';
import { type Analyser, newFn } from './state.js';

export function visitExpression(
  an: Analyser,
  e: A.Expression | A.SpreadElement,
  scope: Scope,
): void {
  an.scopes.set(e, scope);
  switch (e.type) {
    case 'Identifier': {
      const r = resolve(an, e, scope);
      if (r.kind === 'external') reject('EXTERNAL_NOT_CALLED', e);
      if (
        r.kind === 'builtin' &&
        !['undefined', 'NaN', 'Infinity'].includes(r.name) &&
        !CONSTRUCTOR_VALUES.has(r.name)
      ) {
        reject('BUILTIN_NOT_CALLED', e);
      }
      if (r.kind === 'local' && r.binding.staticFn !== undefined)
        an.escaping.add(r.binding.staticFn);
      return;
    }
    case 'Literal':
      if (e.bigint !== undefined) reject('BIGINT_UNSUPPORTED', e);
      return;
    case 'ThisExpression':
      reject('THIS_FORBIDDEN', e);
      break;
    case 'ArrayExpression':
      for (const el of e.elements) {
        if (el === null) reject('UNSUPPORTED_SYNTAX', e, 'array hole');
        an.expression(el, scope);
      }
      return;
    case 'ObjectExpression':
      visitObject(an, e, scope);
      return;
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      an.fn(e, scope);
      an.escaping.add(newFn(an, e));
      return;
    case 'UnaryExpression':
      visitUnary(an, e, scope);
      return;
    case 'UpdateExpression':
      an.pendingTarget = 'prim';
      an.target(e.argument as A.Pattern, scope, true);
      an.pendingTarget = undefined;
      return;
    case 'BinaryExpression':
      if (e.operator === 'instanceof') reject('OPERATOR_UNSUPPORTED', e, 'instanceof');
      if (e.left.type === 'PrivateIdentifier') reject('CLASS_UNSUPPORTED', e.left);
      an.expression(e.left, scope);
      an.expression(e.right, scope);
      return;
    case 'LogicalExpression':
      an.expression(e.left, scope);
      an.expression(e.right, scope);
      return;
    case 'AssignmentExpression':
      visitAssignment(an, e, scope);
      return;
    case 'MemberExpression':
      an.member(e, scope, false);
      return;
    case 'ConditionalExpression':
      an.expression(e.test, scope);
      an.expression(e.consequent, scope);
      an.expression(e.alternate, scope);
      return;
    case 'CallExpression':
      an.call(e, scope);
      return;
    case 'NewExpression':
      visitNew(an, e, scope);
      return;
    case 'SequenceExpression':
      for (const x of e.expressions) an.expression(x, scope);
      return;
    case 'TemplateLiteral':
      for (const x of e.expressions) an.expression(x, scope);
      return;
    case 'TaggedTemplateExpression':
      reject('TAGGED_TEMPLATE_UNSUPPORTED', e);
      break;
    case 'ChainExpression':
      if (e.expression.type === 'CallExpression') {
        an.chainCall(e.expression, scope);
      } else an.expression(e.expression, scope);
      return;
    case 'SpreadElement':
      an.expression(e.argument, scope);
      return;
    case 'YieldExpression':
    case 'AwaitExpression':
      reject('GENERATOR_OR_ASYNC_FORBIDDEN', e);
      break;
    case 'ClassExpression':
      reject('CLASS_UNSUPPORTED', e);
      break;
    case 'MetaProperty':
      reject('UNSUPPORTED_SYNTAX', e, 'MetaProperty');
      break;
    case 'ImportExpression':
      reject('IMPORT_EXPORT_FORBIDDEN', e);
      break;
    default:
      reject('UNSUPPORTED_SYNTAX', e, e.type);
  }
}

/** An object literal: keys checked, methods are functions used as values. */
function visitObject(an: Analyser, e: A.ObjectExpression, scope: Scope): void {
  for (const p of e.properties) {
    if (p.type === 'SpreadElement') {
      an.expression(p.argument, scope);
      continue;
    }
    if (p.kind !== 'init') reject('ACCESSOR_UNSUPPORTED', p);
    const k = staticKey(p.key, p.computed);
    if (k !== undefined) checkPropertyName(k, p.key, true);
    else if (p.computed) an.expression(p.key, scope);
    else reject('UNSUPPORTED_SYNTAX', p.key);
    if (p.method && isFunctionNode(p.value)) {
      an.fn(p.value, scope);
      an.escaping.add(newFn(an, p.value));
    } else an.expression(p.value, scope);
  }
}

/** `delete` of a member only; `typeof` of an undeclared name is refused as its read. */
function visitUnary(an: Analyser, e: A.UnaryExpression, scope: Scope): void {
  if (e.operator === 'delete') {
    if (e.argument.type !== 'MemberExpression') reject('OPERATOR_UNSUPPORTED', e, 'delete');
    if (e.argument.optional) reject('UNSUPPORTED_SYNTAX', e, 'optional delete');
    an.member(e.argument, scope, true);
    return;
  }
  if (
    e.operator === 'typeof' &&
    e.argument.type === 'Identifier' &&
    !scope.lookup(e.argument.name) &&
    e.argument.name !== 'inputs' &&
    !an.externals.has(e.argument.name) &&
    !BUILTIN_GLOBALS.has(e.argument.name)
  ) {
    reject(FORBIDDEN_GLOBALS.get(e.argument.name) ?? 'UNDECLARED_IDENTIFIER', e.argument);
  }
  an.expression(e.argument, scope);
}

/** An assignment: the target takes the stored value (or `prim` for an operator). */
function visitAssignment(an: Analyser, e: A.AssignmentExpression, scope: Scope): void {
  if (
    (e.operator === '||=' || e.operator === '&&=' || e.operator === '??=') &&
    e.left.type !== 'Identifier'
  ) {
    reject('ASSIGN_TARGET_UNSUPPORTED', e.left, 'logical assignment to a member');
  }
  if (e.operator !== '=' && e.left.type !== 'Identifier' && e.left.type !== 'MemberExpression') {
    reject('ASSIGN_TARGET_UNSUPPORTED', e.left);
  }
  if (e.left.type === 'Identifier') {
    an.pendingTarget =
      e.operator === '=' || e.operator === '||=' || e.operator === '&&=' || e.operator === '??='
        ? e.right
        : 'prim';
  }
  an.target(e.left, scope, true);
  an.pendingTarget = undefined;
  an.expression(e.right, scope);
}

/** `new` of a builtin constructor, or of a function value (a dynamic call, emit.ts newFn). */
function visitNew(an: Analyser, e: A.NewExpression, scope: Scope): void {
  if (
    e.callee.type === 'Identifier' &&
    NEW_CONSTRUCTORS.has(e.callee.name) &&
    resolve(an, e.callee, scope).kind === 'builtin'
  ) {
    for (const a of e.arguments) {
      if (a.type === 'SpreadElement') an.expression(a.argument, scope);
      else an.expression(a, scope);
    }
    return;
  }
  if (e.callee.type === 'Identifier') {
    const code = FORBIDDEN_GLOBALS.get(e.callee.name);
    if (code !== undefined && !scope.lookup(e.callee.name)) reject(code, e.callee);
    // other builtins (Array, Object, String, Number, Boolean) stay refused
    const r = resolve(an, e.callee, scope);
    if (r.kind === 'builtin' && !CONSTRUCTOR_VALUES.has(r.name)) reject('NEW_UNSUPPORTED', e);
  }
  // `new f(...)` on a function value (issue 22): a dynamic call (emit.ts newFn)
  an.expression(e.callee as A.Expression, scope);
  for (const a of e.arguments) {
    if (a.type === 'SpreadElement') an.expression(a.argument, scope);
    else an.expression(a, scope);
  }
  scope.fn.dyn = true;
}
