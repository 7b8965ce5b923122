import { describe, expect, it } from 'vitest';
import {
  AuthorityError,
  createMinter,
  MAX_LINEAGE,
  RevocationIndex,
  type Token,
  UsageLedger,
} from '../src/index.js';
import { EMAIL_SCOPE, HOUR, host, KEY, T0 } from './helpers.js';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof AuthorityError) return e.code;
    throw e;
  }
  throw new Error('expected an AuthorityError');
}

function dataOf(f: () => unknown): Readonly<Record<string, unknown>> {
  try {
    f();
  } catch (e) {
    if (e instanceof AuthorityError) return e.data;
    throw e;
  }
  throw new Error('expected an AuthorityError');
}

const rootRequest = {
  subject: 'agent:planner',
  capability: 'EmailSendCap',
  scope: EMAIL_SCOPE,
  expiresAt: T0 + HOUR,
};

describe('createMinter', () => {
  it('rejects short keys and invalid issuers', () => {
    const base = { issuer: 'host', clock: () => T0, revocations: new RevocationIndex() };
    const usage = new UsageLedger();
    expect(codeOf(() => createMinter({ ...base, usage, key: new Uint8Array(31) }))).toBe(
      'INVALID_KEY',
    );
    expect(codeOf(() => createMinter({ ...base, usage, key: KEY, issuer: 'has space' }))).toBe(
      'INVALID_PRINCIPAL',
    );
  });

  it('copies the key: changing the caller buffer later does not change signatures', () => {
    const key = Uint8Array.from(KEY);
    const h = host(key);
    const t = h.minter.mint(rootRequest);
    key.fill(0);
    expect(h.minter.verify(t)).toBe(true);
  });

  it('fails closed on a clock returning garbage', () => {
    const m = createMinter({
      key: KEY,
      issuer: 'host',
      clock: () => Number.NaN,
      revocations: new RevocationIndex(),
      usage: new UsageLedger(),
    });
    expect(codeOf(() => m.mint(rootRequest))).toBe('INVALID_CLOCK');
  });
});

