import { describe, expect, it } from 'vitest';
import { AuthorityError, UsageLedger } from '../src/index.js';
import { EMAIL_SCOPE, host, T0 } from './helpers.js';

describe('UsageLedger', () => {
  it('charges a token and its ancestors, all or nothing', () => {
    const h = host();
    const root = h.minter.mint({
      subject: 'a',
      capability: 'EmailSendCap',
      scope: EMAIL_SCOPE,
      expiresAt: T0 + 100,
      maxUses: 3,
    });
    const child = h.minter.delegate(root, {
      scope: ['tool:send_email'],
      expiresAt: T0 + 50,
      maxUses: 2,
    });
    h.usage.consume(child);
    h.usage.consume(root);
    expect([h.usage.used(root.id), h.usage.used(child.id)]).toEqual([2, 1]);
    h.usage.consume(child); // root reaches 3
    expect(h.usage.exhausted(root)).toBe(true);
    expect(h.usage.exhausted(child)).toBe(true); // own 2/2 and root 3/3
    expect(() => h.usage.consume(child)).toThrow(AuthorityError);
    expect([h.usage.used(root.id), h.usage.used(child.id)]).toEqual([3, 2]); // unchanged
  });

  it('consumeAll sums charges on a shared ancestor before checking (no overspend)', () => {
    const h = host();
    const root = h.minter.mint({
      subject: 'a',
      capability: 'EmailSendCap',
      scope: EMAIL_SCOPE,
      expiresAt: T0 + 100,
      maxUses: 2,
    });
    const a = h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 50 });
    const b = h.minter.delegate(root, { scope: ['tool:read_email'], expiresAt: T0 + 50 });
    h.usage.consume(a); // root 1/2
    // a and b each still have a use, but together they would take the root to 3/2
    expect(() => h.usage.consumeAll([a, b])).toThrow(AuthorityError);
    expect([h.usage.used(root.id), h.usage.used(a.id), h.usage.used(b.id)]).toEqual([1, 1, 0]);
    h.usage.consumeAll([b]);
    expect([h.usage.used(root.id), h.usage.used(b.id)]).toEqual([2, 1]);
  });

  it('never exhausts an unbounded token and round-trips through JSON', () => {
    const h = host();
    const t = h.minter.mint({ subject: 'a', capability: 'AbCap', scope: ['r'], expiresAt: T0 + 1 });
    for (let i = 0; i < 5; i++) h.usage.consume(t);
    expect(h.usage.exhausted(t)).toBe(false);
    const snap = JSON.parse(JSON.stringify(h.usage));
    expect(snap).toEqual({ version: 1, uses: { [t.id]: 5 } });
    expect(UsageLedger.fromJSON(snap).used(t.id)).toBe(5);
  });

  it('refuses malformed snapshots', () => {
    for (const bad of [
      null,
      { version: 1 },
      { version: 1, uses: [] },
      { version: 1, uses: { tok_a: -1 } },
      { version: 1, uses: { tok_a: 1.5 } },
      { version: 1, uses: { 'bad id': 1 } },
    ]) {
      expect(() => UsageLedger.fromJSON(bad)).toThrow(/malformed/);
    }
  });
});
