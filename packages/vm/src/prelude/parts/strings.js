// @ts-check
/**
 * The prelude, part 6 of 16: work accounting, long string searches, native exceptions, string and number methods.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual exec loop
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
  // @ts-expect-error: name is one of STR_METHODS, a String.prototype method
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
function mwl(m, ol, pc, ref) { nsuO(m, J(ref === undefined ? ol : ref, pc)); return wlab(ol, pc); }
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
