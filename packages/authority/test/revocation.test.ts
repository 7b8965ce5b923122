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
    for (const bad of [null, {}, { version: 2, revoked: [] }, { version: 1, revoked: [1] }]) {
      expect(() => RevocationIndex.fromJSON(bad)).toThrow(/malformed/);
    }
  });
});
