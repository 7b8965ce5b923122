import { describe, expect, it } from 'vitest';
import {
  AuthorityError,
  authorityFor,
  capabilitiesFor,
  createVerifier,
  parseToken,
  serializeToken,
  type Token,
  toolResource,
  validateAtBoundary,
} from '../src/index.js';
import { EMAIL_SCOPE, HOUR, host, OTHER_KEY, T0 } from './helpers.js';

const req = {
  subject: 'agent:planner',
  capability: 'EmailSendCap',
  scope: EMAIL_SCOPE,
  expiresAt: T0 + HOUR,
};

function reasons(v: ReturnType<typeof validateAtBoundary>): (string | null)[] {
  return v.invalid.map((i) => i.reason);
}

describe('validateAtBoundary: time', () => {
  it('expires AT expiresAt: valid at t-1, invalid at t and t+1', () => {
    const h = host();
    const t = h.minter.mint(req);
    const at = (now: number) => validateAtBoundary([t], { ...h.ctx(), now });
    expect(at(t.expiresAt - 1).effective).toEqual([t]);
    expect(at(t.expiresAt).invalid).toEqual([
      { tokenId: t.id, capability: 'EmailSendCap', scope: t.scope, reason: 'EXPIRED' },
    ]);
    expect(at(t.expiresAt + 1).effective).toEqual([]);
    expect(reasons(at(t.expiresAt + 1))).toEqual(['EXPIRED']);
  });

  it('is invalid before issuedAt (PRE_ISSUANCE) and valid from issuedAt on', () => {
    const h = host();
    const t = h.minter.mint({ ...req, issuedAt: T0 + 100 });
    const at = (now: number) => validateAtBoundary([t], { ...h.ctx(), now });
    expect(reasons(at(T0 + 99))).toEqual(['PRE_ISSUANCE']);
    expect(at(T0 + 100).effective).toHaveLength(1);
    expect(at(T0 + 101).effective).toHaveLength(1);
  });

  it('rejects an invalid evaluation time or execution id (fails closed)', () => {
    const h = host();
    const t = h.minter.mint(req);
    expect(() => validateAtBoundary([t], { ...h.ctx(), now: Number.NaN })).toThrow(AuthorityError);
    expect(() => validateAtBoundary([t], { ...h.ctx(), now: -1 })).toThrow(AuthorityError);
    expect(() => validateAtBoundary([t], { ...h.ctx('bad id') })).toThrow(AuthorityError);
  });
});

describe('validateAtBoundary: revocation', () => {
  it('is immediate: the next boundary after revoke sees REVOKED', () => {
    const h = host();
    const t = h.minter.mint(req);
    expect(validateAtBoundary([t], h.ctx()).effective).toHaveLength(1);
    h.revocations.revoke(t.id);
    expect(reasons(validateAtBoundary([t], h.ctx()))).toEqual(['REVOKED']);
  });

  function generations() {
    const h = host();
    const root = h.minter.mint(req);
    const child = h.minter.delegate(root, {
      scope: ['tool:send_email', 'tool:read_email'],
      expiresAt: T0 + 50_000,
    });
    const grand = h.minter.delegate(child, { scope: ['tool:send_email'], expiresAt: T0 + 40_000 });
    return { h, root, child, grand };
  }

  it('cascades through three generations, whether or not ancestors are presented', () => {
    const { h, root, child, grand } = generations();
    expect(validateAtBoundary([root, child, grand], h.ctx()).effective).toHaveLength(3);
    h.revocations.revoke(root);
    const all = validateAtBoundary([root, child, grand], h.ctx());
    expect(all.effective).toEqual([]);
    expect(all.invalid.map((i) => [i.tokenId, i.reason])).toEqual([
      [root.id, 'REVOKED'],
      [child.id, 'PARENT_INVALID'],
      [grand.id, 'PARENT_INVALID'],
    ]);
    // the grandchild alone, without its ancestors in the presented set
    expect(reasons(validateAtBoundary([grand], h.ctx()))).toEqual(['PARENT_INVALID']);
  });

  it('revoking a middle generation leaves the root valid and kills the grandchild', () => {
    const { h, root, child, grand } = generations();
    h.revocations.revoke(child.id);
    const v = validateAtBoundary([grand, child, root], h.ctx());
    expect(v.effective).toEqual([root]);
    expect(reasons(v)).toEqual(['PARENT_INVALID', 'REVOKED']);
  });

  it('also applies on restore: serialised tokens revalidate against current state', () => {
    const { h, root, child, grand } = generations();
    const snapshot = JSON.stringify([root, child, grand].map(serializeToken));
    h.revocations.revoke(child);
    h.time.now = T0 + 45_000; // grand expired meanwhile
    const restored = (JSON.parse(snapshot) as string[]).map((s) => JSON.parse(s) as unknown);
    const v = validateAtBoundary(restored, h.ctx());
    expect(v.effective.map((t) => t.id)).toEqual([root.id]);
    expect(reasons(v)).toEqual(['REVOKED', 'PARENT_INVALID']);
  });
});

