/**
 * Static write sets for strict mode's implicit-flow discipline (docs/ifc.md, "Implicit flows").
 *
 * Strict mode runs a no-sensitive-upgrade monitor: a write under a raised control context to a
 * variable or container whose label does not already carry that context ends the execution
 * (`IMPLICIT_FLOW`), because in a run where the branch was not taken the value would have
 * stayed as it was, with its old, lower label. To keep benign plans running, every construct
 * that raises the context first *upgrades* what it may write, taken or not: the variables its
 * code (or the plan functions it calls) may assign, and the containers it may mutate through a
 * name or a chain of names. The upgrade happens before the branch, in every run that reaches
 * the construct, so both runs agree on the labels. It is precision only: soundness rests on the
 * run-time check, so anything this analysis misses (a container reached through a dynamic call,
 * an alias made inside the branch) fails closed.
 */
import type * as A from 'acorn';
import { reject, staticKey } from './analysis/ast.js';
import { type Analysis, type Binding, type FnInfo, scopeStart } from './analysis/scope.js';
import { PROPERTY_MODEL_MUTATORS } from './builtins.js';

/** A container to upgrade: the value of `root` followed along `path` (null = every child). */
export interface HeapTarget {
  readonly root: Binding;
  readonly path: readonly (string | null)[];
}

/** What one construct may write. */
export interface WriteSet {
  readonly vars: ReadonlySet<Binding>;
  readonly heap: readonly HeapTarget[];
}

interface Summary {
  readonly vars: Set<Binding>;
  readonly heap: Map<string, HeapTarget>;
  readonly callees: Set<FnInfo>;
}

/** Array and object methods that change their receiver. */
const MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  // Map and Set (issue 22): what they mutate, and advancing one of their iterators
  'set',
  'add',
  'delete',
  'clear',
  'next',
  // Date setters
  'setTime',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'setSeconds',
  'setMilliseconds',
  'setUTCFullYear',
  'setUTCMonth',
  'setUTCDate',
  'setUTCHours',
  'setUTCMinutes',
  'setUTCSeconds',
  'setUTCMilliseconds',
  // a regex's lastIndex (g or y)
  'exec',
  'test',
]);

/** String methods that may move the lastIndex of a regex passed as their first argument. */
const REGEX_ARG_MUTATORS = new Set(['match', 'replace', 'replaceAll']);

const MAX_PATH = 6;

function isNode(x: unknown): x is A.Node {
  return typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
}

/** Children of an acorn node, in source order. */
function children(n: A.Node): A.Node[] {
  const out: A.Node[] = [];
  for (const key of Object.keys(n)) {
    if (key === 'loc' || key === 'range') continue;
    const v = (n as unknown as Record<string, unknown>)[key];
    if (Array.isArray(v)) {
      for (const x of v) if (isNode(x)) out.push(x);
    } else if (isNode(v)) out.push(v);
  }
  return out;
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);
const LOOP_TYPES = new Set([
  'WhileStatement',
  'DoWhileStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
]);

export class WriteSets {
  private readonly parent = new Map<A.Node, A.Node>();
  private readonly summaries = new Map<A.Node, Summary>();
  private readonly fnCaptured = new Map<FnInfo, Summary>();
  private readonly declarators = new Map<number, A.Node>();

  /** Work done so far (set elements merged, nodes visited, upgrades emitted). */
  private work = 0;
  /** The construct being summarised (where a PLAN_TOO_LARGE points). */
  private at: A.Node | undefined;

  constructor(
    private readonly root: A.Program,
    private readonly an: Analysis,
    /** Past this much work the compilation stops with PLAN_TOO_LARGE (`writeSetBudget`). */
    private readonly budget = Number.POSITIVE_INFINITY,
  ) {
    const stack: A.Node[] = [root];
    while (stack.length > 0) {
      const n = stack.pop() as A.Node;
      for (const c of children(n)) {
        this.parent.set(c, n);
        stack.push(c);
      }
      if (n.type === 'VariableDeclarator') {
        const d = n as A.VariableDeclarator;
        if (d.id.type === 'Identifier') this.declarators.set(d.id.start, n);
      }
    }
  }

  /** The nearest enclosing function node of `n` (null at the plan's top level). */
  fnNodeOf(n: A.Node): A.Node | null {
    for (let p = this.parent.get(n); p !== undefined; p = this.parent.get(p)) {
      if (FUNCTION_TYPES.has(p.type)) return p;
    }
    return null;
  }

