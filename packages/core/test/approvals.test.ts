import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApprovalDesk, type PendingRequest } from '../src/approvals.js';

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
  it('redeems a matching approval once, then refuses the replay', () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
    expect(desk.redeem(a, request(), 2000)).toEqual({ ok: true, verdict: 'approve' });
    expect(desk.redeem(a, request(), 2001)).toEqual({ ok: false, reason: 'APPROVAL_REPLAYED' });
  });

  it('refuses an approval presented for another call, execution, tool or arguments', () => {
    for (const over of [
      { callId: 4 },
      { executionId: 'exec-2' },
      { tool: 'share_file' },
      { argsDigest: 'hmac:other' },
    ] satisfies Partial<PendingRequest>[]) {
      const desk = new ApprovalDesk(key);
      const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
      expect(desk.redeem(a, request(over), 2000)).toMatchObject({
        ok: false,
        reason: 'APPROVAL_MISMATCH',
      });
    }
  });

  it('refuses an expired approval (expiry inclusive) and a forged one', () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000, ttlMs: 500 });
    expect(desk.redeem(a, request(), 1500)).toEqual({ ok: false, reason: 'APPROVAL_EXPIRED' });
    const b = desk.answer(request({ requestId: 'req-2' }), 'reject', {
      approver: 'emma',
      now: 1000,
    });
    const forged = { ...b, verdict: 'approve' as const };
    expect(desk.redeem(forged, request({ requestId: 'req-2' }), 1001)).toEqual({
      ok: false,
      reason: 'APPROVAL_INVALID',
    });
    const otherKey = new ApprovalDesk(new Uint8Array(32).fill(8));
    const c = otherKey.answer(request({ requestId: 'req-3' }), 'approve', {
      approver: 'x',
      now: 1,
    });
    expect(desk.redeem(c, request({ requestId: 'req-3' }), 2)).toEqual({
      ok: false,
      reason: 'APPROVAL_INVALID',
    });
  });

  it('an approval never outlives its request, and a non-finite expiry is refused', () => {
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
    expect(desk.redeem(late, request(), 10_000)).toEqual({
      ok: false,
      reason: 'APPROVAL_EXPIRED',
    });
    expect(desk.redeem(late, request(), 9_999)).toEqual({ ok: true, verdict: 'approve' });
  });

  it('never redeems one approval twice, whatever the order of attempts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 20 }),
        (order) => {
          const desk = new ApprovalDesk(key);
          const approvals = [0, 1, 2, 3].map((i) =>
            desk.answer(request({ requestId: `r${i}` }), 'approve', { approver: 'e', now: 0 }),
          );
          const redeemed = new Map<number, number>();
          for (const i of order) {
            const r = desk.redeem(approvals[i]!, request({ requestId: `r${i}` }), 1);
            if (r.ok) redeemed.set(i, (redeemed.get(i) ?? 0) + 1);
          }
          return [...redeemed.values()].every((n) => n === 1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('carries consumed ids across a snapshot so a restore cannot replay', () => {
    const desk = new ApprovalDesk(key);
    const a = desk.answer(request(), 'approve', { approver: 'emma', now: 1000 });
    desk.redeem(a, request(), 1001);
    const restored = new ApprovalDesk(key, desk.consumed());
    expect(restored.redeem(a, request(), 1002)).toEqual({ ok: false, reason: 'APPROVAL_REPLAYED' });
  });

  it('binds arguments by keyed digest and tokenises approvers', () => {
    const desk = new ApprovalDesk(key);
    expect(desk.argsDigest({ to: ['a'] })).toBe(desk.argsDigest({ to: ['a'] }));
    expect(desk.argsDigest({ to: ['a'] })).not.toBe(desk.argsDigest({ to: ['b'] }));
    expect(desk.argsDigest({ code: '463820' })).not.toContain('463820');
    expect(desk.tokenise('emma@example.com')).toMatch(/^tok_[0-9a-f]{16}$/);
  });
});
