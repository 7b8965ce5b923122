// @ts-check
/**
 * The prelude, part 13 of 16: Map, Set and their iterators.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
  // @ts-expect-error: the size accessor of Map.prototype has a getter
  size: Object.getOwnPropertyDescriptor(Map.prototype, 'size').get };
const SETP = { has: Set.prototype.has, add: Set.prototype.add, del: Set.prototype.delete,
  clear: Set.prototype.clear, values: Set.prototype.values,
  // @ts-expect-error: the size accessor of Set.prototype has a getter
  size: Object.getOwnPropertyDescriptor(Set.prototype, 'size').get };
const MITN = getProto(new NMap().entries()).next;
const SITN = getProto(new NSet().values()).next;
// What m.keys() / s.values() / ... return: an iterator object whose state (the native
// iterator, its source, what it yields) lives in its meta record; advancing it is a write.
// @ts-expect-error: the prelude's own iterator class, not the lib's MapIterator type
class MapIterator {}
// @ts-expect-error: the prelude's own iterator class, not the lib's SetIterator type
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
// @ts-expect-error: MAPP.size and SETP.size are the getters read above
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