  /**
   * What `construct` may write, as far as code at `at` can name it: bindings visible and
   * initialised there, and containers reached from them. With `continuation`, also what the
   * code after it may write until the end of its function (a construct whose raise stays in
   * force after it), including every loop around it.
   */
  /**
   * Charges `amount` units of work against the budget (red-team A4: write sets grow with
   * nesting, so a plan of a few KB with n nested loops that exit early cost the host a minute
   * of compile time and 15 MB of output before any deadline applied). The budget is linear in
   * the source, so compile time and output stay proportional to the plan's size.
   */
  charge(amount: number, at?: A.Node): void {
    this.work += amount + 1;
    if (this.work > this.budget) reject('PLAN_TOO_LARGE', at ?? this.at ?? this.root, 'write sets');
  }

  forConstruct(construct: A.Node, at: A.Node, continuation: boolean): WriteSet {
    this.at = at;
    const s = this.newSummary();
    this.merge(s, this.summary(construct));
    if (continuation) {
      for (
        let c: A.Node = construct, p = this.parent.get(c);
        p !== undefined;
        c = p, p = this.parent.get(p)
      ) {
        if (FUNCTION_TYPES.has(p.type)) break;
        if (LOOP_TYPES.has(p.type) || p.type === 'TryStatement') this.merge(s, this.summary(p));
        for (const sib of this.following(p, c)) this.merge(s, this.summary(sib));
      }
    }
    // plan functions called inside may write what they capture
    const seen = new Set<FnInfo>();
    const pending = [...s.callees];
    while (pending.length > 0) {
      const f = pending.pop() as FnInfo;
      if (seen.has(f)) continue;
      seen.add(f);
      const cap = this.captured(f);
      // every callee visited is work (red team U1: n sites each walking n callees, uncharged,
      // cost 135 s for a 326 KB plan without reaching the budget)
      this.charge(cap.vars.size + cap.heap.size + cap.callees.size);
      for (const b of cap.vars) s.vars.add(b);
      for (const [k, h] of cap.heap) s.heap.set(k, h);
      for (const g of cap.callees) pending.push(g);
    }
    return this.visible(s, construct, at);
  }

  private newSummary(): Summary {
    return { vars: new Set(), heap: new Map(), callees: new Set() };
  }

  private merge(into: Summary, from: Summary): void {
    this.charge(from.vars.size + from.heap.size + from.callees.size);
    for (const b of from.vars) into.vars.add(b);
    for (const [k, h] of from.heap) into.heap.set(k, h);
    for (const f of from.callees) into.callees.add(f);
  }

  /** Statements (or cases) after `child` in the list of `parent` that holds it. */
  private following(parent: A.Node, child: A.Node): A.Node[] {
    for (const key of ['body', 'consequent', 'cases'] as const) {
      const list = (parent as unknown as Record<string, unknown>)[key];
      if (Array.isArray(list)) {
        const i = list.indexOf(child);
        if (i >= 0) return list.slice(i + 1) as A.Node[];
      }
    }
    return [];
  }

