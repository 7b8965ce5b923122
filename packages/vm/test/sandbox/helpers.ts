/**
 * Test helpers for the sandbox: a small label algebra (labels are interned sets of
 * origin strings joined by union) and a hand-written protocol fixture (a tiny prelude
 * plus plans written directly as generator functions over boxed `{ v, l }` values), so
 * the driver is tested independently of the real compiler.
 */
import { createHash } from 'node:crypto';
import type { PlanCompiler } from '../../src/index.js';

/** Labels are sorted origin sets; descriptors are `{ origins: string[] }`. */
export const TEST_ALGEBRA_SOURCE = `(function () {
  const sets = [[]];
  const byKey = new Map([['', 0]]);
  const memo = new Map();
  const internSet = (origins) => {
    const sorted = [...new Set(origins)].sort();
    const key = sorted.join('\\u0000');
    let id = byKey.get(key);
    if (id === undefined) { id = sets.length; sets.push(sorted); byKey.set(key, id); }
    return id;
  };
  globalThis.__zamburakLabels = {
    literal() { return 0; },
    join(a, b) {
      if (a === b || b === 0) return a;
      if (a === 0) return b;
      const k = a < b ? a * 65536 + b : b * 65536 + a;
      let r = memo.get(k);
      if (r === undefined) { r = internSet([...sets[a], ...sets[b]]); memo.set(k, r); }
      return r;
    },
    intern(d) {
      if (d === null || typeof d !== 'object' || !Array.isArray(d.origins)) throw new TypeError('bad descriptor');
      return internSet(d.origins.map(String));
    },
    describe(id) { return { origins: sets[id] }; },
  };
})();`;

/** A minimal prelude that follows the `__zr` protocol for fixture plans. */
export const FIXTURE_PRELUDE = `(function () {
  const L = globalThis.__zamburakLabels;
  let gen = null;
  let callId = 0;
  let valueId = 0;
  const err = (e) => JSON.stringify({ kind: 'error', code: 'PLAN_THREW',
    message: e instanceof Error ? e.message : String(e), label: L.literal() });
  globalThis.__zr = {
    begin(inputsJson) {
      const raw = JSON.parse(inputsJson);
      const inputs = {};
      for (const k of Object.keys(raw)) inputs[k] = { v: raw[k].value, l: L.intern(raw[k].label) };
      gen = globalThis.__plan(inputs, L);
    },
    step(resumeJson) {
      let r;
      try {
        if (resumeJson === null) r = gen.next();
        else {
          const res = JSON.parse(resumeJson);
          if (res.error !== undefined) {
            const e = new Error(res.error.message);
            e.l = L.intern(res.label);
            r = gen.throw(e);
          } else r = gen.next({ v: res.value, l: L.intern(res.label) });
        }
      } catch (e) { return err(e); }
      if (r.done) {
        const out = r.value === undefined ? { v: null, l: L.literal() } : r.value;
        return JSON.stringify({ kind: 'done', value: out.v, label: out.l, deepLabel: out.l });
      }
      const c = r.value;
      callId += 1;
      const args = {};
      for (const k of Object.keys(c.args)) {
        valueId += 1;
        args[k] = { value: c.args[k].v, label: c.args[k].l, deepLabel: c.args[k].l, valueId: 'v' + valueId };
      }
      return JSON.stringify({ kind: 'call', callId, name: c.name, args, pcLabel: c.pc === undefined ? L.literal() : c.pc });
    },
    describe(id) { return JSON.stringify(L.describe(id)); },
  };
})();`;

/** "Compiles" a fixture plan: the source is already protocol code defining `__plan`. */
export const FIXTURE_COMPILER: PlanCompiler = {
  preludeSource: FIXTURE_PRELUDE,
  compile(source) {
    return {
      code: source,
      planHash: createHash('sha256').update(source).digest('hex'),
      compilerVersion: 'fixture-1',
    };
  },
};

/**
 * A fixture plan making `n` calls to `fetch({ i })`, summing the results; labels join.
 */
export function fixtureCallsPlan(n: number): string {
  return `function* __plan(inputs, L) {
    let sum = { v: inputs.base ? inputs.base.v : 0, l: inputs.base ? inputs.base.l : L.literal() };
    for (let i = 0; i < ${n}; i++) {
      const r = yield { name: 'fetch', args: { i: { v: i, l: sum.l } } };
      sum = { v: sum.v + r.v, l: L.join(sum.l, r.l) };
    }
    return sum;
  }`;
}

export const originLabel = (...origins: string[]): { origins: string[] } => ({ origins });
