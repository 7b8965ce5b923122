import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_ERROR_CODES,
  AUTHORITY_REASON_CODES,
  AuthorityError,
  authorityMessageId,
} from '../src/index.js';

describe('AuthorityError', () => {
  it('carries a stable code, data and a kebab-case Fluent message id', () => {
    const e = new AuthorityError('INVALID_PARENT_TOKEN', 'x', { reason: 'REVOKED' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('AuthorityError');
    expect(e.code).toBe('INVALID_PARENT_TOKEN');
    expect(e.data).toEqual({ reason: 'REVOKED' });
    expect(e.messageId).toBe('authority-invalid-parent-token');
  });

  it('lists unique UPPER_SNAKE_CASE codes and reasons', () => {
    for (const list of [AUTHORITY_ERROR_CODES, AUTHORITY_REASON_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const c of list) expect(c).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
    }
    expect([...AUTHORITY_REASON_CODES].sort()).toEqual(
      [
        'BAD_SIGNATURE',
        'EXPIRED',
        'PARENT_INVALID',
        'PRE_ISSUANCE',
        'REVOKED',
        'USES_EXHAUSTED',
        'WRONG_EXECUTION',
      ].sort(),
    );
    expect(authorityMessageId('USES_EXHAUSTED')).toBe('authority-uses-exhausted');
  });
});
