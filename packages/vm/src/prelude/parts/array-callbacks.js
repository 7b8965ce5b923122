// @ts-check
/**
 * The prelude, part 8 of 16: holes, the callback methods of arrays, sort.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
