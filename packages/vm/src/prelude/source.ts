import {
  ARRAY_CALLBACK_METHODS,
  ARRAY_METHODS,
  NUMBER_METHODS,
  STRING_METHODS,
} from '../compiler/builtins.js';

/**
 * The in-VM runtime library ("prelude"). Plain JavaScript evaluated in the QuickJS context
 * after the embedder's label algebra (`globalThis.__zamburakLabels`) and before the compiled
 * plan. It defines `globalThis.__zr` with `install`, `begin`, `step` and `describe` (the
 * protocol in `src/compiler/README.md`), and the helpers compiled plans call.
 *
 * Encoding (DESIGN.md, shadow labels): every plan variable `x` has a companion `x$l` holding
 * a small-int label id. Containers (plain objects and arrays) carry a meta record in a
 * WeakMap: `c` = structure label (which keys exist, the length, which container an alias
 * points to), `s` = per-slot labels, `n` = version counter. A read of `o.k` is labelled
 * join(ref label of o, c, slot k[, key label]); a write makes a new version, puts
 * join(value, ref[, key]) in the slot and, for a new key or a length change, joins the key
 * and ref labels into `c`. Labels mean nothing here: only the embedder's `join` combines them.
 *
 * Written without template literals so it can live in a TypeScript template string (the only
 * substitutions are the shared method lists of `src/compiler/builtins.ts`).
 */
