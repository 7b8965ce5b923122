/**
 * Property tests (fast-check) for the two lifecycle invariants of issue 5 (no sequence of
 * delegations widens scope or lifetime; after revoking a token no descendant validates),
 * and for tampering: no edit of a serialised token yields a token that is effective.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_RESOURCE,
  AuthorityError,
  parseToken,
  scopeCovers,
  serializeToken,
  type Token,
  validateAtBoundary,
} from '../src/index.js';
import { host, T0 } from './helpers.js';

const RESOURCES = ['tool:a', 'tool:b', 'tool:c', 'tool:d', 'tool:e'];
const PROBES = [...RESOURCES, 'tool:unlisted', ANY_RESOURCE];

const scopeArb = fc.subarray([...RESOURCES, ANY_RESOURCE], { minLength: 1 });
const stepArb = fc.record({
  from: fc.nat(),
  /** Mostly well-formed narrowing attempts (a bit mask over the parent scope), some random. */
  narrow: fc.boolean(),
  mask: fc.nat({ max: 63 }),
  scope: scopeArb,
  /** How much earlier than the parent the child expires (negative = an attempt to widen). */
  shorten: fc.integer({ min: -20, max: 400 }),
  startShift: fc.option(fc.integer({ min: -20, max: 100 }), { nil: undefined, freq: 2 }),
  maxUses: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined, freq: 2 }),
  advance: fc.integer({ min: 0, max: 60 }),
});
const planArb = fc.record({
  rootScope: fc.oneof(fc.constant(RESOURCES), fc.constant([ANY_RESOURCE]), scopeArb),
  rootLifetime: fc.integer({ min: 1, max: 5_000 }),
  rootUses: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  steps: fc.array(stepArb, { maxLength: 12 }),
});

type Plan = typeof planArb extends fc.Arbitrary<infer P> ? P : never;

function narrowed(parent: readonly string[], mask: number, fallback: string[]): string[] {
  if (parent.includes(ANY_RESOURCE)) return fallback.filter((r) => r !== ANY_RESOURCE);
  const kept = parent.filter((_, i) => ((mask >> i) & 1) === 1);
  return kept.length === parent.length ? kept.slice(1) : kept;
}

/** Builds a delegation tree by attempting every step; failed attempts are skipped. */
function build(plan: Plan) {
  const h = host();
  const tokens: Token[] = [
    h.minter.mint({
      subject: 'agent:root',
      capability: 'EmailSendCap',
      scope: plan.rootScope,
      expiresAt: T0 + plan.rootLifetime,
      ...(plan.rootUses === undefined ? {} : { maxUses: plan.rootUses }),
    }),
  ];
  const parents = new Map<string, Token>();
  stats.built += 1;
  for (const s of plan.steps) {
    h.time.now += s.advance;
    const parent = tokens[s.from % tokens.length] as Token;
    try {
      const child = h.minter.delegate(parent, {
        scope: s.narrow ? narrowed(parent.scope, s.mask, s.scope) : s.scope,
        expiresAt: parent.expiresAt - s.shorten,
        ...(s.startShift === undefined ? {} : { issuedAt: h.time.now + s.startShift }),
        ...(s.maxUses === undefined ? {} : { maxUses: s.maxUses }),
      });
      // the parent was valid at delegation time
      expect(validateAtBoundary([parent], h.ctx()).effective).toHaveLength(1);
      tokens.push(child);
      stats.delegated += 1;
      parents.set(child.id, parent);
    } catch (e) {
      if (!(e instanceof AuthorityError)) throw e;
      fails[e.code] = (fails[e.code] ?? 0) + 1;
    }
  }
  return { h, tokens, parents };
}

/** Generator coverage: successful delegations and rejections by code. */
const fails: Record<string, number> = {};
const stats = { built: 0, delegated: 0 };

