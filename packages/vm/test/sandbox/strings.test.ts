import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseSyncEngine } from '../../src/index.js';
import { instantiateModule } from '../../src/sandbox/engine.js';
import { FAST_STRING_MIN, newStringFast } from '../../src/sandbox/strings.js';

const engine = await releaseSyncEngine();
const module = await instantiateModule(engine, 64 << 20);
const ctx = module.newContext();

/** What the VM holds after the copy: its length and every code unit, read inside QuickJS. */
const codes = ctx.unwrapResult(
  ctx.evalCode(
    '(function (s) { const out = []; for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i)); return JSON.stringify(out); })',
  ),
);
afterAll(() => {
  codes.dispose();
  ctx.dispose();
});
function inVm(make: () => ReturnType<typeof ctx.newString>): string {
  const h = make();
  try {
    const r = ctx.unwrapResult(ctx.callFunction(codes, ctx.undefined, h));
    const out = ctx.getString(r);
    r.dispose();
    return out;
  } finally {
    h.dispose();
  }
}
const same = (s: string) => {
  const fast = inVm(() => newStringFast(ctx, s));
  expect(fast).toBe(inVm(() => ctx.newString(s)));
  return fast;
};

describe('newStringFast: host strings into the VM', () => {
  it('copies long strings of every kind exactly as newString does', () => {
    const long = (s: string) => s.repeat(Math.ceil(FAST_STRING_MIN / s.length) + 3);
    for (const s of ['a', 'é', '€', '😀', 'a"b\\c\n', '\u07ff\u0800\uffff']) {
      const text = long(s);
      expect(JSON.parse(same(text))).toEqual(
        Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)),
      );
    }
    // JS_NewString reads up to the first NUL, whichever way the bytes were written
    same(long('\u0000x'));
  });

  it('falls back for unpaired surrogates (TextEncoder would replace them)', () => {
    const text = `${'x'.repeat(FAST_STRING_MIN)}\ud800y\udc00`;
    same(text);
  });

  it('agrees with newString on generated strings, short and long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (s) => {
        same(s);
        same(s.padEnd(FAST_STRING_MIN + 1, 'p'));
      }),
      { numRuns: 100 },
    );
  });

  it('copies a message larger than the heap has free, growing the wasm memory', () => {
    const text = JSON.stringify({ big: 'ü'.repeat(6 << 20) });
    const h = newStringFast(ctx, text);
    try {
      const n = ctx.getProp(h, 'length');
      expect(ctx.getNumber(n)).toBe(text.length);
      n.dispose();
    } finally {
      h.dispose();
    }
  });
});
