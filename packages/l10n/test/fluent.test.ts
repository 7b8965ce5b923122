import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBundledCatalogue,
  createFluentLocalizer,
  type L10nDiagnostic,
  L10nError,
  loadBundledCatalogues,
} from '../src/index.js';

const root = new URL('./fixtures/catalogues/', import.meta.url);
const fixture = (path: string): string =>
  readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');
const EN = fixture('catalogues/en-US/demo.ftl');
const DE = fixture('catalogues/de/demo.ftl');
const HOST = fixture('host/acme.ftl');
const bundled = { 'en-US': EN, de: DE };

describe('createFluentLocalizer: resolution order', () => {
  it('1. a host catalogue entry wins over every bundled one', () => {
    const l = createFluentLocalizer({ locale: 'de', host: HOST, bundled });
    const r = l.lookupWithDiagnostics('demo-term', { tool: 'send_email' });
    expect(r).toEqual({
      value: 'ACME security (Zamburak) blocked send_email.',
      source: 'host',
      locale: 'de',
      diagnostics: [],
    });
    expect(l.lookup('acme-welcome')).toBe('Welcome to ACME.');
  });

  it('2. without a host entry the bundled requested locale is used', () => {
    const l = createFluentLocalizer({ locale: 'de', host: HOST, bundled });
    const r = l.lookupWithDiagnostics('demo-hello', { name: 'Ada' });
    expect(r.value).toBe('Hallo, Ada!');
    expect(r.source).toBe('bundled');
    expect(r.locale).toBe('de');
  });

  it('3. a message the requested locale lacks comes from bundled en-US', () => {
    const l = createFluentLocalizer({ locale: 'de', bundled });
    const r = l.lookupWithDiagnostics('demo-only-en');
    expect(r.value).toBe('Only in English.');
    expect(r.source).toBe('bundled-en-US');
    expect(r.diagnostics).toEqual([]);
  });

  it('4. a message nobody has yields the caller fallback verbatim', () => {
    const seen: L10nDiagnostic[] = [];
    const l = createFluentLocalizer({
      locale: 'de',
      host: HOST,
      bundled,
      onDiagnostic: (d) => seen.push(d),
    });
    expect(l.lookup('demo-nowhere')).toBeUndefined();
    expect(l.message('demo-nowhere', { x: 1 }, 'Fallback { $x } text')).toBe(
      'Fallback { $x } text',
    );
    expect(seen.map((d) => [d.code, d.source, d.id])).toEqual([
      ['MESSAGE_NOT_FOUND', 'fallback', 'demo-nowhere'],
      ['MESSAGE_NOT_FOUND', 'fallback', 'demo-nowhere'],
    ]);
    expect(seen[0]?.messageId).toBe('l10n-message-not-found');
  });

  it('an unavailable locale resolves through en-US; a regional one uses its language', () => {
    const fr = createFluentLocalizer({ locale: 'fr', bundled });
    expect(fr.bundledLocale).toBeUndefined();
    expect(fr.lookupWithDiagnostics('demo-hello', { name: 'Ada' })).toMatchObject({
      value: 'Hello, Ada!',
      source: 'bundled-en-US',
    });
    const at = createFluentLocalizer({ locale: 'de-AT', bundled });
    expect(at.bundledLocale).toBe('de');
    expect(at.lookup('demo-hello', { name: 'Ada' })).toBe('Hallo, Ada!');
  });

  it('attributes (`id.help`) resolve through the same chain', () => {
    const l = createFluentLocalizer({
      locale: 'de',
      host: 'demo-hello = Servus, { $name }!',
      bundled,
    });
    // The host message has no .help: the attribute comes from the next step.
    expect(l.lookup('demo-hello', { name: 'Ada' })).toBe('Servus, Ada!');
    expect(l.lookupWithDiagnostics('demo-hello.help')).toMatchObject({
      value: 'Grüße zurück.',
      source: 'bundled',
    });
    expect(l.lookup('demo-hello.nope')).toBeUndefined();
  });

  it('formats numbers and plurals with the bundle locale and no isolation marks', () => {
    const de = createFluentLocalizer({ locale: 'de', bundled });
    expect(de.lookup('demo-count', { count: 1 })).toBe('Ein Aufruf');
    expect(de.lookup('demo-count', { count: 1234 })).toBe('1.234 Aufrufe');
    const en = createFluentLocalizer({ locale: 'en-US', bundled });
    expect(en.lookup('demo-count', { count: 1234 })).toBe('1,234 calls');
    expect(en.lookup('demo-hello', { name: 'Ada' })).not.toMatch(/[\u2068\u2069]/);
    const isolating = createFluentLocalizer({ locale: 'en-US', bundled, useIsolating: true });
    expect(isolating.lookup('demo-hello', { name: 'Ada' })).toBe('Hello, \u2068Ada\u2069!');
  });
});

