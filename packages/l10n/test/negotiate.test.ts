import { describe, expect, it } from 'vitest';
import { BUNDLED_LOCALES, negotiateLocale } from '../src/index.js';

describe('negotiateLocale', () => {
  it('picks the best bundled locale for the host preferences', () => {
    expect(negotiateLocale('de')).toBe('de');
    expect(negotiateLocale('de-CH')).toBe('de');
    expect(negotiateLocale(['fr-FR', 'de-AT', 'en-US'])).toBe('de');
    expect(negotiateLocale(['en-GB'])).toBe('en-US');
    expect(negotiateLocale([])).toBe('en-US');
    expect(negotiateLocale('ja')).toBe('en-US');
  });

  it('negotiates against a host list and default', () => {
    expect(negotiateLocale(['pt-BR', 'pt'], ['pt-PT', 'es'], 'es')).toBe('pt-PT');
    expect(negotiateLocale(['fr'], ['es', 'it'], 'it')).toBe('it');
  });

  it('never throws on malformed input', () => {
    expect(negotiateLocale(['!!', ''], BUNDLED_LOCALES)).toBe('en-US');
    for (const junk of [42, null, undefined, {}, [1, 'de'], '__proto__', 'constructor']) {
      expect(() => negotiateLocale(junk as never)).not.toThrow();
    }
    expect(negotiateLocale([1, 'de'] as never)).toBe('de');
    expect(negotiateLocale('de', 'de' as never)).toBe('en-US');
  });
});
