import type * as A from 'acorn';
import { ARRAY_LIKE_METHODS, PROPERTY_MODEL_BUILTINS } from './builtins.js';
import { PlanCompileError, type VmCompileErrorCode } from './errors.js';

/** Global names a plan may use besides its own declarations, `inputs` and external functions. */
export const BUILTIN_GLOBALS = new Set([
  'Math',
  'JSON',
  'Object',
  'Array',
  'Number',
  'String',
  'Boolean',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'Error',
  ...[
    'TypeError',
    'RangeError',
    'SyntaxError',
    'ReferenceError',
    'EvalError',
    'URIError',
    'Map',
    'Set',
    'Date',
  ],
  'RegExp',
  'undefined',
  'NaN',
  'Infinity',
]);

/** The Error constructors: callable with and without `new`. */
export const ERROR_CONSTRUCTORS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
]);

/**
 * Builtin constructors a plan may use as values: passed (`assert.throws(TypeError, f)`),
 * stored, compared (`x === TypeError`), read for `name` and `length`, called or `new`ed
 * through a variable (as calling the builtin). Each evaluates to one constant stand-in per
 * name (label literal()): the prelude's `CTOR`.
 */
export const CONSTRUCTOR_VALUES: ReadonlySet<string> = ERROR_CONSTRUCTORS;

/**
 * Globals that `new` accepts: the Error constructors, `Map`, `Set`, `Date`, `RegExp`, and the
 * wrapper and container constructors `String`, `Number`, `Boolean`, `Object`, `Array`.
 */
export const NEW_CONSTRUCTORS = new Set([
  ...ERROR_CONSTRUCTORS,
  'Map',
  'Set',
  'Date',
  'RegExp',
  // issue 22: wrapper objects and containers (`Object(x)` and `Array(...)` are calls too)
  'String',
  'Number',
  'Boolean',
  'Object',
  'Array',
]);

/** Globals that exist in JavaScript but are refused (ambient authority or untrackable). */
export const FORBIDDEN_GLOBALS: ReadonlyMap<string, VmCompileErrorCode> = new Map<
  string,
  VmCompileErrorCode
>([
  ['eval', 'EVAL_FORBIDDEN'],
  ['Function', 'EVAL_FORBIDDEN'],
  ['setTimeout', 'NONDETERMINISM_FORBIDDEN'],
  ['setInterval', 'NONDETERMINISM_FORBIDDEN'],
  ['queueMicrotask', 'NONDETERMINISM_FORBIDDEN'],
  ['performance', 'NONDETERMINISM_FORBIDDEN'],
  ['globalThis', 'FORBIDDEN_GLOBAL'],
  ['window', 'FORBIDDEN_GLOBAL'],
  ['self', 'FORBIDDEN_GLOBAL'],
  ['global', 'FORBIDDEN_GLOBAL'],
  ['Proxy', 'FORBIDDEN_GLOBAL'],
  ['Reflect', 'FORBIDDEN_GLOBAL'],
  ['Symbol', 'FORBIDDEN_GLOBAL'],
  ['Promise', 'FORBIDDEN_GLOBAL'],
  ['WeakMap', 'FORBIDDEN_GLOBAL'],
  ['WeakSet', 'FORBIDDEN_GLOBAL'],
  ['WeakRef', 'FORBIDDEN_GLOBAL'],
  ['arguments', 'FORBIDDEN_GLOBAL'],
  ['require', 'FORBIDDEN_GLOBAL'],
  ['process', 'FORBIDDEN_GLOBAL'],
  ['std', 'FORBIDDEN_GLOBAL'],
  ['os', 'FORBIDDEN_GLOBAL'],
  ['__zr', 'FORBIDDEN_GLOBAL'],
  ['__zamburakLabels', 'FORBIDDEN_GLOBAL'],
]);

/**
 * Words a sloppy script may bind but strict code may not. Plans are parsed as sloppy scripts
 * (for precise error codes) and run as strict code inside a generator, so binding one would
 * make compiled code that QuickJS refuses: the compiler rejects it first.
 */
export const STRICT_RESERVED_WORDS = new Set([
  'implements',
  'interface',
  'let',
  'package',
  'private',
  'protected',
  'public',
  'static',
  'yield',
]);

/** Property names a plan may never write in source (prototype and coercion hooks). */
export const FORBIDDEN_PROPERTIES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'then',
  'caller',
  'callee',
  'arguments',
]);

/** Property names that may be read but not defined (read of `x.toString` stays refused too). */
const READ_FORBIDDEN = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
  'arguments',
]);

/** Namespace members callable as functions (`Math.max(...)`). */
export const BUILTIN_CALLS = new Set([
  ...[
    'abs',
    'acos',
    'acosh',
    'asin',
    'asinh',
    'atan',
    'atan2',
    'atanh',
    'cbrt',
    'ceil',
    'cos',
    'cosh',
    'exp',
    'expm1',
    'floor',
    'fround',
    'hypot',
    'imul',
    'log',
    'log10',
    'log1p',
    'log2',
    'max',
    'min',
    'pow',
    'round',
    'sign',
    'sin',
    'sinh',
    'sqrt',
    'tan',
    'tanh',
    'trunc',
    'clz32',
  ].map((m) => `Math.${m}`),
  'Number.isInteger',
  'Number.isFinite',
  'Number.isNaN',
  'Number.isSafeInteger',
  'Number.parseFloat',
  'Number.parseInt',
  'String.fromCharCode',
  'String.fromCodePoint',
  'Object.keys',
  'Object.values',
  'Object.entries',
  'Object.assign',
  'Object.fromEntries',
  'Object.hasOwn',
  ...PROPERTY_MODEL_BUILTINS,
  'Array.isArray',
  'Array.from',
  'Array.of',
  'JSON.stringify',
  'JSON.parse',
  'Number',
  'String',
  'Boolean',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  ...ERROR_CONSTRUCTORS,
  'Date',
  'Date.now',
  'Date.UTC',
  'Date.parse',
  'Error',
  'RegExp',
  'Object',
  'Array',
]);

/** Namespace constants readable as values (`Math.PI`). */
export const BUILTIN_CONSTANTS = new Set([
  'Math.PI',
  'Math.E',
  'Math.LN2',
  'Math.LN10',
  'Math.LOG2E',
  'Math.LOG10E',
  'Math.SQRT2',
  'Math.SQRT1_2',
  'Number.MAX_SAFE_INTEGER',
  'Number.MIN_SAFE_INTEGER',
  'Number.EPSILON',
  'Number.MAX_VALUE',
  'Number.MIN_VALUE',
  'Number.POSITIVE_INFINITY',
  'Number.NEGATIVE_INFINITY',
  'Number.NaN',
]);

