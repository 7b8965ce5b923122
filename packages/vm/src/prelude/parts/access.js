// @ts-check
/**
 * The prelude, part 3 of 16: reads and writes of properties (G, GK, S, SK, DEL, IN).
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
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
  if (m.p !== undefined) {
    // a vouched key of an object whose keys are data (keySet): its own presence only
    const c = pres(m, key);
    if (c !== m.c) base = kl === undefined ? J(ol, c) : J(J(ol, c), kl);
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
  nsuO(m, pc === undefined ? ol : J(ol, pc));
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
  nsuO(m, pc === undefined ? ol : J(ol, pc));
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
    // biome-ignore lint/complexity/useOptionalChain: fnInfo is null or an info record
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
