/**
 * Plan functions: their compiled form (generator or not, the pc parameter, the result
 * register), what may throw a plan exception, and the jumps that keep a raise in force.
 */
import type * as A from 'acorn';
import { leaves, returnsInsideTry } from '../analysis/jumps.js';
import type { FnInfo } from '../analysis/scope.js';
import type { Emitter } from '../emit.js';
import { checkFunctionSize, checkScopeNames } from '../limits.js';
import { CHECK_STMT, EXIT_STMT, type FnCtx, fnMarker, TXJOIN_STMT } from './code.js';

/**
 * `escapes` with calls that may throw plan exceptions counted as jumps: a branch that calls
 * a helper which may throw (or, when any function throws, a dynamic or callback call) does
 * not lower the pc at its end, since whether the code after it runs depends on the branch.
 */
export function escapes(em: Emitter, s: A.Node, label?: string): boolean {
  return leaves(s, label, (n) => em.mayThrowPlanException(n));
}

/** Whether evaluating `n` (nested functions not entered) may throw from plan code. */
export function mayThrowPlanException(em: Emitter, n: unknown): boolean {
  if (n === null || typeof n !== 'object') return false;
  if (Array.isArray(n)) return n.some((x) => em.mayThrowPlanException(x));
  const node = n as A.Node;
  if (typeof node.type !== 'string') return false;
  if (
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionDeclaration'
  ) {
    return false;
  }
  if (node.type === 'CallExpression' && em.callMayThrow(node as A.CallExpression)) return true;
  for (const [k, v] of Object.entries(node)) {
    if (k !== 'loc' && em.mayThrowPlanException(v)) return true;
  }
  return false;
}

export function callMayThrow(em: Emitter, e: A.CallExpression): boolean {
  const callee = e.callee;
  if (callee.type === 'Identifier') {
    const r = em.an.refs.get(callee);
    if (r?.kind === 'builtin') return false;
    if (r?.kind === 'local' && r.binding.staticFn !== undefined) {
      return (
        r.binding.staticFn.throws ||
        (em.an.anyThrows && e.arguments.some((a) => a.type === 'SpreadElement'))
      );
    }
    return em.an.anyThrows;
  }
  if (callee.type === 'MemberExpression') {
    if (callee.object.type === 'Identifier' && em.an.refs.get(callee.object)?.kind === 'builtin') {
      return false;
    }
  }
  return em.an.anyThrows;
}

export function func(
  em: Emitter,
  f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
  name: string,
): string {
  const info = em.an.fns.get(f) as FnInfo;
  const ctx: FnCtx = {
    gen: info.gen,
    temps: [],
    throws: info.throws,
    info,
    main: false,
    tries: 0,
    dirty: false,
  };
  em.fnStack.push(ctx);
  const params: string[] = [];
  const prologue: string[] = [];
  let pi = 0;
  for (const p of f.params) {
    if (p.type === 'Identifier' && !info.nonSimple) {
      params.push(p.name, `${p.name}$l`);
      // a missing argument arrives without a label: whether it is missing depends on how
      // many arguments a spread call passed ($cl)
      prologue.push(`if (${p.name}$l === undefined) ${p.name}$l = ${em.sj('$cl')};`);
    } else if (p.type === 'RestElement') {
      params.push('...$rest');
      const arr = `$REST($rest, 0, ${em.sj('$cl')})`;
      if (p.argument.type === 'Identifier') {
        prologue.push(`let ${p.argument.name} = ${arr}, ${p.argument.name}$l = ${em.sj('$LIT')};`);
      } else {
        const t = em.tmp();
        prologue.push(`${t} = ${arr}; ${t}l = ${em.sj('$LIT')};`);
        prologue.push(em.declare('let', p.argument, t, `${t}l`));
      }
    } else {
      const a = `$a${pi}`;
      params.push(a, `${a}l`);
      prologue.push(`if (${a}l === undefined) ${a}l = ${em.sj('$cl')};`);
      prologue.push(em.declare('let', p, a, `${a}l`));
    }
    pi++;
  }
  // Strict mode: a function may run inside a caller's try, after an operation of the
  // caller's statement that may have thrown.
  if (em.strict) prologue.unshift(CHECK_STMT);
  // The argument count's label, set by a spread call; read once, before anything else runs.
  if (f.params.length > 0) prologue.unshift('const $cl = $R.cl; $R.cl = $LIT;');
  let body: string;
  if (f.body.type === 'BlockStatement') {
    // parameters that read or call nothing leave the entry check in force
    ctx.entered = true;
    // (non-simple parameters: the body's scope is apart from theirs, so a closure in a
    // default sees no name the body declares; a `var` naming a parameter starts as its value)
    const vars = em.varEntry(info);
    if (vars.pre !== '') prologue.push(vars.pre);
    const stmts = f.body.body.map((s) => em.scopedStmt(s));
    body = [vars.decl, ...stmts].filter((x) => x !== '').join('\n');
    if (info.nonSimple) body = `{\n${body}\n}`;
  } else {
    ctx.dirty = false;
    body = em.returnOf(f.body);
  }
  const exit = em.strict ? `${EXIT_STMT}\n` : '';
  em.fnStack.pop();
  checkScopeNames(f, ctx.temps.length);
  checkFunctionSize(f, body.length - (ctx.nested ?? 0));
  // the parent's own size leaves this function's code out
  em.fn.nested = (em.fn.nested ?? 0) + body.length;
  const temps = ctx.temps.length > 0 ? `let ${ctx.temps.join(', ')};\n` : '';
  // Strict mode: an exception leaving the function carries its pc at the throw (the local
  // $pc, not yet lowered by the branch the throw left).
  // Strict mode: a `return` inside a try statement of this function joins its pc into $R.tx
  // (EXIT_STMT), but the try's wrapper may then restore $R.tx on the way out (a catch that
  // cannot throw) although the caller continues only because the function returned there:
  // the join is made again once every such wrapper has run (the return skips the statement
  // ends that lower $pc, so $pc still holds the pc at the return).
  const rejoin = em.strict && returnsInsideTry(f.body) ? ` finally { ${TXJOIN_STMT} }` : '';
  const guarded = em.strict
    ? `try {\n${body}\n} catch ($e) { throw $RAISE($e, $pc); }${rejoin}`
    : body;
  return `function${info.gen ? '*' : ''} ${name}($pc${params.length > 0 ? ', ' : ''}${params.join(', ')}) {${fnMarker(f, em.fnNames.get(f) ?? name, em.methods.has(f))}\n${temps}${prologue.join('\n')}\n${guarded}\n${exit}$R.l = ${em.strict ? em.join('$LIT', '$pc', true) : '$LIT'};\n${info.throws ? '$R.xp = $pc;\n' : ''}return undefined;\n}`;
}
