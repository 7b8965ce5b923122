import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createVerifier,
  parseToken,
  RevocationIndex,
  UsageLedger,
  validateAtBoundary,
} from '../src/index.js';

const dir = new URL('./fixtures/chain/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

interface Case {
  name: string;
  now: number;
  executionId: string;
  present: string[];
  revoked?: string[];
  uses?: Record<string, number>;
  effective: string[];
  invalid: [string, string][];
}

const key = Uint8Array.from(Buffer.from(read('key.hex').trim(), 'hex'));
const byFile = (name: string) => parseToken(read(name));
const ids: Record<string, string> = {
  root: byFile('root.json').id,
  child: byFile('child.json').id,
  grandchild: byFile('grandchild.json').id,
  forged: byFile('forged.json').id,
};
const { cases } = JSON.parse(read('cases.json')) as { cases: Case[] };

describe('fixture: three-generation chain', () => {
  it('has the documented lineage', () => {
    const grand = byFile('grandchild.json');
    expect(grand.lineage.map((e) => e.id)).toEqual([ids.root, ids.child]);
    expect(byFile('child.json').parentId).toBe(ids.root);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const revocations = new RevocationIndex();
    for (const r of c.revoked ?? []) revocations.revoke(ids[r] as string);
    const usage = UsageLedger.fromJSON({
      version: 1,
      uses: Object.fromEntries(Object.entries(c.uses ?? {}).map(([k, n]) => [ids[k], n])),
    });
    const presented = c.present.map((f) => JSON.parse(read(f)) as unknown);
    const v = validateAtBoundary(presented, {
      now: c.now,
      verifier: createVerifier(key),
      revocations,
      usage,
      executionId: c.executionId,
    });
    expect(v.effective.map((t) => t.id)).toEqual(c.effective.map((n) => ids[n]));
    expect(v.invalid.map((i) => [i.tokenId, i.reason])).toEqual(
      c.invalid.map(([n, reason]) => [ids[n], reason]),
    );
  });
});
