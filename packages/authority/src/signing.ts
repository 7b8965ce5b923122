/**
 * HMAC-SHA-256 signing and verification (@noble/hashes, no Node APIs). The key never
 * leaves the signer; verification compares in constant time.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { AuthorityError } from './errors.js';
import {
  canonicalTokenBytes,
  SIGNATURE_PREFIX,
  type Token,
  type UnsignedToken,
  wellFormedToken,
} from './token.js';

/** Minimum key length in bytes (the HMAC-SHA-256 output size). */
export const MIN_KEY_BYTES = 32;

/** Anything that can check a token's signature (a `Minter` is one). */
export interface TokenVerifier {
  /** True only if the token's signature was made with this verifier's key. */
  verify(token: Token): boolean;
}

export interface Signer extends TokenVerifier {
  sign(token: UnsignedToken): string;
}

function checkKey(key: Uint8Array): Uint8Array {
  if (!(key instanceof Uint8Array) || key.length < MIN_KEY_BYTES) {
    throw new AuthorityError('INVALID_KEY', 'the token key must be at least 32 bytes', {
      minBytes: MIN_KEY_BYTES,
    });
  }
  return Uint8Array.from(key); // private copy: later changes by the caller do not apply
}

/** Creates a signer/verifier for one secret key. */
export function createSigner(key: Uint8Array): Signer {
  const base = hmac.create(sha256, checkKey(key));
  // Results per sealed (deeply frozen, well-formed) token: its content cannot change.
  const verified = new WeakMap<Token, boolean>();
  const mac = (t: UnsignedToken): string =>
    SIGNATURE_PREFIX + bytesToHex(base.clone().update(canonicalTokenBytes(t)).digest());
  return {
    sign: mac,
    verify(token: Token): boolean {
      // Shape first: a malformed value is never valid and never reaches the encoder.
      const t = wellFormedToken(token);
      if (t === null) return false;
      const hit = verified.get(t);
      if (hit !== undefined) return hit;
      const ok = constantTimeEqual(mac(t), t.signature);
      verified.set(t, ok);
      return ok;
    },
  };
}

/** A verifier only (for a component that must check tokens but never mint them). */
export function createVerifier(key: Uint8Array): TokenVerifier {
  const signer = createSigner(key);
  return { verify: (token) => signer.verify(token) };
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
