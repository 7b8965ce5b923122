/**
 * Token use budgets shared by runtimes in several processes: a `UsageStore` in a SQLite file.
 * `UsageLedger` (@zamburak/authority) keeps counts in one process's memory, so a token with
 * `maxUses: 1` would be honoured once in each process that holds its own; with every runtime
 * given the same `openUsageLedgerFile({ path })`, the budget holds across all of them.
 */
import { chargeUses, type Token, type UsageStore } from '@zamburak/authority';
import {
  checkPath,
  type LedgerKind,
  ledgerFailed,
  openStateFile,
  type StateFile,
} from './state-file.js';

export interface UsageLedgerFile extends UsageStore, StateFile {}

export interface OpenUsageLedgerFileOptions {
  /** SQLite file shared by every runtime that may see the same tokens. */
  readonly path: string;
}

const FORMAT = 'zamburak-usage-ledger/1';
const SCHEMA = `
CREATE TABLE uses (token_id TEXT PRIMARY KEY, uses INTEGER NOT NULL) WITHOUT ROWID;
`;
const WHAT: LedgerKind = 'usage';

/**
 * Opens (creating if needed) a SQLite usage ledger. `consumeAll` checks every budget and
 * stores every new count in one `BEGIN IMMEDIATE` transaction, committed with
 * `synchronous=FULL` before it returns: of two processes charging the last use of a token,
 * one gets it and the other `USE_BUDGET_EXHAUSTED`. `used` reads the committed count.
 */
export function openUsageLedgerFile(options: OpenUsageLedgerFileOptions): UsageLedgerFile {
  const path = checkPath('openUsageLedgerFile', options);
  const file = openStateFile(WHAT, path, FORMAT, SCHEMA, ['ledger_meta', 'uses']);
  const read = file.db.prepare('SELECT uses FROM uses WHERE token_id = ?').pluck();
  const write = file.db.prepare(
    'INSERT INTO uses (token_id, uses) VALUES (?, ?) ON CONFLICT (token_id) DO UPDATE SET uses = excluded.uses',
  );
  // A count this file never writes (text, a fraction, a negative) is not read as zero.
  const used = (tokenId: string): number =>
    file.use(() => {
      const n = read.get(tokenId);
      if (n === undefined) return 0;
      if (!(typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) {
        throw ledgerFailed(WHAT, 'MALFORMED_ROW');
      }
      return n;
    });
  const charge = file.db.transaction((tokens: readonly Token[]) => {
    for (const [id, total] of chargeUses(tokens, used)) write.run(id, total);
  });
  return {
    path,
    used,
    consumeAll(tokens) {
      file.use(() => charge.immediate(tokens));
    },
    close: file.close,
  };
}
