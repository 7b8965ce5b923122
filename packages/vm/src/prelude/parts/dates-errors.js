// @ts-check
/**
 * The prelude, part 14 of 16: Date and the Error constructors.
 * A script, not a module: the build (see ../README.md) concatenates the parts in order into one
 * strict-mode function, so every top-level name here is shared with the other parts.
 */
// ---- Date --------------------------------------------------------------------------
// The sandbox builds its contexts without the Date intrinsic in the plan's reach: the
// determinism source hands the native constructor over under __zamburakDate, taken here and
// deleted. Date objects are ZDate instances, whose local-time methods are the UTC ones (the
// sandbox has no time zone: QuickJS would read the host's), so coercions (d + '', String(d),
// template literals) print UTC too. A Date is a labelled container: c = label of its time
// value; getters = ref ⊔ c ⊔ arguments; setters write (no-sensitive-upgrade through ref ⊔
// pc) and join ref ⊔ arguments (⊔ pc) into c. new Date() and Date.now() read the clock the
// host gave begin (fixed for the run, journaled with the run's identity), labelled as given
// (literal() when the host gives no label); without one they throw a TypeError.
const NDate = (function () {
  const g = globalThis;
  let d = g.__zamburakDate;
  if (d !== undefined) delete g.__zamburakDate; else d = g.Date;
  return typeof d === 'function' ? d : undefined;
})();
let NOW, NOWL = LIT;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function p2(n) { return n < 10 ? '0' + n : '' + n; }
function p4(y) { const a = y < 0 ? -y : y; const s = a < 10 ? '000' + a : a < 100 ? '00' + a : a < 1000 ? '0' + a : '' + a; return y < 0 ? '-' + s : s; }
const DATE_GETTERS = ['getTime', 'valueOf', 'getTimezoneOffset', 'toISOString', 'toJSON', 'toString', 'toDateString',
  'toTimeString', 'toUTCString', 'toGMTString', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString',
  'getYear', 'getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds', 'getMilliseconds',
  'getUTCFullYear', 'getUTCMonth', 'getUTCDate', 'getUTCDay', 'getUTCHours', 'getUTCMinutes', 'getUTCSeconds', 'getUTCMilliseconds'];
const DATE_SETTERS = ['setTime', 'setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes', 'setSeconds', 'setMilliseconds',
  'setUTCFullYear', 'setUTCMonth', 'setUTCDate', 'setUTCHours', 'setUTCMinutes', 'setUTCSeconds', 'setUTCMilliseconds'];
