/**
 * Expressions: identifiers, literals, operators and conditionals, each as code and a label
 * expression (`Res`).
 */
import type * as A from 'acorn';
import { reject, staticKey } from '../analysis/ast.js';
import { CONSTRUCTOR_VALUES, ERROR_CONSTRUCTORS } from '../analysis/globals.js';
import type { Emitter } from '../emit.js';
import { charge, isLiteral, type Res, WEIGHED } from './code.js';
import { memberAccess } from './members.js';

export function expr(
  em: Emitter,
  e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier,
): Res {
  const r = em.exprInner(e);
  if (em.strict && em.throwsItself(e)) em.mark();
  return r;
}

/** An operator that may throw (its operands aside; calls and reads mark themselves). */
export function throwsItself(em: Emitter, e: A.Node): boolean {
  switch (e.type) {
    case 'AssignmentExpression': {
      const l = (e as A.AssignmentExpression).left;
      return l.type !== 'Identifier' || em.mayThrowOp(l);
    }
    case 'UpdateExpression': {
      const a = (e as A.UpdateExpression).argument;
      return a.type !== 'Identifier' || em.mayThrowOp(a);
    }
    case 'UnaryExpression':
      return (e as A.UnaryExpression).operator === 'delete';
    case 'BinaryExpression':
      return (e as A.BinaryExpression).operator === 'in';
    case 'Identifier':
      return em.mayThrowOp(e);
    default:
      return false;
  }
}

export function exprInner(
  em: Emitter,
  e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier,
): Res {
  switch (e.type) {
    case 'Literal': {
      // numbers from their value: a sloppy-mode literal like `010` or `08` is invalid in the
      // strict-mode output
      if (e.regex !== undefined) {
        // a new RegExp at every evaluation, made by the prelude (a genuine, locked regex)
        const rx = `$RX(${JSON.stringify(e.regex.pattern)}, ${JSON.stringify(e.regex.flags)}, $pc)`;
        return { c: rx, l: em.sj('$LIT'), pure: false, prim: false };
      }
      const c =
        typeof e.value === 'string'
          ? JSON.stringify(e.value)
          : typeof e.value === 'number'
            ? `(${String(e.value)})`
            : String(e.raw);
      return { c, l: '$LIT', v: c, pure: true, prim: true };
    }
    case 'Identifier':
      return em.ident(e);
    case 'TemplateLiteral': {
      const rs = em.seq(e.expressions.map((x) => em.expr(x)));
      const parts: string[] = [];
      const labels: string[] = [];
      let code = '`';
      e.quasis.forEach((q, i) => {
        code += q.value.raw;
        const r = rs[i];
        if (r !== undefined && i < e.quasis.length - 1) {
          const co = em.coerce(r);
          code += `\${${co.r.c}}`;
          labels.push(co.l);
          parts.push(co.r.c);
        }
      });
      code += '`';
      return {
        c: code,
        l: em.joinAll(labels),
        pure: rs.every((r) => r.pure),
        prim: true,
      };
    }
    case 'ArrayExpression':
      return em.arrayLit(e);
    case 'ObjectExpression':
      return em.objectLit(e);
    case 'FunctionExpression':
    case 'ArrowFunctionExpression': {
      const name = e.type === 'FunctionExpression' && e.id ? e.id.name : '';
      return { c: `(${em.func(e, name)})`, l: em.sj('$LIT'), pure: true, prim: false };
    }
    case 'UnaryExpression':
      return em.unary(e);
    case 'UpdateExpression':
      return em.update(e);
    case 'BinaryExpression':
      return em.binary(e);
    case 'LogicalExpression':
      return em.logical(e);
    case 'AssignmentExpression':
      return em.assign(e);
    case 'MemberExpression':
      return em.member(e, undefined);
    case 'ConditionalExpression':
      return em.conditional(e);
    case 'CallExpression':
      return em.call(e, undefined);
    case 'NewExpression': {
      if (e.callee.type === 'Identifier' && em.an.refs.get(e.callee)?.kind === 'builtin') {
        // the analysis admits the Error constructors (as their calls), Map, Set, Date, RegExp,
        // and the wrappers and containers String, Number, Boolean, Object, Array
        const name = e.callee.name;
        return em.builtinCall(ERROR_CONSTRUCTORS.has(name) ? name : `new ${name}`, e.arguments);
      }
      return em.newFn(e);
    }
    case 'SequenceExpression': {
      const rs = e.expressions.map((x) => em.expr(x));
      const last = rs[rs.length - 1] as Res;
      return {
        c: `(${rs.map((r) => r.c).join(', ')})`,
        l: last.l,
        pure: rs.every((r) => r.pure),
        prim: last.prim,
      };
    }
    case 'ChainExpression':
      return em.chain(e);
    default:
      return reject('UNSUPPORTED_SYNTAX', e, e.type);
  }
}

