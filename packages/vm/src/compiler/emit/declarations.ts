/**
 * Declarations and patterns: `let`/`const`/`var`, the hoisted `var` bindings of a function,
 * destructuring (declared or assigned) with its defaults.
 */
import type * as A from 'acorn';
import { reject, staticKey } from '../analysis/ast.js';
import type { FnInfo } from '../analysis/scope.js';
import type { Emitter } from '../emit.js';

/**
 * A `var` statement (hoisted: the binding exists from the function's entry): each
 * declarator with an initialiser is an assignment, with no-sensitive-upgrade in strict mode
 * like any other; one without is nothing. An expression, or '' when there is nothing to do.
 */
export function varAssign(em: Emitter, d: A.VariableDeclaration): string {
  const parts: string[] = [];
  for (const decl of d.declarations) {
    if (!decl.init) continue;
    const r = em.expr(decl.init);
    if (decl.id.type === 'Identifier') {
      const n = decl.id.name;
      parts.push(`${n} = ${r.c}, ${n}$l = ${em.nv(n, em.sj(r.l))}`);
    } else {
      const t = em.tmp();
      parts.push(`${t} = ${r.c}, ${t}l = ${r.l}, ${em.assignPattern(decl.id, t, `${t}l`)}`);
    }
  }
  return parts.join(', ');
}

/**
 * The `var` bindings a function (or the top level) creates at its entry: `undefined` with
 * `literal()` (joined with the entry pc in strict mode), or a parameter's value for a `var`
 * that names a parameter of a non-simple list (its scope is apart from the body's).
 */
export function varEntry(em: Emitter, info: FnInfo): { pre: string; decl: string } {
  const decls: string[] = [];
  let pre = '';
  for (const b of info.vars) {
    if (b.fromParam !== undefined) {
      const t = em.tmp();
      pre += `${t} = ${b.fromParam.name}; ${t}l = ${b.fromParam.name}$l; `;
      decls.push(`${b.name} = ${t}, ${b.name}$l = ${t}l`);
    } else decls.push(`${b.name} = undefined, ${b.name}$l = ${em.sj('$LIT')}`);
  }
  return { pre, decl: decls.length === 0 ? '' : `let ${decls.join(', ')};` };
}