describe('lifecycle properties', () => {
  it('no sequence of delegations widens scope, lifetime, budget or capability', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const { tokens, parents } = build(plan);
        const root = tokens[0] as Token;
        for (const child of tokens.slice(1)) {
          const parent = parents.get(child.id) as Token;
          // strictly narrower scope than the parent, never wider than the root
          for (const r of PROBES) {
            if (scopeCovers(child.scope, r)) {
              expect(scopeCovers(parent.scope, r)).toBe(true);
              expect(scopeCovers(root.scope, r)).toBe(true);
            }
          }
          expect(
            PROBES.some((r) => scopeCovers(parent.scope, r) && !scopeCovers(child.scope, r)),
          ).toBe(true);
          // strictly shorter lifetime, inside the parent's window
          expect(child.expiresAt).toBeLessThan(parent.expiresAt);
          expect(child.issuedAt).toBeGreaterThanOrEqual(parent.issuedAt);
          expect(child.expiresAt).toBeLessThan(root.expiresAt);
          // same capability, budget never above the parent's, lineage kept
          expect(child.capability).toBe(parent.capability);
          if (parent.maxUses !== null) {
            expect(child.maxUses).not.toBeNull();
            expect(child.maxUses as number).toBeLessThanOrEqual(parent.maxUses);
          }
          expect(child.lineage.map((e) => e.id)).toEqual([
            ...parent.lineage.map((e) => e.id),
            parent.id,
          ]);
        }
      }),
      { numRuns: 1_000 },
    );
    // the generator must actually exercise delegation, not only rejected attempts
    expect(stats.delegated / stats.built).toBeGreaterThan(1);
    for (const code of ['SCOPE_NOT_NARROWED', 'LIFETIME_NOT_NARROWED', 'INVALID_PARENT_TOKEN']) {
      expect(fails[code] ?? 0).toBeGreaterThan(0);
    }
  });

  it('after revoking a token no descendant validates, at any time, presented in any set', () => {
    fc.assert(
      fc.property(
        planArb,
        fc.nat(),
        fc.integer({ min: -100, max: 3_500 }),
        fc.boolean(),
        (plan, pick, at, alone) => {
          const { h, tokens } = build(plan);
          const victim = tokens[pick % tokens.length] as Token;
          const now = Math.max(0, T0 + at);
          const before = validateAtBoundary(tokens, { ...h.ctx(), now });
          h.revocations.revoke(victim);
          const check = (set: readonly Token[]) =>
            validateAtBoundary(set, { ...h.ctx(), now }).effective.map((t) => t.id);
          const after = alone ? tokens.flatMap((t) => check([t])) : check(tokens);
          for (const t of tokens) {
            const descendant = t.id === victim.id || t.lineage.some((e) => e.id === victim.id);
            if (descendant) {
              expect(after).not.toContain(t.id);
            } else {
              // revocation does not touch unrelated tokens
              expect(after.includes(t.id)).toBe(before.effective.some((e) => e.id === t.id));
            }
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('no edit of a token yields a valid token (property)', () => {
  it('a changed field, an added key or a changed lineage is MALFORMED_TOKEN or never effective', () => {
    const h = host();
    const root = h.minter.mint({
      subject: 'agent:planner',
      capability: 'EmailSendCap',
      scope: ['tool:a', 'tool:b'],
      expiresAt: T0 + 5_000,
      maxUses: 3,
    });
    const child = h.minter.delegate(root, { scope: ['tool:a'], expiresAt: T0 + 1_000 });
    const tokens = [root, child].map(
      (t) => JSON.parse(serializeToken(t)) as Record<string, unknown>,
    );
    expect(
      validateAtBoundary(
        tokens.map((t) => parseToken(t)),
        h.ctx(),
      ).effective,
    ).toHaveLength(2);
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom<unknown>(
        '*',
        ['*'],
        ['tool:a', 'tool:b', 'tool:c'],
        T0 + 10 ** 9,
        null,
        1,
        0,
      ),
      fc.constantFrom<unknown>('constructor', '__proto__', 'agent:mallory', 'PaymentInitiateCap'),
    );
    fc.assert(
      fc.property(
        fc.nat(1),
        fc.array(fc.tuple(fc.nat(), fc.option(fc.string({ maxLength: 12 })), value), {
          minLength: 1,
          maxLength: 3,
        }),
        (which, edits) => {
          const original = tokens[which] as Record<string, unknown>;
          const edited: Record<string, unknown> = { ...original };
          for (const [pick, newKey, v] of edits) {
            const keys = Object.keys(edited);
            // An existing field changed, or (with a key drawn) a key added; `__proto__` too.
            const key = newKey ?? (keys[pick % keys.length] as string);
            Object.defineProperty(edited, key, {
              value: v,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
          if (JSON.stringify(edited) === JSON.stringify(original)) return;
          let parsed: Token;
          try {
            parsed = parseToken(JSON.parse(JSON.stringify(edited)));
          } catch (e) {
            expect(e).toBeInstanceOf(AuthorityError);
            expect((e as AuthorityError).code).toBe('MALFORMED_TOKEN');
            return;
          }
          const { effective } = validateAtBoundary([parsed], h.ctx());
          expect(effective).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});
