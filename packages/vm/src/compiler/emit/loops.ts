/**
 * Loops: `while`, `do ... while`, `for`, `for...of` and `for...in`, each test and step under
 * the pc its test raised.
 */
import type * as A from 'acorn';
import type { Emitter } from '../emit.js';
import { CHECK_EXPR } from './code.js';

/** Strict mode: a loop test or update runs after the body, like a statement. */
export function loopCheck(em: Emitter): string {
  if (!em.checking) return '';
  em.fn.dirty = false;
  return `${CHECK_EXPR}, `;
}

/** A `while` loop: the test raises the pc for the body and the following steps. */
export function whileStatement(
  em: Emitter,
  s: A.WhileStatement,
  label: string | undefined,
): string {
  const p = em.tmp();
  const t = em.tmp();
  const chk = em.loopCheck();
  const test = em.expr(s.test);
  const lab = label ? `${label}: ` : '';
  const restore = em.escapes(s, label) ? '' : ` ${em.txJoin(s)}$pc = ${p};`;
  const g = em.tmp();
  const ups = em.up([s], s, p, '$pc', em.escapes(s, label), g);
  const gs = ups === '' ? '' : `${g} = $pc, `;
  return `{ ${p} = $pc; ${lab}while ((${chk}${t} = ${test.c}, ${gs}$pc = ${em.join('$pc', test.l)}, ${ups}${t})) ${em.sub(s.body)}${restore} }`;
}

/** A `do ... while` loop. */
export function doWhileStatement(
  em: Emitter,
  s: A.DoWhileStatement,
  label: string | undefined,
): string {
  const p = em.tmp();
  const t = em.tmp();
  const body = em.sub(s.body);
  const chk = em.loopCheck();
  const test = em.expr(s.test);
  const lab = label ? `${label}: ` : '';
  const restore = em.escapes(s, label) ? '' : ` ${em.txJoin(s)}$pc = ${p};`;
  const g = em.tmp();
  const ups = em.up([s], s, p, '$pc', em.escapes(s, label), g);
  const gs = ups === '' ? '' : `${g} = $pc, `;
  return `{ ${p} = $pc; ${lab}do ${body} while ((${chk}${t} = ${test.c}, ${gs}$pc = ${em.join('$pc', test.l)}, ${ups}${t}));${restore} }`;
}

/** A `for (;;)` loop. */
export function forStatement(em: Emitter, s: A.ForStatement, label: string | undefined): string {
  const p = em.tmp();
  let init = '';
  if (s.init) {
    if (s.init.type === 'VariableDeclaration') {
      init = s.init.kind === 'var' ? em.varAssign(s.init) : em.varDecl(s.init, true);
    } else init = em.expr(s.init).c;
  }
  let test = '';
  if (s.test) {
    const t = em.tmp();
    const chk = em.loopCheck();
    const r = em.expr(s.test);
    const g = em.tmp();
    const ups = em.up([s], s, p, '$pc', em.escapes(s, label), g);
    const gs = ups === '' ? '' : `${g} = $pc, `;
    test = `(${chk}${t} = ${r.c}, ${gs}$pc = ${em.join('$pc', r.l)}, ${ups}${t})`;
  }
  let update = '';
  if (s.update) {
    const chk = em.loopCheck();
    // Strict mode: the loop's own variables live only inside it, and every run that
    // reaches the update ran the same iteration (a run that threw, broke or returned
    // has left the loop, where they no longer exist): they take the pc it runs under.
    let head = '';
    if (em.strict && s.init?.type === 'VariableDeclaration' && s.init.kind === 'let') {
      for (const d of s.init.declarations) {
        if (d.id.type === 'Identifier') {
          const n = d.id.name;
          head += `(${n}$l === $pc || (${n}$l = $J(${n}$l, $pc))), `;
        }
      }
    }
    update = `${chk}${head}${em.expr(s.update).c}`;
  }
  const lab = label ? `${label}: ` : '';
  const restore = em.escapes(s, label) ? '' : ` ${em.txJoin(s)}$pc = ${p};`;
  return `{ ${p} = $pc; ${lab}for (${init}; ${test}; ${update}) ${em.sub(s.body)}${restore} }`;
}

