/**
 * Calls: external calls (the call event), builtin calls, plan function calls, method calls,
 * `Array.prototype.m.call`, and `new`.
 */
import type * as A from 'acorn';
import { arrayProtoCall, externalArgument, reject, staticKey } from '../analysis/ast.js';
import type { Emitter } from '../emit.js';
import { CALLBACK_METHODS, PLAIN_METHODS, type Res, SIMPLE } from './code.js';

export function argArrays(
  em: Emitter,
  args: readonly (A.Expression | A.SpreadElement)[],
): {
  pre: string;
  vals: string;
  labs: string;
} {
  if (args.every((a) => a.type !== 'SpreadElement')) {
    const rs = em.seq(args.map((a) => em.expr(a)));
    return {
      pre: '',
      vals: `[${rs.map((r) => r.c).join(', ')}]`,
      labs: `[${rs.map((r) => r.l).join(', ')}]`,
    };
  }
  const v = em.tmp();
  const steps = [`${v} = []`, `${v}l = []`];
  for (const a of args) {
    if (a.type === 'SpreadElement') {
      const r = em.expr(a.argument);
      em.mark();
      steps.push(`$SPA(${v}, ${v}l, ${r.c}, ${r.l}, $pc)`);
    } else {
      const r = em.expr(a);
      steps.push(`${v}.push(${r.c})`, `${v}l.push(${r.l})`);
    }
  }
  return { pre: `${steps.join(', ')}, `, vals: v, labs: `${v}l` };
}

export function builtinCall(
  em: Emitter,
  name: string,
  args: readonly (A.Expression | A.SpreadElement)[],
): Res {
  const t = em.tmp();
  if (name.startsWith('Math.') && args.every((a) => a.type !== 'SpreadElement')) {
    const rs = em.seq(args.map((a) => em.expr(a as A.Expression))).map((r) => em.coerce(r));
    return {
      c: `(${t} = ${name}(${rs.map((r) => r.r.c).join(', ')}), ${t}l = ${em.joinAll(rs.map((r) => r.l))}, ${t})`,
      l: `${t}l`,
      v: t,
      pure: rs.every((r) => r.r.pure),
      prim: true,
    };
  }
  const a = em.argArrays(args);
  // a builtin that calls a plan callback (Array.from(x, f)) reports the callbacks' exit pc
  const xp =
    em.an.anyThrows && name === 'Array.from' && args.length > 1
      ? `, $pc = ${em.join('$pc', '$R.xp')}`
      : '';
  return {
    c: `(${a.pre}${t} = $BI(${JSON.stringify(name)}, $pc, ${a.vals}, ${a.labs}), ${t}l = $R.l${xp}, ${t})`,
    l: `${t}l`,
    v: t,
    pure: false,
    prim: false,
  };
}

/**
 * An external call whose result the statement throws away (`send({...});`): the in-VM
 * runtime then skips interning the result's label and importing its value (a result
 * nobody reads cannot influence anything). A tool error is still thrown, with its label.
 */
export function discardedExternal(em: Emitter, e: A.Expression): string | undefined {
  if (e.type !== 'CallExpression' || e.callee.type !== 'Identifier') return undefined;
  const r = em.an.refs.get(e.callee);
  if (r?.kind !== 'external') return undefined;
  const o = em.expr(externalArgument(e));
  em.mark();
  return `(yield $EXT($pc, ${JSON.stringify(r.name)}, ${o.c}, ${o.l}, true))`;
}

export function call(em: Emitter, e: A.CallExpression, recv: Res | undefined): Res {
  const r = em.callInner(e, recv);
  em.mark();
  return r;
}

