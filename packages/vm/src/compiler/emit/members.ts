/**
 * Member reads and writes, assignments (to names, members and patterns) and optional chains.
 */
import type * as A from 'acorn';
import { staticKey } from '../analysis/ast.js';
import { CONSTRUCTOR_VALUES } from '../analysis/globals.js';
import type { Emitter } from '../emit.js';
import { charge, isLiteral, type Res, SIMPLE, WEIGHED } from './code.js';

export function assign(em: Emitter, e: A.AssignmentExpression): Res {
  const op = e.operator;
  if (e.left.type === 'Identifier') {
    const n = e.left.name;
    if (op === '=') {
      const r = em.expr(e.right);
      const lab = em.sj(r.l);
      return {
        c:
          lab === `${n}$l` && !em.strict
            ? `(${n} = ${r.c})`
            : `(${n} = ${r.c}, ${n}$l = ${em.nv(n, lab)}, ${n})`,
        l: `${n}$l`,
        pure: false,
        prim: r.prim,
      };
    }
    if (op === '||=' || op === '&&=' || op === '??=') {
      const r = em.expr(e.right);
      const p = em.tmp();
      const test =
        op === '&&=' ? n : op === '||=' ? `!${n}` : `(${n} === null || ${n} === undefined)`;
      // The old label is kept before the right side runs: it may assign the variable too.
      const tj = em.txJoinLabel(e.right, `${n}$l`);
      return {
        c: `(${tj}${test} ? (${p} = $pc, ${p}l = ${n}$l, $pc = $J($pc, ${p}l), ${em.up([e.right], e, p)}${n} = ${r.c}, ${n}$l = ${em.nv(n, em.sj(em.join(`${p}l`, r.l)))}, $pc = ${p}, ${n}) : ${n})`,
        l: `${n}$l`,
        pure: false,
        prim: false,
      };
    }
    const bop = op.slice(0, -1);
    const r0 = em.coerce(em.expr(e.right));
    const wb = WEIGHED.has(bop);
    const r = wb && !isLiteral(e.right) ? { r: { ...r0.r, c: em.weigh(r0.r.c) }, l: r0.l } : r0;
    const wn = wb ? `${charge(n)}, ` : '';
    const binding = em.an.refs.get(e.left);
    if (binding?.kind === 'local' && binding.binding.prim && r.r.pure) {
      // a primitive-only variable and a right side without effects (it cannot assign the
      // variable meanwhile): no coercion hook, no temp for the old value
      const lab = em.sj(em.join(`${n}$l`, r.l));
      const setL = lab === `${n}$l` && !em.strict ? '' : `, ${n}$l = ${em.nv(n, lab)}`;
      return {
        c: `(${wn}${n} = ${n} ${bop} ${r.r.c}${setL}, ${n})`,
        l: `${n}$l`,
        pure: false,
        prim: true,
      };
    }
    const old = em.tmp();
    return {
      c: `(${old} = ${n}, ${old}l = ${n}$l, ${wb ? `${charge(old)}, ` : ''}${n} = ${old} ${bop} ${r.r.c}, ${n}$l = ${em.nv(n, em.sj(em.join(`(typeof ${old} === 'object' ? $DL(${old}, ${old}l) : ${old}l)`, r.l)))}, ${n})`,
      l: `${n}$l`,
      pure: false,
      prim: true,
    };
  }
  if (e.left.type === 'MemberExpression') {
    const m = e.left;
    const r = em.tmp();
    if (op === '=') {
      const o = em.expr(m.object as A.Expression);
      const v = em.expr(e.right);
      const sk = staticKey(m.property, m.computed);
      if (sk !== undefined) {
        return {
          c: `(${r} = $S(${o.c}, ${em.sj(o.l)}, ${JSON.stringify(sk)}, ${v.c}, (${r}l = ${em.sj(v.l)}), $pc))`,
          l: `${r}l`,
          v: r,
          pure: false,
          prim: v.prim,
        };
      }
      const k = em.expr(m.property as A.Expression);
      return {
        c: `(${r} = $SK(${o.c}, ${em.sj(o.l)}, ${k.c}, ${k.l}, ${v.c}, (${r}l = ${em.sj(v.l)}), $pc))`,
        l: `${r}l`,
        v: r,
        pure: false,
        prim: v.prim,
      };
    }
    const bop = op.slice(0, -1);
    const o = em.tmp();
    const x = em.tmp();
    const or = em.expr(m.object as A.Expression);
    const { read, write } = memberAccess(em, m, o);
    const v = em.coerce(em.expr(e.right));
    const wb = WEIGHED.has(bop);
    const vc = wb && !isLiteral(e.right) ? em.weigh(v.r.c) : v.r.c;
    return {
      c: `(${o} = ${or.c}, ${o}l = ${or.l}, ${x} = ${read}, ${x}l = $R.l, ${wb ? `${charge(x)}, ` : ''}${r} = ${x} ${bop} ${vc}, ${r}l = $J($CV(${x}, ${x}l), ${v.l}), ${write(r, em.sj(`${r}l`))})`,
      l: `${r}l`,
      v: r,
      pure: false,
      prim: true,
    };
  }
  // destructuring assignment
  const v = em.stab(em.expr(e.right));
  const t = em.tmp();
  return {
    c: `(${t} = ${v.c}, ${t}l = ${v.l}, ${em.assignPattern(e.left, t, `${t}l`)}, ${t})`,
    l: `${t}l`,
    v: t,
    pure: false,
    prim: false,
  };
}

