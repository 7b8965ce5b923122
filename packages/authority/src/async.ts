/**
 * Asynchronous storage ports for revocations and use budgets kept across a network (a
 * database a fleet of runtimes shares), and boundary validation over them. The validation is
 * the same function as `validateAtBoundary`: the revocation state and use counts of every id
 * it may consult (each presented token and its lineage, so a revoked or spent ancestor still
 * cascades) are read first, at call time, then checked synchronously. Nothing is cached
 * between calls, so a revocation or a charge committed by any process before the read is
 * seen by this validation.
 */
import { AuthorityError } from './errors.js';
import type { RevocationView } from './revocation.js';
import { type Token, wellFormedToken } from './token.js';
import type { UsageView } from './usage.js';
import {
  type BoundaryContext,
  type BoundaryValidation,
  checkContext,
  validateAtBoundary,
} from './validate.js';

/** Revocations read from a shared store. */
export interface AsyncRevocationView {
  /** The ids among `ids` that are revoked now (committed before this read). */
  revokedAmong(ids: readonly string[]): Promise<ReadonlySet<string>>;
}

/** Use counts kept in a shared store, charged atomically there. */
export interface AsyncUsageStore {
  /** Committed use counts of `ids` (an id never charged is absent, or 0). */
  usedAmong(ids: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /**
   * Charges one use of each token and of each of its ancestors for one effect, all or
   * nothing, atomically against every other process (`USE_BUDGET_EXHAUSTED` otherwise).
   */
  consumeAll(tokens: readonly Token[]): Promise<void>;
}

export interface AsyncBoundaryContext extends Omit<BoundaryContext, 'revocations' | 'usage'> {
  readonly revocations: AsyncRevocationView;
  readonly usage: Pick<AsyncUsageStore, 'usedAmong'>;
}

/** The ids validation may consult for `tokens`: each well-formed token's id and lineage. */
export function idsToConsult(tokens: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const value of tokens) {
    const t = wellFormedToken(value);
    if (t === null) continue;
    ids.add(t.id);
    for (const a of t.lineage) ids.add(a.id);
  }
  return [...ids].sort();
}

/** A read of an id that was not fetched is a defect: refuse rather than answer "not revoked". */
function unfetched(): never {
  throw new AuthorityError('INVALID_TOKEN_ID', 'validation consulted an id it did not read');
}

/**
 * `validateAtBoundary` over asynchronous stores: one read of each store (revocations and
 * counts of every id to consult), then the synchronous validation over what was read.
 */
export async function validateAtBoundaryAsync(
  tokens: readonly unknown[],
  ctx: AsyncBoundaryContext,
): Promise<BoundaryValidation> {
  checkContext(ctx);
  const ids = idsToConsult(tokens);
  const wanted = new Set(ids);
  const [revoked, used] =
    ids.length === 0
      ? [new Set<string>(), new Map<string, number>()]
      : await Promise.all([ctx.revocations.revokedAmong(ids), ctx.usage.usedAmong(ids)]);
  const revocations: RevocationView = {
    isRevoked: (id) => (wanted.has(id) ? revoked.has(id) : unfetched()),
  };
  const usage: UsageView = {
    used: (id) => (wanted.has(id) ? (used.get(id) ?? 0) : unfetched()),
  };
  return validateAtBoundary(tokens, { ...ctx, revocations, usage });
}
