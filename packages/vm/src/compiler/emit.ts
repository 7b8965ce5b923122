import type * as A from 'acorn';
import { arrayProtoCall, reject, staticKey } from './analysis/ast.js';
import { CONSTRUCTOR_VALUES, ERROR_CONSTRUCTORS } from './analysis/globals.js';
import { type Analysis, type Binding, type FnInfo, mayBeUninitialised } from './analysis/scope.js';
import {
  ARRAY_CALLBACK_METHODS,
  ARRAY_METHODS,
  NUMBER_METHODS,
  STRING_METHODS,
} from './builtins.js';
import { checkFunctionSize, checkScopeNames } from './limits.js';
import { WriteSets, writeSetBudget } from './writes.js';

/** A compiled expression: `c` computes the value; `l` is the label, valid right after `c`. */
interface Res {
  readonly c: string;
  readonly l: string;
  /** A side-effect-free expression naming the value after `c` ran (identifier or temp). */
  readonly v?: string;
  /** `c` assigns no plan variable and runs no plan code. */
  readonly pure: boolean;
  /** The value is certainly a primitive (no coercion hook, no contents). */
  readonly prim: boolean;
}

interface FnCtx {
  readonly gen: boolean;
  readonly temps: string[];
  /** Report the pc at normal exit (`$R.xp`): the function contains a throw. */
  readonly throws: boolean;
  readonly info: FnInfo;
  /** The plan's top level: outside a lexical try it never runs inside one. */
  readonly main: boolean;
  /** How many try blocks (not handlers) of this function enclose the code being emitted. */
  tries: number;
  /**
   * Strict mode: an operation that may throw on data was emitted since the last statement
   * boundary, so a use of the pc must first take in what decided that it did not throw.
   */
  dirty: boolean;
  /** The function's entry check is still in force: its first statement needs none. */
  entered?: boolean;
  /** Characters of the nested functions' code emitted inside this one (not its own). */
  nested?: number;
}

/**
 * Strict mode, inside a try (`$R.td > 0`, dynamically: helpers and callbacks run inside a
 * caller's): code runs only because no operation before it threw. The prelude joins into
 * `$R.tx` what decided that; a statement (and a use of the pc after such an operation inside
 * one) first raises the pc by it.
 */
const CHECK_STMT = 'if ($R.td > 0) $pc = $J($pc, $R.tx);';
const CHECK_EXPR = '($R.td > 0 ? ($pc = $J($pc, $R.tx)) : $pc)';
/** A function's exit: the caller continues only because nothing under this pc threw. */
const EXIT_STMT = 'if ($R.td > 0) $R.STX($pc = $J($pc, $R.tx));';
/** The end of a construct that raised the pc around operations that may throw. */
const TXJOIN_STMT = 'if ($R.td > 0) $R.STX($J($R.tx, $pc));';

/**
 * Work accounting (red team A5). QuickJS polls its interrupt handler once per 10,000 calls or
 * backward jumps, whatever each costs, and comparing or converting a string natively costs its
 * length (`===` of two equal 16 MB strings: ~40-70 ms, with no poll). An operator that may do
 * such work on a string longer than WEIGH_MIN first charges the budget for it (`$WS`: one
 * backward jump per 4,096 characters), so the host's deadline and budget are checked in
 * proportion to the work done, not to the number of operations.
 */
const WEIGH_MIN = 4096;
/** Binary operators whose native work grows with a string operand (`+` builds a rope). */
const WEIGHED = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '-',
  '*',
  '/',
  '%',
  '**',
  '<<',
  '>>',
  '>>>',
  '&',
  '|',
  '^',
]);
/** A literal operand: its own work is bounded by the plan's size. */
function isLiteral(n: A.Node): boolean {
  return (
    (n.type === 'Literal' && !(n as A.Literal & { regex?: unknown }).regex) ||
    (n.type === 'TemplateLiteral' && (n as A.TemplateLiteral).expressions.length === 0)
  );
}
/** The check that charges the budget for a long string held in the simple name `v`. */
function charge(v: string): string {
  return `typeof ${v} === 'string' && ${v}.length > ${WEIGH_MIN} && $WS(${v})`;
}

/** Helpers the compiled code takes from the prelude's runtime object. */
const HELPERS = [
  'J',
  'G',
  'GK',
  'S',
  'SK',
  'DEL',
  'IN',
  'MO',
  'MA',
  'NO',
  'NA',
  'OP',
  'OS',
  'AP',
  'AS',
  'ITER',
  'EL',
  'KEYS',
  'CALL',
  'CALLG',
  'CM',
  'CMG',
  'BI',
  'THROW',
  'CAUGHT',
  'REST',
  'RESTA',
  'RESTO',
  'DESTR',
  'EXT',
  'CV',
  'DL',
  'SPA',
  'PUSH',
  'HASK',
  'SL',
  'FATAL',
  'EXC',
  'RAISE',
  'TIN',
  'TOUT',
  'UV',
  'UO',
  'NV',
  'TDZ',
  'NX',
  'RX',
  'NN',
  'CTOR',
  'NEW',
  'WS',
  'NEWG',
  'APC',
  'APCG',
  'APL',
];

const CALLBACK_METHODS = new Set<string>(ARRAY_CALLBACK_METHODS);

/** Names of builtin methods that never call back into plan code. */
const PLAIN_METHODS = new Set<string>(
  [...STRING_METHODS, ...NUMBER_METHODS, ...ARRAY_METHODS].filter(
    // replace/replaceAll may call a plan callback (which may suspend at an external call)
    (m) => m !== 'replace' && m !== 'replaceAll',
  ),
);

const STABLE_LABEL = /^\$(LIT|\d+l)$/;
const SIMPLE = /^[A-Za-z_$][\w$]*$/;

export class Emitter {
  private readonly fnStack: FnCtx[] = [];
  private counter = 0;

  /** Strict mode: what each construct may write (upgraded before it branches). */
  private readonly ws: WriteSets | undefined;

  /** Each function's `name` as plain JavaScript infers it (see `fnNames`). */
  private readonly fnNames: Map<A.Node, string>;
  /** Functions written as methods (`{ m() {} }`): like arrows, not constructors. */
  private readonly methods = new Set<A.Node>();

  constructor(
    private readonly an: Analysis,
    private readonly strict: boolean,
    program?: A.Program,
    /** The plan source: `String(f)` shows a function's own text, sliced from it. */
    private readonly source?: string,
  ) {
    this.ws =
      strict && program !== undefined
        ? new WriteSets(program, an, writeSetBudget(source?.length ?? program.end))
        : undefined;
    this.fnNames = program !== undefined ? fnNames(program, this.methods) : new Map();
  }

  /** An argument that is a plan function: written inline, or a name bound to one. */
  private isCallback(x: A.Node): boolean {
    if (x.type === 'FunctionExpression' || x.type === 'ArrowFunctionExpression') return true;
    if (x.type !== 'Identifier') return false;
    const r = this.an.refs.get(x as A.Identifier);
    return r?.kind === 'local' && r.binding.staticFn !== undefined;
  }

  /**
   * Strict mode's write-set upgrade (writes.ts): right after a construct raised the pc from
   * `before` to `after`, every variable and container it may write (taken or not) is raised
   * to `after`, provided it already carried `before` (otherwise a write under the raised pc
   * fails the run: no-sensitive-upgrade, checked in the prelude). A comma-terminated prefix
   * of expressions, or ''.
   */
  private up(
    nodes: readonly (A.Node | null | undefined)[],
    at: A.Node,
    before: string,
    after = '$pc',
    continuation = false,
    guard?: string,
  ): string {
    const ws = this.ws;
    if (ws === undefined) return '';
    const vars = new Map<Binding, boolean>();
    const heap = new Map<string, { root: Binding; path: string; direct: boolean }>();
    for (const n of nodes) {
      if (n == null) continue;
      const w = ws.forConstruct(n, at, continuation);
      // each upgrade is emitted code: the output is charged like the analysis
      ws.charge(w.vars.size + w.heap.length, at);
      for (const b of w.vars) vars.set(b, ws.initialisedAt(b, at));
      for (const h of w.heap) {
        const path = JSON.stringify(h.path);
        heap.set(`${h.root.declAt}:${path}`, {
          root: h.root,
          path,
          direct: ws.initialisedAt(h.root, at),
        });
      }
    }
    const parts: string[] = [];
    for (const [b, direct] of vars) {
      // A variable that may name a container: the container it names now is upgraded too,
      // since after the construct the (upgraded) reference may lead to it or to another
      // (a write through a raised reference needs a target that carries it)
      const container = b.prim ? '' : `, $UO(${b.name}, [], ${before}, ${after})`;
      // (a label that already is the raised pc needs nothing: the common case in a loop)
      const code = `(${b.name}$l === ${after} || (${b.name}$l = $UV(${b.name}$l, ${before}, ${after})))${container}`;
      parts.push(direct ? code : `$TDZ(() => { ${code}; })`);
    }
    for (const h of heap.values()) {
      const code = `$UO(${h.root.name}, ${h.path}, ${before}, ${after})`;
      parts.push(h.direct ? code : `$TDZ(() => { ${code}; })`);
    }
    if (parts.length === 0) return '';
    // the same in every run: nothing to upgrade when this raise added nothing
    return `(${guard ?? before} === ${after} || (${parts.join(', ')}, 0)), `;
  }