export function callInner(em: Emitter, e: A.CallExpression, recv: Res | undefined): Res {
  const gen = em.fn.gen;
  const callee = e.callee;
  const t = em.tmp();
  if (recv === undefined && callee.type === 'Identifier') {
    const r = em.an.refs.get(callee);
    if (r?.kind === 'external') {
      const o = em.expr(externalArgument(e));
      return {
        c: `(${t} = (yield $EXT($pc, ${JSON.stringify(r.name)}, ${o.c}, ${o.l})), ${t}l = $R.l, ${t})`,
        l: `${t}l`,
        v: t,
        pure: false,
        prim: false,
      };
    }
    if (r?.kind === 'builtin') return em.builtinCall(r.name, e.arguments);
    if (
      r?.kind === 'local' &&
      r.binding.staticFn !== undefined &&
      e.arguments.every((a) => a.type !== 'SpreadElement')
    ) {
      const target = r.binding.staticFn;
      const args = e.arguments.map((a) => {
        const x = em.expr(a as A.Expression);
        return `${x.c}, ${x.l}`;
      });
      const inv = `${callee.name}($pc${args.length > 0 ? ', ' : ''}${args.join(', ')})`;
      const callCode = target.gen ? `(yield* ${inv})` : inv;
      // a callee that may throw: continuing past the call depends on its exit pc
      const xp = target.throws ? `, $pc = ${em.join('$pc', '$R.xp')}` : '';
      return {
        c: `(${t} = ${callCode}, ${t}l = $R.l${xp}, ${t})`,
        l: `${t}l`,
        v: t,
        pure: false,
        prim: false,
      };
    }
  }
  const apc =
    recv === undefined
      ? arrayProtoCall(callee, (id) => em.an.refs.get(id)?.kind === 'builtin')
      : undefined;
  if (apc !== undefined) return em.arrayLikeCall(e, apc.method, apc.apply);
  if (
    recv === undefined &&
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    em.an.refs.get(callee.object)?.kind === 'builtin'
  ) {
    const ns = (callee.object as A.Identifier).name;
    return em.builtinCall(
      `${ns}.${staticKey(callee.property, callee.computed) as string}`,
      e.arguments,
    );
  }
  if (callee.type === 'MemberExpression') {
    const name = staticKey(callee.property, callee.computed);
    if (name === undefined) return reject('COMPUTED_KEY_UNSUPPORTED', callee);
    let o = recv ?? em.expr(callee.object as A.Expression);
    // The callee reference comes first: a null or undefined receiver throws before any
    // argument runs (o.missing.m(f()) never calls f). Literal arguments cannot tell.
    let chk = '';
    if (e.arguments.some((x) => x.type !== 'Literal')) {
      const s0 = em.stab(o);
      // strict mode: always through the prelude (inside a try, the arguments run only
      // because the receiver was not null: its label joins $R.tx either way)
      chk = em.strict
        ? `${s0.c}, $NN(${s0.v}, ${s0.l}, $pc), `
        : `${s0.c}, ${s0.v} == null && $NN(${s0.v}, ${s0.l}, $pc), `;
      o = { c: s0.v as string, l: s0.l, v: s0.v, pure: true, prim: s0.prim };
      em.mark();
    }
    const only = e.arguments[0];
    if (
      name === 'push' &&
      e.arguments.length === 1 &&
      only !== undefined &&
      only.type !== 'SpreadElement'
    ) {
      const x = em.expr(only);
      if (o.v !== undefined && SIMPLE.test(o.v) && SIMPLE.test(o.l)) {
        // inline fast path: an array whose structure, reference and new element share one label;
        // the slot label is not stored (an absent slot label reads as the structure label)
        const xs = em.stab(x);
        const m = em.tmp();
        const pcOk = em.strict ? ` && ${em.checking ? '$R.td === 0 && ' : ''}$pc === ${o.l}` : '';
        const pre = o.c === o.v ? '' : `${o.c}, `;
        return {
          c: `(${chk}${pre}${xs.c}, (${m} = ${o.v}?.[$MK]) !== undefined && ${m}.a === true && ${m}.c === ${o.l} && ${xs.l} === ${o.l}${pcOk} && ${m}.s.length <= ${o.v}.length ? (${m}.n++, ${t}l = ${o.l}, ${t} = ${o.v}.push(${xs.v})) : (${t} = $PUSH($pc, ${o.v}, ${o.l}, ${xs.v}, ${xs.l}), ${t}l = $R.l, ${t}))`,
          l: `${t}l`,
          v: t,
          pure: false,
          prim: false,
        };
      }
      return {
        c: `(${chk}${t} = $PUSH($pc, ${o.c}, ${o.l}, ${x.c}, ${x.l}), ${t}l = $R.l, ${t})`,
        l: `${t}l`,
        v: t,
        pure: false,
        prim: false,
      };
    }
    const a = em.argArrays(e.arguments);
    const useGen = gen && !PLAIN_METHODS.has(name);
    let rcv = o;
    let labs = a.labs;
    if (em.ws !== undefined && e.arguments.some((x) => em.isCallback(x))) {
      // A callback runs under the receiver's labels: what it may write is upgraded to that
      // pc here, where the names it captures are in scope (writes.ts).
      rcv = em.stab(o);
      const np = em.tmp();
      const ups = em.up([e], e, '$pc', np);
      if (ups !== '') {
        labs = `(${np} = $J($pc, $J(${rcv.l}, $SL(${rcv.v}))), ${ups}${a.labs})`;
      }
    }
    const inv = `${useGen ? '$CMG' : '$CM'}($pc, ${rcv.c}, ${rcv.l}, ${JSON.stringify(name)}, ${a.vals}, ${labs})`;
    const callCode = useGen ? `(yield* ${inv})` : inv;
    const xp = em.an.anyThrows ? `, $pc = ${em.join('$pc', '$R.xp')}` : '';
    return {
      c: `(${chk}${a.pre}${t} = ${callCode}, ${t}l = $R.l${xp}, ${t})`,
      l: `${t}l`,
      v: t,
      pure: false,
      prim: false,
    };
  }
  const f = em.expr(callee as A.Expression);
  const a = em.argArrays(e.arguments);
  const inv = gen
    ? `(yield* $CALLG(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs}))`
    : `$CALL(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs})`;
  const xp = em.an.anyThrows ? `, $pc = ${em.join('$pc', '$R.xp')}` : '';
  return {
    c: `(${a.pre}${t} = ${inv}, ${t}l = $R.l${xp}, ${t})`,
    l: `${t}l`,
    v: t,
    pure: false,
    prim: false,
  };
}

