import { describe, expect, it } from 'vitest';
import { createVerifier, MIN_KEY_BYTES, type Token } from '../src/index.js';
import { EMAIL_SCOPE, host, KEY, OTHER_KEY, T0 } from './helpers.js';

describe('createVerifier', () => {
  const t = host().minter.mint({
    subject: 'a',
    capability: 'EmailSendCap',
    scope: EMAIL_SCOPE,
    expiresAt: T0 + 1,
  });

  it('verifies with the minting key only', () => {
    expect(createVerifier(KEY).verify(t)).toBe(true);
    expect(createVerifier(OTHER_KEY).verify(t)).toBe(false);
  });

  it('refuses keys shorter than 32 bytes', () => {
    expect(MIN_KEY_BYTES).toBe(32);
    expect(() => createVerifier(new Uint8Array(16))).toThrow(/32 bytes/);
  });

  it('returns false (never throws) for malformed values', () => {
    const v = createVerifier(KEY);
    expect(v.verify({} as Token)).toBe(false);
    expect(v.verify(null as unknown as Token)).toBe(false);
    expect(v.verify({ ...t, lineage: 'x' } as unknown as Token)).toBe(false);
  });

  it('does not reuse a cached verdict for a changed copy', () => {
    const v = createVerifier(KEY);
    expect(v.verify(t)).toBe(true);
    expect(v.verify({ ...t, subject: 'b' })).toBe(false);
    expect(v.verify({ ...t })).toBe(true);
  });
});
