/**
 * Scopes: `var` (function scope, hoisting, redeclaration, one binding per loop), parameter
 * scopes (TDZ in order, apart from the body), the TDZ of a for-in/for-of head, function
 * declarations declared twice, and what is refused (issue 22). Each program runs in plain
 * QuickJS and compiled, in both modes, with the same result; the labels of `var` are those
 * of any assigned variable (strict mode: pc joined in, write-set upgrade, no-sensitive-upgrade).
 */
import { describe, expect, it } from 'vitest';
import { compilePlan, PlanCompileError } from '../../src/compiler/index.js';
import { type JsonValue, type RunOptions, runPlain, runPlan } from './harness.js';

const INPUTS: NonNullable<RunOptions['inputs']> = {
  secret: { value: 'hunter2', label: ['secret'] },
  pub: { value: 'x', label: ['pub'] },
};

/** [source, expected result] — `return` is valid in both the plan and the plain wrapper. */
const SAME: [string, JsonValue][] = [
  ['var x = 1; return x;', 1],
  ['r = x; var x = 2; var r; return [r === undefined, x];', [true, 2]],
  ['function f() { return x; var x = 5; } return f() === undefined;', true],
  ['var x; var x = 2; var x; return x;', 2],
  ['var a = 1, b, c = a + 1; return [a, b === undefined, c];', [1, true, 2]],
  // redeclaring a parameter (simple list: the same binding) or a function
  ['function f(a) { var a; return a; } return f(3);', 3],
  ['function f(a) { var a = 4; return a; } return f(3);', 4],
  ['function f(){ return 1; } var f; return f();', 1],
  // a non-simple list: the body's var starts as the parameter, a default's closure sees it
  ['function f(a = 1) { var a; return a; } return f(3);', 3],
  ['function f(a, g = () => a) { var a = 2; return [a, g()]; } return f(1);', [2, 1]],
  [
    'function t(x, {y} = {y: 2}, ...r) { var y; return [x, y, r]; } return t(1, undefined, 3, 4);',
    [1, 2, [3, 4]],
  ],
  // one binding for the whole loop
  [
    'const fs = []; for (var i = 0; i < 3; i++) fs.push(() => i); return fs.map((f) => f());',
    [3, 3, 3],
  ],
  [
    'const fs = []; for (var k in {a: 1, b: 2}) fs.push(() => k); return fs.map((f) => f());',
    ['b', 'b'],
  ],
  [
    'const fs = []; for (var v of [1, 2]) fs.push(() => v); return [fs.map((f) => f()), v];',
    [[2, 2], 2],
  ],
  [
    'const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i); return fs.map((f) => f());',
    [0, 1, 2],
  ],
  // hoisted out of blocks, switch cases, try/catch/finally, loops
  [
    'if (true) { var q = 1; } { { var q2 = q + 1; } } switch (1) { case 1: var q3 = q2 + 1; } try { var q4 = q3 + 1; throw 0; } catch (e) { var q5 = q4 + 1; } finally { var q6 = q5 + 1; } return [q, q2, q3, q4, q5, q6];',
    [1, 2, 3, 4, 5, 6],
  ],
  ['if (false) { var never = 1; } return never === undefined;', true],
  [
    'function h() { for (var i = 0; i < 2; i++) { var j = i * 2; } return [i, j]; } return h();',
    [2, 2],
  ],
  ['var o = {a: 1}; for (var k in o) {} return k;', 'a'],
  ['for (var [a, b] of [[1, 2], [3, 4]]) {} return [a, b];', [3, 4]],
  // destructuring
  ['var {a, b: [c, d = 4]} = {a: 1, b: [3]}; return [a, c, d];', [1, 3, 4]],
  ['var [x, , ...y] = [1, 2, 3, 4]; return [x, y];', [1, [3, 4]]],
  // closures share the function's binding
  ['function f() { var x = 1; function g() { x++; } g(); g(); return x; } return f();', 3],
  ['var n = 0; const inc = () => { n += 1; }; inc(); inc(); return n;', 2],
  ['function f() { var x = 1; { let x = 2; } return x; } return f();', 1],
  // a function expression's own name: a var in it is a new binding
  ['return (function f() { var f; return typeof f; })();', 'undefined'],
  ['return (function f() { return typeof f; })();', 'function'],
  // parameters initialise in order; the body's scope is apart from the parameters'
  [
    'let r; try { (function (a = b, b) { return a; })(); } catch (e) { r = e.name; } return r;',
    'ReferenceError',
  ],
  ['return (function (a, b = a) { return b; })(4);', 4],
  ['let x = 1; function f(g = () => x) { let x = 2; return g(); } return f();', 1],
  // the TDZ of a for-in/for-of head
  [
    'let x = 1; let r; try { for (let x of [x]) {} } catch (e) { r = e.name; } return r;',
    'ReferenceError',
  ],
  [
    'let x = 1; let r; try { for (const x in {a: x}) {} } catch (e) { r = e.name; } return r;',
    'ReferenceError',
  ],
  [
    "let x = [1]; const g = []; for (const x of (g.push(() => x), [1])) {} let r = 'no'; try { const h = g[0]; h(); } catch (e) { r = e.name; } return r;",
    'ReferenceError',
  ],
  ['let x = [5]; let r = 0; for (const y of x) r = y; return r;', 5],
  // a function declared twice in a function: the last one
  [
    'function g() { function f() { return 1; } function f() { return 2; } return f(); } return g();',
    2,
  ],
  ['function f() { return 1; } function f() { return 2; } return f();', 2],
];

