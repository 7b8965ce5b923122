import { describe, expect, it } from 'vitest';
import { catalogueAttributes, catalogueVariables, lintCatalogue } from '../src/index.js';

describe('lintCatalogue', () => {
  it('accepts well-formed text and lists its ids', () => {
    const r = lintCatalogue('# c\n-term = T\na = A { -term }\nb = B\n    .help = H\n');
    expect(r).toEqual({ ok: true, problems: [], messages: ['a', 'b'], terms: ['-term'] });
  });

  it('reports junk with its position and parser code', () => {
    const r = lintCatalogue('a = ok\nb = { $x\nc = fine\n= no id\n');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.kind, p.line, p.column, p.code])).toEqual([
      ['junk', 2, 1, 'E0003'],
      ['junk', 4, 1, 'E0002'],
    ]);
    expect(r.messages).toEqual(['a', 'c']);
  });

  it('reports duplicate messages and terms', () => {
    const r = lintCatalogue('a = 1\n-t = x\na = 2\n-t = y\n');
    expect(r.problems.map((p) => [p.kind, p.line, p.code])).toEqual([
      ['duplicate-message', 3, 'a'],
      ['duplicate-term', 4, '-t'],
    ]);
  });
});

describe('catalogueVariables', () => {
  it('collects variables of values, attributes, selectors and nested placeables', () => {
    const text = [
      'a = { $tool } and { $arg }',
      '    .help = Ask { $owner }.',
      'b = { $count ->',
      '    [one] one { $unit }',
      '   *[other] { NUMBER($count) } { $unit }',
      '}',
      'c = no variables',
      '-t = { $termParam }',
    ].join('\n');
    expect(Object.fromEntries(catalogueVariables(text))).toEqual({
      a: ['arg', 'owner', 'tool'],
      b: ['count', 'unit'],
      c: [],
    });
    expect(Object.fromEntries(catalogueAttributes(text))).toEqual({
      a: ['help'],
      b: [],
      c: [],
    });
  });
});