describe('validateAtBoundary: signatures', () => {
  it('rejects forged tokens (other key) and every single-field tamper', () => {
    const h = host();
    const t = h.minter.mint({ ...req, maxUses: 2, executionId: 'exec_1' });
    const forged = host(OTHER_KEY).minter.mint(req);
    const tampers: Record<string, unknown>[] = [
      { subject: 'agent:attacker' },
      { capability: 'PaymentInitiateCap' },
      { scope: ['*'] },
      { scope: [...t.scope, 'tool:zzz'] },
      { issuedAt: t.issuedAt - 1 },
      { expiresAt: t.expiresAt + 1 },
      { maxUses: 3 },
      { executionId: 'exec_2' },
      { issuer: 'host:other' },
      { id: 'tok_00000000000000000000000000000000' },
      { signature: `hmac-sha256:${'0'.repeat(64)}` },
    ];
    const values = [forged, ...tampers.map((p) => ({ ...JSON.parse(serializeToken(t)), ...p }))];
    const v = validateAtBoundary(values, h.ctx());
    expect(v.effective).toEqual([]);
    expect(new Set(reasons(v))).toEqual(new Set(['BAD_SIGNATURE']));
    expect(v.invalid).toHaveLength(values.length);
    // the original still validates
    expect(validateAtBoundary([t], h.ctx()).effective).toEqual([t]);
  });

  it('rejects forging a delegated token by cutting its lineage', () => {
    const h = host();
    const root = h.minter.mint(req);
    const child = h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 10 });
    const orphan = { ...child, parentId: null, lineage: [] };
    h.revocations.revoke(root);
    expect(reasons(validateAtBoundary([orphan], h.ctx()))).toEqual(['BAD_SIGNATURE']);
  });

  it('reports malformed values as BAD_SIGNATURE without echoing their text', () => {
    const h = host();
    const v = validateAtBoundary(
      [null, 'tok', 42, { id: 'tok_1', capability: 'EmailSendCap' }, { id: 'has space' }],
      h.ctx(),
    );
    expect(v.invalid).toEqual([
      { tokenId: null, capability: '', scope: [], reason: 'BAD_SIGNATURE' },
      { tokenId: null, capability: '', scope: [], reason: 'BAD_SIGNATURE' },
      { tokenId: null, capability: '', scope: [], reason: 'BAD_SIGNATURE' },
      { tokenId: 'tok_1', capability: 'EmailSendCap', scope: [], reason: 'BAD_SIGNATURE' },
      { tokenId: null, capability: '', scope: [], reason: 'BAD_SIGNATURE' },
    ]);
  });

  it('accepts a verifier that cannot mint', () => {
    const h = host();
    const t = h.minter.mint(req);
    const verifier = createVerifier(Uint8Array.from({ length: 32 }, (_, i) => i + 1));
    expect(validateAtBoundary([t], { ...h.ctx(), verifier }).effective).toEqual([t]);
    const wrong = createVerifier(OTHER_KEY);
    expect(reasons(validateAtBoundary([t], { ...h.ctx(), verifier: wrong }))).toEqual([
      'BAD_SIGNATURE',
    ]);
  });
});

