/**
 * The emitter (pass 2 of the compiler): the analysed plan to the shadow-label encoding the
 * prelude runs. This class holds the state of one emission (the function being emitted, its
 * temporaries, the write sets) and the small pieces every construct uses (joins, temporaries,
 * strict-mode checks); each kind of construct is emitted by a module of `emit/`, which this
 * class delegates to, so the modules reach one another only through it.
 */
import type * as A from 'acorn';
import { fnNames } from './analysis/ast.js';
import type { Analysis, FnInfo } from './analysis/scope.js';
import { mayThrowOp } from './analysis/throws.js';
import * as Calls from './emit/calls.js';
import {
  CHECK_EXPR,
  CHECK_STMT,
  charge,
  EXIT_STMT,
  type FnCtx,
  HELPERS,
  type Res,
  SIMPLE,
  STABLE_LABEL,
} from './emit/code.js';
import * as Declarations from './emit/declarations.js';
import * as Expressions from './emit/expressions.js';
import * as Functions from './emit/functions.js';
import * as Loops from './emit/loops.js';
import * as Members from './emit/members.js';
import * as Statements from './emit/statements.js';
import * as Strict from './emit/strict.js';
import { checkFunctionSize, checkScopeNames } from './limits.js';
import { WriteSets, writeSetBudget } from './writes.js';

export class Emitter {
  readonly fnStack: FnCtx[] = [];
  counter = 0;

  /** Strict mode: what each construct may write (upgraded before it branches). */
  readonly ws: WriteSets | undefined;

  /** Each function's `name` as plain JavaScript infers it (see `fnNames`). */
  readonly fnNames: Map<A.Node, string>;
  /** Functions written as methods (`{ m() {} }`): like arrows, not constructors. */
  readonly methods = new Set<A.Node>();

  constructor(
    readonly an: Analysis,
    readonly strict: boolean,
    program?: A.Program,
    /** The plan source: `String(f)` shows a function's own text, sliced from it. */
    readonly source?: string,
  ) {
    this.ws =
      strict && program !== undefined
        ? new WriteSets(program, an, writeSetBudget(source?.length ?? program.end))
        : undefined;
    this.fnNames = program !== undefined ? fnNames(program, this.methods) : new Map();
  }

  /** An argument that is a plan function: written inline, or a name bound to one. */
  isCallback(x: A.Node): boolean {
    if (x.type === 'FunctionExpression' || x.type === 'ArrowFunctionExpression') return true;
    if (x.type !== 'Identifier') return false;
    const r = this.an.refs.get(x as A.Identifier);
    return r?.kind === 'local' && r.binding.staticFn !== undefined;
  }

  // ---- strict mode: upgrades and what decided a throw (emit/strict.ts)
  up(
    nodes: readonly (A.Node | null | undefined)[],
    at: A.Node,
    before: string,
    after = '$pc',
    continuation = false,
    guard?: string,
  ): string {
    return Strict.up(this, nodes, at, before, after, continuation, guard);
  }

