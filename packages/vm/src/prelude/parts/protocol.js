// @ts-check
/**
 * The prelude, part 16 of 16: the host protocol: install, begin, step, describe, external calls.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
// ---- the host protocol -------------------------------------------------------------
let MAIN = null;
let GEN = null;
let STATE = 'new';
let CALL_ID = 0;
// Strict mode: the join of every label the run has imported (inputs, the clock, tool results
// and tool errors). Every label in the run is a join of these and the literal label, so IMP
// bounds whatever decided that an uncaught exception left the plan where it did and with the
// message it has: outside a try nothing tracks which earlier operations might have thrown
// (red-team T3, T5), so an error event whose message is not constant carries IMP (see errorEvent).
let IMP = LIT;
function imported(l) { if (l !== IMP) IMP = J(IMP, l); return l; }
let VALUE_ID = 0;
const VIDS = new WeakMap();
function vid(v) {
  if (typeof v === 'object' && v !== null) {
    let id = VIDS.get(v);
    if (id === undefined) { id = 'v' + (++VALUE_ID); VIDS.set(v, id); }
    return id;
  }
  return 'v' + (++VALUE_ID);
}
class NotJson { constructor(what) { this.what = what; } }
// the label an ARG_NOT_JSON error carries (kept off the object: a plan may catch it)
const NJ_L = new WeakMap();
function checkJson(v, depth, seen) {
  if (v === null) return;
  const t = typeof v;
  if (t === 'string' || t === 'boolean') return;
  if (t === 'number') { if (!Number.isFinite(v)) throw new NotJson('a non-finite number'); return; }
  if (t !== 'object') throw new NotJson('a ' + t);
  if (depth > 200) throw new NotJson('a value nested too deeply');
  if (seen.has(v)) throw new NotJson('a cyclic value');
  seen.add(v);
  if (isArray(v)) {
    for (let i = 0; i < v.length; i++) { if (!(i in v)) throw new NotJson('a sparse array'); checkJson(v[i], depth + 1, seen); }
  } else {
    const p = getProto(v);
    if (p !== OBJ_PROTO && p !== null) throw new NotJson('a non-plain object');
    const ks = Object.keys(v);
    for (let i = 0; i < ks.length; i++) checkJson(v[ks[i]], depth + 1, seen);
  }
  seen.delete(v);
}
// Label ids whose description an event already carried: each is described once per run
// (a label id never changes meaning), which saves the host a describe call per new label.
const SHIPPED = new Set();
function ship(out, id) {
  if (!SHIPPED.has(id)) { SHIPPED.add(id); out[id] = adescribe(id); }
}
function shipFlat(out, id) {
  if (!SHIPPED.has(id)) { SHIPPED.add(id); out.push(id, adescribe(id)); }
}
// A call event in the compact array form (QuickJS stringifies arrays about twice as fast as
// objects): ["call", callId, name, pcLabel, [argName, value, label, deepLabel, valueId, ...],
// [labelId, description, ...]] and, in strict mode, importedLabel (IMP at the call).
// True while suspended at a call whose result the plan discards (see step).
let DISCARD = false;
function EXT(pc, name, o, ol, discard) {
  CPC = pc;
  DISCARD = discard === true;
  // inside a try, the call happens only because nothing before it threw
  if (R.td > 0) pc = J(pc, R.tx);
  const m = meta(o);
  const base = J(ol, m.c);
  const ks = Object.keys(o);
  const args = [];
  const labels = [];
  const seen = new Set();
  // what decides whether (and how) an argument is not JSON: its deep label, and the arguments
  // checked before it (red team T1: the error's message names the kind of the value)
  let nj = pc;
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i];
    const v = o[k];
    const l = J(base, slotOf(m, k));
    const dl = DL(v, l);
    nj = J(nj, dl);
    // an argument that is not JSON throws inside the plan (ARG_NOT_JSON)
    if (R.td > 0) dec(dl);
    try { checkJson(v, 0, seen); } catch (e) { if (e instanceof NotJson) NJ_L.set(e, nj); throw e; }
    shipFlat(labels, dl);
    args.push(k, v, l, dl, vid(v));
  }
  shipFlat(labels, pc);
  if (!STRICT) return ['call', ++CALL_ID, name, pc, args, labels];
  // strict mode: IMP too, the label of what the host may say about the call without naming
  // what a branch chose (a denial's witness: red team T6)
  shipFlat(labels, IMP);
  return ['call', ++CALL_ID, name, pc, args, labels, IMP];
}
// Error events whose message depends on what the plan computed (not a constant of the sandbox).
const DATA_ERRORS = new Set(['PLAN_THREW', 'ARG_NOT_JSON', 'RESULT_NOT_JSON']);
function errorEvent(code, message, label) {
  STATE = 'done';
  if (STRICT && DATA_ERRORS.has(code) && label !== IMP) label = J(label, IMP);
  return JSON.stringify({ kind: 'error', code: code, message: message, label: label });
}
function messageOf(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null && typeof v.message === 'string') return v.message;
  try { preWalk(v); const s = JSON.stringify(v); return typeof s === 'string' ? s : String(v); } catch (e) { if (isFatal(e)) throw e; return 'unserialisable value'; }
}
function install(factory, strict) {
  if (MAIN !== null) throw new Error('a plan is already installed');
  STRICT = strict === true;
  MAIN = factory(R);
}
function begin(inputsJson, clockJson) {
  if (MAIN === null || STATE !== 'new') throw new Error('begin called out of order');
  // the host's clock for the run (new Date(), Date.now()): {"now": <epoch ms>[, "label": <descriptor>]}
  if (typeof clockJson === 'string') {
    const ck = JSON.parse(clockJson);
    if (ck === null || typeof ck !== 'object' || typeof ck.now !== 'number' || !Number.isFinite(ck.now)) throw new Error('invalid clock');
    NOW = ck.now;
    NOWL = ck.label === undefined ? LIT : imported(aintern(ck.label));
  }
  const raw = JSON.parse(inputsJson);
  // The parsed object itself becomes the inputs: its keys are own data properties, so an
  // input named __proto__ is replaced in place like any other (assigning it on a fresh
  // object would set the prototype instead).
  const inputs = raw !== null && typeof raw === 'object' && !isArray(raw) ? raw : {};
  const m = newMeta(inputs, LIT);
  {
    const ks = Object.keys(inputs);
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i];
      const e = inputs[k];
      const l = imported(aintern(e.label));
      inputs[k] = importValue(e.value, l);
      m.s[k] = l;
    }
    // an input named toString/valueOf is data too (imported coercion keys)
    if (hasOwn.call(inputs, 'toString') || hasOwn.call(inputs, 'valueOf')) Object.defineProperty(inputs, Symbol.toPrimitive, PRIM_DESC);
  }
  GEN = MAIN(LIT, inputs, LIT);
  STATE = 'ready';
}
function finish(r) {
  if (r.done) {
    STATE = 'done';
    const v = r.value === undefined ? null : r.value;
    const l = R.l;
    try { checkJson(v, 0, new Set()); } catch (e) {
      // the message names the kind of the offending value, anywhere inside the result: the
      // result's deep label decides it (red team T2)
      if (e instanceof NotJson) return errorEvent('RESULT_NOT_JSON', 'the plan result is ' + e.what, DL(v, l));
      throw e;
    }
    const dl = DL(v, l);
    const labels = {};
    ship(labels, dl);
    return JSON.stringify({ kind: 'done', value: v, label: l, deepLabel: dl, labels: labels });
  }
  STATE = 'suspended';
  return JSON.stringify(r.value);
}
function failed(e) {
  if (e instanceof SandboxFault) { STATE = 'done'; throw new Error('sandbox fault: ' + e.m); }
  if (e instanceof Implicit) { STATE = 'done'; return errorEvent('IMPLICIT_FLOW', 'a write under a raised control context to a lower-labelled variable or container', e.l); }
  if (e instanceof Thrown) return errorEvent('PLAN_THREW', messageOf(e.v), DL(e.v, J(e.l, e.p)));
  if (e instanceof NotJson) return errorEvent('ARG_NOT_JSON', 'an external call argument is ' + e.what, NJ_L.has(e) ? NJ_L.get(e) : LIT);
  if (isInternal(e)) { STATE = 'done'; throw e; }
  if (e === null) return errorEvent('PLAN_THREW', 'out of memory', LIT);
  const msg = typeof e === 'object' && e !== null && typeof e.message === 'string' ? e.message : 'error';
  const l = typeof e === 'object' && e !== null && e[MK] !== undefined ? DL(e, LIT) : LIT;
  return errorEvent('PLAN_THREW', msg, l);
}
function step(resumeJson) {
  if (STATE === 'done') return errorEvent('PLAN_FINISHED', 'the plan has already finished', LIT);
  if (STATE === 'new') return errorEvent('PLAN_NOT_STARTED', 'begin was not called', LIT);
  let r;
  try {
    if (STATE === 'ready') {
      if (resumeJson !== null) return errorEvent('RESUME_UNEXPECTED', 'the first step takes no result', LIT);
      r = GEN.next();
    } else {
      if (typeof resumeJson !== 'string') return errorEvent('RESUME_INVALID', 'a suspended plan needs a result', LIT);
      let res;
      // a host result that is not JSON (the host's valueJson text) is the host's error
      try { res = JSON.parse(resumeJson); } catch (e) { if (e instanceof SyntaxError) return errorEvent('RESUME_INVALID', 'a result must be JSON', LIT); throw e; }
      if (res === null || typeof res !== 'object' || !('label' in res)) return errorEvent('RESUME_INVALID', 'a result needs a label', LIT);
      const threw = res.error !== undefined && res.error !== null;
      if (DISCARD && !threw && R.td === 0) {
        // The statement throws the result away: nothing can read its value or label, so
        // neither is imported (saves interning a fresh label per call). Errors still throw.
        R.l = LIT;
        r = GEN.next(null);
      } else if (threw) {
        const l = imported(aintern(res.label));
        // inside a try, whether the call threw decides what runs next
        dec(l);
        const err = new Error(typeof res.error.message === 'string' ? res.error.message : 'tool failed');
        const em = newMeta(err, l);
        em.s.message = l;
        // @ts-expect-error: a tool error's code is an own property of the Error
        if (typeof res.error.code === 'string') { err.code = res.error.code; em.s.code = l; }
        r = GEN.throw(new Thrown(err, l, l));
      } else {
        const l = imported(aintern(res.label));
        // inside a try, the code after the call runs only because the tool did not fail
        dec(l);
        const v = importValue(res.value === undefined ? null : res.value, l);
        const slots = res.slots;
        if (isArray(slots)) {
          for (let i = 0; i < slots.length; i++) {
            const s = slots[i];
            if (s === null || typeof s !== 'object' || !isArray(s.path) || (s.path.length === 0 && s.keySet == null)) return errorEvent('RESUME_INVALID', 'a slot needs a non-empty path', LIT);
            const ks = s.keySet == null ? undefined : { l: imported(aintern(s.keySet.label)), v: s.keySet.vouched };
            if (s.path.length === 0) { if (ks !== undefined) keySet(v, ks); }
            else applySlot(v, s.path, 0, imported(aintern(s.label)), ks);
          }
        }
        R.l = l;
        r = GEN.next(v);
      }
    }
  } catch (e) {
    return failed(e);
  }
  return finish(r);
}
function describe(id) { return JSON.stringify(adescribe(id)); }
// the helpers compiled plans call: the table in src/helpers.ts (PRELUDE_HELPERS)
Object.assign(R, BUILD.HELPERS);
globalThis.__zr = Object.freeze({ install: install, begin: begin, step: step, describe: describe });
