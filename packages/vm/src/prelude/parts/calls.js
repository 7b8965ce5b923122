// @ts-check
/**
 * The prelude, part 5 of 16: construction of literals, iteration, calls of plan functions.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
const STR_METHODS = new Set(BUILD.STRING_METHODS);
const NUM_METHODS = new Set(BUILD.NUMBER_METHODS);
const CB_METHODS = new Set(BUILD.ARRAY_CALLBACK_METHODS);
const ARR_GROW = new Set(['push', 'unshift', 'splice', 'concat']);
const ARR_ALL = new Set(BUILD.ARRAY_ALL_METHODS);
function argsLabel(l, args, als) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (typeof a === 'function') fail('TypeError', 'functions cannot be passed to this method', l);
    if (typeof a === 'object' && a !== null && isArray(a) === false && getProto(a) !== OBJ_PROTO && getProto(a) !== null && !WRP.has(a)) fail('TypeError', 'unsupported argument', l);
    l = J(l, CV(a, als[i]));
  }
  return l;
}
