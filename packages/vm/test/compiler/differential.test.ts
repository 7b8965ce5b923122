/**
 * Differential test: fast-check generates programs inside the accepted subset; each must give
 * the same result as plain JavaScript in QuickJS and instrumented through the prelude (normal or
 * strict mode, drawn per program), including external calls from plain code, helpers and callbacks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonValue, runPlain, runPlan } from './harness.js';

const INPUTS = {
  base: { value: 7, label: ['in:base'] },
  word: { value: 'Zam', label: ['in:word'] },
};

/** A tool answering with its argument, so external calls appear inside generated programs. */
const TOOLS = {
  echo: (args: Record<string, JsonValue>) => ({ value: args.v ?? null, label: ['tool:echo'] }),
};

type Gen = fc.Arbitrary<string>;

const small = fc.integer({ min: -5, max: 12 }).map(String);
const key = fc.constantFrom("'p'", "'q'", "'r'");
const strLit = fc.constantFrom("'a'", "'xy'", "''", "'Hello'", "'a,b'");

function num(d: number): Gen {
  const leaves: Gen[] = [
    small,
    fc.constantFrom(
      'n0',
      'n1',
      'v0',
      'arr.length',
      'obj.p',
      's0.length',
      'inputs.base',
      '(arr[0] ?? 1)',
    ),
  ];
  if (d <= 0) return fc.oneof(...leaves);
  const sub = num(d - 1);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 3 },
    fc
      .tuple(sub, fc.constantFrom('+', '-', '*', '%', '|', '&', '^', '<<'), sub)
      .map(([a, op, b]) =>
        op === '%'
          ? `(${a} % ((${b} & 3) + 1))`
          : op === '<<'
            ? `(${a} << (${b} & 3))`
            : `(${a} ${op} ${b})`,
      ),
    fc.tuple(bool(d - 1), sub, sub).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
    fc.tuple(fc.constantFrom('max', 'min'), sub, sub).map(([f, a, b]) => `Math.${f}(${a}, ${b})`),
    fc
      .tuple(fc.constantFrom('abs', 'floor', 'sign', 'trunc'), sub)
      .map(([f, a]) => `Math.${f}(${a})`),
    sub.map((a) => `twice(${a})`),
    fc.tuple(sub, sub).map(([a, b]) => `minus(${a}, ${b})`),
    sub.map((a) => `minus(${a})`),
    fc.constant('arr.reduce((x, y) => x + y, 0)'),
    sub.map((a) => `arr.indexOf(${a})`),
    sub.map((a) => `(-(${a}))`),
    fc.tuple(sub, sub).map(([a, b]) => `(${a} && ${b})`),
    fc.tuple(sub, sub).map(([a, b]) => `(${a} || ${b})`),
    key.map((k) => `(obj[${k}] ?? 0)`),
    sub.map((a) => `Number(String(${a}))`),
    fc.constant('Object.keys(obj).length'),
    fc.constant('arr.filter((x) => x > 2).length'),
  );
}

function str(d: number): Gen {
  const leaves: Gen[] = [strLit, fc.constantFrom('s0', 'inputs.word')];
  if (d <= 0) return fc.oneof(...leaves);
  const sub = str(d - 1);
  const n = num(d - 1);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 3 },
    fc.tuple(sub, sub).map(([a, b]) => `(${a} + ${b})`),
    fc.tuple(sub, n).map(([a, b]) => `\`\${${a}}-\${${b}}\``),
    fc.tuple(sub, fc.integer({ min: 0, max: 3 })).map(([a, k]) => `${a}.slice(0, ${k})`),
    sub.map((a) => `${a}.toUpperCase()`),
    n.map((a) => `String(${a})`),
    fc.constant("arr.join(',')"),
    fc.constant('JSON.stringify(obj)'),
    fc.tuple(sub, sub).map(([a, b]) => `(${a}.length > 2 ? ${a} : ${b})`),
    sub.map((a) => `${a}.split('').reverse().join('')`),
    fc.constant("Object.entries(obj).map(([k, v]) => k + v).join(';')"),
    // regular expressions (the shared `re` is global: its lastIndex carries across uses)
    fc
      .tuple(
        sub,
        fc.constantFrom('re', '/[a-m]/g', '/(.)(.)?/', '/a/iy'),
        fc.constantFrom("'-'", "'$1'"),
      )
      .map(([a, r, q]) => `${a}.replace(${r}, ${q})`),
    sub.map((a) => `${a}.replace(/[aeiou]/gi, (c, i) => c.toUpperCase() + i)`),
    sub.map((a) => `(${a}.match(/[a-z]+/gi) ?? []).join('|')`),
    sub.map((a) => `${a}.split(/([,y])/).join('_')`),
    sub.map((a) => `String(re.exec(${a}))`),
  );
}

function bool(d: number): Gen {
  const n = num(Math.max(0, d - 1));
  const s = str(Math.max(0, d - 1));
  return fc.oneof(
    fc
      .tuple(n, fc.constantFrom('<', '<=', '===', '!==', '>'), n)
      .map(([a, op, b]) => `(${a} ${op} ${b})`),
    s.map((a) => `${a}.includes('a')`),
    s.map((a) => `re.test(${a})`),
    s.map((a) => `(${a}.search(/[A-Z]/) > 0)`),
    n.map((a) => `arr.some((x) => x > ${a})`),
    key.map((k) => `(${k} in obj)`),
    fc.constantFrom('true', 'false', '!n0', 'Array.isArray(arr)'),
  );
}