  get fn(): FnCtx {
    const f = this.fnStack[this.fnStack.length - 1];
    if (f === undefined) throw new Error('no function context');
    return f;
  }
  tmp(): string {
    const t = `$${++this.counter}`;
    this.fn.temps.push(t, `${t}l`);
    return t;
  }
  /** `c`'s value, after charging the budget for it if it is a long string (see WEIGH_MIN). */
  weigh(c: string): string {
    const t = this.tmp();
    return `(${t} = ${c}, ${charge(t)}, ${t})`;
  }
  nv(n: string, lab: string): string {
    return Strict.nv(this, n, lab);
  }
  sj(l: string): string {
    return this.strict ? this.join(l, this.pcUse(), true) : l;
  }
  /** Strict mode: whether code emitted here may run inside a try (so the checks are needed). */
  get checking(): boolean {
    return this.strict && (!this.fn.main || this.fn.tries > 0);
  }
  /** The pc for labelling an effect: raised first when an operation before it may have thrown. */
  pcUse(): string {
    return this.checking && this.fn.dirty ? CHECK_EXPR : '$pc';
  }
  /** An operation that may throw on data is being emitted. */
  mark(): void {
    this.fn.dirty = true;
  }
  /** A statement boundary (in a list). */
  stmt(s: A.Statement): string {
    if (!this.checking || s.type === 'FunctionDeclaration' || s.type === 'EmptyStatement') {
      return this.statement(s);
    }
    const entered = this.fn.entered === true && !this.fn.dirty;
    this.fn.entered = false;
    this.fn.dirty = false;
    return entered ? this.statement(s) : `${CHECK_STMT} ${this.statement(s)}`;
  }
  /** A single-statement body (of an if or a loop). */
  sub(s: A.Statement): string {
    if (s.type === 'BlockStatement' || !this.checking) return this.statement(s);
    return `{ ${this.stmt(s)} }`;
  }
  txJoin(n: unknown): string {
    return Strict.txJoin(this, n);
  }
  txJoinLabel(n: unknown, l: string): string {
    return Strict.txJoinLabel(this, n, l);
  }
  mayThrowOp(n: unknown): boolean {
    return mayThrowOp(this.an, this.fn.info, n);
  }
  /**
   * Join two label expressions. A literal operand is neutral in operators (the plan's own
   * constants add no dependency); `keepLit` keeps it (a created value still gets literal()).
   */
  join(a: string, b: string, keepLit = false): string {
    if (a === b) return a;
    if (!keepLit && a === '$LIT') return b;
    if (!keepLit && b === '$LIT') return a;
    if (SIMPLE.test(a) && SIMPLE.test(b)) return `(${a} === ${b} ? ${a} : $J(${a}, ${b}))`;
    if (SIMPLE.test(a) || SIMPLE.test(b)) {
      // equal labels are the common case: test inline, call the memoised join only on a miss
      const [x, y] = SIMPLE.test(a) ? [a, b] : [b, a];
      const t = `${this.tmp()}l`;
      return `(${t} = ${y}, ${x} === ${t} ? ${x} : $J(${x}, ${t}))`;
    }
    const ta = `${this.tmp()}l`;
    const tb = `${this.tmp()}l`;
    return `(${ta} = ${a}, ${tb} = ${b}, ${ta} === ${tb} ? ${ta} : $J(${ta}, ${tb}))`;
  }
  joinAll(ls: readonly string[]): string {
    const uniq = [...new Set(ls)];
    if (uniq.length === 0) return '$LIT';
    let acc = uniq[0] as string;
    for (let i = 1; i < uniq.length; i++) acc = this.join(acc, uniq[i] as string);
    return acc;
  }
  /** Make value and label addressable after evaluation. */
  stab(r: Res): Res {
    if (r.v !== undefined && STABLE_LABEL.test(r.l)) return r;
    const t = this.tmp();
    return {
      c: `(${t} = ${r.c}, ${t}l = ${r.l}, ${t})`,
      l: `${t}l`,
      v: t,
      pure: r.pure,
      prim: r.prim,
    };
  }
  /**
   * Make sure each label can still be evaluated after all the later items ran. Linear in the
   * items (red team U3: a copy of the later items per item made a 500 KB template literal
   * cost 8 minutes): whether any later item is impure is a suffix flag, computed once from
   * the right; the items are then stabilised left to right (the temporaries keep the order
   * they always had).
   */
  seq(rs: Res[]): Res[] {
    const out = rs.slice();
    const impureAfter: boolean[] = new Array(out.length);
    let impure = false;
    for (let i = out.length - 1; i >= 0; i--) {
      impureAfter[i] = impure;
      if (!(out[i] as Res).pure) impure = true;
    }
    for (let i = 0; i < out.length; i++) {
      const r = out[i] as Res;
      if (!STABLE_LABEL.test(r.l) && impureAfter[i] === true) out[i] = this.stab(r);
    }
    return out;
  }
  /** Label of a value that an operator coerces to a primitive (contents leak through it). */
  coerce(r: Res): { r: Res; l: string } {
    if (r.prim) return { r, l: r.l };
    const s = r.v !== undefined ? r : this.stab(r);
    if (SIMPLE.test(s.v as string) && SIMPLE.test(s.l)) {
      return { r: s, l: `(typeof ${s.v} === 'object' ? $DL(${s.v}, ${s.l}) : ${s.l})` };
    }
    return { r: s, l: `$CV(${s.v}, ${s.l})` };
  }