  // ---- infrastructure ------------------------------------------------------------------
  private get fn(): FnCtx {
    const f = this.fnStack[this.fnStack.length - 1];
    if (f === undefined) throw new Error('no function context');
    return f;
  }
  private tmp(): string {
    const t = `$${++this.counter}`;
    this.fn.temps.push(t, `${t}l`);
    return t;
  }
  /** `c`'s value, after charging the budget for it if it is a long string (see WEIGH_MIN). */
  private weigh(c: string): string {
    const t = this.tmp();
    return `(${t} = ${c}, ${charge(t)}, ${t})`;
  }
  /**
   * Strict mode: the label for a write of variable `n` (no-sensitive-upgrade: the prelude
   * fails the run when the variable's label does not already carry the pc).
   */
  private nv(n: string, lab: string): string {
    if (!this.strict) return lab;
    const t = this.tmp();
    // (No exemption for variables declared inside a try block: one was unsound when a
    // branch raised the pc by the same label as what decided a throw, red-team finding 3.)
    return `(${t}l = ${lab}, $pc === $LIT || $pc === ${n}$l ? ${t}l : $NV(${t}l, $pc, ${n}$l))`;
  }
  private sj(l: string): string {
    return this.strict ? this.join(l, this.pcUse(), true) : l;
  }
  /** Strict mode: whether code emitted here may run inside a try (so the checks are needed). */
  private get checking(): boolean {
    return this.strict && (!this.fn.main || this.fn.tries > 0);
  }
  /** The pc for labelling an effect: raised first when an operation before it may have thrown. */
  private pcUse(): string {
    return this.checking && this.fn.dirty ? CHECK_EXPR : '$pc';
  }
  /** An operation that may throw on data is being emitted. */
  private mark(): void {
    this.fn.dirty = true;
  }
  /** A statement boundary (in a list). */
  private stmt(s: A.Statement): string {
    if (!this.checking || s.type === 'FunctionDeclaration' || s.type === 'EmptyStatement') {
      return this.statement(s);
    }
    const entered = this.fn.entered === true && !this.fn.dirty;
    this.fn.entered = false;
    this.fn.dirty = false;
    return entered ? this.statement(s) : `${CHECK_STMT} ${this.statement(s)}`;
  }
  /** A single-statement body (of an if or a loop). */
  private sub(s: A.Statement): string {
    if (s.type === 'BlockStatement' || !this.checking) return this.statement(s);
    return `{ ${this.stmt(s)} }`;
  }
  /** Before a pc restore: the construct's raise decided whether operations in it threw. */
  private txJoin(n: unknown): string {
    return this.checking && n != null && this.mayThrowOp(n) ? `${TXJOIN_STMT} ` : '';
  }
  /**
   * Right after a test whose label `l` (stable) decides whether `n` runs: `n`'s operations
   * (thrown or not, run or skipped) depend on it. A comma-terminated prefix, or ''.
   */
  private txJoinLabel(n: unknown, l: string): string {
    if (!this.checking || (n !== null && !this.mayThrowOp(n))) return '';
    return `($R.td > 0 && $R.STX($J($R.tx, $J($pc, ${l})))), `;
  }
  /**
   * Whether evaluating `n` (nested functions not entered) may throw because of data, or at
   * all: a property read or write (null, undefined, blocked keys), a call, `delete`, `in`, a
   * spread, destructuring, `for...of`, a `throw`, a let/const that may be uninitialised.
   */
  private mayThrowOp(n: unknown): boolean {
    if (n === null || typeof n !== 'object') return false;
    if (Array.isArray(n)) return n.some((x) => this.mayThrowOp(x));
    const node = n as A.Node;
    switch (node.type) {
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'FunctionDeclaration':
        return false;
      case 'MemberExpression': {
        const o = (node as A.MemberExpression).object;
        if (o.type === 'Identifier') {
          const r = this.an.refs.get(o);
          if (r?.kind === 'builtin' || r?.kind === 'inputs') {
            return this.mayThrowOp((node as A.MemberExpression).property);
          }
        }
        return true;
      }
      case 'CallExpression': {
        const c = (node as A.CallExpression).callee;
        if (
          c.type === 'MemberExpression' &&
          c.object.type === 'Identifier' &&
          c.object.name === 'Math' &&
          this.an.refs.get(c.object)?.kind === 'builtin'
        ) {
          return this.mayThrowOp((node as A.CallExpression).arguments);
        }
        return true;
      }
      case 'NewExpression': {
        // `new f()` on a function value runs plan code (or throws: not a constructor)
        const c = (node as A.NewExpression).callee;
        if (c.type !== 'Identifier' || this.an.refs.get(c)?.kind !== 'builtin') return true;
        // `new Array(n)` throws a RangeError decided by n
        if (c.name === 'Array') return true;
        break;
      }
      case 'SpreadElement':
      case 'ObjectPattern':
      case 'ArrayPattern':
      case 'ForOfStatement':
      case 'ThrowStatement':
        return true;
      case 'AssignmentExpression':
        if ((node as A.AssignmentExpression).left.type !== 'Identifier') return true;
        break;
      case 'UpdateExpression':
        if ((node as A.UpdateExpression).argument.type !== 'Identifier') return true;
        break;
      case 'UnaryExpression':
        if ((node as A.UnaryExpression).operator === 'delete') return true;
        break;
      case 'BinaryExpression':
        if ((node as A.BinaryExpression).operator === 'in') return true;
        break;
      case 'Property':
        if ((node as A.Property).computed) return true;
        break;
      case 'Identifier': {
        const r = this.an.refs.get(node as A.Identifier);
        return r?.kind === 'local' && mayBeUninitialised(r.binding, node, this.fn.info);
      }
      default:
        break;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k !== 'loc' && k !== 'type' && this.mayThrowOp(v)) return true;
    }
    return false;
  }
  /**
   * Join two label expressions. A literal operand is neutral in operators (the plan's own
   * constants add no dependency); `keepLit` keeps it (a created value still gets literal()).
   */
  private join(a: string, b: string, keepLit = false): string {
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
  private joinAll(ls: readonly string[]): string {
    const uniq = [...new Set(ls)];
    if (uniq.length === 0) return '$LIT';
    let acc = uniq[0] as string;
    for (let i = 1; i < uniq.length; i++) acc = this.join(acc, uniq[i] as string);
    return acc;
  }
  /** Make value and label addressable after evaluation. */
  private stab(r: Res): Res {
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
  private seq(rs: Res[]): Res[] {
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
  private coerce(r: Res): { r: Res; l: string } {
    if (r.prim) return { r, l: r.l };
    const s = r.v !== undefined ? r : this.stab(r);
    if (SIMPLE.test(s.v as string) && SIMPLE.test(s.l)) {
      return { r: s, l: `(typeof ${s.v} === 'object' ? $DL(${s.v}, ${s.l}) : ${s.l})` };
    }
    return { r: s, l: `$CV(${s.v}, ${s.l})` };
  }

  // ---- program -----------------------------------------------------------------------------
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

  private returnOf(e: A.Expression): string {
    const r = this.expr(e);
    const t = this.tmp();
    const xp = this.fn.throws ? ' $R.xp = $pc;' : '';
    const exit = this.checking ? ` ${EXIT_STMT}` : '';
    if (exit !== '') this.fn.dirty = false;
    return `${t} = ${r.c};${exit} $R.l = ${this.sj(r.l)};${xp} return ${t};`;
  }

  // ---- statements ---------------------------------------------------------------------------
  /**
   * A statement of a function body (or the plan's top level) with the temporaries it made
   * declared in a block of its own (red team U2): QuickJS resolves a name by a linear scan of
   * the names in scope, so one `let` of every temporary of the function (40,000 for 5,000
   * `if`s) made loading the plan quadratic, outside any deadline. A statement's temporaries
   * are dead after it (a closure made in it keeps the block's bindings). Declarations keep
   * theirs at function level: their bindings must stay in the function's scope.
   */
  private scopedStmt(s: A.Statement): string {
    const temps = this.fn.temps;
    const before = temps.length;
    const code = this.stmt(s);
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

  private block(body: readonly A.Statement[]): string {
    return `{\n${body.map((s) => this.stmt(s)).join('\n')}\n}`;
  }

  private statement(s: A.Statement, label?: string): string {
    switch (s.type) {
      case 'ExpressionStatement': {
        const ext = this.discardedExternal(s.expression);
        return ext === undefined ? `${this.expr(s.expression).c};` : `${ext};`;
      }
      case 'BlockStatement':
        return this.block(s.body);
      case 'EmptyStatement':
        return ';';
      case 'ReturnStatement': {
        if (!s.argument) {
          const exit = this.checking ? `${EXIT_STMT} ` : '';
          return `{ ${exit}$R.l = ${this.strict ? this.join('$LIT', '$pc', true) : '$LIT'};${this.fn.throws ? ' $R.xp = $pc;' : ''} return undefined; }`;
        }
        return `{ ${this.returnOf(s.argument)} }`;
      }
      case 'LabeledStatement':
        return this.statement(s.body, s.label.name);
      case 'BreakStatement':
        return s.label ? `break ${s.label.name};` : 'break;';
      case 'ContinueStatement':
        return s.label ? `continue ${s.label.name};` : 'continue;';
      case 'IfStatement': {
        if (!this.strict && pcFree(s.consequent) && (s.alternate == null || pcFree(s.alternate))) {
          // normal mode, branches that can neither observe the pc nor leave: no raise needed
          const test = this.expr(s.test);
          const alt = s.alternate ? ` else ${this.statement(s.alternate)}` : '';
          return `if (${test.c}) ${this.statement(s.consequent)}${alt}`;
        }
        const p = this.tmp();
        const t = this.tmp();
        const test = this.expr(s.test);
        const cons = this.sub(s.consequent);
        const alt = s.alternate ? ` else ${this.sub(s.alternate)}` : '';
        const restore = this.escapes(s, label)
          ? ''
          : ` ${this.txJoin([s.consequent, s.alternate])}$pc = ${p};`;
        const ups = this.up([s], s, p, '$pc', this.escapes(s, label));
        return `{ ${p} = $pc; if ((${t} = ${test.c}, $pc = ${this.join('$pc', test.l)}, ${ups}${t})) ${cons}${alt}${restore} }`;
      }
      case 'SwitchStatement': {
        const p = this.tmp();
        const d = this.expr(s.discriminant);
        const swUps = this.up([s], s, p, '$pc', this.escapes(s, label));
        const dt = this.tmp();
        const cases = s.cases
          .map((c) => {
            let head = 'default:';
            if (c.test) {
              const t = this.tmp();
              const r = this.expr(c.test);
              // each case compares with ===: charged like it (red team A5)
              const w = isLiteral(c.test) ? '' : `${charge(dt)}, `;
              head = `case (${t} = ${r.c}, ${w}$pc = ${this.join('$pc', r.l)}, ${swUps}${t}):`;
            }
            return `${head}\n${c.consequent.map((x) => this.stmt(x)).join('\n')}`;
          })
          .join('\n');
        const restore = this.escapes(s, label) ? '' : ` ${this.txJoin(s.cases)}$pc = ${p};`;
        return `{ ${p} = $pc; ${dt} = ${d.c}; $pc = ${this.join('$pc', d.l)}; ${swUps}0; ${label ? `${label}: ` : ''}switch (${dt}) {\n${cases}\n}${restore} }`;
      }
      case 'ThrowStatement': {
        const r = this.expr(s.argument);
        return `throw $THROW(${r.c}, ${r.l}, $pc);`;
      }
      case 'TryStatement': {
        const p = this.tmp();
        const e = this.tmp();
        this.fn.tries++;
        let tryBlock = this.block(s.block.body);
        this.fn.tries--;
        if (this.strict) {
          // The prelude counts the try blocks the plan is in ($R.td) and collects what decided
          // whether an operation in them threw ($R.tx): the code after such an operation runs
          // under it (CHECK_STMT). Leaving the block (the wrapper's finally) hands it to the
          // catch handler ($R.tb) and, with a catch, restores it: the code after the whole
          // statement runs either way, unless the handler may throw too (whether it ran is
          // then part of what decides). A statement that escapes keeps the block's raise.
          const sv = this.tmp();
          const end = this.escapes(s, label) ? ` ${CHECK_STMT}` : '';
          const restore = s.handler != null && !this.mayThrowOp([s.handler.param, s.handler.body]);
          // what the statement (and, if its raise stays, the code after it) may write is
          // upgraded by every raise of what decides whether something in it threw
          const x = this.tmp();
          const ups = this.up([s], s, p, `$J(${p}, ${x})`, !restore || this.escapes(s, label));
          const hook = ups === '' ? '' : `(${x}) => { ${ups.slice(0, -2)}; }`;
          // An exception leaving the block raises tx by what decided it (the pc at the throw)
          // before the block's registration ends: the run that threw upgrades the same write
          // set as the run that did not, whose tx the same decision raised on its way.
          const xe = this.tmp();
          tryBlock = `{ ${sv} = $TIN(${hook}); try { ${tryBlock}${end} } catch (${xe}) { $R.TXE(${xe}, $pc); throw ${xe}; } finally { $TOUT(${sv}, ${restore}); } }`;
        }
        let inner = `try ${tryBlock}`;
        if (s.handler) {
          // The handler, its parameter pattern (defaults may run code) included, runs under
          // the pc the exception raised; $R.p is read before any of that code can change it.
          let bind = `$CAUGHT(${e}, $pc); $pc = $R.p;`;
          const param = s.handler.param;
          if (param) {
            const v = this.tmp();
            const caught = `${v} = $CAUGHT(${e}, $pc); ${v}l = $R.l; $pc = $R.p;`;
            bind =
              param.type === 'Identifier'
                ? `${caught} let ${param.name} = ${v}, ${param.name}$l = ${this.sj(`${v}l`)};`
                : `${caught} ${this.declare('let', param, v, `${v}l`)}`;
          }
          const h = this.block(s.handler.body.body);
          const hj = this.txJoin([s.handler.param, s.handler.body]);
          inner += ` catch (${e}) { ${bind} ${h}${hj === '' ? '' : ` ${hj}`} }`;
        }
        let out = `{ ${p} = $pc; ${inner}`;
        if (s.finalizer) {
          // An engine error (interrupt, out of memory, stack overflow) must not be swallowed
          // by a finally block that completes abruptly (break, return, throw): it is noted on
          // the way out of the try and thrown again before the block's own code runs. A plan
          // exception raises the block's pc: the block may swallow it (break, return).
          const fx = this.tmp();
          const x = this.tmp();
          const guarded = s.handler ? inner : tryBlock;
          // The block's own calls must not overwrite the label (and exit pc) a pending
          // `return` left in $R: they are kept and put back when the block completes.
          const sl = this.tmp();
          out = `{ ${p} = $pc; ${fx} = undefined; try { ${guarded} } catch (${x}) { if ($FATAL(${x})) ${fx} = ${x}; else $pc = ${this.strict ? `$J($EXC(${x}, $pc), $R.tb)` : `$EXC(${x}, $pc)`}; throw ${x}; } finally { if (${fx} !== undefined) throw ${fx}; ${sl} = $R.l; ${sl}l = $R.xp; ${this.block(s.finalizer.body)} $R.l = ${sl}; $R.xp = ${this.join(`${sl}l`, '$pc')}; }`;
        }
        out += this.escapes(s, label) ? ' }' : ` $pc = ${p}; }`;
        return out;
      }
      case 'WhileStatement': {
        const p = this.tmp();
        const t = this.tmp();
        const chk = this.loopCheck();
        const test = this.expr(s.test);
        const lab = label ? `${label}: ` : '';
        const restore = this.escapes(s, label) ? '' : ` ${this.txJoin(s)}$pc = ${p};`;
        const g = this.tmp();
        const ups = this.up([s], s, p, '$pc', this.escapes(s, label), g);
        const gs = ups === '' ? '' : `${g} = $pc, `;
        return `{ ${p} = $pc; ${lab}while ((${chk}${t} = ${test.c}, ${gs}$pc = ${this.join('$pc', test.l)}, ${ups}${t})) ${this.sub(s.body)}${restore} }`;
      }
      case 'DoWhileStatement': {
        const p = this.tmp();
        const t = this.tmp();
        const body = this.sub(s.body);
        const chk = this.loopCheck();
        const test = this.expr(s.test);
        const lab = label ? `${label}: ` : '';
        const restore = this.escapes(s, label) ? '' : ` ${this.txJoin(s)}$pc = ${p};`;
        const g = this.tmp();
        const ups = this.up([s], s, p, '$pc', this.escapes(s, label), g);
        const gs = ups === '' ? '' : `${g} = $pc, `;
        return `{ ${p} = $pc; ${lab}do ${body} while ((${chk}${t} = ${test.c}, ${gs}$pc = ${this.join('$pc', test.l)}, ${ups}${t}));${restore} }`;
      }
      case 'ForStatement': {
        const p = this.tmp();
        let init = '';
        if (s.init) {
          if (s.init.type === 'VariableDeclaration') {
            init = s.init.kind === 'var' ? this.varAssign(s.init) : this.varDecl(s.init, true);
          } else init = this.expr(s.init).c;
        }
        let test = '';
        if (s.test) {
          const t = this.tmp();
          const chk = this.loopCheck();
          const r = this.expr(s.test);
          const g = this.tmp();
          const ups = this.up([s], s, p, '$pc', this.escapes(s, label), g);
          const gs = ups === '' ? '' : `${g} = $pc, `;
          test = `(${chk}${t} = ${r.c}, ${gs}$pc = ${this.join('$pc', r.l)}, ${ups}${t})`;
        }
        let update = '';
        if (s.update) {
          const chk = this.loopCheck();
          // Strict mode: the loop's own variables live only inside it, and every run that
          // reaches the update ran the same iteration (a run that threw, broke or returned
          // has left the loop, where they no longer exist): they take the pc it runs under.
          let head = '';
          if (this.strict && s.init?.type === 'VariableDeclaration' && s.init.kind === 'let') {
            for (const d of s.init.declarations) {
              if (d.id.type === 'Identifier') {
                const n = d.id.name;
                head += `(${n}$l === $pc || (${n}$l = $J(${n}$l, $pc))), `;
              }
            }
          }
          update = `${chk}${head}${this.expr(s.update).c}`;
        }
        const lab = label ? `${label}: ` : '';
        const restore = this.escapes(s, label) ? '' : ` ${this.txJoin(s)}$pc = ${p};`;
        return `{ ${p} = $pc; ${lab}for (${init}; ${test}; ${update}) ${this.sub(s.body)}${restore} }`;
      }
      case 'ForOfStatement':
      case 'ForInStatement': {
        const p = this.tmp();
        const a = this.tmp();
        const i = this.tmp();
        const r = this.expr(s.right);
        if (s.type === 'ForOfStatement') this.mark();
        const obj = this.tmp();
        const src =
          s.type === 'ForOfStatement'
            ? `$ITER(${r.c}, ${r.l}, $pc, true)`
            : `$KEYS((${obj} = ${r.c}), ${r.l}, $pc)`;
        const fg = this.tmp();
        const forUps = this.up([s], s, p, '$pc', this.escapes(s, label), fg);
        const fgs = forUps === '' ? '' : `${fg} = $pc, `;
        // for-in skips keys deleted before they are visited: whether it does depends on the
        // object's structure now, which the loop body may have changed (under a raised pc)
        const skip =
          s.type === 'ForInStatement'
            ? `${fgs}$pc = ${this.join('$pc', `$SL(${obj})`)}; ${forUps}0; if (!$HASK(${obj}, ${a}[${i}])) continue; `
            : '';
        // for-of reads the array's length at every step: the body may have changed it
        const chk = this.loopCheck();
        const more =
          s.type === 'ForOfStatement'
            ? `(${chk}${fgs}$pc = ${this.join('$pc', `$NX(${a}, $pc)`)}, ${forUps}${i} < ${a}.length)`
            : `(${chk}${i} < ${a}.length)`;
        const elem = s.type === 'ForOfStatement' ? `$EL(${a}, ${a}l, ${i})` : `${a}[${i}]`;
        const elemL = s.type === 'ForOfStatement' ? '$R.l' : `${a}l`;
        let bind: string;
        if (s.left.type === 'VariableDeclaration' && s.left.kind === 'var') {
          // one binding of the function for the whole loop: assigned at every step
          const d = s.left.declarations[0] as A.VariableDeclarator;
          const e = this.tmp();
          bind = `${e} = ${elem}; ${e}l = ${elemL}; ${this.assignPattern(d.id, e, `${e}l`)};`;
        } else if (s.left.type === 'VariableDeclaration') {
          const d = s.left.declarations[0] as A.VariableDeclarator;
          const kind = s.left.kind === 'const' ? 'const' : 'let';
          if (d.id.type === 'Identifier') {
            bind = `${kind} ${d.id.name} = ${elem}, ${d.id.name}$l = ${this.sj(elemL)};`;
          } else {
            const e = this.tmp();
            bind = `${e} = ${elem}; ${e}l = ${elemL}; ${this.declare(kind, d.id, e, `${e}l`)}`;
          }
        } else {
          const e = this.tmp();
          bind = `${e} = ${elem}; ${e}l = ${elemL}; ${this.assignPattern(s.left as A.Pattern, e, `${e}l`)};`;
        }
        const lab = label ? `${label}: ` : '';
        const restore = this.escapes(s, label) ? '' : ` ${this.txJoin(s.body)}$pc = ${p};`;
        this.fn.dirty = true;
        const body = this.sub(s.body);
        // The head runs where the loop's own names exist uninitialised (TDZ): a reference to
        // one of them there throws a ReferenceError, now or (a closure) whenever called. The
        // names are declared by a `let` that control never reaches.
        const tdz = this.headTdz(s.right);
        const head =
          tdz.length === 0
            ? `${a} = ${src}; ${a}l = $R.l;`
            : `$tdz: { ${a} = ${src}; ${a}l = $R.l; break $tdz; let ${tdz.flatMap((n) => [n, `${n}$l`]).join(', ')}; }`;
        return `{ ${p} = $pc; ${head} ${fgs}$pc = ${this.join('$pc', `${a}l`)}; ${forUps}0; ${lab}for (${i} = 0; ${more}; ${i}++) { ${skip}${bind} ${body} }${restore} }`;
      }
      case 'FunctionDeclaration':
        // (declared again later in the same function: that one is the binding's value)
        if (this.an.shadowedDecls.has(s)) return ';';
        return this.func(s, s.id.name);
      case 'VariableDeclaration': {
        if (s.kind !== 'var') return `${this.varDecl(s, false)};`;
        const c = this.varAssign(s);
        return c === '' ? ';' : `${c};`;
      }
      default:
        return reject('UNSUPPORTED_SYNTAX', s, s.type);
    }
  }

  /** Strict mode: a loop test or update runs after the body, like a statement. */
  private loopCheck(): string {
    if (!this.checking) return '';
    this.fn.dirty = false;
    return `${CHECK_EXPR}, `;
  }

  /**
   * A `var` statement (hoisted: the binding exists from the function's entry): each
   * declarator with an initialiser is an assignment, with no-sensitive-upgrade in strict mode
   * like any other; one without is nothing. An expression, or '' when there is nothing to do.
   */
  private varAssign(d: A.VariableDeclaration): string {
    const parts: string[] = [];
    for (const decl of d.declarations) {
      if (!decl.init) continue;
      const r = this.expr(decl.init);
      if (decl.id.type === 'Identifier') {
        const n = decl.id.name;
        parts.push(`${n} = ${r.c}, ${n}$l = ${this.nv(n, this.sj(r.l))}`);
      } else {
        const t = this.tmp();
        parts.push(`${t} = ${r.c}, ${t}l = ${r.l}, ${this.assignPattern(decl.id, t, `${t}l`)}`);
      }
    }
    return parts.join(', ');
  }

  /**
   * The `var` bindings a function (or the top level) creates at its entry: `undefined` with
   * `literal()` (joined with the entry pc in strict mode), or a parameter's value for a `var`
   * that names a parameter of a non-simple list (its scope is apart from the body's).
   */
  private varEntry(info: FnInfo): { pre: string; decl: string } {
    const decls: string[] = [];
    let pre = '';
    for (const b of info.vars) {
      if (b.fromParam !== undefined) {
        const t = this.tmp();
        pre += `${t} = ${b.fromParam.name}; ${t}l = ${b.fromParam.name}$l; `;
        decls.push(`${b.name} = ${t}, ${b.name}$l = ${t}l`);
      } else decls.push(`${b.name} = undefined, ${b.name}$l = ${this.sj('$LIT')}`);
    }
    return { pre, decl: decls.length === 0 ? '' : `let ${decls.join(', ')};` };
  }

  /** Names of a for-in/for-of declaration that its head expression refers to (in their TDZ). */
  private headTdz(right: A.Node): string[] {
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
        const r = this.an.refs.get(node as A.Identifier);
        if (r?.kind === 'local' && r.binding.declAt < -1) out.add(r.binding.name);
        return;
      }
      for (const [k, v] of Object.entries(node)) if (k !== 'loc') visit(v);
    };
    visit(right);
    return [...out];
  }

  private varDecl(d: A.VariableDeclaration, inFor: boolean): string {
    const kind = d.kind;
    const parts: string[] = [];
    for (const decl of d.declarations) {
      if (decl.id.type === 'Identifier') {
        const name = decl.id.name;
        if (decl.init) {
          const r = this.expr(decl.init);
          parts.push(`${name} = ${r.c}, ${name}$l = ${this.sj(r.l)}`);
        } else parts.push(`${name} = undefined, ${name}$l = ${this.sj('$LIT')}`);
      } else {
        if (!decl.init) return reject('UNSUPPORTED_SYNTAX', decl);
        const r = this.expr(decl.init);
        parts.push(this.patternDeclarators(decl.id, r.c, r.l, true));
      }
    }
    void inFor;
    return `${kind} ${parts.join(', ')}`;
  }

  /** `kind <pattern> = (value v, label l)` as a statement. */
  private declare(kind: string, p: A.Pattern, v: string, l: string): string {
    return `${kind} ${this.patternDeclarators(p, v, l, false)};`;
  }

  // ---- patterns ------------------------------------------------------------------------------
  /** Leaves of a pattern, each with the comma-expression prefix that computes intermediates. */
  private patternLeaves(
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
        this.mark();
        const o = this.tmp();
        const first = [...pre, `${o} = $DESTR(${v}, ${l}, $pc)`, `${o}l = ${l}`];
        let cur = first;
        const keys: string[] = [];
        for (const prop of p.properties) {
          if (prop.type === 'RestElement') {
            const r = this.tmp();
            this.patternLeaves(
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
          const x = this.tmp();
          const read = `${x} = $G(${o}, ${o}l, ${JSON.stringify(k)})`;
          this.patternLeaves(prop.value, x, `${x}l`, out, [...cur, read, `${x}l = $R.l`]);
          cur = [];
        }
        if (cur.length > 0 && cur === first) out.push({ pre: cur, name: '', v: '', l: '' });
        return;
      }
      case 'ArrayPattern': {
        this.mark();
        const a = this.tmp();
        const first = [...pre, `${a} = $ITER(${v}, ${l}, $pc)`, `${a}l = $R.l`];
        let cur = first;
        p.elements.forEach((el, i) => {
          if (el === null) return;
          if (el.type === 'RestElement') {
            const r = this.tmp();
            this.patternLeaves(
              el.argument,
              `(${r} = $RESTA(${a}, ${a}l, ${i}, $pc), ${r}l = $R.l, ${r})`,
              `${r}l`,
              out,
              cur,
            );
            cur = [];
            return;
          }
          const x = this.tmp();
          this.patternLeaves(el, x, `${x}l`, out, [
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
        const d = this.stab(this.expr(p.right));
        const x = this.tmp();
        const sv = this.tmp();
        // the default runs only when the value is undefined: under that test's label
        const tj = this.txJoinLabel(p.right, `${x}l`);
        this.patternLeaves(p.left, x, `${x}l`, out, [
          ...pre,
          `${x} = ${v}`,
          `${x}l = ${l}`,
          ...(tj === '' ? [] : [tj.slice(0, -2)]),
          `${x}l = ${x} === undefined ? (${sv} = $pc, $pc = $J($pc, ${x}l), ${this.up([p.right], p.right, sv)}${d.c}, $pc = ${sv}, $J(${x}l, ${d.l})) : ${x}l`,
          `${x} = ${x} === undefined ? ${d.v} : ${x}`,
        ]);
        return;
      }
      case 'RestElement':
        this.patternLeaves(p.argument, v, l, out, pre);
        return;
      default:
        reject('ASSIGN_TARGET_UNSUPPORTED', p, p.type);
    }
  }

  private patternDeclarators(p: A.Pattern, v: string, l: string, fromExpr: boolean): string {
    const leaves: { pre: string[]; name: string; v: string; l: string }[] = [];
    let src = v;
    let srcL = l;
    const pre: string[] = [];
    if (fromExpr) {
      const t = this.tmp();
      pre.push(`${t} = ${v}`, `${t}l = ${l}`);
      src = t;
      srcL = `${t}l`;
    }
    this.patternLeaves(p, src, srcL, leaves, pre);
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
      decls.push(`${leaf.name} = ${value}, ${leaf.name}$l = ${this.sj(leaf.l)}`);
    }
    if (pending.length > 0) {
      const t = this.tmp();
      decls.push(`${t}d = (${pending.join(', ')})`);
    }
    if (decls.length === 0) {
      const t = this.tmp();
      decls.push(`${t}d = undefined`);
    }
    return decls.join(', ');
  }

  /** Assignment (not declaration) of a pattern from (v, l); returns an expression. */
  private assignPattern(p: A.Pattern, v: string, l: string): string {
    const leaves: { pre: string[]; name: string; v: string; l: string }[] = [];
    this.patternLeaves(p, v, l, leaves, []);
    const parts: string[] = [];
    for (const leaf of leaves) {
      parts.push(...leaf.pre);
      if (leaf.name !== '') {
        parts.push(
          `${leaf.name} = ${leaf.v}`,
          `${leaf.name}$l = ${this.nv(leaf.name, this.sj(leaf.l))}`,
        );
      }
    }
    return parts.length > 0 ? `(${parts.join(', ')})` : 'undefined';
  }

  /**
   * `escapes` with calls that may throw plan exceptions counted as jumps: a branch that calls
   * a helper which may throw (or, when any function throws, a dynamic or callback call) does
   * not lower the pc at its end, since whether the code after it runs depends on the branch.
   */
  private escapes(s: A.Node, label?: string): boolean {
    return escapes(s, label, (n) => this.mayThrowPlanException(n));
  }

  /** Whether evaluating `n` (nested functions not entered) may throw from plan code. */
  private mayThrowPlanException(n: unknown): boolean {
    if (n === null || typeof n !== 'object') return false;
    if (Array.isArray(n)) return n.some((x) => this.mayThrowPlanException(x));
    const node = n as A.Node;
    if (typeof node.type !== 'string') return false;
    if (
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'FunctionDeclaration'
    ) {
      return false;
    }
    if (node.type === 'CallExpression' && this.callMayThrow(node as A.CallExpression)) return true;
    for (const [k, v] of Object.entries(node)) {
      if (k !== 'loc' && this.mayThrowPlanException(v)) return true;
    }
    return false;
  }

  private callMayThrow(e: A.CallExpression): boolean {
    const callee = e.callee;
    if (callee.type === 'Identifier') {
      const r = this.an.refs.get(callee);
      if (r?.kind === 'builtin') return false;
      if (r?.kind === 'local' && r.binding.staticFn !== undefined) {
        return (
          r.binding.staticFn.throws ||
          (this.an.anyThrows && e.arguments.some((a) => a.type === 'SpreadElement'))
        );
      }
      return this.an.anyThrows;
    }
    if (callee.type === 'MemberExpression') {
      if (
        callee.object.type === 'Identifier' &&
        this.an.refs.get(callee.object)?.kind === 'builtin'
      ) {
        return false;
      }
    }
    return this.an.anyThrows;
  }

  // ---- functions -----------------------------------------------------------------------------
  private func(
    f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
    name: string,
  ): string {
    const info = this.an.fns.get(f) as FnInfo;
    const ctx: FnCtx = {
      gen: info.gen,
      temps: [],
      throws: info.throws,
      info,
      main: false,
      tries: 0,
      dirty: false,
    };
    this.fnStack.push(ctx);
    const params: string[] = [];
    const prologue: string[] = [];
    let pi = 0;
    for (const p of f.params) {
      if (p.type === 'Identifier' && !info.nonSimple) {
        params.push(p.name, `${p.name}$l`);
        // a missing argument arrives without a label: whether it is missing depends on how
        // many arguments a spread call passed ($cl)
        prologue.push(`if (${p.name}$l === undefined) ${p.name}$l = ${this.sj('$cl')};`);
      } else if (p.type === 'RestElement') {
        params.push('...$rest');
        const arr = `$REST($rest, 0, ${this.sj('$cl')})`;
        if (p.argument.type === 'Identifier') {
          prologue.push(
            `let ${p.argument.name} = ${arr}, ${p.argument.name}$l = ${this.sj('$LIT')};`,
          );
        } else {
          const t = this.tmp();
          prologue.push(`${t} = ${arr}; ${t}l = ${this.sj('$LIT')};`);
          prologue.push(this.declare('let', p.argument, t, `${t}l`));
        }
      } else {
        const a = `$a${pi}`;
        params.push(a, `${a}l`);
        prologue.push(`if (${a}l === undefined) ${a}l = ${this.sj('$cl')};`);
        prologue.push(this.declare('let', p, a, `${a}l`));
      }
      pi++;
    }
    // Strict mode: a function may run inside a caller's try, after an operation of the
    // caller's statement that may have thrown.
    if (this.strict) prologue.unshift(CHECK_STMT);
    // The argument count's label, set by a spread call; read once, before anything else runs.
    if (f.params.length > 0) prologue.unshift('const $cl = $R.cl; $R.cl = $LIT;');
    let body: string;
    if (f.body.type === 'BlockStatement') {
      // parameters that read or call nothing leave the entry check in force
      ctx.entered = true;
      // (non-simple parameters: the body's scope is apart from theirs, so a closure in a
      // default sees no name the body declares; a `var` naming a parameter starts as its value)
      const vars = this.varEntry(info);
      if (vars.pre !== '') prologue.push(vars.pre);
      const stmts = f.body.body.map((s) => this.scopedStmt(s));
      body = [vars.decl, ...stmts].filter((x) => x !== '').join('\n');
      if (info.nonSimple) body = `{\n${body}\n}`;
    } else {
      ctx.dirty = false;
      body = this.returnOf(f.body);
    }
    const exit = this.strict ? `${EXIT_STMT}\n` : '';
    this.fnStack.pop();
    checkScopeNames(f, ctx.temps.length);
    checkFunctionSize(f, body.length - (ctx.nested ?? 0));
    // the parent's own size leaves this function's code out
    this.fn.nested = (this.fn.nested ?? 0) + body.length;
    const temps = ctx.temps.length > 0 ? `let ${ctx.temps.join(', ')};\n` : '';
    // Strict mode: an exception leaving the function carries its pc at the throw (the local
    // $pc, not yet lowered by the branch the throw left).
    // Strict mode: a `return` inside a try statement of this function joins its pc into $R.tx
    // (EXIT_STMT), but the try's wrapper may then restore $R.tx on the way out (a catch that
    // cannot throw) although the caller continues only because the function returned there:
    // the join is made again once every such wrapper has run (the return skips the statement
    // ends that lower $pc, so $pc still holds the pc at the return).
    const rejoin = this.strict && returnsInsideTry(f.body) ? ` finally { ${TXJOIN_STMT} }` : '';
    const guarded = this.strict
      ? `try {\n${body}\n} catch ($e) { throw $RAISE($e, $pc); }${rejoin}`
      : body;
    return `function${info.gen ? '*' : ''} ${name}($pc${params.length > 0 ? ', ' : ''}${params.join(', ')}) {${fnMarker(f, this.fnNames.get(f) ?? name, this.methods.has(f))}\n${temps}${prologue.join('\n')}\n${guarded}\n${exit}$R.l = ${this.strict ? this.join('$LIT', '$pc', true) : '$LIT'};\n${info.throws ? '$R.xp = $pc;\n' : ''}return undefined;\n}`;
  }

  // ---- expressions ---------------------------------------------------------------------------
  expr(e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier): Res {
    const r = this.exprInner(e);
    if (this.strict && this.throwsItself(e)) this.mark();
    return r;
  }

  /** An operator that may throw (its operands aside; calls and reads mark themselves). */
  private throwsItself(e: A.Node): boolean {
    switch (e.type) {
      case 'AssignmentExpression': {
        const l = (e as A.AssignmentExpression).left;
        return l.type !== 'Identifier' || this.mayThrowOp(l);
      }
      case 'UpdateExpression': {
        const a = (e as A.UpdateExpression).argument;
        return a.type !== 'Identifier' || this.mayThrowOp(a);
      }
      case 'UnaryExpression':
        return (e as A.UnaryExpression).operator === 'delete';
      case 'BinaryExpression':
        return (e as A.BinaryExpression).operator === 'in';
      case 'Identifier':
        return this.mayThrowOp(e);
      default:
        return false;
    }
  }

  private exprInner(e: A.Expression | A.SpreadElement | A.Super | A.PrivateIdentifier): Res {
    switch (e.type) {
      case 'Literal': {
        // numbers from their value: a sloppy-mode literal like `010` or `08` is invalid in the
        // strict-mode output
        if (e.regex !== undefined) {
          // a new RegExp at every evaluation, made by the prelude (a genuine, locked regex)
          const rx = `$RX(${JSON.stringify(e.regex.pattern)}, ${JSON.stringify(e.regex.flags)}, $pc)`;
          return { c: rx, l: this.sj('$LIT'), pure: false, prim: false };
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
        return this.ident(e);
      case 'TemplateLiteral': {
        const rs = this.seq(e.expressions.map((x) => this.expr(x)));
        const parts: string[] = [];
        const labels: string[] = [];
        let code = '`';
        e.quasis.forEach((q, i) => {
          code += q.value.raw;
          const r = rs[i];
          if (r !== undefined && i < e.quasis.length - 1) {
            const co = this.coerce(r);
            code += `\${${co.r.c}}`;
            labels.push(co.l);
            parts.push(co.r.c);
          }
        });
        code += '`';
        return {
          c: code,
          l: this.joinAll(labels),
          pure: rs.every((r) => r.pure),
          prim: true,
        };
      }
      case 'ArrayExpression':
        return this.arrayLit(e);
      case 'ObjectExpression':
        return this.objectLit(e);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression': {
        const name = e.type === 'FunctionExpression' && e.id ? e.id.name : '';
        return { c: `(${this.func(e, name)})`, l: this.sj('$LIT'), pure: true, prim: false };
      }
      case 'UnaryExpression':
        return this.unary(e);
      case 'UpdateExpression':
        return this.update(e);
      case 'BinaryExpression':
        return this.binary(e);
      case 'LogicalExpression':
        return this.logical(e);
      case 'AssignmentExpression':
        return this.assign(e);
      case 'MemberExpression':
        return this.member(e, undefined);
      case 'ConditionalExpression':
        return this.conditional(e);
      case 'CallExpression':
        return this.call(e, undefined);
      case 'NewExpression': {
        if (e.callee.type === 'Identifier' && this.an.refs.get(e.callee)?.kind === 'builtin') {
          // the analysis admits the Error constructors (as their calls), Map, Set, Date, RegExp,
          // and the wrappers and containers String, Number, Boolean, Object, Array
          const name = e.callee.name;
          return this.builtinCall(ERROR_CONSTRUCTORS.has(name) ? name : `new ${name}`, e.arguments);
        }
        return this.newFn(e);
      }
      case 'SequenceExpression': {
        const rs = e.expressions.map((x) => this.expr(x));
        const last = rs[rs.length - 1] as Res;
        return {
          c: `(${rs.map((r) => r.c).join(', ')})`,
          l: last.l,
          pure: rs.every((r) => r.pure),
          prim: last.prim,
        };
      }
      case 'ChainExpression':
        return this.chain(e);
      default:
        return reject('UNSUPPORTED_SYNTAX', e, e.type);
    }
  }

  private ident(e: A.Identifier): Res {
    const r = this.an.refs.get(e);
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

  private arrayLit(e: A.ArrayExpression): Res {
    // (the structure label is made after the elements: one may throw, strict mode raises it)
    if (e.elements.every((x) => x !== null && x.type !== 'SpreadElement')) {
      const rs = this.seq(e.elements.map((x) => this.expr(x as A.Expression)));
      const c = this.sj('$LIT');
      return {
        c: `$MA([${rs.map((r) => r.c).join(', ')}], [${rs.map((r) => r.l).join(', ')}], ${c})`,
        l: c,
        pure: rs.every((r) => r.pure),
        prim: false,
      };
    }
    const c = this.sj('$LIT');
    const t = this.tmp();
    const steps = [`${t} = $NA(${c})`];
    for (const el of e.elements) {
      if (el === null) continue;
      if (el.type === 'SpreadElement') {
        const r = this.expr(el.argument);
        this.mark();
        steps.push(`$AS(${t}, ${r.c}, ${r.l}, $pc)`);
      } else {
        const r = this.expr(el);
        steps.push(`$AP(${t}, ${r.c}, ${r.l})`);
      }
    }
    steps.push(t);
    return { c: `(${steps.join(', ')})`, l: this.sj('$LIT'), pure: false, prim: false };
  }

  private objectLit(e: A.ObjectExpression): Res {
    const simple = e.properties.every(
      (p) => p.type === 'Property' && !p.computed && staticKey(p.key, false) !== undefined,
    );
    if (simple) {
      const props = e.properties as A.Property[];
      const rs = this.seq(props.map((p) => this.propValue(p)));
      const keys = props.map((p) => JSON.stringify(staticKey(p.key, false)));
      const vals = rs.map((r, i) => `${keys[i]}: ${r.c}`).join(', ');
      const labs = rs.map((r, i) => `${keys[i]}: ${r.l}`).join(', ');
      const c = this.sj('$LIT');
      const t = this.tmp();
      return {
        c: `(${t} = {${vals}}, ${t}[$MK] = { c: ${c}, s: {__proto__: null${labs ? `, ${labs}` : ''}}, n: 0, a: false }, ${t})`,
        l: c,
        pure: rs.every((r) => r.pure),
        prim: false,
      };
    }
    const c = this.sj('$LIT');
    const t = this.tmp();
    const steps = [`${t} = $NO(${c})`];
    for (const p of e.properties) {
      if (p.type === 'SpreadElement') {
        const r = this.expr(p.argument);
        this.mark();
        steps.push(`$OS(${t}, ${r.c}, ${r.l})`);
        continue;
      }
      const sk = staticKey(p.key, p.computed);
      let kc: string;
      let kl: string;
      if (sk !== undefined) {
        kc = JSON.stringify(sk);
        kl = this.sj('$LIT');
      } else {
        const k = this.expr(p.key);
        kc = k.c;
        kl = this.sj(k.l);
      }
      const v = this.propValue(p);
      if (sk === undefined) this.mark();
      steps.push(`$OP(${t}, ${kc}, ${kl}, ${v.c}, ${v.l})`);
    }
    steps.push(t);
    return { c: `(${steps.join(', ')})`, l: this.sj('$LIT'), pure: false, prim: false };
  }

  private propValue(p: A.Property): Res {
    if (
      p.method &&
      (p.value.type === 'FunctionExpression' || p.value.type === 'ArrowFunctionExpression')
    ) {
      return { c: `(${this.func(p.value, '')})`, l: this.sj('$LIT'), pure: true, prim: false };
    }
    return this.expr(p.value);
  }

  private unary(e: A.UnaryExpression): Res {
    if (e.operator === 'delete') {
      const m = e.argument as A.MemberExpression;
      const o = this.expr(m.object as A.Expression);
      const t = this.tmp();
      const sk = staticKey(m.property, m.computed);
      let call: string;
      if (sk !== undefined)
        call = `$DEL(${o.c}, ${this.sj(o.l)}, ${JSON.stringify(sk)}, $LIT, $pc)`;
      else {
        const k = this.expr(m.property as A.Expression);
        call = `$DEL(${o.c}, ${this.sj(o.l)}, ${k.c}, ${k.l}, $pc)`;
      }
      return {
        c: `(${t} = ${call}, ${t}l = $R.l, ${t})`,
        l: `${t}l`,
        v: t,
        pure: false,
        prim: true,
      };
    }
    const r = this.expr(e.argument);
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
        const co = this.coerce(r);
        const c = isLiteral(e.argument) ? co.r.c : this.weigh(co.r.c);
        return { c: `(${e.operator} ${c})`, l: co.l, pure: r.pure, prim: true };
      }
    }
  }

  private update(e: A.UpdateExpression): Res {
    const op = e.operator;
    if (e.argument.type === 'Identifier') {
      const n = e.argument.name;
      const lab = this.sj(`(typeof ${n} === 'object' ? $DL(${n}, ${n}$l) : ${n}$l)`);
      const nl = this.nv(n, lab);
      const c = e.prefix
        ? `(${charge(n)}, ${n}$l = ${nl}, ${op}${n})`
        : `(${charge(n)}, ${n}$l = ${nl}, ${n}${op})`;
      return { c, l: `${n}$l`, pure: false, prim: true };
    }
    const m = e.argument as A.MemberExpression;
    const o = this.tmp();
    const x = this.tmp();
    const n = this.tmp();
    const or = this.expr(m.object as A.Expression);
    const sk = staticKey(m.property, m.computed);
    let read: string;
    let write: (v: string, l: string) => string;
    if (sk !== undefined) {
      const k = JSON.stringify(sk);
      read = `$G(${o}, ${o}l, ${k})`;
      write = (v, l) => `$S(${o}, ${this.sj(`${o}l`)}, ${k}, ${v}, ${l}, $pc)`;
    } else {
      const k = this.tmp();
      const kr = this.expr(m.property as A.Expression);
      read = `(${k} = ${kr.c}, ${k}l = ${kr.l}, $GK(${o}, ${o}l, ${k}, ${k}l))`;
      write = (v, l) => `$SK(${o}, ${this.sj(`${o}l`)}, ${k}, ${k}l, ${v}, ${l}, $pc)`;
    }
    const delta = op === '++' ? '+ 1' : '- 1';
    const c = `(${o} = ${or.c}, ${o}l = ${or.l}, ${x} = ${read}, ${x}l = $CV(${x}, $R.l), ${charge(x)}, ${n} = +${x}, ${write(`${n} ${delta}`, this.sj(`${x}l`))}, ${e.prefix ? `${n} ${delta}` : n})`;
    return { c, l: `${x}l`, pure: false, prim: true };
  }

  private binary(e: A.BinaryExpression): Res {
    const [a0, b] = this.seq([this.expr(e.left as A.Expression), this.expr(e.right)]) as [Res, Res];
    const pure = a0.pure && b.pure;
    if (e.operator === 'in') {
      const t = this.tmp();
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
      const ac = isLiteral(e.left) || isLiteral(e.right) ? a0.c : this.weigh(a0.c);
      return { c: `(${ac} ${e.operator} ${b.c})`, l: this.join(a0.l, b.l), pure, prim: true };
    }
    let a = a0;
    if (!b.pure && !a.prim && a.v !== a.c) a = this.stab(a);
    const ca = this.coerce(a);
    const cb = this.coerce(b);
    const w = WEIGHED.has(e.operator);
    const lc = w && !isLiteral(e.left) ? this.weigh(ca.r.c) : ca.r.c;
    const rc = w && !isLiteral(e.right) ? this.weigh(cb.r.c) : cb.r.c;
    return {
      c: `(${lc} ${e.operator} ${rc})`,
      l: this.join(ca.l, cb.l),
      pure,
      prim: true,
    };
  }

  private logical(e: A.LogicalExpression): Res {
    const a = this.stab(this.expr(e.left));
    const b = this.expr(e.right);
    const r = this.tmp();
    const p = this.tmp();
    const takeB =
      e.operator === '&&'
        ? a.v
        : e.operator === '||'
          ? `!${a.v}`
          : `(${a.v} === null || ${a.v} === undefined)`;
    const bPart = b.pure
      ? `(${r} = ${b.c}, ${r}l = ${this.join(a.l, b.l)}, ${r})`
      : `(${p} = $pc, $pc = $J($pc, ${a.l}), ${this.up([e.right], e, p)}${r} = ${b.c}, ${r}l = ${this.join(a.l, b.l)}, $pc = ${p}, ${r})`;
    const tj = this.txJoinLabel(e.right, a.l);
    return {
      c: `(${a.c}, ${tj}${takeB} ? ${bPart} : (${r} = ${a.v}, ${r}l = ${a.l}, ${r}))`,
      l: `${r}l`,
      v: r,
      pure: a.pure && b.pure,
      prim: a.prim && b.prim,
    };
  }

  private conditional(e: A.ConditionalExpression): Res {
    const t = this.stab(this.expr(e.test));
    const x = this.expr(e.consequent);
    const y = this.expr(e.alternate);
    const r = this.tmp();
    const p = this.tmp();
    const arm = (b: Res): string =>
      b.pure
        ? `(${r} = ${b.c}, ${r}l = ${this.join(t.l, b.l)}, ${r})`
        : `(${p} = $pc, $pc = $J($pc, ${t.l}), ${this.up([e.consequent, e.alternate], e, p)}${r} = ${b.c}, ${r}l = ${this.join(t.l, b.l)}, $pc = ${p}, ${r})`;
    // which arm's operations ran (and may have thrown) depends on the test, taken or not
    const tj = this.txJoinLabel([e.consequent, e.alternate], t.l);
    return {
      c: `(${t.c}, ${tj}${t.v} ? ${arm(x)} : ${arm(y)})`,
      l: `${r}l`,
      v: r,
      pure: t.pure && x.pure && y.pure,
      prim: x.prim && y.prim,
    };
  }

  private assign(e: A.AssignmentExpression): Res {
    const op = e.operator;
    if (e.left.type === 'Identifier') {
      const n = e.left.name;
      if (op === '=') {
        const r = this.expr(e.right);
        const lab = this.sj(r.l);
        return {
          c:
            lab === `${n}$l` && !this.strict
              ? `(${n} = ${r.c})`
              : `(${n} = ${r.c}, ${n}$l = ${this.nv(n, lab)}, ${n})`,
          l: `${n}$l`,
          pure: false,
          prim: r.prim,
        };
      }
      if (op === '||=' || op === '&&=' || op === '??=') {
        const r = this.expr(e.right);
        const p = this.tmp();
        const test =
          op === '&&=' ? n : op === '||=' ? `!${n}` : `(${n} === null || ${n} === undefined)`;
        // The old label is kept before the right side runs: it may assign the variable too.
        const tj = this.txJoinLabel(e.right, `${n}$l`);
        return {
          c: `(${tj}${test} ? (${p} = $pc, ${p}l = ${n}$l, $pc = $J($pc, ${p}l), ${this.up([e.right], e, p)}${n} = ${r.c}, ${n}$l = ${this.nv(n, this.sj(this.join(`${p}l`, r.l)))}, $pc = ${p}, ${n}) : ${n})`,
          l: `${n}$l`,
          pure: false,
          prim: false,
        };
      }
      const bop = op.slice(0, -1);
      const r0 = this.coerce(this.expr(e.right));
      const wb = WEIGHED.has(bop);
      const r = wb && !isLiteral(e.right) ? { r: { ...r0.r, c: this.weigh(r0.r.c) }, l: r0.l } : r0;
      const wn = wb ? `${charge(n)}, ` : '';
      const binding = this.an.refs.get(e.left);
      if (binding?.kind === 'local' && binding.binding.prim && r.r.pure) {
        // a primitive-only variable and a right side without effects (it cannot assign the
        // variable meanwhile): no coercion hook, no temp for the old value
        const lab = this.sj(this.join(`${n}$l`, r.l));
        const setL = lab === `${n}$l` && !this.strict ? '' : `, ${n}$l = ${this.nv(n, lab)}`;
        return {
          c: `(${wn}${n} = ${n} ${bop} ${r.r.c}${setL}, ${n})`,
          l: `${n}$l`,
          pure: false,
          prim: true,
        };
      }
      const old = this.tmp();
      return {
        c: `(${old} = ${n}, ${old}l = ${n}$l, ${wb ? `${charge(old)}, ` : ''}${n} = ${old} ${bop} ${r.r.c}, ${n}$l = ${this.nv(n, this.sj(this.join(`(typeof ${old} === 'object' ? $DL(${old}, ${old}l) : ${old}l)`, r.l)))}, ${n})`,
        l: `${n}$l`,
        pure: false,
        prim: true,
      };
    }
    if (e.left.type === 'MemberExpression') {
      const m = e.left;
      const r = this.tmp();
      if (op === '=') {
        const o = this.expr(m.object as A.Expression);
        const v = this.expr(e.right);
        const sk = staticKey(m.property, m.computed);
        if (sk !== undefined) {
          return {
            c: `(${r} = $S(${o.c}, ${this.sj(o.l)}, ${JSON.stringify(sk)}, ${v.c}, (${r}l = ${this.sj(v.l)}), $pc))`,
            l: `${r}l`,
            v: r,
            pure: false,
            prim: v.prim,
          };
        }
        const k = this.expr(m.property as A.Expression);
        return {
          c: `(${r} = $SK(${o.c}, ${this.sj(o.l)}, ${k.c}, ${k.l}, ${v.c}, (${r}l = ${this.sj(v.l)}), $pc))`,
          l: `${r}l`,
          v: r,
          pure: false,
          prim: v.prim,
        };
      }
      const bop = op.slice(0, -1);
      const o = this.tmp();
      const x = this.tmp();
      const or = this.expr(m.object as A.Expression);
      const sk = staticKey(m.property, m.computed);
      let read: string;
      let write: (v: string, l: string) => string;
      if (sk !== undefined) {
        const k = JSON.stringify(sk);
        read = `$G(${o}, ${o}l, ${k})`;
        write = (v, l) => `$S(${o}, ${this.sj(`${o}l`)}, ${k}, ${v}, ${l}, $pc)`;
      } else {
        const k = this.tmp();
        const kr = this.expr(m.property as A.Expression);
        read = `(${k} = ${kr.c}, ${k}l = ${kr.l}, $GK(${o}, ${o}l, ${k}, ${k}l))`;
        write = (v, l) => `$SK(${o}, ${this.sj(`${o}l`)}, ${k}, ${k}l, ${v}, ${l}, $pc)`;
      }
      const v = this.coerce(this.expr(e.right));
      const wb = WEIGHED.has(bop);
      const vc = wb && !isLiteral(e.right) ? this.weigh(v.r.c) : v.r.c;
      return {
        c: `(${o} = ${or.c}, ${o}l = ${or.l}, ${x} = ${read}, ${x}l = $R.l, ${wb ? `${charge(x)}, ` : ''}${r} = ${x} ${bop} ${vc}, ${r}l = $J($CV(${x}, ${x}l), ${v.l}), ${write(r, this.sj(`${r}l`))})`,
        l: `${r}l`,
        v: r,
        pure: false,
        prim: true,
      };
    }
    // destructuring assignment
    const v = this.stab(this.expr(e.right));
    const t = this.tmp();
    return {
      c: `(${t} = ${v.c}, ${t}l = ${v.l}, ${this.assignPattern(e.left, t, `${t}l`)}, ${t})`,
      l: `${t}l`,
      v: t,
      pure: false,
      prim: false,
    };
  }

  private member(e: A.MemberExpression, obj: Res | undefined): Res {
    if (obj === undefined && e.object.type === 'Identifier') {
      const r = this.an.refs.get(e.object);
      if (r?.kind === 'builtin' && !CONSTRUCTOR_VALUES.has(r.name)) {
        const k = staticKey(e.property, e.computed) as string;
        return { c: `${r.name}.${k}`, l: '$LIT', v: `${r.name}.${k}`, pure: true, prim: true };
      }
    }
    const res = this.memberRead(e, obj);
    this.mark();
    return res;
  }

  private memberRead(e: A.MemberExpression, obj: Res | undefined): Res {
    const o = obj ?? this.expr(e.object as A.Expression);
    // strict mode, maybe inside a try: whether the read throws (on null or undefined) depends
    // on the reference's label, so it joins what decided the try ($R.tx) first, as $G does;
    // the inline paths below read only objects and strings, which never throw
    const inTry =
      this.checking && SIMPLE.test(o.l)
        ? `$R.td > 0 && ${o.l} !== $R.tx && $R.STX($J($R.tx, ${o.l})), `
        : '';
    const t = this.tmp();
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
      const m = this.tmp();
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
      const k = this.expr(e.property as A.Expression);
      read = `$GK(${o.c}, ${o.l}, ${k.c}, ${k.l})`;
      pure = pure && k.pure;
    }
    return { c: `(${t} = ${read}, ${t}l = $R.l, ${t})`, l: `${t}l`, v: t, pure, prim: false };
  }

  /** The optional chain being emitted: its rest may write what the whole chain writes. */
  private chainNode: A.Node | undefined;

  private chain(e: A.ChainExpression): Res {
    const out = this.tmp();
    const fin = (r: Res): string => `(${out} = ${r.c}, ${out}l = ${r.l}, ${out})`;
    const outer = this.chainNode;
    this.chainNode = e;
    const code = this.chainEval(e.expression as A.Expression, fin, out);
    this.chainNode = outer;
    return { c: code, l: `${out}l`, v: out, pure: false, prim: false };
  }

  /** `code` run with the pc raised by `label` (restored after; the value is code's). */
  private underLabel(label: string, code: string, node?: A.Node): string {
    const sv = this.tmp();
    const r = this.tmp();
    return `(${sv} = $pc, $pc = ${this.join('$pc', label)}, ${node === undefined ? '' : this.up([node], node, sv)}${r} = ${code}, $pc = ${sv}, ${r})`;
  }

  private chainEval(node: A.Expression, k: (r: Res) => string, out: string): string {
    if (node.type === 'MemberExpression') {
      return this.chainEval(
        node.object as A.Expression,
        (o0) => {
          const o = this.stab(o0);
          const read = this.member(node, {
            c: o.v as string,
            l: o.l,
            v: o.v,
            pure: true,
            prim: false,
          });
          if (node.optional) {
            return `(${o.c}, ${this.txJoinLabel(null, o.l)}(${o.v} === null || ${o.v} === undefined) ? (${out} = undefined, ${out}l = ${o.l}, ${out}) : ${this.underLabel(o.l, k(read), this.chainNode)})`;
          }
          return `(${o.c}, ${k(read)})`;
        },
        out,
      );
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      const callee = node.callee;
      return this.chainEval(
        callee.object as A.Expression,
        (o0) => {
          const o = this.stab(o0);
          const r = this.call(node, { c: o.v as string, l: o.l, v: o.v, pure: true, prim: false });
          if (callee.optional) {
            return `(${o.c}, ${this.txJoinLabel(null, o.l)}(${o.v} === null || ${o.v} === undefined) ? (${out} = undefined, ${out}l = ${o.l}, ${out}) : ${this.underLabel(o.l, k(r), this.chainNode)})`;
          }
          return `(${o.c}, ${k(r)})`;
        },
        out,
      );
    }
    return k(this.expr(node));
  }

  // ---- calls ---------------------------------------------------------------------------------
  private argArrays(args: readonly (A.Expression | A.SpreadElement)[]): {
    pre: string;
    vals: string;
    labs: string;
  } {
    if (args.every((a) => a.type !== 'SpreadElement')) {
      const rs = this.seq(args.map((a) => this.expr(a)));
      return {
        pre: '',
        vals: `[${rs.map((r) => r.c).join(', ')}]`,
        labs: `[${rs.map((r) => r.l).join(', ')}]`,
      };
    }
    const v = this.tmp();
    const steps = [`${v} = []`, `${v}l = []`];
    for (const a of args) {
      if (a.type === 'SpreadElement') {
        const r = this.expr(a.argument);
        this.mark();
        steps.push(`$SPA(${v}, ${v}l, ${r.c}, ${r.l}, $pc)`);
      } else {
        const r = this.expr(a);
        steps.push(`${v}.push(${r.c})`, `${v}l.push(${r.l})`);
      }
    }
    return { pre: `${steps.join(', ')}, `, vals: v, labs: `${v}l` };
  }

  private builtinCall(name: string, args: readonly (A.Expression | A.SpreadElement)[]): Res {
    const t = this.tmp();
    if (name.startsWith('Math.') && args.every((a) => a.type !== 'SpreadElement')) {
      const rs = this.seq(args.map((a) => this.expr(a as A.Expression))).map((r) => this.coerce(r));
      return {
        c: `(${t} = ${name}(${rs.map((r) => r.r.c).join(', ')}), ${t}l = ${this.joinAll(rs.map((r) => r.l))}, ${t})`,
        l: `${t}l`,
        v: t,
        pure: rs.every((r) => r.r.pure),
        prim: true,
      };
    }
    const a = this.argArrays(args);
    // a builtin that calls a plan callback (Array.from(x, f)) reports the callbacks' exit pc
    const xp =
      this.an.anyThrows && name === 'Array.from' && args.length > 1
        ? `, $pc = ${this.join('$pc', '$R.xp')}`
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
  private discardedExternal(e: A.Expression): string | undefined {
    if (e.type !== 'CallExpression' || e.callee.type !== 'Identifier') return undefined;
    const r = this.an.refs.get(e.callee);
    if (r?.kind !== 'external') return undefined;
    const o = this.expr(externalArgument(e));
    this.mark();
    return `(yield $EXT($pc, ${JSON.stringify(r.name)}, ${o.c}, ${o.l}, true))`;
  }

  private call(e: A.CallExpression, recv: Res | undefined): Res {
    const r = this.callInner(e, recv);
    this.mark();
    return r;
  }

  private callInner(e: A.CallExpression, recv: Res | undefined): Res {
    const gen = this.fn.gen;
    const callee = e.callee;
    const t = this.tmp();
    if (recv === undefined && callee.type === 'Identifier') {
      const r = this.an.refs.get(callee);
      if (r?.kind === 'external') {
        const o = this.expr(externalArgument(e));
        return {
          c: `(${t} = (yield $EXT($pc, ${JSON.stringify(r.name)}, ${o.c}, ${o.l})), ${t}l = $R.l, ${t})`,
          l: `${t}l`,
          v: t,
          pure: false,
          prim: false,
        };
      }
      if (r?.kind === 'builtin') return this.builtinCall(r.name, e.arguments);
      if (
        r?.kind === 'local' &&
        r.binding.staticFn !== undefined &&
        e.arguments.every((a) => a.type !== 'SpreadElement')
      ) {
        const target = r.binding.staticFn;
        const args = e.arguments.map((a) => {
          const x = this.expr(a as A.Expression);
          return `${x.c}, ${x.l}`;
        });
        const inv = `${callee.name}($pc${args.length > 0 ? ', ' : ''}${args.join(', ')})`;
        const callCode = target.gen ? `(yield* ${inv})` : inv;
        // a callee that may throw: continuing past the call depends on its exit pc
        const xp = target.throws ? `, $pc = ${this.join('$pc', '$R.xp')}` : '';
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
        ? arrayProtoCall(callee, (id) => this.an.refs.get(id)?.kind === 'builtin')
        : undefined;
    if (apc !== undefined) return this.arrayLikeCall(e, apc.method, apc.apply);
    if (
      recv === undefined &&
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      this.an.refs.get(callee.object)?.kind === 'builtin'
    ) {
      const ns = (callee.object as A.Identifier).name;
      return this.builtinCall(
        `${ns}.${staticKey(callee.property, callee.computed) as string}`,
        e.arguments,
      );
    }
    if (callee.type === 'MemberExpression') {
      const name = staticKey(callee.property, callee.computed);
      if (name === undefined) return reject('COMPUTED_KEY_UNSUPPORTED', callee);
      let o = recv ?? this.expr(callee.object as A.Expression);
      // The callee reference comes first: a null or undefined receiver throws before any
      // argument runs (o.missing.m(f()) never calls f). Literal arguments cannot tell.
      let chk = '';
      if (e.arguments.some((x) => x.type !== 'Literal')) {
        const s0 = this.stab(o);
        // strict mode: always through the prelude (inside a try, the arguments run only
        // because the receiver was not null: its label joins $R.tx either way)
        chk = this.strict
          ? `${s0.c}, $NN(${s0.v}, ${s0.l}, $pc), `
          : `${s0.c}, ${s0.v} == null && $NN(${s0.v}, ${s0.l}, $pc), `;
        o = { c: s0.v as string, l: s0.l, v: s0.v, pure: true, prim: s0.prim };
        this.mark();
      }
      const only = e.arguments[0];
      if (
        name === 'push' &&
        e.arguments.length === 1 &&
        only !== undefined &&
        only.type !== 'SpreadElement'
      ) {
        const x = this.expr(only);
        if (o.v !== undefined && SIMPLE.test(o.v) && SIMPLE.test(o.l)) {
          // inline fast path: an array whose structure, reference and new element share one label;
          // the slot label is not stored (an absent slot label reads as the structure label)
          const xs = this.stab(x);
          const m = this.tmp();
          const pcOk = this.strict
            ? ` && ${this.checking ? '$R.td === 0 && ' : ''}$pc === ${o.l}`
            : '';
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
      const a = this.argArrays(e.arguments);
      const useGen = gen && !PLAIN_METHODS.has(name);
      let rcv = o;
      let labs = a.labs;
      if (this.ws !== undefined && e.arguments.some((x) => this.isCallback(x))) {
        // A callback runs under the receiver's labels: what it may write is upgraded to that
        // pc here, where the names it captures are in scope (writes.ts).
        rcv = this.stab(o);
        const np = this.tmp();
        const ups = this.up([e], e, '$pc', np);
        if (ups !== '') {
          labs = `(${np} = $J($pc, $J(${rcv.l}, $SL(${rcv.v}))), ${ups}${a.labs})`;
        }
      }
      const inv = `${useGen ? '$CMG' : '$CM'}($pc, ${rcv.c}, ${rcv.l}, ${JSON.stringify(name)}, ${a.vals}, ${labs})`;
      const callCode = useGen ? `(yield* ${inv})` : inv;
      const xp = this.an.anyThrows ? `, $pc = ${this.join('$pc', '$R.xp')}` : '';
      return {
        c: `(${chk}${a.pre}${t} = ${callCode}, ${t}l = $R.l${xp}, ${t})`,
        l: `${t}l`,
        v: t,
        pure: false,
        prim: false,
      };
    }
    const f = this.expr(callee as A.Expression);
    const a = this.argArrays(e.arguments);
    const inv = gen
      ? `(yield* $CALLG(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs}))`
      : `$CALL(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs})`;
    const xp = this.an.anyThrows ? `, $pc = ${this.join('$pc', '$R.xp')}` : '';
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
  private arrayLikeCall(e: A.CallExpression, name: string, apply: boolean): Res {
    const t = this.tmp();
    const a = this.argArrays(e.arguments);
    let vals = a.vals;
    let labs = a.labs;
    if (this.ws !== undefined && e.arguments.some((x) => this.isCallback(x))) {
      const vt = this.tmp();
      const lt = this.tmp();
      const np = this.tmp();
      const ups = this.up([e], e, '$pc', np);
      if (ups !== '') {
        vals = `(${vt} = ${a.vals})`;
        labs = `(${lt} = ${a.labs}, ${np} = $J($pc, $APL(${vt}, ${lt})), ${ups}${lt})`;
      }
    }
    const useGen = this.fn.gen && CALLBACK_METHODS.has(name);
    const inv = `${useGen ? '$APCG' : '$APC'}($pc, ${JSON.stringify(name)}, ${vals}, ${labs}, ${apply})`;
    const callCode = useGen ? `(yield* ${inv})` : inv;
    const xp = this.an.anyThrows ? `, $pc = ${this.join('$pc', '$R.xp')}` : '';
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
  private newFn(e: A.NewExpression): Res {
    const t = this.tmp();
    const f = this.expr(e.callee as A.Expression);
    const a = this.argArrays(e.arguments);
    const inv = this.fn.gen
      ? `(yield* $NEWG(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs}))`
      : `$NEW(${f.c}, ${f.l}, $pc, ${a.vals}, ${a.labs})`;
    const xp = this.an.anyThrows ? `, $pc = ${this.join('$pc', '$R.xp')}` : '';
    this.mark();
    return {
      c: `(${a.pre}${t} = ${inv}, ${t}l = $R.l${xp}, ${t})`,
      l: `${t}l`,
      v: t,
      pure: false,
      prim: false,
    };
  }
}

/**
 * Whether code can neither observe the pc nor leave early: no calls (plan, method, builtin or
 * external), no throw/try, no loops or switches, no jumps, no destructuring or spread (their
 * run-time errors carry the pc), no nested functions. Only then may normal mode skip a pc raise.
 */
export function pcFree(node: A.Node): boolean {
  let free = true;
  const visit = (n: unknown): void => {
    if (!free || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    const t = (n as { type?: unknown }).type;
    if (typeof t !== 'string') return;
    if (
      /^(CallExpression|NewExpression|ThrowStatement|TryStatement|ReturnStatement|BreakStatement|ContinueStatement|WhileStatement|DoWhileStatement|ForStatement|ForInStatement|ForOfStatement|SwitchStatement|LabeledStatement|FunctionExpression|ArrowFunctionExpression|FunctionDeclaration|ObjectPattern|ArrayPattern|SpreadElement|TaggedTemplateExpression|YieldExpression|AwaitExpression|ChainExpression)$/.test(
        t,
      )
    ) {
      free = false;
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'start' || k === 'end' || k === 'type') continue;
      visit(v);
    }
  };
  visit(node);
  return free;
}

/** Whether a function body has a `return` inside a try statement (nested functions aside). */
export function returnsInsideTry(body: A.Node): boolean {
  const visit = (n: unknown, inTry: boolean): boolean => {
    if (n === null || typeof n !== 'object') return false;
    if (Array.isArray(n)) return n.some((x) => visit(x, inTry));
    const t = (n as { type?: unknown }).type;
    if (typeof t !== 'string') return false;
    if (
      t === 'FunctionExpression' ||
      t === 'ArrowFunctionExpression' ||
      t === 'FunctionDeclaration'
    ) {
      return false;
    }
    if (t === 'ReturnStatement' && inTry) return true;
    const here = inTry || t === 'TryStatement';
    for (const [k, v] of Object.entries(n)) {
      if (k === 'loc' || k === 'type') continue;
      if (visit(v, here)) return true;
    }
    return false;
  };
  return visit(body, false);
}

/** The named-arguments object of an external call; `tool()` passes an empty one. */
function externalArgument(e: A.CallExpression): A.ObjectExpression {
  const arg = e.arguments[0];
  if (arg !== undefined) return arg as A.ObjectExpression;
  return {
    type: 'ObjectExpression',
    properties: [],
    start: e.end,
    end: e.end,
  } as A.ObjectExpression;
}

/** Whether a statement contains a jump that leaves it (so its pc raise must stay in force). */
export function escapes(
  node: A.Node,
  ownLabel?: string,
  mayThrow: (n: A.Node) => boolean = () => false,
): boolean {
  /** Whether any of these expressions (absent ones skipped) may throw. */
  const anyThrows = (xs: readonly (A.Node | null | undefined)[]): boolean =>
    xs.some((x) => x !== null && x !== undefined && mayThrow(x));
  type Loop = A.WhileStatement | A.DoWhileStatement | A.ForStatement | A.ForInStatement;
  const field = (l: Loop, k: 'test' | 'update' | 'init' | 'right'): A.Node | null | undefined =>
    k in l ? (l as unknown as Record<string, A.Node | null | undefined>)[k] : null;
  const walk = (
    n: A.Node | null | undefined,
    labels: ReadonlySet<string>,
    loops: number,
    switches: number,
    caught: boolean,
  ): boolean => {
    if (!n) return false;
    switch (n.type) {
      case 'BreakStatement': {
        const b = n as A.BreakStatement;
        if (b.label) return !labels.has(b.label.name);
        return loops === 0 && switches === 0;
      }
      case 'ContinueStatement': {
        const c = n as A.ContinueStatement;
        if (c.label) return !labels.has(c.label.name);
        return loops === 0;
      }
      case 'ReturnStatement':
        return true;
      case 'ThrowStatement':
        return !caught;
      case 'ExpressionStatement':
      case 'VariableDeclaration':
        return !caught && mayThrow(n);
      case 'BlockStatement':
        return (n as A.BlockStatement).body.some((s) => walk(s, labels, loops, switches, caught));
      case 'IfStatement': {
        const i = n as A.IfStatement;
        return (
          (!caught && mayThrow(i.test)) ||
          walk(i.consequent, labels, loops, switches, caught) ||
          walk(i.alternate, labels, loops, switches, caught)
        );
      }
      case 'LabeledStatement': {
        const l = n as A.LabeledStatement;
        return walk(l.body, new Set([...labels, l.label.name]), loops, switches, caught);
      }
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const l = n as Loop;
        const heads = (['test', 'update', 'init', 'right'] as const).map((k) => field(l, k));
        return (!caught && anyThrows(heads)) || walk(l.body, labels, loops + 1, switches, caught);
      }
      case 'SwitchStatement': {
        const sw = n as A.SwitchStatement;
        return (
          (!caught && anyThrows([sw.discriminant, ...sw.cases.map((c) => c.test)])) ||
          sw.cases.some((c) =>
            c.consequent.some((s) => walk(s, labels, loops, switches + 1, caught)),
          )
        );
      }
      case 'TryStatement': {
        const t = n as A.TryStatement;
        return (
          walk(t.block, labels, loops, switches, caught || t.handler !== null) ||
          walk(t.handler?.body, labels, loops, switches, caught) ||
          walk(t.finalizer, labels, loops, switches, caught)
        );
      }
      default:
        return false;
    }
  };
  // The construct itself is the jump target of its own unlabelled break/continue.
  const isLoop = /^(While|DoWhile|For|ForIn|ForOf)Statement$/.test(node.type);
  const isSwitch = node.type === 'SwitchStatement';
  const own = new Set<string>(ownLabel === undefined ? [] : [ownLabel]);
  // Its own tests run under the pc it raised: a throw there leaves it too.
  if (isLoop) {
    const l = node as Loop;
    return anyThrows([field(l, 'test'), field(l, 'update')]) || walk(l.body, own, 1, 0, false);
  }
  if (isSwitch) {
    const sw = node as A.SwitchStatement;
    return (
      anyThrows(sw.cases.map((c) => c.test)) ||
      sw.cases.some((c) => c.consequent.some((s) => walk(s, own, 0, 1, false)))
    );
  }
  return walk(node, new Set(), 0, 0, false);
}

/**
 * A function's `length`, `name` and source range as plain JavaScript has them, in a comment
 * that opens the compiled body: the prelude reads it (from the compiled function's text) when a
 * plan reads `f.length` or `f.name` or shows `String(f)`. The parameters before it are plain
 * names, so the first such comment in a function's text is its own. `*` is escaped in the name.
 */
function fnMarker(
  f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
  name: string,
  method: boolean,
): string {
  let len = 0;
  for (const p of f.params) {
    if (p.type === 'AssignmentPattern' || p.type === 'RestElement') break;
    len++;
  }
  // 0: a constructor (function declaration or expression), 1: an arrow, 2: a method
  const arrow = f.type === 'ArrowFunctionExpression' ? 1 : method ? 2 : 0;
  const n = JSON.stringify(name).replace(/\*/g, '\\u002a');
  return `/*$F:${len}:${f.start}:${f.end}:${arrow}:${n}*/`;
}

/**
 * The name plain JavaScript gives each function (NamedEvaluation): its own id, else the binding,
 * assignment target, property key or default's target an anonymous function is written to.
 */
function fnNames(program: A.Program, methods: Set<A.Node>): Map<A.Node, string> {
  const out = new Map<A.Node, string>();
  const anon = (
    n: A.Node | null | undefined,
  ): n is A.FunctionExpression | A.ArrowFunctionExpression =>
    n !== null &&
    n !== undefined &&
    (n.type === 'ArrowFunctionExpression' ||
      (n.type === 'FunctionExpression' && (n as A.FunctionExpression).id == null));
  const visit = (n: unknown): void => {
    if (n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const x of n) visit(x);
      return;
    }
    const node = n as A.Node;
    if (typeof node.type !== 'string') return;
    switch (node.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression': {
        const id = (node as A.FunctionDeclaration | A.FunctionExpression).id;
        if (id) out.set(node, id.name);
        break;
      }
      case 'VariableDeclarator': {
        const d = node as A.VariableDeclarator;
        if (d.id.type === 'Identifier' && anon(d.init)) out.set(d.init, d.id.name);
        break;
      }
      case 'AssignmentExpression': {
        const a = node as A.AssignmentExpression;
        // a parenthesised target, `(f) = function () {}`, is not an IdentifierRef: no name
        // (acorn drops the parentheses; the assignment then starts before its target)
        if (
          a.left.type === 'Identifier' &&
          a.left.start === a.start &&
          anon(a.right) &&
          ['=', '&&=', '||=', '??='].includes(a.operator)
        )
          out.set(a.right, a.left.name);
        break;
      }
      case 'AssignmentPattern': {
        const a = node as A.AssignmentPattern;
        // (a parenthesised target keeps the name here, as QuickJS gives it)
        if (a.left.type === 'Identifier' && anon(a.right)) out.set(a.right, a.left.name);
        break;
      }
      case 'Property': {
        const p = node as A.Property;
        if (p.method) methods.add(p.value);
        if (p.kind === 'init' && anon(p.value)) {
          const k = staticKey(p.key, p.computed);
          if (k !== undefined) out.set(p.value, String(k));
        }
        break;
      }
      default:
        break;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'type') continue;
      if (v !== null && typeof v === 'object') visit(v);
    }
  };
  visit(program);
  return out;
}
