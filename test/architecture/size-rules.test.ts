/**
 * The size rules (issue 26): no source file over 500 lines without a one-line reason at its
 * top (a first line `// size: <why>`), and no function over 150 lines. Functions are
 * measured with the TypeScript compiler API, from their first token to their last line,
 * nested functions included. The known giants are listed below, each with the point of
 * issue 26 that removes it; the lists only shrink: an entry that no longer applies, or a
 * function that grew past its recorded size, fails the test.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { packageSources, parse, readSource } from './source-files.js';

const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 150;
const REASON = /^\/\/ size: \S/;

/** Files over 500 lines that have no reason line yet, and what removes each. */
const FILE_ALLOWLIST: Readonly<Record<string, string>> = {};

/** Functions over 150 lines (`path:name`), their size today (a ceiling), and what removes each. */
const FUNCTION_ALLOWLIST: Readonly<Record<string, { lines: number; until: string }>> = {};

/** A function's name as the allowlist keys it: its own, its variable's or its property's. */
function nameOf(n: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (n.name !== undefined) return n.name.getText(sf);
  const p = n.parent;
  if ((ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)) && p.name !== undefined)
    return p.name.getText(sf);
  if (ts.isPropertyDeclaration(p)) return p.name.getText(sf);
  return '(anonymous)';
}

/** Every function of `path` over `max` lines, as `path:name` with its size. */
function longFunctions(
  path: string,
  text: string,
  max = MAX_FUNCTION_LINES,
): { key: string; lines: number }[] {
  const sf = parse(path, text);
  const out: { key: string; lines: number }[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body !== undefined) {
      const first = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) out.push({ key: `${path}:${nameOf(n, sf)}`, lines });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Parsing every source file takes seconds, and minutes on a loaded machine. */
const SLOW = 180_000;

describe('size rules', () => {
  const files = packageSources();
  const texts = new Map(files.map((f) => [f, readSource(f)]));

  it(`no source file over ${MAX_FILE_LINES} lines without a reason at its top`, () => {
    const unexplained = files.filter((f) => {
      const text = texts.get(f) ?? '';
      return lineCount(text) > MAX_FILE_LINES && !REASON.test(text);
    });
    expect(unexplained.filter((f) => !Object.hasOwn(FILE_ALLOWLIST, f))).toEqual([]);
    // The allowlist only shrinks: a file that is short or explained now leaves it.
    expect(Object.keys(FILE_ALLOWLIST).filter((f) => !unexplained.includes(f))).toEqual([]);
  });

  it(
    `no function over ${MAX_FUNCTION_LINES} lines`,
    () => {
      const long = files.flatMap((f) => longFunctions(f, texts.get(f) ?? ''));
      const over = long.filter(({ key, lines }) => {
        const allowed = Object.hasOwn(FUNCTION_ALLOWLIST, key)
          ? FUNCTION_ALLOWLIST[key]
          : undefined;
        return allowed === undefined || lines > allowed.lines;
      });
      expect(over).toEqual([]);
      // The allowlist only shrinks: a function that is short now (or gone) leaves it.
      const keys = new Set(long.map((l) => l.key));
      expect(Object.keys(FUNCTION_ALLOWLIST).filter((k) => !keys.has(k))).toEqual([]);
    },
    SLOW,
  );

  it('measures nested and arrow functions by their name (fixture)', () => {
    const body = Array.from({ length: 4 }, (_, i) => `  x${i}();`).join('\n');
    const text = `function outer() {\n  const inner = () => {\n${body}\n  };\n}\n`;
    expect(longFunctions('f.ts', text, 4)).toEqual([
      { key: 'f.ts:outer', lines: 8 },
      { key: 'f.ts:inner', lines: 6 },
    ]);
    expect(REASON.test('// size: one table of every built-in\nexport {}')).toBe(true);
    expect(REASON.test('/**\n * size: no\n */')).toBe(false);
  });
});
