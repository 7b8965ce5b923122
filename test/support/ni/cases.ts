/**
 * Fixed plans for the two-run checker (issue 18): the issue's reproducer and its variants.
 * Each must hold termination-insensitive non-interference in strict mode once the issue's
 * discipline is in; before it, the checker reports each one as a leak.
 */
import type { NiMode } from './runner.js';

export interface NiCase {
  readonly name: string;
  readonly mode: NiMode;
  readonly source: string;
  /** Values that take different branches. */
  readonly values: readonly string[];
}

/** The issue's reproducer, with the checker's sink (`post` forbids AUTH_SECRET in `body`). */
export const ISSUE_REPRODUCER = `const s = get_secret({});
let t = true; let u = "h";
if (s[0] === "h") t = false;
if (t) u = "not-h";
post({ url: "u", body: u });
`;

export const NI_CASES: readonly NiCase[] = [
  { name: 'issue reproducer', mode: 'secret', source: ISSUE_REPRODUCER, values: ['hello', 'xyz'] },
  {
    name: 'looped whole-secret variant',
    mode: 'secret',
    source: `const s = get_secret({});
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
let out = '';
for (let i = 0; i < 8; i++) {
  for (const c of alphabet.split('')) {
    let t = true; let u = '';
    if (s[i] === c) t = false;
    if (!t) u = c;
    let v = u;
    let w = true;
    if (v === '') w = false;
    if (w) out = out + c;
  }
}
post({ url: 'u', body: out });
`,
    values: ['hello', 'xyz', ''],
  },
  {
    name: 'branch not taken through an object key',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { a: 1 };
if (s.length > 3) o.b = 1;
let t = true;
if ('b' in o) t = false;
if (t) post({ url: 'u', body: 'short' });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'var: declarations inside secret branches, loops and a helper (hoisted writes)',
    mode: 'secret',
    source: `const s = get_secret({});
var t = true; var u = 'h';
if (s[0] === 'h') { var t = false; }
for (var c of s.split('')) { if (c === 'y') { var found = 1; } }
function g() { if (s.length > 3) { var r = 2; } return r === undefined; }
var viaHelper = g();
switch (s[1]) { case 'e': var sw = 'e'; break; default: }
if (t) { var u = 'not-h'; }
if (found === undefined) post({ url: 'u', body: 'none' });
if (viaHelper) post({ url: 'u', body: 'short' });
if (sw === undefined) post({ url: 'u', body: 'no-e' });
post({ url: 'u', body: u });
`,
    values: ['hello', 'xyz', 'ab'],
  },
  {
    name: 'regex: if (s) re.test(x), then a public use of re.lastIndex or re.test',
    mode: 'secret',
    source: `const s = get_secret({});
const re = /h/g;
if (s[0] === 'h') re.test('hh');
post({ url: 'u', body: String(re.lastIndex) });
let t = true;
if (re.test('hh')) t = false;
log({ msg: String(t) });
`,
    values: ['hello', 'xyz'],
  },
  {
    name: 'regex: lastIndex written under a branch, the regex reached through an alias',
    mode: 'secret',
    source: `const s = get_secret({});
const re = /h/g;
const box = [re];
if (s.length > 3) box[0].lastIndex = 2;
let t = true;
if (re.test('hh')) t = false;
post({ url: 'u', body: String(t) });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'regex: a replace callback on the secret writes a public variable',
    mode: 'secret',
    source: `const s = get_secret({});
let n = 0;
s.replace(/l/g, (c) => { n += 1; return c; });
let u = 'none';
if (n > 1) u = 'many';
post({ url: 'u', body: u });
`,
    values: ['hello', 'help'],
  },
  {
    name: 'integrity: untrusted data decides whether an effect happens',
    mode: 'untrusted',
    source: `const s = fetch_page({ url: 'https://example.org/' });
let t = true;
if (s.includes('go')) t = false;
let to = 'alice';
if (t) to = 'bob';
post({ url: to, body: 'transfer' });
`,
    values: ['please go', 'stay'],
  },
  {
    name: 'integrity: effect under a laundered context',
    mode: 'untrusted',
    source: `const s = fetch_page({ url: 'https://example.org/' });
let t = true;
if (s.length > 3) t = false;
let go = false;
if (t) go = true;
if (go) ping({});
log({ msg: 'done' });
`,
    values: ['long text', 'ab'],
  },
  {
    name: 'branch not taken through a Map key (issue 22)',
    mode: 'secret',
    source: `const s = get_secret({});
const m = new Map([['a', 1]]);
if (s.length > 3) m.set('b', 1);
let t = true;
if (m.has('b')) t = false;
if (t) post({ url: 'u', body: 'short' });
post({ url: 'u', body: String(m.size) });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'branch not taken through a Set, an iterator and a Date (issue 22)',
    mode: 'secret',
    source: `const s = get_secret({});
const st = new Set(['x']);
const m = new Map([['a', 1], ['b', 2]]);
const it = m.keys();
const d = new Date(0);
if (s[0] === 'h') { st.delete('x'); it.next(); d.setUTCFullYear(2000); }
let out = '';
for (const v of st) out = out + v;
let u = 'none';
if (it.next().value === 'a') u = 'first';
post({ url: 'u', body: out });
post({ url: 'u', body: u });
post({ url: 'u', body: String(d.getTime()) });
`,
    values: ['hello', 'xyz'],
  },
  {
    name: 'a secret key chooses which Map entry changes (issue 22)',
    mode: 'secret',
    source: `const s = get_secret({});
const m = new Map([['h', 0], ['x', 0]]);
m.set(s[0], 1);
let u = 'no';
if (m.get('h') === 1) u = 'yes';
post({ url: 'u', body: u });
`,
    values: ['hello', 'xyz'],
  },
  {
    name: 'red team F1: a non-callable toString key from host JSON decides whether a coercion throws in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const o = JSON.parse(s);
let r = 'no';
try { const x = '' + o; } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
let r2 = 'no';
try { new RangeError(o); const y = \`\${o}\`; const z = o < 1; const q = {}; const w = q[o]; } catch (e) { r2 = 'threw'; }
post({ url: 'u', body: r2 });
let r3 = 'no';
try { [o, 1].sort(); const v = o in {}; Math.max(o); const u = -o; } catch (e) { r3 = 'threw'; }
post({ url: 'u', body: r3 });
`,
    values: ['{"toString":1}', '{"a":1}', '{"valueOf":1,"toString":"x"}', '{"valueOf":1}'],
  },
  {
    name: 'red team F2: whether an Error has an own message or cause',
    mode: 'secret',
    source: `const s = get_secret({});
const a = s.length > 3 ? 'm' : undefined;
const e = new Error(a);
if (e.message === '') post({ url: 'u', body: 'short' });
if ('message' in e) post({ url: 'u', body: 'in' });
if (Object.hasOwn(e, 'message')) post({ url: 'u', body: 'own' });
const o = s.length > 3 ? { cause: 1 } : undefined;
const e2 = new TypeError('m', o);
if (!('cause' in e2)) post({ url: 'u', body: 'nocause' });
post({ url: 'u', body: 'end' });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team F3: writing a key of a frozen intrinsic prototype (Error message) in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const a = s.length > 3 ? 'm' : undefined;
const e = new Error(a);
let r = 'no';
try { e.message = 'X'; } catch (x) { r = 'threw'; }
post({ url: 'u', body: r });
const e2 = new Error('m');
if (s.length > 3) delete e2.message;
let r2 = 'no';
try { e2.message = 'X'; e2.name = 'Y'; } catch (x) { r2 = 'threw'; }
post({ url: 'u', body: r2 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team F4/F5: a nullish Map/Set argument, spread or Object.assign source',
    mode: 'secret',
    source: `const s = get_secret({});
const a = s.length > 3 ? [1] : null;
const st = new Set(a);
if (st.size === 0) post({ url: 'u', body: 'empty' });
const b = s.length > 3 ? [['k', 1]] : undefined;
const m = new Map(b);
if (!m.has('k')) post({ url: 'u', body: 'nok' });
const c = s.length > 3 ? { k: 1 } : null;
const o = { ...c };
if (!('k' in o)) post({ url: 'u', body: 'nok2' });
const o2 = Object.assign({}, c);
if (!('k' in o2)) post({ url: 'u', body: 'nok3' });
post({ url: 'u', body: 'end' });
`,
    values: ['hello', 'xy'],
  },
  // issue 22: a function as a container, holes in callback builtins, the receiver of a method
  // call checked before its arguments
  {
    name: 'function property written under a secret branch',
    mode: 'secret',
    source: `const s = get_secret({});
const f = (x) => x;
if (s[0] === 'h') f.hit = 1;
let u = 'not-h';
if ('hit' in f) u = 'h';
post({ url: 'u', body: u });
`,
    values: ['hello', 'xyz'],
  },
  {
    name: 'a hole made under a secret branch decides which callbacks run',
    mode: 'secret',
    source: `const s = get_secret({});
const a = ['x', 'y', 'z'];
if (s[0] === 'h') delete a[1];
let u = '';
a.forEach((c) => { u = u + c; });
post({ url: 'u', body: u.length > 2 ? 'three' : 'two' });
`,
    values: ['hello', 'xyz'],
  },
  {
    name: 'a receiver null by a secret, inside a try',
    mode: 'secret',
    source: `const s = get_secret({});
const o = s[0] === 'h' ? null : [];
let u = 'not-h';
try { o.push((u = 'h')); } catch (e) {}
post({ url: 'u', body: u });
`,
    values: ['hello', 'xyz'],
  },
  // red team, second pass (R1-R3): strict-mode leaks through natively thrown errors
  {
    name: 'red team R1: a regex groups object (null prototype) coerced in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const g = /(?<a>.)/.exec("q").groups;
const v = [1, g][s.length % 2];
let r = "no";
try { const x = "" + v; } catch (e) { r = "threw"; }
post({ url: 'u', body: r });
const h = /(?<a>.)/d.exec("q").indices.groups;
let gc = 0;
"q".replace(/(?<a>.)/, (m, a, o, str, gr) => { gc = gr; return m; });
const w = [1, h, gc][s.length % 3];
let r2 = "no";
try { const y = \`\${w}\`; const z = w < 1; const q = {}; const u = q[w]; new Error(w); } catch (e) { r2 = "threw"; }
post({ url: 'u', body: r2 });
`,
    values: ['hello', 'xy', 'xyz'],
  },
  {
    name: 'red team R2: push on an array whose length (set by a secret) is 2**32-1, in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const a = [];
if (s.length > 3) a[4294967294] = 1;
let r = "no";
try { a.push(1); } catch (e) { r = "threw"; }
post({ url: 'u', body: r });
const b = [];
b[s.length > 3 ? 4294967294 : 0] = 1;
let r2 = "no";
try { b.push(1); } catch (e) { r2 = "threw"; }
post({ url: 'u', body: r2 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team R3: a call of a plan function with a spread whose length a secret decides, in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const a = [];
a[s.length > 3 ? 40000 : 1] = 0;
const f = function (...xs) { return 1; };
let r = "no";
try { f(...a); } catch (e) { r = "threw"; }
post({ url: 'u', body: r });
`,
    values: ['hello', 'xy'],
  },
  // R4 work: fill() writing holes dropped the filled value's label (both modes), on a dense
  // array and on a long one (the prelude's own loop)
  {
    name: 'fill of holes with a secret',
    mode: 'secret',
    source: `const s = get_secret({});
const a = [];
a.length = 2;
a.fill(s);
post({ url: 'u', body: a[1] });
const b = [1, 2, 3];
delete b[1];
b.fill(s, 1);
post({ url: 'u', body: b[1] });
const c = [];
c.length = 70000;
c.fill(s, 5, 6);
post({ url: 'u', body: c[5] });
`,
    values: ['hello', 'xy'],
  },
  // red team, third pass (T1, T2): the error text names the kind of a non-JSON value that a
  // secret chose, and the error carried a public label (so the host showed it unredacted)
  {
    name: 'red team T1: ARG_NOT_JSON names the kind of a secret-chosen argument',
    mode: 'secret',
    source: `const s = get_secret({});
post({ url: 'u', body: s.length > 3 ? undefined : NaN });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T1: ARG_NOT_JSON, a Map or a function chosen by a secret',
    mode: 'secret',
    source: `const s = get_secret({});
post({ url: 'u', body: { a: s.length > 3 ? new Map() : () => 1 } });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T2: RESULT_NOT_JSON of a nested secret-chosen value',
    mode: 'secret',
    source: `const s = get_secret({});
const out = { a: s.length > 3 ? undefined : NaN };
out;
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T2: RESULT_NOT_JSON, a function or a Map in an array',
    mode: 'secret',
    source: `const s = get_secret({});
[s.length > 3 ? () => 1 : new Map()];
`,
    values: ['hello', 'xy'],
  },
  // red team T3: a native exception outside a try, its message chosen by a secret, reached
  // the host unredacted (labelled LIT)
  {
    name: 'red team T3: which native exception a secret branch throws',
    mode: 'secret',
    source: `const s = get_secret({});
if (s.length > 3) String.fromCodePoint(-1); else 'a'.repeat(-1);
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T3: a native exception decided by a secret argument, then another',
    mode: 'secret',
    source: `const s = get_secret({});
(1).toFixed(Number(s));
String.fromCodePoint(-1);
`,
    values: ['5', '200'],
  },
  {
    name: 'red team T3: String.fromCodePoint of a secret, then repeat',
    mode: 'secret',
    source: `const s = get_secret({});
String.fromCodePoint(Number(s));
'a'.repeat(-1);
`,
    values: ['-1', '65'],
  },
  {
    name: 'issue 22: a builtin constructor value chosen by a secret (identity, name, call, new)',
    mode: 'secret',
    source: `const s = get_secret({});
let C = TypeError;
if (s.length > 3) C = RangeError;
let r = 'p';
if (C === RangeError) r = 'q';
post({ url: 'u', body: r });
post({ url: 'u', body: C.name });
post({ url: 'u', body: C('m').name });
post({ url: 'u', body: new C('m').name });
let r2 = 'no';
try { throw new C('m'); } catch (e) { r2 = e.name; }
post({ url: 'u', body: r2 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: new on a plan function whose result is an object or not by a secret',
    mode: 'secret',
    source: `const s = get_secret({});
function F(x) { if (x.length > 3) { return [1]; } return 1; }
const o = new F(s);
post({ url: 'u', body: typeof o.length });
post({ url: 'u', body: JSON.stringify(o) });
let r = 'no';
if (Array.isArray(o)) r = 'yes';
post({ url: 'u', body: r });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: new on a value that is a constructor or not by a secret, in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const G = s.length > 3 ? function () { return {}; } : () => ({});
let r = 'no';
try { new G(); } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
const o = { m() { return {}; } };
const H = s.length > 3 ? o.m : function () {};
let r2 = 'no';
try { new H(); } catch (e) { r2 = 'threw'; }
post({ url: 'u', body: r2 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: wrapper objects carry their primitive label; truthiness is structural',
    mode: 'secret',
    source: `const s = get_secret({});
const b = new Boolean(s.length > 3);
let r = 'no';
if (b.valueOf()) r = 'yes';
post({ url: 'u', body: r });
let r2 = 'no';
if (b == true) r2 = 'yes';
post({ url: 'u', body: r2 });
let r3 = 'no';
if (b) r3 = 'always';
post({ url: 'u', body: r3 });
const w = new String(s);
post({ url: 'u', body: String(w.length) });
post({ url: 'u', body: w + '' });
post({ url: 'u', body: String(new Number(s.length) * 2) });
const o = Object(s.length > 3 ? s : 1);
post({ url: 'u', body: typeof o.valueOf() });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: new Array(n) and a read-only wrapper index decided by a secret, in a try',
    mode: 'secret',
    source: `const s = get_secret({});
let r = 'no';
try { new Array(s.length > 3 ? -1 : 2); } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
const a = new Array(s.length > 3 ? 3 : 'x');
post({ url: 'u', body: String(a.length) });
let r2 = 'no';
try { new String(s.length > 3 ? 'abcd' : '')[2] = 'q'; } catch (e) { r2 = 'threw'; }
post({ url: 'u', body: r2 });
let r3 = 'no';
if (1 in new Array(s.length)) r3 = 'yes';
post({ url: 'u', body: r3 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: array-like length and slots decided by a secret (Array.prototype.m.call)',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { 0: 'a', length: 1 };
if (s.length > 3) o[1] = 'h';
post({ url: 'u', body: String(Array.prototype.indexOf.call(o, 'h')) });
const p = { 0: 'x', length: s.length > 3 ? 2 : 1, 1: 'y' };
let r = 'no';
Array.prototype.forEach.call(p, (v) => { if (v === 'y') r = 'yes'; });
post({ url: 'u', body: r });
let r2 = 'no';
if (Array.prototype.some.call(s, (c) => c === 'h')) r2 = 'yes';
post({ url: 'u', body: r2 });
let r3 = 'no';
try { Array.prototype.reduce.call({ length: s.length > 3 ? 0 : 1, 0: 1 }, (a, b) => a); } catch (e) { r3 = 'threw'; }
post({ url: 'u', body: r3 });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: f.call / f.apply with a list whose length, elements and type come from a secret',
    mode: 'secret',
    source: `const s = get_secret({});
function f(a, b) { return b === undefined ? 'one' : 'two'; }
post({ url: 'u', body: f.apply(null, s.length > 3 ? [1, 2] : [1]) });
function g(...r) { return String(r.length); }
post({ url: 'u', body: g.apply(null, s.length > 3 ? null : [1]) });
post({ url: 'u', body: f.call(s, 'x', s.length > 3 ? 1 : undefined) });
let r = 'no';
try { f.apply(null, s.length > 3 ? 'xy' : []); } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
const h = s.length > 3 ? f : g;
post({ url: 'u', body: h.call(null, 1) });
let c = 'no';
function w(x) { if (x) c = 'yes'; }
w.apply(null, [s.length > 3]);
post({ url: 'u', body: c });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T5: a prelude TypeError at the top level under a secret branch (error text)',
    mode: 'secret',
    source: `const s = get_secret({});
const a = JSON.parse('null'); const o = {};
if (s.length > 3) { const q = a.x; } else { const q = o.u.x; }
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T5: a top-level while and a try/finally choose between two prelude errors',
    mode: 'secret',
    source: `const s = get_secret({});
const a = JSON.parse('null'); const o = {};
let i = 0;
while (i < 1) { i++; if (s.length > 3) { const q = a.x; } }
try { if (s.length === 2) { const q = o.u.x; } } finally { }
const z = o.w.v;
`,
    values: ['hello', 'xy', 'abc'],
  },
  {
    name: 'issue 22: a write that throws on a property a secret made read-only, in a try',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { a: 1 };
Object.defineProperty(o, 'a', { writable: s.length <= 3 });
let r = 'wrote';
try { o.a = 2; } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
let t = 'after';
try { o.a = 3; t = 'reached'; } catch (e) { }
post({ url: 'u', body: t });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: an object frozen under a secret branch: predicates, adds and deletes',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { a: 1 };
const arr = [1];
if (s.length > 3) { Object.freeze(o); Object.preventExtensions(arr); }
post({ url: 'u', body: String(Object.isFrozen(o)) });
let r = 'no';
try { o.b = 1; } catch (e) { r = 'add threw'; }
post({ url: 'u', body: r });
let q = 'no';
try { delete o.a; } catch (e) { q = 'delete threw'; }
post({ url: 'u', body: q });
let p = 'no';
try { arr.push(2); } catch (e) { p = 'push threw'; }
post({ url: 'u', body: p });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: attributes a secret chose, read back through descriptors and key lists',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { a: 1, b: 2 };
Object.defineProperties(o, { a: { enumerable: s.length > 3 }, c: { value: 3, configurable: s.length > 3 } });
post({ url: 'u', body: Object.keys(o).join(',') });
post({ url: 'u', body: JSON.stringify(Object.getOwnPropertyDescriptors(o)) });
post({ url: 'u', body: JSON.stringify(Object.getOwnPropertyDescriptor(o, 'c')) });
post({ url: 'u', body: String(Object.isSealed(o)) });
let r = 'kept';
try { Object.defineProperty(o, 'c', { value: 4 }); r = 'redefined'; } catch (e) { r = 'threw'; }
post({ url: 'u', body: r });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'issue 22: a key chosen by a secret becomes read-only, then every key is written',
    mode: 'secret',
    source: `const s = get_secret({});
const o = { x: 1, y: 2 };
Object.defineProperty(o, s.length > 3 ? 'x' : 'y', { writable: false });
let out = '';
for (const k of ['x', 'y']) { try { o[k] = 0; out = out + k; } catch (e) { out = out + '!'; } }
post({ url: 'u', body: out });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team T6: a denial names the origins a secret branch chose (witness)',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
post({ url: 'u', body: s[0] === 'a' ? p : 'x' });
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'red team U4: a denial explanation names the labels a secret branch chose (one rule)',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
share({ to: s[0] === 'a' ? p : 'x', body: 'b' });
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'red team U4: which rule denies is chosen by a secret branch (two rules)',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
share({ to: 'x', body: s[0] === 'a' ? p : s });
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'red team U4: a secret branch chooses between a public and a confidential argument',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
let t = 'x'; let b = 'y';
if (s.length > 4) { t = p; } else { b = p; }
share({ to: t, body: b });
`,
    values: ['apple', 'kiwi'],
  },
  {
    name: 'red team U8: the keys of a container inside an untrusted field (header map)',
    mode: 'untrusted',
    source: `const m = read_inbox({});
const k = Object.keys(m[0].headers)[0];
post({ url: 'https://api.example.org/' + k, body: m[0].sender });
`,
    values: ['X-Attacker-evil.example', 'Received'],
  },
  {
    name: 'red team U8: lengths, membership and shape of containers inside an untrusted field',
    mode: 'untrusted',
    source: `const m = read_inbox({});
const ps = m[0].parts;
post({ url: 'u', body: String(ps.length) });
post({ url: 'u', body: String('a' in ps[0]) + JSON.stringify(ps[1]).length });
for (const k in m[0].headers) post({ url: 'u', body: k.length > 3 ? 'long' : 'short' });
`,
    values: ['ab', 'abcde'],
  },
  {
    name: 'red team V6: the other keys of a map that holds a vouched field (headers.From)',
    mode: 'untrusted',
    source: `const m = read_inbox({});
const h = m[0].headers;
post({ url: 'https://api.example.org/' + h.From, body: Object.keys(h).join('/') });
post({ url: 'u', body: String('X-Evil' in h) + String(Object.hasOwn(h, 'Received')) });
post({ url: 'u', body: Object.entries(h).map((e) => e[0]).join('/') });
`,
    values: ['X-Evil', 'Received'],
  },
  {
    name: 'red team V6: the keys of a mail whose sender is vouched',
    mode: 'untrusted',
    source: `const m = read_inbox({});
post({ url: 'u', body: Object.keys(m[0]).join('/') });
let n = 0;
for (const k in m[0]) n = n + k.length;
post({ url: 'u', body: String(n) });
post({ url: 'u', body: String(m[0]['x-Received'] === 1) + m[0].sender });
`,
    values: ['evil.example', 'Received'],
  },
  {
    name: 'red team T6: a redacted message names the labels a secret branch chose',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
throw new Error(s[0] === 'a' ? p : 'x');
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'issue 22 L3: a spread copies the properties a secret branch gave a function',
    mode: 'secret',
    source: `const s = get_secret({});
function f() { return 1; }
f.b = 0;
if (s.length > 3) { f.a = 1; }
const o = { ...f };
post({ url: 'u', body: String(Object.keys(o).length) });
post({ url: 'u', body: String(o.a) });
`,
    values: ['hello', 'xy'],
  },
  {
    name: 'red team V1: the labels of an allowed call mid-run, chosen by a secret branch',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
send({ to: 'bob', body: s[0] === 'a' ? p.slice(0, 0) + 'x' : 'x' });
send({ to: 'bob', body: 'after' });
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'red team V1: the pc of an allowed call mid-run, chosen by a secret branch',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
if (s[0] === 'a') { if (p.length > 0) { send({ to: 'bob', body: 'x' }); } } else { send({ to: 'bob', body: 'x' }); }
send({ to: 'bob', body: 'after' });
`,
    values: ['apple', 'banana'],
  },
  {
    name: 'red team V4: a confirmation request names the labels a secret branch chose',
    mode: 'secret',
    source: `const s = get_secret({});
const p = get_pii({});
note({ text: s[0] === 'a' ? p : 'x' });
`,
    values: ['apple', 'banana'],
  },
  {
    name: "red team U6: the size of a secret argument in the denied call's audit record",
    mode: 'secret',
    source: `const s = get_secret({});
post({ url: 'u', body: s });
`,
    values: ['hello', 'xy'],
  },
  {
    name: "red team U6/U7: a secret-chosen argument in a denied call's record, beside a public one",
    mode: 'secret',
    source: `const s = get_secret({});
post({ url: s.length > 3 ? 'https://a.example/' + s : 'b', body: 'hi' });
log({ msg: s.length > 3 ? 'long' : 'short' });
`,
    values: ['hello', 'xy'],
  },
];
