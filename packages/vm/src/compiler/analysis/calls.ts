/**
 * Calls: external calls and their shape, builtin calls, calls by name (static call edges,
 * call-graph.ts) and dynamic calls (a callee the analysis cannot name).
 */
import type * as A from 'acorn';
import { ARRAY_LIKE_METHODS } from '../builtins.js';
import { arrayProtoCall, reject, staticKey } from './ast.js';
import { BUILTIN_CALLS } from './globals.js';
import { resolve } from './names.js';
import type { Scope } from './scope.js';
import type { Analyser } from './state.js';

const ARRAY_LIKE = new Set<string>(ARRAY_LIKE_METHODS);

/** Whether an object literal names `get` or `set` (an accessor descriptor). */
function namesAccessor(n: A.Node | undefined): A.Node | undefined {
  if (n === undefined || n.type !== 'ObjectExpression') return undefined;
  for (const p of (n as A.ObjectExpression).properties) {
    if (p.type !== 'Property') continue;
    const k = staticKey(p.key, p.computed);
    if (k === 'get' || k === 'set') return p;
  }
  return undefined;
}

/**
 * The property model takes data descriptors only (docs/ifc.md): a descriptor written as an
 * object literal with `get` or `set` is refused here (ACCESSOR_UNSUPPORTED); one built some
 * other way is refused at run time (TypeError).
 */
function accessorDescriptors(full: string, c: A.CallExpression): void {
  const args = c.arguments;
  let found: A.Node | undefined;
  // plans have no prototypes: Object.create takes the literal null only
  const a0 = args[0];
  if (
    full === 'Object.create' &&
    (a0 === undefined || a0.type !== 'Literal' || (a0 as A.Literal).value !== null)
  ) {
    reject('UNKNOWN_BUILTIN', c, 'Object.create with a prototype');
  }
  if (full === 'Object.defineProperty') found = namesAccessor(args[2]);
  else if (full === 'Object.defineProperties' || full === 'Object.create') {
    const ps = args[1];
    if (ps !== undefined && ps.type === 'ObjectExpression') {
      for (const p of ps.properties) {
        if (p.type === 'Property') found = found ?? namesAccessor(p.value);
      }
    }
  }
  if (found !== undefined) reject('ACCESSOR_UNSUPPORTED', found, 'accessor descriptor');
}

export function visitCall(an: Analyser, c: A.CallExpression, scope: Scope, inChain = false): void {
  const fn = scope.fn;
  if (c.optional) reject('UNSUPPORTED_SYNTAX', c, 'optional call');
  const callee = c.callee;
  if (callee.type === 'Super') reject('CLASS_UNSUPPORTED', callee);
  if (callee.type === 'Identifier') {
    const r = resolve(an, callee, scope);
    if (r.kind === 'external') {
      const arg = c.arguments[0];
      // `tool()` is `tool({})`: a tool without arguments
      if (c.arguments.length === 0) {
        fn.ext = true;
        return;
      }
      if (c.arguments.length !== 1 || arg === undefined || arg.type !== 'ObjectExpression') {
        reject('EXTERNAL_CALL_SHAPE', c);
      }
      for (const p of arg.properties) {
        if (p.type !== 'Property' || p.kind !== 'init' || p.method) {
          reject('EXTERNAL_CALL_SHAPE', p);
        }
        if (p.computed || staticKey(p.key, false) === undefined) reject('EXTERNAL_CALL_SHAPE', p);
      }
      fn.ext = true;
      an.expression(arg, scope);
      return;
    }
    if (r.kind === 'builtin') {
      if (!BUILTIN_CALLS.has(r.name)) reject('UNKNOWN_BUILTIN', callee);
    } else if (r.kind === 'inputs') {
      reject('UNSUPPORTED_SYNTAX', c, 'inputs is not a function');
    } else if (r.binding.staticFn !== undefined) {
      an.pendingCalls.push({ from: fn, id: callee });
    } else {
      fn.dyn = true;
    }
  } else if (
    arrayProtoCall(
      callee,
      (id) => !scope.lookup(id.name) && resolve(an, id, scope).kind === 'builtin',
    ) !== undefined
  ) {
    // Array.prototype.m.call(o, ...) / .apply(o, args): a method call with an explicit
    // receiver (a callback may be a plan function: a dynamic call)
    const apc = arrayProtoCall(callee, () => true) as { method: string; apply: boolean };
    if (!ARRAY_LIKE.has(apc.method)) reject('UNKNOWN_BUILTIN', callee);
    if (
      apc.apply &&
      (c.arguments.length > 2 || c.arguments.some((a) => a.type === 'SpreadElement'))
    ) {
      reject('UNSUPPORTED_SYNTAX', c, 'apply with a spread or more than two arguments');
    }
    fn.dyn = true;
  } else if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    resolve(an, callee.object, scope).kind === 'builtin'
  ) {
    const r = an.refs.get(callee.object) as { kind: 'builtin'; name: string };
    const k = staticKey(callee.property, callee.computed);
    if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', callee);
    const full = `${r.name}.${k}`;
    if (full === 'Math.random') reject('NONDETERMINISM_FORBIDDEN', callee);
    if (!BUILTIN_CALLS.has(full)) reject('UNKNOWN_BUILTIN', callee);
    accessorDescriptors(full, c);
  } else if (callee.type === 'MemberExpression') {
    if (callee.optional && !inChain) reject('UNSUPPORTED_SYNTAX', callee, 'optional method call');
    // A computed call is a method call by name: only a string key that is not an index
    // (`o['m']()` is `o.m()`); `o[k]()` and `fs[0]()` are refused.
    if (callee.computed) {
      const p = callee.property;
      const v = p.type === 'Literal' ? (p as A.Literal).value : undefined;
      if (typeof v !== 'string' || /^(0|[1-9][0-9]*)$/.test(v)) {
        reject('COMPUTED_KEY_UNSUPPORTED', callee, 'computed call');
      }
    }
    an.member(callee, scope, false);
    fn.dyn = true;
  } else {
    an.expression(callee, scope);
    fn.dyn = true;
  }
  for (const a of c.arguments) {
    if (a.type === 'SpreadElement') an.expression(a.argument, scope);
    else an.expression(a, scope);
  }
}

export function visitChainCall(an: Analyser, c: A.CallExpression, scope: Scope): void {
  if (c.optional) reject('UNSUPPORTED_SYNTAX', c, 'optional call');
  if (c.callee.type !== 'MemberExpression') {
    reject('UNSUPPORTED_SYNTAX', c, 'call in an optional chain');
  }
  an.call(c, scope, true);
}
