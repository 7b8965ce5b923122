// @ts-check
/**
 * The prelude, part 2 of 16: functions as values: plan functions' source marks, stubs of builtins, constructors.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
// ---- functions as values (issue 22) ---------------------------------------------------
// A plan function's length, name and source range come from the comment that opens its
// compiled body (the compiler's fnMarker); the plan's text arrives once through PSRC.
let PLAN_SRC = '';
function PSRC(s) { if (PLAN_SRC === '' && typeof s === 'string') PLAN_SRC = s; }
const FN_TS = Function.prototype.toString;
const FNI = new WeakMap();
const FN_MARK = /^[^{]*\{\/\*\$F:(\d+):(\d+):(\d+):([012]):("(?:[^"\\]|\\.)*")\*\//;
function fnInfo(f) {
  let i = FNI.get(f);
  if (i !== undefined) return i;
  const st = STUBS_INFO.get(f);
  if (st !== undefined) i = st;
  else {
    const mm = FN_MARK.exec(FN_TS.call(f));
    i = mm === null ? null : { len: Number(mm[1]), s: Number(mm[2]), e: Number(mm[3]), ctor: mm[4] === '0', name: JSON.parse(mm[5]), text: null };
  }
  FNI.set(f, i);
  return i;
}
// What plain JavaScript shows for a function: a plan function's own source text (never the
// compiled code), a builtin's native form.
function fnText(f) {
  const i = fnInfo(f);
  if (i === null) return 'function () {\n    [native code]\n}';
  if (i.text !== null) return i.text;
  return PLAN_SRC.slice(i.s, i.e);
}
// biome-ignore lint/suspicious/noShadowRestrictedNames: the replacement's name is toString, as the native one
Object.defineProperty(Function.prototype, 'toString', { value: function toString() { return fnText(this); }, writable: true, enumerable: false, configurable: true });
// A builtin method read as a value ('w'.includes, [].push): a stand-in with the method's name
// and length that throws when called (a method is called through its receiver: o.m(x)).
const STUBS = new Map();
const STUBS_INFO = new WeakMap();
function stub(kind, proto, name) {
  const key = kind + '.' + name;
  let f = STUBS.get(key);
  if (f !== undefined) return f;
  const nat = proto[name];
  if (typeof nat !== 'function') return undefined;
  f = function (p) { fail('TypeError', 'a builtin method read as a value cannot be called', p === undefined ? LIT : p, p); };
  STUBS_INFO.set(f, { len: nat.length, s: 0, e: 0, ctor: false, name: name, text: FN_TS.call(nat) });
  STUBS.set(key, f);
  return f;
}
// A property of a function: length and name (read-only), and what the plan wrote on it (a
// function is a container like an object: its meta record labels its keys and their values).
function rdFn(f, fl, k, kl) {
  const lab0 = kl === undefined ? fl : J(fl, kl);
  const m = f[MK];
  const base = m === undefined ? lab0 : J(lab0, m.c);
  const key = typeof k === 'string' ? k : String(k);
  R.l = base;
  if (key === 'name' || key === 'length') {
    if (fnGone(f, key)) return key === 'name' ? '' : 0;
    const i = fnInfo(f);
    return i === null ? undefined : key === 'name' ? i.name : i.len;
  }
  if (m !== undefined && hasOwn.call(f, key)) {
    const sl = m.s[key];
    if (sl !== undefined) { R.l = J(base, sl); return f[key]; }
  }
  return undefined;
}
// A builtin constructor read as a value (assert.throws(TypeError, f), x === RangeError):
// one stand-in per name, so identity compares as in JavaScript; calling it (or new through
// a variable) is calling the builtin ($BI, the same labels as TypeError(m)); it shows the
// builtin's name, length and native source. A constant: label literal() (the compiler).
const CTORS = new Map();
function CTOR(name) {
  let f = CTORS.get(name);
  if (f !== undefined) return f;
  const nat = ERR_CTORS[name];
  if (nat === undefined) throw new SandboxFault('not a constructor value');
  f = function (p) {
    const vals = [];
    const labs = [];
    for (let i = 1; i < arguments.length; i += 2) {
      vals.push(arguments[i]);
      labs.push(arguments[i + 1] === undefined ? LIT : arguments[i + 1]);
    }
    return BI(name, p, vals, labs);
  };
  STUBS_INFO.set(f, { len: nat.length, s: 0, e: 0, ctor: true, name: name, text: FN_TS.call(nat) });
  CTORS.set(name, f);
  return f;
}
function fnReadOnly(key) { return key === 'name' || key === 'length' || key === 'caller' || key === 'arguments'; }
// ---- end functions as values -------------------------------------------------------------