describe('validateAtBoundary: execution binding and use budget', () => {
  it('rejects a token bound to another execution (or used outside any execution)', () => {
    const h = host();
    const t = h.minter.mint({ ...req, executionId: 'exec_1' });
    expect(validateAtBoundary([t], h.ctx('exec_1')).effective).toEqual([t]);
    expect(reasons(validateAtBoundary([t], h.ctx('exec_2')))).toEqual(['WRONG_EXECUTION']);
    const { executionId: _omit, ...noExecution } = h.ctx();
    expect(reasons(validateAtBoundary([t], noExecution))).toEqual(['WRONG_EXECUTION']);
    const unbound = h.minter.mint(req);
    expect(validateAtBoundary([unbound], noExecution).effective).toEqual([unbound]);
  });

  it('reports USES_EXHAUSTED once the budget is spent, and PARENT_INVALID below it', () => {
    const h = host();
    const root = h.minter.mint({ ...req, maxUses: 2 });
    const child = h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 10 });
    h.usage.consume(root);
    expect(validateAtBoundary([root, child], h.ctx()).effective).toHaveLength(2);
    h.usage.consume(child); // charges the root too
    const v = validateAtBoundary([root, child], h.ctx());
    expect(v.invalid.map((i) => [i.tokenId, i.reason])).toEqual([
      [root.id, 'USES_EXHAUSTED'],
      [child.id, 'PARENT_INVALID'],
    ]);
  });

  it('reports the first reason in the documented order', () => {
    const h = host();
    const t = h.minter.mint({ ...req, executionId: 'exec_9', maxUses: 1 });
    h.usage.consume(t);
    h.time.now = t.expiresAt; // expired, wrong execution and exhausted
    expect(reasons(validateAtBoundary([t], h.ctx()))).toEqual(['EXPIRED']);
    h.revocations.revoke(t);
    expect(reasons(validateAtBoundary([t], h.ctx()))).toEqual(['REVOKED']);
  });

  it('dedupes effective tokens by id', () => {
    const h = host();
    const t = h.minter.mint(req);
    const copy = parseToken(serializeToken(t));
    expect(validateAtBoundary([t, copy, t], h.ctx()).effective).toEqual([t]);
  });
});

describe('capabilitiesFor / authorityFor', () => {
  it('maps effective tokens to capabilities for a resource (`*` covers all)', () => {
    const h = host();
    const email = h.minter.mint(req);
    const any = h.minter.mint({ ...req, capability: 'LlmRemotePromptCap', scope: ['*'] });
    const pay = h.minter.mint({ ...req, capability: 'PaymentInitiateCap', scope: ['tool:pay'] });
    const eff = [email, any, pay];
    expect(capabilitiesFor(eff, toolResource('send_email'))).toEqual([
      'EmailSendCap',
      'LlmRemotePromptCap',
    ]);
    expect(capabilitiesFor(eff, 'tool:pay')).toEqual(['LlmRemotePromptCap', 'PaymentInitiateCap']);
    expect(capabilitiesFor([email], 'tool:pay')).toEqual([]);
  });

  it('builds the policy AuthorityInput and picks one grant per capability', () => {
    const h = host();
    const bounded = h.minter.mint({ ...req, maxUses: 5 });
    const longer = h.minter.mint({ ...req, expiresAt: T0 + 2 * HOUR });
    const sooner = h.minter.mint({ ...req, expiresAt: T0 + HOUR / 2 });
    const revoked = h.minter.mint({ ...req, capability: 'CalendarWriteCap' });
    const elsewhere = h.minter.mint({ ...req, capability: 'PaymentInitiateCap', scope: ['x'] });
    h.revocations.revoke(revoked);
    h.revocations.revoke(elsewhere);
    const v = validateAtBoundary([bounded, longer, sooner, revoked, elsewhere, {}], h.ctx());
    const a = authorityFor(v, 'tool:send_email');
    expect(a.effective).toEqual(['EmailSendCap']);
    expect(a.grants).toEqual([sooner]); // unbounded first, then earliest expiry
    expect(a.invalid).toEqual([
      { capability: 'CalendarWriteCap', reason: 'REVOKED' },
      { capability: '', reason: 'BAD_SIGNATURE' },
    ]);
    const t: Token | undefined = authorityFor(
      validateAtBoundary([bounded], h.ctx()),
      'tool:send_email',
    ).grants[0];
    expect(t).toBe(bounded);
  });
});
