import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_LOCALES,
  catalogueAttributes,
  catalogueVariables,
  createFluentLocalizer,
  diagnosticArgs,
  L10nError,
  lintCatalogue,
  listBundledLocales,
  loadBundledCatalogue,
  loadBundledCatalogues,
  readBundledCatalogue,
} from '../src/index.js';

const root = new URL('./fixtures/catalogues/', import.meta.url);

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof L10nError ? e.code : 'not-an-L10nError';
  }
  return undefined;
};

describe('bundled catalogue loading', () => {
  it('lists and reads the locales of a catalogue root', () => {
    expect(listBundledLocales({ root })).toEqual(['de', 'en-US']);
    const files = readBundledCatalogue('de', { root });
    expect(files.map((f) => f.file)).toEqual(['demo.ftl']);
    expect(files[0]?.text).toContain('demo-hello = Hallo');
    expect(loadBundledCatalogue('en-US', { root })).toHaveLength(1);
  });

  it('refuses locale tags that are not BCP 47 (and so never names another path)', () => {
    for (const bad of ['../de', 'de/../../x', '', 'de_DE', '/etc']) {
      expect(codeOf(() => readBundledCatalogue(bad, { root }))).toBe('INVALID_LOCALE');
    }
  });

  it('reports a missing or empty locale as CATALOGUE_NOT_FOUND', () => {
    expect(codeOf(() => readBundledCatalogue('fr', { root }))).toBe('CATALOGUE_NOT_FOUND');
    const dir = mkdtempSync(join(tmpdir(), 'l10n-'));
    try {
      writeFileSync(join(dir, 'README.md'), 'not a locale');
      expect(listBundledLocales({ root: dir })).toEqual([]);
      expect(codeOf(() => loadBundledCatalogue('de', { root: dir }))).toBe('CATALOGUE_NOT_FOUND');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(codeOf(() => listBundledLocales({ root: '/nonexistent-l10n-root' }))).toBe(
      'CATALOGUE_NOT_FOUND',
    );
  });

  it('loadBundledCatalogues skips absent locales', () => {
    expect(Object.keys(loadBundledCatalogues(['fr', 'de', 'en-US'], { root })).sort()).toEqual([
      'de',
      'en-US',
    ]);
  });
});

describe("the repository's own catalogues (locales/)", () => {
  it('the default root holds exactly the BUNDLED_LOCALES', () => {
    expect(listBundledLocales()).toEqual([...BUNDLED_LOCALES].sort());
  });

  it('every .ftl file parses without junk or duplicates', () => {
    for (const locale of BUNDLED_LOCALES) {
      const files = readBundledCatalogue(locale);
      expect(files.length).toBeGreaterThan(0);
      for (const { file, text } of files) {
        const lint = lintCatalogue(text);
        expect({ locale, file, problems: lint.problems }).toEqual({ locale, file, problems: [] });
      }
    }
  });

  it('every message and attribute formats cleanly in its own bundle, for one and many', () => {
    for (const locale of BUNDLED_LOCALES) {
      const l = createFluentLocalizer({ locale });
      const failures: string[] = [];
      let checked = 0;
      for (const { text } of readBundledCatalogue(locale)) {
        const attributes = catalogueAttributes(text);
        for (const [id, vars] of catalogueVariables(text)) {
          for (const n of [1, 7]) {
            const args = Object.fromEntries(vars.map((v) => [v, n]));
            for (const key of [id, ...(attributes.get(id) ?? []).map((a) => `${id}.${a}`)]) {
              const r = l.lookupWithDiagnostics(key, args);
              checked += 1;
              const expected = locale === 'en-US' ? 'bundled-en-US' : 'bundled';
              if (r.source !== expected || r.diagnostics.length > 0 || !r.value) {
                failures.push(`${locale} ${key}: ${JSON.stringify(r.diagnostics)}`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(400);
    }
  });

  it('renders plurals per locale in the shipped catalogues', () => {
    const en = createFluentLocalizer({ locale: 'en-US' });
    const de = createFluentLocalizer({ locale: 'de' });
    const args = { tool: 'send_email', arg: 'body', principalArg: 'to' };
    expect(en.lookup('policy-reader-not-permitted', { ...args, count: 1 })).toBe(
      'One recipient in to may not read the data in body of send_email.',
    );
    expect(de.lookup('policy-reader-not-permitted', { ...args, count: 3 })).toBe(
      '3 Empfänger in to dürfen die Daten in body von send_email nicht lesen.',
    );
  });

  it('a default localizer renders the l10n diagnostics in German and English', () => {
    const de = createFluentLocalizer({ locale: 'de' });
    const en = createFluentLocalizer({ locale: 'en-US' });
    const fromDiagnostic = diagnosticArgs(
      createFluentLocalizer({ locale: 'de', bundled: { de: 'x = { $y }' } }).lookupWithDiagnostics(
        'x',
      ).diagnostics[0]!,
    );
    expect(fromDiagnostic).toEqual({
      id: 'x',
      source: 'bundled',
      locale: 'de',
      reference: '$y',
      line: 0,
      column: 0,
    });
    const args = { id: 'policy-x', reference: '$tool', source: 'host', locale: 'de' };
    const deText = de.lookupWithDiagnostics('l10n-missing-argument', args);
    expect(deText.source).toBe('bundled');
    expect(deText.value).toContain('$tool');
    const enText = en.lookupWithDiagnostics('l10n-missing-argument', args);
    expect(enText.source).toBe('bundled-en-US');
    expect(enText.value).not.toBe(deText.value);
    expect(en.lookup('l10n-missing-argument.help', args)).toBeTruthy();
  });
});
