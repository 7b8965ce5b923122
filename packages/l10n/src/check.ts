/**
 * A whole-directory check of Zamburak's bundled catalogues (what CI runs): every `.ftl`
 * parses without junk, each id is defined once per locale, and every message of a
 * translation exists in the base locale with the same variables and attributes.
 */
import {
  BASE_LOCALE,
  type CatalogueLocation,
  listBundledLocales,
  readBundledCatalogue,
} from './catalogue.js';
import { catalogueAttributes, catalogueVariables, lintCatalogue } from './lint.js';

export type BundledCatalogueProblemKind =
  | 'junk'
  | 'duplicate-message'
  | 'duplicate-term'
  | 'missing-in-base'
  | 'variables-differ'
  | 'attributes-differ';

export interface BundledCatalogueProblem {
  readonly locale: string;
  readonly file: string;
  readonly kind: BundledCatalogueProblemKind;
  /** The message id, term id or parser annotation code concerned. */
  readonly code: string;
  /** 1-based; 0 when the problem is not tied to one position. */
  readonly line: number;
  readonly column: number;
}

interface Entry {
  readonly file: string;
  readonly variables: readonly string[];
  readonly attributes: readonly string[];
}

/** Checks every bundled locale under the catalogue root; `[]` means clean. */
export function checkBundledCatalogues(location?: CatalogueLocation): BundledCatalogueProblem[] {
  const problems: BundledCatalogueProblem[] = [];
  const byLocale = new Map<string, Map<string, Entry>>();
  for (const locale of listBundledLocales(location)) {
    const entries = new Map<string, Entry>();
    byLocale.set(locale, entries);
    for (const { file, text } of readBundledCatalogue(locale, location)) {
      const lint = lintCatalogue(text);
      for (const p of lint.problems) {
        problems.push({ locale, file, kind: p.kind, code: p.code, line: p.line, column: p.column });
      }
      const attributes = catalogueAttributes(text);
      for (const [id, variables] of catalogueVariables(text)) {
        if (entries.has(id)) {
          problems.push({ locale, file, kind: 'duplicate-message', code: id, line: 0, column: 0 });
          continue;
        }
        entries.set(id, { file, variables, attributes: [...(attributes.get(id) ?? [])].sort() });
      }
    }
  }
  const base = byLocale.get(BASE_LOCALE);
  for (const [locale, entries] of byLocale) {
    if (locale === BASE_LOCALE || base === undefined) continue;
    for (const [id, entry] of entries) {
      const b = base.get(id);
      const at = { locale, file: entry.file, code: id, line: 0, column: 0 };
      if (b === undefined) problems.push({ ...at, kind: 'missing-in-base' });
      else {
        if (b.variables.join() !== entry.variables.join()) {
          problems.push({ ...at, kind: 'variables-differ' });
        }
        if (b.attributes.join() !== entry.attributes.join()) {
          problems.push({ ...at, kind: 'attributes-differ' });
        }
      }
    }
  }
  return problems;
}
