/**
 * docs/architecture.md opens with a map of the design's concepts and the files that own them
 * (issue 26): every path it names exists, and every symbol it names is defined in that file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './source-files.js';

interface MapRow {
  readonly concept: string;
  readonly path: string;
  readonly symbol: string | undefined;
}

/** The rows of the map between its markers: concept, owner path, symbol (may be empty). */
function mapRows(doc: string): MapRow[] {
  const start = doc.indexOf('<!-- map:start -->');
  const end = doc.indexOf('<!-- map:end -->');
  if (start < 0 || end < start) return [];
  const rows: MapRow[] = [];
  for (const line of doc.slice(start, end).split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | concept | `path` | `symbol` | text |  ->  ['', concept, path, symbol, text, '']
    const path = /^`([^`]+)`$/.exec(cells[2] ?? '')?.[1];
    if (path === undefined) continue;
    const symbol = /^`([^`]+)`$/.exec(cells[3] ?? '')?.[1];
    rows.push({ concept: cells[1] ?? '', path, symbol });
  }
  return rows;
}

/** Whether `text` declares `symbol` (a function, class, constant, type, or a re-export). */
function defines(text: string, symbol: string): boolean {
  const name = symbol.replace(/[$]/g, '\\$');
  const declared = new RegExp(
    `(^|\\n)\\s*(export\\s+)?(declare\\s+)?(async\\s+)?(function\\*?|class|const|let|var|interface|type|enum)\\s+${name}\\b`,
  );
  return declared.test(text);
}

const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const rows = mapRows(doc);

describe('the architecture map (docs/architecture.md)', () => {
  it('opens the page and names the concepts a newcomer asks for', () => {
    expect(doc.indexOf('<!-- map:start -->')).toBeLessThan(doc.indexOf('## Dependency direction'));
    const concepts = rows.map((r) => r.concept.toLowerCase()).join('\n');
    for (const c of [
      'label',
      'summary',
      'context',
      'decision order',
      'gateway stage',
      'snapshot',
      'audit record',
      'import labelling',
      'strict-mode pc',
      'policy schema',
      'authority token',
    ]) {
      expect(concepts).toContain(c);
    }
  });

  it('every path it names exists', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => !existsSync(join(root, r.path))).map((r) => r.path)).toEqual([]);
  });

  it('every symbol it names is defined in its file', () => {
    const missing = rows
      .filter((r) => r.symbol !== undefined && existsSync(join(root, r.path)))
      .filter((r) => !defines(readFileSync(join(root, r.path), 'utf8'), r.symbol as string))
      .map((r) => `${r.path}: ${r.symbol}`);
    expect(missing).toEqual([]);
  });

  it('reads rows and symbols as written (fixture)', () => {
    const fixture = [
      '<!-- map:start -->',
      '| Concept | Owner | Symbol | In one line |',
      '| --- | --- | --- | --- |',
      '| A | `a/b.ts` | `f` | x |',
      '| B | `c.json` | | y |',
      '<!-- map:end -->',
    ].join('\n');
    expect(mapRows(fixture)).toEqual([
      { concept: 'A', path: 'a/b.ts', symbol: 'f' },
      { concept: 'B', path: 'c.json', symbol: undefined },
    ]);
    expect(defines('export async function f() {}', 'f')).toBe(true);
    expect(defines('export const fx = 1;', 'f')).toBe(false);
  });
});
