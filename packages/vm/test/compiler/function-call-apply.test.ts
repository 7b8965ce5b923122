/**
 * `f.call(t, ...args)` and `f.apply(t, list)` on plan functions, and the name of a function
 * assigned to a parenthesised name (issue 22): compared with plain QuickJS in both modes, and
 * the labels of what they pass.
 */
import { describe, expect, it } from 'vitest';
import { runPlain, runPlan } from './harness.js';
import { type PlanInputs, planChecks } from './plan-checks.js';

const INPUTS: PlanInputs = {
  secret: { value: 'hunter2', label: ['secret'] },
  k: { value: 1, label: ['k'] },
  n: { value: 3, label: ['n'] },
};
const { labelOf } = planChecks(INPUTS);

async function same(src: string): Promise<void> {
  const plain = await runPlain(src, { inputs: INPUTS });
  expect(plain.kind, `plain: ${src}`).toBe('done');
  for (const strict of [false, true]) {
    const r = await runPlan(src, { inputs: INPUTS, strict });
    if (plain.kind === 'done') {
      expect(r.outcome, `${strict ? 'strict' : 'normal'}: ${src}`).toMatchObject({
        kind: 'done',
        value: plain.value,
      });
    }
  }
}

describe('f.call and f.apply on plan functions', () => {
  it('behave as in plain JavaScript', async () => {
    await same(
      `function f(a, b) { return [a === undefined ? 'u' : a, b === undefined ? 'u' : b]; } const g = (x) => x * 2; const h = function (...r) { return r.length; }; return [f.call(null, 1, 2), f.call(), f.apply(undefined, [3]), f.apply(null, null), f.apply(null), g.call({}, 21), h.apply(null, [1, 2, 3]), h.call(...[0, 1, 2]), (function (a) { return a + 1; }).apply(null, [1])];`,
    );
    await same(
      `function f(a) { return a; } const r = []; try { f.apply(null, 'ab'); } catch (e) { r.push(e.name); } try { f.apply(null, 5); } catch (e) { r.push(e.name); } try { const o = {}; o.call(1); } catch (e) { r.push(e.name); } return r;`,
    );
  });
  it('apply labels each argument by the list, its structure and its slot', async () => {
    expect(await labelOf('function f(a, b) { return b; } return f.apply(null, [1, 2]);')).toEqual(
      [],
    );
    expect(
      await labelOf('function f(a, b) { return a; } return f.apply(null, [1, inputs.k]);'),
    ).toEqual([]);
    expect(
      await labelOf('function f(a, b) { return b; } return f.apply(null, [1, inputs.k]);'),
    ).toEqual(['k']);
    // the list's length decides which parameters are missing, and a rest array's length
    expect(
      await labelOf(
        'function f(a, b) { return b === undefined; } return f.apply(null, inputs.n > 2 ? [1, 2] : [1]);',
      ),
    ).toEqual(['n']);
    expect(
      await labelOf(
        'function f(...r) { return r.length; } return f.apply(null, inputs.n > 2 ? [1] : []);',
      ),
    ).toEqual(['n']);
    // call passes its arguments' labels, the function's label reaches the result
    expect(
      await labelOf('function f(a, b) { return a; } return f.call(inputs.secret, 1, 2);'),
    ).toEqual([]);
    expect(
      await labelOf('function f(a, b) { return b; } return f.call(null, 1, inputs.secret);'),
    ).toEqual(['secret']);
    expect(
      await labelOf(
        'const f = (a) => 1; const g = (a) => 2; return (inputs.n > 2 ? f : g).call(null);',
      ),
    ).toEqual(['n']);
    // whether apply throws is decided by the list's type: a catch sees its label
    expect(
      await labelOf(
        "function f() { return 1; } let r = 'ok'; try { f.apply(null, inputs.n > 2 ? 'x' : []); } catch (e) { r = 'threw'; } return r;",
        true,
      ),
    ).toEqual(['n']);
  });
  it('strict mode: the callee writes under the function label', async () => {
    expect(
      await labelOf(
        'let c = 0; function f(a) { c = a; } f.apply(null, [inputs.k]); return c;',
        true,
      ),
    ).toEqual(['k']);
    const r = await runPlan(
      'let c = 0; const f = (a) => { c = 1; }; const g = (a) => 0; (inputs.n > 2 ? f : g).call(null, 1); return c;',
      { inputs: INPUTS, strict: true },
    );
    // either upgraded ahead (c carries n) or ended by the monitor: never a Trusted 1
    if (r.outcome.kind === 'done') expect(r.outcome.label).toContain('n');
    else expect(r.outcome.code).toBe('IMPLICIT_FLOW');
  });
});

describe('function names', () => {
  it('a function assigned to a parenthesised name has no name, as in plain JavaScript', async () => {
    await same(
      'let f; let g; let h; (f) = function () {}; g = (function () {}); ((h)) ??= () => 1; let k; [k = function () {}] = []; return [f.name, g.name, h.name, k.name];',
    );
  });
});

describe('Object.assign', () => {
  it('Object.assign writes a primitive target into its wrapper, labelled by it', async () => {
    await same(
      "const n = Object.assign(1, { a: 2 }); const s = Object.assign('ab', { c: 3 }); const b = Object.assign(true); const r = []; try { Object.assign('ab', { 0: 'x' }); } catch (e) { r.push(e.name); } try { Object.assign(null, {}); } catch (e) { r.push(e.name); } return [typeof n, n.a, n + 1, typeof s, s.c, s.length, s[1], typeof b, b.valueOf(), r];",
    );
    expect(await labelOf('return typeof Object.assign(inputs.n > 2 ? 1 : {}, { a: 1 });')).toEqual([
      'n',
    ]);
    expect(await labelOf('return Object.assign(inputs.secret, { a: 1 }).length;')).toEqual([
      'secret',
    ]);
    expect(await labelOf('return Object.assign(inputs.secret, { a: 1 }).a;')).toEqual(['secret']);
    expect(await labelOf('return Object.assign(1, { a: inputs.k }).a;')).toEqual(['k']);
  });
});

describe('toString', () => {
  it('toString on a function or a plain object carries its reference and structure', async () => {
    await same(
      'function f(a) { return a + 1; } const g = (x) => x; const r = []; try { Object.create(null).toString(); } catch (e) { r.push(e.name); } return [f.toString(), g.toString() === String(g), (function () { return 1; }).toString(), ({}).toString(), ({ a: 1 }).toString() + (function () {}).toString(), r];',
    );
    expect(
      await labelOf(
        'const f = (a) => 1; const g = (a) => 2; return (inputs.n > 2 ? f : g).toString();',
      ),
    ).toEqual(['n']);
    expect(await labelOf('return (inputs.n > 2 ? {} : { a: 1 }).toString();')).toEqual(['n']);
    expect(await labelOf('return ({ a: inputs.secret }).toString();')).toEqual([]);
  });
});
