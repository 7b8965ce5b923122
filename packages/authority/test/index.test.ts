import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

describe('@zamburak/authority public surface', () => {
  it('names its package and exports the documented API', () => {
    expect(api.PACKAGE_NAME).toBe('@zamburak/authority');
    const fns = [
      'createMinter',
      'createVerifier',
      'validateAtBoundary',
      'capabilitiesFor',
      'authorityFor',
      'parseToken',
      'serializeToken',
      'tokenHandle',
      'toolResource',
      'scopeCovers',
      'isStrictNarrowing',
      'authorityMessageId',
      'AuthorityError',
      'RevocationIndex',
      'UsageLedger',
    ] as const;
    const exported = new Map<string, unknown>(Object.entries(api));
    for (const name of fns) expect(typeof exported.get(name)).toBe('function');
    expect(api.AUTHORITY_ERROR_CODES).toContain('INVALID_PARENT_TOKEN');
    expect(api.AUTHORITY_REASON_CODES).toContain('PARENT_INVALID');
  });
});
