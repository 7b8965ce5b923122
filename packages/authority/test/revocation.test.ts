import { describe, expect, it } from 'vitest';
import { AuthorityError, RevocationIndex } from '../src/index.js';

describe('RevocationIndex', () => {
  it('revokes by id, idempotently, and round-trips through JSON', () => {
    const r = new RevocationIndex();
    r.revoke('tok_b');
    r.revoke('tok_a');
    r.revoke('tok_b');
    expect(r.size).toBe(2);
    expect(r.isRevoked('tok_a')).toBe(true);
    expect(r.isRevoked('tok_c')).toBe(false);
    expect(r.toJSON()).toEqual({ version: 1, revoked: ['tok_a', 'tok_b'] });
    const back = RevocationIndex.fromJSON(JSON.parse(JSON.stringify(r)));
    expect(back.isRevoked('tok_b')).toBe(true);
    expect(back.size).toBe(2);
  });

  it('refuses invalid ids and malformed snapshots', () => {
    expect(() => new RevocationIndex().revoke('')).toThrow(AuthorityError);
    // From plain JavaScript: null, a number or an object without an id is a coded refusal.
    for (const bad of [null, undefined, 7, {}, { id: 3 }]) {
      expect(() => new RevocationIndex().revoke(bad as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_TOKEN_ID' }),
      );
    }
    for (const bad of [null, {}, { version: 2, revoked: [] }, { version: 1, revoked: [1] }]) {
      expect(() => RevocationIndex.fromJSON(bad)).toThrow(/malformed/);
    }
  });
});
