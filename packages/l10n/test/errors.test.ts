import { describe, expect, it } from 'vitest';
import {
  codeToKebab,
  L10N_ERROR_CODES,
  L10N_REASON_CODES,
  L10nError,
  messageIdFor,
} from '../src/index.js';

describe('l10n errors and message ids', () => {
  it('derives message ids by the architecture convention', () => {
    expect(codeToKebab('UNSUPPORTED_SCHEMA_VERSION')).toBe('unsupported-schema-version');
    expect(messageIdFor('policy', 'UNSUPPORTED_SCHEMA_VERSION')).toBe(
      'policy-unsupported-schema-version',
    );
  });

  it('L10nError carries code, data and messageId', () => {
    const e = new L10nError('CATALOGUE_NOT_FOUND', 'no catalogue', { locale: 'fr' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('L10nError');
    expect(e.code).toBe('CATALOGUE_NOT_FOUND');
    expect(e.data).toEqual({ locale: 'fr' });
    expect(e.messageId).toBe('l10n-catalogue-not-found');
  });

  it('code lists are UPPER_SNAKE_CASE and unique', () => {
    for (const list of [L10N_ERROR_CODES, L10N_REASON_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    }
  });
});