  /** Everything written lexically inside `n`, nested functions included. */
  private summary(n: A.Node): Summary {
    const memo = this.summaries.get(n);
    if (memo !== undefined) return memo;
    const s = this.newSummary();
    let nodes = 0;
    const visit = (x: A.Node): void => {
      nodes++;
      switch (x.type) {
        case 'AssignmentExpression': {
          const a = x as A.AssignmentExpression;
          this.target(a.left as A.Pattern, s);
          break;
        }
        case 'UpdateExpression':
          this.target((x as A.UpdateExpression).argument as A.Pattern, s);
          break;
        case 'UnaryExpression': {
          const u = x as A.UnaryExpression;
          if (u.operator === 'delete' && u.argument.type === 'MemberExpression') {
            this.heapWrite(u.argument.object as A.Expression, s);
          }
          break;
        }
        case 'ForInStatement':
        case 'ForOfStatement': {
          const f = x as A.ForInStatement | A.ForOfStatement;
          if (f.left.type !== 'VariableDeclaration') this.target(f.left as A.Pattern, s);
          else if (f.left.kind === 'var') {
            const d = f.left.declarations[0];
            if (d !== undefined) this.target(d.id, s);
          }
          break;
        }
        case 'VariableDeclaration': {
          // a `var` with an initialiser assigns the function's binding
          const d = x as A.VariableDeclaration;
          if (d.kind === 'var') {
            for (const decl of d.declarations) if (decl.init != null) this.target(decl.id, s);
          }
          break;
        }
        case 'NewExpression': {
          // `new f()` runs f: its writes, as a call's
          const callee = (x as A.NewExpression).callee;
          if (callee.type === 'Identifier') {
            const r = this.an.refs.get(callee);
            if (r?.kind === 'local' && r.binding.staticFn !== undefined) {
              s.callees.add(r.binding.staticFn);
            }
          }
          break;
        }
        case 'CallExpression': {
          const c = x as A.CallExpression;
          const callee = c.callee;
          if (callee.type === 'Identifier') {
            const r = this.an.refs.get(callee);
            if (r?.kind === 'local' && r.binding.staticFn !== undefined) {
              s.callees.add(r.binding.staticFn);
            }
          } else if (callee.type === 'MemberExpression') {
            const k = staticKey(callee.property, callee.computed);
            const obj = callee.object;
            const ns = obj.type === 'Identifier' ? this.an.refs.get(obj) : undefined;
            if (ns?.kind === 'builtin') {
              if (
                k !== undefined &&
                (k === 'assign' || PROPERTY_MODEL_MUTATORS.has(k)) &&
                c.arguments[0] !== undefined
              ) {
                this.heapWrite(c.arguments[0] as A.Expression, s);
              }
            } else if (k !== undefined && MUTATORS.has(k)) {
              this.heapWrite(obj as A.Expression, s);
            } else if (
              k !== undefined &&
              REGEX_ARG_MUTATORS.has(k) &&
              c.arguments[0] !== undefined &&
              c.arguments[0].type !== 'SpreadElement'
            ) {
              this.heapWrite(c.arguments[0], s);
            }
          }
          // a plan function that takes a container may change it
          const planCallee =
            callee.type === 'Identifier' && this.an.refs.get(callee)?.kind === 'local';
          for (const arg of c.arguments) {
            if (planCallee && arg.type === 'Identifier') {
              const r = this.an.refs.get(arg);
              if (r?.kind === 'local' && r.binding.staticFn === undefined) this.heapWrite(arg, s);
            }
            // a callback named by reference writes what it captures
            if (arg.type === 'Identifier') {
              const r = this.an.refs.get(arg);
              if (r?.kind === 'local' && r.binding.staticFn !== undefined) {
                s.callees.add(r.binding.staticFn);
              }
            }
          }
          break;
        }
        default:
          break;
      }
      for (const c of children(x)) visit(c);
    };
    visit(n);
    this.charge(nodes, this.at ?? n);
    this.summaries.set(n, s);
    return s;
  }

  /** An assignment target: names are variable writes, members write their container. */
  private target(p: A.Pattern, s: Summary): void {
    switch (p.type) {
      case 'Identifier': {
        const r = this.an.refs.get(p);
        if (r?.kind === 'local') s.vars.add(r.binding);
        return;
      }
      case 'MemberExpression':
        this.heapWrite(p.object as A.Expression, s);
        return;
      case 'ObjectPattern':
        for (const prop of p.properties) {
          this.target(prop.type === 'RestElement' ? prop.argument : prop.value, s);
        }
        return;
      case 'ArrayPattern':
        for (const el of p.elements) if (el !== null) this.target(el, s);
        return;
      case 'RestElement':
        this.target(p.argument, s);
        return;
      case 'AssignmentPattern':
        this.target(p.left, s);
        return;
      default:
        return;
    }
  }

  private heapWrite(base: A.Expression, s: Summary): void {
    const t = this.chainOf(base, 0);
    if (t === undefined) return;
    s.heap.set(`${t.root.declAt}:${JSON.stringify(t.path)}`, t);
  }

  /** `x`, `x.k`, `x[e]` ... as a root binding and a path; undefined for anything else. */
  private chainOf(e: A.Node, depth: number): HeapTarget | undefined {
    if (depth > MAX_PATH) return undefined;
    if (e.type === 'Identifier') {
      const r = this.an.refs.get(e as A.Identifier);
      if (r?.kind !== 'local') return undefined;
      return { root: r.binding, path: [] };
    }
    if (e.type === 'MemberExpression') {
      const m = e as A.MemberExpression;
      const inner = this.chainOf(m.object, depth + 1);
      if (inner === undefined) return undefined;
      return { root: inner.root, path: [...inner.path, staticKey(m.property, m.computed) ?? null] };
    }
    return undefined;
  }