const ARRAY_LIKE = new Set<string>(ARRAY_LIKE_METHODS);

/**
 * `Array.prototype.m.call(o, ...)` / `Array.prototype.m.apply(o, args)` (issue 22): the
 * method name and whether it is `apply`, when `Array` is the builtin; undefined otherwise.
 */
export function arrayProtoCall(
  callee: A.Node,
  isBuiltinArray: (id: A.Identifier) => boolean,
): { readonly method: string; readonly apply: boolean } | undefined {
  if (callee.type !== 'MemberExpression') return undefined;
  const c = callee as A.MemberExpression;
  if (c.computed || c.property.type !== 'Identifier') return undefined;
  const how = c.property.name;
  if (how !== 'call' && how !== 'apply') return undefined;
  const m = c.object;
  if (m.type !== 'MemberExpression' || m.computed || m.property.type !== 'Identifier') {
    return undefined;
  }
  const p = m.object;
  if (p.type !== 'MemberExpression' || p.computed || p.property.type !== 'Identifier') {
    return undefined;
  }
  if (p.property.name !== 'prototype' || p.object.type !== 'Identifier') return undefined;
  if (p.object.name !== 'Array' || !isBuiltinArray(p.object)) return undefined;
  return { method: m.property.name, apply: how === 'apply' };
}

export const NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String', 'Date']);

export interface FnInfo {
  readonly node: A.Node | null;
  /**
   * The `var` bindings the function (or the plan's top level) creates at entry, in order:
   * each starts as `undefined` (with `literal()`, joined with the entry pc in strict mode),
   * or, for a `var` naming a parameter of a non-simple parameter list, as the parameter's
   * value (`fromParam`). A `var` naming a parameter of a simple list, a function declared at
   * the function's top level or an earlier `var` creates nothing.
   */
  readonly vars: Binding[];
  /** Parameters that are not all plain names: declared in order, with a TDZ, in their own scope. */
  nonSimple: boolean;
  gen: boolean;
  /** May end by a throw that the plan did not write a catch for inside it (conservative). */
  throws: boolean;
  ext: boolean;
  dyn: boolean;
  readonly callees: Set<FnInfo>;
}

export interface Binding {
  readonly name: string;
  readonly kind: 'let' | 'const' | 'param' | 'fn' | 'catch' | 'var';
  /** Set when the binding always holds one plan function (declaration or const = function). */
  staticFn: FnInfo | undefined;
  /** Every value ever stored in the binding is a primitive (no coercion hook, no contents). */
  prim: boolean;
  /**
   * A `let`/`const` declaration: reading or assigning the name throws a ReferenceError until
   * it ran (its end offset `end`). A reference that does not follow it in the same function
   * (`fn`), or any reference to one declared in a `switch` case (`sw`), may throw.
   */
  tdz?: { readonly end: number; readonly fn: FnInfo; readonly sw: boolean };
  /** Source offset of the identifier that declares the binding (where its scope is). */
  readonly declAt: number;
  /**
   * A `var`: the start offset of its function (-1 at the plan's top level). The binding
   * exists from the function's entry, so it is never inside a construct of that function
   * (write sets, writes.ts) although its declaration may be.
   */
  readonly scopeAt?: number;
  /** A `var` that shadows a parameter of a non-simple list: starts as its value. */
  readonly fromParam?: Binding;
  /** The name of a function expression, bound inside it. */
  readonly fnName?: true;
}

/** Where a binding's scope begins, for "declared inside this construct" tests. */
export function scopeStart(b: Binding): number {
  return b.scopeAt ?? b.declAt;
}

/** Whether a reference to `b` at `node` may find it uninitialised (in `fn`). */
export function mayBeUninitialised(b: Binding, node: A.Node, fn: FnInfo): boolean {
  const t = b.tdz;
  if (t === undefined) return false;
  return t.sw || t.fn !== fn || node.start < t.end;
}

/** The names a pattern binds. */
function patternNames(p: A.Pattern, out: string[] = []): string[] {
  switch (p.type) {
    case 'Identifier':
      out.push(p.name);
      break;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
      }
      break;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) patternNames(el, out);
      break;
    case 'RestElement':
      patternNames(p.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(p.left, out);
      break;
    default:
      break;
  }
  return out;
}

/** The identifiers a pattern binds. */
function patternIds(p: A.Pattern, out: A.Identifier[] = []): A.Identifier[] {
  switch (p.type) {
    case 'Identifier':
      out.push(p);
      break;
    case 'ObjectPattern':
      for (const prop of p.properties) {
        patternIds(prop.type === 'RestElement' ? prop.argument : prop.value, out);
      }
      break;
    case 'ArrayPattern':
      for (const el of p.elements) if (el !== null) patternIds(el, out);
      break;
    case 'RestElement':
      patternIds(p.argument, out);
      break;
    case 'AssignmentPattern':
      patternIds(p.left, out);
      break;
    default:
      break;
  }
  return out;
}

export type Resolution =
  | { readonly kind: 'local'; readonly binding: Binding }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'external'; readonly name: string }
  | { readonly kind: 'inputs' };

/** What the compiler may ask of the scope a node was analysed in. */
export interface ScopeView {
  readonly fn: FnInfo;
  lookup(name: string): Binding | undefined;
}

export interface Analysis {
  readonly refs: Map<A.Identifier, Resolution>;
  /** The scope every statement and expression was analysed in. */
  readonly scopes: Map<A.Node, ScopeView>;
  readonly fns: Map<A.Node, FnInfo>;
  readonly main: FnInfo;
  /** Some plan function may throw: calls report the callee's exit pc back to the caller. */
  readonly anyThrows: boolean;
  /** Function declarations that a later one of the same name in the same function replaces. */
  readonly shadowedDecls: ReadonlySet<A.Node>;
}

class Scope {
  readonly vars = new Map<string, Binding>();
  /** The scope `var` declarations in this one belong to (the function's body scope). */
  readonly varScope: Scope;
  constructor(
    readonly parent: Scope | null,
    readonly fn: FnInfo,
    isVarScope = false,
  ) {
    this.varScope = isVarScope || parent === null ? this : parent.varScope;
  }
  lookup(name: string): Binding | undefined {
    return this.find(name)?.vars.get(name);
  }
  /** The scope that binds `name` as seen from here. */
  find(name: string): Scope | undefined {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      if (s.vars.has(name)) return s;
    }
    return undefined;
  }
}

export function reject(code: VmCompileErrorCode, node: A.Node, detail = ''): never {
  const loc = node.loc?.start;
  throw new PlanCompileError(code, loc?.line ?? 0, (loc?.column ?? 0) + 1, detail);
}

