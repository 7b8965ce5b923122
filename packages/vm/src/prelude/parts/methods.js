// @ts-check
/**
 * The prelude, part 9 of 16: method calls (CM, CMG): dispatch by receiver.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
function userMethod(o, ol, name, args, als, pc) {
  const m = meta(o);
  const key = String(name);
  if (!hasOwn.call(o, key)) notFn(J(ol, m.c), pc);
  const f = o[key];
  const fl = J(J(ol, m.c), slotOf(m, key));
  if (typeof f !== 'function') notFn(fl, pc);
  return [f, fl];
}
// Method call, non-generator context.
function CM(pc, o, ol, name, args, als) {
  CPC = pc;
  WIN(o, args);
  let r;
  if (als.n === undefined) r = CM0(pc, o, ol, name, args, als);
  else {
    spreadCount(o, als.n);
    r = CM0(pc, o, ol, name, args, als);
    R.l = J(R.l, als.n);
  }
  WV(r);
  return r;
}
// What decides whether a method call throws before any callback runs: the receiver's type
// (its reference label), the arguments a string or number method coerces (natively thrown
// RangeErrors), whether a callback argument is a function, whether an array is empty (reduce),
// what join prints, and whether an object has the method.
function cmDec(o, ol, name, args, als) {
  const t = typeof o;
  let l = ol;
  if (t === 'string' || t === 'number') {
    for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
  } else if ((t === 'object' || t === 'function') && o !== null) {
    const m = meta(o);
    // a regex method refuses some arguments (functions, odd objects): their labels decide it
    if (RXS.has(o)) for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i]));
    if (isArray(o)) {
      // a changing method throws on an array with fixed properties: its structure decides
      if (ARR_MUT.has(name)) l = J(l, m.c);
      if (CB_METHODS.has(name)) l = J(J(l, m.c), als[0] === undefined ? LIT : als[0]);
      else if (name === 'join' || name === 'toString') l = arrLabelsAll(o, m, l);
      else if (ARR_GROW.has(name)) {
        // the length decides whether the result passes 2**32-1 (a native RangeError: R2)
        l = J(l, m.c);
        if (name === 'concat') for (let i = 0; i < args.length; i++) { const x = args[i]; if (isArray(x)) l = J(J(l, als[i]), meta(x).c); }
      }
    } else {
      const sl = isSpecial(o) ? specDec(o, m, l, name, args, als) : undefined;
      l = sl !== undefined ? J(sl, J(m.c, slotOf(m, String(name)))) : J(J(l, m.c), slotOf(m, String(name)));
    }
  }
  if (als.n !== undefined) l = J(l, als.n);
  dec(l);
}
function CM0(pc, o, ol, name, args, als) {
  if (typeof o === 'object' && o !== null && !isArray(o) && !RXS.has(o) && !isSpecial(o)) return CM1(pc, o, ol, name, args, als);
  try { return CM1(pc, o, ol, name, args, als); } catch (e) { throw natErr(e, callErrL(o, ol, args, als), pc); }
}
function CM1(pc, o, ol, name, args, als) {
  R.xp = pc;
  if (R.td > 0) { cmDec(o, ol, name, args, als); pc = J(pc, R.tx); }
  const t = typeof o;
  if (t === 'string' && (name === 'replace' || name === 'replaceAll') && typeof args[1] === 'function') return drive(replCb(o, ol, name, args, als, pc));
  if ((t === 'string' || t === 'number' || t === 'boolean') && (name === 'valueOf' || (t === 'boolean' && name === 'toString'))) return primMethod(o, ol, name);
  if (t === 'string') return strMethod(o, ol, name, args, als, pc);
  if (t === 'number') return numMethod(o, ol, name, args, als, pc);
  // a function is a container too: its own function-valued properties are methods (issue 22)
  if ((t !== 'object' && t !== 'function') || o === null) notFn(ol, pc);
  if (RXS.has(o)) return rxMethod(o, ol, name, args, als, pc);
  if (isArray(o)) {
    if (CB_METHODS.has(name)) return drive(arrCb(o, ol, name, args, als, pc));
    return arrMethod(o, ol, name, args, als, pc);
  }
  if (isSpecial(o)) {
    if (name === 'forEach' && isMS(o)) return drive(msForEach(o, ol, args, als, pc));
    const r = specMethod(o, ol, name, args, als, pc);
    if (r !== NOPE) return r;
  }
  if (name === 'hasOwnProperty') return IN(args[0], als[0] === undefined ? LIT : als[0], o, ol, true);
  if (isFnCall(o, name)) { const c = fnCallArgs(o, ol, name, args, als, pc); return CALL(o, c[0], pc, c[1], c[2]); }
  if (isFnText(o, name)) return fnTextOf(o, ol);
  const fm = userMethod(o, ol, name, args, als, pc);
  return CALL(fm[0], fm[1], pc, args, als);
}
// f.call(thisArg, ...args) / f.apply(thisArg, list) on a plan function value (issue 22). Plans
// have no this: thisArg is evaluated and dropped, and f runs as a call of it runs. Whether f
// itself or its own property call/apply runs is decided by f's structure label, which labels
// the function called (with its reference). apply's list: an array passes its elements, each
// labelled as a read of it (list reference, structure, slot), and its length decides how many
// arguments arrive (the count label a spread call passes); null or undefined pass none; any
// other value is a TypeError (plain JavaScript also takes an array-like object: a documented
// difference). Whether apply throws depends on the list's type: its reference label decides it.
// f.toString() on a function value: its source text, as String(f) gives it (fnText); o.toString()
// on a plain object (Object.prototype its prototype): '[object Object]'. Labelled by the
// reference and the structure (whether it has an own toString decides what runs).
function isFnText(o, name) { return name === 'toString' && !hasOwn.call(o, name) && (typeof o === 'function' || getProto(o) === OBJ_PROTO); }
function fnTextOf(o, ol) { R.l = J(ol, meta(o).c); return typeof o === 'function' ? fnText(o) : '[object Object]'; }
function isFnCall(o, name) { return typeof o === 'function' && (name === 'call' || name === 'apply') && !hasOwn.call(o, name); }
function fnCallArgs(o, ol, name, args, als, pc) {
  const fl = J(ol, meta(o).c);
  if (name === 'call') {
    const vs = args.slice(1);
    const ls = als.slice(1);
    if (als.n !== undefined) ls.n = als.n;
    return [fl, vs, ls];
  }
  const x = args[1];
  const xl = als[1] === undefined ? (als.n === undefined ? LIT : als.n) : als[1];
  if (R.td > 0) dec(xl);
  const vs = [];
  const ls = [];
  // @ts-expect-error: an argument label list carries its count label in n
  if (x === null || x === undefined) { ls.n = xl; return [fl, vs, ls]; }
  if (!isArray(x)) fail('TypeError', 'apply takes an array, null or undefined as its argument list', xl, pc);
  const m = meta(x);
  const base = J(xl, m.c);
  // @ts-expect-error: an argument label list carries its count label in n
  ls.n = base;
  for (let i = 0; i < x.length; i++) { vs.push(x[i]); ls.push(J(base, slotOf(m, i))); }
  return [fl, vs, ls];
}
function* CMG(pc, o, ol, name, args, als) {
  CPC = pc;
  WIN(o, args);
  let r;
  if (als.n === undefined) r = yield* CMG0(pc, o, ol, name, args, als);
  else {
    spreadCount(o, als.n);
    r = yield* CMG0(pc, o, ol, name, args, als);
    R.l = J(R.l, als.n);
  }
  WV(r);
  return r;
}
function* CMG0(pc, o, ol, name, args, als) {
  if (typeof o === 'object' && o !== null && !isArray(o) && !RXS.has(o) && !isSpecial(o)) return yield* CMG1(pc, o, ol, name, args, als);
  try { return yield* CMG1(pc, o, ol, name, args, als); } catch (e) { throw natErr(e, callErrL(o, ol, args, als), pc); }
}
function* CMG1(pc, o, ol, name, args, als) {
  R.xp = pc;
  if (R.td > 0) { cmDec(o, ol, name, args, als); pc = J(pc, R.tx); }
  const t = typeof o;
  if (t === 'string' && (name === 'replace' || name === 'replaceAll') && typeof args[1] === 'function') return yield* replCb(o, ol, name, args, als, pc);
  if ((t === 'string' || t === 'number' || t === 'boolean') && (name === 'valueOf' || (t === 'boolean' && name === 'toString'))) return primMethod(o, ol, name);
  if (t === 'string') return strMethod(o, ol, name, args, als, pc);
  if (t === 'number') return numMethod(o, ol, name, args, als, pc);
  // a function is a container too: its own function-valued properties are methods (issue 22)
  if ((t !== 'object' && t !== 'function') || o === null) notFn(ol, pc);
  if (RXS.has(o)) return rxMethod(o, ol, name, args, als, pc);
  if (isArray(o)) {
    if (CB_METHODS.has(name)) return yield* arrCb(o, ol, name, args, als, pc);
    return arrMethod(o, ol, name, args, als, pc);
  }
  if (isSpecial(o)) {
    if (name === 'forEach' && isMS(o)) return yield* msForEach(o, ol, args, als, pc);
    const r = specMethod(o, ol, name, args, als, pc);
    if (r !== NOPE) return r;
  }
  if (name === 'hasOwnProperty') return IN(args[0], als[0] === undefined ? LIT : als[0], o, ol, true);
  if (isFnCall(o, name)) { const c = fnCallArgs(o, ol, name, args, als, pc); return yield* CALLG(o, c[0], pc, c[1], c[2]); }
  if (isFnText(o, name)) return fnTextOf(o, ol);
  const fm = userMethod(o, ol, name, args, als, pc);
  return yield* CALLG(fm[0], fm[1], pc, args, als);
}
