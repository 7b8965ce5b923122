/**
 * Builtin constructors as values and `new` on plan functions (issue 22): each compared with
 * plain QuickJS in both modes, and the label each result carries.
 */
import { describe, expect, it } from 'vitest';
import { type PlanInputs, planChecks } from './plan-checks.js';

const INPUTS: PlanInputs = {
  secret: { value: 'hunter2', label: ['secret'] },
  k: { value: 1, label: ['k'] },
};
const { same, labelOf, resultOf } = planChecks(INPUTS);

describe('builtin constructors as values', () => {
  it('are passed, compared and read for name and length as in plain JavaScript', async () => {
    await same(
      'const C = TypeError; function f(x) { return x; } return [C === TypeError, f(RangeError) === RangeError, TypeError === RangeError, C.name, C.length, Error.name, typeof SyntaxError, String(URIError), "" + EvalError, ReferenceError.name];',
    );
  });
  it('calling one through a variable is calling the builtin', async () => {
    await same(
      'const C = RangeError; const e = C("boom"); return [e.name, e.message, String(e), [1].map(Error)[0].message];',
    );
    await same(
      'function t(C, f) { try { f(); } catch (e) { return e.name === C.name; } return false; } return [t(TypeError, () => null.x), t(RangeError, () => null.x)];',
    );
  });
  it('is a constant: literal() label; a message passed through it keeps its label', async () => {
    expect(await labelOf('return TypeError.name;')).toEqual([]);
    expect(
      await labelOf('const C = inputs.k > 0 ? TypeError : RangeError; return C.name;'),
    ).toEqual(['k']);
    expect(await labelOf('const C = TypeError; return C(inputs.secret).message;')).toEqual([
      'secret',
    ]);
    expect(await resultOf('const C = TypeError; return C(inputs.secret).message;', true)).toBe(
      'hunter2',
    );
  });
  it('properties written on one are shared, as on the global', async () => {
    await same('const C = TypeError; C.x = 1; return [TypeError.x, "x" in TypeError];');
  });
});

describe('new on function values', () => {
  it('returns the object the function returns, else a new empty object', async () => {
    await same(
      'function E(m) { return { name: "E", message: m }; } function P(x) { const y = x; } const e = new E("m"); const p = new P(1); return [e.message, typeof p, JSON.stringify(p), Object.keys(p).length, String(p), new E === new E];',
    );
    await same(
      'const F = function (a, b) { return [a, b]; }; return [new F(1, 2), new F(...[3, 4])];',
    );
    await same(
      'function E(m) { return { message: m }; } try { throw new E("boom"); } catch (e) { return e.message; }',
    );
  });
  it('a builtin constructor value constructs as the builtin', async () => {
    await same('const C = TypeError; const e = new C("x"); return [e.name, e.message, String(e)];');
  });
  it('arrows, methods and builtin methods are not constructors: a TypeError', async () => {
    await same('const f = () => ({}); try { new f(); return "no"; } catch (e) { return e.name; }');
    await same(
      'const o = { m() { return {}; } }; try { new o.m(); return "no"; } catch (e) { return e.name; }',
    );
    await same('const f = [].push; try { new f(); return "no"; } catch (e) { return e.name; }');
    await same('const f = 1; try { new f(); return "no"; } catch (e) { return e.name; }');
    await same('try { new Error.foo(); return "no"; } catch (e) { return e.name; }');
    await same(
      'function f() {} const o = { m() {} }; return ["prototype" in f, "prototype" in o.m, "prototype" in (() => 1)];',
    );
  });
  it('the result carries the function label and what it returned', async () => {
    expect(
      await labelOf('function F(x) { return { v: x }; } return new F(inputs.secret).v;'),
    ).toEqual(['secret']);
    expect(
      await labelOf(
        'function F(x) { if (x === "hunter2") return {}; } return typeof new F(inputs.secret);',
      ),
    ).toEqual([]);
    expect(
      await labelOf(
        'const F = inputs.k > 0 ? function () { return 1; } : function () { return {a: 1}; }; return Object.keys(new F()).length;',
      ),
    ).toEqual(['k']);
    expect(
      await labelOf(
        'const F = inputs.k > 0 ? function () {} : () => 1; try { new F(); return 1; } catch (e) { return 2; }',
        true,
      ),
    ).toEqual(['k']);
  });
  it('strict mode: the returned value label reaches the new object', async () => {
    expect(
      await labelOf(
        'function F(x) { if (x === "hunter2") { return [1]; } return 1; } return Array.isArray(new F(inputs.secret));',
        true,
      ),
    ).toEqual(['secret']);
  });
});
