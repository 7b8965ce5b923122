import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryApprovalLedger } from '../src/approval-ledger.js';
import { type ApprovalCheck, ApprovalDesk, type PendingRequest } from '../src/approvals.js';

const key = new Uint8Array(32).fill(7);
const request = (over: Partial<PendingRequest> = {}): PendingRequest => ({
  requestId: 'req-1',
  kind: 'confirmation',
  executionId: 'exec-1',
  callId: 3,
  tool: 'send_email',
  argsDigest: 'hmac:abc',
  expiresAt: 10_000,
  ...over,
});

describe('ApprovalDesk (single-use, scoped, expiring)', () => {
  it('redeems a matching approval once, then refuses the replay', async () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
    expect(await desk.redeem(a, request(), 2000)).toEqual({ ok: true, verdict: 'approve' });
    expect(await desk.redeem(a, request(), 2001)).toEqual({
      ok: false,
      reason: 'APPROVAL_REPLAYED',
    });
  });

  it('refuses an approval presented for another call, execution, tool or arguments', async () => {
    for (const over of [
      { callId: 4 },
      { executionId: 'exec-2' },
      { tool: 'share_file' },
      { argsDigest: 'hmac:other' },
    ] satisfies Partial<PendingRequest>[]) {
      const desk = new ApprovalDesk(key);
      const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
      expect(await desk.redeem(a, request(over), 2000)).toMatchObject({
        ok: false,
        reason: 'APPROVAL_MISMATCH',
      });
    }
  });

  it('refuses an expired approval (expiry inclusive) and a forged one', async () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000, ttlMs: 500 });
    expect(await desk.redeem(a, request(), 1500)).toEqual({
      ok: false,
      reason: 'APPROVAL_EXPIRED',
    });
    const b = desk.answer(request({ requestId: 'req-2' }), 'reject', {
      approver: 'emma',
      now: 1000,
    });
    const forged = { ...b, verdict: 'approve' as const };
    expect(await desk.redeem(forged, request({ requestId: 'req-2' }), 1001)).toEqual({
      ok: false,
      reason: 'APPROVAL_INVALID',
    });
    const otherKey = new ApprovalDesk(new Uint8Array(32).fill(8));
    const c = otherKey.answer(request({ requestId: 'req-3' }), 'approve', {
      approver: 'x',
      now: 1,
    });
    expect(await desk.redeem(c, request({ requestId: 'req-3' }), 2)).toEqual({
      ok: false,
      reason: 'APPROVAL_INVALID',
    });
  });

  it('an approval never outlives its request, and a non-finite expiry is refused', async () => {
    const desk = new ApprovalDesk(key);
    // A host copy of the request with a mangled expiry cannot be answered at all.
    for (const expiresAt of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() =>
        desk.answer(request({ expiresAt }), 'approve', { approver: 'emma', now: 1000 }),
      ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    }
    // One answered for a copy with a later expiry still ends when the real request does.
    const late = desk.answer(request({ expiresAt: Number.MAX_SAFE_INTEGER }), 'approve', {
      approver: 'emma',
      now: 1000,
      ttlMs: 10 ** 12,
    });
    expect(await desk.redeem(late, request(), 10_000)).toEqual({
      ok: false,
      reason: 'APPROVAL_EXPIRED',
    });
    expect(await desk.redeem(late, request(), 9_999)).toEqual({ ok: true, verdict: 'approve' });
  });

  it('never redeems one approval twice, whatever the order of attempts, across desks sharing a ledger (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(2), fc.nat(3)), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        async (desks, attempts, concurrent) => {
          const ledger = memoryApprovalLedger();
          const all = Array.from({ length: desks }, () => new ApprovalDesk(key, [], ledger));
          const approvals = [0, 1, 2, 3].map((i) =>
            all[0]!.answer(request({ requestId: `r${i}` }), 'approve', { approver: 'e', now: 0 }),
          );
          const attempt = ([d, i]: [number, number]) =>
            all[d % desks]!.redeem(approvals[i]!, request({ requestId: `r${i}` }), 1);
          const results = concurrent
            ? await Promise.all(attempts.map(attempt))
            : await attempts.reduce<Promise<ApprovalCheck[]>>(
                async (acc, a) => [...(await acc), await attempt(a)],
                Promise.resolve([]),
              );
          const redeemed = new Map<number, number>();
          results.forEach((r, k) => {
            const i = attempts[k]![1];
            if (r.ok) redeemed.set(i, (redeemed.get(i) ?? 0) + 1);
            else expect(r.reason).toBe('APPROVAL_REPLAYED');
          });
          // Every approval attempted was redeemed exactly once; every other attempt is a replay.
          const attempted = new Set(attempts.map(([, i]) => i));
          return [...attempted].every((i) => redeemed.get(i) === 1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses, and does not consume, an approval the ledger cannot record', async () => {
    for (const claim of [
      () => {
        throw new Error('disk full');
      },
      () => Promise.reject(new Error('unreachable')),
      () => 'yes' as unknown as boolean,
      () => undefined as unknown as boolean,
    ]) {
      const calls: string[] = [];
      let failing = true;
      const desk = new ApprovalDesk(key, [], {
        claim: (id, expiresAt, now) => {
          calls.push(`${id}@${expiresAt}/${now}`);
          return failing ? claim() : true;
        },
      });
      const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000, ttlMs: 500 });
      expect(await desk.redeem(a, request(), 1200)).toEqual({
        ok: false,
        reason: 'APPROVAL_LEDGER_FAILED',
      });
      expect(desk.consumed()).toEqual([]);
      failing = false;
      expect(await desk.redeem(a, request(), 1300)).toEqual({ ok: true, verdict: 'approve' });
      // The ledger hears the approval's effective expiry (the earlier of approval and request).
      expect(calls).toEqual(['req-1@1500/1200', 'req-1@1500/1300']);
    }
  });

  it('asks the ledger only about approvals that pass every other check', async () => {
    const claimed: string[] = [];
    const desk = new ApprovalDesk(key, [], {
      claim: (id) => {
        claimed.push(id);
        return true;
      },
    });
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
    await desk.redeem({ ...a, verdict: 'reject' }, request(), 1001); // forged
    await desk.redeem(a, request({ callId: 9 }), 1001); // mismatched
    await desk.redeem(a, request(), 20_000); // expired
    expect(claimed).toEqual([]);
  });

  it('carries consumed ids across a snapshot so a restore cannot replay', async () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
    await desk.redeem(a, request(), 1001);
    const restored = new ApprovalDesk(key, desk.consumed());
    expect(await restored.redeem(a, request(), 1002)).toEqual({
      ok: false,
      reason: 'APPROVAL_REPLAYED',
    });
  });

  it('binds arguments by keyed digest and tokenises approvers', async () => {
    const desk = new ApprovalDesk(key);
    expect(desk.argsDigest({ to: ['a'] })).toBe(desk.argsDigest({ to: ['a'] }));
    expect(desk.argsDigest({ to: ['a'] })).not.toBe(desk.argsDigest({ to: ['b'] }));
    expect(desk.argsDigest({ code: '463820' })).not.toContain('463820');
    expect(desk.tokenise('emma@example.com')).toMatch(/^tok_[0-9a-f]{16}$/);
  });
});
