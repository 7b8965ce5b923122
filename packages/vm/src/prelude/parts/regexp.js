// @ts-check
/**
 * The prelude, part 10 of 16: regular expressions.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
  // @ts-expect-error: a match array carries index, input and groups
  a.index = i;
  // @ts-expect-error: a match array carries index, input and groups
  a.input = s;
  // @ts-expect-error: a match array carries index, input and groups
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
  // @ts-expect-error: rxThrow throws, so r is set here
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
  // @ts-expect-error: rxThrow throws, so p is a string here
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
      // @ts-expect-error: the native split takes its arguments as the plan passed them
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
