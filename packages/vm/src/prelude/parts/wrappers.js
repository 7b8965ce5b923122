// @ts-check
/**
 * The prelude, part 15 of 16: wrapper objects, the Object and Array constructors, Array.prototype methods on array-likes.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
    // @ts-expect-error: an argument label list carries its count label in n
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