export function ident(em: Emitter, e: A.Identifier): Res {
  const r = em.an.refs.get(e);
  if (r === undefined) return reject('UNDECLARED_IDENTIFIER', e);
  switch (r.kind) {
    case 'local':
      // (a function's own name inside a function expression is bound like a declaration's)
      if (r.binding.kind === 'fn' || r.binding.fnName === true)
        return { c: e.name, l: '$LIT', v: e.name, pure: true, prim: false };
      return { c: e.name, l: `${e.name}$l`, v: e.name, pure: true, prim: r.binding.prim };
    case 'inputs':
      return { c: 'inputs', l: 'inputs$l', v: 'inputs', pure: true, prim: false };
    case 'builtin':
      // a builtin constructor read as a value: its constant stand-in (the analysis admits
      // only CONSTRUCTOR_VALUES besides undefined, NaN and Infinity)
      if (CONSTRUCTOR_VALUES.has(e.name))
        return { c: `$CTOR(${JSON.stringify(e.name)})`, l: '$LIT', pure: true, prim: false };
      return { c: e.name, l: '$LIT', v: e.name, pure: true, prim: true };
    default:
      return reject('EXTERNAL_NOT_CALLED', e);
  }
}

export function arrayLit(em: Emitter, e: A.ArrayExpression): Res {
  // (the structure label is made after the elements: one may throw, strict mode raises it)
  if (e.elements.every((x) => x !== null && x.type !== 'SpreadElement')) {
    const rs = em.seq(e.elements.map((x) => em.expr(x as A.Expression)));
    const c = em.sj('$LIT');
    return {
      c: `$MA([${rs.map((r) => r.c).join(', ')}], [${rs.map((r) => r.l).join(', ')}], ${c})`,
      l: c,
      pure: rs.every((r) => r.pure),
      prim: false,
    };
  }
  const c = em.sj('$LIT');
  const t = em.tmp();
  const steps = [`${t} = $NA(${c})`];
  for (const el of e.elements) {
    if (el === null) continue;
    if (el.type === 'SpreadElement') {
      const r = em.expr(el.argument);
      em.mark();
      steps.push(`$AS(${t}, ${r.c}, ${r.l}, $pc)`);
    } else {
      const r = em.expr(el);
      steps.push(`$AP(${t}, ${r.c}, ${r.l})`);
    }
  }
  steps.push(t);
  return { c: `(${steps.join(', ')})`, l: em.sj('$LIT'), pure: false, prim: false };
}

