/**
 * Revocations shared by runtimes in several processes: a `RevocationView` in a SQLite file.
 * `RevocationIndex` (@zamburak/authority) lives in one process's memory, so a token revoked
 * there stays valid in every other process; with every runtime (and the host's revoking
 * code) given the same `openRevocationFile({ path })`, a revocation takes effect at the next
 * boundary of every one of them.
 */
import { AuthorityError, isTokenId, type RevocationView, type Token } from '@zamburak/authority';
import { checkPath, type LedgerKind, openStateFile, type StateFile } from './state-file.js';

export interface RevocationFile extends RevocationView, StateFile {
  /**
   * Revokes a token (by value or id), committed (fsynced) before it returns. Idempotent.
   * `AuthorityError('INVALID_TOKEN_ID')` for an id that is not a token id.
   */
  revoke(token: Token | string): void;
}

export interface OpenRevocationFileOptions {
  /** SQLite file shared by every runtime that validates the same tokens. */
  readonly path: string;
}

const FORMAT = 'zamburak-revocations/1';
const SCHEMA = `
CREATE TABLE revoked (token_id TEXT PRIMARY KEY) WITHOUT ROWID;
`;
const WHAT: LedgerKind = 'revocation';

/**
 * Opens (creating if needed) a SQLite revocation index. `isRevoked` reads the committed
 * state, so a revocation committed by any process is seen by the next check of every other.
 */
export function openRevocationFile(options: OpenRevocationFileOptions): RevocationFile {
  const path = checkPath('openRevocationFile', options);
  const file = openStateFile(WHAT, path, FORMAT, SCHEMA, ['ledger_meta', 'revoked']);
  const read = file.db.prepare('SELECT 1 FROM revoked WHERE token_id = ?').pluck();
  const insert = file.db.prepare('INSERT OR IGNORE INTO revoked (token_id) VALUES (?)');
  return {
    path,
    isRevoked(tokenId) {
      return file.use(() => read.get(tokenId) !== undefined);
    },
    revoke(token) {
      file.use(() => {
        const id: unknown =
          typeof token === 'string' ? token : (token as Partial<Token> | null)?.id;
        if (!isTokenId(id)) {
          throw new AuthorityError(
            'INVALID_TOKEN_ID',
            'a revoked token id is not a valid token id',
          );
        }
        insert.run(id);
      });
    },
    close: file.close,
  };
}
