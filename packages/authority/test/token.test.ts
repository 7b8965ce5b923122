import { describe, expect, it } from 'vitest';
import {
  AuthorityError,
  isStrictNarrowing,
  parseToken,
  scopeCovers,
  serializeToken,
  tokenHandle,
  toolResource,
  validateAtBoundary,
} from '../src/index.js';
import { EMAIL_SCOPE, HOUR, host, T0 } from './helpers.js';

const req = {
  subject: 'agent:planner',
  capability: 'EmailSendCap',
  scope: EMAIL_SCOPE,
  expiresAt: T0 + HOUR,
};

describe('serialisation', () => {
  it('round-trips as canonical JSON (sorted keys) and still verifies', () => {
    const h = host();
    const root = h.minter.mint({ ...req, maxUses: 4 });
    const child = h.minter.delegate(root, { scope: ['tool:send_email'], expiresAt: T0 + 10 });
    const text = serializeToken(child);
    expect(text.startsWith('{"capability":"EmailSendCap","executionId":null,"expiresAt":')).toBe(
      true,
    );
    expect(text).not.toMatch(/\s/);
    const back = parseToken(text);
    expect(back).toEqual(child);
    expect(Object.isFrozen(back.lineage[0])).toBe(true);
    expect(parseToken(JSON.parse(text))).toEqual(child);
    expect(h.minter.verify(back)).toBe(true);
    expect(serializeToken(back)).toBe(text);
  });

  it('parses a tampered token but it fails BAD_SIGNATURE', () => {
    const h = host();
    const t = h.minter.mint(req);
    const tampered = serializeToken(t).replace('"agent:planner"', '"agent:mallory"');
    const parsed = parseToken(tampered);
    expect(parsed.subject).toBe('agent:mallory');
    expect(validateAtBoundary([parsed], h.ctx()).invalid[0]?.reason).toBe('BAD_SIGNATURE');
  });

  it('seals exactly what it checked (no re-read of a changing array)', () => {
    const h = host();
    const plain = JSON.parse(serializeToken(h.minter.mint(req))) as Record<string, unknown>;
    const original = plain.scope as string[];
    let reads = 0;
    const shifty = new Proxy(original, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && /^\d+$/.test(prop) && reads++ >= original.length) {
          return '*';
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const parsed = parseToken({ ...plain, scope: shifty });
    expect(parsed.scope).toEqual(original);
    expect(Object.isFrozen(parsed.scope)).toBe(true);
    expect(validateAtBoundary([parsed], h.ctx()).effective).toHaveLength(1);
  });

  it('refuses malformed input with MALFORMED_TOKEN', () => {
    const h = host();
    const good = JSON.parse(serializeToken(h.minter.mint(req))) as Record<string, unknown>;
    const bad: unknown[] = [
      '{not json',
      null,
      [],
      { ...good, extra: 1 },
      { ...good, version: 2 },
      { ...good, scope: ['b', 'a'] }, // unsorted
      { ...good, scope: ['a', 'a'] }, // duplicate
      { ...good, scope: [] },
      { ...good, expiresAt: good.issuedAt },
      { ...good, capability: 'not_camel' },
      { ...good, maxUses: 0 },
      { ...good, parentId: 'tok_x' }, // parent without lineage
      { ...good, lineage: [{ id: 'tok_x', maxUses: null }] }, // lineage without parent
      { ...good, signature: 'abc' },
    ];
    for (const b of bad) {
      expect(() => parseToken(b)).toThrow(AuthorityError);
      try {
        parseToken(b);
      } catch (e) {
        expect((e as AuthorityError).code).toBe('MALFORMED_TOKEN');
      }
    }
  });
});

describe('scope convention', () => {
  it('covers exact resources and everything under `*`', () => {
    expect(scopeCovers(['tool:a'], 'tool:a')).toBe(true);
    expect(scopeCovers(['tool:a'], 'tool:b')).toBe(false);
    expect(scopeCovers(['*'], 'tool:b')).toBe(true);
    expect(toolResource('send_email')).toBe('tool:send_email');
  });

  it('defines strict narrowing', () => {
    expect(isStrictNarrowing(['a'], ['a', 'b'])).toBe(true);
    expect(isStrictNarrowing(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(isStrictNarrowing([], ['a'])).toBe(false);
    expect(isStrictNarrowing(['c'], ['a', 'b'])).toBe(false);
    expect(isStrictNarrowing(['c'], ['*'])).toBe(true);
    expect(isStrictNarrowing(['*'], ['*'])).toBe(false);
  });

  it('exposes only the id as a handle', () => {
    const t = host().minter.mint(req);
    expect(tokenHandle(t)).toBe(t.id);
    expect(tokenHandle(t)).not.toContain(t.signature.slice(12));
  });
});
