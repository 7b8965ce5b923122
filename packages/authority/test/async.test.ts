/**
 * `validateAtBoundaryAsync`: the same answer as `validateAtBoundary` over the same state, read
 * from asynchronous stores once per validation (every id it may consult, lineage included).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AsyncRevocationView,
  type AsyncUsageStore,
  idsToConsult,
  type RevocationView,
  type UsageView,
  validateAtBoundary,
  validateAtBoundaryAsync,
} from '../src/index.js';
import { EMAIL_SCOPE, HOUR, host, T0 } from './helpers.js';

function asyncViews(revocations: RevocationView, usage: UsageView) {
  const reads: string[][] = [];
  const rev: AsyncRevocationView = {
    revokedAmong: async (ids) => {
      reads.push([...ids]);
      return new Set(ids.filter((id) => revocations.isRevoked(id)));
    },
  };
  const use: Pick<AsyncUsageStore, 'usedAmong'> = {
    usedAmong: async (ids) => new Map(ids.map((id) => [id, usage.used(id)] as const)),
  };
  return { rev, use, reads };
}

const req = { subject: 'agent:planner', capability: 'EmailSendCap', scope: EMAIL_SCOPE };

describe('validateAtBoundaryAsync', () => {
  it('reads each id once, lineage included, and cascades a revoked or spent ancestor', async () => {
    const h = host();
    const root = h.minter.mint({ ...req, expiresAt: T0 + HOUR, maxUses: 2 });
    const child = h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 60_000 });
    const other = h.minter.mint({ ...req, expiresAt: T0 + HOUR });
    const { rev, use, reads } = asyncViews(h.revocations, h.usage);
    const ctx = { ...h.ctx(), revocations: rev, usage: use };
    expect((await validateAtBoundaryAsync([child, other], ctx)).effective).toEqual([child, other]);
    expect(reads).toEqual([[child.id, other.id, root.id].sort()]);
    expect(idsToConsult([child, 'junk', null])).toEqual([child.id, root.id].sort());
    h.usage.consume(root);
    h.usage.consume(root);
    const spent = await validateAtBoundaryAsync([child], ctx);
    expect(spent.invalid.map((i) => i.reason)).toEqual(['PARENT_INVALID']);
    h.revocations.revoke(other);
    expect((await validateAtBoundaryAsync([other], ctx)).invalid[0]?.reason).toBe('REVOKED');
  });

  it('answers as validateAtBoundary does over the same state (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 * HOUR }),
        async (revoked, uses, dt) => {
          const h = host();
          const root = h.minter.mint({ ...req, expiresAt: T0 + HOUR, maxUses: 3 });
          const child = h.minter.delegate(root, {
            scope: ['tool:send_email'],
            expiresAt: T0 + HOUR - 1,
            maxUses: 2,
          });
          const free = h.minter.mint({ ...req, expiresAt: T0 + HOUR / 2 });
          const tokens = [root, child, free];
          tokens.forEach((t, i) => {
            if (revoked[i]) h.revocations.revoke(t);
            for (let k = 0; k < (uses[i] ?? 0); k++) {
              try {
                h.usage.consume(t);
              } catch {
                // budget spent: the state is what it is
              }
            }
          });
          const now = T0 + dt;
          const sync = validateAtBoundary([...tokens, { junk: true }], { ...h.ctx(), now });
          const { rev, use } = asyncViews(h.revocations, h.usage);
          const got = await validateAtBoundaryAsync([...tokens, { junk: true }], {
            ...h.ctx(),
            now,
            revocations: rev,
            usage: use,
          });
          expect(got).toEqual(sync);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('checks the context before reading anything', async () => {
    const h = host();
    const { rev, use, reads } = asyncViews(h.revocations, h.usage);
    await expect(
      validateAtBoundaryAsync([], { ...h.ctx(), now: Number.NaN, revocations: rev, usage: use }),
    ).rejects.toMatchObject({ code: 'INVALID_TIME' });
    expect(reads).toEqual([]);
  });
});
