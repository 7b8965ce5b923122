/**
 * R4 (issue 22): QuickJS's native Array methods walk every index below `length` without
 * polling the interrupt handler, so one call on an array of length 2^32-1 with almost no
 * elements (`a[4294967294] = 1`, or `a.length = 4294967295`) ran for minutes past a 2 s
 * deadline. Every path a plan has to such a walk (methods, callbacks, coercions to a string,
 * JSON, spread, Array.from, rest destructuring, array-likes) must finish, or fail with an
 * uncatchable limit, within its deadline: checked here by the host's wall clock, through the
 * real sandbox and compiler, in both IFC modes.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/index.js';
import { TEST_ALGEBRA_SOURCE } from './helpers.js';

const DEADLINE_MS = 100;
// generous slack for a loaded machine: a native walk of 2^32 indices takes minutes
const WALL_LIMIT_MS = 5000;

// A: one element at the last index (a slow, property-backed array); B: a one-element array
// whose length was written (a fast array with a huge length).
const ARRAYS: Record<string, string> = {
  A: 'const a = []; a[4294967294] = 1;',
  B: 'const a = [1]; a.length = 4294967295;',
};

const EXPRESSIONS = [
  'a.reverse()',
  'a.fill(0)',
  'a.fill(0, 4294967290)',
  'a.shift()',
  'a.unshift(0)',
  'a.slice()',
  'a.slice(1)',
  'a.splice(0, 1)',
  'a.splice(0, 0, 1)',
  'a.splice(1)',
  'a.concat([])',
  '[].concat(a)',
  'a.copyWithin(0, 1)',
  'a.copyWithin(1, 0)',
  'a.join()',
  "a.join('-')",
  'a.toString()',
  'a.indexOf(1)',
  'a.lastIndexOf(1)',
  'a.includes(1)',
  'a.includes(undefined)',
  'a.at(-1)',
  'a.flat()',
  'a.pop()',
  'a.push(1)',
  'a.forEach(function (x) {})',
  'a.map(function (x) { return x; })',
  'a.filter(function (x) { return true; })',
  'a.every(function (x) { return true; })',
  'a.some(function (x) { return false; })',
  'a.find(function (x) { return false; })',
  'a.findIndex(function (x) { return false; })',
  'a.findLast(function (x) { return false; })',
  'a.findLastIndex(function (x) { return false; })',
  'a.reduce(function (x, y) { return y; })',
  'a.reduceRight(function (x, y) { return y; })',
  'a.flatMap(function (x) { return [x]; })',
  'a.sort()',
  'a.sort(function (x, y) { return x - y; })',
  'a.hasOwnProperty(0)',
  'Array.from(a)',
  'Array.from(a, function (x) { return x; })',
  'Object.keys(a)',
  'Object.values(a)',
  'Object.entries(a)',
  'Object.assign({}, a)',
  'Object.fromEntries([a])',
  'JSON.stringify(a)',
  'JSON.stringify({ x: [a] })',
  '[...a]',
  'Math.max(...a)',
  'String(a)',
  "a + ''",
  // a template literal (written in two pieces for the linter)
  '`$' + '{a}`',
  "'' + [a]",
  'Number(a)',
  'a == 1',
  '({})[a]',
  'Object.hasOwn(a, 0)',
  '(function () { const [x, ...r] = a; return r; })()',
  '(function () { let n = 0; for (const x of a) n++; return n; })()',
  '(function () { let n = 0; for (const k in a) n++; return n; })()',
];

const B_TOO =
  /reverse|fill|shift|slice|splice|concat|copyWithin|join|toString|indexOf|includes|flat\(|sort\(\)|Array\.from|JSON|String|\.\.\./;

const OTHER: Record<string, string> = {
  'Array.from of a long array-like': 'Array.from({ length: 4294967295 }).length;',
  'Array.from of a long array-like, mapped':
    'Array.from({ length: 4294967295 }, function (x, i) { return i; }).length;',
  'a long array thrown': 'const a = []; a[4294967294] = 1; throw a;',
  'a long array as the result': 'const a = []; a[4294967294] = 1; a;',
  'a long array nested in a join': 'const a = []; a.length = 4294967295; [[a]].join();',
  'only holes, reversed': 'const a = []; a.length = 4294967295; a.reverse(); 1;',
  'only holes, coerced': "const a = []; a.length = 4294967295; const s = 'x' + a; 1;",
  'a long array in a tool argument': 'const a = []; a[4294967294] = 1; fetch({ a: a });',
};

async function sandbox(strict: boolean, deadline = true): Promise<Sandbox> {
  return createSandbox({
    algebraSource: TEST_ALGEBRA_SOURCE,
    externalFunctions: ['fetch'],
    propagateControl: strict,
    ...(deadline ? { clock: () => performance.now(), limits: { deadlineMs: DEADLINE_MS } } : {}),
  });
}

describe.each([false, true])('long sparse arrays (strict mode %s)', (strict) => {
  let box: Sandbox | undefined;
  const run = async (source: string): Promise<{ ms: number; status: string; code: string }> => {
    if (box === undefined || !box.usable) box = await sandbox(strict);
    const t0 = performance.now();
    const r = box.start(source);
    const ms = performance.now() - t0;
    const out = { ms, status: r.status, code: r.error?.code ?? '' };
    r.dispose();
    return out;
  };
  const cases: [string, string][] = [];
  // every expression on A; on B the ones whose path tells a fast array from a slow one
  for (const [k, decl] of Object.entries(ARRAYS)) {
    for (const e of EXPRESSIONS) {
      if (k === 'B' && !B_TOO.test(e)) continue;
      cases.push([`${k}: ${e}`, `${decl}\nconst r = ${e};\n1;`]);
    }
  }
  for (const [k, src] of Object.entries(OTHER)) cases.push([k, src]);

  it.each(cases)('%s finishes or fails cleanly within its deadline', async (_name, source) => {
    const out = await run(source);
    expect(out.ms).toBeLessThan(WALL_LIMIT_MS);
    // completed, a plan exception, a limit (deadline, budget, memory) or a refused result:
    // never an internal fault
    expect(['completed', 'failed', 'suspended']).toContain(out.status);
    if (out.status === 'failed') expect(out.code).not.toBe('PROTOCOL_VIOLATION');
  });
});

// The prelude's own paths for long arrays give what plain JavaScript gives: each plan is run in
// the sandbox (length 70,003: past the prelude's dense path) and by Node as plain JavaScript.
const SETUP =
  'const a = []; for (let i = 0; i < 70000; i += 7) a[i] = i; a[69998] = [1, [2, 3]]; a[5] = null; a.length = 70003;';
const SUMMARY =
  "function sum(x) { const ks = Object.keys(x); return [x.length, ks.length, ks.slice(0, 4).join(), ks.slice(-4).join(), x.join('|').length, JSON.stringify(x.slice(0, 9)), JSON.stringify(x.slice(-9))]; }";
const SAME: Record<string, string> = {
  reverse: 'const r = a.reverse(); const out = [sum(a), r === a];',
  shift: 'const v = a.shift(); const out = [sum(a), v];',
  unshift: 'const n = a.unshift(7, 8); const out = [sum(a), n];',
  'unshift nothing': 'const n = a.unshift(); const out = [sum(a), n];',
  slice: 'const out = [sum(a.slice(3, 69999)), sum(a.slice(-12)), sum(a.slice(69990, 5)), sum(a)];',
  'splice removing': 'const r = a.splice(10, 20000); const out = [sum(a), sum(r)];',
  'splice inserting': "const r = a.splice(-3, 1, 'x', 'y', 'z'); const out = [sum(a), sum(r)];",
  'splice one argument': 'const r = a.splice(69000); const out = [sum(a), sum(r)];',
  'splice no argument': 'const r = a.splice(); const out = [sum(a), sum(r)];',
  'splice negative count': 'const r = a.splice(4, -2, 0); const out = [sum(a), sum(r)];',
  fill: "a.fill('f', 69990, -4); const out = [sum(a)];",
  'fill negative': "a.fill('f', -20); const out = [sum(a)];",
  'copyWithin forward': 'a.copyWithin(3, 69950); const out = [sum(a)];',
  'copyWithin overlapping': 'a.copyWithin(10, 0, 40000); const out = [sum(a)];',
  'copyWithin backward': 'a.copyWithin(0, 7, -7); const out = [sum(a)];',
  concat: 'const out = [sum(a.concat([1, 2], 3)), sum([0].concat(a))];',
  join:
    "const out = [a.join().length, a.join('ab').length, a.join(undefined).slice(-40), String(a).slice(0, 40), `$" +
    '{a}`.length];',
  'Array.from': 'const out = [sum(Array.from(a)), Array.from(a).indexOf(undefined)];',
  'rest element': 'const [p, q, ...r] = a; const out = [sum(r), p, q === undefined];',
  'array-like':
    'const o = { length: 70010, 3: 4, 70008: 9 }; const f = Array.from(o); const out = [f.length, f[3], f[70008], Object.keys(f).length];',
  'JSON.stringify': 'const out = [JSON.stringify(a).length, JSON.stringify({ a: a }).slice(-30)];',
};

describe('long arrays: the prelude paths give what plain JavaScript gives', () => {
  for (const strict of [false, true]) {
    it.each(Object.entries(SAME))(`%s (strict mode ${strict})`, async (_name, body) => {
      const source = `${SETUP}\n${SUMMARY}\n${body}\nout;\n`;
      const expected = new Function(`${SETUP}\n${SUMMARY}\n${body}\nreturn out;`)();
      const box = await sandbox(strict, false);
      const r = box.start(source);
      expect(r.error?.code, r.error?.message).toBeUndefined();
      expect(r.result?.value).toEqual(JSON.parse(JSON.stringify(expected)));
      r.dispose();
    });
  }
});

// Labels: an element moved by the long path keeps its slot label; a hole reads as the
// structure label; the same as the dense path gives for the same moves (length 10).
describe('long arrays: labels are the dense path labels', () => {
  const PLANS: Record<string, (n: number) => string> = {
    reverse: (n) => `a.reverse(); const v = a[${n} - 1 - 5];`,
    shift: () => 'a.shift(); const v = a[4];',
    unshift: () => 'a.unshift(0, 0); const v = a[7];',
    slice: () => 'const v = a.slice(2)[3];',
    splice: () => 'a.splice(1, 2, 9); const v = a[4];',
    'splice removed': () => 'const v = a.splice(3, 4)[2];',
    copyWithin: () => 'a.copyWithin(0, 5, 6); const v = a[0];',
    concat: () => 'const v = [0].concat(a)[6];',
    'Array.from': () => 'const v = Array.from(a)[5];',
    fill: () => 'a.fill(inputs.q, 1, 2); const v = a[1];',
    join: () => "const v = a.join('');",
    hole: () => 'a.reverse(); const v = a[0];',
  };
  for (const strict of [false, true]) {
    it.each(Object.keys(PLANS))(`%s (strict mode ${strict})`, async (name) => {
      const labelOf = async (n: number): Promise<unknown> => {
        const box = await createSandbox({
          algebraSource: TEST_ALGEBRA_SOURCE,
          externalFunctions: ['fetch'],
          propagateControl: strict,
          inputs: { q: { value: 'secret', label: { origins: ['input:q'] } } },
        });
        const source = `const a = []; a.length = ${n}; a[5] = inputs.q; a[6] = 'x';\n${PLANS[name]!(n)}\nv;\n`;
        const r = box.start(source);
        expect(r.error?.code, r.error?.message).toBeUndefined();
        const d = r.describeLabel(r.result!.label);
        r.dispose();
        return d;
      };
      const dense = await labelOf(10);
      const long = await labelOf(70_000);
      expect(long).toEqual(dense);
      if (name !== 'hole') expect(long).toEqual({ origins: ['input:q'] });
    });
  }
});
