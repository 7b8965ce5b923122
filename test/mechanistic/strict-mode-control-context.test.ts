/**
 * Strict-mode control-context propagation: an effect whose occurrence depends on untrusted
 * data is checked against the control context, through every kind of control flow.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mechanistic } from './helpers.js';

const strict = mechanistic({ strict: true });
const normal = mechanistic({ strict: false });
afterAll(() => {
  strict.close();
  normal.close();
});

const HEAD = 'const a = src_a({}); const p = src_plain({});\n';
const steered: Record<string, string> = {
  if: "if (a === 'alpha') { strict_sink({ x: 'constant' }); }",
  else: "if (a !== 'alpha') { } else { strict_sink({ x: 'constant' }); }",
  while: "let i = 0; while (i < a.length) { strict_sink({ x: 'constant' }); i = i + 10; }",
  'for-of': "for (const ch of a.split('').slice(0, 1)) { strict_sink({ x: 'constant' }); }",
  ternary: "const r = a.length > 2 ? strict_sink({ x: 'constant' }) : 0;",
  'logical-and': "const r = a.length > 2 && strict_sink({ x: 'constant' });",
  // The sink after an early exit runs only when the exit was not taken (here: not taken).
  'early-return':
    "function f() { if (a === 'other') { return 1; } strict_sink({ x: 'constant' }); return 2; } f();",
  'early-break':
    "for (const n of [1, 2, 3]) { if (a === 'other') { break; } strict_sink({ x: 'constant' }); }",
  'early-continue':
    "for (const n of [1, 2]) { if (a === 'other') { continue; } strict_sink({ x: 'constant' }); }",
  throw: "try { if (a === 'other') { throw 1; } strict_sink({ x: 'constant' }); } catch (e) { }",
  'caught-exception':
    "try { if (a === 'alpha') { throw 1; } } catch (e) { strict_sink({ x: 'constant' }); }",
  // A branch that calls a helper which may throw is left by that throw: not taken here, the
  // sink after it runs only because it was not.
  'helper-throw':
    "function boom() { throw 1; } try { if (a === 'other') { boom(); } strict_sink({ x: 'constant' }); } catch (e) { }",
  // Every callback's exit counts, not just the last one's (the second runs on trusted data).
  'callback-throw':
    "try { [a, 'x'].forEach((v) => { if (v === 'other') { throw 1; } }); strict_sink({ x: 'constant' }); } catch (e) { }",
  // A loop whose body changes what it iterates under untrusted control: the next test reads
  // the changed structure (the first sink runs before the change and is allowed).
  'for-of-mutated':
    "const arr = [1, 2, 3]; for (const n of arr) { strict_sink({ x: 'constant' }); if (a === 'alpha') { arr.pop(); } }",
  'for-in-deleted':
    "const o = { k1: 1, k2: 2, k3: 3 }; for (const k in o) { strict_sink({ x: 'constant' }); if (a === 'alpha') { delete o.k2; } }",
};

describe('strict-mode control-context propagation (the mechanistic suite, docs/ifc.md)', () => {
  for (const [name, body] of Object.entries(steered)) {
    it(`${name}: an effect steered by untrusted data is denied in strict mode`, async () => {
      const exec = await strict.runtime.start(HEAD + body);
      expect(exec.status, JSON.stringify(exec.decisions)).toBe('denied');
      expect(exec.decisions.at(-1)?.reasonCode).toBe('PC_INTEGRITY_DENIED');
    });
  }

  it('the same plan runs in Normal mode (no control-context check)', async () => {
    const exec = await normal.runtime.start(HEAD + steered.if);
    expect(exec.status).toBe('completed');
  });

  it('control context is restored after a branch without early exits', async () => {
    const exec = await strict.runtime.start(
      `${HEAD}let n = 0; if (a === 'alpha') { n = 1; } strict_sink({ x: 'constant' });`,
    );
    expect(exec.status, JSON.stringify(exec.decisions)).toBe('completed');
  });

  it('a branch on trusted data does not taint the context', async () => {
    const exec = await strict.runtime.start(
      `${HEAD}if (p === 'plain') { strict_sink({ x: 'constant' }); }`,
    );
    expect(exec.status).toBe('completed');
  });

  it('in strict mode a value assigned under untrusted control carries the control label', async () => {
    const exec = await strict.runtime.start(
      `${HEAD}let x = 'k'; if (a === 'alpha') { x = 'other'; } sink({ x });`,
    );
    expect(exec.status).toBe('suspended');
    expect(exec.pending?.arguments.x?.integrity).toEqual([]);
    expect(exec.pending?.arguments.x?.confidentiality).toContain('A');
    exec.dispose();
  });
});

describe('early exits are scoped to the construct they leave', () => {
  it('an effect after a function that returned early is not steered by the branch inside it', async () => {
    const exec = await strict.runtime.start(
      `${HEAD}function f() { if (a === 'alpha') { return 1; } return 2; } f(); strict_sink({ x: 'constant' });`,
    );
    expect(exec.status, JSON.stringify(exec.decisions)).toBe('completed');
  });
});

describe('code that runs or not depending on untrusted data labels what it assigns', () => {
  // Each plan assigns `r` in code whose running depends on `a`; strict mode must label it.
  const cases: Record<string, string> = {
    'catch parameter default':
      "function t(v) { if (v === 'alpha') { throw 1; } return 0; } let r = 'no'; try { t(a); } catch ({ code = (r = 'yes') }) { }",
    'destructuring default':
      "let r = 'n'; const o = a === 'alpha' ? {} : { k: 1 }; const { k = (r = 'y') } = o;",
    'parameter default':
      "let r = 'n'; function f(x = (r = 'y')) { return x; } f(a === 'alpha' ? undefined : 1);",
    'optional chain':
      "let r = 'n'; const o = a === 'alpha' ? { k: 1 } : null; o?.[(r = 'y', 'k')];",
    'early-exit callback': "let r = 0; [p, a, 'z'].some((c) => { r = r + 1; return c === a; });",
    'finally that swallows an exception':
      "let r = 'n'; function t(v) { if (v === 'alpha') { throw 1; } return 0; } for (const q of [1]) { try { t(a); } finally { r = 'y'; break; } }",
    'hole filled under control':
      "const h = [1, 2, 3]; delete h[1]; if (a === 'alpha') { h[1] = 9; } const r = h.flat().length;",
    // An exception a helper raised implicitly (a read of null, an engine RangeError) under a
    // branch carries the helper's pc to the catch.
    'failed read in a helper':
      "const nul = null; let r = 'A'; function f(c) { if (c === 'alpha') { nul.x; } } try { f(a); } catch (e) { r = 'B'; }",
    'engine error in a callback':
      "let r = 'A'; try { [a].forEach((c) => { if (c === 'alpha') { 'x'.repeat(-1); } }); } catch (e) { r = 'B'; }",
    'sort comparator':
      "let r = ''; [3, 1, 2].sort((x, y) => { r = r + x + y; return a === 'alpha' ? x - y : y - x; });",
  };
  // Where the write happens on a path that only earlier callback results decide (nothing the
  // compiler can upgrade before the paths part), the write itself is refused:
  // no-sensitive-upgrade ends the run with IMPLICIT_FLOW before `r` can reach an effect.
  const stopped = new Set(['early-exit callback', 'sort comparator']);
  for (const [name, body] of Object.entries(cases)) {
    const outcome = stopped.has(name)
      ? 'the write is refused (IMPLICIT_FLOW)'
      : 'the assigned value carries the untrusted control label';
    it(`${name}: ${outcome}`, async () => {
      const exec = await strict.runtime.start(`${HEAD}${body}\nsink({ x: r });`);
      if (stopped.has(name)) {
        expect(exec.status, JSON.stringify(exec.decisions)).toBe('failed');
        expect(exec.error?.code).toBe('IMPLICIT_FLOW');
        expect(exec.decisions.some((d) => d.tool === 'sink')).toBe(false);
        return;
      }
      expect(exec.status, JSON.stringify(exec.decisions)).toBe('suspended');
      expect(exec.pending?.arguments.x?.integrity).toEqual([]);
      exec.dispose();
    });
  }
});
