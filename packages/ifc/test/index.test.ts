import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as ifc from '../src/index.js';
import { IFC_ERROR_CODES, IFC_REASON_CODES, IfcError, PACKAGE_NAME } from '../src/index.js';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

describe('@zamburak/ifc public surface', () => {
  it('names its package', () => {
    expect(PACKAGE_NAME).toBe('@zamburak/ifc');
  });

  it('exports the documented runtime names', () => {
    expect(Object.keys(ifc).sort()).toEqual(
      [
        'DEFAULT_LABEL_BUDGETS',
        'IFC_ERROR_CODES',
        'IFC_REASON_CODES',
        'IfcError',
        'LABEL_ALGEBRA_METHODS',
        'LabelTable',
        'PACKAGE_NAME',
        'PROPAGATION_MODES',
        'VerifierRegistry',
        'declassify',
        'decodeLabel',
        'encodeLabel',
        'endorse',
        'executionContextSummary',
        'ifcMessageId',
        'labelAlgebraSource',
        'labelBudgetsFromPolicy',
        'labelDescriptor',
        'propagate',
        'trustedLabel',
        'untrustedLabel',
        'withIntegrity',
      ].sort(),
    );
  });

  it('error codes are UPPER_SNAKE_CASE, unique, and map to ifc-<kebab> message ids', () => {
    for (const list of [IFC_ERROR_CODES, IFC_REASON_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const c of list) expect(c).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    }
    const e = new IfcError('INVALID_BUDGETS', { field: 'maxValues' });
    expect(e.messageId).toBe('ifc-invalid-budgets');
    expect(e.code).toBe('INVALID_BUDGETS');
    expect(e.data).toEqual({ field: 'maxValues' });
    expect(ifc.ifcMessageId('MAX_PARENTS_PER_VALUE_EXCEEDED')).toBe(
      'ifc-max-parents-per-value-exceeded',
    );
  });

  it('src/ uses no Node APIs, wall clock, randomness or environment', () => {
    // Every module, in subfolders too (label-core/, generated/).
    const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(srcDir, join(e.parentPath, e.name)).split(sep).join('/'));
    expect(files).toContain('label-core/index.ts');
    for (const file of files) {
      const text = readFileSync(`${srcDir}${file}`, 'utf8');
      expect(text, file).not.toMatch(
        /from 'node:|require\(|process\.|Date\.now|new Date|Math\.random/,
      );
      // Its own modules, and the kernel's Node-free error module (checked there to import nothing).
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        expect(m[1], file).toMatch(/^(\.\.?\/|@zamburak\/kernel\/errors$)/);
      }
    }
  });

  it('labelBudgetsFromPolicy maps the snake_case policy budgets', () => {
    expect(
      ifc.labelBudgetsFromPolicy({
        max_values: 10,
        max_parents_per_value: 4,
        max_closure_steps: 100,
        max_witness_depth: 8,
      }),
    ).toEqual({ maxValues: 10, maxParentsPerValue: 4, maxClosureSteps: 100, maxWitnessDepth: 8 });
    expect(() =>
      ifc.labelBudgetsFromPolicy({
        max_values: 0,
        max_parents_per_value: 4,
        max_closure_steps: 100,
        max_witness_depth: 8,
      }),
    ).toThrow(IfcError);
    expect(new ifc.LabelTable().budgets).toEqual(ifc.DEFAULT_LABEL_BUDGETS);
  });
});
