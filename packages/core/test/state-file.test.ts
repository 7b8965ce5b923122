/**
 * The three shared state files when SQLite refuses a read or write (busy past the timeout, a
 * table dropped or damaged by another program) or the file holds a value it never writes:
 * each throws `LEDGER_FAILED`, never a raw SQLite error and never a value read as "none".
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openApprovalLedger } from '../src/approval-ledger.js';
import { openRevocationFile } from '../src/revocation-file.js';
import { openUsageLedgerFile } from '../src/usage-ledger-file.js';
import { mint, T0, tempPaths } from './support/state-files.js';

const { fresh } = tempPaths('state');

const failed = (ledger: string, reason: string) =>
  expect.objectContaining({
    name: 'RuntimeError',
    code: 'LEDGER_FAILED',
    data: { reason, ledger },
  });

/** What `op` throws (a function that returns throws nothing). */
function thrown(op: () => unknown): unknown {
  try {
    op();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('a state file SQLite refuses', () => {
  it('a read or write that fails throws LEDGER_FAILED (QUERY_FAILED), not a raw SQLite error', () => {
    const token = mint(1);
    const approvals = openApprovalLedger({ path: fresh() });
    const usage = openUsageLedgerFile({ path: fresh() });
    const revocations = openRevocationFile({ path: fresh() });
    // Another program breaks each file under the open handle.
    for (const [path, table] of [
      [approvals.path, 'redeemed'],
      [usage.path, 'uses'],
      [revocations.path, 'revoked'],
    ] as const) {
      const other = new Database(path);
      other.exec(`DROP TABLE ${table}`);
      other.close();
    }
    const cases: [string, () => unknown][] = [
      ['approval', () => approvals.claim('req_0123456789abcdef', T0 + 60_000, T0)],
      ['usage', () => usage.used(token.id)],
      ['usage', () => usage.consumeAll([token])],
      ['revocation', () => revocations.isRevoked(token.id)],
      ['revocation', () => revocations.revoke(token)],
    ];
    for (const [ledger, op] of cases) {
      const e = thrown(op);
      expect(e).toEqual(failed(ledger, 'QUERY_FAILED'));
      expect((e as Error).message).not.toMatch(/table|sqlite/i);
    }
    for (const f of [approvals, usage, revocations]) f.close();
  });

  it('a write still locked by another connection past the busy timeout fails closed, coded', () => {
    const usage = openUsageLedgerFile({ path: fresh() });
    const other = new Database(usage.path);
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(thrown(() => usage.consumeAll([mint(1)]))).toEqual(failed('usage', 'QUERY_FAILED'));
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const token = mint(1);
    usage.consumeAll([token]);
    expect(usage.used(token.id)).toBe(1);
    usage.close();
  }, 30_000);

  it('a use count the file never writes (text, a fraction, a negative) is refused, not read as zero', () => {
    const usage = openUsageLedgerFile({ path: fresh() });
    const token = mint(1);
    const other = new Database(usage.path);
    const put = other.prepare(
      'INSERT INTO uses (token_id, uses) VALUES (?, ?) ON CONFLICT (token_id) DO UPDATE SET uses = excluded.uses',
    );
    for (const bad of ['lots', 0.5, -3]) {
      put.run(token.id, bad);
      expect(thrown(() => usage.used(token.id))).toEqual(failed('usage', 'MALFORMED_ROW'));
      expect(thrown(() => usage.consumeAll([token]))).toEqual(failed('usage', 'MALFORMED_ROW'));
    }
    put.run(token.id, 1);
    expect(usage.used(token.id)).toBe(1);
    other.close();
    usage.close();
  });
});