  /**
   * Where a binding declared inside a construct came from, when it names an outer container:
   * `const x = <chain>` or the variable of a `for...of` over a chain (every element).
   */
  private origin(b: Binding, depth: number): HeapTarget | undefined {
    if (depth > 3) return undefined;
    const decl = this.declarators.get(b.declAt);
    if (decl !== undefined) {
      const d = decl as A.VariableDeclarator;
      const list = this.parent.get(decl);
      const loop = list === undefined ? undefined : this.parent.get(list);
      if (
        loop !== undefined &&
        loop.type === 'ForOfStatement' &&
        (loop as A.ForOfStatement).left === list
      ) {
        const t = this.chainOf((loop as A.ForOfStatement).right, 0);
        return t === undefined ? undefined : { root: t.root, path: [...t.path, null] };
      }
      if (d.init != null && b.kind === 'const') return this.chainOf(d.init, 0);
    }
    return undefined;
  }

  /** What a plan function writes that it does not declare itself (callees included later). */
  private captured(f: FnInfo): Summary {
    const memo = this.fnCaptured.get(f);
    if (memo !== undefined) return memo;
    const out = this.newSummary();
    this.fnCaptured.set(f, out);
    const node = f.node;
    if (node === null) return out;
    const s = this.summary(node);
    const inside = (b: Binding): boolean => scopeStart(b) >= node.start && scopeStart(b) < node.end;
    for (const b of s.vars) if (!inside(b)) out.vars.add(b);
    for (const [k, h] of s.heap) if (!inside(h.root)) out.heap.set(k, h);
    for (const g of s.callees) out.callees.add(g);
    return out;
  }

  /** Keeps what code at `at` can name: visible, initialised bindings; maps inner aliases out. */
  private visible(s: Summary, construct: A.Node, at: A.Node): WriteSet {
    const scope = this.an.scopes.get(at);
    if (scope === undefined) return { vars: new Set(), heap: [] };
    const ok = (b: Binding): boolean => scope.lookup(b.name) === b;
    // (a `var` exists from its function's entry, wherever its declaration is)
    const inside = (b: Binding): boolean =>
      scopeStart(b) >= construct.start && scopeStart(b) < construct.end;
    const vars = new Set<Binding>();
    for (const b of s.vars) if (!inside(b) && ok(b)) vars.add(b);
    const heap: HeapTarget[] = [];
    const seen = new Set<string>();
    for (const h0 of s.heap.values()) {
      let h: HeapTarget | undefined = h0;
      for (let i = 0; h !== undefined && inside(h.root) && i < 4; i++) {
        const o: HeapTarget | undefined = this.origin(h.root, 0);
        h = o === undefined ? undefined : { root: o.root, path: [...o.path, ...h.path] };
      }
      if (h === undefined || inside(h.root) || !ok(h.root) || h.path.length > MAX_PATH) continue;
      const key = `${h.root.declAt}:${JSON.stringify(h.path)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      heap.push(h);
    }
    return { vars, heap };
  }

  /**
   * Whether a binding is certainly initialised whenever code at `at` runs: no TDZ, or declared
   * earlier in the same function, or in an enclosing function before every function expression
   * between them (a function declaration is hoisted, so it could run before).
   */
  initialisedAt(b: Binding, at: A.Node): boolean {
    const t = b.tdz;
    if (t === undefined) return true;
    if (t.sw) return false;
    if (at.start < t.end) return false;
    const home = t.fn.node;
    for (let f = this.fnNodeOf(at); f !== home; f = this.fnNodeOf(f)) {
      if (f === null) return false;
      if (f.type === 'FunctionDeclaration' || f.start < t.end) return false;
    }
    return true;
  }
}

/**
 * The work budget of a strict-mode compilation (`WriteSets.charge`): generous for real plans
 * (the compiler corpus and the AgentDojo plans use a small fraction), linear in the source.
 */
export function writeSetBudget(sourceLength: number): number {
  return 50_000 + 16 * sourceLength;
}