const DGET = new Set(DATE_GETTERS), DSET = new Set(DATE_SETTERS);
let ZDate, ZDP, DTZO;
if (NDate !== undefined) {
  const DP = NDate.prototype;
  DTZO = DP.getTimezoneOffset;
  ZDate = class extends NDate {};
  ZDP = ZDate.prototype;
  const local = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'];
  const def = function (k, f) { Object.defineProperty(ZDP, k, { value: f, writable: false, configurable: false, enumerable: false }); };
  for (let i = 0; i < local.length; i++) {
    const g = DP['getUTC' + local[i]];
    def('get' + local[i], function () { return g.call(this); });
    const s = DP['setUTC' + local[i]];
    if (s !== undefined) def('set' + local[i], function () { return s.apply(this, arguments); });
  }
  const tv = function (d) { return DP.getTime.call(d); };
  def('getYear', function () { const t = tv(this); return t !== t ? NaN : DP.getUTCFullYear.call(this) - 1900; });
  def('getTimezoneOffset', function () { const t = tv(this); return t !== t ? NaN : 0; });
  const ds = function (d) { return DAYS[DP.getUTCDay.call(d)] + ' ' + MONS[DP.getUTCMonth.call(d)] + ' ' + p2(DP.getUTCDate.call(d)) + ' ' + p4(DP.getUTCFullYear.call(d)); };
  const ts = function (d) { return p2(DP.getUTCHours.call(d)) + ':' + p2(DP.getUTCMinutes.call(d)) + ':' + p2(DP.getUTCSeconds.call(d)); };
  const lds = function (d) { return p2(DP.getUTCMonth.call(d) + 1) + '/' + p2(DP.getUTCDate.call(d)) + '/' + p4(DP.getUTCFullYear.call(d)); };
  const lts = function (d) { const h = DP.getUTCHours.call(d); const h12 = h % 12 === 0 ? 12 : h % 12; return p2(h12) + ':' + p2(DP.getUTCMinutes.call(d)) + ':' + p2(DP.getUTCSeconds.call(d)) + (h < 12 ? ' AM' : ' PM'); };
  const fmt = function (f) { return function () { const t = tv(this); return t !== t ? 'Invalid Date' : f(this); }; };
  def('toString', fmt(function (d) { return ds(d) + ' ' + ts(d) + ' GMT+0000'; }));
  def('toDateString', fmt(ds));
  def('toTimeString', fmt(function (d) { return ts(d) + ' GMT+0000'; }));
  def('toLocaleString', fmt(function (d) { return lds(d) + ', ' + lts(d); }));
  def('toLocaleDateString', fmt(lds));
  def('toLocaleTimeString', fmt(lts));
  Object.freeze(ZDP); Object.freeze(ZDate); Object.freeze(DP); Object.freeze(NDate);
}
function noDate(pc) { fail('TypeError', 'Date is not available in this context', LIT, pc); }
function clockNow(pc) {
  if (NOW === undefined) fail('TypeError', 'the host gives this run no clock (new Date() and Date.now() need one)', LIT, pc);
  return NOW;
}
const ISO_DATE_ONLY = /^([+-]\d{6}|\d{4})(-\d\d(-\d\d)?)?$/;
const HAS_ZONE = /(Z|GMT|UTC|[+-]\d\d:?\d\d)(\s*\([^)]*\))?$/i;
// Date.parse with UTC for local time: a date-time without a zone is read as UTC (QuickJS
// would apply the host's offset). The zone is named in the text rather than the host's
// offset subtracted afterwards: inside the host's DST gap the local parse has already moved
// the time, so the result depended on where the host ran (red team F7).
function parseUTC(s) {
  s = String(s);
  const x = s.trim();
  if (ISO_DATE_ONLY.test(x) || HAS_ZONE.test(x)) return NDate.parse(s);
  const z = NDate.parse(x + 'Z');
  if (z === z) return z;
  const g = NDate.parse(x + ' GMT');
  if (g === g) return g;
  const t = NDate.parse(s);
  return t !== t ? t : t - DTZO.call(new NDate(t)) * 60000;
}
if (NDate !== undefined) { PURE['Date.UTC'] = NDate.UTC; PURE['Date.parse'] = parseUTC; }
function newDate(args, als, pc) {
  if (ZDate === undefined) noDate(pc);
  let t, l = LIT;
  if (args.length === 0) { t = clockNow(pc); l = NOWL; }
  else if (args.length === 1) {
    const a0 = args[0];
    const l0 = als[0] === undefined ? LIT : als[0];
    if (typeof a0 === 'function') fail('TypeError', 'functions cannot be passed here', l0, pc);
    if (a0 instanceof NDate) { t = NDate.prototype.getTime.call(a0); l = J(l0, meta(a0).c); }
    else {
      l = CV(a0, l0);
      const p = typeof a0 === 'object' && a0 !== null ? String(a0) : a0;
      t = typeof p === 'string' ? parseUTC(p) : NDate.prototype.getTime.call(new NDate(p));
    }
  } else {
    for (let i = 0; i < args.length; i++) {
      if (typeof args[i] === 'function') fail('TypeError', 'functions cannot be passed here', l, pc);
      l = J(l, CV(args[i], als[i]));
    }
    t = NDate.UTC.apply(undefined, args);
  }
  const d = new ZDate(t);
  newMeta(d, l);
  R.l = LIT;
  return d;
}
function dateMethod(d, dl, name, args, als, pc) {
  const m = meta(d);
  if (DGET.has(name) && typeof ZDP[name] === 'function') {
    const l = argsLabel(J(dl, m.c), args, als);
    if (name === 'toISOString') { const t = NDate.prototype.getTime.call(d); if (t !== t) fail('RangeError', 'invalid time value', l, pc); }
    R.l = l;
    return ZDP[name].apply(d, args);
  }
  if (DSET.has(name) && typeof ZDP[name] === 'function') {
    const w = mwl(m, dl, pc);
    m.n++;
    const l = argsLabel(w, args, als);
    if (m.c !== l) m.c = J(m.c, l);
    R.l = J(dl, m.c);
    return ZDP[name].apply(d, args);
  }
  return NOPE;
}
// ---- Errors ------------------------------------------------------------------------
// new Error(message[, { cause }]) and the six subclasses, with or without new: the message
// slot keeps the argument's (coercion) label, the cause slot the option's; the structure
// is literal() (⊔ the options' ref and structure when given). name/message are ordinary
// slots afterwards (e.name = 'X' writes one).
const ERR_CTORS = Object.create(null);
ERR_CTORS.Error = Error; ERR_CTORS.TypeError = TypeError; ERR_CTORS.RangeError = RangeError;
ERR_CTORS.SyntaxError = SyntaxError; ERR_CTORS.ReferenceError = ReferenceError;
ERR_CTORS.EvalError = EvalError; ERR_CTORS.URIError = URIError;
const ERR_TOSTRING = Error.prototype.toString;
function newError(EC, args, als, pc) {
  const a0 = args[0];
  const l0 = als[0] === undefined ? LIT : als[0];
  if (typeof a0 === 'function') fail('TypeError', 'functions cannot be passed here', l0, pc);
  const l = args.length > 0 ? CV(a0, l0) : LIT;
  const a1 = args[1];
  const opts = typeof a1 === 'object' && a1 !== null;
  const e = opts ? new EC(a0, a1) : args.length > 0 ? new EC(a0) : new EC();
  // Whether the message key exists depends on whether the argument is undefined, whether
  // cause exists on whether the options are an object with a cause (red team F2): the
  // arguments' labels reach the structure whenever they are passed.
  const m = newMeta(e, args.length > 0 ? l0 : LIT);
  if (hasOwn.call(e, 'message')) m.s.message = l;
  if (args.length > 1) m.c = J(m.c, als[1] === undefined ? LIT : als[1]);
  if (opts) {
    const om = meta(a1);
    const ob = J(als[1] === undefined ? LIT : als[1], om.c);
    m.c = J(m.c, ob);
    if (hasOwn.call(e, 'cause')) m.s.cause = J(ob, slotOf(om, 'cause'));
  }
  R.l = LIT;
  return e;
}
function errMethod(e, el, name, args, als, pc) {
  if (name !== 'toString') return NOPE;
  R.l = DL(e, el);
  return ERR_TOSTRING.call(e);
}
// Method calls on these objects (CM0/CMG0; forEach separately): NOPE = not one of theirs.
function specMethod(o, ol, name, args, als, pc) {
  if (isMS(o)) return msMethod(o, ol, name, args, als, pc);
  if (isLI(o)) return liMethod(o, ol, name, args, als, pc);
  if (ZDate !== undefined && o instanceof ZDate) return dateMethod(o, ol, name, args, als, pc);
  if (o instanceof Error) return errMethod(o, ol, name, args, als, pc);
  if (WRP.has(o)) return wrapMethod(o, ol, name, args, als, pc);
  return NOPE;
}
// What decides whether such a call throws (inside a try): the receiver's type (ref label),
// a callback's label and the size for forEach, a Date's value and the arguments.
function specDec(o, m, l, name, args, als) {
  if (isMS(o)) return name === 'forEach' ? J(J(l, m.c), als[0] === undefined ? LIT : als[0]) : l;
  if (ZDate !== undefined && o instanceof ZDate) { l = J(l, m.c); for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i])); return l; }
  if (isLI(o)) return l;
  if (o instanceof Error) return l;
  if (WRP.has(o)) { l = J(l, m.c); for (let i = 0; i < args.length; i++) l = J(l, CV(args[i], als[i])); return l; }
  return undefined;
}
function isSpecial(o) { return isIterObj(o) || (ZDate !== undefined && o instanceof ZDate) || o instanceof Error || WRP.has(o); }
// ==== end of Map, Set, Date, Error subclasses ==========================================
