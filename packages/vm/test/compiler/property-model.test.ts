/**
 * The property model (issue 22): Object.defineProperty(ies), getOwnPropertyDescriptor(s),
 * getOwnPropertyNames, freeze / seal / preventExtensions and their predicates,
 * Object.create(null). Each behaviour is compared with plain QuickJS running the same plan
 * (strict, as plans are) in both modes, and the labels are checked: attributes and
 * extensibility are structure, so a descriptor, a predicate and whether a write throws carry
 * the structure label.
 */
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/index.js';
import { runPlan } from './harness.js';
import { type PlanInputs, planChecks } from './plan-checks.js';

const compile = (src: string) =>
  compilePlan(src, { externalFunctions: [], propagateControl: false });

const INPUTS: PlanInputs = {
  secret: { value: 'hunter2', label: ['secret'] },
  k: { value: 1, label: ['k'] },
  key: { value: 'x', label: ['key'] },
};
const { same, labelOf } = planChecks(INPUTS);

async function threw(src: string, strict = false): Promise<string> {
  const r = await runPlan(src, { inputs: INPUTS, strict });
  if (r.outcome.kind !== 'error')
    throw new Error(`plan did not fail: ${JSON.stringify(r.outcome)}`);
  return r.outcome.code;
}

describe('the property model', () => {
  it('defineProperty and getOwnPropertyDescriptor read as in plain JavaScript', async () => {
    await same(
      "const o = {}; Object.defineProperty(o, 'x', { value: 1 }); const d = Object.getOwnPropertyDescriptor(o, 'x'); return [d.value, d.writable, d.enumerable, d.configurable, Object.keys(o), Object.getOwnPropertyNames(o), Object.getOwnPropertyDescriptor(o, 'y') === undefined];",
    );
    await same(
      'const o = {}; Object.defineProperties(o, { a: { value: 1, enumerable: true }, b: { value: 2, writable: true } }); return [Object.keys(o), o.a + o.b, JSON.stringify(Object.getOwnPropertyDescriptors(o))];',
    );
    await same(
      "const a = [1, 2, 3]; Object.defineProperty(a, 'length', { value: 1 }); Object.defineProperty(a, '4', { value: 9, enumerable: true, writable: true, configurable: true }); return [a.length, a[4], Object.getOwnPropertyNames(a), Object.getOwnPropertyDescriptor(a, 'length').writable];",
    );
    await same(
      "function f(a, b) {} const d = Object.getOwnPropertyDescriptor(f, 'length'); return [d.value, d.writable, d.configurable, Object.getOwnPropertyNames(f), Object.getOwnPropertyNames((x) => x)];",
    );
    // a function's name and length are configurable: a delete leaves the inherited '' and 0
    await same(
      "function f(a) {} const r = [delete f.length, f.length, Object.hasOwn(f, 'length'), 'length' in f, Object.getOwnPropertyNames(f)]; delete f.name; r.push(f.name, Object.getOwnPropertyDescriptor(f, 'name') === undefined); const g = Object.freeze((x) => x); try { delete g.name; } catch (e) { r.push(e.name, g.name); } return r;",
    );
    await same(
      "const d = Object.getOwnPropertyDescriptor('abc', 1); return [d.value, d.writable, Object.getOwnPropertyNames('ab')];",
    );
  });

  it('a write to a read-only property throws a TypeError, as strict JavaScript does', async () => {
    await same(
      "const o = {}; Object.defineProperty(o, 'x', { value: 1 }); const r = []; try { o.x = 2; } catch (e) { r.push(e.name); } try { o['x'] = 3; } catch (e) { r.push(e.name); } try { delete o.x; } catch (e) { r.push(e.name); } try { Object.defineProperty(o, 'x', { value: 2 }); } catch (e) { r.push(e.name); } Object.defineProperty(o, 'x', { value: 1 }); return [r, o.x];",
    );
    await same(
      "const a = [1, 2]; Object.defineProperty(a, 'length', { writable: false }); const r = []; try { a.length = 5; } catch (e) { r.push(e.name); } try { a.push(3); } catch (e) { r.push(e.name); } try { a[2] = 1; } catch (e) { r.push(e.name); } return [r, a.length];",
    );
    await same("const o = {}; Object.defineProperty(o, 'x', { value: 1 }); o.x = 2; return 1;");
  });

  it('freeze, seal and preventExtensions and their predicates', async () => {
    await same(
      'const o = Object.freeze({ a: 1 }); const r = []; try { o.b = 2; } catch (e) { r.push(e.name); } try { o.a = 2; } catch (e) { r.push(e.name); } try { delete o.a; } catch (e) { r.push(e.name); } return [r, o.a, Object.isFrozen(o), Object.isSealed(o), Object.isExtensible(o)];',
    );
    await same(
      'const o = { a: 1 }; Object.seal(o); o.a = 2; let r; try { o.b = 1; } catch (e) { r = e.name; } return [o.a, r, Object.isSealed(o), Object.isFrozen(o)];',
    );
    await same(
      'const o = Object.preventExtensions({}); const p = Object.preventExtensions({ a: 1 }); delete p.a; return [Object.isFrozen(o), Object.isSealed(o), Object.isExtensible(o), Object.isFrozen(p), Object.isFrozen(1), Object.isExtensible(1), Object.freeze(2)];',
    );
    await same(
      'const a = Object.freeze([1, 2]); const r = []; try { a.push(3); } catch (e) { r.push(e.name); } try { a.pop(); } catch (e) { r.push(e.name); } try { a[0] = 5; } catch (e) { r.push(e.name); } try { a.sort((x, y) => y - x); } catch (e) { r.push(e.name); } return [r, a];',
    );
    await same(
      'function f() {} f.x = 1; Object.freeze(f); const r = []; try { f.x = 2; } catch (e) { r.push(e.name); } try { f.y = 2; } catch (e) { r.push(e.name); } return [r, f.x, Object.isFrozen(f)];',
    );
  });

  it('Object.create(null) makes an object without a prototype; any other prototype is refused', async () => {
    await same(
      "const o = Object.create(null); o.x = 1; const p = Object.create(null, { y: { value: 2, enumerable: true } }); return [Object.keys(o), 'x' in o, 'toString' in o, p.y, Object.keys(p)];",
    );
    expect(() => compile('const p = {}; return Object.create(p);')).toThrow(/UNKNOWN_BUILTIN/);
    expect(() => compile('return Object.create();')).toThrow(/UNKNOWN_BUILTIN/);
  });

  it('accessor descriptors are refused: at compile time when written as a literal, else a TypeError', async () => {
    // written as a literal: refused by the compiler
    for (const src of [
      "const o = {}; Object.defineProperty(o, 'x', { get: function () { return 1; } }); return o.x;",
      "Object.defineProperty({}, 'x', { set(v) {} });",
      'Object.defineProperties({}, { x: { get: () => 1 } });',
      'Object.create(null, { x: { value: 1, set: undefined } });',
    ]) {
      expect(() => compile(src), src).toThrow(/ACCESSOR_UNSUPPORTED/);
    }
    // built some other way: a TypeError at run time
    expect(
      await threw(
        "const d = {}; d.set = (v) => v; Object.defineProperty({}, 'x', d); return 1;",
        true,
      ),
    ).toBe('PLAN_THREW');
  });

  it('a descriptor and a predicate carry the structure label', async () => {
    // which attributes a secret chose reach whatever reads them
    expect(
      await labelOf(
        "const o = {}; Object.defineProperty(o, 'x', { value: 1, enumerable: inputs.k > 0 }); return Object.keys(o);",
      ),
    ).toEqual(['k']);
    expect(
      await labelOf(
        "const o = { x: 1 }; Object.defineProperty(o, 'x', { writable: inputs.k > 0 }); return Object.getOwnPropertyDescriptor(o, 'x').writable;",
      ),
    ).toEqual(['k']);
    expect(
      await labelOf(
        "const o = {}; Object.defineProperty(o, 'x', { value: inputs.secret }); return Object.getOwnPropertyDescriptor(o, 'x').configurable;",
      ),
    ).toEqual([]);
    expect(
      await labelOf(
        "const o = {}; Object.defineProperty(o, 'x', { value: inputs.secret }); return Object.getOwnPropertyDescriptor(o, 'x').value;",
      ),
    ).toEqual(['secret']);
    expect(
      await labelOf('const o = {}; if (inputs.k > 0) Object.freeze(o); return Object.isFrozen(o);'),
    ).toEqual([]);
    expect(
      await labelOf(
        'const o = {}; if (inputs.k > 0) Object.freeze(o); return Object.isFrozen(o);',
        true,
      ),
    ).toEqual(['k']);
    expect(
      await labelOf(
        'const o = {}; Object.defineProperty(o, inputs.key, { value: 1 }); return Object.getOwnPropertyNames(o);',
      ),
    ).toEqual(['key']);
  });

  it('whether a write throws carries the structure label', async () => {
    // the read-only attribute was chosen by k: the caught exception and the code after the
    // write carry k
    const src =
      "const o = {}; Object.defineProperty(o, 'x', { value: 0, writable: inputs.k > 0 }); let r = 'wrote'; try { o.x = 1; } catch (e) { r = e.name; } return r;";
    expect(await labelOf(src, true)).toEqual(['k']);
    const frz =
      "const o = { x: 0 }; if (inputs.k > 0) Object.freeze(o); let r = 'wrote'; try { o.x = 1; } catch (e) { r = 'threw'; } return r;";
    expect(await labelOf(frz, true)).toEqual(['k']);
    // a length write that would stop at a non-configurable element is refused before any
    // slot label is dropped: the kept element keeps its label
    const shrink =
      "const a = [inputs.secret, 'x']; Object.defineProperty(a, '1', { configurable: false }); try { a.length = 0; } catch (e) { } return a[0];";
    expect(await labelOf(shrink)).toEqual(['secret']);
    expect(await labelOf(shrink, true)).toEqual(['secret']);
  });
});
