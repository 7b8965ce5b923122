// @ts-check
/**
 * The prelude, part 12 of 16: exceptions, try blocks, rest parameters and destructuring.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
// ---- exceptions --------------------------------------------------------------------
// A plan's own throw: whether it happens is decided by the pc at the throw (p); the value's
// label (l) reaches the caught value, not the handler's pc.
function THROW(v, vl, pc) { const t = new Thrown(v, STRICT ? J(vl, pc) : vl, pc); t.own = true; return t; }
function isFatal(e) {
  // a string past QuickJS's length cap ('x'.repeat(2 ** 30)) is the memory limit, as a
  // doubling bomb's 'string too long' is: not catchable, mapped to MEMORY_LIMIT
  if (e instanceof RangeError && String(e.message) === 'invalid string length') return true;
  // QuickJS throws null when it cannot even allocate the out-of-memory error; plan throws
  // are always wrapped (THROW), so a bare null can only come from the engine
  if (e === null) return true;
  return isInternal(e) || e instanceof Implicit || e instanceof SandboxFault || (e instanceof RangeError && /call stack|stack overflow/i.test(String(e.message)));
}
// The pc of the functions an engine error left (see RAISE), by error object.
const LEFT_PC = new WeakMap();
// Returns the caught value; R.l = its label; R.p = the pc to raise the handler to.
function CAUGHT(e, pc) {
  if (isFatal(e)) throw e;
  // strict mode: the handler also runs under everything that decided whether the try block
  // threw (TOUT left it in R.tb), not just the labels of the exception that it threw
  const tb = R.tb;
  if (tb !== LIT) { R.tb = LIT; if (tb !== pc) pc = J(pc, tb); }
  if (e instanceof Thrown) { R.l = e.l; R.p = EXC(e, pc); return e.v; }
  if (typeof e === 'object' && e !== null && mk(e) === undefined) newMeta(e, pc);
  else if (typeof e === 'object' && e !== null && NATE.has(e)) { NATE.delete(e); e[MK].c = J(e[MK].c, pc); }
  const left = typeof e === 'object' && e !== null ? LEFT_PC.get(e) : undefined;
  const p = left === undefined ? pc : J(pc, left);
  R.l = p; R.p = p;
  return e;
}
// An exception leaving a plan function (strict mode) carries the function's pc at the throw:
// whether it was thrown can depend on the branches taken inside (a read of null in an if).
function RAISE(e, pc) {
  if (e instanceof Thrown) { if (e.p !== pc) e.p = J(e.p, pc); return e; }
  if (isFatal(e) || typeof e !== 'object' || e === null) return e;
  const left = LEFT_PC.get(e);
  LEFT_PC.set(e, left === undefined ? pc : J(left, pc));
  return e;
}
// The pc code runs under once exception e reached it: a catch handler, or a finally block it
// passes through (which may swallow it).
function EXC(e, pc) { return e instanceof Thrown ? (e.own === true ? J(pc, e.p) : J(J(pc, e.p), e.l)) : pc; }
// Strict mode: entering a try block (returns tx to restore when a catch completes it); a try
// entered at depth 0 starts from nothing (what threw before it would have ended the plan).
function TIN(up) { if (R.td === 0) { TXF.length = 0; R.tx = LIT; } R.td++; TXF.push(up === undefined ? null : up); return R.tx; }
// Leaving a try block, however (the finally of a wrapper): what decided whether it threw goes
// to R.tb for the catch handler; with a catch, code after the try statement runs whether or
// not the block threw, so tx goes back to its value at entry; without one it stays raised.
// An exception leaving a try block (strict mode): what decided it raises tx while the block's
// write set is still registered (the run that did not throw met the same decision on its way).
function TXE(e, pc) {
  if (R.td === 0 || isFatal(e)) return;
  let l = EXC(e, pc);
  if (typeof e === 'object' && e !== null && !(e instanceof Thrown)) {
    const left = LEFT_PC.get(e);
    if (left !== undefined) l = J(l, left);
  }
  STX(J(R.tx, l));
}
function TOUT(sv, caught) { R.td--; TXF.pop(); R.tb = R.tx; if (caught) R.tx = sv; }
// ---- functions ---------------------------------------------------------------------
function REST(args, from, c) {
  const vals = []; const labs = [];
  for (let i = from; i + 1 < args.length; i += 2) { vals.push(args[i]); labs.push(args[i + 1]); }
  return newArr(vals, labs, c);
}
function RESTA(a, al, from, pc) {
  if (R.td > 0) dec(al);
  if (typeof a === 'string') { const s = Array.from(a).slice(from); R.l = al; return newArr(s, [], al); }
  if (!isArray(a)) fail('TypeError', 'only arrays can be destructured with a rest element', al, pc);
  const m = meta(a);
  const base = J(al, m.c);
  const labs = [];
  for (let i = from; i < a.length; i++) labs.push(slotOf(m, i));
  R.l = base;
  // the rest of an iteration: holes read as undefined
  const vals = [];
  for (let i = from; i < a.length; i++) vals.push(a[i]);
  return newArr(vals, labs, base);
}
function RESTO(o, ol, excl, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot destructure null or undefined', ol, pc);
  const out = NO(ol);
  if (typeof o !== 'object') { R.l = ol; return out; }
  const m = meta(o);
  const base = J(ol, m.c);
  out[MK].c = base;
  const ks = Object.keys(o);
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    if (excl.indexOf(k) >= 0) continue;
    if (BLOCKED.has(k)) fail('TypeError', 'this property name is not allowed', base, pc);
    out[k] = o[k];
    out[MK].s[k] = slotOf(m, isArray(o) ? idx(k) : k);
  }
  R.l = base;
  return out;
}
// A method call's receiver, before its arguments run: null or undefined throws there.
function NN(o, ol, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot read a method of ' + (o === null ? 'null' : 'undefined'), ol, pc);
  return o;
}
function DESTR(o, ol, pc) {
  if (R.td > 0) dec(ol);
  if (o === null || o === undefined) fail('TypeError', 'cannot destructure null or undefined', ol, pc);
  return o;
}
