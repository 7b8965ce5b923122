/**
 * Red team A1, regex half (2026-11-28): `t.search(n)` / `t.match(n)` turn a string into a
 * regular expression; with a 100,001-character n the regexp engine matched a literal run of
 * that length between two interrupt polls and ran 27-34 s past a 2 s deadline. The prelude
 * now refuses a pattern longer than 2,048 characters (a RangeError with a constant message)
 * and searches a long string pattern without regex syntax as a string. Catastrophic
 * backtracking (`/(a+)+$/` on 'aaaa…b'), through every method that takes a regex, is ended
 * by the deadline and by the instruction budget (the engine polls while it backtracks).
 * Checked by the host's wall clock, through the real compiler and sandbox, in both IFC modes.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../src/index.js';
import { TEST_ALGEBRA_SOURCE } from './helpers.js';

const DEADLINE_MS = 500;
const WALL_LIMIT_MS = DEADLINE_MS + 6000;

const options = (strict: boolean, limits: SandboxOptions['limits']): SandboxOptions => ({
  algebraSource: TEST_ALGEBRA_SOURCE,
  externalFunctions: ['post'],
  propagateControl: strict,
  clock: () => performance.now(),
  ...(limits === undefined ? {} : { limits }),
});

const LONG = "const t = 'a'.repeat(200000); const n = 'a'.repeat(100000) + 'b';";

async function timed(
  strict: boolean,
  source: string,
  limits: SandboxOptions['limits'] = { deadlineMs: DEADLINE_MS },
): Promise<{ ms: number; code: string | undefined; value: unknown }> {
  const box = await createSandbox(options(strict, limits));
  const t0 = performance.now();
  const run = box.start(source);
  const ms = performance.now() - t0;
  const out = { ms, code: run.error?.code, value: run.result?.value };
  run.dispose();
  return { ...out };
}

describe.each([true, false])('regular expressions are bounded (strict mode %s)', (strict) => {
  it.each([
    ['search', `${LONG} t.search(n);`, -1],
    ['match', `${LONG} t.match(n);`, null],
    ['matchAll', `${LONG} t.matchAll(n).length;`, 0],
  ])('the A1 plan: %s with a long string pattern completes', async (_n, source, want) => {
    // the prelude's linear search over 300,000 characters (no deadline: a loaded machine)
    const r = await timed(strict, source, {});
    expect(r.code).toBeUndefined();
    expect(r.value).toEqual(want);
    expect(r.ms).toBeLessThan(WALL_LIMIT_MS);
  });

  it('a long string pattern without regex syntax finds what the regex would have found', async () => {
    const body = `const n = 'ab'.repeat(1500); const t = 'x' + n + 'y' + n;
      const m = t.match(n); const all = t.matchAll(n);
      const out = [t.search(n), m[0].length, m.index, m.input.length, m.groups === undefined, all.length, all[1].index, 'zz'.search(n), 'zz'.match(n)];
      out;`;
    const expected = new Function(
      body
        .replace('t.matchAll(n)', '[...t.matchAll(new RegExp(n, "g"))]')
        .replace('out;', 'return out;'),
    )();
    const box = await createSandbox(options(strict, undefined));
    const run = box.start(body);
    expect(run.error?.code).toBeUndefined();
    expect(run.result?.value).toEqual(expected);
    run.dispose();
  });

  it.each([
    ['new RegExp', "new RegExp('a'.repeat(3000) + '.');"],
    ['RegExp', "RegExp('(' + 'a'.repeat(3000) + ')');"],
    ['search with regex syntax', "'abc'.search('a'.repeat(3000) + '.');"],
    ['match with regex syntax', "'abc'.match('a'.repeat(3000) + '*');"],
    ['a regex literal', `/${'a'.repeat(3000)}x/.test('abc');`],
  ])('%s: a pattern over 2,048 characters is a RangeError', async (_n, expr) => {
    const r = await timed(
      strict,
      `let m = ''; try { ${expr} } catch (e) { m = e.name + ': ' + e.message; } m;`,
    );
    expect(r.code).toBeUndefined();
    expect(r.value).toBe('RangeError: regular expression too long');
  });

  it('a pattern at the size limit ends at its deadline', async () => {
    const r = await timed(
      strict,
      "const t = 'a'.repeat(200000); t.search('a'.repeat(2046) + '.b');",
    );
    expect(r.code).toBe('DEADLINE_EXCEEDED');
    expect(r.ms).toBeLessThan(WALL_LIMIT_MS);
  });

  const BT =
    "const s = 'a'.repeat(40) + 'b'; const re = new RegExp('(a+)+$'); const rg = new RegExp('(a+)+$', 'g');";
  it.each([
    ['test (literal)', "/(a+)+$/.test('a'.repeat(40) + 'b');"],
    ['exec', `${BT} re.exec(s);`],
    ['match', `${BT} s.match(re);`],
    ['matchAll', `${BT} s.matchAll(rg);`],
    ['search', `${BT} s.search(re);`],
    ['replace', `${BT} s.replace(re, 'x');`],
    ['replaceAll', `${BT} s.replaceAll(rg, 'x');`],
    ['replace with a callback', `${BT} s.replace(rg, function (m) { return m; });`],
    ['split', `${BT} s.split(re);`],
    ['a string pattern', "('a'.repeat(40) + 'b').search('(a+)+$');"],
  ])('catastrophic backtracking through %s ends at the deadline', async (_n, source) => {
    const r = await timed(strict, source);
    expect(r.code).toBe('DEADLINE_EXCEEDED');
    expect(r.ms).toBeLessThan(WALL_LIMIT_MS);
  });

  it('catastrophic backtracking is ended by the instruction budget without a deadline', async () => {
    const box = await createSandbox({
      algebraSource: TEST_ALGEBRA_SOURCE,
      externalFunctions: ['post'],
      propagateControl: strict,
      limits: { instructionBudget: 20_000_000 },
    });
    const t0 = performance.now();
    const run = box.start("('a'.repeat(40) + 'b').replace(/(a+)+$/, 'x');");
    const ms = performance.now() - t0;
    expect(run.error?.code).toBe('INSTRUCTION_BUDGET_EXCEEDED');
    expect(ms).toBeLessThan(30_000);
    run.dispose();
  });
});