export function objectLit(em: Emitter, e: A.ObjectExpression): Res {
  const simple = e.properties.every(
    (p) => p.type === 'Property' && !p.computed && staticKey(p.key, false) !== undefined,
  );
  if (simple) {
    const props = e.properties as A.Property[];
    const rs = em.seq(props.map((p) => em.propValue(p)));
    const keys = props.map((p) => JSON.stringify(staticKey(p.key, false)));
    const vals = rs.map((r, i) => `${keys[i]}: ${r.c}`).join(', ');
    const labs = rs.map((r, i) => `${keys[i]}: ${r.l}`).join(', ');
    const c = em.sj('$LIT');
    const t = em.tmp();
    return {
      c: `(${t} = {${vals}}, ${t}[$MK] = { c: ${c}, s: {__proto__: null${labs ? `, ${labs}` : ''}}, n: 0, a: false }, ${t})`,
      l: c,
      pure: rs.every((r) => r.pure),
      prim: false,
    };
  }
  const c = em.sj('$LIT');
  const t = em.tmp();
  const steps = [`${t} = $NO(${c})`];
  for (const p of e.properties) {
    if (p.type === 'SpreadElement') {
      const r = em.expr(p.argument);
      em.mark();
      steps.push(`$OS(${t}, ${r.c}, ${r.l})`);
      continue;
    }
    const sk = staticKey(p.key, p.computed);
    let kc: string;
    let kl: string;
    if (sk !== undefined) {
      kc = JSON.stringify(sk);
      kl = em.sj('$LIT');
    } else {
      const k = em.expr(p.key);
      kc = k.c;
      kl = em.sj(k.l);
    }
    const v = em.propValue(p);
    if (sk === undefined) em.mark();
    steps.push(`$OP(${t}, ${kc}, ${kl}, ${v.c}, ${v.l})`);
  }
  steps.push(t);
  return { c: `(${steps.join(', ')})`, l: em.sj('$LIT'), pure: false, prim: false };
}

export function propValue(em: Emitter, p: A.Property): Res {
  if (
    p.method &&
    (p.value.type === 'FunctionExpression' || p.value.type === 'ArrowFunctionExpression')
  ) {
    return { c: `(${em.func(p.value, '')})`, l: em.sj('$LIT'), pure: true, prim: false };
  }
  return em.expr(p.value);
}

export function unary(em: Emitter, e: A.UnaryExpression): Res {
  if (e.operator === 'delete') {
    const m = e.argument as A.MemberExpression;
    const o = em.expr(m.object as A.Expression);
    const t = em.tmp();
    const sk = staticKey(m.property, m.computed);
    let call: string;
    if (sk !== undefined) call = `$DEL(${o.c}, ${em.sj(o.l)}, ${JSON.stringify(sk)}, $LIT, $pc)`;
    else {
      const k = em.expr(m.property as A.Expression);
      call = `$DEL(${o.c}, ${em.sj(o.l)}, ${k.c}, ${k.l}, $pc)`;
    }
    return {
      c: `(${t} = ${call}, ${t}l = $R.l, ${t})`,
      l: `${t}l`,
      v: t,
      pure: false,
      prim: true,
    };
  }
  const r = em.expr(e.argument);
  switch (e.operator) {
    case '!':
    case 'typeof':
      return {
        c: `(${e.operator}${e.operator === 'typeof' ? ' ' : ''}${r.c})`,
        l: r.l,
        pure: r.pure,
        prim: true,
      };
    case 'void':
      return { c: `(void ${r.c})`, l: '$LIT', pure: r.pure, prim: true };
    default: {
      const co = em.coerce(r);
      const c = isLiteral(e.argument) ? co.r.c : em.weigh(co.r.c);
      return { c: `(${e.operator} ${c})`, l: co.l, pure: r.pure, prim: true };
    }
  }
}

export function update(em: Emitter, e: A.UpdateExpression): Res {
  const op = e.operator;
  if (e.argument.type === 'Identifier') {
    const n = e.argument.name;
    const lab = em.sj(`(typeof ${n} === 'object' ? $DL(${n}, ${n}$l) : ${n}$l)`);
    const nl = em.nv(n, lab);
    const c = e.prefix
      ? `(${charge(n)}, ${n}$l = ${nl}, ${op}${n})`
      : `(${charge(n)}, ${n}$l = ${nl}, ${n}${op})`;
    return { c, l: `${n}$l`, pure: false, prim: true };
  }
  const m = e.argument as A.MemberExpression;
  const o = em.tmp();
  const x = em.tmp();
  const n = em.tmp();
  const or = em.expr(m.object as A.Expression);
  const { read, write } = memberAccess(em, m, o);
  const delta = op === '++' ? '+ 1' : '- 1';
  const c = `(${o} = ${or.c}, ${o}l = ${or.l}, ${x} = ${read}, ${x}l = $CV(${x}, $R.l), ${charge(x)}, ${n} = +${x}, ${write(`${n} ${delta}`, em.sj(`${x}l`))}, ${e.prefix ? `${n} ${delta}` : n})`;
  return { c, l: `${x}l`, pure: false, prim: true };
}