/** `for...of` and `for...in`: each step reads the structure of what it iterates. */
export function forInOfStatement(
  em: Emitter,
  s: A.ForOfStatement | A.ForInStatement,
  label: string | undefined,
): string {
  const p = em.tmp();
  const a = em.tmp();
  const i = em.tmp();
  const r = em.expr(s.right);
  if (s.type === 'ForOfStatement') em.mark();
  const obj = em.tmp();
  const src =
    s.type === 'ForOfStatement'
      ? `$ITER(${r.c}, ${r.l}, $pc, true)`
      : `$KEYS((${obj} = ${r.c}), ${r.l}, $pc)`;
  const fg = em.tmp();
  const forUps = em.up([s], s, p, '$pc', em.escapes(s, label), fg);
  const fgs = forUps === '' ? '' : `${fg} = $pc, `;
  // for-in skips keys deleted before they are visited: whether it does depends on the
  // object's structure now, which the loop body may have changed (under a raised pc)
  const skip =
    s.type === 'ForInStatement'
      ? `${fgs}$pc = ${em.join('$pc', `$SL(${obj})`)}; ${forUps}0; if (!$HASK(${obj}, ${a}[${i}])) continue; `
      : '';
  // for-of reads the array's length at every step: the body may have changed it
  const chk = em.loopCheck();
  const more =
    s.type === 'ForOfStatement'
      ? `(${chk}${fgs}$pc = ${em.join('$pc', `$NX(${a}, $pc)`)}, ${forUps}${i} < ${a}.length)`
      : `(${chk}${i} < ${a}.length)`;
  const elem = s.type === 'ForOfStatement' ? `$EL(${a}, ${a}l, ${i})` : `${a}[${i}]`;
  const elemL = s.type === 'ForOfStatement' ? '$R.l' : `${a}l`;
  let bind: string;
  if (s.left.type === 'VariableDeclaration' && s.left.kind === 'var') {
    // one binding of the function for the whole loop: assigned at every step
    const d = s.left.declarations[0] as A.VariableDeclarator;
    const e = em.tmp();
    bind = `${e} = ${elem}; ${e}l = ${elemL}; ${em.assignPattern(d.id, e, `${e}l`)};`;
  } else if (s.left.type === 'VariableDeclaration') {
    const d = s.left.declarations[0] as A.VariableDeclarator;
    const kind = s.left.kind === 'const' ? 'const' : 'let';
    if (d.id.type === 'Identifier') {
      bind = `${kind} ${d.id.name} = ${elem}, ${d.id.name}$l = ${em.sj(elemL)};`;
    } else {
      const e = em.tmp();
      bind = `${e} = ${elem}; ${e}l = ${elemL}; ${em.declare(kind, d.id, e, `${e}l`)}`;
    }
  } else {
    const e = em.tmp();
    bind = `${e} = ${elem}; ${e}l = ${elemL}; ${em.assignPattern(s.left as A.Pattern, e, `${e}l`)};`;
  }
  const lab = label ? `${label}: ` : '';
  const restore = em.escapes(s, label) ? '' : ` ${em.txJoin(s.body)}$pc = ${p};`;
  em.fn.dirty = true;
  const body = em.sub(s.body);
  // The head runs where the loop's own names exist uninitialised (TDZ): a reference to
  // one of them there throws a ReferenceError, now or (a closure) whenever called. The
  // names are declared by a `let` that control never reaches.
  const tdz = em.headTdz(s.right);
  const head =
    tdz.length === 0
      ? `${a} = ${src}; ${a}l = $R.l;`
      : `$tdz: { ${a} = ${src}; ${a}l = $R.l; break $tdz; let ${tdz.flatMap((n) => [n, `${n}$l`]).join(', ')}; }`;
  return `{ ${p} = $pc; ${head} ${fgs}$pc = ${em.join('$pc', `${a}l`)}; ${forUps}0; ${lab}for (${i} = 0; ${more}; ${i}++) { ${skip}${bind} ${body} }${restore} }`;
}
