// @ts-check
/**
 * The prelude, part 11 of 16: imported values (lazy labels), the builtin namespaces (ENTRY, BI), spreads.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
// ---- builtins (namespaces) ---------------------------------------------------------
// ---- imported coercion keys (red team F1) ------------------------------------------
// Plans cannot create own toString/valueOf keys (BLOCKED), but host JSON (inputs, tool
// results, JSON.parse) can. A non-callable one makes the engine's ToPrimitive throw a
// TypeError at any coercion ('' + o, o < 1, a template, new Error(o), a sort, a computed
// key, ...), which a try would turn into an unlabelled bit. So such an imported object gets
// an own, non-enumerable Symbol.toPrimitive (symbol keys are invisible to Object.keys, JSON,
// for-in and plans) that coerces it as an ordinary object: '[object Object]', whatever the
// hint. The keys stay data (Object.keys, JSON.stringify, a tool argument see them unchanged);
// coercion never consults them, so it never throws.
function plainPrim() { return '[object Object]'; }
const PRIM_DESC = { value: plainPrim, writable: false, enumerable: false, configurable: true };
// ---- end of imported coercion keys ---------------------------------------------------
// ---- lazy labels for imported values (issue 23) ---------------------------------------
// An imported value (a tool result, an input, JSON.parse) carries one label l on every
// container and slot in it. Eagerly (importEager, the reference model the tests compare
// with) that is a meta record per container and a slot label per key: a walk that costs
// QuickJS as much again as parsing the value. Lazily, only the root gets a meta record,
// marked a: null (neither object nor array, so no fast path takes it), with shared frozen
// empty slot tables (an absent slot reads as the structure label c, which is l or above
// it), z = l and zc = its structure label at import. A container is expanded, exactly as
// importEager would have left it, when code first needs its slots or its children (meta,
// mk): every slot gets z, and each child container a lazy record of its own (zc, z). Until
// then nothing below it has a record, and nothing below it can be reached but through it:
// every path that hands out or walks a container's children asks meta(o) or mk(o) first,
// and DL joins a lazy container's c without descending (everything below it carries zc or
// z, both below c). test/sandbox/lazy-labels.test.ts compares both models.
const LAZY = true;
const LZO = Object.freeze(Object.create(null));
// @ts-expect-error: an empty frozen array, typed as any array
const LZA = Object.freeze([]);
function impC(l) { return STRICT && CPC !== LIT ? J(l, CPC) : l; }
function lazyMeta(v, l, c) {
  const arr = isArray(v);
  v[MK] = { c: c, s: arr ? LZA : LZO, n: 0, a: null, z: l, zc: c };
  if (!arr && (hasOwn.call(v, 'toString') || hasOwn.call(v, 'valueOf'))) Object.defineProperty(v, Symbol.toPrimitive, PRIM_DESC);
}
function expand(o, m) {
  const l = m.z, c = m.zc;
  if (isArray(o)) {
    const s = [];
    for (let i = 0; i < o.length; i++) { s.push(l); const x = o[i]; if (typeof x === 'object' && x !== null && x[MK] === undefined) lazyMeta(x, l, c); }
    m.s = s; m.a = true;
  } else {
    const s = Object.create(null);
    const ks = Object.keys(o);
    for (let i = 0; i < ks.length; i++) { const k = ks[i]; s[k] = l; const x = o[k]; if (typeof x === 'object' && x !== null && x[MK] === undefined) lazyMeta(x, l, c); }
    m.s = s; m.a = false;
  }
}
// The meta record of o, expanded; undefined when o has none.
function mk(o) {
  const m = o[MK];
  if (m !== undefined && m.a === null) expand(o, m);
  return m;
}
function importValue(v, l) {
  if (typeof v !== 'object' || v === null) return v;
  if (!LAZY) return importEager(v, l);
  lazyMeta(v, l, impC(l));
  return v;
}
function importEager(v, l) {
  if (typeof v !== 'object' || v === null) return v;
  newMeta(v, l);
  const m = v[MK];
  if (isArray(v)) { for (let i = 0; i < v.length; i++) { m.s[i] = l; importEager(v[i], l); } }
  else {
    const ks = Object.keys(v);
    for (let i = 0; i < ks.length; i++) { m.s[ks[i]] = l; importEager(v[ks[i]], l); }
    if (hasOwn.call(v, 'toString') || hasOwn.call(v, 'valueOf')) Object.defineProperty(v, Symbol.toPrimitive, PRIM_DESC);
  }
  return v;
}
// A slot's label replaces every label at and below it (host result slots, applied before the
// plan sees the value).
function relabel(v, l) {
  if (!LAZY) return importEager(v, l);
  if (typeof v !== 'object' || v === null) return;
  const old = v[MK];
  lazyMeta(v, l, impC(l));
  if (old !== undefined && old.a !== null) {
    // expanded already (an earlier slot's path went through it): its children have records
    const xs = isArray(v) ? v : Object.values(v);
    for (let i = 0; i < xs.length; i++) relabel(xs[i], l);
  }
}
// ---- end of lazy labels ------------------------------------------------------------------
function applySlot(v, path, i, l, ks) {
  if (typeof v !== 'object' || v === null) return;
  const m = meta(v);
  const seg = path[i];
  const last = i === path.length - 1;
  const keys = seg === '*' ? (isArray(v) ? v.map(function (_, j) { return j; }) : Object.keys(v)) : [isArray(v) ? idx(seg) : String(seg)];
  for (let j = 0; j < keys.length; j++) {
    const k = keys[j];
    // @ts-expect-error: an array index here is a number (the path of applySlot)
    if (isArray(v) ? (k < 0 || k >= v.length) : !hasOwn.call(v, k)) continue;
    if (last) { m.s[k] = l; relabel(v[k], l); if (ks !== undefined) keySet(v[k], ks); }
    else applySlot(v[k], path, i + 1, l, ks);
  }
}
// ---- key sets (red team V6) ----------------------------------------------------------------
// A host slot may say that the keys of a plain object are data (ks.l: a header map, a mail
// whose field names the sender chose) while some of its keys are on the way to a field the
// adapter vouches for (ks.v). The object's structure c then joins ks.l, so its keys, size,
// `in`, absent keys, iteration and JSON carry it; a read of a present vouched key keeps the
// structure the object had (p[k], the adapter's), so the vouched field still reads as vouched.
// p is valid only at the version and the structure it was made at (pn, pc): the plan's first
// write to the object (every write bumps n) or any raise of its structure makes every read
// carry the whole structure again, and a branch's upgrade of the object (upo) drops p. Such an object's
// record is marked a: 0 (expanded, but neither false nor true nor null), so no fast path (the
// compiler's inline read, G, the write fast path) takes it: they read c alone.
function keySet(o, ks) {
  if (typeof o !== 'object' || o === null || isArray(o)) return;
  const m = meta(o);
  const c = m.c;
  const p = Object.create(null);
  for (let i = 0; i < ks.v.length; i++) { const k = ks.v[i]; if (typeof k === 'string' && hasOwn.call(o, k)) p[k] = c; }
  m.c = J(c, ks.l);
  m.p = p;
  m.pn = m.n;
  m.pc = m.c;
  m.a = 0;
}
// The structure a read of o's present own key k carries: p[k] while valid, else c.
function pres(m, k) {
  const q = m.p !== undefined && m.n === m.pn && m.c === m.pc ? m.p[k] : undefined;
  return q === undefined ? m.c : q;
}
function ENTRY(f, args, als, pc) {
  const a0 = args[0], l0 = als[0] === undefined ? LIT : als[0];
  const EC = ERR_CTORS[f];
  if (EC !== undefined) return newError(EC, args, als, pc);
  const PM = PROPM[f];
  if (PM !== undefined) return PM(args, als, pc);
  switch (f) {
    case 'new Map': return newMS(true, args, als, pc);
    case 'new Set': return newMS(false, args, als, pc);
    case 'new Date': return newDate(args, als, pc);
    case 'new String': case 'new Number': case 'new Boolean': return newWrap(f.slice(4), args, als);
    case 'new Object': case 'Object': return newObject(args, als);
    case 'new Array': case 'Array': return newArray(args, als, pc);
    case 'Date': { if (ZDate === undefined) noDate(pc); const t = clockNow(pc); R.l = NOWL; return ZDP.toString.call(new ZDate(t)); }
    case 'Date.now': { if (ZDate === undefined) noDate(pc); const t = clockNow(pc); R.l = NOWL; return t; }
    case 'Object.keys': case 'Object.values': case 'Object.entries': {
      if ((typeof a0 !== 'object' && typeof a0 !== 'function') || a0 === null) {
        if (a0 === null || a0 === undefined) fail('TypeError', 'cannot convert null or undefined to object', l0, pc);
        R.l = l0; return newArr(Object[f.slice(7)](a0), [], l0);
      }
      const m = meta(a0);
      const base = J(l0, m.c);
      const ks = Object.keys(a0);
      const labs = [];
      const vals = [];
      for (let i = 0; i < ks.length; i++) {
        const k = ks[i];
        const sl = J(base, slotOf(m, isArray(a0) ? idx(k) : k));
        if (f === 'Object.keys') { vals.push(k); labs.push(base); }
        else if (f === 'Object.values') { vals.push(a0[k]); labs.push(sl); }
        else { vals.push(newArr([k, a0[k]], [base, sl], base)); labs.push(base); }
      }
      R.l = base;
      return newArr(vals, labs, base);
    }
    case 'Object.assign': return objAssign(f, args, als, pc, a0, l0);
    case 'Object.fromEntries': {
      if (typeof a0 === 'object' && a0 !== null && isIterObj(a0)) return ENTRY(f, [drain(a0, l0, pc)], [l0], pc);
      if (!isArray(a0)) fail('TypeError', 'Object.fromEntries needs an array', l0, pc);
      const m = meta(a0);
      const base = J(l0, m.c);
      const o = NO(base);
      for (let i = 0; i < a0.length; i++) {
        const e = a0[i];
        const el = J(base, slotOf(m, i));
        if (!isArray(e) && !WRP.has(e)) fail('TypeError', 'entries must be arrays', el, pc);
        const em = meta(e);
        const eb = J(el, em.c);
        OP(o, e[0], J(eb, slotOf(em, 0)), e[1], J(eb, slotOf(em, 1)));
      }
      R.l = base;
      return o;
    }
    case 'Object.hasOwn': {
      const r = IN(args[1], als[1], a0, l0, true);
      // a deleted name or length is inherited, not own (IN labelled it: ref ⊔ key ⊔ structure)
      if (typeof a0 === 'function' && (args[1] === 'name' || args[1] === 'length') && fnGone(a0, args[1])) return false;
      return r;
    }
    case 'Array.isArray': R.l = l0; return isArray(a0);
    case 'String':
      // a function shows its plan source text (fnText), as plain JavaScript does
      if (typeof a0 === 'function') { R.l = l0; return fnText(a0); }
      return ENTRY('$String', args, als, pc);
    case 'Array.from': {
      if (args.length > 1 && args[1] !== undefined) {
        // Array.from(x, f) (issue 22): the array Array.from(x) gives, mapped through the plan
        // callback f(value, index) as map does (the result's structure = the source's)
        const f = args[1], fl = als[1] === undefined ? LIT : als[1];
        if (typeof f !== 'function') fail('TypeError', 'Array.from: the mapping argument is not a function', J(l0, fl), pc);
        const src = ENTRY('Array.from', [a0], [l0], pc);
        return drive(fromMapG(src, R.l, f, fl, pc));
      }
      if (typeof a0 === 'object' && a0 !== null && !isArray(a0) && !isIterObj(a0) && (getProto(a0) === OBJ_PROTO || getProto(a0) === null)) return fromLike(a0, l0);
      if (a0 === null || a0 === undefined) fail('TypeError', 'Array.from needs an array, a string or an array-like', l0, pc);
      if (typeof a0 === 'number' || typeof a0 === 'boolean') { R.l = l0; return newArr([], [], l0); }
      if (typeof a0 === 'string') { const a = Array.from(a0); R.l = l0; return newArr(a, [], l0); }
      if (typeof a0 === 'object' && a0 !== null && isIterObj(a0)) { const a = drain(a0, l0, pc); R.l = J(l0, a[MK].c); return a; }
      if (!isArray(a0)) fail('TypeError', 'Array.from needs an array or a string', l0, pc);
      const m = meta(a0);
      const base = J(l0, m.c);
      const labs = [];
      for (let i = 0; i < a0.length; i++) labs.push(slotOf(m, i));
      R.l = base;
      // holes become undefined (a hole's label is the structure label, in base)
      return newArr(isBig(a0) ? denseJS(a0) : Array.from(a0), labs, base);
    }
    case 'Array.of': { R.l = LIT; return newArr(args.slice(), als.slice(), LIT); }
    case 'JSON.stringify': return jsonStringify(args, als, pc, a0, l0);
    case 'JSON.parse': {
      if (args.length > 1) fail('TypeError', 'JSON.parse reviver is not supported', l0, pc);
      const l = CV(a0, l0);
      let v;
      try { v = JSON.parse(a0); } catch (e) { if (isFatal(e)) throw e; const err = new SyntaxError('invalid JSON'); newMeta(err, l); throw new Thrown(err, l, J(pc, l)); }
      R.l = l;
      return importValue(v, l);
    }
    case 'RegExp': case 'new RegExp': return rxCtor(f === 'new RegExp', args, als, pc);
    default: {
      let l = LIT;
      for (let i = 0; i < args.length; i++) {
        if (typeof args[i] === 'function') fail('TypeError', 'functions cannot be passed here', l, pc);
        l = J(l, CV(args[i], als[i]));
      }
      const fn = PURE[f === '$String' ? 'String' : f];
      if (fn === undefined) fail('TypeError', 'unknown builtin', l, pc);
      R.l = l;
      try { return fn.apply(undefined, args); } catch (e) { throw natErr(e, l, pc); }
    }
  }
}
// Object.assign(target, ...sources)
function objAssign(f, args, als, pc, a0, l0) {
  // a primitive target is its wrapper (ToObject), labelled by it: which object the
  // result is, and its structure, depend on the primitive (issue 22)
  if (typeof a0 === 'string' || typeof a0 === 'number' || typeof a0 === 'boolean') {
    return ENTRY(f, [wrap(a0, l0)].concat(args.slice(1)), [l0].concat(als.slice(1)), pc);
  }
  if (typeof a0 !== 'object' || a0 === null) fail('TypeError', 'Object.assign target must be an object', l0, pc);
  if (RXS.has(a0)) fail('TypeError', 'Object.assign cannot write a regular expression', J(l0, a0[MK].c), pc);
  const m = meta(a0);
  // checked before the version moves: nsuO checks a key set's presences only at their version
  const w = mwl(m, l0, pc);
  m.n++;
  if (m.x === true && isArray(a0)) arrFixed(a0, m, l0, 'fill', pc);
  for (let j = 1; j < args.length; j++) {
    const src = args[j];
    // whether the source is an object decides which keys the target gets (red team F5)
    const sl0 = J(als[j] === undefined ? LIT : als[j], w);
    if (m.c !== sl0) m.c = J(m.c, sl0);
    // a string source is its wrapper: its characters are index keys (issue 22)
    if (typeof src === 'string' && src.length > 0) { ENTRY(f, [a0, wrap(src, als[j] === undefined ? LIT : als[j])], [l0, als[j]], pc); continue; }
    if (typeof src !== 'object' || src === null) continue;
    const sm = meta(src);
    const base = J(J(als[j], sm.c), w);
    // which of the target's keys get written (or added, or holes filled) depends on the
    // source's structure: it reaches the target's structure, as a spread's does
    if (m.c !== base) m.c = J(m.c, base);
    const ks = Object.keys(src);
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i];
      if (BLOCKED.has(k)) fail('TypeError', 'this property name is not allowed', base, pc);
      if (isArray(a0)) { const ix = idx(k); if (ix < 0) fail('TypeError', 'only index writes are allowed on arrays', base, pc); a0[ix] = src[k]; m.s[ix] = J(base, slotOf(sm, isArray(src) ? idx(k) : k)); continue; }
      if (m.x === true) putChk(a0, m, k, base, pc);
      if (roKey(a0, k)) fail('TypeError', 'cannot assign to a read-only property', J(base, m.c), pc);
      if (hasOwn.call(a0, k)) a0[k] = src[k]; else { protoKey(a0, k, base, pc); putNew(a0, k, src[k]); }
      m.s[k] = J(base, slotOf(sm, isArray(src) ? idx(k) : k));
    }
  }
  R.l = l0;
  return a0;
}
// JSON.stringify(value[, replacer array[, space]])
function jsonStringify(args, als, pc, a0, l0) {
  // a replacer array (the keys to keep, issue 22) is read whole: its deep label joins in;
  // a replacer function would be a plan callback run natively: refused
  const rep = args.length > 1 && isArray(args[1]) ? args[1] : null;
  if (args.length > 1 && args[1] !== null && args[1] !== undefined && rep === null) fail('TypeError', 'JSON.stringify with a replacer function is not supported', J(l0, als[1]), pc);
  DL_BIG = false;
  let l = DL(a0, l0);
  const walk = DL_BIG;
  if (rep !== null) {
    for (let i = 0; i < rep.length; i++) { const x = rep[i]; if (typeof x === 'object' && x !== null) fail('TypeError', 'a JSON.stringify replacer array holds strings and numbers', DL(rep, als[1]), pc); }
    l = J(l, DL(rep, als[1]));
  }
  if (args.length > 2) l = J(l, CV(args[2], als[2]));
  R.l = l;
  if (walk) preWalk(a0);
  // a cycle is a native TypeError whose text the value decided (red team T3)
  try { return JSON.stringify(a0, rep, args[2]); } catch (e) { throw natErr(e, l, pc); }
}
const PURE = Object.create(null);
(function () {
  const math = ['abs', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'ceil', 'cos', 'cosh', 'exp', 'expm1', 'floor', 'fround', 'hypot', 'imul', 'log', 'log10', 'log1p', 'log2', 'max', 'min', 'pow', 'round', 'sign', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'trunc', 'clz32'];
  for (let i = 0; i < math.length; i++) PURE['Math.' + math[i]] = Math[math[i]];
  PURE['Number.isInteger'] = Number.isInteger;
  PURE['Number.isFinite'] = Number.isFinite;
  PURE['Number.isNaN'] = Number.isNaN;
  PURE['Number.isSafeInteger'] = Number.isSafeInteger;
  PURE['Number.parseFloat'] = Number.parseFloat;
  PURE['Number.parseInt'] = Number.parseInt;
  PURE['String.fromCharCode'] = String.fromCharCode;
  PURE['String.fromCodePoint'] = String.fromCodePoint;
  PURE['Number'] = function (x) { return arguments.length === 0 ? 0 : Number(x); };
  PURE['String'] = function (x) { return arguments.length === 0 ? '' : String(x); };
  PURE['Boolean'] = function (x) { return Boolean(x); };
  PURE['parseInt'] = parseInt;
  PURE['parseFloat'] = parseFloat;
  PURE['isNaN'] = isNaN;
  PURE['isFinite'] = isFinite;
})();
// Spreads x into a call's argument lists. How many arguments there are depends on x's
// structure: labs.n collects that label (read by calls, builtins and methods).
function SPA(vals, labs, x, xl, pc) {
  if (R.td > 0) dec(xl);
  if (typeof x === 'string') {
    labs.n = labs.n === undefined ? xl : J(labs.n, xl);
    for (const ch of x) { vals.push(ch); labs.push(xl); }
    return;
  }
  if (typeof x === 'object' && x !== null && isIterObj(x)) x = drain(x, xl, pc);
  if (!isArray(x)) fail('TypeError', 'only arrays and strings can be spread', xl, pc);
  const m = meta(x);
  const base = J(xl, m.c);
  labs.n = labs.n === undefined ? base : J(labs.n, base);
  for (let i = 0; i < x.length; i++) { vals.push(x[i]); labs.push(J(base, slotOf(m, i))); }
}
// A builtin or method called with spread arguments: the argument count reaches the receiver's
// structure (a push of a spread changes the length) and the result.
function spreadCount(o, n) {
  if (typeof o === 'object' && o !== null) { const m = o[MK]; if (m !== undefined && m.c !== n) m.c = J(m.c, n); }
}
// The structure label of a container (LIT for anything else): what a loop's next test reads.
function SL(o) {
  if (typeof o !== 'object' || o === null) return LIT;
  const m = o[MK];
  return m === undefined ? LIT : m.c;
}
function HASK(o, k) {
  if (typeof o === 'string') return true;
  if (typeof o !== 'object' || o === null) return false;
  return isArray(o) ? k in o : hasOwn.call(o, k);
}
function PUSH(pc, a, al, v, vl) {
  const m = typeof a === 'object' && a !== null ? a[MK] : undefined;
  if (m === undefined || m.a !== true || m.x === true) return CM(pc, a, al, 'push', [v], [vl]);
  // the length (structure) decides whether push throws (invalid array length, R2)
  if (R.td > 0) { dec(J(al, m.c)); pc = J(pc, R.tx); }
  nsu(m.c, J(al, pc));
  const w = STRICT ? J(al, pc) : al;
  m.n++;
  if (m.c !== w) m.c = J(m.c, w);
  m.s[a.length] = vl === w ? vl : J(vl, w);
  a.push(v);
  R.l = al === m.c ? al : J(al, m.c);
  return a.length;
}
// What decides whether a builtin throws (on the fail paths of ENTRY, or natively: a cyclic
// JSON.stringify, String.fromCodePoint(-1)): its arguments, and how many there are.
function biDec(f, args, als) {
  let l = als.n === undefined ? LIT : als.n;
  if (ERR_CTORS[f] !== undefined || f === 'Array.isArray' || f === 'Date' || f === 'Date.now') { dec(l); return; }
  const n = f === 'Object.keys' || f === 'Object.values' || f === 'Object.entries' ? Math.min(1, args.length) : f === 'Array.from' ? Math.min(2, args.length) : args.length;
  for (let i = 0; i < n; i++) l = J(l, CV(args[i], als[i]));
  dec(l);
}
function BI(f, pc, args, als) {
  CPC = pc;
  R.xp = pc;
  if (R.td > 0) { biDec(f, args, als); pc = J(pc, R.tx); }
  WIN(undefined, args);
  let r;
  if (als.n === undefined) r = ENTRY(f, args, als, pc);
  else {
    r = ENTRY(f, args, als, pc);
    R.l = J(R.l, als.n);
    spreadCount(r, als.n);
  }
  WV(r);
  return r;
}