describe('mint', () => {
  it('encodes subject, capability, sorted scope, times, lineage and a signature', () => {
    const { minter } = host();
    const t = minter.mint({ ...rootRequest, maxUses: 3, executionId: 'exec_1' });
    expect(t).toMatchObject({
      version: 1,
      issuer: 'host:test',
      subject: 'agent:planner',
      capability: 'EmailSendCap',
      scope: [...EMAIL_SCOPE].sort(),
      issuedAt: T0,
      expiresAt: T0 + HOUR,
      parentId: null,
      lineage: [],
      maxUses: 3,
      executionId: 'exec_1',
    });
    expect(t.id).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(t.signature).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(Object.isFrozen(t) && Object.isFrozen(t.scope)).toBe(true);
    expect(minter.verify(t)).toBe(true);
  });

  it('derives distinct deterministic ids without randomness', () => {
    const a = host().minter;
    const b = host().minter;
    const a1 = a.mint(rootRequest);
    const a2 = a.mint(rootRequest);
    expect(a1.id).not.toBe(a2.id);
    expect(b.mint(rootRequest).id).toBe(a1.id); // same minter state + content = same id
    expect(b.mint(rootRequest).id).toBe(a2.id);
  });

  it('uses an injected id source and refuses repeated or invalid ids', () => {
    const ids = ['t-1', 't-1', 'bad id'];
    const m = createMinter({
      key: KEY,
      issuer: 'host',
      clock: () => T0,
      revocations: new RevocationIndex(),
      usage: new UsageLedger(),
      ids: () => ids.shift() ?? 'none',
    });
    expect(m.mint(rootRequest).id).toBe('t-1');
    expect(codeOf(() => m.mint(rootRequest))).toBe('DUPLICATE_TOKEN_ID');
    expect(codeOf(() => m.mint(rootRequest))).toBe('INVALID_TOKEN_ID');
  });

  it('validates every field', () => {
    const { minter } = host();
    expect(codeOf(() => minter.mint({ ...rootRequest, capability: 'email_send' }))).toBe(
      'INVALID_CAPABILITY',
    );
    expect(codeOf(() => minter.mint({ ...rootRequest, capability: 'LLMRemoteCap' }))).toBe(
      'INVALID_CAPABILITY',
    );
    expect(minter.mint({ ...rootRequest, capability: 'LlmRemotePromptCap' }).capability).toBe(
      'LlmRemotePromptCap',
    );
    expect(codeOf(() => minter.mint({ ...rootRequest, scope: [] }))).toBe('EMPTY_SCOPE');
    const badResource = dataOf(() => minter.mint({ ...rootRequest, scope: ['ok', 'tool:*x'] }));
    expect(badResource).toEqual({ index: 1 });
    expect(codeOf(() => minter.mint({ ...rootRequest, scope: ['a b'] }))).toBe('INVALID_RESOURCE');
    expect(codeOf(() => minter.mint({ ...rootRequest, subject: '' }))).toBe('INVALID_PRINCIPAL');
    expect(codeOf(() => minter.mint({ ...rootRequest, expiresAt: T0 }))).toBe('EMPTY_LIFETIME');
    expect(codeOf(() => minter.mint({ ...rootRequest, expiresAt: 1.5 }))).toBe('INVALID_TIME');
    expect(codeOf(() => minter.mint({ ...rootRequest, maxUses: 0 }))).toBe('INVALID_USE_BUDGET');
    expect(codeOf(() => minter.mint({ ...rootRequest, executionId: 'x y' }))).toBe(
      'INVALID_EXECUTION_ID',
    );
  });

  it('dedupes and sorts the scope; `*` is a resource of its own', () => {
    const { minter } = host();
    expect(minter.mint({ ...rootRequest, scope: ['b', '*', 'a', 'b'] }).scope).toEqual([
      '*',
      'a',
      'b',
    ]);
  });

  it('never puts key material or raw rejected text in errors', () => {
    const { minter } = host();
    const secret = 'sk-live-SECRET-in-resource';
    try {
      minter.mint({ ...rootRequest, scope: [`${secret} x`] });
    } catch (e) {
      expect(
        JSON.stringify({ m: (e as Error).message, d: (e as AuthorityError).data }),
      ).not.toContain('SECRET');
    }
  });
});