/**
 * The read and the write of the member target `m` whose object the caller holds in temporary
 * `o` (a compound assignment, an update): a static key is spelled in; a computed one is
 * evaluated once, into a temporary, by the read.
 */
export function memberAccess(
  em: Emitter,
  m: A.MemberExpression,
  o: string,
): { read: string; write: (v: string, l: string) => string } {
  const sk = staticKey(m.property, m.computed);
  if (sk !== undefined) {
    const k = JSON.stringify(sk);
    return {
      read: `$G(${o}, ${o}l, ${k})`,
      write: (v, l) => `$S(${o}, ${em.sj(`${o}l`)}, ${k}, ${v}, ${l}, $pc)`,
    };
  }
  const k = em.tmp();
  const kr = em.expr(m.property as A.Expression);
  return {
    read: `(${k} = ${kr.c}, ${k}l = ${kr.l}, $GK(${o}, ${o}l, ${k}, ${k}l))`,
    write: (v, l) => `$SK(${o}, ${em.sj(`${o}l`)}, ${k}, ${k}l, ${v}, ${l}, $pc)`,
  };
}

export function member(em: Emitter, e: A.MemberExpression, obj: Res | undefined): Res {
  if (obj === undefined && e.object.type === 'Identifier') {
    const r = em.an.refs.get(e.object);
    if (r?.kind === 'builtin' && !CONSTRUCTOR_VALUES.has(r.name)) {
      const k = staticKey(e.property, e.computed) as string;
      return { c: `${r.name}.${k}`, l: '$LIT', v: `${r.name}.${k}`, pure: true, prim: true };
    }
  }
  const res = em.memberRead(e, obj);
  em.mark();
  return res;
}

