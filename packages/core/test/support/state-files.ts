/**
 * Shared by the state-file tests (approval ledger, usage ledger, revocation index): a
 * temporary directory removed after the file's tests, and a minter for test tokens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMinter, RevocationIndex, type Token, UsageLedger } from '@zamburak/authority';
import { afterAll } from 'vitest';

export const T0 = Date.UTC(2026, 0, 1);

/** A fresh path per call, in a directory removed after the calling file's tests. */
export function tempPaths(prefix: string): { readonly dir: string; fresh(): string } {
  const dir = mkdtempSync(join(tmpdir(), `zamburak-${prefix}-test-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  return { dir, fresh: () => join(dir, `${prefix}-${++n}.db`) };
}

export const minter = createMinter({
  key: new Uint8Array(32).fill(5),
  issuer: 'test',
  clock: () => T0,
  revocations: new RevocationIndex(),
  usage: new UsageLedger(),
});

/** A token valid for an hour from T0; `maxUses` omitted means unbounded. */
export const mint = (
  maxUses?: number,
  scope: readonly string[] = ['tool:transfer_money', 'tool:send_email'],
): Token =>
  minter.mint({
    subject: 'emma',
    capability: 'PaymentInitiateCap',
    scope,
    expiresAt: T0 + 3600_000,
    ...(maxUses === undefined ? {} : { maxUses }),
  });
