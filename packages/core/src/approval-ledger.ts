/**
 * Where redeemed approvals are remembered, so that each approval is used once even when the
 * same suspended snapshot is loaded by several runtimes or processes.
 *
 * A runtime always remembers what it redeemed itself (and a snapshot carries what was
 * redeemed before it was dumped). A ledger shared by runtimes closes the remaining gap: a
 * stored snapshot loaded again in a fresh runtime, or in another process, and answered with
 * the same approval. `openApprovalLedger` keeps the ledger in a SQLite file that any number
 * of processes on one machine can share; a host with its own store (Redis, Postgres)
 * implements `ApprovalLedger` itself.
 */
import { invalidOption } from './errors.js';
import {
  checkPath,
  type LedgerKind,
  ledgerFailed,
  openStateFile,
  type StateFile,
} from './state-file.js';

export interface ApprovalLedger {
  /**
   * Records `requestId` as redeemed: true the first time, false when it was redeemed
   * before, by this or any other runtime sharing the ledger. Atomic: of two concurrent
   * claims of one id, exactly one gets true. `expiresAt` (epoch ms) is when the approval
   * stops being accepted anyway; the ledger may forget the id some time after that. A throw
   * or anything but `true`/`false` refuses the approval (fail closed).
   */
  claim(requestId: string, expiresAt: number, now: number): boolean | Promise<boolean>;
}

/** A ledger in this process's memory: what a runtime uses when given none. */
export function memoryApprovalLedger(): ApprovalLedger {
  const redeemed = new Set<string>();
  return {
    claim(requestId) {
      if (redeemed.has(requestId)) return false;
      redeemed.add(requestId);
      return true;
    },
  };
}

/** A claim after close throws (and so refuses the approval). */
export interface ApprovalLedgerFile extends ApprovalLedger, StateFile {}

export interface OpenApprovalLedgerOptions {
  /** SQLite file shared by every runtime that may see the same approvals. */
  readonly path: string;
  /**
   * How long after its expiry an id is kept, in ms (default one day): room for clocks of
   * runtimes sharing the ledger that run behind. Measured from the earlier of the claiming
   * runtime's clock and this machine's (a clock that runs ahead forgets nothing early).
   */
  readonly retainAfterExpiryMs?: number;
}

const LEDGER_FORMAT = 'zamburak-approval-ledger/1';
const SCHEMA = `
CREATE TABLE redeemed (request_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX redeemed_expiry ON redeemed (expires_at);
`;
/** Expired ids are forgotten on every this-many claims. */
const PRUNE_EVERY = 64;

const WHAT: LedgerKind = 'approval';

/**
 * Opens (creating if needed) a SQLite approval ledger. A claim commits with
 * `synchronous=FULL` before it returns, so a redeemed approval stays redeemed across a
 * crash or power loss. `RuntimeError('LEDGER_FAILED')` when the file cannot be opened or
 * is some other database.
 */
export function openApprovalLedger(options: OpenApprovalLedgerOptions): ApprovalLedgerFile {
  const path = checkPath('openApprovalLedger', options);
  const retain = options.retainAfterExpiryMs ?? 86_400_000;
  if (!(Number.isSafeInteger(retain) && retain >= 0)) {
    throw invalidOption(
      'openApprovalLedger',
      'retainAfterExpiryMs',
      'retainAfterExpiryMs must be a non-negative integer',
    );
  }
  const file = openStateFile(WHAT, path, LEDGER_FORMAT, SCHEMA, ['ledger_meta', 'redeemed']);
  const insert = file.db.prepare(
    'INSERT OR IGNORE INTO redeemed (request_id, expires_at) VALUES (?, ?)',
  );
  const prune = file.db.prepare('DELETE FROM redeemed WHERE expires_at < ?');
  let claims = 0;
  return {
    path,
    claim(requestId, expiresAt, now) {
      return file.use(() => {
        if (typeof requestId !== 'string' || !Number.isFinite(expiresAt) || !Number.isFinite(now)) {
          throw ledgerFailed(WHAT, 'BAD_CLAIM');
        }
        // Forget ids whose approvals expired long ago (refused as expired in any case). The
        // cutoff is the earlier of the claimant's clock and this machine's: one runtime whose
        // injected clock runs ahead must not make the ledger forget ids the others still
        // accept (pruning too little costs only space).
        if (claims++ % PRUNE_EVERY === 0) prune.run(Math.floor(Math.min(now, Date.now())) - retain);
        return insert.run(requestId, Math.ceil(expiresAt)).changes === 1;
      });
    },
    close: file.close,
  };
}
