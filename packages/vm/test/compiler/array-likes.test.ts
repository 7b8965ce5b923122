/**
 * `Array.prototype.m.call(o, ...)` and `.apply(o, args)` on arrays and array-likes (issue
 * 22): compared with plain QuickJS in both modes, the labels of the results, and long
 * array-likes answered from their present keys (R4).
 */
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/compiler/index.js';
import { type PlanInputs, planChecks } from './plan-checks.js';

const INPUTS: PlanInputs = {
  secret: { value: 'hunter2', label: ['secret'] },
  k: { value: 1, label: ['k'] },
  n: { value: 3, label: ['n'] },
};
const { same, labelOf, resultOf } = planChecks(INPUTS);

const AP = 'Array.prototype';

describe('Array.prototype methods with an explicit receiver', () => {
  it('behave as in plain JavaScript on array-likes, strings, functions and arrays', async () => {
    await same(
      `const o = { 0: 'a', 2: 'c', length: 3 }; return [${AP}.indexOf.call(o, 'c'), ${AP}.lastIndexOf.call(o, 'a'), ${AP}.includes.call(o, undefined), ${AP}.includes.call(o, 'c', 3), ${AP}.join.call(o, '-'), JSON.stringify(${AP}.slice.call(o, 1)), JSON.stringify(${AP}.map.call(o, (v, i) => v + i)), ${AP}.filter.call('abc', (v) => v !== 'b'), ${AP}.reduce.call(o, (a, v) => a + v), ${AP}.reduceRight.call(o, (a, v) => a + v, '!'), ${AP}.some.apply(o, [(v) => v === 'c']), ${AP}.every.call(o, function (v, i, obj) { return obj === o; }), ${AP}.find.call(o, (v) => v === undefined) ?? 'none', ${AP}.findIndex.call(o, (v) => v === 'c'), ${AP}.indexOf.call([1, 2], 2)];`,
    );
    await same(
      `function f(a, b) { return a; } f[1] = 'x'; const r = []; ${AP}.forEach.call(f, (v, i) => r.push(i + v)); return [r, ${AP}.indexOf.call(f, 'x'), ${AP}.indexOf.call(5, 5), ${AP}.join.call(true), ${AP}.every.call('ab', (c, i, s) => typeof s === 'object' && s.length === 2)];`,
    );
    await same(
      `const o = { 0: 1, 1: 2, 2: 3, length: '2.7' }; return [${AP}.join.call(o), ${AP}.indexOf.call({ 0: 1, length: -1 }, 1), ${AP}.indexOf.call({ 1: 'z', length: [2] }, 'z'), ${AP}.lastIndexOf.call(o, 1, -5), ${AP}.indexOf.call(o, 2, -1)];`,
    );
    await same(
      `const r = []; try { ${AP}.indexOf.call(null, 1); } catch (e) { r.push(e.name); } try { ${AP}.map.call({ length: 1, 0: 1 }, 5); } catch (e) { r.push(e.name); } try { ${AP}.reduce.call({ length: 2 }, (a, b) => a); } catch (e) { r.push(e.name); } return r;`,
    );
  });
  it('callbacks see the receiver live: keys deleted or added during the walk', async () => {
    await same(
      `const o = { 0: 'a', 1: 'b', 2: 'c', length: 3 }; const seen = []; ${AP}.forEach.call(o, (v, i) => { seen.push(v); if (i === 0) { delete o[1]; o[2] = 'z'; } }); return seen;`,
    );
    await same(
      `const o = { 0: 1, length: 3 }; const seen = []; ${AP}.some.call(o, (v, i) => { seen.push(i); o[2] = 9; return false; }); return seen;`,
    );
  });
  it('the result carries the receiver, its length and every element read', async () => {
    expect(
      await labelOf(`return ${AP}.indexOf.call({ 0: inputs.secret, 1: 'x', length: 2 }, 'x');`),
    ).toEqual(['secret']);
    expect(
      await labelOf(`return ${AP}.indexOf.call({ 0: 'x', 1: inputs.secret, length: 2 }, 'x');`),
    ).toEqual([]);
    expect(await labelOf(`return ${AP}.indexOf.call({ 0: 'x', length: inputs.n }, 'y');`)).toEqual([
      'n',
    ]);
    expect(
      await labelOf(`return ${AP}.join.call({ 0: 'x', 1: inputs.secret, length: 2 });`),
    ).toEqual(['secret']);
    expect(await labelOf(`return ${AP}.map.call(inputs.secret, (c) => 1).length;`)).toEqual([
      'secret',
    ]);
    expect(
      await labelOf(`return ${AP}.some.call({ 0: inputs.k, length: 1 }, (v) => v > 0);`),
    ).toEqual(['k']);
    expect(
      await labelOf(`return ${AP}.filter.call({ 0: inputs.k, 1: 2, length: 2 }, (v) => v > 1)[0];`),
    ).toEqual(['k']);
    // strict mode: a callback writes under the receiver's labels (upgraded ahead)
    expect(
      await labelOf(
        `let c = 0; ${AP}.forEach.call({ 0: 1, length: inputs.n > 2 ? 1 : 0 }, (v) => { c = c + v; }); return c;`,
        true,
      ),
    ).toEqual(['n']);
  });
  it('a long array-like is answered from its present keys, not by walking its length', async () => {
    const t0 = Date.now();
    expect(
      await resultOf(
        `const o = { length: 4294967296, 0: 1, 4294967294: 2, 4294967295: 3 }; return [${AP}.indexOf.call(o, 3), ${AP}.lastIndexOf.call(o, 2), ${AP}.includes.call(o, 3), ${AP}.filter.call(o, (v) => v > 1).length, ${AP}.reduceRight.call(o, (a, v) => a + v, 0), ${AP}.slice.call(o, 4294967290).length];`,
      ),
    ).toEqual([4294967295, 4294967294, true, 2, 6, 6]);
    expect(Date.now() - t0).toBeLessThan(60_000);
  });
  it('other methods and shapes stay refused at compile time', () => {
    const code = (src: string): string | undefined => {
      try {
        compilePlan(src, { externalFunctions: [], propagateControl: false });
        return undefined;
      } catch (e) {
        return (e as { code?: string }).code;
      }
    };
    expect(code(`${AP}.push.call({}, 1);`)).toBe('UNKNOWN_BUILTIN');
    expect(code(`${AP}.indexOf.apply({}, [1], 2);`)).toBe('UNSUPPORTED_SYNTAX');
    expect(code(`const f = ${AP}.indexOf;`)).toBe('UNKNOWN_BUILTIN');
    expect(code(`${AP}.indexOf.call({ length: 0 }, 1);`)).toBeUndefined();
  });
});