describe('createFluentLocalizer: formatting failures', () => {
  it('a missing argument in the host entry falls to the bundled entry, with a diagnostic', () => {
    const seen: L10nDiagnostic[] = [];
    const l = createFluentLocalizer({
      locale: 'de',
      host: 'demo-hello = Hi { $name }, you have { $unread } new mails.',
      bundled,
      onDiagnostic: (d) => seen.push(d),
    });
    const r = l.lookupWithDiagnostics('demo-hello', { name: 'Ada' });
    expect(r.value).toBe('Hallo, Ada!');
    expect(r.source).toBe('bundled');
    const expected = {
      code: 'MISSING_ARGUMENT',
      messageId: 'l10n-missing-argument',
      id: 'demo-hello',
      source: 'host',
      locale: 'de',
      reference: '$unread',
    };
    expect(r.diagnostics).toEqual([expected]);
    expect(seen).toEqual([expected]);
  });

  it('a missing argument everywhere ends at the caller fallback with one diagnostic per step', () => {
    const l = createFluentLocalizer({
      locale: 'de',
      host: 'demo-hello = Hi { $name }!',
      bundled,
    });
    const r = l.lookupWithDiagnostics('demo-hello', {});
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.source, d.reference])).toEqual([
      ['MISSING_ARGUMENT', 'host', '$name'],
      ['MISSING_ARGUMENT', 'bundled', '$name'],
      ['MISSING_ARGUMENT', 'bundled-en-US', '$name'],
    ]);
    expect(l.message('demo-hello', undefined, 'Hello.')).toBe('Hello.');
  });

  it('unknown terms, message references and cycles are reported and skipped', () => {
    const l = createFluentLocalizer({
      locale: 'en-US',
      host: [
        'demo-hello = { -nowhere } says hi to { $name }',
        'demo-term = see { missing-message } for { $tool }',
        'demo-only-en = { demo-only-en }',
      ],
      bundled,
    });
    const codes = (id: string, args?: Record<string, string>) =>
      l.lookupWithDiagnostics(id, args).diagnostics.map((d) => [d.code, d.reference]);
    expect(codes('demo-hello', { name: 'Ada' })).toEqual([['UNKNOWN_TERM', '-nowhere']]);
    expect(l.lookup('demo-hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(codes('demo-term', { tool: 't' })).toEqual([
      ['UNKNOWN_MESSAGE_REFERENCE', 'missing-message'],
    ]);
    expect(l.lookup('demo-term', { tool: 't' })).toBe('Zamburak stopped the call to t.');
    expect(codes('demo-only-en')).toEqual([['CYCLIC_REFERENCE', undefined]]);
    expect(l.lookup('demo-only-en')).toBe('Only in English.');
  });

  it('malformed host text is reported as junk and its entries fall through', () => {
    const seen: L10nDiagnostic[] = [];
    const l = createFluentLocalizer({
      locale: 'en-US',
      host: 'acme-ok = fine\ndemo-hello = Hi { $name\nacme-after = after\n',
      bundled,
      onDiagnostic: (d) => seen.push(d),
    });
    expect(l.catalogueDiagnostics).toEqual([
      {
        code: 'CATALOGUE_JUNK',
        messageId: 'l10n-catalogue-junk',
        source: 'host',
        locale: 'en-US',
        line: 2,
        column: 1,
      },
    ]);
    expect(seen).toEqual(l.catalogueDiagnostics);
    expect(l.lookup('acme-ok')).toBe('fine');
    expect(l.lookup('acme-after')).toBe('after');
    expect(l.lookupWithDiagnostics('demo-hello', { name: 'Ada' })).toMatchObject({
      value: 'Hello, Ada!',
      source: 'bundled-en-US',
      diagnostics: [],
    });
  });

  it('a message without a value (attributes only) is reported and skipped', () => {
    const l = createFluentLocalizer({
      locale: 'en-US',
      host: 'demo-hello =\n    .help = only help\n',
      bundled,
    });
    const r = l.lookupWithDiagnostics('demo-hello', { name: 'Ada' });
    expect(r.value).toBe('Hello, Ada!');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['MESSAGE_WITHOUT_VALUE']);
    expect(l.lookup('demo-hello.help')).toBe('only help');
  });

  it('unsupported argument types are diagnosed, never stringified into output', () => {
    const l = createFluentLocalizer({ locale: 'en-US', bundled });
    const args = { name: { secret: 'sk-live-123' } } as unknown as Record<string, string>;
    const r = l.lookupWithDiagnostics('demo-hello', args);
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.reference])).toEqual([
      ['INVALID_ARGUMENT', '$name'],
    ]);
    expect(JSON.stringify(r)).not.toContain('sk-live');
  });

  it('diagnostics never contain argument values', () => {
    const l = createFluentLocalizer({ locale: 'de', host: 'demo-hello = { $a } { $b }', bundled });
    const r = l.lookupWithDiagnostics('demo-hello', { a: 'ghp_SECRETVALUE' });
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.diagnostics)).not.toContain('SECRETVALUE');
  });

  it('does not echo an id that is not a Fluent identifier', () => {
    const l = createFluentLocalizer({ locale: 'de', bundled });
    const r = l.lookupWithDiagnostics('not an id: sk-live-123');
    expect(r.diagnostics).toEqual([
      {
        code: 'MESSAGE_NOT_FOUND',
        messageId: 'l10n-message-not-found',
        source: 'fallback',
        locale: 'de',
      },
    ]);
    expect(l.lookupWithDiagnostics('demo-x.help').diagnostics[0]?.id).toBe('demo-x.help');
  });

  it('a throwing diagnostic sink does not make lookups throw', () => {
    const l = createFluentLocalizer({
      locale: 'de',
      bundled,
      onDiagnostic: () => {
        throw new Error('sink broke');
      },
    });
    expect(l.message('demo-hello', {}, 'fallback')).toBe('fallback');
  });

  it('never throws and always returns a string (property)', () => {
    const l = createFluentLocalizer({ locale: 'de', host: HOST, bundled });
    const value = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('demo-hello', 'demo-hello.help', 'demo-term', 'demo-count', 'x.y.z', ''),
          fc.string(),
        ),
        fc.dictionary(fc.string(), value),
        fc.string(),
        (id, args, fallback) => {
          const out = l.message(id, args as Record<string, string>, fallback);
          expect(typeof out).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('createFluentLocalizer: terms across locales (docs/l10n.md, terms across locales)', () => {
  it('a plain de-only bundle fails on a term only en-US defines', () => {
    // The failure mode the design note warns about: Fluent falls back per message, so a
    // translated message that uses a parent-locale term cannot format in its own bundle.
    const naive = new FluentBundle(['de'], { useIsolating: false });
    naive.addResource(new FluentResource(DE));
    const errors: Error[] = [];
    const msg = naive.getMessage('demo-term');
    expect(msg?.value).toBeTruthy();
    naive.formatPattern(msg!.value!, { tool: 'send_email' }, errors);
    expect(errors.map((e) => e.message)).toEqual(['Unknown term: -product']);
  });

  it('our de bundle is built on the en-US terms, so the German message resolves', () => {
    const l = createFluentLocalizer({ locale: 'de', bundled });
    expect(l.lookupWithDiagnostics('demo-term', { tool: 'send_email' })).toEqual({
      value: 'Zamburak hat den Aufruf von send_email angehalten.',
      source: 'bundled',
      locale: 'de',
      diagnostics: [],
    });
  });

  it('a locale term overrides the base term, and host terms override both', () => {
    const l = createFluentLocalizer({
      locale: 'de',
      bundled: { 'en-US': EN, de: [DE, '-product = Zamburak (DE)'] },
    });
    expect(l.lookup('demo-term', { tool: 't' })).toBe(
      'Zamburak (DE) hat den Aufruf von t angehalten.',
    );
    const h = createFluentLocalizer({
      locale: 'de',
      host: [HOST, '-product = ACME Guard'],
      bundled,
    });
    expect(h.lookup('demo-term', { tool: 't' })).toBe('ACME security (ACME Guard) blocked t.');
    // The host's term does not leak into the bundled steps.
    expect(h.lookup('demo-count', { count: 2 })).toBe('2 Aufrufe');
  });
});

describe('createFluentLocalizer: no global state', () => {
  it('two localizers with different catalogues in one process do not interfere', () => {
    const a = createFluentLocalizer({
      locale: 'en-US',
      host: 'demo-hello = A says hi to { $name }',
      bundled: { 'en-US': EN },
    });
    const b = createFluentLocalizer({
      locale: 'en-US',
      host: 'demo-hello = B greets { $name }',
      bundled: { 'en-US': 'demo-only-en = B only' },
    });
    const c = createFluentLocalizer({ locale: 'de', bundled });
    for (let i = 0; i < 3; i += 1) {
      expect(a.lookup('demo-hello', { name: 'x' })).toBe('A says hi to x');
      expect(b.lookup('demo-hello', { name: 'x' })).toBe('B greets x');
      expect(c.lookup('demo-hello', { name: 'x' })).toBe('Hallo, x!');
      expect(a.lookup('demo-only-en')).toBe('Only in English.');
      expect(b.lookup('demo-only-en')).toBe('B only');
      expect(b.lookup('demo-count', { count: 1 })).toBeUndefined();
    }
  });

  it('reuses nothing between localizers built from the same resource objects', () => {
    const shared = new FluentResource(EN);
    const a = createFluentLocalizer({ locale: 'en-US', bundled: { 'en-US': shared } });
    const b = createFluentLocalizer({
      locale: 'en-US',
      host: 'demo-only-en = overridden in b',
      bundled: { 'en-US': shared },
    });
    expect(b.lookup('demo-only-en')).toBe('overridden in b');
    expect(a.lookup('demo-only-en')).toBe('Only in English.');
  });
});

describe('createFluentLocalizer: options', () => {
  it('loads bundled catalogues from a catalogue root when none are given', () => {
    const l = createFluentLocalizer({ locale: 'de', catalogueLocation: { root } });
    expect(l.bundledLocale).toBe('de');
    expect(l.lookup('demo-term', { tool: 't' })).toBe('Zamburak hat den Aufruf von t angehalten.');
    expect(l.lookup('demo-only-en')).toBe('Only in English.');
  });

  it('accepts parsed resources, as loadBundledCatalogues returns them', () => {
    const l = createFluentLocalizer({
      locale: 'de',
      bundled: loadBundledCatalogues(['de', 'en-US'], { root }),
    });
    expect(l.lookup('demo-hello', { name: 'Ada' })).toBe('Hallo, Ada!');
  });

  it('with no catalogues at all, everything is the caller fallback', () => {
    const l = createFluentLocalizer({ locale: 'de', bundled: {} });
    expect(l.message('demo-hello', { name: 'Ada' }, 'Hello.')).toBe('Hello.');
  });

  it('rejects an invalid locale tag with L10nError INVALID_LOCALE', () => {
    for (const locale of ['', '../etc', 'de_DE', 'x'.repeat(4)]) {
      let caught: unknown;
      try {
        createFluentLocalizer({ locale, bundled });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(L10nError);
      expect((caught as L10nError).code).toBe('INVALID_LOCALE');
      expect((caught as L10nError).messageId).toBe('l10n-invalid-locale');
      expect(JSON.stringify((caught as L10nError).data)).not.toContain('etc');
    }
  });

  it('rejects missing options and non-catalogue sources with INVALID_OPTIONS', () => {
    expect(() => createFluentLocalizer({} as unknown as { locale: string })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    const bad = [42, null, [EN, { not: 'a resource' }]] as unknown as string[];
    for (const host of bad) {
      expect(() => createFluentLocalizer({ locale: 'de', host, bundled })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS', messageId: 'l10n-invalid-options' }),
      );
    }
    expect(() =>
      createFluentLocalizer({ locale: 'de', bundled: { de: 7 } as unknown as typeof bundled }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe('addBundledCatalogue (host-owned Fluent bundles)', () => {
  it('loads base terms and the locale into the host bundle; host entries win', () => {
    const bundle = new FluentBundle(['de-CH'], { useIsolating: false });
    bundle.addResource(new FluentResource('demo-hello = Grüezi, { $name }!'));
    expect(addBundledCatalogue(bundle, 'de-CH', { location: { root } })).toBe(2);
    const format = (id: string, args: Record<string, string>) => {
      const errors: Error[] = [];
      const text = bundle.formatPattern(bundle.getMessage(id)!.value!, args, errors);
      expect(errors).toEqual([]);
      return text;
    };
    expect(format('demo-hello', { name: 'Ada' })).toBe('Grüezi, Ada!');
    // German message using the en-US-only term `-product`.
    expect(format('demo-term', { tool: 't' })).toBe('Zamburak hat den Aufruf von t angehalten.');
    expect(bundle.hasMessage('demo-only-en')).toBe(false);
  });

  it('falls back to the en-US catalogue for a locale Zamburak does not ship', () => {
    const bundle = new FluentBundle(['fr'], { useIsolating: false });
    expect(addBundledCatalogue(bundle, 'fr', { location: { root } })).toBe(1);
    expect(bundle.hasMessage('demo-only-en')).toBe(true);
  });
});
