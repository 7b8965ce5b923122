import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtinCoverage,
  NODE_COVERAGE,
  renderCoverageMatrix,
} from '../../src/compiler/coverage.js';
import { VM_COMPILE_ERROR_CODES } from '../../src/compiler/errors.js';
import { renderTest262Section } from '../conformance/summary.js';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const ACORN = join(ROOT, 'node_modules', 'acorn', 'dist', 'acorn.mjs');

/** Node types acorn can produce: every string literal passed to finishNode/finishNodeAt. */
function acornNodeTypes(): string[] {
  const src = readFileSync(ACORN, 'utf8');
  const types = new Set<string>();
  for (const m of src.matchAll(/finishNode(?:At)?\([^;]*?"([A-Z][A-Za-z]+)"/g)) {
    if (m[1] !== undefined) types.add(m[1]);
  }
  return [...types].sort();
}

describe('coverage matrix', () => {
  it('docs/coverage-matrix.md is what the code generates', () => {
    const committed = readFileSync(join(ROOT, 'docs', 'coverage-matrix.md'), 'utf8');
    expect(committed).toBe(renderCoverageMatrix() + renderTest262Section());
  });

  it('lists every node type acorn can produce', () => {
    const types = acornNodeTypes();
    expect(types.length).toBeGreaterThan(60);
    const missing = types.filter((t) => !(t in NODE_COVERAGE));
    expect(missing).toEqual([]);
  });

  it('every rejection code exists and every named test exists', () => {
    const corpus = new Set(
      readdirSync(join(import.meta.dirname, '..', 'fixtures', 'plans')).map((f) =>
        f.replace(/\.plan$/, ''),
      ),
    );
    const entries = [...Object.values(NODE_COVERAGE), ...Object.values(builtinCoverage())];
    for (const e of entries) {
      if (e.status === 'rejected') {
        expect(VM_COMPILE_ERROR_CODES).toContain(e.code);
        continue;
      }
      if (e.test.startsWith('corpus:')) {
        expect(corpus.has(e.test.slice('corpus:'.length)), e.test).toBe(true);
      } else {
        const [file, title] = e.test.split('#') as [string, string];
        const text = readFileSync(join(import.meta.dirname, file), 'utf8');
        expect(text.includes(`'${title}'`), e.test).toBe(true);
      }
    }
  });
});
