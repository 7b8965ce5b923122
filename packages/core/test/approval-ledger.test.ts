import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openAuditLog } from '@zamburak/audit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryApprovalLedger, openApprovalLedger } from '../src/approval-ledger.js';
import { tempPaths } from './support/state-files.js';

const { dir, fresh } = tempPaths('ledger');

describe('memoryApprovalLedger', () => {
  it('claims an id once', () => {
    const ledger = memoryApprovalLedger();
    expect(ledger.claim('req_a', 10, 1)).toBe(true);
    expect(ledger.claim('req_a', 10, 2)).toBe(false);
    expect(ledger.claim('req_b', 10, 2)).toBe(true);
  });
});

describe('openApprovalLedger (SQLite file)', () => {
  it('claims an id once, also through another handle and after reopening', () => {
    const path = fresh();
    const a = openApprovalLedger({ path });
    const b = openApprovalLedger({ path });
    expect(a.claim('req_1', 5000, 1000)).toBe(true);
    expect(b.claim('req_1', 5000, 1001)).toBe(false);
    expect(a.claim('req_1', 5000, 1002)).toBe(false);
    a.close();
    b.close();
    const c = openApprovalLedger({ path });
    expect(c.claim('req_1', 5000, 1003)).toBe(false);
    expect(c.claim('req_2', 5000, 1003)).toBe(true);
    c.close();
  });

  it('gives each id to exactly one claimant, whatever the interleaving (property)', () => {
    const path = fresh();
    const handles = [0, 1, 2].map(() => openApprovalLedger({ path }));
    let round = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(2), fc.nat(5)), { minLength: 1, maxLength: 30 }),
        (claims) => {
          round += 1;
          const won = new Map<number, number>();
          for (const [h, id] of claims) {
            if (handles[h]!.claim(`r${round}-${id}`, 10_000, 1)) {
              won.set(id, (won.get(id) ?? 0) + 1);
            }
          }
          return (
            new Set(claims.map(([, id]) => id)).size === won.size &&
            [...won.values()].every((k) => k === 1)
          );
        },
      ),
      { numRuns: 200 },
    );
    for (const h of handles) h.close();
  });

  it('gives each id to exactly one of several processes racing for it', async () => {
    const path = fresh();
    openApprovalLedger({ path }).close();
    const script = join(dir, 'claimer.mjs');
    const ledgerModule = fileURLToPath(new URL('../src/approval-ledger.ts', import.meta.url));
    writeFileSync(
      script,
      `const { openApprovalLedger } = await import(${JSON.stringify(ledgerModule)});
const ledger = openApprovalLedger({ path: process.argv[2] });
// All start together (after every process has loaded), so their claims interleave.
while (Date.now() < Number(process.argv[3]));
const won = [];
for (let k = 0; k < 1000; k++) {
  const i = (k + Number(process.argv[4])) % 1000; // each process starts elsewhere
  if (ledger.claim('req_' + i, 10_000, 1)) won.push(i);
}
ledger.close();
process.stdout.write(JSON.stringify(won));`,
    );
    const run = promisify(execFile);
    const start = String(Date.now() + 3000);
    const outs = await Promise.all(
      [0, 333, 666].map((offset) =>
        run(process.execPath, ['--import', 'tsx', script, path, start, String(offset)], {
          encoding: 'utf8',
        }),
      ),
    );
    const won = outs.flatMap((o) => JSON.parse(o.stdout) as number[]);
    expect(won.length).toBe(1000);
    expect(new Set(won).size).toBe(1000);
  }, 60_000);

  it('forgets ids only some time after their approvals expired', () => {
    const path = fresh();
    const ledger = openApprovalLedger({ path, retainAfterExpiryMs: 1000 });
    expect(ledger.claim('old', 5000, 4000)).toBe(true);
    // Expired, but within the retention: still remembered (pruning runs on every 64th claim).
    for (let i = 0; i < 64; i++) ledger.claim(`fill-${i}`, 9000, 5500);
    expect(ledger.claim('old', 5000, 5500)).toBe(false);
    for (let i = 0; i < 64; i++) ledger.claim(`more-${i}`, 9000, 6001);
    expect(ledger.claim('old', 5000, 6001)).toBe(true);
    ledger.close();
  });

  it('a runtime whose clock runs days ahead cannot make the ledger forget an id the others still accept', () => {
    const path = fresh();
    const now = Date.now();
    const redeemer = openApprovalLedger({ path });
    expect(redeemer.claim('req_spent', now + 15 * 60_000, now)).toBe(true);
    // Another runtime on this machine, its injected clock three days ahead: its first claim
    // prunes what it thinks expired more than a day ago.
    const ahead = openApprovalLedger({ path });
    const later = now + 3 * 86_400_000;
    expect(ahead.claim('req_other', later + 60_000, later)).toBe(true);
    // A third runtime (correct clock) loads the stored snapshot and presents the approval again.
    const replayer = openApprovalLedger({ path });
    expect(replayer.claim('req_spent', now + 15 * 60_000, now + 60_000)).toBe(false);
    for (const l of [redeemer, ahead, replayer]) l.close();
  });

  it('refuses a file that is not an approval ledger, and leaves it as it was', () => {
    const auditPath = fresh();
    const log = openAuditLog({ path: auditPath, tokenKey: 'k'.repeat(32), clock: () => 0 });
    log.close();
    const before = readFileSync(auditPath);
    expect(() => openApprovalLedger({ path: auditPath })).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'NOT_A_LEDGER', ledger: 'approval' },
      }),
    );
    expect(readFileSync(auditPath).equals(before)).toBe(true);
    const junk = fresh();
    writeFileSync(junk, 'not a database at all, just text that is long enough to matter');
    expect(() => openApprovalLedger({ path: junk })).toThrow(
      expect.objectContaining({ code: 'LEDGER_FAILED' }),
    );
    expect(() => openApprovalLedger({ path: join(dir, 'missing', 'x.db') })).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'OPEN_FAILED', ledger: 'approval' },
      }),
    );
  });

  it('checks its options and its claims, and throws after close', () => {
    for (const bad of [undefined, null, {}, { path: '' }, { path: 3 }]) {
      expect(() => openApprovalLedger(bad as never)).toThrow(
        expect.objectContaining({
          code: 'INVALID_OPTIONS',
          data: expect.objectContaining({ field: 'path' }),
        }),
      );
    }
    expect(() => openApprovalLedger({ path: fresh(), retainAfterExpiryMs: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    const ledger = openApprovalLedger({ path: fresh() });
    expect(() => ledger.claim('x', Number.NaN, 1)).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'BAD_CLAIM', ledger: 'approval' },
      }),
    );
    ledger.close();
    ledger.close();
    expect(() => ledger.claim('x', 10, 1)).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'CLOSED', ledger: 'approval' },
      }),
    );
  });
});