export function memberRead(em: Emitter, e: A.MemberExpression, obj: Res | undefined): Res {
  const o = obj ?? em.expr(e.object as A.Expression);
  // strict mode, maybe inside a try: whether the read throws (on null or undefined) depends
  // on the reference's label, so it joins what decided the try ($R.tx) first, as $G does;
  // the inline paths below read only objects and strings, which never throw
  const inTry =
    em.checking && SIMPLE.test(o.l)
      ? `$R.td > 0 && ${o.l} !== $R.tx && $R.STX($J($R.tx, ${o.l})), `
      : '';
  const t = em.tmp();
  const sk = staticKey(e.property, e.computed);
  if (sk === 'length' && o.v !== undefined && SIMPLE.test(o.v) && SIMPLE.test(o.l)) {
    // strings: length is labelled with the string's own label; no helper call
    return {
      c: `(${o.c}, ${inTry}typeof ${o.v} === 'string' ? (${t} = ${o.v}.length, ${t}l = ${o.l}, ${t}) : (${t} = $G(${o.v}, ${o.l}, 'length'), ${t}l = $R.l, ${t}))`,
      l: `${t}l`,
      v: t,
      pure: o.pure,
      prim: false,
    };
  }
  let read: string;
  let pure = o.pure;
  if (sk !== undefined && o.v !== undefined && SIMPLE.test(o.v) && SIMPLE.test(o.l)) {
    // inline fast path: a plain object with a labelled own slot (the common case); else $G
    const m = em.tmp();
    const k = JSON.stringify(sk);
    const ol = o.l;
    const fast = `(${t}l = (${ol} === ${m}.c && ${ol} === ${m}l) ? ${ol} : $J($J(${ol}, ${m}.c), ${m}l), ${t} = ${o.v}[${k}])`;
    const slow = `(${t} = $G(${o.v}, ${ol}, ${k}), ${t}l = $R.l, ${t})`;
    const pre = o.c === o.v ? '' : `${o.c}, `;
    return {
      c: `(${pre}${inTry}(${m} = ${o.v}?.[$MK]) !== undefined && ${m}.a === false && (${m}l = ${m}.s[${k}]) !== undefined ? ${fast} : ${slow})`,
      l: `${t}l`,
      v: t,
      pure,
      prim: false,
    };
  }
  if (sk !== undefined) read = `$G(${o.c}, ${o.l}, ${JSON.stringify(sk)})`;
  else {
    const k = em.expr(e.property as A.Expression);
    read = `$GK(${o.c}, ${o.l}, ${k.c}, ${k.l})`;
    pure = pure && k.pure;
  }
  return { c: `(${t} = ${read}, ${t}l = $R.l, ${t})`, l: `${t}l`, v: t, pure, prim: false };
}

export function chain(em: Emitter, e: A.ChainExpression): Res {
  const out = em.tmp();
  const fin = (r: Res): string => `(${out} = ${r.c}, ${out}l = ${r.l}, ${out})`;
  const outer = em.chainNode;
  em.chainNode = e;
  const code = em.chainEval(e.expression as A.Expression, fin, out);
  em.chainNode = outer;
  return { c: code, l: `${out}l`, v: out, pure: false, prim: false };
}

/** `code` run with the pc raised by `label` (restored after; the value is code's). */
export function underLabel(em: Emitter, label: string, code: string, node?: A.Node): string {
  const sv = em.tmp();
  const r = em.tmp();
  return `(${sv} = $pc, $pc = ${em.join('$pc', label)}, ${node === undefined ? '' : em.up([node], node, sv)}${r} = ${code}, $pc = ${sv}, ${r})`;
}

export function chainEval(
  em: Emitter,
  node: A.Expression,
  k: (r: Res) => string,
  out: string,
): string {
  if (node.type === 'MemberExpression') {
    return em.chainEval(
      node.object as A.Expression,
      (o0) => {
        const o = em.stab(o0);
        const read = em.member(node, {
          c: o.v as string,
          l: o.l,
          v: o.v,
          pure: true,
          prim: false,
        });
        if (node.optional) {
          return `(${o.c}, ${em.txJoinLabel(null, o.l)}(${o.v} === null || ${o.v} === undefined) ? (${out} = undefined, ${out}l = ${o.l}, ${out}) : ${em.underLabel(o.l, k(read), em.chainNode)})`;
        }
        return `(${o.c}, ${k(read)})`;
      },
      out,
    );
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
    const callee = node.callee;
    return em.chainEval(
      callee.object as A.Expression,
      (o0) => {
        const o = em.stab(o0);
        const r = em.call(node, { c: o.v as string, l: o.l, v: o.v, pure: true, prim: false });
        if (callee.optional) {
          return `(${o.c}, ${em.txJoinLabel(null, o.l)}(${o.v} === null || ${o.v} === undefined) ? (${out} = undefined, ${out}l = ${o.l}, ${out}) : ${em.underLabel(o.l, k(r), em.chainNode)})`;
        }
        return `(${o.c}, ${k(r)})`;
      },
      out,
    );
  }
  return k(em.expr(node));
}
