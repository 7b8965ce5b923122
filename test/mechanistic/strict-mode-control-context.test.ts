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
};

describe('strict-mode control-context propagation (seed 001 mechanistic suite)', () => {
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