export const PRELUDE_SOURCE = String.raw`(function () {
'use strict';
const ALG = globalThis.__zamburakLabels;
if (ALG === null || typeof ALG !== 'object' || typeof ALG.join !== 'function' ||
    typeof ALG.literal !== 'function' || typeof ALG.intern !== 'function' ||
    typeof ALG.describe !== 'function') {
  throw new Error('label algebra missing');
}
const aintern = ALG.intern, adescribe = ALG.describe;
// An internal failure of the runtime (the label algebra refusing a label id: a prelude or
// compiler bug) is never a plan exception: every catch rethrows it and it escapes __zr.step,
// which the sandbox reports as PROTOCOL_VIOLATION (issue 22).
class SandboxFault { constructor(m) { this.m = m; } }
const ALG_JOIN = ALG.join;
function ajoin(a, b) {
  try { return ALG_JOIN(a, b); } catch (e) {
    if (typeof InternalError === 'function' && e instanceof InternalError) throw e;
    throw new SandboxFault('label join failed: ' + (e !== null && typeof e === 'object' ? String(e.message) : String(e)));
  }
}
const LIT = ALG.literal();
const hasOwn = Object.prototype.hasOwnProperty;
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;
const gopd = Object.getOwnPropertyDescriptor;
const isExt = Object.isExtensible;
const OBJ_PROTO = Object.prototype;
const GEN_FN_PROTO = getProto(function* () {});
const IE = typeof InternalError === 'function' ? InternalError : null;
function isInternal(e) { return IE !== null && e instanceof IE; }
const memo = new Map();
function J(a, b) {
  if (a === b) return a;
  const k = a < b ? a * 4194304 + b : b * 4194304 + a;
  let r = memo.get(k);
  if (r === undefined) { r = ajoin(a, b); memo.set(k, r); }
  return r;
}
// l: label of the last result; p: pc for a catch handler; xp: pc at the exit of the last call;
// cl: the label of how many arguments a spread call passed (read once by the callee)
// td: how many try blocks the plan is inside (dynamically, across calls); tx: while td > 0,
// the join of the labels that decided whether an operation inside them threw (operand labels
// of every operation that may throw on data, ran or not, and the pc of branches and functions
// that contained one); tb: tx of the try block the last exception left (see TOUT, CAUGHT)
const R = { l: LIT, LIT: LIT, J: J, p: LIT, xp: LIT, cl: LIT, td: 0, tx: LIT, tb: LIT, STX: STX, TXE: null };
// Every raise of tx goes through STX: strict mode's try blocks register what they (and the
// code after them) may write (TIN), and a raise upgrades it first, in every run that reaches
// the operation that may throw, before whether it threw decides what runs next (writes.ts).
const TXF = [];
function STX(v) {
  if (v === R.tx) return;
  R.tx = v;
  for (let i = 0; i < TXF.length; i++) { const f = TXF[i]; if (f !== null) f(v); }
}
// An operation that may throw because of data labelled l ran (or threw) inside a try: the
// code after it runs only when it did not throw, so l decides that code (strict mode raises
// its pc by tx, see the compiler's try handling).
function dec(l) { if (R.td > 0 && l !== R.tx) STX(J(R.tx, l)); }
let STRICT = false;
// Meta records live under a prelude-private symbol: plans have no way to name symbols, and
// Object.keys / JSON / for-in ignore symbol keys.
const MK = Symbol('zamburak.meta');
class Thrown { constructor(v, l, p) { this.v = v; this.l = l; this.p = p; this.own = false; } }
// ---- strict mode: no-sensitive-upgrade -------------------------------------------------
// A write under a raised context to a variable or container whose label does not already
// carry that context would be an implicit flow: in a run where the branch went the other way
// the old value stays, with its old, lower label. Such a write ends the run (IMPLICIT_FLOW,
// uncatchable, like an engine error). The compiler upgrades what a construct may write before
// it branches (UV, UO), so benign plans rarely meet this; anything it could not name fails
// closed here. The initial context (LIT) raises nothing. A container write counts the label
// of the reference it goes through like the pc: which container a secret-chosen reference
// names decides which one changes ((s ? a : b).x = 1), so the target must already carry it.
class Implicit { constructor(l) { this.l = l; } }
// The pc of the builtin, method or external call being served: a container the prelude
// creates for it carries it in its structure label (as literals do), so the plan may go on
// writing it under that pc; in another run it does not exist at all.
let CPC = LIT;
function covers(c, pc) { return pc === LIT || c === pc || J(c, pc) === c; }
function nsu(c, pc) { if (STRICT && pc !== undefined && !covers(c, pc)) throw new Implicit(J(c, pc)); }
// A variable write: returns the new label once the old one is checked.
function NV(nl, pc, ol) { if (!covers(ol, pc)) throw new Implicit(J(ol, pc)); return nl; }
// Upgrade before a branch: x carried the context before it (or is left alone) and now
// carries the raised one.
function UV(xl, before, after) { return covers(xl, before) ? J(xl, after) : xl; }
// The same for a container reached from v along path (null = every child): its structure
// label is joined into every read of it.
function UO(v, path, before, after) { upo(v, path, 0, before, after); }
function upo(v, path, i, before, after) {
  if ((typeof v !== 'object' && typeof v !== 'function') || v === null) return;
  const m = mk(v);
  if (m === undefined) return;
  if (i === path.length) { if (covers(m.c, before) && m.c !== after) m.c = J(m.c, after); return; }
  const k = path[i];
  if (k === null) {
    if (isArray(v)) { for (let j = 0; j < v.length; j++) upo(v[j], path, i + 1, before, after); }
    else if (isMS(v)) { const xs = drainRaw(v); for (let j = 0; j < xs.length; j++) upo(xs[j], path, i + 1, before, after); }
    else { const ks = Object.keys(v); for (let j = 0; j < ks.length; j++) upo(v[ks[j]], path, i + 1, before, after); }
    return;
  }
  if (hasOwn.call(v, k)) upo(v[k], path, i + 1, before, after);
}
// An upgrade of a name that may still be in its temporal dead zone: nothing to upgrade then.
function TDZ(f) { try { f(); } catch (e) { if (!(e instanceof ReferenceError)) throw e; } }
function fail(kind, msg, l, pc) {
  if (R.td > 0) dec(pc === undefined ? l : J(l, pc));
  const e = kind === 'RangeError' ? new RangeError(msg) : new TypeError(msg);
  const m = { c: l, s: Object.create(null), n: 0, a: false };
  e[MK] = m;
  throw new Thrown(e, l, pc === undefined ? l : pc);
}
function newMeta(o, c) {
  const arr = isArray(o);
  const m = { c: STRICT && CPC !== LIT ? J(c, CPC) : c, s: arr ? [] : Object.create(null), n: 0, a: arr };
  // a frozen or sealed plan object keeps its (fixed) meta property: the record is renewed
  const old = o[MK];
  if (old !== undefined && !isExt(o)) { old.c = m.c; old.s = m.s; old.n = 0; old.a = arr; return old; }
  o[MK] = m;
  return m;
}
function meta(o) {
  const m = o[MK];
  if (m === undefined) return newMeta(o, LIT);
  if (m.a === null) expand(o, m);
  return m;
}
function slotOf(m, k) { const l = m.s[k]; return l === undefined ? m.c : l; }
const BLOCKED = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf',
  'toJSON', 'toLocaleString', '__defineGetter__', '__defineSetter__', '__lookupGetter__',
  '__lookupSetter__', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'then']);
function idx(k) {
  if (typeof k === 'number') return Number.isInteger(k) && k >= 0 ? k : -1;
  if (typeof k === 'string' && k !== '' && String(k >>> 0) === k && (k >>> 0) !== 4294967295) return k >>> 0;
  return -1;
}
// Coercion label: an object coerced to a primitive reveals its contents.
function CV(v, l) { return (typeof v === 'object' && v !== null) ? DL(v, l) : l; }
// set when DL meets an array past the dense path (JSON.stringify walks it first: preWalk)
let DL_BIG = false;
function DL(v, l) {
  if (typeof v !== 'object' || v === null) return l;
  const seen = new Set();
  const stack = [v];
  let acc = l;
  while (stack.length > 0) {
    const o = stack.pop();
    if (seen.has(o)) continue;
    seen.add(o);
    const m = o[MK];
    // a lazy import: everything below it carries its import labels, both below its c
    if (m !== undefined && m.a === null) { acc = J(acc, m.c); continue; }
    if (m !== undefined) {
      acc = J(acc, m.c);
      if (m.li !== undefined) acc = J(acc, m.li);
      if (isArray(o) && m.s.length > 65536) {
        // a sparse array: its labels are own keys of the label array
        const ks = Object.keys(m.s);
        for (let i = 0; i < ks.length; i++) { const x = m.s[ks[i]]; if (x !== undefined) acc = J(acc, x); }
      } else if (isArray(o)) {
        for (let i = 0; i < m.s.length; i++) { const x = m.s[i]; if (x !== undefined) acc = J(acc, x); }
      } else {
        for (const k in m.s) acc = J(acc, m.s[k]);
      }
    }
    if (isArray(o) && o.length > 65536) {
      DL_BIG = true;
      const ix = presentIdx(o);
      for (let i = 0; i < ix.length; i++) { const x = o[ix[i]]; if (typeof x === 'object' && x !== null) stack.push(x); }
    } else if (isArray(o)) {
      for (let i = 0; i < o.length; i++) { const x = o[i]; if (typeof x === 'object' && x !== null) stack.push(x); }
    } else {
      if (isIterObj(o)) acc = J(acc, dlIter(o, m, stack));
      // own names, not just enumerable keys: an Error's message prints through toString
      const ks = Object.getOwnPropertyNames(o);
      for (let i = 0; i < ks.length; i++) { const x = o[ks[i]]; if (typeof x === 'object' && x !== null) stack.push(x); }
    }
  }
  return acc;
}
// ---- functions as values (issue 22) ---------------------------------------------------
// A plan function's length, name and source range come from the comment that opens its
// compiled body (the compiler's fnMarker); the plan's text arrives once through PSRC.
let PLAN_SRC = '';
function PSRC(s) { if (PLAN_SRC === '' && typeof s === 'string') PLAN_SRC = s; }
const FN_TS = Function.prototype.toString;
const FNI = new WeakMap();
const FN_MARK = /^[^{]*\{\/\*\$F:(\d+):(\d+):(\d+):([012]):("(?:[^"\\]|\\.)*")\*\//;
function fnInfo(f) {
  let i = FNI.get(f);
  if (i !== undefined) return i;
  const st = STUBS_INFO.get(f);
  if (st !== undefined) i = st;
  else {
    const mm = FN_MARK.exec(FN_TS.call(f));
    i = mm === null ? null : { len: Number(mm[1]), s: Number(mm[2]), e: Number(mm[3]), ctor: mm[4] === '0', name: JSON.parse(mm[5]), text: null };
  }
  FNI.set(f, i);
  return i;
}
// What plain JavaScript shows for a function: a plan function's own source text (never the
// compiled code), a builtin's native form.
function fnText(f) {
  const i = fnInfo(f);
  if (i === null) return 'function () {\n    [native code]\n}';
  if (i.text !== null) return i.text;
  return PLAN_SRC.slice(i.s, i.e);
}
Object.defineProperty(Function.prototype, 'toString', { value: function toString() { return fnText(this); }, writable: true, enumerable: false, configurable: true });
// A builtin method read as a value ('w'.includes, [].push): a stand-in with the method's name
// and length that throws when called (a method is called through its receiver: o.m(x)).
const STUBS = new Map();
const STUBS_INFO = new WeakMap();
function stub(kind, proto, name) {
  const key = kind + '.' + name;
  let f = STUBS.get(key);
  if (f !== undefined) return f;
  const nat = proto[name];
  if (typeof nat !== 'function') return undefined;
  f = function (p) { fail('TypeError', 'a builtin method read as a value cannot be called', p === undefined ? LIT : p, p); };
  STUBS_INFO.set(f, { len: nat.length, s: 0, e: 0, ctor: false, name: name, text: FN_TS.call(nat) });
  STUBS.set(key, f);
  return f;
}
// A property of a function: length and name (read-only), and what the plan wrote on it (a
// function is a container like an object: its meta record labels its keys and their values).
function rdFn(f, fl, k, kl) {
  const lab0 = kl === undefined ? fl : J(fl, kl);
  const m = f[MK];
  const base = m === undefined ? lab0 : J(lab0, m.c);
  const key = typeof k === 'string' ? k : String(k);
  R.l = base;
  if (key === 'name' || key === 'length') {
    if (fnGone(f, key)) return key === 'name' ? '' : 0;
    const i = fnInfo(f);
    return i === null ? undefined : key === 'name' ? i.name : i.len;
  }
  if (m !== undefined && hasOwn.call(f, key)) {
    const sl = m.s[key];
    if (sl !== undefined) { R.l = J(base, sl); return f[key]; }
  }
  return undefined;
}
// A builtin constructor read as a value (assert.throws(TypeError, f), x === RangeError):
// one stand-in per name, so identity compares as in JavaScript; calling it (or new through
// a variable) is calling the builtin ($BI, the same labels as TypeError(m)); it shows the
// builtin's name, length and native source. A constant: label literal() (the compiler).
const CTORS = new Map();
function CTOR(name) {
  let f = CTORS.get(name);
  if (f !== undefined) return f;
  const nat = ERR_CTORS[name];
  if (nat === undefined) throw new SandboxFault('not a constructor value');
  f = function (p) {
    const vals = [];
    const labs = [];
    for (let i = 1; i < arguments.length; i += 2) {
      vals.push(arguments[i]);
      labs.push(arguments[i + 1] === undefined ? LIT : arguments[i + 1]);
    }
    return BI(name, p, vals, labs);
  };
  STUBS_INFO.set(f, { len: nat.length, s: 0, e: 0, ctor: true, name: name, text: FN_TS.call(nat) });
  CTORS.set(name, f);
  return f;
}
function fnReadOnly(key) { return key === 'name' || key === 'length' || key === 'caller' || key === 'arguments'; }
// ---- end functions as values -------------------------------------------------------------
// ---- reads -------------------------------------------------------------------------
function rdObj(o, ol, k, kl) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot read a property of ' + (o === null ? 'null' : 'undefined'), kl === undefined ? ol : J(ol, kl));
  const t = typeof o;
  if (t === 'string') {
    const lab = kl === undefined ? ol : J(ol, kl);
    R.l = lab;
    if (k === 'length') return o.length;
    const i = idx(k);
    if (i < 0 && STR_METHODS.has(k)) return stub('String', String.prototype, k);
    return i >= 0 ? o[i] : undefined;
  }
  if (t === 'function') return rdFn(o, ol, k, kl);
  if (t !== 'object') {
    R.l = kl === undefined ? ol : J(ol, kl);
    if (t === 'number' && NUM_METHODS.has(k)) return stub('Number', Number.prototype, k);
    return undefined;
  }
  const m = meta(o);
  let base = J(ol, m.c);
  if (kl !== undefined) base = J(base, kl);
  if (isArray(o)) {
    if (k === 'length') { R.l = base; return o.length; }
    const i = idx(k);
    if (i < 0) { R.l = base; if (MATCHES.has(o) && MATCH_PROPS.has(k)) return o[k]; return ARR_ALL.has(k) ? stub('Array', Array.prototype, k) : undefined; }
    const sl = m.s[i];
    R.l = sl === undefined ? base : J(base, sl);
    return o[i];
  }
  const key = typeof k === 'string' ? k : String(k);
  if (key === 'size' && isMS(o)) { R.l = base; return msSize(o); }
  if (RXS.has(o)) return rxProp(o, base, m, key);
  if (!hasOwn.call(o, key) && WRP.has(o)) { R.l = base; return wrapProto(WRP.get(o), key); }
  if (!hasOwn.call(o, key) || (key === 'stack' && o instanceof Error)) {
    if ((key === 'name' || key === 'message') && o instanceof Error) { R.l = base; return o[key]; }
    R.l = base;
    return undefined;
  }
  const sl = m.s[key];
  R.l = sl === undefined ? base : J(base, sl);
  return o[key];
}
// Fast paths rely on the invariant: a defined slot label <=> an own data property.
function G(o, ol, k) {
  if (typeof o === 'object' && o !== null) {
    const m = o[MK];
    if (m !== undefined && m.a === false) {
      const sl = m.s[k];
      if (sl !== undefined) {
        if (R.td > 0) dec(ol);
        const b = ol === m.c ? ol : J(ol, m.c);
        R.l = sl === b ? b : J(b, sl);
        return o[k];
      }
    }
  }
  return rdObj(o, ol, k, undefined);
}
function GK(o, ol, k, kl) {
  if (typeof k === 'number' && isArray(o) && k >= 0 && k < o.length && (k | 0) === k) {
    let m = o[MK];
    if (m !== undefined && m.a === null) m = mk(o);
    if (m !== undefined) {
      if (R.td > 0) dec(ol);
      let b = ol === m.c ? ol : J(ol, m.c);
      if (kl !== b) b = J(b, kl);
      const sl = m.s[k];
      R.l = sl === undefined || sl === b ? b : J(b, sl);
      return o[k];
    }
  }
  if (typeof k === 'object' && k !== null) kl = DL(k, kl);
  else WK(k);
  return rdObj(o, ol, k, kl);
}
// ---- writes ------------------------------------------------------------------------
function wr(o, ol, k, kl, v, vl, pc) {
  if (R.td > 0) dec(kl === undefined ? ol : J(ol, CV(k, kl)));
  if (typeof o === 'function') {
    // a function is a container for the properties a plan writes on it, not its own
    // read-only name and length (a builtin method's stand-in is shared, as the method is)
    const fk = typeof k === 'object' && k !== null ? '' : String(k);
    const fw = kl === undefined ? ol : J(ol, CV(k, kl));
    if (fnReadOnly(fk)) fail('TypeError', 'cannot assign to read only property ' + JSON.stringify(fk) + ' of function', fw);
  } else if (typeof o !== 'object' || o === null) fail('TypeError', 'cannot set a property on a non-object', ol);
  if (typeof k === 'object' && k !== null) kl = DL(k, kl);
  if (RXS.has(o)) return rxSet(o, ol, k, kl, v, vl, pc);
  const m = meta(o);
  // whether the write throws (read-only, not extensible) is decided by the structure
  if (R.td > 0) dec(m.c);
  nsu(m.c, pc === undefined ? ol : J(ol, pc));
  m.n++;
  const w = kl === undefined ? ol : J(ol, kl);
  // Which slot a computed key selects is itself information: it reaches every later read.
  if (kl !== undefined) m.c = J(m.c, kl);
  if (isArray(o)) {
    const i = idx(k);
    if (i < 0 && k === 'length') {
      if (m.x === true) {
        putChk(o, m, 'length', w, pc);
        // a shrink past a non-configurable element would fail natively after setLen dropped
        // the slot labels of the elements it keeps: refused first (fail closed)
        if (Number(v) < o.length && fixed(o)) fail('TypeError', 'cannot shrink an array with fixed properties', J(w, m.c), pc);
      }
      return setLen(o, m, w, v, vl);
    }
    if (i < 0) fail('TypeError', 'only index writes are allowed on arrays', w);
    if (m.x === true) putChk(o, m, String(i), w, pc);
    // a new index, or a hole filled: the key set changes
    if (i >= o.length || !(i in o)) m.c = J(m.c, w);
    o[i] = v;
    m.s[i] = J(vl, w);
    return v;
  }
  const key = typeof k === 'string' ? k : String(k);
  if (BLOCKED.has(key)) fail('TypeError', 'this property name is not allowed', w);
  if (m.x === true) putChk(o, m, key, w, pc);
  else if (Object.isFrozen(o)) fail('TypeError', 'object is not extensible', w);
  if (roKey(o, key)) fail('TypeError', 'cannot assign to a read-only property', J(w, m.c));
  if (key === 'size' && isMS(o)) fail('TypeError', 'size is read-only', w);
  if (!hasOwn.call(o, key)) { protoKey(o, key, w); m.c = J(m.c, w); putNew(o, key, v); }
  else o[key] = v;
  m.s[key] = J(vl, w);
  return v;
}
// A new own data property, defined rather than assigned: a key that exists on a frozen
// intrinsic prototype (Error.prototype.name/message, a Map or Date method name) would make an
// assignment throw natively in the sandbox ("'name' is read-only", the override mistake; red
// team F3), a throw decided by whether the key is own. Plain JS assignment to an unfrozen
// prototype's key makes the same own property.
// A new key on a prelude-made or engine object (Map, Set, Date, an iterator, ...) that its
// prototype has (a method name) is refused: an own property would shadow a method the engine
// or a later builtin may look up by name. Error name and message stay writable slots. Which
// keys a prototype has depends only on the object's kind (ref) and the key: the refusal is
// labelled by both, and its message is constant (red team F6: the native message named the key).
function protoKey(o, key, w, pc) {
  if (isArray(o) || getProto(o) === OBJ_PROTO || !(key in o)) return;
  if ((key === 'name' || key === 'message') && o instanceof Error) return;
  fail('TypeError', 'this property name is not allowed on this object', w, pc);
}
function putNew(o, key, v) { Object.defineProperty(o, key, { value: v, writable: true, enumerable: true, configurable: true }); }
function S(o, ol, k, v, vl, pc) {
  if (typeof o === 'object' && o !== null) {
    const m = o[MK];
    if (m !== undefined && m.a === false && m.s[k] !== undefined && m.x !== true) {
      if (R.td > 0) dec(J(ol, m.c));
      nsu(m.c, pc === undefined ? ol : J(ol, pc));
      m.n++;
      m.s[k] = vl === ol ? vl : J(vl, ol);
      o[k] = v;
      return v;
    }
  }
  return wr(o, ol, k, undefined, v, vl, pc);
}
function SK(o, ol, k, kl, v, vl, pc) { WK(k); return wr(o, ol, k, kl, v, vl, pc); }
function DEL(o, ol, k, kl, pc) {
  WK(k);
  if (R.td > 0) dec(kl === undefined ? ol : J(ol, CV(k, kl)));
  if (typeof o === 'function') {
    const fk = typeof k === 'object' && k !== null ? '' : String(k);
    const fw = kl === undefined ? ol : J(ol, CV(k, kl));
    if (fk === 'name' || fk === 'length') return delFnProp(o, fk, fw, pc);
    if (fnReadOnly(fk) || fk === 'prototype') fail('TypeError', 'cannot delete this property of a function', fw);
  } else if (typeof o !== 'object' || o === null) fail('TypeError', 'cannot delete from a non-object', ol);
  if (RXS.has(o)) fail('TypeError', 'cannot delete from a regular expression', J(ol, o[MK].c), pc);
  const m = meta(o);
  // whether the delete throws (non-configurable) is decided by the structure
  if (R.td > 0) dec(m.c);
  nsu(m.c, pc === undefined ? ol : J(ol, pc));
  const w = kl === undefined ? ol : J(ol, CV(k, kl));
  if (isArray(o)) { const i = idx(k); if (m.x === true && i >= 0) delChk(o, m, String(i), w, pc); m.n++; m.c = J(m.c, w); if (i >= 0) { delete o[i]; m.s[i] = undefined; } R.l = w; return true; }
  const key = String(k);
  if (BLOCKED.has(key)) fail('TypeError', 'this property name is not allowed', w);
  if (roKey(o, key)) fail('TypeError', 'cannot delete a read-only property', J(w, m.c));
  if (m.x === true) delChk(o, m, key, w, pc);
  m.n++;
  m.c = J(m.c, w);
  delete o[key];
  delete m.s[key];
  R.l = w;
  return true;
}
// A function's name and length are configurable: deleting one leaves the inherited value
// (Function.prototype's '' and 0), no own property (m.gone); a frozen function's are not
// (TypeError). Whether it was deleted is structure.
function delFnProp(f, key, fw, pc) {
  const m = meta(f);
  if (R.td > 0) dec(m.c);
  nsu(m.c, pc === undefined ? fw : J(fw, pc));
  if (m.x === true) delChk(f, m, key, fw, pc);
  m.n++;
  m.c = J(m.c, fw);
  if (m.gone === undefined) m.gone = Object.create(null);
  m.gone[key] = true;
  R.l = fw;
  return true;
}
function fnGone(f, key) { const m = f[MK]; return m !== undefined && m.gone !== undefined && m.gone[key] === true; }
// k in o; with own, an own property of o (hasOwnProperty, Object.hasOwn)
function IN(k, kl, o, ol, own) {
  WK(k);
  if (R.td > 0) dec(ol);
  if (typeof o === 'function') {
    const fm = o[MK];
    R.l = J(CV(k, kl), fm === undefined ? ol : J(ol, fm.c));
    const key = String(k);
    if (key === 'name' || key === 'length') return true;
    if (key === 'prototype') { const i = fnInfo(o); return i !== null && i.ctor; }
    return fm !== undefined && hasOwn.call(o, key) && fm.s[key] !== undefined;
  }
  if (typeof o !== 'object' || o === null) fail('TypeError', 'the right side of in must be an object', ol);
  const m = meta(o);
  R.l = J(J(CV(k, kl), ol), m.c);
  if (isArray(o)) { if (k === 'length') return true; const i = idx(k); return i >= 0 && i < o.length && (i in o); }
  // a Map, Set, Date, Error or iterator also has what its (frozen, prelude-made) prototype
  // chain has: the same in every run, so the key and the own keys decide
  // (an own property of one is what the engine made it with: Map's size is inherited, L4)
  if (isSpecial(o)) return own === true ? hasOwn.call(o, String(k)) : String(k) in o;
  return hasOwn.call(o, String(k));
}
// ---- the property model (issue 22) -----------------------------------------------------
// Object.defineProperty(ies), getOwnPropertyDescriptor(s), getOwnPropertyNames, freeze, seal,
// preventExtensions and their predicates, Object.create(null). The attributes (writable,
// enumerable, configurable) and the extensibility live natively on the plan's object; they
// are part of its structure: m.c covers them, so every read of a descriptor, a predicate and
// every write, define or delete (whether it throws) is labelled with m.c. A define joins the
// labels that chose the attributes (the descriptor's ref, structure and attribute slots) into
// m.c. m.x marks an object whose attributes were ever set (it leaves the fast write paths;
// a performance hint only: the labels above do not depend on it). Accessor descriptors are
// refused (TypeError): a getter would run plan code at every read.
const ARR_MUT = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'reverse', 'sort', 'fill', 'copyWithin']);
function fixed(o) {
  if (!isExt(o)) return true;
  const ks = Object.getOwnPropertyNames(o);
  for (let i = 0; i < ks.length; i++) { const d = gopd(o, ks[i]); if (d.writable === false || d.configurable === false) return true; }
  return false;
}
// An array method that changes an array with fixed properties (frozen, sealed, not
// extensible, a read-only or non-configurable element): refused before it changes anything
// (strict JavaScript throws a TypeError for most of them; the label is the call's).
function arrFixed(a, m, al, name, pc) {
  if (m.x === true && ARR_MUT.has(name) && fixed(a)) fail('TypeError', 'cannot change an array with fixed properties', J(al, m.c), pc);
}
// A write the attributes refuse: strict JavaScript's TypeError, labelled by the structure.
function putChk(o, m, key, w, pc) {
  const d = gopd(o, key);
  if (d !== undefined ? d.writable === false : !isExt(o)) {
    fail('TypeError', d !== undefined ? 'cannot assign to a read-only property' : 'cannot add a property to an object that is not extensible', J(w, m.c), pc);
  }
}
function delChk(o, m, key, w, pc) {
  const d = gopd(o, key);
  if (d !== undefined && d.configurable === false) fail('TypeError', 'cannot delete a non-configurable property', J(w, m.c), pc);
}
function pmObj(o, l, what, pc) {
  if ((typeof o !== 'object' && typeof o !== 'function') || o === null) fail('TypeError', what + ' needs an object', l, pc);
  if (RXS.has(o)) fail('TypeError', what + ' is not supported on a regular expression', J(l, o[MK].c), pc);
}
// The key a property-model builtin names: a string (plans have no symbols); its label
// includes an object key's deep label (coerced).
function pmKey(k, kl) { return typeof k === 'string' ? k : String(k); }
// Plan-visible own string keys: a function shows name and length (and prototype for a
// constructor) and what the plan wrote on it; an Error hides its stack.
function ownNames(o) {
  if (typeof o === 'function') {
    const i = fnInfo(o);
    const out = [];
    if (!fnGone(o, 'length')) out.push('length');
    if (!fnGone(o, 'name')) out.push('name');
    if (i !== null && i.ctor) out.push('prototype');
    const fm = o[MK];
    if (fm !== undefined) { const ks = Object.getOwnPropertyNames(o); for (let j = 0; j < ks.length; j++) if (fm.s[ks[j]] !== undefined) out.push(ks[j]); }
    return out;
  }
  const ks = Object.getOwnPropertyNames(o);
  if (o instanceof Error) return ks.filter(function (k) { return k !== 'stack'; });
  return ks;
}
function descObj(d, vl, base) {
  const o = {};
  const ls = Object.create(null);
  if (hasOwn.call(d, 'value')) { o.value = d.value; ls.value = J(base, vl); }
  o.writable = d.writable; ls.writable = base;
  o.enumerable = d.enumerable; ls.enumerable = base;
  o.configurable = d.configurable; ls.configurable = base;
  return MO(o, ls, STRICT && CPC !== LIT ? J(base, CPC) : base);
}
function pmGOPD(o, ol, k, kl, pc) {
  if (o === null || o === undefined) fail('TypeError', 'cannot convert null or undefined to object', ol, pc);
  const ckl = CV(k, kl);
  const key = pmKey(k, kl);
  if (typeof o !== 'object' && typeof o !== 'function') {
    const b = J(ol, ckl);
    R.l = b;
    const d = gopd(o, key);
    return d === undefined ? undefined : descObj(d, b, b);
  }
  if (RXS.has(o)) fail('TypeError', 'Object.getOwnPropertyDescriptor is not supported on a regular expression', J(ol, o[MK].c), pc);
  const m = meta(o);
  const base = J(J(ol, ckl), m.c);
  R.l = base;
  if (typeof o === 'function') {
    if (key === 'name' || key === 'length') {
      if (fnGone(o, key)) return undefined;
      const i = fnInfo(o);
      const v = i === null ? undefined : key === 'name' ? i.name : i.len;
      return descObj({ value: v, writable: false, enumerable: false, configurable: true }, base, base);
    }
    if (key === 'prototype') fail('TypeError', 'the prototype of a plan function is not supported', base, pc);
    if (m.s[key] === undefined) return undefined;
    return descObj(gopd(o, key), m.s[key], base);
  }
  if (key === 'stack' && o instanceof Error) return undefined;
  const d = gopd(o, key);
  if (d === undefined) return undefined;
  if (hasOwn.call(d, 'get') || hasOwn.call(d, 'set')) fail('TypeError', 'accessor properties are not supported', base, pc);
  const sl = isArray(o) ? (key === 'length' ? LIT : slotOf(m, idx(key))) : slotOf(m, key);
  return descObj(d, sl, base);
}
function pmNames(o, ol, pc) {
  if (o === null || o === undefined) fail('TypeError', 'cannot convert null or undefined to object', ol, pc);
  if (typeof o !== 'object' && typeof o !== 'function') { R.l = ol; return newArr(Object.getOwnPropertyNames(o), [], ol); }
  if (RXS.has(o)) fail('TypeError', 'Object.getOwnPropertyNames is not supported on a regular expression', J(ol, o[MK].c), pc);
  const m = meta(o);
  const base = J(ol, m.c);
  R.l = base;
  return newArr(ownNames(o), [], base);
}
// What a descriptor object says (ToPropertyDescriptor), with the label of its attribute
// fields (ref, structure, each attribute slot) and of its value.
function readDesc(d, dl, pc) {
  if ((typeof d !== 'object' && typeof d !== 'function') || d === null) fail('TypeError', 'a property descriptor must be an object', dl, pc);
  const dm = meta(d);
  const base = J(dl, dm.c);
  const has = function (k) { return typeof d === 'function' ? dm.s[k] !== undefined : (isArray(d) ? false : hasOwn.call(d, k)); };
  if (has('get') || has('set')) fail('TypeError', 'accessor properties are not supported', base, pc);
  const nd = {};
  let al = base;
  const fs = ['enumerable', 'configurable', 'writable'];
  for (let i = 0; i < fs.length; i++) { const f = fs[i]; if (has(f)) { nd[f] = Boolean(d[f]); al = J(al, slotOf(dm, f)); } }
  let vl = base;
  if (has('value')) { nd.value = d.value; vl = J(base, slotOf(dm, 'value')); }
  return { d: nd, al: al, vl: vl };
}
// Object.defineProperty on o (already checked by pmObj) with a read descriptor r.
function define(o, ol, k, kl, r, pc) {
  const ckl = CV(k, kl);
  const key = pmKey(k, kl);
  const m = meta(o);
  nsu(m.c, J(ol, pc));
  const w = J(wlab(ol, pc), ckl);
  const wl = J(J(w, m.c), r.al);
  if (R.td > 0) dec(wl);
  if (typeof o === 'function' && (fnReadOnly(key) || key === 'prototype')) fail('TypeError', 'cannot define this property of a function', wl, pc);
  if (BLOCKED.has(key)) fail('TypeError', 'this property name is not allowed', wl, pc);
  const arr = isArray(o);
  const i = arr ? idx(key) : -1;
  if (arr && i < 0 && key !== 'length') fail('TypeError', 'only index writes are allowed on arrays', wl, pc);
  if (!arr) protoKey(o, key, wl, pc);
  const had = hasOwn.call(o, key);
  try { Object.defineProperty(o, key, r.d); } catch (e) {
    if (isFatal(e) || isInternal(e)) throw e;
    fail(e instanceof RangeError ? 'RangeError' : 'TypeError', 'cannot define the property', J(wl, r.vl), pc);
  }
  m.n++;
  m.x = true;
  // the attributes (and for a new key, the key set) are structure
  m.c = J(m.c, J(w, r.al));
  if (arr && key === 'length') { m.c = J(m.c, r.vl); if (m.s.length > o.length) m.s.length = o.length; return; }
  if (hasOwn.call(r.d, 'value')) { if (arr) m.s[i] = J(r.vl, w); else m.s[key] = J(r.vl, w); }
  else if (!had) { if (arr) m.s[i] = J(r.al, w); else m.s[key] = J(r.al, w); }
}
function pmDefine(o, ol, k, kl, d, dl, pc) {
  pmObj(o, ol, 'Object.defineProperty', pc);
  const r = readDesc(d, dl, pc);
  define(o, ol, k, kl, r, pc);
  R.l = ol;
  return o;
}
function pmDefineAll(o, ol, ps, pl, pc) {
  pmObj(o, ol, 'Object.defineProperties', pc);
  if (ps === null || ps === undefined) fail('TypeError', 'cannot convert null or undefined to object', pl, pc);
  if (typeof ps !== 'object' && typeof ps !== 'function') { R.l = ol; return o; }
  const pm = meta(ps);
  const base = J(pl, pm.c);
  const ks = Object.keys(ps);
  const rs = [];
  // every descriptor is read (and may be refused) before any property is defined
  for (let i = 0; i < ks.length; i++) rs.push(readDesc(ps[ks[i]], J(base, slotOf(pm, isArray(ps) ? idx(ks[i]) : ks[i])), pc));
  for (let i = 0; i < ks.length; i++) define(o, ol, ks[i], base, rs[i], pc);
  R.l = ol;
  return o;
}
function pmLock(f, o, ol, pc) {
  if ((typeof o !== 'object' && typeof o !== 'function') || o === null) { R.l = ol; return o; }
  if (RXS.has(o)) fail('TypeError', f + ' is not supported on a regular expression', J(ol, o[MK].c), pc);
  if (isSpecial(o) && !(o instanceof Error)) fail('TypeError', f + ' is not supported on this object', J(ol, o[MK] === undefined ? LIT : o[MK].c), pc);
  const m = meta(o);
  nsu(m.c, J(ol, pc));
  m.n++;
  m.x = true;
  m.c = J(m.c, wlab(ol, pc));
  if (f === 'Object.freeze') Object.freeze(o);
  else if (f === 'Object.seal') Object.seal(o);
  else Object.preventExtensions(o);
  R.l = ol;
  return o;
}
function pmTest(f, o, ol) {
  if ((typeof o !== 'object' && typeof o !== 'function') || o === null) { R.l = ol; return f !== 'Object.isExtensible'; }
  const m = meta(o);
  R.l = J(ol, m.c);
  if (isExt(o)) return f === 'Object.isExtensible';
  if (f === 'Object.isExtensible') return false;
  // the meta record (a symbol key) is not the plan's: only plan-visible keys count
  const ks = ownNames(o);
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    const d = gopd(o, k);
    if (d === undefined) continue;
    if (d.configurable) return false;
    if (f === 'Object.isFrozen' && d.writable === true) return false;
  }
  return true;
}
function pmDescs(o, ol, pc) {
  const ks = pmNames(o, ol, pc);
  const base = R.l;
  const out = NO(base);
  for (let i = 0; i < ks.length; i++) {
    const d = pmGOPD(o, ol, ks[i], base, pc);
    OP(out, ks[i], base, d, R.l);
  }
  R.l = base;
  return out;
}
function pmCreate(p, pl, ps, psl, pc) {
  if (p !== null) fail('TypeError', 'Object.create takes null only (plans have no prototypes)', pl, pc);
  const o = Object.create(null);
  // as an imported null-prototype object: it coerces as '[object Object]' (never a throw)
  Object.defineProperty(o, Symbol.toPrimitive, PRIM_DESC);
  newMeta(o, pl);
  R.l = pl;
  if (ps !== undefined) pmDefineAll(o, pl, ps, psl, pc);
  R.l = pl;
  return o;
}
function LB(l) { return l === undefined ? LIT : l; }
const PROPM = Object.assign(Object.create(null), {
  'Object.getOwnPropertyDescriptor': function (a, l, pc) { return pmGOPD(a[0], LB(l[0]), a[1], LB(l[1]), pc); },
  'Object.getOwnPropertyDescriptors': function (a, l, pc) { return pmDescs(a[0], LB(l[0]), pc); },
  'Object.getOwnPropertyNames': function (a, l, pc) { return pmNames(a[0], LB(l[0]), pc); },
  'Object.defineProperty': function (a, l, pc) { return pmDefine(a[0], LB(l[0]), a[1], LB(l[1]), a[2], LB(l[2]), pc); },
  'Object.defineProperties': function (a, l, pc) { return pmDefineAll(a[0], LB(l[0]), a[1], LB(l[1]), pc); },
  'Object.freeze': function (a, l, pc) { return pmLock('Object.freeze', a[0], LB(l[0]), pc); },
  'Object.seal': function (a, l, pc) { return pmLock('Object.seal', a[0], LB(l[0]), pc); },
  'Object.preventExtensions': function (a, l, pc) { return pmLock('Object.preventExtensions', a[0], LB(l[0]), pc); },
  'Object.isFrozen': function (a, l) { return pmTest('Object.isFrozen', a[0], LB(l[0])); },
  'Object.isSealed': function (a, l) { return pmTest('Object.isSealed', a[0], LB(l[0])); },
  'Object.isExtensible': function (a, l) { return pmTest('Object.isExtensible', a[0], LB(l[0])); },
  'Object.create': function (a, l, pc) { return pmCreate(a[0], LB(l[0]), a[1], LB(l[1]), pc); },
});
// ---- end of the property model ------------------------------------------------------
// ---- construction ------------------------------------------------------------------
// Object literal with static keys: values object and a parallel null-proto labels object.
function MO(o, ls, c) { o[MK] = { c: c, s: ls, n: 0, a: false }; return o; }
// Array literal without spread.
function MA(a, ls, c) { a[MK] = { c: c, s: ls, n: 0, a: true }; return a; }
function NO(c) { const o = {}; newMeta(o, c); return o; }
function NA(c) { const a = []; newMeta(a, c); return a; }
function OP(o, k, kl, v, vl) {
  if (typeof k === 'object' && k !== null) kl = DL(k, kl);
  if (R.td > 0) dec(kl);
  const key = typeof k === 'string' ? k : String(k);
  WK(key);
  if (BLOCKED.has(key)) fail('TypeError', 'this property name is not allowed', kl);
  const m = o[MK];
  // which keys the object ends up with depends on the key, new or not
  if (m.c !== kl) m.c = J(m.c, kl);
  o[key] = v;
  m.s[key] = J(vl, kl);
  return o;
}
function OS(o, src, sl) {
  const m = o[MK];
  // whether the source is an object (adds keys) or not (adds none) is the source's label (F5)
  if (m.c !== sl) m.c = J(m.c, sl);
  if ((typeof src !== 'object' && typeof src !== 'function') || src === null) return o;
  // a function's own enumerable properties are copied too (L3); one without any has no meta
  const sm = typeof src === 'function' ? src[MK] : meta(src);
  if (sm === undefined) return o;
  const base = J(sl, sm.c);
  if (R.td > 0) dec(base);
  // the keys a spread adds (none, or only existing ones) depend on the source's structure
  if (m.c !== base) m.c = J(m.c, base);
  if (isArray(src)) {
    for (let i = 0; i < src.length; i++) { o[String(i)] = src[i]; m.s[String(i)] = J(base, slotOf(sm, i)); }
    return o;
  }
  const ks = Object.keys(src);
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    if (BLOCKED.has(k)) fail('TypeError', 'this property name is not allowed', base);
    o[k] = src[k];
    m.s[k] = J(base, slotOf(sm, k));
  }
  return o;
}
function AP(a, v, vl) { const m = a[MK]; m.s[a.length] = vl; a.push(v); return a; }
function AS(a, src, sl, pc) {
  if (R.td > 0) dec(sl);
  const m = a[MK];
  if (typeof src === 'string') { for (const ch of src) { m.s[a.length] = sl; a.push(ch); } m.c = J(m.c, sl); return a; }
  if (typeof src === 'object' && src !== null && isIterObj(src)) src = drain(src, sl, pc);
  if (!isArray(src)) fail('TypeError', 'only arrays and strings can be spread', sl, pc);
  const sm = meta(src);
  const base = J(sl, sm.c);
  m.c = J(m.c, base);
  for (let i = 0; i < src.length; i++) { m.s[a.length] = J(base, slotOf(sm, i)); a.push(src[i]); }
  return a;
}
// ---- iteration ---------------------------------------------------------------------
function ITER(v, vl, pc, lazy) {
  CPC = pc;
  if (R.td > 0) dec(vl);
  if (typeof v === 'string') { const a = Array.from(v); newMeta(a, vl); R.l = vl; return a; }
  if (typeof v === 'object' && v !== null && isIterObj(v)) {
    if (lazy === true) return lazyIter(v, vl, pc);
    const a = drain(v, vl, pc);
    R.l = J(vl, a[MK].c);
    return a;
  }
  if (!isArray(v)) fail('TypeError', 'only arrays, strings, Maps, Sets and their iterators are iterable', vl, pc);
  R.l = J(vl, meta(v).c);
  return v;
}
function EL(a, al, i) {
  let m = a[MK];
  if (m.a === null) m = mk(a);
  const sl = m.s[i];
  const base = J(al, m.c);
  R.l = sl === undefined ? base : J(base, sl);
  return a[i];
}
function KEYS(o, ol, pc) {
  CPC = pc;
  if (o === null || o === undefined) { R.l = ol; return []; }
  if (typeof o !== 'object') {
    if (typeof o === 'string') { const ks = Object.keys(o); R.l = ol; return ks; }
    R.l = ol; return [];
  }
  R.l = J(ol, meta(o).c);
  return Object.keys(o);
}
// ---- calls -------------------------------------------------------------------------
function ISG(f) { return typeof f === 'function' && getProto(f) === GEN_FN_PROTO; }
function userArgs(pc, args, als) {
  const out = [pc];
  for (let i = 0; i < args.length; i++) { out.push(args[i]); out.push(als[i]); }
  return out;
}
function notFn(l, pc) { fail('TypeError', 'not a function', l, pc); }
// Dynamic call of a function value (non-generator context).
function CALL(f, fl, pc, args, als) {
  // a spread's count decides whether the engine refuses the call (too many arguments: R3)
  if (R.td > 0) { dec(fl); if (als.n !== undefined) dec(als.n); }
  if (typeof f !== 'function') notFn(fl, pc);
  R.xp = J(pc, fl);
  if (ISG(f)) fail('TypeError', 'an external-calling function was called where it cannot suspend', fl, pc);
  if (als.n !== undefined) R.cl = als.n;
  const r = f.apply(undefined, userArgs(J(pc, fl), args, als));
  R.cl = LIT;
  R.l = J(R.l, fl);
  return r;
}
function* CALLG(f, fl, pc, args, als) {
  if (R.td > 0) { dec(fl); if (als.n !== undefined) dec(als.n); }
  if (typeof f !== 'function') notFn(fl, pc);
  R.xp = J(pc, fl);
  if (als.n !== undefined) R.cl = als.n;
  const r = ISG(f) ? yield* f.apply(undefined, userArgs(J(pc, fl), args, als)) : f.apply(undefined, userArgs(J(pc, fl), args, als));
  R.cl = LIT;
  R.l = J(R.l, fl);
  return r;
}
// new f(...) on a function value (issue 22): a constructor (a plan function declaration or
// expression, or a builtin constructor value) runs as a call; the result is what it returned
// when that is an object or a function, else a new empty object. Plans have no this, so the
// function never sees that object; which of the two it is depends on the returned value
// (R.l, already joined with the function's label), which labels the reference and the new
// object's structure. Anything else (an arrow, a method, a builtin method) is not a
// constructor: a TypeError labelled by the function value.
function isCtor(f) { if (typeof f !== 'function') return false; const i = fnInfo(f); return i !== null && i.ctor === true; }
function newResult(r) {
  if ((typeof r === 'object' && r !== null) || typeof r === 'function') return r;
  const o = {};
  newMeta(o, R.l);
  return o;
}
function NEW(f, fl, pc, args, als) {
  if (!isCtor(f)) fail('TypeError', 'not a constructor', fl, pc);
  WIN(undefined, args);
  return newResult(CALL(f, fl, pc, args, als));
}
function* NEWG(f, fl, pc, args, als) {
  if (!isCtor(f)) fail('TypeError', 'not a constructor', fl, pc);
  return newResult(yield* CALLG(f, fl, pc, args, als));
}
function* callCb(f, fl, pc, a0, l0, a1, l1, a2, l2) {
  if (R.td > 0) dec(fl);
  if (typeof f !== 'function') notFn(fl, pc);
  const p = J(pc, fl);
  const r = ISG(f) ? yield* f(p, a0, l0, a1, l1, a2, l2) : f(p, a0, l0, a1, l1, a2, l2);
  R.l = J(R.l, fl);
  return r;
}
function drive(g) {
  const r = g.next();
  if (!r.done) fail('TypeError', 'an external call cannot happen inside this callback here', LIT);
  return r.value;
}
const STR_METHODS = new Set(${JSON.stringify(STRING_METHODS)});
const NUM_METHODS = new Set(${JSON.stringify(NUMBER_METHODS)});
const CB_METHODS = new Set(${JSON.stringify(ARRAY_CALLBACK_METHODS)});
const ARR_GROW = new Set(['push', 'unshift', 'splice', 'concat']);
const ARR_ALL = new Set(${JSON.stringify([...ARRAY_METHODS, ...ARRAY_CALLBACK_METHODS])});
function argsLabel(l, args, als) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (typeof a === 'function') fail('TypeError', 'functions cannot be passed to this method', l);
    if (typeof a === 'object' && a !== null && isArray(a) === false && getProto(a) !== OBJ_PROTO && getProto(a) !== null && !WRP.has(a)) fail('TypeError', 'unsupported argument', l);
    l = J(l, CV(a, als[i]));
  }
  return l;
}
// ---- work accounting (red team A5) ----------------------------------------------------
// QuickJS polls the interrupt handler (the host's deadline and budget) once per 10,000 calls
// or backward jumps, whatever each costs, and a native step on a long string or array costs
// its length: === of two equal 16 MB strings takes 40-70 ms without a poll, so a loop of them
// ran 41-95 s past a 2 s deadline. Every plan operation that hands a long string (or array) to
// native code charges for it first: one backward jump (a poll tick) per 4,096 characters, per
// 1,024 elements of an array (at most 64: longer arrays take the prelude's loops). Operators
// are charged by the compiled code ($WS), calls, keys and coercions here. A poll interval
// then holds at most about 10,000 x 4,096 characters of native work, whatever the plan does.
function BURN(n) { for (let i = n; i > 0; i--) {} }
function WS(s) { BURN(s.length >>> 12); return true; }
function WV(x) {
  if (typeof x === 'string') { if (x.length > 4096) BURN(x.length >>> 12); }
  else if (isArray(x) && x.length > 1024) BURN(x.length > 65536 ? 64 : x.length >>> 10);
}
function WIN(o, args) { WV(o); for (let i = 0; i < args.length; i++) WV(args[i]); }
function WK(k) { if (typeof k === 'string' && k.length > 4096) BURN(k.length >>> 12); }
// ---- end work accounting ------------------------------------------------------------------
// ---- long string searches (red team A1) --------------------------------------------------
// QuickJS's substring search (indexOf, includes, lastIndexOf, and split, replace, replaceAll
// with a string pattern) is a naive O(n*m) loop in C that never polls the interrupt handler:
// 'a'.repeat(2e5).indexOf('a'.repeat(1e5) + 'b') ran 150 s past a 2 s deadline. Where the
// naive search could compare more than SEARCH_WORK characters (a fraction of a second) the
// prelude searches itself, in linear time (Knuth-Morris-Pratt over UTF-16 code units, as the
// native search compares), in a loop the budget and the deadline end. Same results, labels.
const SEARCH_WORK = 134217728;
const NO_S = {};
function slowSearch(n, m) { return m > 1 && n >= m && (n - m + 1) * m > SEARCH_WORK; }
function kmpTable(t) {
  const f = [0];
  let k = 0;
  for (let i = 1; i < t.length; i++) {
    const c = t.charCodeAt(i);
    while (k > 0 && t.charCodeAt(k) !== c) k = f[k - 1];
    if (t.charCodeAt(k) === c) k++;
    f.push(k);
  }
  return f;
}
// Starts of t in s from index from: the first one; every non-overlapping one (all); or, with
// last >= 0, the last one at or before last.
function kmpFind(s, t, from, all, last) {
  const f = kmpTable(t);
  const n = s.length, m = t.length;
  const out = [];
  let k = 0;
  for (let i = from; i < n; i++) {
    const c = s.charCodeAt(i);
    while (k > 0 && t.charCodeAt(k) !== c) k = f[k - 1];
    if (t.charCodeAt(k) === c) k++;
    if (k === m) {
      const p = i - m + 1;
      if (last >= 0) { if (p > last) break; out[0] = p; k = f[k - 1]; continue; }
      out.push(p);
      if (!all) break;
      k = 0;
    }
    if (last >= 0 && i - k + 1 > last) break;
  }
  return out;
}
// GetSubstitution for a string pattern (no captures: $1 and $< stay as written)
function substS(rep, t, p, s) {
  if (rep.indexOf('$') < 0) return rep;
  const out = [];
  for (let i = 0; i < rep.length; i++) {
    const c = rep[i];
    const d = i + 1 < rep.length ? rep[i + 1] : '';
    if (c !== '$' || d === '') { out.push(c); continue; }
    if (d === '$') out.push('$');
    else if (d === '&') out.push(t);
    else if (d === '\x60') out.push(s.slice(0, p));
    else if (d === "'") out.push(s.slice(p + t.length));
    else { out.push(c); continue; }
    i++;
  }
  return out.join('');
}
// The string method, computed here when the native search could be long; NO_S otherwise.
function slowStr(s, name, args) {
  const n = s.length;
  if (name === 'indexOf' || name === 'includes' || name === 'lastIndexOf') {
    const t = String(args[0]);
    if (!slowSearch(n, t.length)) return NO_S;
    if (name === 'lastIndexOf') {
      const q = Number(args[1]);
      let pos = q !== q ? n : Math.trunc(q);
      if (pos < 0) pos = 0;
      if (pos > n - t.length) pos = n - t.length;
      const r = kmpFind(s, t, 0, false, pos);
      return r.length > 0 ? r[0] : -1;
    }
    let from = toIntOr(args[1], 0);
    if (from < 0) from = 0;
    const r = kmpFind(s, t, from, false, -1);
    return name === 'includes' ? r.length > 0 : r.length > 0 ? r[0] : -1;
  }
  if (name === 'split') {
    if (args[0] === undefined || args[0] === null) return NO_S;
    const t = String(args[0]);
    const lim = args[1] === undefined ? 4294967295 : Number(args[1]) >>> 0;
    if (!slowSearch(n, t.length)) return NO_S;
    const out = [];
    if (lim === 0) return out;
    const ps = kmpFind(s, t, 0, true, -1);
    let prev = 0;
    for (let i = 0; i < ps.length && out.length < lim; i++) { out.push(s.slice(prev, ps[i])); prev = ps[i] + t.length; }
    if (out.length < lim) out.push(s.slice(prev));
    return out;
  }
  if (name === 'replace' || name === 'replaceAll') {
    const t = String(args[0]);
    if (!slowSearch(n, t.length)) return NO_S;
    const rep = String(args[1]);
    const ps = kmpFind(s, t, 0, name === 'replaceAll', -1);
    if (ps.length === 0) return s;
    const out = [];
    let prev = 0;
    for (let i = 0; i < ps.length; i++) { out.push(s.slice(prev, ps[i]), substS(rep, t, ps[i], s)); prev = ps[i] + t.length; }
    out.push(s.slice(prev));
    return out.join('');
  }
  return NO_S;
}
// QuickJS's canonical reordering (normalize, and localeCompare, which normalizes) is an
// insertion sort over each run of combining marks, in C without an interrupt poll: 40,000
// marks took 29 s past a 2 s deadline (red team A3). A text whose runs could cost more than
// SEARCH_WORK shifts is refused (a RangeError decided by the text's label).
function normRisk(s) {
  if (typeof s !== 'string' || s.length * s.length <= SEARCH_WORK) return false;
  const re = /\p{M}+/gu;
  let w = 0, mm;
  while ((mm = re.exec(s)) !== null) { const r = mm[0].length; w += r * r; if (w > SEARCH_WORK) return true; }
  return false;
}
// ---- end long string searches --------------------------------------------------------------
// ---- native exceptions (red team T3) ----------------------------------------------------
// A builtin's own exception ('a'.repeat(-1), String.fromCodePoint(-1), (1).toFixed(200), a
// push past 2 ** 32 - 1) has a message chosen by its arguments and by which builtin ran (the
// pc). Inside a try, dec already joins those labels; outside one the exception ends the run
// and its text reaches the host, so it carries them too: l (the operands) joined with pc.
function natErr(e, l, pc) {
  if (typeof e !== 'object' || e === null || !(e instanceof Error) || isFatal(e)) return e;
  const x = pc === undefined ? l : J(l, pc);
  const m = e[MK];
  if (m === undefined) { newMeta(e, x); NATE.add(e); } else if (m.c !== x) m.c = J(m.c, x);
  return e;
}
// errors natErr labelled: a catch handler still joins its pc into their structure (CAUGHT)
const NATE = new WeakSet();
// What decides a method call's native exception: the receiver (and its structure) and the
// arguments, coerced.
function callErrL(o, ol, args, als) {
  let l = ol;
  if ((typeof o === 'object' || typeof o === 'function') && o !== null && o[MK] !== undefined) l = J(l, o[MK].c);
  for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i] === undefined ? LIT : als[i]));
  return l;
}
// ---- end native exceptions ------------------------------------------------------------------
function strMethod(s, sl, name, args, als, pc) {
  if (!STR_METHODS.has(name)) notFn(sl, pc);
  if (RX_STR.has(name) && (isRx(args[0]) || name === 'match' || name === 'matchAll' || name === 'search')) return rxStr(s, sl, name, args, als, pc);
  const l = argsLabel(sl, args, als);
  // localeCompare's argument is coerced to the string it compares (an array joins: red team)
  if ((name === 'normalize' || name === 'localeCompare') && (normRisk(s) || (name === 'localeCompare' && args.length > 0 && normRisk(String(args[0]))))) fail('RangeError', name + ': a run of combining marks too long to reorder', l, pc);
  const sr = slowStr(s, name, args);
  const r = sr !== NO_S ? sr : String.prototype[name].apply(s, args);
  if (name === 'split') { newMeta(r, l); R.l = l; return r; }
  R.l = l;
  return r;
}
function numMethod(x, xl, name, args, als, pc) {
  if (!NUM_METHODS.has(name)) notFn(xl, pc);
  const l = argsLabel(xl, args, als);
  const r = Number.prototype[name].apply(x, args);
  R.l = l;
  return r;
}
function wlab(ol, pc) { return STRICT ? J(ol, pc) : ol; }
// A mutation of container meta m under pc (no-sensitive-upgrade), with its write label.
function mwl(m, ol, pc, ref) { nsu(m.c, J(ref === undefined ? ol : ref, pc)); return wlab(ol, pc); }
function arrLabelsAll(a, m, base) {
  let l = J(base, m.c);
  if (a.length > 65536) {
    // a hole reads as the structure label, already in l
    const ix = presentIdx(a);
    for (let j = 0; j < ix.length; j++) l = J(l, CV(a[ix[j]], slotOf(m, ix[j])));
    return l;
  }
  for (let i = 0; i < a.length; i++) l = J(l, CV(a[i], slotOf(m, i)));
  return l;
}
function newArr(vals, labs, c) { vals[MK] = { c: STRICT && CPC !== LIT ? J(c, CPC) : c, s: labs, n: 0, a: true }; return vals; }
// ---- long arrays (R4) ------------------------------------------------------------------
// QuickJS's native Array methods walk every index below length without polling the interrupt
// handler, so on an array whose length is far beyond its elements (a[2 ** 32 - 2] = 1, or
// a.length = 2 ** 32 - 1) one native call would run past the deadline. Beyond BIG elements the
// prelude never hands a plan array (or its label array m.s) to such a native method: it does
// the same work in its own loops over the same index range (the instruction budget and the
// deadline end them like any plan loop), or over the present indices (presentIdx) where the
// result depends only on them. The label logic is the dense path's, step for step; a slot
// label left undefined reads as the structure label, as a hole's does.
const BIG = 65536;
const NJOIN = Array.prototype.join;
function isBig(x) { return x.length > BIG; }
// ToIntegerOrInfinity(x) made relative to length n (undefined: d), as slice/splice/fill take it
function relIdx(x, n, d) {
  if (x === undefined) return d;
  let t = Math.trunc(Number(x));
  if (t !== t) t = 0;
  if (t < 0) { t += n; return t < 0 ? 0 : t; }
  return t > n ? n : t;
}
// x[to] = x[from], or a hole at to where from is one
function mv(x, from, to) { if (from in x) x[to] = x[from]; else delete x[to]; }
// x.reverse() over [0, n)
function revJS(x, n) {
  for (let lo = 0, hi = n - 1; lo < hi; lo++, hi--) {
    const hasLo = lo in x, hasHi = hi in x;
    const vlo = x[lo], vhi = x[hi];
    if (hasHi) x[lo] = vhi; else delete x[lo];
    if (hasLo) x[hi] = vlo; else delete x[hi];
  }
}
// x.shift(): the removed first element
function shiftJS(x) {
  const n = x.length;
  if (n === 0) return undefined;
  const v = x[0];
  for (let k = 1; k < n; k++) mv(x, k, k - 1);
  delete x[n - 1];
  x.length = n - 1;
  return v;
}
// x.splice(st, dc, ...items) with st and dc already resolved: the removed elements
function spliceJS(x, st, dc, items) {
  const n = x.length;
  const ic = items.length;
  const removed = [];
  for (let k = 0; k < dc; k++) if (st + k in x) removed[k] = x[st + k];
  removed.length = dc;
  if (ic < dc) {
    for (let k = st; k < n - dc; k++) mv(x, k + dc, k + ic);
    for (let k = n; k > n - dc + ic; k--) delete x[k - 1];
  } else if (ic > dc) {
    for (let k = n - dc; k > st; k--) mv(x, k + dc - 1, k + ic - 1);
  }
  for (let k = 0; k < ic; k++) x[st + k] = items[k];
  x.length = n - dc + ic;
  return removed;
}
// the elements of x in [lo, hi), holes kept, as a new array
function sliceJS(x, lo, hi) {
  const out = [];
  for (let i = lo; i < hi; i++) if (i in x) out[i - lo] = x[i];
  out.length = hi > lo ? hi - lo : 0;
  return out;
}
// x.join(sep) in slices of BIG elements (a native join of a slice is short)
function joinJS(x, sep) {
  const n = x.length;
  if (n <= BIG) { const r = NJOIN.call(x, sep); WV(r); return r; }
  const s = sep === undefined ? ',' : String(sep);
  const parts = [];
  for (let lo = 0; lo < n; lo += BIG) parts.push(NJOIN.call(sliceJS(x, lo, Math.min(lo + BIG, n)), s));
  return NJOIN.call(parts, s);
}
// Every coercion of an array to a string (String(a), a + '', a template, a nested array in a
// join, a key) goes through Array.prototype.toString, natively a join over the whole length.
const NATOSTR = Array.prototype.toString;
Object.defineProperty(Array.prototype, 'toString', { value: function toString() { return isArray(this) ? joinJS(this, undefined) : NATOSTR.call(this); }, writable: true, enumerable: false, configurable: true });
// Native serialisation (JSON.stringify of a plan value, a tool call's arguments, a run's
// result) walks every index of every array it meets, like the methods above: before it, an
// interruptible walk over the same indices of each long array reachable, so the native walk
// after it costs no more than what the plan was already allowed to spend.
function preWalk(v) {
  if (typeof v !== 'object' || v === null) return;
  const seen = new Set();
  const stack = [v];
  while (stack.length > 0) {
    const o = stack.pop();
    if (seen.has(o)) continue;
    seen.add(o);
    if (isArray(o)) {
      const n = o.length;
      if (n > BIG) {
        let x = 0;
        for (let i = 0; i < n; i++) if (i in o) x++;
        const ix = presentIdx(o);
        for (let j = 0; j < ix.length; j++) { const e = o[ix[j]]; if (typeof e === 'object' && e !== null) stack.push(e); }
      } else {
        for (let i = 0; i < n; i++) { const e = o[i]; if (typeof e === 'object' && e !== null) stack.push(e); }
      }
    } else {
      const ks = Object.keys(o);
      for (let i = 0; i < ks.length; i++) { const e = o[ks[i]]; if (typeof e === 'object' && e !== null) stack.push(e); }
    }
  }
}
// slice and splice of a long array (arrMethod's dense path, over the index range)
function bigSlice(a, al, m, name, args, als, pc, lbl) {
  const n = a.length;
  const st = relIdx(args[0], n, 0);
  if (name === 'slice') {
    const fin = relIdx(args[1], n, n);
    R.l = lbl;
    return newArr(sliceJS(a, st, fin), sliceJS(m.s, st, fin), lbl);
  }
  const w = mwl(m, J(al, lbl), pc, al);
  m.n++; m.c = J(m.c, w);
  const insL = [];
  for (let i = 2; i < args.length; i++) insL.push(J(als[i], w));
  let dc;
  if (args.length === 0) dc = 0;
  else if (args.length === 1) dc = n - st;
  else { dc = Math.trunc(Number(args[1])); if (dc !== dc || dc < 0) dc = 0; if (dc > n - st) dc = n - st; }
  const removed = spliceJS(a, st, dc, args.slice(2));
  if (m.s.length < n) m.s.length = n;
  const removedL = spliceJS(m.s, st, dc, insL);
  R.l = lbl;
  return newArr(removed, removedL, lbl);
}
// copyWithin of a long array: a written slot carries its source slot's label
function bigCopyWithin(a, al, m, w, args) {
  const n = a.length;
  const to = relIdx(args[0], n, 0), from = relIdx(args[1], n, 0), fin = relIdx(args[2], n, n);
  let count = Math.min(fin - from, n - to);
  if (from !== to && count > 0) {
    let dir = 1, f = from, t = to;
    if (from < to && to < from + count) { dir = -1; f = from + count - 1; t = to + count - 1; }
    for (; count > 0; count--, f += dir, t += dir) {
      const sl = m.s[f];
      mv(a, f, t);
      m.s[t] = J(sl === undefined ? m.c : sl, w);
    }
  }
  m.c = J(m.c, w);
  R.l = al;
  return a;
}
// a copy of x with its holes read as undefined (what Array.from(x) gives)
function denseJS(x) {
  const n = x.length;
  const out = [];
  for (let i = 0; i < n; i++) out.push(x[i]);
  return out;
}
// ---- end long arrays -------------------------------------------------------------------
function arrMethod(a, al, name, args, als, pc) {
  const m = meta(a);
  arrFixed(a, m, al, name, pc);
  const base = J(al, m.c);
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  switch (name) {
    case 'push': {
      const w = mwl(m, al, pc);
      m.n++; m.c = J(m.c, w);
      for (let i = 0; i < args.length; i++) { m.s[a.length] = J(als[i], w); a.push(args[i]); }
      R.l = J(al, m.c);
      return a.length;
    }
    case 'pop': case 'shift': {
      const w = mwl(m, al, pc);
      m.n++;
      if (a.length === 0) { R.l = base; return undefined; }
      const i = name === 'pop' ? a.length - 1 : 0;
      const l = J(base, slotOf(m, i));
      m.c = J(m.c, w);
      const big = isBig(a);
      const v = name === 'pop' ? a.pop() : big ? shiftJS(a) : a.shift();
      if (name === 'pop') m.s.length = a.length; else if (big || isBig(m.s)) shiftJS(m.s); else m.s.shift();
      R.l = l;
      return v;
    }
    case 'unshift': {
      const w = mwl(m, al, pc);
      m.n++; m.c = J(m.c, w);
      const ls = [];
      for (let i = 0; i < args.length; i++) ls.push(J(als[i], w));
      while (m.s.length < a.length) m.s.push(undefined);
      if (isBig(a)) {
        if (ls.length > 0) spliceJS(m.s, 0, 0, ls);
        if (args.length > 0) spliceJS(a, 0, 0, args);
        R.l = J(al, m.c);
        return a.length;
      }
      m.s.unshift.apply(m.s, ls);
      const r = a.unshift.apply(a, args);
      R.l = J(al, m.c);
      return r;
    }
    case 'slice': case 'splice': {
      const lbl = argsLabel(base, args, als);
      const n = a.length;
      if (n > BIG) return bigSlice(a, al, m, name, args, als, pc, lbl);
      while (m.s.length < n) m.s.push(undefined);
      const ls = m.s.map(function (x) { return x === undefined ? m.c : x; });
      if (name === 'slice') {
        const vals = a.slice.apply(a, args);
        const labs = ls.slice.apply(ls, args);
        R.l = lbl;
        return newArr(vals, labs, lbl);
      }
      const w = mwl(m, J(al, lbl), pc, al);
      m.n++; m.c = J(m.c, w);
      const insL = [];
      for (let i = 2; i < args.length; i++) insL.push(J(als[i], w));
      const removed = a.splice.apply(a, args);
      const lsArgs = [args[0], args[1]].slice(0, Math.min(args.length, 2)).concat(insL);
      const removedL = ls.splice.apply(ls, lsArgs);
      m.s = ls;
      R.l = lbl;
      return newArr(removed, removedL, lbl);
    }
    case 'concat': {
      const vals = isBig(a) ? sliceJS(a, 0, a.length) : a.slice();
      const labs = [];
      for (let i = 0; i < a.length; i++) labs.push(slotOf(m, i));
      let c = base;
      for (let j = 0; j < args.length; j++) {
        const x = args[j];
        if (isArray(x)) {
          const xm = meta(x);
          const xb = J(als[j], xm.c);
          c = J(c, xb);
          // holes stay holes, as in the receiver
          const off = vals.length;
          for (let i = 0; i < x.length; i++) { if (i in x) vals[off + i] = x[i]; labs.push(J(xb, slotOf(xm, i))); }
          vals.length = off + x.length;
        } else { vals.push(x); labs.push(als[j]); c = J(c, als[j]); }
      }
      R.l = c;
      return newArr(vals, labs, c);
    }
    case 'join': case 'toString': {
      const l = arrLabelsAll(a, m, J(al, args.length > 0 ? CV(a0, l0) : LIT));
      for (let i = 0; i < a.length; i++) if (typeof a[i] === 'function') fail('TypeError', 'cannot join functions', l);
      R.l = l;
      return joinJS(a, name === 'join' ? a0 : undefined);
    }
    case 'indexOf': case 'lastIndexOf': case 'includes': {
      const l = argsLabel(arrLabelsAll(a, m, al), args, als);
      R.l = l;
      // a long array, or a long string searched for: each native comparison is a memcmp, and
      // the native search makes them all in one call without an interrupt poll (red team A2)
      if (a.length > 65536 || (typeof a0 === 'string' && a0.length * a.length > SEARCH_WORK)) return sparseSearch(a, name, args);
      return a[name].apply(a, args);
    }
    case 'reverse': {
      const w = mwl(m, al, pc);
      m.n++; m.c = J(m.c, w);
      while (m.s.length < a.length) m.s.push(undefined);
      m.s.length = a.length;
      if (isBig(a)) { revJS(m.s, a.length); revJS(a, a.length); } else { m.s.reverse(); a.reverse(); }
      R.l = al;
      return a;
    }
    case 'at': {
      const l = J(base, CV(a0, l0));
      const n = a.length;
      let i = Math.trunc(Number(a0));
      if (Number.isNaN(i)) i = 0;
      if (i < 0) i += n;
      if (i < 0 || i >= n) { R.l = l; return undefined; }
      R.l = J(l, slotOf(m, i));
      return a[i];
    }
    case 'fill': {
      const w = mwl(m, J(al, argsLabel(LIT, args.slice(1), als.slice(1))), pc, al);
      m.n++;
      const n = a.length;
      if (n > BIG) {
        // the same slots the native fill writes, one by one
        const k = relIdx(args[1], n, 0), fin = relIdx(args[2], n, n);
        for (let i = k; i < fin; i++) { a[i] = a0; m.s[i] = J(l0, w); }
        m.c = J(m.c, w);
        R.l = al;
        return a;
      }
      while (m.s.length < n) m.s.push(undefined);
      // every index, holes too: fill writes holes as well (a map would skip them and leave
      // the filled value without its label)
      const idxs = [];
      for (let i = 0; i < n; i++) idxs.push(i);
      a.fill.apply(a, args);
      const sel = idxs.slice.apply(idxs, args.slice(1));
      for (let i = 0; i < sel.length; i++) m.s[sel[i]] = J(l0, w);
      m.c = J(m.c, w);
      R.l = al;
      return a;
    }
    case 'copyWithin': {
      // which slots are written (and which become holes) depends on the arguments: they reach
      // the structure; a written slot carries its source slot's label
      const w = mwl(m, J(al, argsLabel(LIT, args, als)), pc, al);
      m.n++;
      const n = a.length;
      if (n > BIG) return bigCopyWithin(a, al, m, w, args);
      const src = [];
      for (let i = 0; i < n; i++) src.push(i);
      src.copyWithin.apply(src, args);
      const old = [];
      for (let i = 0; i < n; i++) old.push(m.s[i]);
      a.copyWithin.apply(a, args);
      while (m.s.length < n) m.s.push(undefined);
      for (let i = 0; i < n; i++) if (src[i] !== i) m.s[i] = J(old[src[i]] === undefined ? m.c : old[src[i]], w);
      m.c = J(m.c, w);
      R.l = al;
      return a;
    }
    case 'hasOwnProperty': return IN(a0, l0, a, al, true);
    case 'flat': {
      const depth = args.length === 0 || a0 === undefined ? 1 : Math.trunc(Number(a0));
      const vals = [];
      const labs = [];
      let c = J(base, args.length > 0 ? CV(a0, l0) : LIT);
      const walk = function (x, xb, d) {
        const xm = meta(x);
        for (let i = 0; i < x.length; i++) {
          if (!(i in x)) continue;
          const v = x[i];
          const vl = J(xb, slotOf(xm, i));
          if (isArray(v) && d > 0) { const vb = J(vl, meta(v).c); c = J(c, vb); walk(v, vb, d - 1); }
          else { vals.push(v); labs.push(vl); }
        }
      };
      walk(a, base, depth);
      R.l = c;
      return newArr(vals, labs, c);
    }
    default:
      notFn(base, pc);
  }
}
// Callback builtins: every callback's exit pc reaches the caller (a callback that may throw
// reports it in R.xp), joined over all of them, not just the last one's.
function* arrCb(a, al, name, args, als, pc) {
  const f0 = args[0];
  if (typeof f0 !== 'function') return yield* arrCb0(a, al, name, args, als, pc);
  let xp = R.xp;
  const f = ISG(f0)
    ? function* () { const r = yield* f0.apply(undefined, arguments); xp = J(xp, R.xp); return r; }
    : function () { const r = f0.apply(undefined, arguments); xp = J(xp, R.xp); return r; };
  const rest = args.slice(1); rest.unshift(f);
  const r = yield* arrCb0(a, al, name, rest, als, pc);
  // how many callbacks ran (each may have thrown) depends on the array's structure as it is
  // at the end (a callback may change it)
  if (R.td > 0) dec(J(J(pc, al), meta(a).c));
  R.xp = xp;
  return r;
}
// ---- holes (issue 22) ----------------------------------------------------------------
// A callback builtin skips holes: whether index i is one is the array's structure as it is
// at that step (a callback may delete or fill later indices), so the callback runs under it.
function hp(p, m, c0) { return m.c === c0 ? p : J(p, m.c); }
// The indices present in array a, ascending; a sparse array (a[2 ** 32 - 2] = 1) lists its
// own keys instead of walking its whole length.
function presentIdx(a) {
  const n = a.length;
  const out = [];
  if (n > 65536) {
    const ks = Object.keys(a);
    for (let j = 0; j < ks.length; j++) { const i = idx(ks[j]); if (i >= 0 && i < n) out.push(i); }
    return out;
  }
  for (let i = 0; i < n; i++) if (i in a) out.push(i);
  return out;
}
// indexOf / lastIndexOf / includes over the present indices of a long array (the native
// methods walk the whole length, without an interrupt check).
function toIntOr(x, d) { if (x === undefined) return d; const n = Math.trunc(Number(x)); return Number.isNaN(n) ? 0 : n; }
// x === y, with two long strings compared in slices: one native comparison of two equal
// strings of a megabyte is a memcmp long enough that thousands of them between two interrupt
// polls overrun the deadline (red team A2); strings of different lengths are never equal
function seq(x, y) {
  if (typeof x !== 'string' || typeof y !== 'string' || x.length <= 4096) return x === y;
  if (x.length !== y.length) return false;
  for (let k = 0; k < x.length; k += 4096) if (x.slice(k, k + 4096) !== y.slice(k, k + 4096)) return false;
  return true;
}
function sparseSearch(a, name, args) {
  const len = a.length;
  const x = args[0];
  const ix = presentIdx(a);
  if (name === 'lastIndexOf') {
    let from = args.length > 1 ? toIntOr(args[1], 0) : len - 1;
    if (from < 0) from += len; else if (from > len - 1) from = len - 1;
    for (let j = ix.length - 1; j >= 0; j--) { const i = ix[j]; if (i <= from && seq(a[i], x)) return i; }
    return -1;
  }
  let from = toIntOr(args[1], 0);
  if (from < 0) { from += len; if (from < 0) from = 0; }
  if (name === 'includes') {
    // a hole reads as undefined
    let present = 0;
    for (let j = 0; j < ix.length; j++) if (ix[j] >= from) present++;
    if (x === undefined && present < len - from) return true;
    for (let j = 0; j < ix.length; j++) { const i = ix[j]; if (i >= from && (seq(a[i], x) || (x !== x && a[i] !== a[i]))) return true; }
    return false;
  }
  for (let j = 0; j < ix.length; j++) { const i = ix[j]; if (i >= from && seq(a[i], x)) return i; }
  return -1;
}
// a.length = v (issue 22): truncates or extends (with holes). The new length is structure: the
// value's label joins the structure label (the write itself was checked like any write: nsu
// against ref and pc). A length that is not an array index throws RangeError, decided by v.
function setLen(a, m, w, v, vl) {
  const cl = CV(v, vl);
  if (R.td > 0) dec(cl);
  const num = Number(v);
  if (num !== (num >>> 0)) fail('RangeError', 'Invalid array length', J(w, cl));
  m.c = J(m.c, J(w, cl));
  if (m.s.length > num) m.s.length = num;
  a.length = num;
  return v;
}
// Array.from of a plain object (an array-like): its length slot decides how many elements
// there are (structure), element i reads key String(i).
function fromLike(o, ol) {
  const m = meta(o);
  const base = J(ol, m.c);
  const ll = hasOwn.call(o, 'length') ? J(base, slotOf(m, 'length')) : base;
  // a long array-like: the same reads as the native Array.from, in an interruptible loop (a
  // length past 2 ** 32 - 1 makes the native one throw at once)
  let vals;
  const len = Number(o.length);
  if (len > BIG && len <= 4294967295) {
    vals = [];
    for (let i = 0; i < Math.trunc(len); i++) vals.push(o[i]);
  } else vals = Array.from(o);
  const labs = [];
  for (let i = 0; i < vals.length; i++) {
    const k = String(i);
    labs.push(hasOwn.call(o, k) ? J(ll, slotOf(m, k)) : ll);
  }
  R.l = ll;
  return newArr(vals, labs, ll);
}
// The mapping callback of Array.from: called with (value, index) under pc ⊔ the source's
// structure ⊔ the callback's label; its exit pcs reach the caller (R.xp).
function* fromMapG(a, al, f, fl, pc) {
  const m = meta(a);
  const base = J(al, m.c);
  const p = J(J(pc, base), fl);
  const isg = ISG(f);
  let xp = p;
  const vals = []; const labs = [];
  const n = a.length;
  for (let i = 0; i < n; i++) {
    const el = J(base, slotOf(m, i));
    const v = isg ? yield* f(p, a[i], el, i, base) : f(p, a[i], el, i, base);
    xp = J(xp, R.xp);
    vals.push(v); labs.push(J(R.l, fl));
  }
  R.xp = xp;
  R.l = base;
  return newArr(vals, labs, base);
}
// ---- end holes ---------------------------------------------------------------------------
function* arrCb0(a, al, name, args, als, pc) {
  const m = meta(a);
  arrFixed(a, m, al, name, pc);
  const base = J(al, m.c);
  // An element's label reads the array's structure as it is now: a callback may have
  // changed it (a splice under a secret shifts every later element).
  const elL = function (i) { return J(J(al, m.c), slotOf(m, i)); };
  const f = args[0];
  const fl = als[0] === undefined ? LIT : als[0];
  if (name === 'sort') return yield* sortG(a, al, m, f, fl, pc);
  if (typeof f !== 'function') notFn(J(base, fl), pc);
  const cpc = J(pc, base);
  const il = base;
  const isg = ISG(f);
  const p = J(cpc, fl);
  const c0 = m.c;
  switch (name) {
    case 'map': {
      const vals = []; const labs = [];
      const n = a.length;
      vals.length = n;
      for (let i = 0; i < n; i++) {
        // a hole is skipped (and stays a hole in the result): whether it is one is structure
        if (!(i in a)) continue;
        const q = hp(p, m, c0);
        const v = isg ? yield* f(q, a[i], elL(i), i, il, a, al) : f(q, a[i], elL(i), i, il, a, al);
        vals[i] = v; labs[i] = J(R.l, fl);
      }
      R.l = base;
      return newArr(vals, labs, base);
    }
    case 'flatMap': {
      const vals = []; const labs = [];
      let c = base;
      const n = a.length;
      for (let i = 0; i < n; i++) {
        if (!(i in a)) continue;
        const q = hp(p, m, c0);
        const v = isg ? yield* f(q, a[i], elL(i), i, il, a, al) : f(q, a[i], elL(i), i, il, a, al);
        const vl = J(R.l, fl);
        if (isArray(v)) {
          const vm = meta(v); const vb = J(vl, vm.c); c = J(c, vb);
          for (let j = 0; j < v.length; j++) { vals.push(v[j]); labs.push(J(vb, slotOf(vm, j))); }
        } else { vals.push(v); labs.push(vl); }
      }
      R.l = c;
      return newArr(vals, labs, c);
    }
    case 'filter': {
      const vals = []; const labs = [];
      let c = base;
      const n = a.length;
      for (let i = 0; i < n; i++) {
        if (!(i in a)) { c = J(c, m.c); continue; }
        const q = hp(p, m, c0);
        const el = a[i]; const ell = elL(i);
        const keep = isg ? yield* f(q, el, ell, i, il, a, al) : f(q, el, ell, i, il, a, al);
        c = J(J(c, R.l), fl);
        if (keep) { vals.push(el); labs.push(ell); }
      }
      R.l = c;
      return newArr(vals, labs, c);
    }
    case 'forEach': {
      const n = a.length;
      for (let i = 0; i < n; i++) {
        if (!(i in a)) continue;
        const q = hp(p, m, c0);
        if (isg) yield* f(q, a[i], elL(i), i, il, a, al); else f(q, a[i], elL(i), i, il, a, al);
      }
      R.l = base;
      return undefined;
    }
    case 'some': case 'every': case 'find': case 'findIndex': case 'findLast': case 'findLastIndex': {
      let l = base;
      const n = a.length;
      const back = name === 'findLast' || name === 'findLastIndex';
      for (let j = 0; j < n; j++) {
        const i = back ? n - 1 - j : j;
        // some and every skip holes (find and its kin visit them as undefined)
        if ((name === 'some' || name === 'every') && !(i in a)) { l = J(l, m.c); continue; }
        const el = a[i]; const ell = elL(i);
        // whether this callback runs at all depends on the results before it
        const pl = J(hp(p, m, c0), l);
        if (R.td > 0) dec(pl);
        const t = isg ? yield* f(pl, el, ell, i, il, a, al) : f(pl, el, ell, i, il, a, al);
        l = J(J(l, R.l), fl);
        if (t) {
          if (name === 'some') { R.l = l; return true; }
          if (name === 'find' || name === 'findLast') { R.l = J(l, ell); return el; }
          if (name === 'findIndex' || name === 'findLastIndex') { R.l = l; return i; }
        } else if (name === 'every') { R.l = l; return false; }
      }
      R.l = l;
      if (name === 'some') return false;
      if (name === 'every') return true;
      if (name === 'find' || name === 'findLast') return undefined;
      return -1;
    }
    case 'reduce': case 'reduceRight': {
      const n = a.length;
      const back = name === 'reduceRight';
      let j = 0;
      let acc; let accl;
      if (args.length >= 2) { acc = args[1]; accl = als[1]; }
      else {
        // the first element present is the initial value; none (empty, or only holes) throws
        while (j < n && !((back ? n - 1 - j : j) in a)) j++;
        if (j === n) fail('TypeError', 'reduce of an empty array with no initial value', base, pc);
        const i0 = back ? n - 1 - j : j;
        acc = a[i0]; accl = J(elL(i0), m.c); j++;
      }
      for (; j < n; j++) {
        const i = back ? n - 1 - j : j;
        if (!(i in a)) { accl = J(accl, m.c); continue; }
        const q = hp(p, m, c0);
        acc = isg ? yield* f(q, acc, accl, a[i], elL(i), i, il, a, al) : f(q, acc, accl, a[i], elL(i), i, il, a, al);
        accl = J(R.l, fl);
      }
      R.l = J(accl, base);
      return acc;
    }
    default:
      notFn(base, pc);
  }
}
function* callCb2(f, fl, pc, a0, l0, a1, l1, a2, l2, a3, l3) {
  const p = J(pc, fl);
  const r = ISG(f) ? yield* f(p, a0, l0, a1, l1, a2, l2, a3, l3) : f(p, a0, l0, a1, l1, a2, l2, a3, l3);
  R.l = J(R.l, fl);
  return r;
}
function defaultCmp(x, y) {
  if (x === undefined) return y === undefined ? 0 : 1;
  if (y === undefined) return -1;
  const sx = String(x), sy = String(y);
  if (sx.length > 4096 && sy.length > 4096) BURN(Math.min(sx.length, sy.length) >>> 12);
  return sx < sy ? -1 : sx > sy ? 1 : 0;
}
function* sortG(a, al, m, f, fl, pc) {
  const hasCmp = f !== undefined;
  if (hasCmp && typeof f !== 'function') notFn(fl, pc);
  const len = a.length;
  let items = [];
  // undefined elements sort last without a comparator call and holes after them (they stay
  // holes): where each element ends up depends on whether it is undefined (its slot label)
  let cl = J(al, m.c);
  const undefs = [];
  const hix = presentIdx(a);
  for (let j = 0; j < hix.length; j++) {
    const i = hix[j];
    const sl = slotOf(m, i);
    cl = J(cl, sl);
    if (a[i] === undefined) undefs.push({ v: undefined, l: sl }); else items.push({ v: a[i], l: sl });
  }
  const n = items.length;
  // stable bottom-up merge sort
  let width = 1;
  while (width < n) {
    const out = [];
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
      let i = lo, j = mid;
      while (i < mid && j < hi) {
        let r;
        if (hasCmp) {
          // which pairs are compared depends on the comparisons before
          // the comparator sees each element with the array's labels (reference, structure)
          const al2 = J(al, m.c);
          r = yield* callCb(f, fl, J(pc, cl), items[j].v, J(al2, items[j].l), items[i].v, J(al2, items[i].l), undefined, LIT);
          cl = J(cl, CV(r, R.l));
          r = Number(r);
          // comparator(b, a) > 0  <=>  a should come after b is false; keep stable: take left unless right < left
          if (r < 0) out.push(items[j++]); else out.push(items[i++]);
        } else {
          cl = J(cl, J(CV(items[i].v, items[i].l), CV(items[j].v, items[j].l)));
          r = defaultCmp(items[j].v, items[i].v);
          if (r < 0) out.push(items[j++]); else out.push(items[i++]);
        }
      }
      while (i < mid) out.push(items[i++]);
      while (j < hi) out.push(items[j++]);
    }
    items = out;
    width *= 2;
  }
  const w = mwl(m, cl, pc, al);
  // which comparator calls ran (each may have thrown) depends on the comparisons before
  if (hasCmp && R.td > 0) dec(J(pc, cl));
  m.n++; m.c = J(m.c, w);
  const labs = [];
  for (let i = 0; i < undefs.length; i++) items.push(undefs[i]);
  for (let i = 0; i < items.length; i++) { a[i] = items[i].v; labs.push(items[i].l); }
  // the holes move to the end (as many as there were below the length it had)
  for (let i = items.length; i < len; i++) { if (i in a) delete a[i]; labs.push(undefined); }
  // what the comparator appended keeps its slot labels
  for (let i = len; i < m.s.length; i++) labs.push(m.s[i]);
  m.s = labs;
  R.l = al;
  return a;
}
function userMethod(o, ol, name, args, als, pc) {
  const m = meta(o);
  const key = String(name);
  if (!hasOwn.call(o, key)) notFn(J(ol, m.c), pc);
  const f = o[key];
  const fl = J(J(ol, m.c), slotOf(m, key));
  if (typeof f !== 'function') notFn(fl, pc);
  return [f, fl];
}
// Method call, non-generator context.
function CM(pc, o, ol, name, args, als) {
  CPC = pc;
  WIN(o, args);
  let r;
  if (als.n === undefined) r = CM0(pc, o, ol, name, args, als);
  else {
    spreadCount(o, als.n);
    r = CM0(pc, o, ol, name, args, als);
    R.l = J(R.l, als.n);
  }
  WV(r);
  return r;
}
// What decides whether a method call throws before any callback runs: the receiver's type
// (its reference label), the arguments a string or number method coerces (natively thrown
// RangeErrors), whether a callback argument is a function, whether an array is empty (reduce),
// what join prints, and whether an object has the method.
function cmDec(o, ol, name, args, als) {
  const t = typeof o;
  let l = ol;
  if (t === 'string' || t === 'number') {
    for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
  } else if ((t === 'object' || t === 'function') && o !== null) {
    const m = meta(o);
    // a regex method refuses some arguments (functions, odd objects): their labels decide it
    if (RXS.has(o)) for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
    if (isArray(o)) {
      // a changing method throws on an array with fixed properties: its structure decides
      if (ARR_MUT.has(name)) l = J(l, m.c);
      if (CB_METHODS.has(name)) l = J(J(l, m.c), als[0] === undefined ? LIT : als[0]);
      else if (name === 'join' || name === 'toString') l = arrLabelsAll(o, m, l);
      else if (ARR_GROW.has(name)) {
        // the length decides whether the result passes 2**32-1 (a native RangeError: R2)
        l = J(l, m.c);
        if (name === 'concat') for (let i = 0; i < args.length; i++) { const x = args[i]; if (isArray(x)) l = J(J(l, als[i]), meta(x).c); }
      }
    } else {
      const sl = isSpecial(o) ? specDec(o, m, l, name, args, als) : undefined;
      l = sl !== undefined ? J(sl, J(m.c, slotOf(m, String(name)))) : J(J(l, m.c), slotOf(m, String(name)));
    }
  }
  if (als.n !== undefined) l = J(l, als.n);
  dec(l);
}
function CM0(pc, o, ol, name, args, als) {
  if (typeof o === 'object' && o !== null && !isArray(o) && !RXS.has(o) && !isSpecial(o)) return CM1(pc, o, ol, name, args, als);
  try { return CM1(pc, o, ol, name, args, als); } catch (e) { throw natErr(e, callErrL(o, ol, args, als), pc); }
}
function CM1(pc, o, ol, name, args, als) {
  R.xp = pc;
  if (R.td > 0) { cmDec(o, ol, name, args, als); pc = J(pc, R.tx); }
  const t = typeof o;
  if (t === 'string' && (name === 'replace' || name === 'replaceAll') && typeof args[1] === 'function') return drive(replCb(o, ol, name, args, als, pc));
  if ((t === 'string' || t === 'number' || t === 'boolean') && (name === 'valueOf' || (t === 'boolean' && name === 'toString'))) return primMethod(o, ol, name);
  if (t === 'string') return strMethod(o, ol, name, args, als, pc);
  if (t === 'number') return numMethod(o, ol, name, args, als, pc);
  // a function is a container too: its own function-valued properties are methods (issue 22)
  if ((t !== 'object' && t !== 'function') || o === null) notFn(ol, pc);
  if (RXS.has(o)) return rxMethod(o, ol, name, args, als, pc);
  if (isArray(o)) {
    if (CB_METHODS.has(name)) return drive(arrCb(o, ol, name, args, als, pc));
    return arrMethod(o, ol, name, args, als, pc);
  }
  if (isSpecial(o)) {
    if (name === 'forEach' && isMS(o)) return drive(msForEach(o, ol, args, als, pc));
    const r = specMethod(o, ol, name, args, als, pc);
    if (r !== NOPE) return r;
  }
  if (name === 'hasOwnProperty') return IN(args[0], als[0] === undefined ? LIT : als[0], o, ol, true);
  if (isFnCall(o, name)) { const c = fnCallArgs(o, ol, name, args, als, pc); return CALL(o, c[0], pc, c[1], c[2]); }
  if (isFnText(o, name)) return fnTextOf(o, ol);
  const fm = userMethod(o, ol, name, args, als, pc);
  return CALL(fm[0], fm[1], pc, args, als);
}
// f.call(thisArg, ...args) / f.apply(thisArg, list) on a plan function value (issue 22). Plans
// have no this: thisArg is evaluated and dropped, and f runs as a call of it runs. Whether f
// itself or its own property call/apply runs is decided by f's structure label, which labels
// the function called (with its reference). apply's list: an array passes its elements, each
// labelled as a read of it (list reference, structure, slot), and its length decides how many
// arguments arrive (the count label a spread call passes); null or undefined pass none; any
// other value is a TypeError (plain JavaScript also takes an array-like object: a documented
// difference). Whether apply throws depends on the list's type: its reference label decides it.
// f.toString() on a function value: its source text, as String(f) gives it (fnText); o.toString()
// on a plain object (Object.prototype its prototype): '[object Object]'. Labelled by the
// reference and the structure (whether it has an own toString decides what runs).
function isFnText(o, name) { return name === 'toString' && !hasOwn.call(o, name) && (typeof o === 'function' || getProto(o) === OBJ_PROTO); }
function fnTextOf(o, ol) { R.l = J(ol, meta(o).c); return typeof o === 'function' ? fnText(o) : '[object Object]'; }
function isFnCall(o, name) { return typeof o === 'function' && (name === 'call' || name === 'apply') && !hasOwn.call(o, name); }
function fnCallArgs(o, ol, name, args, als, pc) {
  const fl = J(ol, meta(o).c);
  if (name === 'call') {
    const vs = args.slice(1);
    const ls = als.slice(1);
    if (als.n !== undefined) ls.n = als.n;
    return [fl, vs, ls];
  }
  const x = args[1];
  const xl = als[1] === undefined ? (als.n === undefined ? LIT : als.n) : als[1];
  if (R.td > 0) dec(xl);
  const vs = [];
  const ls = [];
  if (x === null || x === undefined) { ls.n = xl; return [fl, vs, ls]; }
  if (!isArray(x)) fail('TypeError', 'apply takes an array, null or undefined as its argument list', xl, pc);
  const m = meta(x);
  const base = J(xl, m.c);
  ls.n = base;
  for (let i = 0; i < x.length; i++) { vs.push(x[i]); ls.push(J(base, slotOf(m, i))); }
  return [fl, vs, ls];
}
function* CMG(pc, o, ol, name, args, als) {
  CPC = pc;
  WIN(o, args);
  let r;
  if (als.n === undefined) r = yield* CMG0(pc, o, ol, name, args, als);
  else {
    spreadCount(o, als.n);
    r = yield* CMG0(pc, o, ol, name, args, als);
    R.l = J(R.l, als.n);
  }
  WV(r);
  return r;
}
function* CMG0(pc, o, ol, name, args, als) {
  if (typeof o === 'object' && o !== null && !isArray(o) && !RXS.has(o) && !isSpecial(o)) return yield* CMG1(pc, o, ol, name, args, als);
  try { return yield* CMG1(pc, o, ol, name, args, als); } catch (e) { throw natErr(e, callErrL(o, ol, args, als), pc); }
}
function* CMG1(pc, o, ol, name, args, als) {
  R.xp = pc;
  if (R.td > 0) { cmDec(o, ol, name, args, als); pc = J(pc, R.tx); }
  const t = typeof o;
  if (t === 'string' && (name === 'replace' || name === 'replaceAll') && typeof args[1] === 'function') return yield* replCb(o, ol, name, args, als, pc);
  if ((t === 'string' || t === 'number' || t === 'boolean') && (name === 'valueOf' || (t === 'boolean' && name === 'toString'))) return primMethod(o, ol, name);
  if (t === 'string') return strMethod(o, ol, name, args, als, pc);
  if (t === 'number') return numMethod(o, ol, name, args, als, pc);
  // a function is a container too: its own function-valued properties are methods (issue 22)
  if ((t !== 'object' && t !== 'function') || o === null) notFn(ol, pc);
  if (RXS.has(o)) return rxMethod(o, ol, name, args, als, pc);
  if (isArray(o)) {
    if (CB_METHODS.has(name)) return yield* arrCb(o, ol, name, args, als, pc);
    return arrMethod(o, ol, name, args, als, pc);
  }
  if (isSpecial(o)) {
    if (name === 'forEach' && isMS(o)) return yield* msForEach(o, ol, args, als, pc);
    const r = specMethod(o, ol, name, args, als, pc);
    if (r !== NOPE) return r;
  }
  if (name === 'hasOwnProperty') return IN(args[0], als[0] === undefined ? LIT : als[0], o, ol, true);
  if (isFnCall(o, name)) { const c = fnCallArgs(o, ol, name, args, als, pc); return yield* CALLG(o, c[0], pc, c[1], c[2]); }
  if (isFnText(o, name)) return fnTextOf(o, ol);
  const fm = userMethod(o, ol, name, args, als, pc);
  return yield* CALLG(fm[0], fm[1], pc, args, als);
}
// ---- regular expressions (issue 22) ------------------------------------------------
// A regex is a container with a meta record like an object's: c = its structure label (which
// regex a reference names: pattern and flags), li = the label of lastIndex, its only mutable
// state. Plans reach it only through these functions: the object is a genuine RegExp the
// prelude made (RXS), non-extensible, with the frozen intrinsic prototype, so the native
// methods called on it (exec, Symbol.replace, Symbol.split, ...) never find a plan function;
// only lastIndex (a primitive) can be written. Every result is labelled by
// L = subject ⊔ the regex's reference, structure and lastIndex labels (⊔ the other arguments).
// A method that may move lastIndex (exec, test, match, replace, replaceAll on a g or y regex)
// is a container write: no-sensitive-upgrade before, lastIndex label = L ⊔ ref (⊔ pc) after.
// Catastrophic backtracking is bounded by the sandbox: QuickJS polls the interrupt handler
// inside the regexp engine (lre_check_timeout), so the budget and the deadline end it.
const NRX = RegExp;
const rxExecN = RegExp.prototype.exec;
const rxToStringN = RegExp.prototype.toString;
const strMatchN = String.prototype.match;
const strMatchAllN = String.prototype.matchAll;
const strSearchN = String.prototype.search;
const strSplitN = String.prototype.split;
const strReplaceN = String.prototype.replace;
const strReplaceAllN = String.prototype.replaceAll;
const aslice = Array.prototype.slice;
const RXS = new WeakSet();
const MATCHES = new WeakSet();
const MATCH_PROPS = new Set(['index', 'input', 'groups', 'indices']);
const RX_PROPS = new Set(['source', 'flags', 'global', 'ignoreCase', 'multiline', 'dotAll',
  'unicode', 'unicodeSets', 'sticky', 'hasIndices']);
const RX_STR = new Set(['match', 'matchAll', 'search', 'replace', 'replaceAll', 'split']);
function isRx(o) { return typeof o === 'object' && o !== null && RXS.has(o); }
function isPrim(v) { return (typeof v !== 'object' || v === null) && typeof v !== 'function'; }
// A native regex failure decided by data labelled l (a bad pattern or flags).
function rxThrow(e, l, pc) {
  if (isFatal(e)) throw e;
  if (R.td > 0) dec(J(l, pc));
  const err = e instanceof SyntaxError ? new SyntaxError(String(e.message)) : new TypeError(String(e.message));
  const em = newMeta(err, l);
  em.s.message = l;
  throw new Thrown(err, l, J(pc, l));
}
// ---- pattern size (red team A1, regex half) ----------------------------------------------
// The regexp engine polls the interrupt handler every few thousand backtracking steps, but a
// literal run of the pattern is matched between two polls: t.search(n) with a 100,001-character
// n became a 100,001-character regex and ran 27-34 s past a 2 s deadline. The work between two
// polls grows with the pattern's length, so a pattern longer than RX_MAX characters is refused
// (a RangeError with a constant message, decided by the pattern's label); a long string
// pattern without regex syntax (search, match, matchAll) is searched as the string it is
// (the prelude's linear search: the same results as the regex it would have been).
const RX_MAX = 2048;
const RX_SYNTAX = /[\\^$.*+?()[\]{}|]/;
function rxLong(p, l, pc) {
  if (p !== undefined && String(p).length > RX_MAX) fail('RangeError', 'regular expression too long', l, pc);
}
// The index of t in s from index from, in linear time when the native search could be long.
function litIndex(s, t, from) {
  const r = slowStr(s, 'indexOf', [t, from]);
  return r !== NO_S ? r : s.indexOf(t, from);
}
function litMatch(s, t, i, L) {
  const a = [t];
  a.index = i;
  a.input = s;
  a.groups = undefined;
  return tagMatch(a, L);
}
// search, match, matchAll of a long string pattern without regex syntax
function rxLit(s, name, t, L) {
  R.l = L;
  if (name === 'search') return litIndex(s, t, 0);
  if (name === 'match') { const i = litIndex(s, t, 0); return i < 0 ? null : litMatch(s, t, i, L); }
  const out = [];
  for (let i = litIndex(s, t, 0); i >= 0; i = litIndex(s, t, i + t.length)) out.push(litMatch(s, t, i, L));
  newMeta(out, L);
  R.l = L;
  return out;
}
// A genuine regex for the plan; its structure label is l (⊔ the pc of the call, strict mode).
function rxNew(p, f, l, pc) {
  rxLong(p, l, pc);
  let r;
  try { r = f === undefined ? new NRX(p) : new NRX(p, f); } catch (e) { rxThrow(e, l, pc); }
  RXS.add(r);
  const m = newMeta(r, l);
  m.li = m.c;
  Object.preventExtensions(r);
  return r;
}
// A regex literal (a new object at every evaluation, as in JavaScript).
function RX(p, f, pc) { CPC = pc; return rxNew(p, f, LIT, pc); }
function rxCtor(isNew, args, als, pc) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  const a1 = args[1], l1 = als[1] === undefined ? LIT : als[1];
  if (!isPrim(a1)) fail('TypeError', 'RegExp flags must be a string', J(l0, l1), pc);
  if (isRx(a0)) {
    const pl = J(l0, a0[MK].c);
    // RegExp(re) is re itself (its constructor is RegExp); new RegExp(re) a copy
    if (!isNew && a1 === undefined) { R.l = l0; return a0; }
    const l = a1 === undefined ? pl : J(pl, l1);
    const r = rxNew(a0.source, a1 === undefined ? a0.flags : a1, l, pc);
    R.l = l;
    return r;
  }
  if (!isPrim(a0)) fail('TypeError', 'RegExp needs a string pattern or a regular expression', l0, pc);
  const l = a1 === undefined ? l0 : J(l0, l1);
  const r = rxNew(a0, a1, l, pc);
  R.l = l;
  return r;
}
function rxProp(r, base, m, key) {
  if (key === 'lastIndex') { R.l = J(base, m.li); return r.lastIndex; }
  R.l = base;
  return RX_PROPS.has(key) ? r[key] : undefined;
}
function rxSet(r, rl, k, kl, v, vl, pc) {
  const m = r[MK];
  const w = kl === undefined ? rl : J(rl, kl);
  if (String(k) !== 'lastIndex') fail('TypeError', 'only lastIndex can be set on a regular expression', J(w, m.c), pc);
  if (!isPrim(v)) fail('TypeError', 'lastIndex must be a primitive', J(w, vl), pc);
  nsu(m.c, pc === undefined ? rl : J(rl, pc));
  m.n++;
  if (kl !== undefined) m.c = J(m.c, kl);
  r.lastIndex = v;
  m.li = J(vl, w);
  return v;
}
// Before and after a native call that may move lastIndex (g or y): a write through ref.
function rxW0(r, m, ref, pc) { const w = r.global || r.sticky; if (w) nsu(m.c, J(ref, pc)); return w; }
function rxW1(m, L, ref, pc) { m.n++; m.li = J(L, wlab(ref, pc)); }
// A groups object (exec, match, matchAll, indices.groups, a replace callback's last argument)
// is made by the engine with a null prototype: ToPrimitive would find no toString/valueOf and
// throw a TypeError at any coercion, an unlabelled bit inside a try (red team R1). It gets the
// hidden Symbol.toPrimitive of imported objects (F1): it coerces as '[object Object]'.
function tagGroups(gr, L) {
  if (typeof gr !== 'object' || gr === null) return;
  if (getProto(gr) === null && !hasOwn.call(gr, Symbol.toPrimitive)) Object.defineProperty(gr, Symbol.toPrimitive, PRIM_DESC);
  const gm = newMeta(gr, L);
  const ks = Object.keys(gr);
  for (let i = 0; i < ks.length; i++) gm.s[ks[i]] = L;
}
// A match array (exec, match without g, matchAll): elements, index, input, groups, indices
// all carry L.
function tagMatch(a, L) {
  const labs = [];
  for (let i = 0; i < a.length; i++) labs.push(L);
  newArr(a, labs, L);
  MATCHES.add(a);
  tagGroups(a.groups, L);
  const ind = a.indices;
  if (isArray(ind)) {
    for (let i = 0; i < ind.length; i++) { const p = ind[i]; if (isArray(p)) newArr(p, [L, L], L); }
    tagMatch(ind, L);
  }
  return a;
}
function rxMethod(r, rl, name, args, als, pc) {
  const m = r[MK];
  const base = J(rl, m.c);
  if (name === 'toString' && args.length === 0) { R.l = base; return rxToStringN.call(r); }
  if (name !== 'exec' && name !== 'test') notFn(base, pc);
  // the subject: a primitive, or a plain object or array (argsLabel refuses the rest)
  const L = J(J(base, m.li), argsLabel(LIT, aslice.call(args, 0, 1), als));
  const w = rxW0(r, m, rl, pc);
  const v = rxExecN.call(r, args[0]);
  if (w) rxW1(m, L, rl, pc);
  R.l = L;
  if (name === 'test') return v !== null;
  return v === null ? null : tagMatch(v, L);
}
// The pattern argument of a string method: the regex itself, or a temporary one made from
// a string (match, matchAll, search do that in JavaScript too); m = null for a temporary.
function rxArg(sl, name, a0, l0, pc) {
  if (isRx(a0)) { const m = a0[MK]; return { r: a0, m: m, L: J(J(J(sl, l0), m.c), m.li) }; }
  const L = argsLabel(sl, [a0], [l0]);
  let r;
  const p = a0 === undefined ? undefined : String(a0);
  if (p !== undefined && p.length > RX_MAX && name !== 'split' && name !== 'replace' && name !== 'replaceAll' && !RX_SYNTAX.test(p)) return { r: null, m: null, L: L, lit: p };
  rxLong(p, L, pc);
  try { r = name === 'matchAll' ? new NRX(p, 'g') : new NRX(p); } catch (e) { rxThrow(e, L, pc); }
  return { r: r, m: null, L: L };
}
function rxStr(s, sl, name, args, als, pc) {
  const l0 = als[0] === undefined ? LIT : als[0];
  const x = rxArg(sl, name, args[0], l0, pc);
  const r = x.r, m = x.m;
  const rest = aslice.call(args, 1);
  const L = argsLabel(x.L, rest, aslice.call(als, 1));
  if (x.lit !== undefined) return rxLit(s, name, x.lit, L);
  switch (name) {
    case 'search': { const v = strSearchN.call(s, r); R.l = L; return v; }
    case 'split': {
      const v = strSplitN.apply(s, [r].concat(rest));
      newMeta(v, L);
      R.l = L;
      return v;
    }
    case 'matchAll': {
      if (!r.global) fail('TypeError', 'matchAll needs a global regular expression', L, pc);
      const it = strMatchAllN.call(s, r);
      const out = [];
      for (;;) { const n = it.next(); if (n.done) break; out.push(tagMatch(n.value, L)); }
      newMeta(out, L);
      R.l = L;
      return out;
    }
    default: {
      if (name === 'replaceAll' && !r.global) fail('TypeError', 'replaceAll needs a global regular expression', L, pc);
      const w = m !== null && rxW0(r, m, l0, pc);
      const v = name === 'match' ? strMatchN.call(s, r) : (name === 'replace' ? strReplaceN : strReplaceAllN).call(s, r, rest[0]);
      if (w) rxW1(m, L, l0, pc);
      R.l = L;
      if (name !== 'match' || v === null) return v;
      if (r.global) { newMeta(v, L); return v; }
      return tagMatch(v, L);
    }
  }
}
// replace / replaceAll with a plan callback (string or regex pattern). The matches are found
// natively first (a prelude collector, not the plan's function, is what the engine calls),
// then the callback runs for each, in order, under pc ⊔ L ⊔ its own label (whether and how
// often it runs depends on subject and pattern); its results reach the result.
function* replCb(s, sl, name, args, als, pc) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  const f = args[1], fl = als[1] === undefined ? LIT : als[1];
  let r = null, m = null, L;
  if (isRx(a0)) { r = a0; m = r[MK]; L = J(J(J(sl, l0), m.c), m.li); }
  else L = argsLabel(sl, [a0], [l0]);
  if (name === 'replaceAll' && r !== null && !r.global) fail('TypeError', 'replaceAll needs a global regular expression', L, pc);
  const w = r !== null && rxW0(r, m, l0, pc);
  const recs = [];
  const collect = function () { recs.push(aslice.call(arguments)); return ''; };
  const t0 = r !== null ? null : String(a0);
  if (t0 !== null && slowSearch(s.length, t0.length)) {
    // a long string search (red team A1): the prelude's own, with the native callback arguments
    const ps = kmpFind(s, t0, 0, name === 'replaceAll', -1);
    for (let i = 0; i < ps.length; i++) recs.push([t0, ps[i], s]);
  } else (name === 'replace' ? strReplaceN : strReplaceAllN).call(s, r !== null ? r : t0, collect);
  if (w) rxW1(m, L, l0, pc);
  const p = J(J(pc, L), fl);
  if (R.td > 0) dec(p);
  const isg = ISG(f);
  let xp = R.xp;
  let rl = J(L, fl);
  let out = '';
  let next = 0;
  for (let i = 0; i < recs.length; i++) {
    const rec = recs[i];
    const n = rec.length;
    const hasG = typeof rec[n - 1] === 'object' && rec[n - 1] !== null;
    if (hasG) tagGroups(rec[n - 1], L);
    const pos = rec[hasG ? n - 3 : n - 2];
    const fa = [p];
    for (let j = 0; j < n; j++) fa.push(rec[j], L);
    const v = isg ? yield* f.apply(undefined, fa) : f.apply(undefined, fa);
    xp = J(xp, R.xp);
    const vl = J(R.l, fl);
    if (typeof v === 'function') fail('TypeError', 'a replace callback must return a string', J(vl, p), pc);
    rl = J(rl, CV(v, vl));
    out += s.slice(next, pos) + String(v);
    next = pos + rec[0].length;
  }
  out += s.slice(next);
  R.xp = xp;
  R.l = rl;
  return out;
}
// ---- end of regular expressions ---------------------------------------------------
// ---- builtins (namespaces) ---------------------------------------------------------
// ---- imported coercion keys (red team F1) ------------------------------------------
// Plans cannot create own toString/valueOf keys (BLOCKED), but host JSON (inputs, tool
// results, JSON.parse) can. A non-callable one makes the engine's ToPrimitive throw a
// TypeError at any coercion ('' + o, o < 1, a template, new Error(o), a sort, a computed
// key, ...), which a try would turn into an unlabelled bit. So such an imported object gets
// an own, non-enumerable Symbol.toPrimitive (symbol keys are invisible to Object.keys, JSON,
// for-in and plans) that coerces it as an ordinary object: '[object Object]', whatever the
// hint. The keys stay data (Object.keys, JSON.stringify, a tool argument see them unchanged);
// coercion never consults them, so it never throws.
function plainPrim() { return '[object Object]'; }
const PRIM_DESC = { value: plainPrim, writable: false, enumerable: false, configurable: true };
// ---- end of imported coercion keys ---------------------------------------------------
// ---- lazy labels for imported values (issue 23) ---------------------------------------
// An imported value (a tool result, an input, JSON.parse) carries one label l on every
// container and slot in it. Eagerly (importEager, the reference model the tests compare
// with) that is a meta record per container and a slot label per key: a walk that costs
// QuickJS as much again as parsing the value. Lazily, only the root gets a meta record,
// marked a: null (neither object nor array, so no fast path takes it), with shared frozen
// empty slot tables (an absent slot reads as the structure label c, which is l or above
// it), z = l and zc = its structure label at import. A container is expanded, exactly as
// importEager would have left it, when code first needs its slots or its children (meta,
// mk): every slot gets z, and each child container a lazy record of its own (zc, z). Until
// then nothing below it has a record, and nothing below it can be reached but through it:
// every path that hands out or walks a container's children asks meta(o) or mk(o) first,
// and DL joins a lazy container's c without descending (everything below it carries zc or
// z, both below c). test/sandbox/lazy-labels.test.ts compares both models.
const LAZY = true;
const LZO = Object.freeze(Object.create(null));
const LZA = Object.freeze([]);
function impC(l) { return STRICT && CPC !== LIT ? J(l, CPC) : l; }
function lazyMeta(v, l, c) {
  const arr = isArray(v);
  v[MK] = { c: c, s: arr ? LZA : LZO, n: 0, a: null, z: l, zc: c };
  if (!arr && (hasOwn.call(v, 'toString') || hasOwn.call(v, 'valueOf'))) Object.defineProperty(v, Symbol.toPrimitive, PRIM_DESC);
}
function expand(o, m) {
  const l = m.z, c = m.zc;
  if (isArray(o)) {
    const s = [];
    for (let i = 0; i < o.length; i++) { s.push(l); const x = o[i]; if (typeof x === 'object' && x !== null && x[MK] === undefined) lazyMeta(x, l, c); }
    m.s = s; m.a = true;
  } else {
    const s = Object.create(null);
    const ks = Object.keys(o);
    for (let i = 0; i < ks.length; i++) { const k = ks[i]; s[k] = l; const x = o[k]; if (typeof x === 'object' && x !== null && x[MK] === undefined) lazyMeta(x, l, c); }
    m.s = s; m.a = false;
  }
}
// The meta record of o, expanded; undefined when o has none.
function mk(o) {
  const m = o[MK];
  if (m !== undefined && m.a === null) expand(o, m);
  return m;
}
function importValue(v, l) {
  if (typeof v !== 'object' || v === null) return v;
  if (!LAZY) return importEager(v, l);
  lazyMeta(v, l, impC(l));
  return v;
}
function importEager(v, l) {
  if (typeof v !== 'object' || v === null) return v;
  newMeta(v, l);
  const m = v[MK];
  if (isArray(v)) { for (let i = 0; i < v.length; i++) { m.s[i] = l; importEager(v[i], l); } }
  else {
    const ks = Object.keys(v);
    for (let i = 0; i < ks.length; i++) { m.s[ks[i]] = l; importEager(v[ks[i]], l); }
    if (hasOwn.call(v, 'toString') || hasOwn.call(v, 'valueOf')) Object.defineProperty(v, Symbol.toPrimitive, PRIM_DESC);
  }
  return v;
}
// A slot's label replaces every label at and below it (host result slots, applied before the
// plan sees the value).
function relabel(v, l) {
  if (!LAZY) return importEager(v, l);
  if (typeof v !== 'object' || v === null) return;
  const old = v[MK];
  lazyMeta(v, l, impC(l));
  if (old !== undefined && old.a !== null) {
    // expanded already (an earlier slot's path went through it): its children have records
    const xs = isArray(v) ? v : Object.values(v);
    for (let i = 0; i < xs.length; i++) relabel(xs[i], l);
  }
}
// ---- end of lazy labels ------------------------------------------------------------------
function applySlot(v, path, i, l) {
  if (typeof v !== 'object' || v === null) return;
  const m = meta(v);
  const seg = path[i];
  const last = i === path.length - 1;
  const keys = seg === '*' ? (isArray(v) ? v.map(function (_, j) { return j; }) : Object.keys(v)) : [isArray(v) ? idx(seg) : String(seg)];
  for (let j = 0; j < keys.length; j++) {
    const k = keys[j];
    if (isArray(v) ? (k < 0 || k >= v.length) : !hasOwn.call(v, k)) continue;
    if (last) { m.s[k] = l; relabel(v[k], l); }
    else applySlot(v[k], path, i + 1, l);
  }
}
function ENTRY(f, args, als, pc) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  const EC = ERR_CTORS[f];
  if (EC !== undefined) return newError(EC, args, als, pc);
  const PM = PROPM[f];
  if (PM !== undefined) return PM(args, als, pc);
  switch (f) {
    case 'new Map': return newMS(true, args, als, pc);
    case 'new Set': return newMS(false, args, als, pc);
    case 'new Date': return newDate(args, als, pc);
    case 'new String': case 'new Number': case 'new Boolean': return newWrap(f.slice(4), args, als);
    case 'new Object': case 'Object': return newObject(args, als);
    case 'new Array': case 'Array': return newArray(args, als, pc);
    case 'Date': { if (ZDate === undefined) noDate(pc); const t = clockNow(pc); R.l = NOWL; return ZDP.toString.call(new ZDate(t)); }
    case 'Date.now': { if (ZDate === undefined) noDate(pc); const t = clockNow(pc); R.l = NOWL; return t; }
    case 'Object.keys': case 'Object.values': case 'Object.entries': {
      if ((typeof a0 !== 'object' && typeof a0 !== 'function') || a0 === null) {
        if (a0 === null || a0 === undefined) fail('TypeError', 'cannot convert null or undefined to object', l0, pc);
        R.l = l0; return newArr(Object[f.slice(7)](a0), [], l0);
      }
      const m = meta(a0);
      const base = J(l0, m.c);
      const ks = Object.keys(a0);
      const labs = [];
      const vals = [];
      for (let i = 0; i < ks.length; i++) {
        const k = ks[i];
        const sl = J(base, slotOf(m, isArray(a0) ? idx(k) : k));
        if (f === 'Object.keys') { vals.push(k); labs.push(base); }
        else if (f === 'Object.values') { vals.push(a0[k]); labs.push(sl); }
        else { vals.push(newArr([k, a0[k]], [base, sl], base)); labs.push(base); }
      }
      R.l = base;
      return newArr(vals, labs, base);
    }
    case 'Object.assign': {
      // a primitive target is its wrapper (ToObject), labelled by it: which object the
      // result is, and its structure, depend on the primitive (issue 22)
      if (typeof a0 === 'string' || typeof a0 === 'number' || typeof a0 === 'boolean') {
        return ENTRY(f, [wrap(a0, l0)].concat(args.slice(1)), [l0].concat(als.slice(1)), pc);
      }
      if (typeof a0 !== 'object' || a0 === null) fail('TypeError', 'Object.assign target must be an object', l0, pc);
      if (RXS.has(a0)) fail('TypeError', 'Object.assign cannot write a regular expression', J(l0, a0[MK].c), pc);
      const m = meta(a0);
      m.n++;
      const w = mwl(m, l0, pc);
      if (m.x === true && isArray(a0)) arrFixed(a0, m, l0, 'fill', pc);
      for (let j = 1; j < args.length; j++) {
        const src = args[j];
        // whether the source is an object decides which keys the target gets (red team F5)
        const sl0 = J(als[j] === undefined ? LIT : als[j], w);
        if (m.c !== sl0) m.c = J(m.c, sl0);
        // a string source is its wrapper: its characters are index keys (issue 22)
        if (typeof src === 'string' && src.length > 0) { ENTRY(f, [a0, wrap(src, als[j] === undefined ? LIT : als[j])], [l0, als[j]], pc); continue; }
        if (typeof src !== 'object' || src === null) continue;
        const sm = meta(src);
        const base = J(J(als[j], sm.c), w);
        // which of the target's keys get written (or added, or holes filled) depends on the
        // source's structure: it reaches the target's structure, as a spread's does
        if (m.c !== base) m.c = J(m.c, base);
        const ks = Object.keys(src);
        for (let i = 0; i < ks.length; i++) {
          const k = ks[i];
          if (BLOCKED.has(k)) fail('TypeError', 'this property name is not allowed', base, pc);
          if (isArray(a0)) { const ix = idx(k); if (ix < 0) fail('TypeError', 'only index writes are allowed on arrays', base, pc); a0[ix] = src[k]; m.s[ix] = J(base, slotOf(sm, isArray(src) ? idx(k) : k)); continue; }
          if (m.x === true) putChk(a0, m, k, base, pc);
          if (roKey(a0, k)) fail('TypeError', 'cannot assign to a read-only property', J(base, m.c), pc);
          if (hasOwn.call(a0, k)) a0[k] = src[k]; else { protoKey(a0, k, base, pc); putNew(a0, k, src[k]); }
          m.s[k] = J(base, slotOf(sm, isArray(src) ? idx(k) : k));
        }
      }
      R.l = l0;
      return a0;
    }
    case 'Object.fromEntries': {
      if (typeof a0 === 'object' && a0 !== null && isIterObj(a0)) return ENTRY(f, [drain(a0, l0, pc)], [l0], pc);
      if (!isArray(a0)) fail('TypeError', 'Object.fromEntries needs an array', l0, pc);
      const m = meta(a0);
      const base = J(l0, m.c);
      const o = NO(base);
      for (let i = 0; i < a0.length; i++) {
        const e = a0[i];
        const el = J(base, slotOf(m, i));
        if (!isArray(e) && !WRP.has(e)) fail('TypeError', 'entries must be arrays', el, pc);
        const em = meta(e);
        const eb = J(el, em.c);
        OP(o, e[0], J(eb, slotOf(em, 0)), e[1], J(eb, slotOf(em, 1)));
      }
      R.l = base;
      return o;
    }
    case 'Object.hasOwn': {
      const r = IN(args[1], als[1], a0, l0, true);
      // a deleted name or length is inherited, not own (IN labelled it: ref ⊔ key ⊔ structure)
      if (typeof a0 === 'function' && (args[1] === 'name' || args[1] === 'length') && fnGone(a0, args[1])) return false;
      return r;
    }
    case 'Array.isArray': R.l = l0; return isArray(a0);
    case 'String':
      // a function shows its plan source text (fnText), as plain JavaScript does
      if (typeof a0 === 'function') { R.l = l0; return fnText(a0); }
      return ENTRY('$String', args, als, pc);
    case 'Array.from': {
      if (args.length > 1 && args[1] !== undefined) {
        // Array.from(x, f) (issue 22): the array Array.from(x) gives, mapped through the plan
        // callback f(value, index) as map does (the result's structure = the source's)
        const f = args[1], fl = als[1] === undefined ? LIT : als[1];
        if (typeof f !== 'function') fail('TypeError', 'Array.from: the mapping argument is not a function', J(l0, fl), pc);
        const src = ENTRY('Array.from', [a0], [l0], pc);
        return drive(fromMapG(src, R.l, f, fl, pc));
      }
      if (typeof a0 === 'object' && a0 !== null && !isArray(a0) && !isIterObj(a0) && (getProto(a0) === OBJ_PROTO || getProto(a0) === null)) return fromLike(a0, l0);
      if (a0 === null || a0 === undefined) fail('TypeError', 'Array.from needs an array, a string or an array-like', l0, pc);
      if (typeof a0 === 'number' || typeof a0 === 'boolean') { R.l = l0; return newArr([], [], l0); }
      if (typeof a0 === 'string') { const a = Array.from(a0); R.l = l0; return newArr(a, [], l0); }
      if (typeof a0 === 'object' && a0 !== null && isIterObj(a0)) { const a = drain(a0, l0, pc); R.l = J(l0, a[MK].c); return a; }
      if (!isArray(a0)) fail('TypeError', 'Array.from needs an array or a string', l0, pc);
      const m = meta(a0);
      const base = J(l0, m.c);
      const labs = [];
      for (let i = 0; i < a0.length; i++) labs.push(slotOf(m, i));
      R.l = base;
      // holes become undefined (a hole's label is the structure label, in base)
      return newArr(isBig(a0) ? denseJS(a0) : Array.from(a0), labs, base);
    }
    case 'Array.of': { R.l = LIT; return newArr(args.slice(), als.slice(), LIT); }
    case 'JSON.stringify': {
      // a replacer array (the keys to keep, issue 22) is read whole: its deep label joins in;
      // a replacer function would be a plan callback run natively: refused
      const rep = args.length > 1 && isArray(args[1]) ? args[1] : null;
      if (args.length > 1 && args[1] !== null && args[1] !== undefined && rep === null) fail('TypeError', 'JSON.stringify with a replacer function is not supported', J(l0, als[1]), pc);
      DL_BIG = false;
      let l = DL(a0, l0);
      const walk = DL_BIG;
      if (rep !== null) {
        for (let i = 0; i < rep.length; i++) { const x = rep[i]; if (typeof x === 'object' && x !== null) fail('TypeError', 'a JSON.stringify replacer array holds strings and numbers', DL(rep, als[1]), pc); }
        l = J(l, DL(rep, als[1]));
      }
      if (args.length > 2) l = J(l, CV(args[2], als[2]));
      R.l = l;
      if (walk) preWalk(a0);
      // a cycle is a native TypeError whose text the value decided (red team T3)
      try { return JSON.stringify(a0, rep, args[2]); } catch (e) { throw natErr(e, l, pc); }
    }
    case 'JSON.parse': {
      if (args.length > 1) fail('TypeError', 'JSON.parse reviver is not supported', l0, pc);
      const l = CV(a0, l0);
      let v;
      try { v = JSON.parse(a0); } catch (e) { if (isFatal(e)) throw e; const err = new SyntaxError('invalid JSON'); newMeta(err, l); throw new Thrown(err, l, J(pc, l)); }
      R.l = l;
      return importValue(v, l);
    }
    case 'RegExp': case 'new RegExp': return rxCtor(f === 'new RegExp', args, als, pc);
    default: {
      let l = LIT;
      for (let i = 0; i < args.length; i++) {
        if (typeof args[i] === 'function') fail('TypeError', 'functions cannot be passed here', l, pc);
        l = J(l, CV(args[i], als[i]));
      }
      const fn = PURE[f === '$String' ? 'String' : f];
      if (fn === undefined) fail('TypeError', 'unknown builtin', l, pc);
      R.l = l;
      try { return fn.apply(undefined, args); } catch (e) { throw natErr(e, l, pc); }
    }
  }
}
const PURE = Object.create(null);
(function () {
  const math = ['abs', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'ceil', 'cos', 'cosh', 'exp', 'expm1', 'floor', 'fround', 'hypot', 'imul', 'log', 'log10', 'log1p', 'log2', 'max', 'min', 'pow', 'round', 'sign', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'trunc', 'clz32'];
  for (let i = 0; i < math.length; i++) PURE['Math.' + math[i]] = Math[math[i]];
  PURE['Number.isInteger'] = Number.isInteger;
  PURE['Number.isFinite'] = Number.isFinite;
  PURE['Number.isNaN'] = Number.isNaN;
  PURE['Number.isSafeInteger'] = Number.isSafeInteger;
  PURE['Number.parseFloat'] = Number.parseFloat;
  PURE['Number.parseInt'] = Number.parseInt;
  PURE['String.fromCharCode'] = String.fromCharCode;
  PURE['String.fromCodePoint'] = String.fromCodePoint;
  PURE['Number'] = function (x) { return arguments.length === 0 ? 0 : Number(x); };
  PURE['String'] = function (x) { return arguments.length === 0 ? '' : String(x); };
  PURE['Boolean'] = function (x) { return Boolean(x); };
  PURE['parseInt'] = parseInt;
  PURE['parseFloat'] = parseFloat;
  PURE['isNaN'] = isNaN;
  PURE['isFinite'] = isFinite;
})();
// Spreads x into a call's argument lists. How many arguments there are depends on x's
// structure: labs.n collects that label (read by calls, builtins and methods).
function SPA(vals, labs, x, xl, pc) {
  if (R.td > 0) dec(xl);
  if (typeof x === 'string') {
    labs.n = labs.n === undefined ? xl : J(labs.n, xl);
    for (const ch of x) { vals.push(ch); labs.push(xl); }
    return;
  }
  if (typeof x === 'object' && x !== null && isIterObj(x)) x = drain(x, xl, pc);
  if (!isArray(x)) fail('TypeError', 'only arrays and strings can be spread', xl, pc);
  const m = meta(x);
  const base = J(xl, m.c);
  labs.n = labs.n === undefined ? base : J(labs.n, base);
  for (let i = 0; i < x.length; i++) { vals.push(x[i]); labs.push(J(base, slotOf(m, i))); }
}
// A builtin or method called with spread arguments: the argument count reaches the receiver's
// structure (a push of a spread changes the length) and the result.
function spreadCount(o, n) {
  if (typeof o === 'object' && o !== null) { const m = o[MK]; if (m !== undefined && m.c !== n) m.c = J(m.c, n); }
}
// The structure label of a container (LIT for anything else): what a loop's next test reads.
function SL(o) {
  if (typeof o !== 'object' || o === null) return LIT;
  const m = o[MK];
  return m === undefined ? LIT : m.c;
}
function HASK(o, k) {
  if (typeof o === 'string') return true;
  if (typeof o !== 'object' || o === null) return false;
  return isArray(o) ? k in o : hasOwn.call(o, k);
}
function PUSH(pc, a, al, v, vl) {
  const m = typeof a === 'object' && a !== null ? a[MK] : undefined;
  if (m === undefined || m.a !== true || m.x === true) return CM(pc, a, al, 'push', [v], [vl]);
  // the length (structure) decides whether push throws (invalid array length, R2)
  if (R.td > 0) { dec(J(al, m.c)); pc = J(pc, R.tx); }
  nsu(m.c, J(al, pc));
  const w = STRICT ? J(al, pc) : al;
  m.n++;
  if (m.c !== w) m.c = J(m.c, w);
  m.s[a.length] = vl === w ? vl : J(vl, w);
  a.push(v);
  R.l = al === m.c ? al : J(al, m.c);
  return a.length;
}
// What decides whether a builtin throws (on the fail paths of ENTRY, or natively: a cyclic
// JSON.stringify, String.fromCodePoint(-1)): its arguments, and how many there are.
function biDec(f, args, als) {
  let l = als.n === undefined ? LIT : als.n;
  if (ERR_CTORS[f] !== undefined || f === 'Array.isArray' || f === 'Date' || f === 'Date.now') { dec(l); return; }
  const n = f === 'Object.keys' || f === 'Object.values' || f === 'Object.entries' ? Math.min(1, args.length) : f === 'Array.from' ? Math.min(2, args.length) : args.length;
  for (let i = 0; i < n; i++) l = J(l, CV(args[i], als[i]));
  dec(l);
}
function BI(f, pc, args, als) {
  CPC = pc;
  R.xp = pc;
  if (R.td > 0) { biDec(f, args, als); pc = J(pc, R.tx); }
  WIN(undefined, args);
  let r;
  if (als.n === undefined) r = ENTRY(f, args, als, pc);
  else {
    r = ENTRY(f, args, als, pc);
    R.l = J(R.l, als.n);
    spreadCount(r, als.n);
  }
  WV(r);
  return r;
}
// ---- exceptions --------------------------------------------------------------------
// A plan's own throw: whether it happens is decided by the pc at the throw (p); the value's
// label (l) reaches the caught value, not the handler's pc.
function THROW(v, vl, pc) { const t = new Thrown(v, STRICT ? J(vl, pc) : vl, pc); t.own = true; return t; }
function isFatal(e) {
  // a string past QuickJS's length cap ('x'.repeat(2 ** 30)) is the memory limit, as a
  // doubling bomb's 'string too long' is: not catchable, mapped to MEMORY_LIMIT
  if (e instanceof RangeError && String(e.message) === 'invalid string length') return true;
  // QuickJS throws null when it cannot even allocate the out-of-memory error; plan throws
  // are always wrapped (THROW), so a bare null can only come from the engine
  if (e === null) return true;
  return isInternal(e) || e instanceof Implicit || e instanceof SandboxFault || (e instanceof RangeError && /call stack|stack overflow/i.test(String(e.message)));
}
// The pc of the functions an engine error left (see RAISE), by error object.
const LEFT_PC = new WeakMap();
// Returns the caught value; R.l = its label; R.p = the pc to raise the handler to.
function CAUGHT(e, pc) {
  if (isFatal(e)) throw e;
  // strict mode: the handler also runs under everything that decided whether the try block
  // threw (TOUT left it in R.tb), not just the labels of the exception that it threw
  const tb = R.tb;
  if (tb !== LIT) { R.tb = LIT; if (tb !== pc) pc = J(pc, tb); }
  if (e instanceof Thrown) { R.l = e.l; R.p = EXC(e, pc); return e.v; }
  if (typeof e === 'object' && e !== null && mk(e) === undefined) newMeta(e, pc);
  else if (typeof e === 'object' && e !== null && NATE.has(e)) { NATE.delete(e); e[MK].c = J(e[MK].c, pc); }
  const left = typeof e === 'object' && e !== null ? LEFT_PC.get(e) : undefined;
  const p = left === undefined ? pc : J(pc, left);
  R.l = p; R.p = p;
  return e;
}
// An exception leaving a plan function (strict mode) carries the function's pc at the throw:
// whether it was thrown can depend on the branches taken inside (a read of null in an if).
function RAISE(e, pc) {
  if (e instanceof Thrown) { if (e.p !== pc) e.p = J(e.p, pc); return e; }
  if (isFatal(e) || typeof e !== 'object' || e === null) return e;
  const left = LEFT_PC.get(e);
  LEFT_PC.set(e, left === undefined ? pc : J(left, pc));
  return e;
}
// The pc code runs under once exception e reached it: a catch handler, or a finally block it
// passes through (which may swallow it).
function EXC(e, pc) { return e instanceof Thrown ? (e.own === true ? J(pc, e.p) : J(J(pc, e.p), e.l)) : pc; }
// Strict mode: entering a try block (returns tx to restore when a catch completes it); a try
// entered at depth 0 starts from nothing (what threw before it would have ended the plan).
function TIN(up) { if (R.td === 0) { TXF.length = 0; R.tx = LIT; } R.td++; TXF.push(up === undefined ? null : up); return R.tx; }
// Leaving a try block, however (the finally of a wrapper): what decided whether it threw goes
// to R.tb for the catch handler; with a catch, code after the try statement runs whether or
// not the block threw, so tx goes back to its value at entry; without one it stays raised.
// An exception leaving a try block (strict mode): what decided it raises tx while the block's
// write set is still registered (the run that did not throw met the same decision on its way).
function TXE(e, pc) {
  if (R.td === 0 || isFatal(e)) return;
  let l = EXC(e, pc);
  if (typeof e === 'object' && e !== null && !(e instanceof Thrown)) {
    const left = LEFT_PC.get(e);
    if (left !== undefined) l = J(l, left);
  }
  STX(J(R.tx, l));
}
function TOUT(sv, caught) { R.td--; TXF.pop(); R.tb = R.tx; if (caught) R.tx = sv; }
// ---- functions ---------------------------------------------------------------------
function REST(args, from, c) {
  const vals = []; const labs = [];
  for (let i = from; i + 1 < args.length; i += 2) { vals.push(args[i]); labs.push(args[i + 1]); }
  return newArr(vals, labs, c);
}
function RESTA(a, al, from, pc) {
  if (R.td > 0) dec(al);
  if (typeof a === 'string') { const s = Array.from(a).slice(from); R.l = al; return newArr(s, [], al); }
  if (!isArray(a)) fail('TypeError', 'only arrays can be destructured with a rest element', al, pc);
  const m = meta(a);
  const base = J(al, m.c);
  const labs = [];
  for (let i = from; i < a.length; i++) labs.push(slotOf(m, i));
  R.l = base;
  // the rest of an iteration: holes read as undefined
  const vals = [];
  for (let i = from; i < a.length; i++) vals.push(a[i]);
  return newArr(vals, labs, base);
}
function RESTO(o, ol, excl, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot destructure null or undefined', ol, pc);
  const out = NO(ol);
  if (typeof o !== 'object') { R.l = ol; return out; }
  const m = meta(o);
  const base = J(ol, m.c);
  out[MK].c = base;
  const ks = Object.keys(o);
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    if (excl.indexOf(k) >= 0) continue;
    if (BLOCKED.has(k)) fail('TypeError', 'this property name is not allowed', base, pc);
    out[k] = o[k];
    out[MK].s[k] = slotOf(m, isArray(o) ? idx(k) : k);
  }
  R.l = base;
  return out;
}
// A method call's receiver, before its arguments run: null or undefined throws there.
function NN(o, ol, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot read a method of ' + (o === null ? 'null' : 'undefined'), ol, pc);
  return o;
}
function DESTR(o, ol, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot destructure null or undefined', ol, pc);
  return o;
}
// ==== Map, Set, Date, Error subclasses (issue 22) =====================================
// Map and Set are containers like objects and arrays. Their meta record: c = structure
// label (which keys exist, the size: a key's label reaches it whenever the key is set, added
// or deleted, as a computed key's does for objects), e (Map only) = a native Map from key
// to the entry's value label, s = the plan's own properties, n = version. Keys compare with
// SameValueZero (the native Map's rule; object keys by identity, so a key's reference label
// is its label). The prelude calls the captured prototype methods, never a method looked up
// on the receiver (a plan may give a Map an own property named get).
const NMap = Map, NSet = Set;
const MAPP = { get: Map.prototype.get, set: Map.prototype.set, has: Map.prototype.has,
  del: Map.prototype.delete, clear: Map.prototype.clear, entries: Map.prototype.entries,
  size: Object.getOwnPropertyDescriptor(Map.prototype, 'size').get };
const SETP = { has: Set.prototype.has, add: Set.prototype.add, del: Set.prototype.delete,
  clear: Set.prototype.clear, values: Set.prototype.values,
  size: Object.getOwnPropertyDescriptor(Set.prototype, 'size').get };
const MITN = getProto(new NMap().entries()).next;
const SITN = getProto(new NSet().values()).next;
// What m.keys() / s.values() / ... return: an iterator object whose state (the native
// iterator, its source, what it yields) lives in its meta record; advancing it is a write.
class MapIterator {}
class SetIterator {}
Object.defineProperty(MapIterator.prototype, Symbol.toStringTag, { value: 'Map Iterator' });
Object.defineProperty(SetIterator.prototype, Symbol.toStringTag, { value: 'Set Iterator' });
Object.freeze(MapIterator.prototype); Object.freeze(SetIterator.prototype);
function isMS(o) { return o instanceof NMap || o instanceof NSet; }
function isLI(o) { return o instanceof MapIterator || o instanceof SetIterator; }
function isIterObj(o) { return isMS(o) || isLI(o); }
function msMeta(o) {
  const m = meta(o);
  if (m.e === undefined && o instanceof NMap) m.e = new NMap();
  return m;
}
// A Map's keys and values (a Set's values), for deep labels and write-set upgrades.
function drainRaw(o) {
  const out = [];
  const isMap = o instanceof NMap;
  const it = isMap ? MAPP.entries.call(o) : SETP.values.call(o);
  const nx = isMap ? MITN : SITN;
  for (;;) { const r = nx.call(it); if (r.done) break; if (isMap) out.push(r.value[0], r.value[1]); else out.push(r.value); }
  return out;
}
// DL of a Map or Set: the entry labels, and every key and value object goes on the stack;
// an iterator object reaches its source.
function dlIter(o, m, stack) {
  let acc = LIT;
  if (isLI(o)) { if (m !== undefined && m.src !== undefined) stack.push(m.src); return acc; }
  const xs = drainRaw(o);
  for (let i = 0; i < xs.length; i++) { const x = xs[i]; if (typeof x === 'object' && x !== null) stack.push(x); }
  if (m !== undefined && m.e !== undefined) { for (const l of m.e.values()) acc = J(acc, l); }
  return acc;
}
function msSize(o) { return o instanceof NMap ? MAPP.size.call(o) : SETP.size.call(o); }
// One item of an iteration over a Map or Set (x = the native entry, or the Set's value);
// R.l = its label relative to the source's structure (which the caller joins).
function itemOf(src, kind, x) {
  if (src instanceof NMap) {
    const el = src[MK].e.get(x[0]);
    const l = el === undefined ? LIT : el;
    if (kind === 'k') { R.l = LIT; return x[0]; }
    if (kind === 'v') { R.l = l; return x[1]; }
    R.l = LIT;
    return newArr([x[0], x[1]], [LIT, l], LIT);
  }
  R.l = LIT;
  return kind === 'e' ? newArr([x, x], [LIT, LIT], LIT) : x;
}
// The iteration state of v (a Map, a Set or one of their iterators); consuming an iterator
// object is a write to it (no-sensitive-upgrade under pc, through reference label vl).
function iterState(v, vl, pc) {
  if (isMS(v)) {
    const isMap = v instanceof NMap;
    msMeta(v);
    return { src: v, kind: isMap ? 'e' : 'v', it: isMap ? MAPP.entries.call(v) : SETP.values.call(v), nx: isMap ? MITN : SITN, im: undefined };
  }
  const im = v[MK];
  const w = mwl(im, vl, pc);
  im.n++;
  if (im.c !== w) im.c = J(im.c, w);
  return { src: im.src, kind: im.kind, it: im.it, nx: im.nx, im: im };
}
// Everything v yields, as a labelled array (slots relative to its structure c = the
// source's structure, and the iterator's for an iterator object). Arrays are returned as
// they are, strings split into code points.
function drain(v, vl, pc) {
  if (isArray(v)) return v;
  if (typeof v === 'string') return newArr(Array.from(v), [], LIT);
  if (typeof v !== 'object' || v === null || !isIterObj(v)) fail('TypeError', 'this value is not iterable', vl, pc);
  const st = iterState(v, vl, pc);
  const vals = [], labs = [];
  if (st.it !== null) {
    for (;;) {
      const r = st.nx.call(st.it);
      if (r.done) break;
      vals.push(itemOf(st.src, st.kind, r.value));
      labs.push(R.l);
    }
  }
  if (st.im !== undefined) st.im.it = null;
  const sc = st.src[MK].c;
  return newArr(vals, labs, st.im === undefined ? sc : J(st.im.c, sc));
}
// for...of over a Map, a Set or an iterator: an array filled one item per loop test (NX), so
// the body sees the entries as they are when each step starts (live, as native iteration).
function lazyIter(v, vl, pc) {
  const st = iterState(v, vl, pc);
  const sc = st.src[MK].c;
  const a = newArr([], [], st.im === undefined ? sc : J(st.im.c, sc));
  const m = a[MK];
  m.it = st.it; m.nx = st.nx; m.src = st.src; m.kind = st.kind; m.li = st.im;
  R.l = J(vl, m.c);
  return a;
}
// A for...of test: pulls the next item of a lazy iteration (a write to an iterator object
// under the loop's pc), and returns the structure label the step depends on (SL otherwise).
function NX(a, pc) {
  if (typeof a !== 'object' || a === null) return LIT;
  const m = a[MK];
  if (m === undefined) return LIT;
  if (m.it !== undefined && m.it !== null) {
    let c = m.src[MK].c;
    if (m.li !== undefined) {
      const w = mwl(m.li, LIT, pc);
      m.li.n++;
      if (m.li.c !== w) m.li.c = J(m.li.c, w);
      c = J(c, m.li.c);
    }
    const r = m.nx.call(m.it);
    if (r.done) { m.it = null; if (m.li !== undefined) m.li.it = null; }
    else { const x = itemOf(m.src, m.kind, r.value); m.s[a.length] = R.l; a.push(x); }
    if (m.c !== c) m.c = J(m.c, c);
  }
  return m.c;
}
function newMS(isMap, args, als, pc) {
  const o = isMap ? new NMap() : new NSet();
  const m = newMeta(o, LIT);
  if (isMap) m.e = new NMap();
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  // whether the argument is nullish decides the contents (red team F4)
  if (args.length > 0 && m.c !== l0) m.c = J(m.c, l0);
  if (a0 !== undefined && a0 !== null) {
    const src = drain(a0, l0, pc);
    const sm = src[MK];
    const base = J(l0, sm.c);
    if (m.c !== base) m.c = J(m.c, base);
    for (let i = 0; i < src.length; i++) {
      const x = src[i];
      const xl = J(base, slotOf(sm, i));
      if (isMap) {
        if (typeof x !== 'object' || x === null) fail('TypeError', 'a Map entry must be an object', xl, pc);
        const k = G(x, xl, 0); const kl = R.l;
        const v = G(x, xl, 1); const vl = R.l;
        m.c = J(m.c, kl);
        MAPP.set.call(o, k, v);
        m.e.set(k, J(vl, kl));
      } else {
        m.c = J(m.c, xl);
        SETP.add.call(o, x);
      }
    }
  }
  R.l = LIT;
  return o;
}
function mkIter(o, ol, kind) {
  const isMap = o instanceof NMap;
  const it = isMap ? new MapIterator() : new SetIterator();
  const m = newMeta(it, LIT);
  m.src = o; m.kind = kind;
  m.it = isMap ? MAPP.entries.call(o) : SETP.values.call(o);
  m.nx = isMap ? MITN : SITN;
  R.l = ol;
  return it;
}
const NOPE = {};
// Map and Set methods (forEach: msForEach). get = ref ⊔ structure ⊔ entry ⊔ key; has =
// ref ⊔ structure ⊔ key; set/add/delete/clear write (no-sensitive-upgrade through ref ⊔ pc):
// a set entry = value ⊔ ref ⊔ key (⊔ pc), the key's label always reaches the structure, and a
// new key's ref ⊔ key (⊔ pc) too; size = ref ⊔ structure.
function msMethod(o, ol, name, args, als, pc) {
  const isMap = o instanceof NMap;
  const m = msMeta(o);
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  const base = J(ol, m.c);
  switch (name) {
    case 'get': {
      if (!isMap) return NOPE;
      const el = m.e.get(a0);
      R.l = J(J(base, l0), el === undefined ? LIT : el);
      return MAPP.get.call(o, a0);
    }
    case 'has': R.l = J(base, l0); return isMap ? MAPP.has.call(o, a0) : SETP.has.call(o, a0);
    case 'set': case 'add': {
      if (name !== (isMap ? 'set' : 'add')) return NOPE;
      const w = mwl(m, ol, pc);
      m.n++;
      const kw = J(w, l0);
      const had = isMap ? MAPP.has.call(o, a0) : SETP.has.call(o, a0);
      m.c = J(m.c, had ? l0 : kw);
      if (isMap) {
        MAPP.set.call(o, a0, args[1]);
        m.e.set(a0, J(als[1] === undefined ? LIT : als[1], kw));
      } else SETP.add.call(o, a0);
      R.l = ol;
      return o;
    }
    case 'delete': {
      const w = mwl(m, ol, pc);
      m.n++;
      m.c = J(m.c, J(w, l0));
      if (isMap) m.e.delete(a0);
      R.l = J(J(ol, m.c), l0);
      return isMap ? MAPP.del.call(o, a0) : SETP.del.call(o, a0);
    }
    case 'clear': {
      const w = mwl(m, ol, pc);
      m.n++;
      m.c = J(m.c, w);
      if (isMap) { m.e.clear(); MAPP.clear.call(o); } else SETP.clear.call(o);
      R.l = ol;
      return undefined;
    }
    case 'keys': return mkIter(o, ol, 'k');
    case 'values': return mkIter(o, ol, 'v');
    case 'entries': return mkIter(o, ol, 'e');
    case 'toString': R.l = ol; return isMap ? '[object Map]' : '[object Set]';
    default: return NOPE;
  }
}
// forEach: every callback runs under pc ⊔ ref ⊔ the structure as it is at that step (a
// callback may add or delete entries: native iteration is live); value = ref ⊔ structure ⊔
// entry, key = ref ⊔ structure. The callbacks' exit pcs reach the caller (as for arrays).
function* msForEach(o, ol, args, als, pc) {
  const f = args[0], fl = als[0] === undefined ? LIT : als[0];
  const isMap = o instanceof NMap;
  const m = msMeta(o);
  if (typeof f !== 'function') notFn(J(J(ol, m.c), fl), pc);
  let xp = R.xp;
  const it = isMap ? MAPP.entries.call(o) : SETP.values.call(o);
  const nx = isMap ? MITN : SITN;
  const isg = ISG(f);
  for (;;) {
    const base = J(ol, m.c);
    const r = nx.call(it);
    if (r.done) break;
    const p = J(J(pc, base), fl);
    let k, v, vl;
    if (isMap) { k = r.value[0]; v = r.value[1]; const el = m.e.get(k); vl = el === undefined ? base : J(base, el); }
    else { k = r.value; v = k; vl = base; }
    if (isg) yield* f(p, v, vl, k, base, o, ol); else f(p, v, vl, k, base, o, ol);
    xp = J(xp, R.xp);
  }
  if (R.td > 0) dec(J(J(pc, ol), m.c));
  R.xp = xp;
  R.l = J(ol, m.c);
  return undefined;
}
// iterator.next(): advancing is a write (no-sensitive-upgrade through ref ⊔ pc); the result
// object's structure and done = ref ⊔ the iterator's and the source's structure, value adds
// the entry label.
function liMethod(o, ol, name, args, als, pc) {
  if (name !== 'next') {
    if (name === 'toString') { R.l = ol; return o instanceof MapIterator ? '[object Map Iterator]' : '[object Set Iterator]'; }
    return NOPE;
  }
  const m = o[MK];
  const w = mwl(m, ol, pc);
  m.n++;
  if (m.c !== w) m.c = J(m.c, w);
  const base = J(J(ol, m.c), m.src[MK].c);
  let v, vl = LIT, done = true;
  if (m.it !== null) {
    const r = m.nx.call(m.it);
    if (r.done) m.it = null; else { done = false; v = itemOf(m.src, m.kind, r.value); vl = R.l; }
  }
  const res = NO(base);
  res.value = v; res.done = done;
  const rm = res[MK];
  rm.s.value = J(base, vl); rm.s.done = base;
  R.l = base;
  return res;
}
// ---- Date --------------------------------------------------------------------------
// The sandbox builds its contexts without the Date intrinsic in the plan's reach: the
// determinism source hands the native constructor over under __zamburakDate, taken here and
// deleted. Date objects are ZDate instances, whose local-time methods are the UTC ones (the
// sandbox has no time zone: QuickJS would read the host's), so coercions (d + '', String(d),
// template literals) print UTC too. A Date is a labelled container: c = label of its time
// value; getters = ref ⊔ c ⊔ arguments; setters write (no-sensitive-upgrade through ref ⊔
// pc) and join ref ⊔ arguments (⊔ pc) into c. new Date() and Date.now() read the clock the
// host gave begin (fixed for the run, journaled with the run's identity), labelled as given
// (literal() when the host gives no label); without one they throw a TypeError.
const NDate = (function () {
  const g = globalThis;
  let d = g.__zamburakDate;
  if (d !== undefined) delete g.__zamburakDate; else d = g.Date;
  return typeof d === 'function' ? d : undefined;
})();
let NOW, NOWL = LIT;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function p2(n) { return n < 10 ? '0' + n : '' + n; }
function p4(y) { const a = y < 0 ? -y : y; const s = a < 10 ? '000' + a : a < 100 ? '00' + a : a < 1000 ? '0' + a : '' + a; return y < 0 ? '-' + s : s; }
const DATE_GETTERS = ['getTime', 'valueOf', 'getTimezoneOffset', 'toISOString', 'toJSON', 'toString', 'toDateString',
  'toTimeString', 'toUTCString', 'toGMTString', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString',
  'getYear', 'getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds', 'getMilliseconds',
  'getUTCFullYear', 'getUTCMonth', 'getUTCDate', 'getUTCDay', 'getUTCHours', 'getUTCMinutes', 'getUTCSeconds', 'getUTCMilliseconds'];
const DATE_SETTERS = ['setTime', 'setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes', 'setSeconds', 'setMilliseconds',
  'setUTCFullYear', 'setUTCMonth', 'setUTCDate', 'setUTCHours', 'setUTCMinutes', 'setUTCSeconds', 'setUTCMilliseconds'];
const DGET = new Set(DATE_GETTERS), DSET = new Set(DATE_SETTERS);
let ZDate, ZDP, DTZO;
if (NDate !== undefined) {
  const DP = NDate.prototype;
  DTZO = DP.getTimezoneOffset;
  ZDate = class extends NDate {};
  ZDP = ZDate.prototype;
  const local = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'];
  const def = function (k, f) { Object.defineProperty(ZDP, k, { value: f, writable: false, configurable: false, enumerable: false }); };
  for (let i = 0; i < local.length; i++) {
    const g = DP['getUTC' + local[i]];
    def('get' + local[i], function () { return g.call(this); });
    const s = DP['setUTC' + local[i]];
    if (s !== undefined) def('set' + local[i], function () { return s.apply(this, arguments); });
  }
  const tv = function (d) { return DP.getTime.call(d); };
  def('getYear', function () { const t = tv(this); return t !== t ? NaN : DP.getUTCFullYear.call(this) - 1900; });
  def('getTimezoneOffset', function () { const t = tv(this); return t !== t ? NaN : 0; });
  const ds = function (d) { return DAYS[DP.getUTCDay.call(d)] + ' ' + MONS[DP.getUTCMonth.call(d)] + ' ' + p2(DP.getUTCDate.call(d)) + ' ' + p4(DP.getUTCFullYear.call(d)); };
  const ts = function (d) { return p2(DP.getUTCHours.call(d)) + ':' + p2(DP.getUTCMinutes.call(d)) + ':' + p2(DP.getUTCSeconds.call(d)); };
  const lds = function (d) { return p2(DP.getUTCMonth.call(d) + 1) + '/' + p2(DP.getUTCDate.call(d)) + '/' + p4(DP.getUTCFullYear.call(d)); };
  const lts = function (d) { const h = DP.getUTCHours.call(d); const h12 = h % 12 === 0 ? 12 : h % 12; return p2(h12) + ':' + p2(DP.getUTCMinutes.call(d)) + ':' + p2(DP.getUTCSeconds.call(d)) + (h < 12 ? ' AM' : ' PM'); };
  const fmt = function (f) { return function () { const t = tv(this); return t !== t ? 'Invalid Date' : f(this); }; };
  def('toString', fmt(function (d) { return ds(d) + ' ' + ts(d) + ' GMT+0000'; }));
  def('toDateString', fmt(ds));
  def('toTimeString', fmt(function (d) { return ts(d) + ' GMT+0000'; }));
  def('toLocaleString', fmt(function (d) { return lds(d) + ', ' + lts(d); }));
  def('toLocaleDateString', fmt(lds));
  def('toLocaleTimeString', fmt(lts));
  Object.freeze(ZDP); Object.freeze(ZDate); Object.freeze(DP); Object.freeze(NDate);
}
function noDate(pc) { fail('TypeError', 'Date is not available in this context', LIT, pc); }
function clockNow(pc) {
  if (NOW === undefined) fail('TypeError', 'the host gives this run no clock (new Date() and Date.now() need one)', LIT, pc);
  return NOW;
}
const ISO_DATE_ONLY = /^([+-]\d{6}|\d{4})(-\d\d(-\d\d)?)?$/;
const HAS_ZONE = /(Z|GMT|UTC|[+-]\d\d:?\d\d)(\s*\([^)]*\))?$/i;
// Date.parse with UTC for local time: a date-time without a zone is read as UTC (QuickJS
// would apply the host's offset). The zone is named in the text rather than the host's
// offset subtracted afterwards: inside the host's DST gap the local parse has already moved
// the time, so the result depended on where the host ran (red team F7).
function parseUTC(s) {
  s = String(s);
  const x = s.trim();
  if (ISO_DATE_ONLY.test(x) || HAS_ZONE.test(x)) return NDate.parse(s);
  const z = NDate.parse(x + 'Z');
  if (z === z) return z;
  const g = NDate.parse(x + ' GMT');
  if (g === g) return g;
  const t = NDate.parse(s);
  return t !== t ? t : t - DTZO.call(new NDate(t)) * 60000;
}
if (NDate !== undefined) { PURE['Date.UTC'] = NDate.UTC; PURE['Date.parse'] = parseUTC; }
function newDate(args, als, pc) {
  if (ZDate === undefined) noDate(pc);
  let t, l = LIT;
  if (args.length === 0) { t = clockNow(pc); l = NOWL; }
  else if (args.length === 1) {
    const a0 = args[0];
    const l0 = als[0] === undefined ? LIT : als[0];
    if (typeof a0 === 'function') fail('TypeError', 'functions cannot be passed here', l0, pc);
    if (a0 instanceof NDate) { t = NDate.prototype.getTime.call(a0); l = J(l0, meta(a0).c); }
    else {
      l = CV(a0, l0);
      const p = typeof a0 === 'object' && a0 !== null ? String(a0) : a0;
      t = typeof p === 'string' ? parseUTC(p) : NDate.prototype.getTime.call(new NDate(p));
    }
  } else {
    for (let i = 0; i < args.length; i++) {
      if (typeof args[i] === 'function') fail('TypeError', 'functions cannot be passed here', l, pc);
      l = J(l, CV(args[i], als[i]));
    }
    t = NDate.UTC.apply(undefined, args);
  }
  const d = new ZDate(t);
  newMeta(d, l);
  R.l = LIT;
  return d;
}
function dateMethod(d, dl, name, args, als, pc) {
  const m = meta(d);
  if (DGET.has(name) && typeof ZDP[name] === 'function') {
    const l = argsLabel(J(dl, m.c), args, als);
    if (name === 'toISOString') { const t = NDate.prototype.getTime.call(d); if (t !== t) fail('RangeError', 'invalid time value', l, pc); }
    R.l = l;
    return ZDP[name].apply(d, args);
  }
  if (DSET.has(name) && typeof ZDP[name] === 'function') {
    const w = mwl(m, dl, pc);
    m.n++;
    const l = argsLabel(w, args, als);
    if (m.c !== l) m.c = J(m.c, l);
    R.l = J(dl, m.c);
    return ZDP[name].apply(d, args);
  }
  return NOPE;
}
// ---- Errors ------------------------------------------------------------------------
// new Error(message[, { cause }]) and the six subclasses, with or without new: the message
// slot keeps the argument's (coercion) label, the cause slot the option's; the structure
// is literal() (⊔ the options' ref and structure when given). name/message are ordinary
// slots afterwards (e.name = 'X' writes one).
const ERR_CTORS = Object.create(null);
ERR_CTORS.Error = Error; ERR_CTORS.TypeError = TypeError; ERR_CTORS.RangeError = RangeError;
ERR_CTORS.SyntaxError = SyntaxError; ERR_CTORS.ReferenceError = ReferenceError;
ERR_CTORS.EvalError = EvalError; ERR_CTORS.URIError = URIError;
const ERR_TOSTRING = Error.prototype.toString;
function newError(EC, args, als, pc) {
  const a0 = args[0];
  const l0 = als[0] === undefined ? LIT : als[0];
  if (typeof a0 === 'function') fail('TypeError', 'functions cannot be passed here', l0, pc);
  const l = args.length > 0 ? CV(a0, l0) : LIT;
  const a1 = args[1];
  const opts = typeof a1 === 'object' && a1 !== null;
  const e = opts ? new EC(a0, a1) : args.length > 0 ? new EC(a0) : new EC();
  // Whether the message key exists depends on whether the argument is undefined, whether
  // cause exists on whether the options are an object with a cause (red team F2): the
  // arguments' labels reach the structure whenever they are passed.
  const m = newMeta(e, args.length > 0 ? l0 : LIT);
  if (hasOwn.call(e, 'message')) m.s.message = l;
  if (args.length > 1) m.c = J(m.c, als[1] === undefined ? LIT : als[1]);
  if (opts) {
    const om = meta(a1);
    const ob = J(als[1] === undefined ? LIT : als[1], om.c);
    m.c = J(m.c, ob);
    if (hasOwn.call(e, 'cause')) m.s.cause = J(ob, slotOf(om, 'cause'));
  }
  R.l = LIT;
  return e;
}
function errMethod(e, el, name, args, als, pc) {
  if (name !== 'toString') return NOPE;
  R.l = DL(e, el);
  return ERR_TOSTRING.call(e);
}
// Method calls on these objects (CM0/CMG0; forEach separately): NOPE = not one of theirs.
function specMethod(o, ol, name, args, als, pc) {
  if (isMS(o)) return msMethod(o, ol, name, args, als, pc);
  if (isLI(o)) return liMethod(o, ol, name, args, als, pc);
  if (ZDate !== undefined && o instanceof ZDate) return dateMethod(o, ol, name, args, als, pc);
  if (o instanceof Error) return errMethod(o, ol, name, args, als, pc);
  if (WRP.has(o)) return wrapMethod(o, ol, name, args, als, pc);
  return NOPE;
}
// What decides whether such a call throws (inside a try): the receiver's type (ref label),
// a callback's label and the size for forEach, a Date's value and the arguments.
function specDec(o, m, l, name, args, als) {
  if (isMS(o)) return name === 'forEach' ? J(J(l, m.c), als[0] === undefined ? LIT : als[0]) : l;
  if (ZDate !== undefined && o instanceof ZDate) { l = J(l, m.c); for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i])); return l; }
  if (isLI(o)) return l;
  if (o instanceof Error) return l;
  if (WRP.has(o)) { l = J(l, m.c); for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i])); return l; }
  return undefined;
}
function isSpecial(o) { return isIterObj(o) || (ZDate !== undefined && o instanceof ZDate) || o instanceof Error || WRP.has(o); }
// ==== end of Map, Set, Date, Error subclasses ==========================================
// ---- wrapper objects and the Object/Array constructors (issue 22) -------------------------
// new String(x), new Number(x), new Boolean(x), and Object(p) of a primitive p: a genuine
// wrapper object (typeof 'object', always truthy) the prelude made (WRP maps it to its
// primitive), with a meta record whose structure label c is the primitive's label: x's
// coercion label (deep for an object), or x's reference label for Boolean (the truthiness of
// an object is structural: whether it is one). Every read through it (length, indices,
// valueOf, its string and number methods, coercion by an operator: DL) carries ref ⊔ c; the
// reference to the new object is literal() (⊔ pc in strict mode: newMeta joins the call's pc
// into c). Own read-only properties (a String wrapper's indices and length) refuse writes
// and deletes with a TypeError labelled ref ⊔ key ⊔ c (plain strict code throws too); other
// keys are slots as on any object, except the names its prototype has (protoKey).
const WRP = new WeakMap();
const NSTR = String, NNUM = Number, NBOOL = Boolean;
function wrap(p, l) { const w = Object(p); newMeta(w, l); WRP.set(w, p); return w; }
function newWrap(kind, args, als) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  let p, l = LIT;
  if (kind === 'String') { p = args.length === 0 ? '' : typeof a0 === 'function' ? fnText(a0) : NSTR(a0); if (args.length > 0) l = CV(a0, l0); }
  else if (kind === 'Number') { p = args.length === 0 ? 0 : NNUM(a0); if (args.length > 0) l = CV(a0, l0); }
  else { p = NBOOL(a0); l = l0; }
  R.l = LIT;
  return wrap(p, l);
}
// new Object(x) / Object(x): x itself when it is an object or a function, a new empty object
// when it is null or undefined, else x's wrapper. Which of these the result is depends on x:
// its label is the result's reference label (and a new object's structure).
function newObject(args, als) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  R.l = l0;
  if ((typeof a0 === 'object' && a0 !== null) || typeof a0 === 'function') return a0;
  if (a0 === null || a0 === undefined) return NO(l0);
  return wrap(a0, l0);
}
// new Array(...) / Array(...): one number argument is the length (holes; RangeError when it
// is not an array index, decided by it), one other argument the only element; the argument's
// label is the structure either way (which of the two it is depends on its type). Several
// arguments are the elements, as Array.of.
function newArray(args, als, pc) {
  R.l = LIT;
  if (args.length !== 1) return newArr(args.slice(), als.slice(0, args.length), LIT);
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  if (typeof a0 !== 'number') return newArr([a0], [l0], l0);
  if (a0 !== (a0 >>> 0)) fail('RangeError', 'Invalid array length', l0, pc);
  return newArr(new Array(a0), [], l0);
}
// valueOf of a primitive, and a boolean's toString (issue 22): the value itself, its label
function primMethod(o, ol, name) { R.l = ol; return name === 'valueOf' ? o : NSTR(o); }
function wrapMethod(o, ol, name, args, als, pc) {
  const p = WRP.get(o);
  const l = J(ol, meta(o).c);
  if (name === 'valueOf') { R.l = l; return p; }
  const t = typeof p;
  if (t === 'string' && STR_METHODS.has(name)) return strMethod(p, l, name, args, als, pc);
  if (t === 'number' && NUM_METHODS.has(name)) return numMethod(p, l, name, args, als, pc);
  if (t === 'boolean' && name === 'toString') { R.l = l; return NSTR(p); }
  return NOPE;
}
// a read of a name its prototype has: a builtin method's stand-in (as for the primitive)
function wrapProto(p, key) {
  if (key === 'valueOf') return stub(typeof p === 'string' ? 'String' : typeof p === 'number' ? 'Number' : 'Boolean', Object(p), 'valueOf');
  if (typeof p === 'string' && STR_METHODS.has(key)) return stub('String', String.prototype, key);
  if (typeof p === 'number' && NUM_METHODS.has(key)) return stub('Number', Number.prototype, key);
  if (typeof p === 'boolean' && key === 'toString') return stub('Boolean', Boolean.prototype, key);
  return undefined;
}
// an own property a wrapper cannot change (a String wrapper's indices and length)
function roKey(o, key) {
  if (!WRP.has(o)) return false;
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d !== undefined && (d.writable === false || d.configurable === false);
}
// ---- end wrapper objects ------------------------------------------------------------------
// ---- Array.prototype methods on array-likes (issue 22) ------------------------------------
// Array.prototype.m.call(o, ...args) and .apply(o, args): an array receiver is o.m(...args).
// Any other receiver runs the specification's generic algorithm: o is converted ToObject (a
// string, number or boolean becomes its wrapper, which callbacks receive; null and undefined
// throw a TypeError labelled by o), its length is ToLength(o.length), and index k is present
// when String(k) in o. Labels: base = o's reference ⊔ its structure ⊔ the length read (its
// slot, deep when an object); an element read is a property read (ref ⊔ structure ⊔ slot);
// which indices are visited is the structure as it is at each step (a callback may add or
// delete keys), so callbacks run under pc ⊔ base ⊔ the current structure ⊔ the callback's
// label (⊔ the results before them for some/every/find*), as for arrays. A search's result
// carries base, the arguments and every element it read. Loops walk the present keys of a
// long array-like (past ALIKE_DENSE), never every index below its length (R4); find* visits
// every index, as the specification says, bounded by the instruction budget.
const ALIKE_DENSE = 4096;
const ALIKE_MAX = 9007199254740991;
function canonIdx(k) { const n = Number(k); return k !== '' && Number.isInteger(n) && n >= 0 && NSTR(n) === k ? n : -1; }
// the present index keys of o below len, ascending
function alKeys(o, len) {
  const ks = Object.getOwnPropertyNames(o);
  const out = [];
  for (let j = 0; j < ks.length; j++) { const i = canonIdx(ks[j]); if (i >= 0 && i < len) out.push(i); }
  out.sort(function (x, y) { return x - y; });
  return out;
}
function alHas(o, i) { return NSTR(i) in o; }
function alGet(o, ol, i) { return rdObj(o, ol, NSTR(i), undefined); }
// ToLength(o.length); its label (ref ⊔ structure ⊔ slot, deep for an object) in R.l
function alLen(o, ol) {
  const v = rdObj(o, ol, 'length', undefined);
  const l = CV(v, R.l);
  let n = NNUM(v);
  n = n !== n ? 0 : Math.trunc(n);
  if (n < 0) n = 0; else if (n > ALIKE_MAX) n = ALIKE_MAX;
  R.l = l;
  return n;
}
// A cursor over the present indices, ascending or descending, read live: a short array-like
// tests every index; a long one re-lists its keys when its version changed (a write).
function alCur(o, len, back) { return { o: o, len: len, back: back, i: back ? len : -1, ks: null, v: -1 }; }
function alNext(c) {
  const o = c.o;
  if (c.len <= ALIKE_DENSE) {
    for (;;) {
      c.i += c.back ? -1 : 1;
      if (c.back ? c.i < 0 : c.i >= c.len) return -1;
      if (alHas(o, c.i)) return c.i;
    }
  }
  const m = o[MK];
  const ver = m === undefined ? 0 : m.n;
  if (c.ks === null || ver !== c.v) { c.ks = alKeys(o, c.len); c.v = ver; }
  const ks = c.ks;
  // the first key past c.i (binary search), in the cursor's direction
  let lo = 0, hi = ks.length;
  if (c.back) {
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (ks[mid] < c.i) lo = mid + 1; else hi = mid; }
    if (lo === 0) { c.i = -1; return -1; }
    c.i = ks[lo - 1];
    return c.i;
  }
  while (lo < hi) { const mid = (lo + hi) >>> 1; if (ks[mid] <= c.i) lo = mid + 1; else hi = mid; }
  if (lo === ks.length) { c.i = c.len; return -1; }
  c.i = ks[lo];
  return c.i;
}
// The receiver's label (what a callback runs under): ref ⊔ structure ⊔ the length slot.
function APL(vals, labs) {
  const o = vals[0];
  let l = labs[0] === undefined ? LIT : labs[0];
  if ((typeof o === 'object' || typeof o === 'function') && o !== null) {
    const m = o[MK];
    if (m !== undefined) { l = J(l, m.c); const sl = m.s.length; if (!isArray(o) && sl !== undefined && typeof sl === 'number') l = J(l, sl); }
  }
  return l;
}
function APC(pc, name, args, als, apply) { return drive(APCG(pc, name, args, als, apply)); }
function* APCG(pc, name, args, als, apply) {
  CPC = pc;
  let o = args[0];
  const ol = als[0] === undefined ? LIT : als[0];
  let rest, rl;
  if (apply) {
    rest = []; rl = [];
    const x = args[1], xl = als[1] === undefined ? LIT : als[1];
    if (x === null || x === undefined) rl.n = xl; else SPA(rest, rl, x, xl, pc);
  } else { rest = args.slice(1); rl = als.slice(1); }
  if (als.n !== undefined) rl.n = rl.n === undefined ? als.n : J(rl.n, als.n);
  if (isArray(o)) return yield* CMG(pc, o, ol, name, rest, rl);
  R.xp = pc;
  if (o === null || o === undefined) fail('TypeError', 'Array.prototype.' + name + ' called on null or undefined', ol, pc);
  if (typeof o !== 'object' && typeof o !== 'function') o = wrap(o, ol);
  if (R.td > 0) {
    let l = J(ol, SL(o));
    for (let i = 0; i < rest.length; i++) l = J(l, CV(rest[i], rl[i]));
    if (rl.n !== undefined) l = J(l, rl.n);
    dec(l);
    pc = J(pc, R.tx);
  }
  const f0 = rest[0];
  if (!CB_METHODS.has(name) || typeof f0 !== 'function') {
    const r = yield* alikeG(o, ol, name, rest, rl, pc);
    if (rl.n !== undefined) R.l = J(R.l, rl.n);
    return r;
  }
  // callbacks: every exit pc reaches the caller (as arrCb)
  let xp = R.xp;
  const f = ISG(f0)
    ? function* () { const r = yield* f0.apply(undefined, arguments); xp = J(xp, R.xp); return r; }
    : function () { const r = f0.apply(undefined, arguments); xp = J(xp, R.xp); return r; };
  const fr = rest.slice(1); fr.unshift(f);
  const r = yield* alikeG(o, ol, name, fr, rl, pc);
  if (rl.n !== undefined) R.l = J(R.l, rl.n);
  if (R.td > 0) dec(J(J(pc, ol), SL(o)));
  R.xp = xp;
  return r;
}
function* alikeG(o, ol, name, args, als, pc) {
  const len = alLen(o, ol);
  const base = J(R.l, J(ol, SL(o)));
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  // the label of what decides which indices a step sees: base and the structure now
  const now = function () { return J(base, SL(o)); };
  switch (name) {
    case 'indexOf': case 'lastIndexOf': case 'includes': {
      let l = base;
      for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
      if (len === 0) { R.l = l; return name === 'includes' ? false : -1; }
      const back = name === 'lastIndexOf';
      let k;
      if (back) {
        const n = args.length > 1 ? toIntOr(args[1], 0) : len - 1;
        k = n >= 0 ? Math.min(n, len - 1) : len + n;
        if (k < 0) { R.l = l; return -1; }
      } else {
        const n = toIntOr(args[1], 0);
        if (n >= len) { R.l = l; return name === 'includes' ? false : -1; }
        k = n >= 0 ? n : Math.max(len + n, 0);
      }
      const c = alCur(o, back ? k + 1 : len, back);
      if (!back) c.i = k - 1;
      let seen = 0;
      for (let i = alNext(c); i >= 0; i = alNext(c)) {
        const v = alGet(o, ol, i);
        l = J(l, R.l);
        seen++;
        if (seq(v, a0) || (name === 'includes' && a0 !== a0 && v !== v)) { R.l = l; return name === 'includes' ? true : i; }
      }
      R.l = l;
      // includes reads a missing index as undefined
      if (name === 'includes') return a0 === undefined && seen < len - k;
      return -1;
    }
    case 'join': {
      const sep = a0 === undefined ? ',' : typeof a0 === 'function' ? fnText(a0) : NSTR(a0);
      let l = J(base, a0 === undefined ? LIT : CV(a0, l0));
      const parts = [];
      for (let i = 0; i < len; i++) {
        if (!alHas(o, i)) { parts.push(''); continue; }
        const v = alGet(o, ol, i);
        l = J(l, CV(v, R.l));
        parts.push(v === null || v === undefined ? '' : typeof v === 'function' ? fnText(v) : NSTR(v));
      }
      R.l = l;
      return parts.join(sep);
    }
    case 'slice': {
      const k = relIdx(args[0], len, 0), fin = relIdx(args[1], len, len);
      let l = base;
      for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
      const count = Math.max(fin - k, 0);
      if (count > 4294967295) fail('RangeError', 'Invalid array length', l, pc);
      const vals = [], labs = [];
      vals.length = count;
      const c = alCur(o, fin, false);
      c.i = k - 1;
      for (let i = alNext(c); i >= 0; i = alNext(c)) { vals[i - k] = alGet(o, ol, i); labs[i - k] = R.l; }
      R.l = l;
      return newArr(vals, labs, l);
    }
    case 'map': case 'filter': case 'forEach': case 'some': case 'every':
    case 'find': case 'findIndex': case 'findLast': case 'findLastIndex': case 'reduce': case 'reduceRight': {
      const f = a0, fl = l0;
      if (typeof f !== 'function') notFn(J(base, fl), pc);
      const isg = ISG(f);
      const p = J(J(pc, base), fl);
      if (name === 'find' || name === 'findIndex' || name === 'findLast' || name === 'findLastIndex') {
        const back = name === 'findLast' || name === 'findLastIndex';
        let l = base;
        for (let j = 0; j < len; j++) {
          const i = back ? len - 1 - j : j;
          const has = alHas(o, i);
          const v = has ? alGet(o, ol, i) : undefined;
          const vl = has ? R.l : now();
          const q = J(J(p, SL(o)), l);
          if (R.td > 0) dec(q);
          const t = isg ? yield* f(q, v, vl, i, now(), o, ol) : f(q, v, vl, i, now(), o, ol);
          l = J(J(l, R.l), fl);
          if (t) { R.l = name === 'find' || name === 'findLast' ? J(l, vl) : l; return name === 'find' || name === 'findLast' ? v : i; }
        }
        R.l = l;
        return name === 'find' || name === 'findLast' ? undefined : -1;
      }
      const back = name === 'reduceRight';
      const c = alCur(o, len, back);
      if (name === 'reduce' || name === 'reduceRight') {
        let acc, accl;
        if (args.length >= 2) { acc = args[1]; accl = als[1] === undefined ? LIT : als[1]; }
        else {
          const i0 = alNext(c);
          if (i0 < 0) fail('TypeError', 'reduce of an empty array-like with no initial value', now(), pc);
          acc = alGet(o, ol, i0); accl = J(R.l, now());
        }
        for (let i = alNext(c); i >= 0; i = alNext(c)) {
          const v = alGet(o, ol, i), vl = R.l;
          const q = J(p, SL(o));
          acc = isg ? yield* f(q, acc, accl, v, vl, i, now(), o, ol) : f(q, acc, accl, v, vl, i, now(), o, ol);
          accl = J(R.l, fl);
        }
        R.l = J(accl, now());
        return acc;
      }
      if (name === 'map' && len > 4294967295) fail('RangeError', 'Invalid array length', base, pc);
      const vals = [], labs = [];
      if (name === 'map') vals.length = len;
      let l = base;
      for (let i = alNext(c); i >= 0; i = alNext(c)) {
        const v = alGet(o, ol, i), vl = R.l;
        const q = J(J(p, SL(o)), name === 'some' || name === 'every' ? l : LIT);
        if (R.td > 0 && (name === 'some' || name === 'every')) dec(q);
        const t = isg ? yield* f(q, v, vl, i, now(), o, ol) : f(q, v, vl, i, now(), o, ol);
        if (name === 'map') { vals[i] = t; labs[i] = J(R.l, fl); continue; }
        if (name === 'forEach') continue;
        l = J(J(l, R.l), fl);
        if (name === 'filter') { if (t) { vals.push(v); labs.push(vl); } continue; }
        if (name === 'some' && t) { R.l = J(l, now()); return true; }
        if (name === 'every' && !t) { R.l = J(l, now()); return false; }
      }
      const fin = J(l, now());
      R.l = fin;
      if (name === 'map' || name === 'filter') return newArr(vals, labs, fin);
      if (name === 'forEach') return undefined;
      return name === 'every';
    }
    default:
      notFn(base, pc);
  }
}
// ---- end array-likes ----------------------------------------------------------------------
// ---- the host protocol -------------------------------------------------------------
let MAIN = null;
let GEN = null;
let STATE = 'new';
let CALL_ID = 0;
// Strict mode: the join of every label the run has imported (inputs, the clock, tool results
// and tool errors). Every label in the run is a join of these and the literal label, so IMP
// bounds whatever decided that an uncaught exception left the plan where it did and with the
// message it has: outside a try nothing tracks which earlier operations might have thrown
// (red-team T3, T5), so an error event whose message is not constant carries IMP (see errorEvent).
let IMP = LIT;
function imported(l) { if (l !== IMP) IMP = J(IMP, l); return l; }
let VALUE_ID = 0;
const VIDS = new WeakMap();
function vid(v) {
  if (typeof v === 'object' && v !== null) {
    let id = VIDS.get(v);
    if (id === undefined) { id = 'v' + (++VALUE_ID); VIDS.set(v, id); }
    return id;
  }
  return 'v' + (++VALUE_ID);
}
class NotJson { constructor(what) { this.what = what; } }
// the label an ARG_NOT_JSON error carries (kept off the object: a plan may catch it)
const NJ_L = new WeakMap();
function checkJson(v, depth, seen) {
  if (v === null) return;
  const t = typeof v;
  if (t === 'string' || t === 'boolean') return;
  if (t === 'number') { if (!Number.isFinite(v)) throw new NotJson('a non-finite number'); return; }
  if (t !== 'object') throw new NotJson('a ' + t);
  if (depth > 200) throw new NotJson('a value nested too deeply');
  if (seen.has(v)) throw new NotJson('a cyclic value');
  seen.add(v);
  if (isArray(v)) {
    for (let i = 0; i < v.length; i++) { if (!(i in v)) throw new NotJson('a sparse array'); checkJson(v[i], depth + 1, seen); }
  } else {
    const p = getProto(v);
    if (p !== OBJ_PROTO && p !== null) throw new NotJson('a non-plain object');
    const ks = Object.keys(v);
    for (let i = 0; i < ks.length; i++) checkJson(v[ks[i]], depth + 1, seen);
  }
  seen.delete(v);
}
// Label ids whose description an event already carried: each is described once per run
// (a label id never changes meaning), which saves the host a describe call per new label.
const SHIPPED = new Set();
function ship(out, id) {
  if (!SHIPPED.has(id)) { SHIPPED.add(id); out[id] = adescribe(id); }
}
function shipFlat(out, id) {
  if (!SHIPPED.has(id)) { SHIPPED.add(id); out.push(id, adescribe(id)); }
}
// A call event in the compact array form (QuickJS stringifies arrays about twice as fast as
// objects): ["call", callId, name, pcLabel, [argName, value, label, deepLabel, valueId, ...],
// [labelId, description, ...]] and, in strict mode, importedLabel (IMP at the call).
// True while suspended at a call whose result the plan discards (see step).
let DISCARD = false;
function EXT(pc, name, o, ol, discard) {
  CPC = pc;
  DISCARD = discard === true;
  // inside a try, the call happens only because nothing before it threw
  if (R.td > 0) pc = J(pc, R.tx);
  const m = meta(o);
  const base = J(ol, m.c);
  const ks = Object.keys(o);
  const args = [];
  const labels = [];
  const seen = new Set();
  // what decides whether (and how) an argument is not JSON: its deep label, and the arguments
  // checked before it (red team T1: the error's message names the kind of the value)
  let nj = pc;
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    const v = o[k];
    const l = J(base, slotOf(m, k));
    const dl = DL(v, l);
    nj = J(nj, dl);
    // an argument that is not JSON throws inside the plan (ARG_NOT_JSON)
    if (R.td > 0) dec(dl);
    try { checkJson(v, 0, seen); } catch (e) { if (e instanceof NotJson) NJ_L.set(e, nj); throw e; }
    shipFlat(labels, dl);
    args.push(k, v, l, dl, vid(v));
  }
  shipFlat(labels, pc);
  if (!STRICT) return ['call', ++CALL_ID, name, pc, args, labels];
  // strict mode: IMP too, the label of what the host may say about the call without naming
  // what a branch chose (a denial's witness: red team T6)
  shipFlat(labels, IMP);
  return ['call', ++CALL_ID, name, pc, args, labels, IMP];
}
// Error events whose message depends on what the plan computed (not a constant of the sandbox).
const DATA_ERRORS = new Set(['PLAN_THREW', 'ARG_NOT_JSON', 'RESULT_NOT_JSON']);
function errorEvent(code, message, label) {
  STATE = 'done';
  if (STRICT && DATA_ERRORS.has(code) && label !== IMP) label = J(label, IMP);
  return JSON.stringify({ kind: 'error', code: code, message: message, label: label });
}
function messageOf(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null && typeof v.message === 'string') return v.message;
  try { preWalk(v); const s = JSON.stringify(v); return typeof s === 'string' ? s : String(v); } catch (e) { if (isFatal(e)) throw e; return 'unserialisable value'; }
}
function install(factory, strict) {
  if (MAIN !== null) throw new Error('a plan is already installed');
  STRICT = strict === true;
  MAIN = factory(R);
}
function begin(inputsJson, clockJson) {
  if (MAIN === null || STATE !== 'new') throw new Error('begin called out of order');
  // the host's clock for the run (new Date(), Date.now()): {"now": <epoch ms>[, "label": <descriptor>]}
  if (typeof clockJson === 'string') {
    const ck = JSON.parse(clockJson);
    if (ck === null || typeof ck !== 'object' || typeof ck.now !== 'number' || !Number.isFinite(ck.now)) throw new Error('invalid clock');
    NOW = ck.now;
    NOWL = ck.label === undefined ? LIT : imported(aintern(ck.label));
  }
  const raw = JSON.parse(inputsJson);
  // The parsed object itself becomes the inputs: its keys are own data properties, so an
  // input named __proto__ is replaced in place like any other (assigning it on a fresh
  // object would set the prototype instead).
  const inputs = raw !== null && typeof raw === 'object' && !isArray(raw) ? raw : {};
  const m = newMeta(inputs, LIT);
  {
    const ks = Object.keys(inputs);
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i];
      const e = inputs[k];
      const l = imported(aintern(e.label));
      inputs[k] = importValue(e.value, l);
      m.s[k] = l;
    }
    // an input named toString/valueOf is data too (imported coercion keys)
    if (hasOwn.call(inputs, 'toString') || hasOwn.call(inputs, 'valueOf')) Object.defineProperty(inputs, Symbol.toPrimitive, PRIM_DESC);
  }
  GEN = MAIN(LIT, inputs, LIT);
  STATE = 'ready';
}
function finish(r) {
  if (r.done) {
    STATE = 'done';
    const v = r.value === undefined ? null : r.value;
    const l = R.l;
    try { checkJson(v, 0, new Set()); } catch (e) {
      // the message names the kind of the offending value, anywhere inside the result: the
      // result's deep label decides it (red team T2)
      if (e instanceof NotJson) return errorEvent('RESULT_NOT_JSON', 'the plan result is ' + e.what, DL(v, l));
      throw e;
    }
    const dl = DL(v, l);
    const labels = {};
    ship(labels, dl);
    return JSON.stringify({ kind: 'done', value: v, label: l, deepLabel: dl, labels: labels });
  }
  STATE = 'suspended';
  return JSON.stringify(r.value);
}
function failed(e) {
  if (e instanceof SandboxFault) { STATE = 'done'; throw new Error('sandbox fault: ' + e.m); }
  if (e instanceof Implicit) { STATE = 'done'; return errorEvent('IMPLICIT_FLOW', 'a write under a raised control context to a lower-labelled variable or container', e.l); }
  if (e instanceof Thrown) return errorEvent('PLAN_THREW', messageOf(e.v), DL(e.v, J(e.l, e.p)));
  if (e instanceof NotJson) return errorEvent('ARG_NOT_JSON', 'an external call argument is ' + e.what, NJ_L.has(e) ? NJ_L.get(e) : LIT);
  if (isInternal(e)) { STATE = 'done'; throw e; }
  if (e === null) return errorEvent('PLAN_THREW', 'out of memory', LIT);
  const msg = typeof e === 'object' && e !== null && typeof e.message === 'string' ? e.message : 'error';
  const l = typeof e === 'object' && e !== null && e[MK] !== undefined ? DL(e, LIT) : LIT;
  return errorEvent('PLAN_THREW', msg, l);
}
function step(resumeJson) {
  if (STATE === 'done') return errorEvent('PLAN_FINISHED', 'the plan has already finished', LIT);
  if (STATE === 'new') return errorEvent('PLAN_NOT_STARTED', 'begin was not called', LIT);
  let r;
  try {
    if (STATE === 'ready') {
      if (resumeJson !== null) return errorEvent('RESUME_UNEXPECTED', 'the first step takes no result', LIT);
      r = GEN.next();
    } else {
      if (typeof resumeJson !== 'string') return errorEvent('RESUME_INVALID', 'a suspended plan needs a result', LIT);
      let res;
      // a host result that is not JSON (the host's valueJson text) is the host's error
      try { res = JSON.parse(resumeJson); } catch (e) { if (e instanceof SyntaxError) return errorEvent('RESUME_INVALID', 'a result must be JSON', LIT); throw e; }
      if (res === null || typeof res !== 'object' || !('label' in res)) return errorEvent('RESUME_INVALID', 'a result needs a label', LIT);
      const threw = res.error !== undefined && res.error !== null;
      if (DISCARD && !threw && R.td === 0) {
        // The statement throws the result away: nothing can read its value or label, so
        // neither is imported (saves interning a fresh label per call). Errors still throw.
        R.l = LIT;
        r = GEN.next(null);
      } else if (threw) {
        const l = imported(aintern(res.label));
        // inside a try, whether the call threw decides what runs next
        dec(l);
        const err = new Error(typeof res.error.message === 'string' ? res.error.message : 'tool failed');
        const em = newMeta(err, l);
        em.s.message = l;
        if (typeof res.error.code === 'string') { err.code = res.error.code; em.s.code = l; }
        r = GEN.throw(new Thrown(err, l, l));
      } else {
        const l = imported(aintern(res.label));
        // inside a try, the code after the call runs only because the tool did not fail
        dec(l);
        const v = importValue(res.value === undefined ? null : res.value, l);
        const slots = res.slots;
        if (isArray(slots)) {
          for (let i = 0; i < slots.length; i++) {
            const s = slots[i];
            if (s === null || typeof s !== 'object' || !isArray(s.path) || s.path.length === 0) return errorEvent('RESUME_INVALID', 'a slot needs a non-empty path', LIT);
            applySlot(v, s.path, 0, imported(aintern(s.label)));
          }
        }
        R.l = l;
        r = GEN.next(v);
      }
    }
  } catch (e) {
    return failed(e);
  }
  return finish(r);
}
function describe(id) { return JSON.stringify(adescribe(id)); }
Object.assign(R, { G: G, GK: GK, S: S, SK: SK, DEL: DEL, IN: IN, MO: MO, MA: MA, NO: NO, NA: NA,
  OP: OP, OS: OS, AP: AP, AS: AS, ITER: ITER, EL: EL, KEYS: KEYS, CALL: CALL, CALLG: CALLG,
  ISG: ISG, CM: CM, CMG: CMG, BI: BI, THROW: THROW, CAUGHT: CAUGHT, REST: REST, RESTA: RESTA,
  RESTO: RESTO, DESTR: DESTR, PSRC: PSRC, NN: NN, EXT: EXT, CV: CV, DL: DL, SPA: SPA, PUSH: PUSH, HASK: HASK, SL: SL, FATAL: isFatal, EXC: EXC, RAISE: RAISE, TIN: TIN, TOUT: TOUT, MK: MK,
  UV: UV, UO: UO, NV: NV, TDZ: TDZ, TXE: TXE, NX: NX, RX: RX, CTOR: CTOR, NEW: NEW, NEWG: NEWG, WS: WS,
  APC: APC, APCG: APCG, APL: APL });
globalThis.__zr = Object.freeze({ install: install, begin: begin, step: step, describe: describe });
})();
`;