  program(p: A.Program): string {
    const ctx: FnCtx = {
      gen: true,
      temps: [],
      throws: false,
      info: this.an.main,
      main: true,
      tries: 0,
      dirty: false,
    };
    this.fnStack.push(ctx);
    const body = p.body.slice();
    const last = body[body.length - 1];
    const parts: string[] = [];
    const vars = this.varEntry(this.an.main).decl;
    if (vars !== '') parts.push(vars);
    for (const st of body) {
      if (st === last && st.type === 'ExpressionStatement') {
        parts.push(this.returnOf(st.expression));
      } else parts.push(this.scopedStmt(st as A.Statement));
    }
    this.fnStack.pop();
    checkScopeNames(p, ctx.temps.length);
    checkFunctionSize(p, parts.reduce((n, x) => n + x.length, 0) - (ctx.nested ?? 0));
    const temps = ctx.temps.length > 0 ? `let ${ctx.temps.join(', ')};\n` : '';
    const helpers = HELPERS.map((h) => `$${h} = $R.${h}`).join(', ');
    // the plan's text, once, for String(f) of its functions (each marks its own slice)
    const src =
      this.source !== undefined && this.an.fns.size > 0
        ? `$R.PSRC(${JSON.stringify(this.source)});\n`
        : '';
    return (
      `__zr.install(function ($R) {\n'use strict';\nconst ${helpers}, $LIT = $R.LIT, $MK = $R.MK;\n${src}` +
      `return function* ($pc, inputs, inputs$l) {\n${temps}${parts.join('\n')}\n$R.l = ${this.strict ? this.join('$LIT', '$pc', true) : '$LIT'};\nreturn undefined;\n};\n}, ${this.strict});\n`
    );
  }

  returnOf(e: A.Expression): string {
    const r = this.expr(e);
    const t = this.tmp();
    const xp = this.fn.throws ? ' $R.xp = $pc;' : '';
    const exit = this.checking ? ` ${EXIT_STMT}` : '';
    if (exit !== '') this.fn.dirty = false;
    return `${t} = ${r.c};${exit} $R.l = ${this.sj(r.l)};${xp} return ${t};`;
  }

  // ---- statements (emit/statements.ts)
  scopedStmt(s: A.Statement): string {
    return Statements.scopedStmt(this, s);
  }

  block(body: readonly A.Statement[]): string {
    return Statements.block(this, body);
  }

  statement(s: A.Statement, label?: string): string {
    return Statements.statement(this, s, label);
  }

  // ---- loops (emit/loops.ts)
  loopCheck(): string {
    return Loops.loopCheck(this);
  }

  // ---- declarations and patterns (emit/declarations.ts)
  varAssign(d: A.VariableDeclaration): string {
    return Declarations.varAssign(this, d);
  }

  varEntry(info: FnInfo): { pre: string; decl: string } {
    return Declarations.varEntry(this, info);
  }

  headTdz(right: A.Node): string[] {
    return Declarations.headTdz(this, right);
  }

  varDecl(d: A.VariableDeclaration, inFor: boolean): string {
    return Declarations.varDecl(this, d, inFor);
  }

  declare(kind: string, p: A.Pattern, v: string, l: string): string {
    return Declarations.declare(this, kind, p, v, l);
  }

  patternLeaves(
    p: A.Pattern,
    v: string,
    l: string,
    out: { pre: string[]; name: string; v: string; l: string }[],
    pre: string[],
  ): void {
    Declarations.patternLeaves(this, p, v, l, out, pre);
  }