/**
 * `Array.prototype.m.call(o, ...args)` / `.apply(o, args)` (issue 22): the prelude's APC
 * takes the receiver as the first argument (an array: `o.m(...args)`; anything else: the
 * generic algorithm over its length and index keys). A callback runs under the receiver's
 * labels: what it may write is upgraded to them here, as for a method call.
 */
export function arrayLikeCall(em: Emitter, e: A.CallExpression, name: string, apply: boolean): Res {
  const t = em.tmp();
  const a = em.argArrays(e.arguments);
  let vals = a.vals;
  let labs = a.labs;
  if (em.ws !== undefined && e.arguments.some((x) => em.isCallback(x))) {
    const vt = em.tmp();
    const lt = em.tmp();
    const np = em.tmp();
    const ups = em.up([e], e, '$pc', np);
    if (ups !== '') {
      vals = `(${vt} = ${a.vals})`;
      labs = `(${lt} = ${a.labs}, ${np} = $J($pc, $APL(${vt}, ${lt})), ${ups}${lt})`;
    }
  }
  const useGen = em.fn.gen && CALLBACK_METHODS.has(name);
  const inv = `${useGen ? '$APCG' : '$APC'}($pc, ${JSON.stringify(name)}, ${vals}, ${labs}, ${apply})`;
  const callCode = useGen ? `(yield* ${inv})` : inv;
  const xp = em.an.anyThrows ? `, $pc = ${em.join('$pc', '$R.xp')}` : '';
  return {
    c: `(${a.pre}${t} = ${callCode}, ${t}l = $R.l${xp}, ${t})`,
    l: `${t}l`,
    v: t,
    pure: false,
    prim: false,
  };
}

/**
 * `new f(...)` on a function value: the prelude's NEW runs it as a call and returns what it
 * returned when that is an object, else a new empty object (plans have no `this`); a value
 * that is not a constructor (an arrow, a method, a builtin method) throws a TypeError.
 */
export function newFn(em: Emitter, e: A.NewExpression): Res {
  const t = em.tmp();
  const f = em.expr(e.callee as A.Expression);
  const a = em.argArrays(e.arguments);
  const inv = em.fn.gen
    ? `(yield* $NEWG(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs}))`
    : `$NEW(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs})`;
  const xp = em.an.anyThrows ? `, $pc = ${em.join('$pc', '$R.xp')}` : '';
  em.mark();
  return {
    c: `(${a.pre}${t} = ${inv}, ${t}l = $R.l${xp}, ${t})`,
    l: `${t}l`,
    v: t,
    pure: false,
    prim: false,
  };
}
