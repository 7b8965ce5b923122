// @ts-check
/**
 * The prelude, part 1 of 16: the label algebra, joins, the context registers (R), strict mode's upgrades and the containers' meta records.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
    // @ts-expect-error: an object thrown by the algebra is read for its message
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
// biome-ignore lint/style/useConst: install (protocol.js) sets it
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
// biome-ignore lint/style/useConst: builtins and external calls set it
let CPC = LIT;
function covers(c, pc) { return pc === LIT || c === pc || J(c, pc) === c; }
function nsu(c, pc) { if (STRICT && pc !== undefined && !covers(c, pc)) throw new Implicit(J(c, pc)); }
// The same for a write to the container of meta record m: a key set's vouched presences
// (imports.js keySet) are part of its structure, so a write they do not cover is refused too,
// or a run that wrote (and so dropped them) and one that did not would read them differently.
function nsuO(m, pc) {
  nsu(m.c, pc);
  if (STRICT && m.p !== undefined && pc !== undefined && m.n === m.pn && m.c === m.pc) {
    for (const k in m.p) { const q = m.p[k]; if (!covers(q, pc)) throw new Implicit(J(q, pc)); }
  }
}
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
  // a key set's vouched presences (imports.js keySet) do not survive an upgrade: the branch
  // may write the object, so every read of it carries the raised structure (red team X1)
  if (i === path.length) { m.p = undefined; if (covers(m.c, before) && m.c !== after) m.c = J(m.c, after); return; }
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
  // @ts-expect-error: ToUint32 of a canonical index string
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