function stmt(d: number): Gen {
  const n = num(2);
  const s = str(1);
  const b = bool(1);
  const simple: Gen[] = [
    n.map((e) => `n0 = ${e};`),
    n.map((e) => `n1 += ${e};`),
    s.map((e) => `s0 = ${e};`),
    n.map((e) => `if (arr.length < 12) arr.push(${e});`),
    fc.constant('arr.pop();'),
    n.map((e) => `obj.p = ${e};`),
    fc.tuple(key, n).map(([k, e]) => `obj[${k}] = ${e};`),
    fc.constant('delete obj.r;'),
    n.map((e) => `arr = arr.map((x, i) => x + i + ${e});`),
    n.map((e) => `arr = arr.filter((x) => x !== ${e});`),
    fc.constant('arr.sort((x, y) => x - y);'),
    fc.constant('arr = arr.slice(0, 8);'),
    fc.tuple(n, n).map(([x, y]) => `{ const [u, v = 3] = [${x}, ${y}]; n0 = u + v; }`),
    fc.constant(
      '{ const { p, q = 1, ...others } = obj; n1 = p + q + Object.keys(others).length; }',
    ),
    n.map((e) => `if (arr.length < 10) arr = [...arr, ${e}];`),
    n.map((e) => `obj = { ...obj, q: ${e} };`),
    n.map((e) => `n0 = counter(${e});`),
    n.map((e) => `n1 = echo({ v: ${e} }) + 1;`),
    fc.constant('arr = arr.map((x) => echo({ v: x * 2 }));'),
    n.map((e) => `n0 = viaHelper(${e});`),
    // var: hoisted, redeclared, assigned from blocks and helpers
    n.map((e) => `var v0 = ${e};`),
    n.map((e) => `{ var v0 = v0 + ${e}; }`),
    n.map((e) => `n1 = viaVar(${e});`),
    n.map((e) => `re.lastIndex = ${e};`),
    fc.constant('n1 += re.lastIndex;'),
  ];
  if (d <= 0) return fc.oneof(...simple);
  const body = fc.array(stmt(d - 1), { minLength: 1, maxLength: 3 }).map((xs) => xs.join(' '));
  return fc.oneof(
    { arbitrary: fc.oneof(...simple), weight: 4 },
    fc.tuple(b, body, body).map(([c, x, y]) => `if (${c}) { ${x} } else { ${y} }`),
    fc
      .tuple(fc.integer({ min: 0, max: 4 }), body)
      .map(([k, x]) => `for (let i = 0; i < ${k}; i++) { ${x} }`),
    body.map((x) => `for (const x of arr.slice(0, 3)) { n0 += x; ${x} }`),
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), body)
      .map(([k, x]) => `{ let w = 0; while (w < ${k}) { w++; ${x} } }`),
    fc
      .tuple(body, b, n)
      .map(
        ([x, c, e]) =>
          `try { ${x} if (${c}) { throw new Error('e' + ${e}); } } catch (err) { s0 = err.message; }`,
      ),
    fc
      .tuple(body, body)
      .map(([x, y]) => `switch (n0 % 3) { case 0: ${x} break; case 1: ${y} default: n1 += 1; }`),
    fc
      .tuple(body, b)
      .map(
        ([x, c]) =>
          `for (let j = 0; j < 3; j++) { if (${c}) { continue; } ${x} if (j > 1) break; }`,
      ),
    body.map((x) => `for (const k in obj) { s0 = s0.slice(0, 6) + k; ${x} }`),
    fc
      .tuple(fc.integer({ min: 0, max: 3 }), body)
      .map(([k, x]) => `for (var vi${d} = 0; vi${d} < ${k}; vi${d}++) { v0 += vi${d}; ${x} }`),
    body.map((x) => `for (var vx of arr.slice(0, 3)) { v0 += vx; ${x} }`),
  );
}

const program = fc.array(stmt(2), { minLength: 1, maxLength: 6 }).map(
  (stmts) => `let n0 = inputs.base; let n1 = 2; let s0 = inputs.word; let arr = [3, 1, 2];
let obj = { p: 1, q: 2 };
const re = /[a-z]/g;
function twice(x) { return x * 2; }
const minus = (x, y = 1) => x - y;
let calls = 0;
var v0 = 1;
function viaVar(x) { if (x > 2) { var y = x * 2; } for (var j = 0; j < 2; j++) { var z = j; } return (y ?? 0) + z; }
function counter(x) { calls++; return x + calls; }
function viaHelper(x) { const r = [x].map((y) => echo({ v: y + 1 })); return r[0]; }
${stmts.join('\n')}
return JSON.stringify([n0, n1, s0, arr, obj, calls, v0]);`,
);

describe('differential: instrumented vs plain', () => {
  it('>= 500 generated programs give the same result (strict mode may refuse one)', async () => {
    let runs = 0;
    let strictRuns = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(program, fc.boolean(), async (src, strict) => {
        runs++;
        if (strict) strictRuns++;
        const plain = await runPlain(src, { inputs: INPUTS, tools: TOOLS });
        const inst = await runPlan(src, { inputs: INPUTS, tools: TOOLS, strict });
        // Strict mode's no-sensitive-upgrade may stop a plan that writes, under a context
        // raised by data, what it could not upgrade ahead (docs/ifc.md "Implicit flows"):
        // a refusal, never a different result.
        if (strict && inst.outcome.kind === 'error' && inst.outcome.code === 'IMPLICIT_FLOW') {
          refused++;
          return;
        }
        if (plain.kind === 'error') {
          expect(inst.outcome.kind).toBe('error');
        } else {
          expect(inst.outcome).toMatchObject({ kind: 'done', value: plain.value });
        }
      }),
      { numRuns: 500 },
    );
    expect(runs).toBeGreaterThanOrEqual(500);
    // these programs branch on inputs and tool results everywhere: most still run
    console.info(`differential: strict mode refused ${refused} of ${strictRuns} programs`);
    expect(refused).toBeLessThan(strictRuns * 0.25);
  }, 240_000);
});
