import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serializeToken, UsageLedger } from '@zamburak/authority';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApprovalLedger } from '../src/approval-ledger.js';
import { openUsageLedgerFile } from '../src/usage-ledger-file.js';
import { mint, minter, T0, tempPaths } from './support/state-files.js';

const { dir, fresh } = tempPaths('usage');

describe('openUsageLedgerFile', () => {
  it('counts uses per token and its ancestors, and refuses a spent budget, all or nothing', () => {
    const usage = openUsageLedgerFile({ path: fresh() });
    const root = mint(2);
    const child = minter.delegate(root, {
      scope: ['tool:send_email'],
      expiresAt: T0 + 60_000,
      maxUses: 2,
    });
    usage.consumeAll([child]);
    expect(usage.used(child.id)).toBe(1);
    expect(usage.used(root.id)).toBe(1);
    // Two grants sharing the bounded root would overspend it together: nothing is charged.
    expect(() => usage.consumeAll([child, root])).toThrow(
      expect.objectContaining({ code: 'USE_BUDGET_EXHAUSTED' }),
    );
    expect(usage.used(child.id)).toBe(1);
    expect(usage.used(root.id)).toBe(1);
    usage.consumeAll([root]);
    expect(() => usage.consumeAll([child])).toThrow(
      expect.objectContaining({ code: 'USE_BUDGET_EXHAUSTED' }),
    );
    usage.close();
  });

  it('agrees with the in-memory UsageLedger on any sequence of charges (property)', () => {
    const tokens = [mint(1), mint(3), mint()];
    const path = fresh();
    const file = openUsageLedgerFile({ path });
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        (charges) => {
          const memory = new UsageLedger();
          // Fresh tokens per case keep the file's earlier cases out of this one.
          const ts = tokens.map((t) => mint(t.maxUses ?? undefined));
          for (const pick of charges) {
            const grants = pick.map((i) => ts[i]!);
            const a = outcome(() => memory.consumeAll(grants));
            const b = outcome(() => file.consumeAll(grants));
            if (a !== b) return false;
          }
          return ts.every((t) => memory.used(t.id) === file.used(t.id));
        },
      ),
      { numRuns: 100 },
    );
    file.close();
  });

  it('keeps a budget across processes charging the same token at once', async () => {
    const path = fresh();
    openUsageLedgerFile({ path }).close();
    const token = mint(7);
    const script = join(dir, 'charger.mjs');
    const modules = {
      file: fileURLToPath(new URL('../src/usage-ledger-file.ts', import.meta.url)),
      authority: fileURLToPath(new URL('../../authority/src/index.ts', import.meta.url)),
    };
    writeFileSync(
      script,
      `const { openUsageLedgerFile } = await import(${JSON.stringify(modules.file)});
const { parseToken } = await import(${JSON.stringify(modules.authority)});
const usage = openUsageLedgerFile({ path: process.argv[2] });
const token = parseToken(JSON.parse(process.argv[4]));
while (Date.now() < Number(process.argv[3]));
let ok = 0;
for (let i = 0; i < 20; i++) {
  try { usage.consumeAll([token]); ok++; } catch (e) { if (e.code !== 'USE_BUDGET_EXHAUSTED') throw e; }
}
usage.close();
process.stdout.write(String(ok));`,
    );
    const run = promisify(execFile);
    const start = String(Date.now() + 3000);
    const outs = await Promise.all(
      [0, 1, 2].map(() =>
        run(
          process.execPath,
          [
            '--conditions=source',
            '--import',
            'tsx',
            script,
            path,
            start,
            JSON.stringify(serializeToken(token)),
          ],
          { encoding: 'utf8', cwd: fileURLToPath(new URL('.', import.meta.url)) },
        ),
      ),
    );
    expect(outs.reduce((k, o) => k + Number(o.stdout), 0)).toBe(7);
    const usage = openUsageLedgerFile({ path });
    expect(usage.used(token.id)).toBe(7);
    usage.close();
  }, 60_000);

  it('refuses another kind of file, and throws after close', () => {
    const ledgerPath = fresh();
    openApprovalLedger({ path: ledgerPath }).close();
    const before = readFileSync(ledgerPath);
    expect(() => openUsageLedgerFile({ path: ledgerPath })).toThrow(
      expect.objectContaining({
        code: 'LEDGER_FAILED',
        data: { reason: 'NOT_A_LEDGER', ledger: 'usage' },
      }),
    );
    expect(readFileSync(ledgerPath).equals(before)).toBe(true);
    const usagePath = fresh();
    openUsageLedgerFile({ path: usagePath }).close();
    expect(() => openApprovalLedger({ path: usagePath })).toThrow(
      expect.objectContaining({ code: 'LEDGER_FAILED' }),
    );
    expect(() => openUsageLedgerFile({ path: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    const usage = openUsageLedgerFile({ path: usagePath });
    usage.close();
    usage.close();
    for (const use of [() => usage.used('x'), () => usage.consumeAll([mint(1)])]) {
      expect(use).toThrow(expect.objectContaining({ code: 'LEDGER_FAILED' }));
    }
  });
});

function outcome(f: () => void): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    return String((e as { code?: unknown }).code);
  }
}
