import { readFileSync } from 'node:fs';
import { UsageLedger, validateAtBoundary } from '@zamburak/authority';
import { describe, expect, it } from 'vitest';
import { openRevocationFile } from '../src/revocation-file.js';
import { openUsageLedgerFile } from '../src/usage-ledger-file.js';
import { minter, T0, tempPaths } from './support/state-files.js';

const { fresh } = tempPaths('revocations');

const root = minter.mint({
  subject: 'emma',
  capability: 'EmailSendCap',
  scope: ['tool:send_email', 'tool:read_email'],
  expiresAt: T0 + 3600_000,
});
const child = minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 60_000 });

describe('openRevocationFile', () => {
  it('a revocation by one handle is seen by every other, and after reopening', () => {
    const path = fresh();
    const host = openRevocationFile({ path });
    const worker = openRevocationFile({ path });
    expect(worker.isRevoked(root.id)).toBe(false);
    host.revoke(root);
    host.revoke(root.id); // idempotent
    expect(worker.isRevoked(root.id)).toBe(true);
    expect(worker.isRevoked(child.id)).toBe(false);
    host.close();
    worker.close();
    const later = openRevocationFile({ path });
    expect(later.isRevoked(root.id)).toBe(true);
    later.close();
  });

  it('boundary validation through the file: a revoked parent invalidates its delegate', () => {
    const path = fresh();
    const revocations = openRevocationFile({ path });
    const check = () =>
      validateAtBoundary([child], {
        now: T0,
        verifier: minter,
        revocations,
        usage: new UsageLedger(),
      });
    expect(check().effective.map((t) => t.id)).toEqual([child.id]);
    openRevocationFile({ path }).revoke(root);
    expect(check().effective).toEqual([]);
    expect(check().invalid.map((i) => i.reason)).toEqual(['PARENT_INVALID']);
    revocations.close();
  });

  it('refuses a bad id, another kind of file, and use after close', () => {
    const revocations = openRevocationFile({ path: fresh() });
    for (const bad of ['not a token id', null, 7, {}]) {
      expect(() => revocations.revoke(bad as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_TOKEN_ID' }),
      );
    }
    revocations.close();
    revocations.close();
    expect(() => revocations.isRevoked(root.id)).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'CLOSED', ledger: 'revocation' },
      }),
    );
    const usagePath = fresh();
    openUsageLedgerFile({ path: usagePath }).close();
    const before = readFileSync(usagePath);
    expect(() => openRevocationFile({ path: usagePath })).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'NOT_A_LEDGER', ledger: 'revocation' },
      }),
    );
    expect(readFileSync(usagePath).equals(before)).toBe(true);
  });
});
