import { describe, expect, it } from 'vitest';
import {
  declassify,
  endorse,
  IfcError,
  type LabelDescriptor,
  LabelTable,
  VerifierRegistry,
} from '../src/index.js';

const email: LabelDescriptor = {
  integrity: [],
  confidentiality: ['PII', 'PRIVATE_EMAIL_BODY'],
  readers: ['alice'],
  authority: [],
  origins: ['call:1'],
  truncated: false,
};

describe('VerifierRegistry', () => {
  const allowlisted = new Set(['bob@example.com']);
  const registry = () =>
    new VerifierRegistry().register(
      'AllowlistedEmailRecipient',
      (v) => typeof v === 'string' && allowlisted.has(v),
    );

  it('mints Verified(Kind) only when the predicate passes, and records it', () => {
    const t = new LabelTable();
    const id = t.intern(email);
    const r = registry();
    const pass = r.verify(t, id, 'AllowlistedEmailRecipient', 'bob@example.com');
    expect(pass.verified).toBe(true);
    expect(t.describe(pass.id).integrity).toEqual(['Verified(AllowlistedEmailRecipient)']);
    expect(t.describe(pass.id).origins).toEqual(['call:1', 'verifier:AllowlistedEmailRecipient']);
    // verification does not remove confidentiality
    expect(t.describe(pass.id).confidentiality).toEqual(['PII', 'PRIVATE_EMAIL_BODY']);
    expect(t.actions()).toEqual([
      {
        kind: 'verify',
        from: id,
        to: pass.id,
        labels: ['Verified(AllowlistedEmailRecipient)'],
        by: 'verifier',
        reason: 'verified',
      },
    ]);
    const fail = r.verify(t, id, 'AllowlistedEmailRecipient', 'eve@evil.test');
    expect(fail).toEqual({
      verified: false,
      kind: 'AllowlistedEmailRecipient',
      id,
      reason: 'VERIFIER_REJECTED',
    });
    expect(t.actions()).toHaveLength(1);
  });

  it('treats a throwing or non-boolean predicate as a rejection', () => {
    const t = new LabelTable();
    const r = new VerifierRegistry()
      .register('Throws', () => {
        throw new Error('boom');
      })
      .register('Truthy', () => 1 as unknown as boolean);
    expect(r.verify(t, 1, 'Throws', 1)).toMatchObject({
      verified: false,
      reason: 'VERIFIER_THREW',
    });
    expect(r.verify(t, 1, 'Truthy', 1)).toMatchObject({
      verified: false,
      reason: 'VERIFIER_REJECTED',
    });
    expect(r.check('Truthy', 1)).toBe(false);
  });

  it('gives the predicate a frozen copy, so it cannot mutate the host value', () => {
    const r = new VerifierRegistry().register('Mutates', (v) => {
      (v as { x: number }).x = 2;
      return true;
    });
    const value = { x: 1 };
    expect(r.check('Mutates', value)).toBe(false);
    expect(value.x).toBe(1);
  });

  it('fails closed on unknown kinds, bad kinds, duplicates and non-JSON values', () => {
    const r = registry();
    const t = new LabelTable();
    expect(() => r.verify(t, 1, 'Nope', 'x')).toThrow(IfcError);
    expect(() => r.register('AllowlistedEmailRecipient', () => true)).toThrow(/DUPLICATE_VERIFIER/);
    expect(() => r.register('bad kind)', () => true)).toThrow(/INVALID_VERIFIER_KIND/);
    expect(() => r.check('AllowlistedEmailRecipient', () => 1)).toThrow(/INVALID_VALUE/);
    expect(() => r.check('AllowlistedEmailRecipient', Number.NaN)).toThrow(/INVALID_VALUE/);
    expect(() => r.verify(t, 42, 'AllowlistedEmailRecipient', 'x')).toThrow(/INVALID_LABEL_ID/);
    expect(r.kinds()).toEqual(['AllowlistedEmailRecipient']);
    expect(r.has('Nope')).toBe(false);
  });

  it('cannot lift unknown-top', () => {
    const t = new LabelTable();
    const r = new VerifierRegistry().register('Any', () => true);
    expect(r.verify(t, 0, 'Any', 1)).toMatchObject({ verified: true, id: 0 });
  });
});

describe('endorse and declassify', () => {
  it('endorse adds Trusted only, and records who and why', () => {
    const t = new LabelTable();
    const id = t.intern(email);
    const { id: to, record } = endorse(t, id, { by: 'svc:mail-gateway', reason: 'dkim-pass' });
    expect(t.describe(to)).toEqual({ ...email, integrity: ['Trusted'] });
    expect(record).toEqual({
      kind: 'endorse',
      from: id,
      to,
      labels: ['Trusted'],
      by: 'svc:mail-gateway',
      reason: 'dkim-pass',
    });
  });

  it('declassify removes only the named confidentiality labels and keeps integrity', () => {
    const t = new LabelTable();
    const id = t.intern(email);
    const { id: to, record } = declassify(t, id, ['PRIVATE_EMAIL_BODY', 'NOT_THERE'], {
      by: 'user:alice',
      reason: 'confirmed-share',
    });
    expect(t.describe(to)).toEqual({ ...email, confidentiality: ['PII'] });
    expect(record).toMatchObject({
      kind: 'declassify',
      labels: ['NOT_THERE', 'PRIVATE_EMAIL_BODY'],
    });
    expect(t.actions()).toHaveLength(1);
    expect(t.witness(to).nodes[0]).toMatchObject({ via: 'declassify', parents: [id] });
  });

  it('rejects malformed records (fail closed)', () => {
    const t = new LabelTable();
    expect(() => endorse(t, 1, { by: '', reason: 'x' })).toThrow(/INVALID_HOST_RECORD/);
    expect(() => endorse(t, 1, { by: 'a\nb', reason: 'x' })).toThrow(/INVALID_HOST_RECORD/);
    expect(() => declassify(t, 1, [], { by: 'a', reason: 'x' })).toThrow(/INVALID_HOST_RECORD/);
    expect(t.actions()).toEqual([]);
  });

  it('survives serialisation with its records', () => {
    const t = new LabelTable();
    const id = t.intern(email);
    endorse(t, id, { by: 'a', reason: 'b' });
    const u = LabelTable.deserialize(t.serialize());
    expect(u.actions()).toEqual(t.actions());
  });
});