describe('delegate', () => {
  function chain() {
    const h = host();
    const root = h.minter.mint({ ...rootRequest, maxUses: 10 });
    h.time.now = T0 + 1000;
    return { h, root };
  }

  it('narrows scope and lifetime, keeps capability and lineage, defaults subject/budget', () => {
    const { h, root } = chain();
    const child = h.minter.delegate(root, {
      scope: ['tool:send_email', 'tool:read_email'],
      expiresAt: T0 + HOUR - 1,
    });
    expect(child).toMatchObject({
      capability: 'EmailSendCap',
      subject: 'agent:planner',
      scope: ['tool:read_email', 'tool:send_email'],
      issuedAt: T0 + 1000,
      expiresAt: T0 + HOUR - 1,
      parentId: root.id,
      lineage: [{ id: root.id, maxUses: 10 }],
      maxUses: 10,
      executionId: null,
    });
    expect(h.minter.verify(child)).toBe(true);
    const grand = h.minter.delegate(child, {
      scope: ['tool:send_email'],
      expiresAt: T0 + 2000,
      subject: 'agent:helper',
      maxUses: 2,
    });
    expect(grand).toMatchObject({
      subject: 'agent:helper',
      parentId: child.id,
      lineage: [
        { id: root.id, maxUses: 10 },
        { id: child.id, maxUses: 10 },
      ],
      maxUses: 2,
    });
  });

  it('rejects a scope equal to the parent scope (strict subset required)', () => {
    const { h, root } = chain();
    expect(
      codeOf(() => h.minter.delegate(root, { scope: [...EMAIL_SCOPE], expiresAt: T0 + 10_000 })),
    ).toBe('SCOPE_NOT_NARROWED');
    // the same set in another order, with duplicates, is still equal
    expect(
      codeOf(() =>
        h.minter.delegate(root, {
          scope: [...EMAIL_SCOPE].reverse().concat(EMAIL_SCOPE),
          expiresAt: T0 + 10_000,
        }),
      ),
    ).toBe('SCOPE_NOT_NARROWED');
  });

  it('rejects scopes that widen or leave the parent scope', () => {
    const { h, root } = chain();
    const req = (scope: string[]) => () => h.minter.delegate(root, { scope, expiresAt: T0 + 2000 });
    expect(codeOf(req(['tool:send_email', 'tool:delete_email']))).toBe('SCOPE_NOT_NARROWED');
    expect(codeOf(req(['*']))).toBe('SCOPE_NOT_NARROWED');
    expect(codeOf(req([]))).toBe('EMPTY_SCOPE');
  });

  it('treats `*` as any resource: any concrete scope narrows it, `*` itself does not', () => {
    const h = host();
    const root = h.minter.mint({ ...rootRequest, scope: ['*'] });
    expect(h.minter.delegate(root, { scope: ['tool:x'], expiresAt: T0 + 5 }).scope).toEqual([
      'tool:x',
    ]);
    expect(codeOf(() => h.minter.delegate(root, { scope: ['*', 'a'], expiresAt: T0 + 5 }))).toBe(
      'SCOPE_NOT_NARROWED',
    );
  });

  it('rejects a lifetime that is not strictly shorter', () => {
    const { h, root } = chain();
    const req = (expiresAt: number) => () =>
      h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt });
    expect(codeOf(req(root.expiresAt))).toBe('LIFETIME_NOT_NARROWED');
    expect(codeOf(req(root.expiresAt + 1))).toBe('LIFETIME_NOT_NARROWED');
    expect(
      h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: root.expiresAt - 1 }),
    ).toBeTruthy();
    // ends before it starts
    expect(codeOf(req(h.time.now))).toBe('EMPTY_LIFETIME');
  });

  it('rejects a start before the parent issuance', () => {
    const { h, root } = chain();
    const req = { scope: ['tool:send_email'], expiresAt: T0 + 5000 };
    expect(codeOf(() => h.minter.delegate(root, { ...req, issuedAt: T0 - 1 }))).toBe(
      'DELEGATION_BEFORE_PARENT_ISSUANCE',
    );
    expect(h.minter.delegate(root, { ...req, issuedAt: T0 }).issuedAt).toBe(T0);
  });

  it('rejects a revoked parent with INVALID_PARENT_TOKEN before narrowing checks', () => {
    const { h, root } = chain();
    h.revocations.revoke(root);
    // equal scope AND longer lifetime: the parent check must still win
    const e = dataOf(() =>
      h.minter.delegate(root, { scope: [...EMAIL_SCOPE], expiresAt: root.expiresAt + 1 }),
    );
    expect(e).toEqual({ parentId: root.id, reason: 'REVOKED' });
  });

  it('rejects an expired parent (at and after expiresAt) before narrowing checks', () => {
    const { h, root } = chain();
    for (const now of [root.expiresAt, root.expiresAt + 1]) {
      h.time.now = now;
      expect(
        dataOf(() => h.minter.delegate(root, { scope: EMAIL_SCOPE, expiresAt: now + 10 })),
      ).toEqual({ parentId: root.id, reason: 'EXPIRED' });
    }
    h.time.now = root.expiresAt - 2;
    expect(
      h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: root.expiresAt - 1 }).id,
    ).toMatch(/^tok_/);
  });

  it('rejects a pre-issuance (future-dated) parent', () => {
    const h = host();
    const future = h.minter.mint({ ...rootRequest, issuedAt: T0 + 500, expiresAt: T0 + HOUR });
    const e = dataOf(() =>
      h.minter.delegate(future, { scope: ['tool:send_email'], expiresAt: T0 + 1000 }),
    );
    expect(e).toEqual({ parentId: future.id, reason: 'PRE_ISSUANCE' });
  });

  it('rejects forged, tampered and foreign parents', () => {
    const { h, root } = chain();
    const tampered = { ...root, scope: ['*'] } as Token;
    expect(
      dataOf(() => h.minter.delegate(tampered, { scope: ['tool:x'], expiresAt: T0 + 5000 })),
    ).toEqual({ parentId: root.id, reason: 'BAD_SIGNATURE' });
    const foreign = host(Uint8Array.from({ length: 32 }, () => 9)).minter.mint(rootRequest);
    expect(
      dataOf(() =>
        h.minter.delegate(foreign, { scope: ['tool:send_email'], expiresAt: T0 + 5000 }),
      ),
    ).toEqual({ parentId: foreign.id, reason: 'BAD_SIGNATURE' });
    expect(
      dataOf(() =>
        h.minter.delegate({ id: 'x' } as unknown as Token, { scope: ['a'], expiresAt: 2 }),
      ),
    ).toEqual({ reason: 'BAD_SIGNATURE' });
  });

  it('rejects a parent whose ancestor is revoked or whose budget is spent', () => {
    const { h, root } = chain();
    const child = h.minter.delegate(root, {
      scope: ['tool:send_email', 'tool:read_email'],
      expiresAt: T0 + 9000,
      maxUses: 1,
    });
    h.usage.consume(child);
    expect(
      dataOf(() => h.minter.delegate(child, { scope: ['tool:send_email'], expiresAt: T0 + 5000 })),
    ).toEqual({ parentId: child.id, reason: 'USES_EXHAUSTED' });
    const sibling = h.minter.delegate(root, { scope: ['tool:read_email'], expiresAt: T0 + 9000 });
    h.revocations.revoke(root);
    expect(
      dataOf(() => h.minter.delegate(sibling, { scope: ['x'], expiresAt: T0 + 5000 })),
    ).toEqual({ parentId: sibling.id, reason: 'PARENT_INVALID' });
  });

  it('never widens the use budget', () => {
    const { h, root } = chain();
    const req = { scope: ['tool:send_email'], expiresAt: T0 + 5000 };
    expect(codeOf(() => h.minter.delegate(root, { ...req, maxUses: 11 }))).toBe(
      'USE_BUDGET_WIDENED',
    );
    expect(h.minter.delegate(root, { ...req, maxUses: 10 }).maxUses).toBe(10);
    const unbounded = h.minter.mint(rootRequest);
    expect(h.minter.delegate(unbounded, { ...req, maxUses: 99 }).maxUses).toBe(99);
    expect(h.minter.delegate(unbounded, req).maxUses).toBeNull();
  });

  it('keeps an execution binding: a bound parent delegates only within its execution', () => {
    const h = host();
    const bound = h.minter.mint({ ...rootRequest, executionId: 'exec_1' });
    const req = { scope: ['tool:send_email'], expiresAt: T0 + 5000 };
    expect(h.minter.delegate(bound, req).executionId).toBe('exec_1');
    expect(codeOf(() => h.minter.delegate(bound, { ...req, executionId: 'exec_2' }))).toBe(
      'EXECUTION_BINDING_MISMATCH',
    );
    const free = h.minter.mint(rootRequest);
    expect(h.minter.delegate(free, { ...req, executionId: 'exec_2' }).executionId).toBe('exec_2');
  });

  it('keeps the full lineage through generations and bounds its depth', () => {
    const h = host();
    const scope = Array.from(
      { length: MAX_LINEAGE + 2 },
      (_, i) => `r:${String(i).padStart(3, '0')}`,
    );
    let t = h.minter.mint({ ...rootRequest, scope, expiresAt: T0 + 10_000 });
    const ids = [t.id];
    for (let depth = 1; depth <= MAX_LINEAGE; depth++) {
      t = h.minter.delegate(t, { scope: t.scope.slice(1), expiresAt: t.expiresAt - 1 });
      expect(t.lineage.map((e) => e.id)).toEqual(ids);
      expect(t.parentId).toBe(ids.at(-1));
      ids.push(t.id);
    }
    expect(codeOf(() => h.minter.delegate(t, { scope: t.scope.slice(1), expiresAt: T0 + 5 }))).toBe(
      'LINEAGE_TOO_DEEP',
    );
  });
});
