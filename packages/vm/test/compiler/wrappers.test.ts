/**
 * Wrapper objects (`new String/Number/Boolean(x)`, `Object(p)`) and the `Object`/`Array`
 * constructors (issue 22): each compared with plain QuickJS in both modes, and the label each
 * result carries.
 */
import { describe, expect, it } from 'vitest';
import { runPlan } from './harness.js';
import { type PlanInputs, planChecks } from './plan-checks.js';

const INPUTS: PlanInputs = {
  secret: { value: 'hunter2', label: ['secret'] },
  k: { value: 1, label: ['k'] },
  n: { value: 3, label: ['n'] },
};
const { same, labelOf, resultOf } = planChecks(INPUTS);

describe('wrapper objects', () => {
  it('behave as in plain JavaScript', async () => {
    await same(
      'const w = new String("abc"); return [typeof w, w.length, w[1], w.valueOf(), w.toUpperCase(), w + "!", w == "abc", w === "abc", Object.keys(w), JSON.stringify(w), "1" in w, "indexOf" in w, typeof w.indexOf, w.indexOf.length];',
    );
    await same(
      'const n = new Number(5); const b = new Boolean(false); return [n + 1, n * 2, n.toFixed(2), n.valueOf(), String(n), b ? "truthy" : "falsy", !b, b.valueOf(), String(b), b == false, typeof b, new Number() + 0, String(new String()), new Boolean().valueOf()];',
    );
    await same(
      'const w = new String("ab"); w.x = 1; w[5] = "z"; return [w.x, w[5], w.length, Object.keys(w), JSON.stringify({ w: w, n: new Number(2), b: new Boolean(true) })];',
    );
    await same(
      'return [new String(12).length, new String([1, 2]).length, new Number("7") + 1, new Number([3]) * 2, new String(function f(a) { return a; }).length];',
    );
  });
  it('refuse writes and deletes of their read-only properties with a TypeError', async () => {
    await same(
      'const w = new String("ab"); const r = []; try { w[0] = "x"; } catch (e) { r.push(e.name); } try { w.length = 5; } catch (e) { r.push(e.name); } try { delete w[1]; } catch (e) { r.push(e.name); } r.push(w[0], w.length); return r;',
    );
  });
  it('a wrapper carries its primitive label; truthiness and typeof carry only the reference', async () => {
    expect(await labelOf('return new String(inputs.secret).length;')).toEqual(['secret']);
    expect(await labelOf('return new String(inputs.secret)[0];')).toEqual(['secret']);
    expect(await labelOf('return new String(inputs.secret) + "";')).toEqual(['secret']);
    expect(await labelOf('return new String(inputs.secret).toUpperCase();')).toEqual(['secret']);
    expect(await labelOf('return new Number(inputs.n) + 1;')).toEqual(['n']);
    expect(await labelOf('return new Number(inputs.n).toFixed(1);')).toEqual(['n']);
    expect(await labelOf('return new Boolean(inputs.k > 0).valueOf();')).toEqual(['k']);
    expect(await labelOf('return new Boolean(inputs.k > 0) == true;')).toEqual(['k']);
    expect(await labelOf('return !new Boolean(inputs.k > 0);')).toEqual([]);
    expect(await labelOf('return typeof new String(inputs.secret);')).toEqual([]);
    expect(await labelOf('return Object(inputs.secret).length;')).toEqual(['secret']);
    // an object argument: its contents decide the primitive (deep label)
    expect(await labelOf('return new String([inputs.secret]).length;')).toEqual(['secret']);
    // Boolean of an object is structural: its contents do not matter
    expect(await labelOf('return new Boolean([inputs.secret]).valueOf();')).toEqual([]);
    // a secret-chosen index write that throws is labelled by the wrapper
    expect(
      await labelOf(
        'let r = "no"; try { new String(inputs.secret)[2] = "q"; } catch (e) { r = e.name; } return r;',
        true,
      ),
    ).toEqual(['secret']);
  });
  it('strict mode: a wrapper made under a secret branch carries the pc', async () => {
    expect(
      await labelOf(
        'let w = new String("a"); if (inputs.k > 0) { w = new String("bc"); } return w.length;',
        true,
      ),
    ).toEqual(['k']);
    expect(
      await resultOf(
        'let w = new String("a"); if (inputs.k > 0) { w = new String("bc"); } return w.length;',
        true,
      ),
    ).toBe(2);
  });
  it('are not JSON at a tool call or as the result', async () => {
    const r = await runPlan('return new String("a");', { inputs: INPUTS });
    expect(r.outcome).toMatchObject({ kind: 'error', code: 'RESULT_NOT_JSON' });
  });
});

describe('the Object and Array constructors', () => {
  it('behave as in plain JavaScript', async () => {
    await same(
      'const o = { a: 1 }; return [Object(o) === o, new Object(o) === o, typeof new Object(), JSON.stringify(Object(null)), JSON.stringify(new Object(undefined)), typeof Object(1), Object("ab").length, Object(true).valueOf()];',
    );
    await same(
      'const a = new Array(3); const b = Array(2); return [a.length, 0 in a, b.length, new Array("x"), new Array(1, 2, 3), Array(4, 5), new Array(), new Array(0).length, JSON.stringify(new Array(2).fill(7))];',
    );
    await same(
      'const r = []; for (const n of [-1, 1.5, 4294967296, NaN]) { try { new Array(n); r.push("ok"); } catch (e) { r.push(e.name); } } return r;',
    );
  });
  it('Object(x) is x, a new object or a wrapper, labelled by x', async () => {
    expect(await labelOf('return typeof Object(inputs.secret);')).toEqual(['secret']);
    expect(await labelOf('const o = Object(inputs.k > 0 ? null : 1); return "a" in o;')).toEqual([
      'k',
    ]);
    expect(await labelOf('return new Object().x === undefined;')).toEqual([]);
  });
  it('new Array(n) takes the label of n as its structure; a bad length throws RangeError', async () => {
    expect(await labelOf('return new Array(inputs.n).length;')).toEqual(['n']);
    expect(await labelOf('return 1 in new Array(inputs.n);')).toEqual(['n']);
    expect(await labelOf('return new Array(inputs.secret).length;')).toEqual(['secret']);
    expect(await labelOf('return new Array(inputs.secret, 1).length;')).toEqual([]);
    expect(
      await labelOf(
        'let r = "no"; try { new Array(inputs.n - 10); } catch (e) { r = e.name; } return r;',
        true,
      ),
    ).toEqual(['n']);
    // a huge length is holes: no element is walked
    expect(
      await resultOf(
        'const a = new Array(4294967295); a[7] = 1; return [a.length, a.indexOf(1), a.includes(2)];',
      ),
    ).toEqual([4294967295, 7, false]);
  });
});