describe('scopes: same result as plain JavaScript', () => {
  for (const [src, expected] of SAME) {
    it(src, async () => {
      const plain = await runPlain(src, { inputs: INPUTS });
      expect(plain).toEqual({ kind: 'done', value: expected });
      for (const strict of [false, true]) {
        const r = await runPlan(src, { inputs: INPUTS, strict });
        expect(r.outcome, strict ? 'strict' : 'normal').toMatchObject({
          kind: 'done',
          value: expected,
        });
      }
    });
  }
});

function codeOf(src: string): string {
  try {
    compilePlan(src, { externalFunctions: [], propagateControl: true });
  } catch (e) {
    if (e instanceof PlanCompileError) return e.code;
    throw e;
  }
  return 'accepted';
}

describe('scopes: what is refused', () => {
  it('var redeclaring a catch parameter, a for-in initialiser (Annex B forms)', () => {
    expect(codeOf('try {} catch (e) { var e = 1; }')).toBe('VAR_UNSUPPORTED');
    expect(codeOf('try {} catch (e) { for (var e of []) {} }')).toBe('VAR_UNSUPPORTED');
    expect(codeOf('for (var x = 1 in {}) {}')).toBe('VAR_UNSUPPORTED');
  });
  it('early errors stay parse errors', () => {
    expect(codeOf('let x; var x;')).toBe('PLAN_PARSE_ERROR');
    expect(codeOf('let x; { var x; }')).toBe('PLAN_PARSE_ERROR');
    expect(codeOf('function f() { let y; { var y; } }')).toBe('PLAN_PARSE_ERROR');
  });
  it('a function declared twice in a block (strict code), or as an if branch', () => {
    expect(codeOf('{ function f() {} function f() {} }')).toBe('PLAN_PARSE_ERROR');
    expect(codeOf('switch (1) { case 1: function f() {} case 2: function f() {} }')).toBe(
      'PLAN_PARSE_ERROR',
    );
    expect(codeOf('if (true) function f() {}')).toBe('UNSUPPORTED_SYNTAX');
  });
  it('a block function a sloppy script would also bind in the function (Annex B.3.3)', () => {
    expect(codeOf('var f; { function f() {} }')).toBe('UNSUPPORTED_SYNTAX');
    expect(codeOf('function f() {} { function f() {} }')).toBe('UNSUPPORTED_SYNTAX');
    expect(codeOf('let f = 1; function g() { { function f() {} } return f; }')).toBe(
      'UNSUPPORTED_SYNTAX',
    );
    // a let or a parameter of the same function blocks Annex B: the meaning is the same
    expect(codeOf('let f = 1; { function f() {} }')).toBe('accepted');
    expect(codeOf('function g(f) { { function f() {} } return f; }')).toBe('accepted');
    expect(codeOf('{ function f() {} }')).toBe('accepted');
  });
  it('var reassigning a function declaration; computed calls other than a string key', () => {
    expect(codeOf('function f() {} var f = 1;')).toBe('FUNCTION_REASSIGNED');
    expect(codeOf('const fs = [() => 1]; fs[0]();')).toBe('COMPUTED_KEY_UNSUPPORTED');
    expect(codeOf("const fs = [() => 1]; fs['0']();")).toBe('COMPUTED_KEY_UNSUPPORTED');
    expect(codeOf('const o = {}; const k = "m"; o[k]();')).toBe('COMPUTED_KEY_UNSUPPORTED');
    expect(codeOf("const o = { m: () => 1 }; o['m']();")).toBe('accepted');
  });
});