/** Names of a for-in/for-of declaration that its head expression refers to (in their TDZ). */
export function headTdz(em: Emitter, right: A.Node): string[] {
  const out = new Set<string>();
  const visit = (n: unknown): void => {
    if (n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    const node = n as A.Node;
    if (typeof node.type !== 'string') return;
    if (node.type === 'Identifier') {
      const r = em.an.refs.get(node as A.Identifier);
      if (r?.kind === 'local' && r.binding.declAt < -1) out.add(r.binding.name);
      return;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc') visit(v);
  };
  visit(right);
  return [...out];
}

export function varDecl(em: Emitter, d: A.VariableDeclaration, inFor: boolean): string {
  const kind = d.kind;
  const parts: string[] = [];
  for (const decl of d.declarations) {
    if (decl.id.type === 'Identifier') {
      const name = decl.id.name;
      if (decl.init) {
        const r = em.expr(decl.init);
        parts.push(`${name} = ${r.c}, ${name}$l = ${em.sj(r.l)}`);
      } else parts.push(`${name} = undefined, ${name}$l = ${em.sj('$LIT')}`);
    } else {
      if (!decl.init) return reject('UNSUPPORTED_SYNTAX', decl);
      const r = em.expr(decl.init);
      parts.push(em.patternDeclarators(decl.id, r.c, r.l, true));
    }
  }
  void inFor;
  return `${kind} ${parts.join(', ')}`;
}

/** `kind <pattern> = (value v, label l)` as a statement. */
export function declare(em: Emitter, kind: string, p: A.Pattern, v: string, l: string): string {
  return `${kind} ${em.patternDeclarators(p, v, l, false)};`;
}

/** Leaves of a pattern, each with the comma-expression prefix that computes intermediates. */
export function patternLeaves(
  em: Emitter,
  p: A.Pattern,
  v: string,
  l: string,
  out: { pre: string[]; name: string; v: string; l: string }[],
  pre: string[],
): void {
  switch (p.type) {
    case 'Identifier':
      out.push({ pre, name: p.name, v, l });
      return;
    case 'ObjectPattern': {
      em.mark();
      const o = em.tmp();
      const first = [...pre, `${o} = $DESTR(${v}, ${l}, $pc)`, `${o}l = ${l}`];
      let cur = first;
      const keys: string[] = [];
      for (const prop of p.properties) {
        if (prop.type === 'RestElement') {
          const r = em.tmp();
          em.patternLeaves(
            prop.argument,
            `(${r} = $RESTO(${o}, ${o}l, ${JSON.stringify(keys)}, $pc), ${r}l = $R.l, ${r})`,
            `${r}l`,
            out,
            cur,
          );
          cur = [];
          continue;
        }
        const k = staticKey(prop.key, prop.computed) as string;
        keys.push(k);
        const x = em.tmp();
        const read = `${x} = $G(${o}, ${o}l, ${JSON.stringify(k)})`;
        em.patternLeaves(prop.value, x, `${x}l`, out, [...cur, read, `${x}l = $R.l`]);
        cur = [];
      }
      if (cur.length > 0 && cur === first) out.push({ pre: cur, name: '', v: '', l: '' });
      return;
    }
    case 'ArrayPattern': {
      em.mark();
      const a = em.tmp();
      const first = [...pre, `${a} = $ITER(${v}, ${l}, $pc)`, `${a}l = $R.l`];
      let cur = first;
      p.elements.forEach((el, i) => {
        if (el === null) return;
        if (el.type === 'RestElement') {
          const r = em.tmp();
          em.patternLeaves(
            el.argument,
            `(${r} = $RESTA(${a}, ${a}l, ${i}, $pc), ${r}l = $R.l, ${r})`,
            `${r}l`,
            out,
            cur,
          );
          cur = [];
          return;
        }
        const x = em.tmp();
        em.patternLeaves(el, x, `${x}l`, out, [
          ...cur,
          `${x} = $G(${a}, ${a}l, ${i})`,
          `${x}l = $R.l`,
        ]);
        cur = [];
      });
      if (cur.length > 0 && cur === first) out.push({ pre: cur, name: '', v: '', l: '' });
      return;
    }
    case 'AssignmentPattern': {
      const d = em.stab(em.expr(p.right));
      const x = em.tmp();
      const sv = em.tmp();
      // the default runs only when the value is undefined: under that test's label
      const tj = em.txJoinLabel(p.right, `${x}l`);
      em.patternLeaves(p.left, x, `${x}l`, out, [
        ...pre,
        `${x} = ${v}`,
        `${x}l = ${l}`,
        ...(tj === '' ? [] : [tj.slice(0, -2)]),
        `${x}l = ${x} === undefined ? (${sv} = $pc, $pc = $J($pc, ${x}l), ${em.up([p.right], p.right, sv)}${d.c}, $pc = ${sv}, $J(${x}l, ${d.l})) : ${x}l`,
        `${x} = ${x} === undefined ? ${d.v} : ${x}`,
      ]);
      return;
    }
    case 'RestElement':
      em.patternLeaves(p.argument, v, l, out, pre);
      return;
    default:
      reject('ASSIGN_TARGET_UNSUPPORTED', p, p.type);
  }
}

export function patternDeclarators(
  em: Emitter,
  p: A.Pattern,
  v: string,
  l: string,
  fromExpr: boolean,
): string {
  const leaves: { pre: string[]; name: string; v: string; l: string }[] = [];
  let src = v;
  let srcL = l;
  const pre: string[] = [];
  if (fromExpr) {
    const t = em.tmp();
    pre.push(`${t} = ${v}`, `${t}l = ${l}`);
    src = t;
    srcL = `${t}l`;
  }
  em.patternLeaves(p, src, srcL, leaves, pre);
  const decls: string[] = [];
  let pending: string[] = [];
  for (const leaf of leaves) {
    if (leaf.name === '') {
      pending = [...pending, ...leaf.pre];
      continue;
    }
    const prefix = [...pending, ...leaf.pre];
    pending = [];
    const value = prefix.length > 0 ? `(${prefix.join(', ')}, ${leaf.v})` : leaf.v;
    decls.push(`${leaf.name} = ${value}, ${leaf.name}$l = ${em.sj(leaf.l)}`);
  }
  if (pending.length > 0) {
    const t = em.tmp();
    decls.push(`${t}d = (${pending.join(', ')})`);
  }
  if (decls.length === 0) {
    const t = em.tmp();
    decls.push(`${t}d = undefined`);
  }
  return decls.join(', ');
}

/** Assignment (not declaration) of a pattern from (v, l); returns an expression. */
export function assignPattern(em: Emitter, p: A.Pattern, v: string, l: string): string {
  const leaves: { pre: string[]; name: string; v: string; l: string }[] = [];
  em.patternLeaves(p, v, l, leaves, []);
  const parts: string[] = [];
  for (const leaf of leaves) {
    parts.push(...leaf.pre);
    if (leaf.name !== '') {
      parts.push(`${leaf.name} = ${leaf.v}`, `${leaf.name}$l = ${em.nv(leaf.name, em.sj(leaf.l))}`);
    }
  }
  return parts.length > 0 ? `(${parts.join(', ')})` : 'undefined';
}
