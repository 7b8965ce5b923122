/**
 * Statements: a function body's statement list, blocks, `if`, `switch`, `try`, `return`,
 * `throw`, jumps and declarations (loops in loops.ts).
 */
import type * as A from 'acorn';
import { reject } from '../analysis/ast.js';
import { pcFree } from '../analysis/jumps.js';
import type { Emitter } from '../emit.js';
import { CHECK_STMT, charge, EXIT_STMT, isLiteral } from './code.js';
import * as Loops from './loops.js';

/**
 * A statement of a function body (or the plan's top level) with the temporaries it made
 * declared in a block of its own (red team U2): QuickJS resolves a name by a linear scan of
 * the names in scope, so one `let` of every temporary of the function (40,000 for 5,000
 * `if`s) made loading the plan quadratic, outside any deadline. A statement's temporaries
 * are dead after it (a closure made in it keeps the block's bindings). Declarations keep
 * theirs at function level: their bindings must stay in the function's scope.
 */
export function scopedStmt(em: Emitter, s: A.Statement): string {
  const temps = em.fn.temps;
  const before = temps.length;
  const code = em.stmt(s);
  if (
    temps.length === before ||
    s.type === 'VariableDeclaration' ||
    s.type === 'FunctionDeclaration' ||
    s.type === 'ClassDeclaration'
  ) {
    return code;
  }
  const mine = temps.splice(before);
  return `{ let ${mine.join(', ')};\n${code}\n}`;
}

export function block(em: Emitter, body: readonly A.Statement[]): string {
  return `{\n${body.map((s) => em.stmt(s)).join('\n')}\n}`;
}

export function statement(em: Emitter, s: A.Statement, label?: string): string {
  switch (s.type) {
    case 'ExpressionStatement': {
      const ext = em.discardedExternal(s.expression);
      return ext === undefined ? `${em.expr(s.expression).c};` : `${ext};`;
    }
    case 'BlockStatement':
      return em.block(s.body);
    case 'EmptyStatement':
      return ';';
    case 'ReturnStatement': {
      if (!s.argument) {
        const exit = em.checking ? `${EXIT_STMT} ` : '';
        return `{ ${exit}$R.l = ${em.strict ? em.join('$LIT', '$pc', true) : '$LIT'};${em.fn.throws ? ' $R.xp = $pc;' : ''} return undefined; }`;
      }
      return `{ ${em.returnOf(s.argument)} }`;
    }
    case 'LabeledStatement':
      return em.statement(s.body, s.label.name);
    case 'BreakStatement':
      return s.label ? `break ${s.label.name};` : 'break;';
    case 'ContinueStatement':
      return s.label ? `continue ${s.label.name};` : 'continue;';
    case 'IfStatement':
      return ifStatement(em, s, label);
    case 'SwitchStatement':
      return switchStatement(em, s, label);
    case 'ThrowStatement': {
      const r = em.expr(s.argument);
      return `throw $THROW(${r.c}, ${r.l}, $pc);`;
    }
    case 'TryStatement':
      return tryStatement(em, s, label);
    case 'WhileStatement':
      return Loops.whileStatement(em, s, label);
    case 'DoWhileStatement':
      return Loops.doWhileStatement(em, s, label);
    case 'ForStatement':
      return Loops.forStatement(em, s, label);
    case 'ForOfStatement':
    case 'ForInStatement':
      return Loops.forInOfStatement(em, s, label);
    case 'FunctionDeclaration':
      // (declared again later in the same function: that one is the binding's value)
      if (em.an.shadowedDecls.has(s)) return ';';
      return em.func(s, s.id.name);
    case 'VariableDeclaration': {
      if (s.kind !== 'var') return `${em.varDecl(s, false)};`;
      const c = em.varAssign(s);
      return c === '' ? ';' : `${c};`;
    }
    default:
      return reject('UNSUPPORTED_SYNTAX', s, s.type);
  }
}

/** An `if`: the branches run under the test (raised pc, upgraded write set). */
function ifStatement(em: Emitter, s: A.IfStatement, label: string | undefined): string {
  if (!em.strict && pcFree(s.consequent) && (s.alternate == null || pcFree(s.alternate))) {
    // normal mode, branches that can neither observe the pc nor leave: no raise needed
    const test = em.expr(s.test);
    const alt = s.alternate ? ` else ${em.statement(s.alternate)}` : '';
    return `if (${test.c}) ${em.statement(s.consequent)}${alt}`;
  }
  const p = em.tmp();
  const t = em.tmp();
  const test = em.expr(s.test);
  const cons = em.sub(s.consequent);
  const alt = s.alternate ? ` else ${em.sub(s.alternate)}` : '';
  const restore = em.escapes(s, label)
    ? ''
    : ` ${em.txJoin([s.consequent, s.alternate])}$pc = ${p};`;
  const ups = em.up([s], s, p, '$pc', em.escapes(s, label));
  return `{ ${p} = $pc; if ((${t} = ${test.c}, $pc = ${em.join('$pc', test.l)}, ${ups}${t})) ${cons}${alt}${restore} }`;
}