async function outcome(src: string, strict: boolean) {
  return (await runPlan(src, { inputs: INPUTS, strict })).outcome;
}

describe('var: labels', () => {
  it('normal mode: the assigned value label, like any variable', async () => {
    expect(
      await outcome('var x = inputs.secret; var x = inputs.pub; return x;', false),
    ).toMatchObject({ label: ['pub'] });
    expect(await outcome('var x; return x === undefined;', false)).toMatchObject({ label: [] });
    expect(
      await outcome('var y = 1; for (var k in { a: inputs.secret }) { y = k; } return y;', false),
    ).toMatchObject({ value: 'a', label: [] });
  });
  it('strict mode: a var assigned under a branch carries the branch (write-set upgrade)', async () => {
    const cases = [
      "var t = 1; if (inputs.secret === 'h') { var t = 2; } return t;",
      "if (inputs.secret !== 'h') { var t = 2; } return t;",
      "var u = 'a'; for (var c of inputs.secret.split('')) { if (c === 'h') { var u = 'b'; } } return u;",
      "function f() { var r = 1; if (inputs.secret === 'h') { var r = 2; } return r; } return f();",
      "var v = 'a'; try { if (inputs.secret === 'hunter2') throw new Error('x'); var v = 'b'; } catch (e) {} return v;",
      "var q = 0; switch (inputs.secret) { case 'hunter2': var q = 1; break; default: } return q;",
      "var k; for (var k in (inputs.secret === 'h' ? { a: 1 } : {})) {} return k === undefined;",
      'var n = 0; for (var i = 0; i < inputs.secret.length; i++) { var n = n + 1; } return n;',
      "var [a, b] = inputs.secret === 'h' ? ['x', 'y'] : ['y', 'x']; var w = 'p'; if (a === 'x') { var w = 'q'; } return w;",
      "var n = 0; const g = () => { n = 5; }; if (inputs.secret === 'h') { g(); } return n;",
    ];
    for (const src of cases) {
      const o = await outcome(src, true);
      expect(o, src).toMatchObject({ kind: 'done' });
      expect((o as { label: string[] }).label, src).toContain('secret');
    }
  });
  it('strict mode: no-sensitive-upgrade on a var write the upgrade could not reach', async () => {
    // the container `b` names only inside the branch is not upgraded ahead: the run stops
    const o = await outcome(
      "var a = []; if (inputs.secret === 'hunter2') { var b = a; b.push(1); } return a;",
      true,
    );
    expect(o).toMatchObject({ kind: 'error', code: 'IMPLICIT_FLOW' });
  });
});