  patternDeclarators(p: A.Pattern, v: string, l: string, fromExpr: boolean): string {
    return Declarations.patternDeclarators(this, p, v, l, fromExpr);
  }

  assignPattern(p: A.Pattern, v: string, l: string): string {
    return Declarations.assignPattern(this, p, v, l);
  }

  // ---- plan functions (emit/functions.ts)
  escapes(s: A.Node, label?: string): boolean {
    return Functions.escapes(this, s, label);
  }

  mayThrowPlanException(n: unknown): boolean {
    return Functions.mayThrowPlanException(this, n);
  }

  callMayThrow(e: A.CallExpression): boolean {
    return Functions.callMayThrow(this, e);
  }

  func(
    f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
    name: string,
  ): string {
    return Functions.func(this, f, name);
  }

  // ---- expressions (emit/expressions.ts)
  expr(e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier): Res {
    return Expressions.expr(this, e);
  }

  throwsItself(e: A.Node): boolean {
    return Expressions.throwsItself(this, e);
  }

  exprInner(e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier): Res {
    return Expressions.exprInner(this, e);
  }

  ident(e: A.Identifier): Res {
    return Expressions.ident(this, e);
  }

  arrayLit(e: A.ArrayExpression): Res {
    return Expressions.arrayLit(this, e);
  }

  objectLit(e: A.ObjectExpression): Res {
    return Expressions.objectLit(this, e);
  }

  propValue(p: A.Property): Res {
    return Expressions.propValue(this, p);
  }

  unary(e: A.UnaryExpression): Res {
    return Expressions.unary(this, e);
  }

  update(e: A.UpdateExpression): Res {
    return Expressions.update(this, e);
  }

  binary(e: A.BinaryExpression): Res {
    return Expressions.binary(this, e);
  }

  logical(e: A.LogicalExpression): Res {
    return Expressions.logical(this, e);
  }

  conditional(e: A.ConditionalExpression): Res {
    return Expressions.conditional(this, e);
  }

  // ---- members, assignments, optional chains (emit/members.ts)
  assign(e: A.AssignmentExpression): Res {
    return Members.assign(this, e);
  }

  member(e: A.MemberExpression, obj: Res | undefined): Res {
    return Members.member(this, e, obj);
  }

  memberRead(e: A.MemberExpression, obj: Res | undefined): Res {
    return Members.memberRead(this, e, obj);
  }

  /** The optional chain being emitted: its rest may write what the whole chain writes. */
  chainNode: A.Node | undefined;

  chain(e: A.ChainExpression): Res {
    return Members.chain(this, e);
  }

  underLabel(label: string, code: string, node?: A.Node): string {
    return Members.underLabel(this, label, code, node);
  }

  chainEval(node: A.Expression, k: (r: Res) => string, out: string): string {
    return Members.chainEval(this, node, k, out);
  }

  // ---- calls (emit/calls.ts)
  argArrays(args: readonly (A.Expression | A.SpreadElement)[]): {
    pre: string;
    vals: string;
    labs: string;
  } {
    return Calls.argArrays(this, args);
  }

  builtinCall(name: string, args: readonly (A.Expression | A.SpreadElement)[]): Res {
    return Calls.builtinCall(this, name, args);
  }

  discardedExternal(e: A.Expression): string | undefined {
    return Calls.discardedExternal(this, e);
  }

  call(e: A.CallExpression, recv: Res | undefined): Res {
    return Calls.call(this, e, recv);
  }

  callInner(e: A.CallExpression, recv: Res | undefined): Res {
    return Calls.callInner(this, e, recv);
  }

  arrayLikeCall(e: A.CallExpression, name: string, apply: boolean): Res {
    return Calls.arrayLikeCall(this, e, name, apply);
  }

  newFn(e: A.NewExpression): Res {
    return Calls.newFn(this, e);
  }
}
