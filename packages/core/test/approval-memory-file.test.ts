import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openApprovalMemoryFile } from '../src/approval-memory-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'zamburak-memory-file-'));
  dirs.push(d);
  return d;
};
const KEY = `hmac:${'ab'.repeat(32)}`;

describe('openApprovalMemoryFile', () => {
  it('remembers keys across opens, and only keys', () => {
    const path = join(temp(), 'm.db');
    const a = openApprovalMemoryFile({ path });
    expect(a.recall(KEY)).toBe(false);
    a.remember(KEY);
    a.remember(KEY);
    expect(a.recall(KEY)).toBe(true);
    a.close();
    const b = openApprovalMemoryFile({ path });
    expect(b.recall(KEY)).toBe(true);
    expect(b.recall(`hmac:${'cd'.repeat(32)}`)).toBe(false);
    for (const bad of ['bob@example.com', `hmac:${'AB'.repeat(32)}`, 42]) {
      expect(() => b.remember(bad as string)).toThrow(
        expect.objectContaining({
          code: 'LEDGER_FAILED',
          data: expect.objectContaining({ reason: 'BAD_KEY', ledger: 'approval-memory' }),
        }),
      );
    }
    b.close();
    b.close();
    expect(() => b.recall(KEY)).toThrow(expect.objectContaining({ code: 'LEDGER_FAILED' }));
  });

  it('refuses a file of another kind and a missing path', () => {
    const dir = temp();
    const other = join(dir, 'x.db');
    writeFileSync(other, 'not a database at all, just text');
    expect(() => openApprovalMemoryFile({ path: other })).toThrow(
      expect.objectContaining({ code: 'LEDGER_FAILED' }),
    );
    expect(() => openApprovalMemoryFile({ path: '' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
