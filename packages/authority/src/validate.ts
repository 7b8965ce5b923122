/**
 * Boundary validation: partitions a presented token set into effective and invalid tokens
 * with one reason each. The same function serves every policy boundary and snapshot
 * restore, so the two paths cannot diverge. Fails closed: anything not proven valid is
 * invalid.
 */
import { AuthorityError, type AuthorityReasonCode } from './errors.js';
import type { RevocationView } from './revocation.js';
import type { TokenVerifier } from './signing.js';
import {
  isCapability,
  isTimestamp,
  isTokenId,
  scopeCovers,
  type Token,
  wellFormedToken,
} from './token.js';
import type { UsageView } from './usage.js';

export interface BoundaryContext {
  /** Evaluation time, epoch ms, from the host's injected clock. */
  readonly now: number;
  /** Checks signatures (a `Minter`, or `createVerifier(key)`). */
  readonly verifier: TokenVerifier;
  readonly revocations: RevocationView;
  readonly usage: UsageView;
  /**
   * The execution the effect belongs to. Tokens bound to another execution are
   * `WRONG_EXECUTION`; if omitted, every bound token is `WRONG_EXECUTION`.
   */
  readonly executionId?: string;
}

export interface InvalidToken {
  /** `null` if the presented value was not even a well-formed token. */
  readonly tokenId: string | null;
  /** The token's capability, or `''` if the value was not a well-formed token. */
  readonly capability: string;
  /** The token's scope (empty if malformed), so consumers can filter by resource. */
  readonly scope: readonly string[];
  readonly reason: AuthorityReasonCode;
}

export interface BoundaryValidation {
  /** Valid tokens, in presented order, one per id. */
  readonly effective: readonly Token[];
  readonly invalid: readonly InvalidToken[];
}

interface CheckOptions {
  /** Delegation checks the parent outside any execution; the binding rule applies instead. */
  readonly ignoreExecution?: boolean;
}

/**
 * The first reason `token` is not valid at `ctx.now`, or `null` if it is valid. The order
 * is `AUTHORITY_REASON_CODES`. Ancestors are checked through the signed lineage: a revoked
 * or exhausted ancestor makes the token `PARENT_INVALID`. (Ancestor signatures, expiry and
 * issuance need no check here: the minter verified them when it signed the child, and the
 * child's window lies strictly inside its parent's.)
 */
export function checkToken(
  token: Token,
  ctx: BoundaryContext,
  options: CheckOptions = {},
): AuthorityReasonCode | null {
  if (!ctx.verifier.verify(token)) return 'BAD_SIGNATURE';
  if (ctx.revocations.isRevoked(token.id)) return 'REVOKED';
  for (const a of token.lineage) {
    if (ctx.revocations.isRevoked(a.id)) return 'PARENT_INVALID';
    if (a.maxUses !== null && ctx.usage.used(a.id) >= a.maxUses) return 'PARENT_INVALID';
  }
  if (ctx.now < token.issuedAt) return 'PRE_ISSUANCE';
  if (ctx.now >= token.expiresAt) return 'EXPIRED';
  if (!options.ignoreExecution && token.executionId !== null) {
    if (token.executionId !== ctx.executionId) return 'WRONG_EXECUTION';
  }
  if (token.maxUses !== null && ctx.usage.used(token.id) >= token.maxUses) {
    return 'USES_EXHAUSTED';
  }
  return null;
}

export function checkContext(ctx: Pick<BoundaryContext, 'now' | 'executionId'>): void {
  if (!isTimestamp(ctx.now)) {
    throw new AuthorityError('INVALID_TIME', 'the evaluation time is not a valid epoch ms');
  }
  if (ctx.executionId !== undefined && !isTokenId(ctx.executionId)) {
    throw new AuthorityError('INVALID_EXECUTION_ID', 'the execution id is not a valid id');
  }
}

/**
 * Validates a presented token set (tokens or untrusted JSON values, e.g. from a snapshot)
 * at one boundary. Call it at every policy boundary and on every snapshot restore.
 */
export function validateAtBoundary(
  tokens: readonly unknown[],
  ctx: BoundaryContext,
): BoundaryValidation {
  checkContext(ctx);
  const effective: Token[] = [];
  const invalid: InvalidToken[] = [];
  const seen = new Set<string>();
  for (const value of tokens) {
    const token = wellFormedToken(value);
    if (token === null) {
      invalid.push(malformed(value));
      continue;
    }
    const reason = checkToken(token, ctx);
    if (reason !== null) {
      invalid.push({
        tokenId: token.id,
        capability: token.capability,
        scope: token.scope,
        reason,
      });
    } else if (!seen.has(token.id)) {
      seen.add(token.id);
      effective.push(token);
    }
  }
  return { effective, invalid };
}

function malformed(value: unknown): InvalidToken {
  // Only echo fields that pass our own format checks; never raw text.
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    tokenId: isTokenId(v.id) ? v.id : null,
    capability: isCapability(v.capability) ? v.capability : '',
    scope: [],
    reason: 'BAD_SIGNATURE',
  };
}

/** Capabilities (sorted, unique) that the effective tokens grant for `resource`. */
export function capabilitiesFor(effective: readonly Token[], resource: string): string[] {
  const caps = new Set<string>();
  for (const t of effective) if (scopeCovers(t.scope, resource)) caps.add(t.capability);
  return [...caps].sort();
}

/** What the policy engine's `AuthorityInput` needs, plus the tokens to charge uses to. */
export interface ResourceAuthority {
  /** Capabilities of valid tokens covering the resource (sorted, unique). */
  readonly effective: readonly string[];
  /** Invalid tokens that would have covered the resource (malformed ones included). */
  readonly invalid: readonly {
    readonly capability: string;
    readonly reason: AuthorityReasonCode;
  }[];
  /**
   * One token per effective capability: the one to charge (`UsageLedger.consume`) when the
   * effect runs. Preference: no use budget, then earliest expiry, then smallest id.
   */
  readonly grants: readonly Token[];
}

export function authorityFor(validation: BoundaryValidation, resource: string): ResourceAuthority {
  const best = new Map<string, Token>();
  for (const t of validation.effective) {
    if (!scopeCovers(t.scope, resource)) continue;
    const cur = best.get(t.capability);
    if (cur === undefined || preferred(t, cur)) best.set(t.capability, t);
  }
  const capabilities = [...best.keys()].sort();
  return {
    effective: capabilities,
    invalid: validation.invalid
      .filter((i) => i.tokenId === null || i.scope.length === 0 || scopeCovers(i.scope, resource))
      .map((i) => ({ capability: i.capability, reason: i.reason })),
    grants: capabilities.map((c) => best.get(c) as Token),
  };
}

function preferred(a: Token, b: Token): boolean {
  if ((a.maxUses === null) !== (b.maxUses === null)) return a.maxUses === null;
  if (a.expiresAt !== b.expiresAt) return a.expiresAt < b.expiresAt;
  return a.id < b.id;
}