/** A `switch`: the cases run under the discriminant and the tests before them. */
function switchStatement(em: Emitter, s: A.SwitchStatement, label: string | undefined): string {
  const p = em.tmp();
  const d = em.expr(s.discriminant);
  const swUps = em.up([s], s, p, '$pc', em.escapes(s, label));
  const dt = em.tmp();
  const cases = s.cases
    .map((c) => {
      let head = 'default:';
      if (c.test) {
        const t = em.tmp();
        const r = em.expr(c.test);
        // each case compares with ===: charged like it (red team A5)
        const w = isLiteral(c.test) ? '' : `${charge(dt)}, `;
        head = `case (${t} = ${r.c}, ${w}$pc = ${em.join('$pc', r.l)}, ${swUps}${t}):`;
      }
      return `${head}\n${c.consequent.map((x) => em.stmt(x)).join('\n')}`;
    })
    .join('\n');
  const restore = em.escapes(s, label) ? '' : ` ${em.txJoin(s.cases)}$pc = ${p};`;
  return `{ ${p} = $pc; ${dt} = ${d.c}; $pc = ${em.join('$pc', d.l)}; ${swUps}0; ${label ? `${label}: ` : ''}switch (${dt}) {\n${cases}\n}${restore} }`;
}

/** A `try`: strict mode counts it and collects what decided whether its block threw. */
function tryStatement(em: Emitter, s: A.TryStatement, label: string | undefined): string {
  const p = em.tmp();
  const e = em.tmp();
  em.fn.tries++;
  let tryBlock = em.block(s.block.body);
  em.fn.tries--;
  if (em.strict) {
    // The prelude counts the try blocks the plan is in ($R.td) and collects what decided
    // whether an operation in them threw ($R.tx): the code after such an operation runs
    // under it (CHECK_STMT). Leaving the block (the wrapper's finally) hands it to the
    // catch handler ($R.tb) and, with a catch, restores it: the code after the whole
    // statement runs either way, unless the handler may throw too (whether it ran is
    // then part of what decides). A statement that escapes keeps the block's raise.
    const sv = em.tmp();
    const end = em.escapes(s, label) ? ` ${CHECK_STMT}` : '';
    const restore = s.handler != null && !em.mayThrowOp([s.handler.param, s.handler.body]);
    // what the statement (and, if its raise stays, the code after it) may write is
    // upgraded by every raise of what decides whether something in it threw
    const x = em.tmp();
    const ups = em.up([s], s, p, `$J(${p}, ${x})`, !restore || em.escapes(s, label));
    const hook = ups === '' ? '' : `(${x}) => { ${ups.slice(0, -2)}; }`;
    // An exception leaving the block raises tx by what decided it (the pc at the throw)
    // before the block's registration ends: the run that threw upgrades the same write
    // set as the run that did not, whose tx the same decision raised on its way.
    const xe = em.tmp();
    tryBlock = `{ ${sv} = $TIN(${hook}); try { ${tryBlock}${end} } catch (${xe}) { $R.TXE(${xe}, $pc); throw ${xe}; } finally { $TOUT(${sv}, ${restore}); } }`;
  }
  let inner = `try ${tryBlock}`;
  if (s.handler) {
    // The handler, its parameter pattern (defaults may run code) included, runs under
    // the pc the exception raised; $R.p is read before any of that code can change it.
    let bind = `$CAUGHT(${e}, $pc); $pc = $R.p;`;
    const param = s.handler.param;
    if (param) {
      const v = em.tmp();
      const caught = `${v} = $CAUGHT(${e}, $pc); ${v}l = $R.l; $pc = $R.p;`;
      bind =
        param.type === 'Identifier'
          ? `${caught} let ${param.name} = ${v}, ${param.name}$l = ${em.sj(`${v}l`)};`
          : `${caught} ${em.declare('let', param, v, `${v}l`)}`;
    }
    const h = em.block(s.handler.body.body);
    const hj = em.txJoin([s.handler.param, s.handler.body]);
    inner += ` catch (${e}) { ${bind} ${h}${hj === '' ? '' : ` ${hj}`} }`;
  }
  let out = `{ ${p} = $pc; ${inner}`;
  if (s.finalizer) {
    // An engine error (interrupt, out of memory, stack overflow) must not be swallowed
    // by a finally block that completes abruptly (break, return, throw): it is noted on
    // the way out of the try and thrown again before the block's own code runs. A plan
    // exception raises the block's pc: the block may swallow it (break, return).
    const fx = em.tmp();
    const x = em.tmp();
    const guarded = s.handler ? inner : tryBlock;
    // The block's own calls must not overwrite the label (and exit pc) a pending
    // `return` left in $R: they are kept and put back when the block completes.
    const sl = em.tmp();
    out = `{ ${p} = $pc; ${fx} = undefined; try { ${guarded} } catch (${x}) { if ($FATAL(${x})) ${fx} = ${x}; else $pc = ${em.strict ? `$J($EXC(${x}, $pc), $R.tb)` : `$EXC(${x}, $pc)`}; throw ${x}; } finally { if (${fx} !== undefined) throw ${fx}; ${sl} = $R.l; ${sl}l = $R.xp; ${em.block(s.finalizer.body)} $R.l = ${sl}; $R.xp = ${em.join(`${sl}l`, '$pc')}; }`;
  }
  out += em.escapes(s, label) ? ' }' : ` $pc = ${p}; }`;
  return out;
}
