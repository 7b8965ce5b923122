// @ts-check
/**
 * The prelude, part 7 of 16: long arrays and the Array.prototype methods.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
// biome-ignore lint/suspicious/noShadowRestrictedNames: the replacement's name is toString, as the native one
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
    case 'fill': return arrFill(a, al, m, args, als, pc, a0, l0);
    case 'copyWithin': return arrCopyWithin(a, al, m, args, als, pc);
    case 'hasOwnProperty': return IN(a0, l0, a, al, true);
    case 'flat': return arrFlat(a, base, args, a0, l0);
    default:
      notFn(base, pc);
  }
}
// a.fill(v, start, end): the written slots carry v's label and the write's
function arrFill(a, al, m, args, als, pc, a0, l0) {
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
// a.copyWithin(target, start, end)
function arrCopyWithin(a, al, m, args, als, pc) {
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
// a.flat(depth): a new array of the leaves, each with the labels of the arrays above it
function arrFlat(a, base, args, a0, l0) {
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