export function binary(em: Emitter, e: A.BinaryExpression): Res {
  const [a0, b] = em.seq([em.expr(e.left as A.Expression), em.expr(e.right)]) as [Res, Res];
  const pure = a0.pure && b.pure;
  if (e.operator === 'in') {
    const t = em.tmp();
    return {
      c: `(${t} = $IN(${a0.c}, ${a0.l}, ${b.c}, ${b.l}), ${t}l = $R.l, ${t})`,
      l: `${t}l`,
      v: t,
      pure,
      prim: true,
    };
  }
  if (e.operator === '===' || e.operator === '!==') {
    // the native work is the common length, if both are strings of the same length
    const ac = isLiteral(e.left) || isLiteral(e.right) ? a0.c : em.weigh(a0.c);
    return { c: `(${ac} ${e.operator} ${b.c})`, l: em.join(a0.l, b.l), pure, prim: true };
  }
  let a = a0;
  if (!b.pure && !a.prim && a.v !== a.c) a = em.stab(a);
  const ca = em.coerce(a);
  const cb = em.coerce(b);
  const w = WEIGHED.has(e.operator);
  const lc = w && !isLiteral(e.left) ? em.weigh(ca.r.c) : ca.r.c;
  const rc = w && !isLiteral(e.right) ? em.weigh(cb.r.c) : cb.r.c;
  return {
    c: `(${lc} ${e.operator} ${rc})`,
    l: em.join(ca.l, cb.l),
    pure,
    prim: true,
  };
}

export function logical(em: Emitter, e: A.LogicalExpression): Res {
  const a = em.stab(em.expr(e.left));
  const b = em.expr(e.right);
  const r = em.tmp();
  const p = em.tmp();
  const takeB =
    e.operator === '&&'
      ? a.v
      : e.operator === '||'
        ? `!${a.v}`
        : `(${a.v} === null || ${a.v} === undefined)`;
  const bPart = b.pure
    ? `(${r} = ${b.c}, ${r}l = ${em.join(a.l, b.l)}, ${r})`
    : `(${p} = $pc, $pc = $J($pc, ${a.l}), ${em.up([e.right], e, p)}${r} = ${b.c}, ${r}l = ${em.join(a.l, b.l)}, $pc = ${p}, ${r})`;
  const tj = em.txJoinLabel(e.right, a.l);
  return {
    c: `(${a.c}, ${tj}${takeB} ? ${bPart} : (${r} = ${a.v}, ${r}l = ${a.l}, ${r}))`,
    l: `${r}l`,
    v: r,
    pure: a.pure && b.pure,
    prim: a.prim && b.prim,
  };
}

export function conditional(em: Emitter, e: A.ConditionalExpression): Res {
  const t = em.stab(em.expr(e.test));
  const x = em.expr(e.consequent);
  const y = em.expr(e.alternate);
  const r = em.tmp();
  const p = em.tmp();
  const arm = (b: Res): string =>
    b.pure
      ? `(${r} = ${b.c}, ${r}l = ${em.join(t.l, b.l)}, ${r})`
      : `(${p} = $pc, $pc = $J($pc, ${t.l}), ${em.up([e.consequent, e.alternate], e, p)}${r} = ${b.c}, ${r}l = ${em.join(t.l, b.l)}, $pc = ${p}, ${r})`;
  // which arm's operations ran (and may have thrown) depends on the test, taken or not
  const tj = em.txJoinLabel([e.consequent, e.alternate], t.l);
  return {
    c: `(${t.c}, ${tj}${t.v} ? ${arm(x)} : ${arm(y)})`,
    l: `${r}l`,
    v: r,
    pure: t.pure && x.pure && y.pure,
    prim: x.prim && y.prim,
  };
}
