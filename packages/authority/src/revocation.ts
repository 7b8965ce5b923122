/**
 * The host-managed revocation index. Revoking an id is effective immediately at every
 * boundary that consults the index and cascades: a token whose lineage contains a revoked
 * id is invalid (`PARENT_INVALID`).
 */
import { AuthorityError } from './errors.js';
import { isTokenId, type Token } from './token.js';

/** What validation needs from a revocation index. */
export interface RevocationView {
  isRevoked(tokenId: string): boolean;
}

export interface RevocationSnapshot {
  readonly version: 1;
  readonly revoked: readonly string[];
}

export class RevocationIndex implements RevocationView {
  readonly #revoked = new Set<string>();

  /** Revokes a token (by value or id). Idempotent. */
  revoke(token: Token | string): void {
    // Checked in full: a host passing null or a non-token gets INVALID_TOKEN_ID, not a TypeError.
    const id: unknown = typeof token === 'string' ? token : (token as Partial<Token> | null)?.id;
    if (!isTokenId(id)) {
      throw new AuthorityError('INVALID_TOKEN_ID', 'a revoked token id is not a valid token id');
    }
    this.#revoked.add(id);
  }

  isRevoked(tokenId: string): boolean {
    return this.#revoked.has(tokenId);
  }

  get size(): number {
    return this.#revoked.size;
  }

  /** Sorted ids, for persistence. */
  toJSON(): RevocationSnapshot {
    return { version: 1, revoked: [...this.#revoked].sort() };
  }

  static fromJSON(value: unknown): RevocationIndex {
    const index = new RevocationIndex();
    const v = value as Partial<RevocationSnapshot> | null;
    if (typeof v !== 'object' || v === null || v.version !== 1 || !Array.isArray(v.revoked)) {
      throw new AuthorityError('MALFORMED_REVOCATIONS', 'a revocation snapshot is malformed');
    }
    for (const id of v.revoked as unknown[]) {
      if (!isTokenId(id)) {
        throw new AuthorityError('MALFORMED_REVOCATIONS', 'a revocation snapshot is malformed');
      }
      index.revoke(id);
    }
    return index;
  }
}