function isFunctionNode(
  n: A.Node | null | undefined,
): n is A.FunctionExpression | A.ArrowFunctionExpression {
  return n?.type === 'FunctionExpression' || n?.type === 'ArrowFunctionExpression';
}

/** Static key of a non-computed member or property, or of a string/number literal key. */
export function staticKey(key: A.Node, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return (key as A.Identifier).name;
  if (key.type === 'Literal') {
    const v = (key as A.Literal).value;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return undefined;
}

/**
 * Pass 1: resolve every identifier, validate the subset, build the static call graph and
 * decide which functions must become generators.
 */
/** Whether an object literal names `get` or `set` (an accessor descriptor). */
function namesAccessor(n: A.Node | undefined): A.Node | undefined {
  if (n === undefined || n.type !== 'ObjectExpression') return undefined;
  for (const p of (n as A.ObjectExpression).properties) {
    if (p.type !== 'Property') continue;
    const k = staticKey(p.key, p.computed);
    if (k === 'get' || k === 'set') return p;
  }
  return undefined;
}

/**
 * The property model takes data descriptors only (docs/ifc.md): a descriptor written as an
 * object literal with `get` or `set` is refused here (ACCESSOR_UNSUPPORTED); one built some
 * other way is refused at run time (TypeError).
 */
function accessorDescriptors(full: string, c: A.CallExpression): void {
  const args = c.arguments;
  let found: A.Node | undefined;
  // plans have no prototypes: Object.create takes the literal null only
  const a0 = args[0];
  if (
    full === 'Object.create' &&
    (a0 === undefined || a0.type !== 'Literal' || (a0 as A.Literal).value !== null)
  ) {
    reject('UNKNOWN_BUILTIN', c, 'Object.create with a prototype');
  }
  if (full === 'Object.defineProperty') found = namesAccessor(args[2]);
  else if (full === 'Object.defineProperties' || full === 'Object.create') {
    const ps = args[1];
    if (ps !== undefined && ps.type === 'ObjectExpression') {
      for (const p of ps.properties) {
        if (p.type === 'Property') found = found ?? namesAccessor(p.value);
      }
    }
  }
  if (found !== undefined) reject('ACCESSOR_UNSUPPORTED', found, 'accessor descriptor');
}

export function analyze(program: A.Program, externals: ReadonlySet<string>): Analysis {
  const main: FnInfo = {
    node: null,
    vars: [],
    nonSimple: false,
    gen: true,
    throws: false,
    ext: false,
    dyn: false,
    callees: new Set(),
  };
  const refs = new Map<A.Identifier, Resolution>();
  const scopes = new Map<A.Node, ScopeView>();
  const fns = new Map<A.Node, FnInfo>();
  const escaping = new Set<FnInfo>();
  const pendingCalls: { from: FnInfo; id: A.Identifier }[] = [];
  /** Values stored into candidate primitive bindings (null = undefined). */
  const primRhs: { binding: Binding; rhs: A.Expression | null }[] = [];
  const notPrim = new Set<Binding>();
  const shadowedDecls = new Set<A.Node>();

  const checkName = (id: A.Identifier): void => {
    if (id.name.includes('$') || id.name.startsWith('__') || STRICT_RESERVED_WORDS.has(id.name)) {
      reject('RESERVED_IDENTIFIER', id);
    }
    if (
      BUILTIN_GLOBALS.has(id.name) ||
      FORBIDDEN_GLOBALS.has(id.name) ||
      externals.has(id.name) ||
      id.name === 'inputs'
    ) {
      reject('SHADOWS_GLOBAL', id);
    }
  };

  /**
   * Declares the names a pattern binds. `params` collects a parameter list's names: strict
   * code (what plans compile to) refuses a name bound twice there, so it is a parse error.
   */
  const declarePattern = (
    p: A.Pattern,
    scope: Scope,
    kind: Binding['kind'],
    params?: Set<string>,
  ): void => {
    switch (p.type) {
      case 'Identifier':
        checkName(p);
        if (params !== undefined) {
          if (params.has(p.name)) reject('PLAN_PARSE_ERROR', p, 'duplicate parameter');
          params.add(p.name);
        }
        scope.vars.set(p.name, {
          name: p.name,
          kind,
          staticFn: undefined,
          prim: false,
          declAt: p.start,
        });
        return;
      case 'ObjectPattern':
        for (const prop of p.properties) {
          if (prop.type === 'RestElement') declarePattern(prop.argument, scope, kind, params);
          else declarePattern(prop.value, scope, kind, params);
        }
        return;
      case 'ArrayPattern':
        for (const el of p.elements) if (el !== null) declarePattern(el, scope, kind, params);
        return;
      case 'RestElement':
        declarePattern(p.argument, scope, kind, params);
        return;
      case 'AssignmentPattern':
        declarePattern(p.left, scope, kind, params);
        return;
      default:
        reject('ASSIGN_TARGET_UNSUPPORTED', p, p.type);
    }
  };

  /**
   * Hoist the declarations of a statement list into `scope` (let/const/function; `var` is
   * hoisted to the function by `hoistVars`). `block`: a block's list (not a function body or
   * the plan's top level), where plans run as strict code: a function declared twice there is
   * a syntax error in strict code (sloppy scripts allow it, Annex B), and a function declared
   * there that a sloppy script would also bind in the enclosing function (Annex B.3.3: no
   * let/const of that name in between, not a parameter) is refused when that would change
   * what the name means there.
   */
  const hoist = (body: readonly A.Node[], scope: Scope, sw = false, block = false): void => {
    for (const st of body) {
      if (st.type === 'VariableDeclaration') {
        const d = st as A.VariableDeclaration;
        if (d.kind === 'var') continue;
        if (d.kind !== 'let' && d.kind !== 'const') reject('UNSUPPORTED_SYNTAX', d, d.kind);
        for (const decl of d.declarations) {
          declarePattern(decl.id, scope, d.kind);
          for (const n of patternNames(decl.id)) {
            const b = scope.vars.get(n);
            if (b !== undefined) b.tdz = { end: decl.end, fn: scope.fn, sw };
          }
          if (decl.id.type === 'Identifier') {
            const b = scope.vars.get(decl.id.name);
            if (b !== undefined) {
              b.prim = true;
              primRhs.push({ binding: b, rhs: decl.init ?? null });
            }
          }
          if (d.kind === 'const' && decl.id.type === 'Identifier' && isFunctionNode(decl.init)) {
            const b = scope.vars.get(decl.id.name);
            const info = newFn(decl.init);
            if (b !== undefined) b.staticFn = info;
          }
        }
      } else if (st.type === 'FunctionDeclaration') {
        const f = st as A.FunctionDeclaration;
        if (f.generator || f.async) reject('GENERATOR_OR_ASYNC_FORBIDDEN', f);
        checkName(f.id);
        const prev = scope.vars.get(f.id.name);
        if (block) {
          if (prev !== undefined) {
            reject('PLAN_PARSE_ERROR', f.id, 'function declared twice in a block');
          }
          const home = scope.parent?.find(f.id.name);
          const outer = home?.vars.get(f.id.name);
          const same = home !== undefined && home.fn === scope.fn;
          if (
            outer !== undefined &&
            !(
              same &&
              (outer.kind === 'param' ||
                ((outer.kind === 'let' || outer.kind === 'const') && outer.fnName === undefined))
            )
          ) {
            reject('UNSUPPORTED_SYNTAX', f.id, 'block function declaration shadowing a name');
          }
        } else if (prev?.kind === 'fn' && prev.staticFn?.node != null) {
          // declared again at the function's top level: the last declaration wins
          shadowedDecls.add(prev.staticFn.node);
        }
        scope.vars.set(f.id.name, {
          name: f.id.name,
          kind: 'fn',
          staticFn: newFn(f),
          prim: false,
          declAt: f.id.start,
        });
      } else if (st.type === 'ClassDeclaration') {
        reject('CLASS_UNSUPPORTED', st);
      }
    }
  };

  /**
   * Hoist every `var` of a function body (or the plan's top level) into its var scope `vs`,
   * nested blocks, loops, switch cases and try statements included (nested functions not).
   * A name already bound there (a parameter of a simple list, a function declared at the top
   * level, an earlier `var`) gets no new binding. With `params` (a non-simple list, whose
   * scope is apart from the body's), a `var` naming a parameter is a new binding that starts
   * as its value. A `var` naming the parameter of an enclosing catch clause (Annex B.3.5) is
   * refused.
   */
  const hoistVars = (body: readonly A.Node[], vs: Scope, params: Scope | null): void => {
    const declareVar = (id: A.Identifier, catches: ReadonlySet<string>): void => {
      if (catches.has(id.name)) reject('VAR_UNSUPPORTED', id, 'var redeclares a catch parameter');
      checkName(id);
      if (vs.vars.has(id.name)) return;
      const p = params?.vars.get(id.name);
      const b: Binding = {
        name: id.name,
        kind: 'var',
        staticFn: undefined,
        prim: p === undefined,
        declAt: id.start,
        scopeAt: vs.fn.node?.start ?? -1,
        ...(p === undefined ? {} : { fromParam: p }),
      };
      vs.vars.set(id.name, b);
      vs.fn.vars.push(b);
    };
    const walk = (n: A.Node | null | undefined, catches: ReadonlySet<string>): void => {
      if (n == null) return;
      switch (n.type) {
        case 'VariableDeclaration': {
          const d = n as A.VariableDeclaration;
          if (d.kind !== 'var') return;
          for (const decl of d.declarations) {
            for (const id of patternIds(decl.id)) declareVar(id, catches);
          }
          return;
        }
        case 'BlockStatement':
          for (const x of (n as A.BlockStatement).body) walk(x, catches);
          return;
        case 'IfStatement':
          walk((n as A.IfStatement).consequent, catches);
          walk((n as A.IfStatement).alternate, catches);
          return;
        case 'ForStatement':
          walk((n as A.ForStatement).init as A.Node | null, catches);
          walk((n as A.ForStatement).body, catches);
          return;
        case 'ForInStatement':
        case 'ForOfStatement':
          walk((n as A.ForInStatement).left, catches);
          walk((n as A.ForInStatement).body, catches);
          return;
        case 'WhileStatement':
        case 'DoWhileStatement':
        case 'LabeledStatement':
          walk((n as A.WhileStatement).body, catches);
          return;
        case 'SwitchStatement':
          for (const c of (n as A.SwitchStatement).cases) {
            for (const x of c.consequent) walk(x, catches);
          }
          return;
        case 'TryStatement': {
          const t = n as A.TryStatement;
          walk(t.block, catches);
          if (t.handler) {
            const names = t.handler.param ? patternNames(t.handler.param) : [];
            walk(t.handler.body, names.length === 0 ? catches : new Set([...catches, ...names]));
          }
          walk(t.finalizer, catches);
          return;
        }
        default:
          return;
      }
    };
    for (const st of body) walk(st, new Set());
  };

  const newFn = (node: A.Node): FnInfo => {
    let info = fns.get(node);
    if (info === undefined) {
      info = {
        node,
        vars: [],
        nonSimple: false,
        gen: false,
        throws: false,
        ext: false,
        dyn: false,
        callees: new Set(),
      };
      fns.set(node, info);
    }
    return info;
  };

  const resolve = (id: A.Identifier, scope: Scope): Resolution => {
    const b = scope.lookup(id.name);
    let r: Resolution;
    if (b !== undefined) r = { kind: 'local', binding: b };
    else if (id.name === 'inputs') r = { kind: 'inputs' };
    else if (externals.has(id.name)) r = { kind: 'external', name: id.name };
    else if (BUILTIN_GLOBALS.has(id.name)) r = { kind: 'builtin', name: id.name };
    else {
      const code = FORBIDDEN_GLOBALS.get(id.name);
      if (code !== undefined) reject(code, id);
      reject('UNDECLARED_IDENTIFIER', id);
    }
    refs.set(id, r);
    return r;
  };

  const checkPropertyName = (name: string, node: A.Node, write: boolean): void => {
    if (write ? FORBIDDEN_PROPERTIES.has(name) : READ_FORBIDDEN.has(name)) {
      reject('FORBIDDEN_PROPERTY', node);
    }
  };

  const visitFunction = (
    f: A.FunctionDeclaration | A.FunctionExpression | A.ArrowFunctionExpression,
    scope: Scope,
  ): void => {
    if (f.generator || f.async) reject('GENERATOR_OR_ASYNC_FORBIDDEN', f);
    const info = newFn(f);
    let outer = scope;
    if (f.type === 'FunctionExpression' && f.id) {
      // the name is bound in a scope of its own, around the parameters and the body
      checkName(f.id);
      outer = new Scope(scope, info);
      outer.vars.set(f.id.name, {
        name: f.id.name,
        kind: 'const',
        staticFn: info,
        prim: false,
        declAt: f.id.start,
        fnName: true,
      });
    }
    // A non-simple parameter list (a default, a pattern, a rest) has a scope of its own, apart
    // from the body's, and its names are initialised in order (a default that reads a later
    // parameter throws a ReferenceError).
    const simple = f.params.every((p) => p.type === 'Identifier');
    info.nonSimple = !simple;
    const fscope = new Scope(outer, info, simple);
    const paramNames = new Set<string>();
    for (const p of f.params) {
      declarePattern(p, fscope, 'param', paramNames);
      if (!simple) {
        for (const n of patternNames(p)) {
          const b = fscope.vars.get(n);
          if (b !== undefined) b.tdz = { end: p.end, fn: info, sw: false };
        }
      }
    }
    for (const p of f.params) visitPatternDefaults(p, fscope);
    if (f.body.type === 'BlockStatement') {
      const body = simple ? fscope : new Scope(fscope, info, true);
      hoist(f.body.body, body);
      hoistVars(f.body.body, body, simple ? null : fscope);
      for (const st of f.body.body) visitStatement(st, body);
    } else {
      visitExpression(f.body, fscope);
    }
  };

  const visitPatternDefaults = (p: A.Pattern, scope: Scope): void => {
    switch (p.type) {
      case 'ObjectPattern':
        for (const prop of p.properties) {
          if (prop.type === 'RestElement') visitPatternDefaults(prop.argument, scope);
          else {
            if (prop.computed) reject('COMPUTED_KEY_UNSUPPORTED', prop);
            const k = staticKey(prop.key, false);
            if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', prop);
            checkPropertyName(k, prop, false);
            visitPatternDefaults(prop.value, scope);
          }
        }
        return;
      case 'ArrayPattern':
        for (const el of p.elements) if (el !== null) visitPatternDefaults(el, scope);
        return;
      case 'RestElement':
        visitPatternDefaults(p.argument, scope);
        return;
      case 'AssignmentPattern':
        visitPatternDefaults(p.left, scope);
        visitExpression(p.right, scope);
        return;
      default:
        return;
    }
  };

  // What the next visited identifier target receives: an expression, 'prim' (an operator
  // result), or undefined (unknown: destructuring, loop variables).
  let pendingTarget: A.Expression | 'prim' | undefined;
  // Assignment target in an expression (`x = ...`, `[a, b] = ...`, `o.k = ...`).
  // It is taken at once: targets met later (in a computed key, a nested pattern) get nothing.
  const visitTarget = (p: A.Pattern, scope: Scope, allowMember: boolean): void => {
    const pending = pendingTarget;
    pendingTarget = undefined;
    switch (p.type) {
      case 'Identifier': {
        const r = resolve(p, scope);
        if (r.kind !== 'local') reject('ASSIGN_TARGET_UNSUPPORTED', p, 'global');
        if (pending === undefined) notPrim.add(r.binding);
        else if (pending !== 'prim') primRhs.push({ binding: r.binding, rhs: pending });
        if (r.binding.kind === 'const') reject('ASSIGN_TO_CONST', p);
        if (r.binding.kind === 'fn') reject('FUNCTION_REASSIGNED', p);
        return;
      }
      case 'MemberExpression':
        if (!allowMember) reject('ASSIGN_TARGET_UNSUPPORTED', p, 'member in pattern');
        visitMember(p, scope, true);
        return;
      case 'ObjectPattern':
        for (const prop of p.properties) {
          if (prop.type === 'RestElement') visitTarget(prop.argument, scope, false);
          else {
            const k = staticKey(prop.key, prop.computed);
            if (k === undefined || prop.computed) reject('COMPUTED_KEY_UNSUPPORTED', prop);
            checkPropertyName(k, prop, false);
            visitTarget(prop.value, scope, false);
          }
        }
        return;
      case 'ArrayPattern':
        for (const el of p.elements) if (el !== null) visitTarget(el, scope, false);
        return;
      case 'RestElement':
        visitTarget(p.argument, scope, false);
        return;
      case 'AssignmentPattern':
        visitTarget(p.left, scope, false);
        visitExpression(p.right, scope);
        return;
      default:
        reject('ASSIGN_TARGET_UNSUPPORTED', p);
    }
  };

  const visitMember = (m: A.MemberExpression, scope: Scope, write: boolean): void => {
    if (m.object.type === 'Super') reject('CLASS_UNSUPPORTED', m.object);
    if (m.property.type === 'PrivateIdentifier') reject('CLASS_UNSUPPORTED', m.property);
    if (m.object.type === 'Identifier') {
      const r = resolve(m.object, scope);
      // (a constructor value's properties are read as on any function; written only
      // through a variable holding it)
      if (r.kind === 'builtin' && (write || !CONSTRUCTOR_VALUES.has(r.name))) {
        const k = staticKey(m.property, m.computed);
        if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', m);
        const full = `${r.name}.${k}`;
        if (full === 'Math.random') reject('NONDETERMINISM_FORBIDDEN', m);
        if (write || !BUILTIN_CONSTANTS.has(full)) {
          if (BUILTIN_CALLS.has(full)) reject('BUILTIN_NOT_CALLED', m);
          reject('UNKNOWN_BUILTIN', m);
        }
        return;
      }
      if (r.kind === 'external') reject('EXTERNAL_NOT_CALLED', m.object);
    } else {
      visitExpression(m.object as A.Expression, scope);
    }
    if (m.computed) {
      const k = staticKey(m.property, true);
      if (k !== undefined) checkPropertyName(k, m.property, write);
      else visitExpression(m.property as A.Expression, scope);
    } else {
      checkPropertyName((m.property as A.Identifier).name, m.property, write);
    }
  };

  const visitCall = (c: A.CallExpression, scope: Scope, inChain = false): void => {
    const fn = scope.fn;
    if (c.optional) reject('UNSUPPORTED_SYNTAX', c, 'optional call');
    const callee = c.callee;
    if (callee.type === 'Super') reject('CLASS_UNSUPPORTED', callee);
    if (callee.type === 'Identifier') {
      const r = resolve(callee, scope);
      if (r.kind === 'external') {
        const arg = c.arguments[0];
        // `tool()` is `tool({})`: a tool without arguments
        if (c.arguments.length === 0) {
          fn.ext = true;
          return;
        }
        if (c.arguments.length !== 1 || arg === undefined || arg.type !== 'ObjectExpression') {
          reject('EXTERNAL_CALL_SHAPE', c);
        }
        for (const p of arg.properties) {
          if (p.type !== 'Property' || p.kind !== 'init' || p.method) {
            reject('EXTERNAL_CALL_SHAPE', p);
          }
          if (p.computed || staticKey(p.key, false) === undefined) reject('EXTERNAL_CALL_SHAPE', p);
        }
        fn.ext = true;
        visitExpression(arg, scope);
        return;
      }
      if (r.kind === 'builtin') {
        if (!BUILTIN_CALLS.has(r.name)) reject('UNKNOWN_BUILTIN', callee);
      } else if (r.kind === 'inputs') {
        reject('UNSUPPORTED_SYNTAX', c, 'inputs is not a function');
      } else if (r.binding.staticFn !== undefined) {
        pendingCalls.push({ from: fn, id: callee });
      } else {
        fn.dyn = true;
      }
    } else if (
      arrayProtoCall(
        callee,
        (id) => !scope.lookup(id.name) && resolve(id, scope).kind === 'builtin',
      ) !== undefined
    ) {
      // Array.prototype.m.call(o, ...) / .apply(o, args): a method call with an explicit
      // receiver (a callback may be a plan function: a dynamic call)
      const apc = arrayProtoCall(callee, () => true) as { method: string; apply: boolean };
      if (!ARRAY_LIKE.has(apc.method)) reject('UNKNOWN_BUILTIN', callee);
      if (
        apc.apply &&
        (c.arguments.length > 2 || c.arguments.some((a) => a.type === 'SpreadElement'))
      ) {
        reject('UNSUPPORTED_SYNTAX', c, 'apply with a spread or more than two arguments');
      }
      fn.dyn = true;
    } else if (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      resolve(callee.object, scope).kind === 'builtin'
    ) {
      const r = refs.get(callee.object) as { kind: 'builtin'; name: string };
      const k = staticKey(callee.property, callee.computed);
      if (k === undefined) reject('COMPUTED_KEY_UNSUPPORTED', callee);
      const full = `${r.name}.${k}`;
      if (full === 'Math.random') reject('NONDETERMINISM_FORBIDDEN', callee);
      if (!BUILTIN_CALLS.has(full)) reject('UNKNOWN_BUILTIN', callee);
      accessorDescriptors(full, c);
    } else if (callee.type === 'MemberExpression') {
      if (callee.optional && !inChain) reject('UNSUPPORTED_SYNTAX', callee, 'optional method call');
      // A computed call is a method call by name: only a string key that is not an index
      // (`o['m']()` is `o.m()`); `o[k]()` and `fs[0]()` are refused.
      if (callee.computed) {
        const p = callee.property;
        const v = p.type === 'Literal' ? (p as A.Literal).value : undefined;
        if (typeof v !== 'string' || /^(0|[1-9][0-9]*)$/.test(v)) {
          reject('COMPUTED_KEY_UNSUPPORTED', callee, 'computed call');
        }
      }
      visitMember(callee, scope, false);
      fn.dyn = true;
    } else {
      visitExpression(callee, scope);
      fn.dyn = true;
    }
    for (const a of c.arguments) {
      if (a.type === 'SpreadElement') visitExpression(a.argument, scope);
      else visitExpression(a, scope);
    }
  };

  const visitExpression = (e: A.Expression | A.SpreadElement, scope: Scope): void => {
    scopes.set(e, scope);
    switch (e.type) {
      case 'Identifier': {
        const r = resolve(e, scope);
        if (r.kind === 'external') reject('EXTERNAL_NOT_CALLED', e);
        if (
          r.kind === 'builtin' &&
          !['undefined', 'NaN', 'Infinity'].includes(r.name) &&
          !CONSTRUCTOR_VALUES.has(r.name)
        ) {
          reject('BUILTIN_NOT_CALLED', e);
        }
        if (r.kind === 'local' && r.binding.staticFn !== undefined)
          escaping.add(r.binding.staticFn);
        return;
      }
      case 'Literal':
        if (e.bigint !== undefined) reject('BIGINT_UNSUPPORTED', e);
        return;
      case 'ThisExpression':
        reject('THIS_FORBIDDEN', e);
        break;
      case 'ArrayExpression':
        for (const el of e.elements) {
          if (el === null) reject('UNSUPPORTED_SYNTAX', e, 'array hole');
          visitExpression(el, scope);
        }
        return;
      case 'ObjectExpression':
        for (const p of e.properties) {
          if (p.type === 'SpreadElement') {
            visitExpression(p.argument, scope);
            continue;
          }
          if (p.kind !== 'init') reject('ACCESSOR_UNSUPPORTED', p);
          const k = staticKey(p.key, p.computed);
          if (k !== undefined) checkPropertyName(k, p.key, true);
          else if (p.computed) visitExpression(p.key, scope);
          else reject('UNSUPPORTED_SYNTAX', p.key);
          if (p.method && isFunctionNode(p.value)) {
            visitFunction(p.value, scope);
            escaping.add(newFn(p.value));
          } else visitExpression(p.value, scope);
        }
        return;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        visitFunction(e, scope);
        escaping.add(newFn(e));
        return;
      case 'UnaryExpression':
        if (e.operator === 'delete') {
          if (e.argument.type !== 'MemberExpression') reject('OPERATOR_UNSUPPORTED', e, 'delete');
          if (e.argument.optional) reject('UNSUPPORTED_SYNTAX', e, 'optional delete');
          visitMember(e.argument, scope, true);
          return;
        }
        if (
          e.operator === 'typeof' &&
          e.argument.type === 'Identifier' &&
          !scope.lookup(e.argument.name) &&
          e.argument.name !== 'inputs' &&
          !externals.has(e.argument.name) &&
          !BUILTIN_GLOBALS.has(e.argument.name)
        ) {
          reject(FORBIDDEN_GLOBALS.get(e.argument.name) ?? 'UNDECLARED_IDENTIFIER', e.argument);
        }
        visitExpression(e.argument, scope);
        return;
      case 'UpdateExpression':
        pendingTarget = 'prim';
        visitTarget(e.argument as A.Pattern, scope, true);
        pendingTarget = undefined;
        return;
      case 'BinaryExpression':
        if (e.operator === 'instanceof') reject('OPERATOR_UNSUPPORTED', e, 'instanceof');
        if (e.left.type === 'PrivateIdentifier') reject('CLASS_UNSUPPORTED', e.left);
        visitExpression(e.left, scope);
        visitExpression(e.right, scope);
        return;
      case 'LogicalExpression':
        visitExpression(e.left, scope);
        visitExpression(e.right, scope);
        return;
      case 'AssignmentExpression':
        if (
          (e.operator === '||=' || e.operator === '&&=' || e.operator === '??=') &&
          e.left.type !== 'Identifier'
        ) {
          reject('ASSIGN_TARGET_UNSUPPORTED', e.left, 'logical assignment to a member');
        }
        if (
          e.operator !== '=' &&
          e.left.type !== 'Identifier' &&
          e.left.type !== 'MemberExpression'
        ) {
          reject('ASSIGN_TARGET_UNSUPPORTED', e.left);
        }
        if (e.left.type === 'Identifier') {
          pendingTarget =
            e.operator === '=' ||
            e.operator === '||=' ||
            e.operator === '&&=' ||
            e.operator === '??='
              ? e.right
              : 'prim';
        }
        visitTarget(e.left, scope, true);
        pendingTarget = undefined;
        visitExpression(e.right, scope);
        return;
      case 'MemberExpression':
        visitMember(e, scope, false);
        return;
      case 'ConditionalExpression':
        visitExpression(e.test, scope);
        visitExpression(e.consequent, scope);
        visitExpression(e.alternate, scope);
        return;
      case 'CallExpression':
        visitCall(e, scope);
        return;
      case 'NewExpression': {
        if (
          e.callee.type === 'Identifier' &&
          NEW_CONSTRUCTORS.has(e.callee.name) &&
          resolve(e.callee, scope).kind === 'builtin'
        ) {
          for (const a of e.arguments) {
            if (a.type === 'SpreadElement') visitExpression(a.argument, scope);
            else visitExpression(a, scope);
          }
          return;
        }
        if (e.callee.type === 'Identifier') {
          const code = FORBIDDEN_GLOBALS.get(e.callee.name);
          if (code !== undefined && !scope.lookup(e.callee.name)) reject(code, e.callee);
          // other builtins (Array, Object, String, Number, Boolean) stay refused
          const r = resolve(e.callee, scope);
          if (r.kind === 'builtin' && !CONSTRUCTOR_VALUES.has(r.name)) reject('NEW_UNSUPPORTED', e);
        }
        // `new f(...)` on a function value (issue 22): a dynamic call (emit.ts newFn)
        visitExpression(e.callee as A.Expression, scope);
        for (const a of e.arguments) {
          if (a.type === 'SpreadElement') visitExpression(a.argument, scope);
          else visitExpression(a, scope);
        }
        scope.fn.dyn = true;
        return;
      }
      case 'SequenceExpression':
        for (const x of e.expressions) visitExpression(x, scope);
        return;
      case 'TemplateLiteral':
        for (const x of e.expressions) visitExpression(x, scope);
        return;
      case 'TaggedTemplateExpression':
        reject('TAGGED_TEMPLATE_UNSUPPORTED', e);
        break;
      case 'ChainExpression':
        if (e.expression.type === 'CallExpression') {
          visitChainCall(e.expression, scope);
        } else visitExpression(e.expression, scope);
        return;
      case 'SpreadElement':
        visitExpression(e.argument, scope);
        return;
      case 'YieldExpression':
      case 'AwaitExpression':
        reject('GENERATOR_OR_ASYNC_FORBIDDEN', e);
        break;
      case 'ClassExpression':
        reject('CLASS_UNSUPPORTED', e);
        break;
      case 'MetaProperty':
        reject('UNSUPPORTED_SYNTAX', e, 'MetaProperty');
        break;
      case 'ImportExpression':
        reject('IMPORT_EXPORT_FORBIDDEN', e);
        break;
      default:
        reject('UNSUPPORTED_SYNTAX', e, e.type);
    }
  };

  const visitChainCall = (c: A.CallExpression, scope: Scope): void => {
    if (c.optional) reject('UNSUPPORTED_SYNTAX', c, 'optional call');
    if (c.callee.type !== 'MemberExpression') {
      reject('UNSUPPORTED_SYNTAX', c, 'call in an optional chain');
    }
    visitCall(c, scope, true);
  };

  const visitBlock = (body: readonly A.Statement[], scope: Scope): void => {
    const inner = new Scope(scope, scope.fn);
    hoist(body, inner, false, true);
    for (const st of body) visitStatement(st, inner);
  };

  const visitStatement = (s: A.Statement | A.ModuleDeclaration, scope: Scope): void => {
    scopes.set(s, scope);
    switch (s.type) {
      case 'ExpressionStatement':
        visitExpression(s.expression, scope);
        return;
      case 'BlockStatement':
        visitBlock(s.body, scope);
        return;
      case 'EmptyStatement':
        return;
      case 'DebuggerStatement':
        reject('UNSUPPORTED_SYNTAX', s, 'debugger');
        break;
      case 'WithStatement':
        reject('WITH_FORBIDDEN', s);
        break;
      case 'ReturnStatement':
        if (s.argument) visitExpression(s.argument, scope);
        return;
      case 'LabeledStatement': {
        const b = s.body.type;
        if (
          b !== 'ForStatement' &&
          b !== 'ForOfStatement' &&
          b !== 'ForInStatement' &&
          b !== 'WhileStatement' &&
          b !== 'DoWhileStatement'
        ) {
          reject('LABEL_UNSUPPORTED', s);
        }
        if (s.label.name.includes('$')) reject('RESERVED_IDENTIFIER', s.label);
        visitStatement(s.body, scope);
        return;
      }
      case 'BreakStatement':
      case 'ContinueStatement':
        return;
      case 'IfStatement':
        // (a sloppy-script form, Annex B.3.4; the strict code plans compile to has no such form)
        for (const b of [s.consequent, s.alternate]) {
          if (b?.type === 'FunctionDeclaration') {
            reject('UNSUPPORTED_SYNTAX', b, 'function declaration as an if branch');
          }
        }
        visitExpression(s.test, scope);
        visitStatement(s.consequent, scope);
        if (s.alternate) visitStatement(s.alternate, scope);
        return;
      case 'SwitchStatement': {
        visitExpression(s.discriminant, scope);
        const inner = new Scope(scope, scope.fn);
        for (const c of s.cases) hoist(c.consequent, inner, true, true);
        for (const c of s.cases) {
          if (c.test) visitExpression(c.test, inner);
          for (const st of c.consequent) visitStatement(st, inner);
        }
        return;
      }
      case 'ThrowStatement':
        scope.fn.throws = true;
        visitExpression(s.argument, scope);
        return;
      case 'TryStatement':
        visitBlock(s.block.body, scope);
        if (s.handler) {
          const cs = new Scope(scope, scope.fn);
          if (s.handler.param) {
            declarePattern(s.handler.param, cs, 'catch');
            visitPatternDefaults(s.handler.param, cs);
          }
          visitBlock(s.handler.body.body, cs);
        }
        if (s.finalizer) visitBlock(s.finalizer.body, scope);
        return;
      case 'WhileStatement':
      case 'DoWhileStatement':
        visitExpression(s.test, scope);
        visitStatement(s.body, scope);
        return;
      case 'ForStatement': {
        const inner = new Scope(scope, scope.fn);
        if (s.init) {
          if (s.init.type === 'VariableDeclaration') {
            hoist([s.init], inner);
            visitStatement(s.init, inner);
          } else visitExpression(s.init, inner);
        }
        if (s.test) visitExpression(s.test, inner);
        if (s.update) visitExpression(s.update, inner);
        visitStatement(s.body, inner);
        return;
      }
      case 'ForInStatement':
      case 'ForOfStatement': {
        if (s.type === 'ForOfStatement' && s.await) reject('GENERATOR_OR_ASYNC_FORBIDDEN', s);
        const left = s.left;
        if (left.type === 'VariableDeclaration' && left.kind !== 'var') {
          const d = left.declarations[0];
          if (d === undefined) reject('UNSUPPORTED_SYNTAX', left);
          // The head expression runs where the loop's names exist but are uninitialised: a
          // reference to one there throws a ReferenceError (emitted as an unreachable `let`).
          const head = new Scope(scope, scope.fn);
          for (const id of patternIds(d.id)) {
            head.vars.set(id.name, {
              name: id.name,
              kind: 'let',
              staticFn: undefined,
              prim: false,
              declAt: -2 - id.start,
              tdz: { end: Number.POSITIVE_INFINITY, fn: scope.fn, sw: true },
            });
          }
          visitExpression(s.right, head);
          const inner = new Scope(scope, scope.fn);
          declarePattern(d.id, inner, left.kind === 'const' ? 'const' : 'let');
          for (const n of patternNames(d.id)) {
            const b = inner.vars.get(n);
            if (b !== undefined) b.tdz = { end: d.end, fn: scope.fn, sw: false };
          }
          if (s.type === 'ForInStatement' && d.id.type === 'Identifier') {
            const b = inner.vars.get(d.id.name);
            if (b !== undefined) b.prim = true;
          }
          visitPatternDefaults(d.id, inner);
          visitStatement(s.body, inner);
          return;
        }
        visitExpression(s.right, scope);
        if (left.type === 'VariableDeclaration') {
          // `var`: an assignment to the function's binding at every step
          const d = left.declarations[0];
          if (d === undefined) reject('UNSUPPORTED_SYNTAX', left);
          if (d.init != null) reject('VAR_UNSUPPORTED', d, 'initializer in a for-in head');
          if (s.type === 'ForInStatement' && d.id.type === 'Identifier') pendingTarget = 'prim';
          visitTarget(d.id, scope, false);
          pendingTarget = undefined;
        } else {
          visitTarget(left as A.Pattern, scope, false);
        }
        visitStatement(s.body, scope);
        return;
      }
      case 'FunctionDeclaration':
        visitFunction(s, scope);
        return;
      case 'VariableDeclaration':
        if (s.kind === 'var') {
          // hoisted (hoistVars): a declarator with an initialiser assigns the binding
          for (const d of s.declarations) {
            if (d.init) {
              if (d.id.type === 'Identifier') pendingTarget = d.init;
              visitTarget(d.id, scope, false);
              pendingTarget = undefined;
              visitExpression(d.init, scope);
            } else if (d.id.type === 'Identifier') {
              const r = resolve(d.id, scope);
              if (r.kind !== 'local' || r.binding.kind === 'catch') {
                reject('VAR_UNSUPPORTED', d.id);
              }
            } else reject('UNSUPPORTED_SYNTAX', d);
          }
          return;
        }
        for (const d of s.declarations) {
          visitPatternDefaults(d.id, scope);
          if (d.init) {
            if (
              s.kind === 'const' &&
              d.id.type === 'Identifier' &&
              isFunctionNode(d.init) &&
              scope.vars.get(d.id.name)?.staticFn !== undefined
            ) {
              visitFunction(d.init, scope);
            } else visitExpression(d.init, scope);
          } else if (s.kind === 'const') reject('UNSUPPORTED_SYNTAX', s);
        }
        return;
      case 'ClassDeclaration':
        reject('CLASS_UNSUPPORTED', s);
        break;
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportDefaultDeclaration':
      case 'ExportAllDeclaration':
        reject('IMPORT_EXPORT_FORBIDDEN', s);
        break;
      default:
        reject('UNSUPPORTED_SYNTAX', s, (s as A.Node).type);
    }
  };

  const top = new Scope(null, main, true);
  hoist(program.body, top);
  hoistVars(program.body, top, null);
  for (const st of program.body) visitStatement(st, top);

  // Primitive-only bindings (fixpoint: a binding stays primitive while everything stored in it is).
  const primExpr = (e: A.Expression | null): boolean => {
    if (e === null) return true;
    switch (e.type) {
      case 'Literal':
        return e.regex === undefined;
      case 'TemplateLiteral':
      case 'UnaryExpression':
      case 'UpdateExpression':
      case 'BinaryExpression':
        return true;
      case 'LogicalExpression':
        return primExpr(e.left) && primExpr(e.right);
      case 'ConditionalExpression':
        return primExpr(e.consequent) && primExpr(e.alternate);
      case 'SequenceExpression':
        return primExpr(e.expressions[e.expressions.length - 1] ?? null);
      case 'AssignmentExpression':
        if (
          e.operator === '=' ||
          e.operator === '||=' ||
          e.operator === '&&=' ||
          e.operator === '??='
        ) {
          return primExpr(e.right) && (e.operator === '=' || primExpr(e.left as A.Expression));
        }
        return true;
      case 'Identifier': {
        const r = refs.get(e);
        if (r === undefined) return false;
        if (r.kind === 'builtin') return !CONSTRUCTOR_VALUES.has(r.name);
        return r.kind === 'local' && r.binding.prim;
      }
      default:
        return false;
    }
  };
  for (const b of notPrim) b.prim = false;
  let primChanged = true;
  while (primChanged) {
    primChanged = false;
    for (const { binding, rhs } of primRhs) {
      if (binding.prim && !primExpr(rhs)) {
        binding.prim = false;
        primChanged = true;
      }
    }
  }

  // Static call edges.
  for (const { from, id } of pendingCalls) {
    const r = refs.get(id);
    if (r?.kind === 'local' && r.binding.staticFn) from.callees.add(r.binding.staticFn);
  }
  const all = [main, ...fns.values()];
  for (const f of all) if (f.ext) f.gen = true;
  let changed = true;
  while (changed) {
    changed = false;
    const anyEscapingGen = [...escaping].some((f) => f.gen);
    for (const f of all) {
      if (f.gen) continue;
      if ([...f.callees].some((c) => c.gen) || (anyEscapingGen && f.dyn)) {
        f.gen = true;
        changed = true;
      }
    }
  }
  let throwChanged = true;
  const anyThrows = (): boolean => all.some((f) => f.throws && f !== main);
  while (throwChanged) {
    throwChanged = false;
    const dynThrows = anyThrows();
    for (const f of all) {
      if (f.throws) continue;
      if ([...f.callees].some((c) => c.throws) || (dynThrows && f.dyn)) {
        f.throws = true;
        throwChanged = true;
      }
    }
  }
  return { refs, scopes, fns, main, anyThrows: anyThrows(), shadowedDecls };
}
