// @ts-check
/**
 * The prelude, part 4 of 16: the property model: descriptors, define, freeze/seal, Object.create.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
  // @ts-expect-error: every own name has a descriptor
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
    // biome-ignore lint/complexity/useOptionalChain: fnInfo is null or an info record
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
  nsuO(m, J(ol, pc));
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
  nsuO(m, J(ol, pc));
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
