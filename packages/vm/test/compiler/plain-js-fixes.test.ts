/**
 * Small differences from plain JavaScript found by the red team on issue 22 (L3, L4): each plan
 * gives in the sandbox, in both IFC modes, what it gives as plain JavaScript in QuickJS.
 */
import { describe, expect, it } from 'vitest';
import { runPlain, runPlan } from './harness.js';

const PLANS: Record<string, string> = {
  // L3: a spread copies a function's own enumerable properties
  'L3: spread of a function with properties': `function f() { return 1; }
f.a = 1; f.b = 'two';
const o = { ...f, c: 3 };
return [Object.keys(o).join(), o.a, o.b, o.c, Object.keys({ ...(() => 1) }).length];`,
  // L4: Map's size and Set's size are inherited, not own
  'L4: Object.hasOwn and hasOwnProperty on a Map and a Set': `const m = new Map([[1, 2]]);
const s = new Set([1]);
return [Object.hasOwn(m, 'size'), m.hasOwnProperty('size'), 'size' in m, Object.hasOwn(s, 'size'), 'has' in s, Object.hasOwn(m, 'get')];`,
};

describe('plain JavaScript semantics (L3, L4)', () => {
  for (const strict of [false, true]) {
    it.each(Object.entries(PLANS))(`%s (strict mode ${strict})`, async (_name, src) => {
      const plain = await runPlain(src);
      const rep = await runPlan(src, { strict });
      expect(plain.kind).toBe('done');
      expect(rep.outcome).toMatchObject({
        kind: 'done',
        value: (plain as { value: unknown }).value,
      });
    });
  }
});
