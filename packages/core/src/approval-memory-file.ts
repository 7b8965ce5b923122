/**
 * Approval memory in a SQLite file: where approvals answered with `remember: 'always'` are
 * kept across processes and restarts (docs/runtime.md, "Approval memory"). The file holds
 * only keys, `hmac:<64 hex>` digests under the runtime's key of policy hash, tool and argument
 * digest: no argument text, no approver. A policy change gives other keys, so entries of an
 * old policy are never matched again (they stay as dead rows; delete the file to forget all).
 */
import type { ApprovalMemory } from './approvals.js';
import {
  checkPath,
  type LedgerKind,
  ledgerFailed,
  openStateFile,
  type StateFile,
} from './state-file.js';

export interface ApprovalMemoryFile extends ApprovalMemory, StateFile {}

export interface OpenApprovalMemoryFileOptions {
  /** SQLite file shared by every runtime (and process) that should share `always` approvals. */
  readonly path: string;
}

const FORMAT = 'zamburak-approval-memory/1';
const SCHEMA = `
CREATE TABLE remembered (key TEXT PRIMARY KEY) WITHOUT ROWID;
`;
const WHAT: LedgerKind = 'approval-memory';
const KEY = /^hmac:[0-9a-f]{64}$/;

/**
 * Opens (creating if needed) an approval memory file for `createRuntime({ approvalMemory })`.
 * `remember` commits with `synchronous=FULL` before it returns. A read or write that fails
 * throws `LEDGER_FAILED`, which the runtime treats as no memory (it asks again).
 */
export function openApprovalMemoryFile(options: OpenApprovalMemoryFileOptions): ApprovalMemoryFile {
  const path = checkPath('openApprovalMemoryFile', options);
  const file = openStateFile(WHAT, path, FORMAT, SCHEMA, ['ledger_meta', 'remembered']);
  const get = file.db.prepare('SELECT 1 FROM remembered WHERE key = ?').pluck();
  const put = file.db.prepare('INSERT OR IGNORE INTO remembered (key) VALUES (?)');
  const checked = (key: unknown): string => {
    if (typeof key !== 'string' || !KEY.test(key)) throw ledgerFailed(WHAT, 'BAD_KEY');
    return key;
  };
  return {
    path,
    recall: (key) => file.use(() => get.get(checked(key)) !== undefined),
    remember: (key) => {
      file.use(() => put.run(checked(key)));
    },
    close: file.close,
  };
}
