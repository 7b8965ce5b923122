/**
 * The host's minter: the only component holding the secret key, hence the only one that
 * can mint or delegate tokens. Delegation enforces the lifecycle rules of docs/authority.md in a
 * fail-closed order: the parent must be valid at delegation time (`INVALID_PARENT_TOKEN`)
 * before any narrowing rule is even looked at.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { AuthorityError } from './errors.js';
import type { RevocationView } from './revocation.js';
import { createSigner, type TokenVerifier } from './signing.js';
import {
  canonicalTokenBytes,
  isCapability,
  isPrincipal,
  isStrictNarrowing,
  isTimestamp,
  isTokenId,
  isUseBudget,
  MAX_LINEAGE,
  normaliseScope,
  sealToken,
  type Token,
  type UnsignedToken,
  wellFormedToken,
} from './token.js';
import type { UsageView } from './usage.js';
import { checkToken } from './validate.js';

export interface MinterOptions {
  /** Secret HMAC key, at least 32 bytes. Copied; never exposed. */
  readonly key: Uint8Array;
  /** The principal signing the tokens (recorded as `issuer`). */
  readonly issuer: string;
  /** Injected clock, epoch ms. */
  readonly clock: () => number;
  /** Consulted on delegation: a revoked parent (or ancestor) cannot delegate. */
  readonly revocations: RevocationView;
  /** Consulted on delegation: an exhausted parent (or ancestor) cannot delegate. */
  readonly usage: UsageView;
  /**
   * Optional id source (must return fresh ids matching `[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}`).
   * Default: `tok_` + 32 hex of SHA-256 over the token content and a per-minter counter.
   */
  readonly ids?: () => string;
}

export interface MintRequest {
  readonly subject: string;
  readonly capability: string;
  readonly scope: readonly string[];
  readonly expiresAt: number;
  /** Default: the clock's now. May be in the future (the token is `PRE_ISSUANCE` until). */
  readonly issuedAt?: number;
  readonly maxUses?: number;
  readonly executionId?: string;
}

export interface DelegateRequest {
  /** Must be a strict subset of the parent's scope. */
  readonly scope: readonly string[];
  /** Must be strictly before the parent's `expiresAt`. */
  readonly expiresAt: number;
  /** Default: the parent's subject. */
  readonly subject?: string;
  /** Default: the clock's now; never before the parent's `issuedAt`. */
  readonly issuedAt?: number;
  /** Default: the parent's budget; never larger than it. */
  readonly maxUses?: number;
  /** Default: the parent's binding; a bound parent only delegates within its execution. */
  readonly executionId?: string;
}

export interface Minter extends TokenVerifier {
  readonly issuer: string;
  mint(request: MintRequest): Token;
  delegate(parent: Token, request: DelegateRequest): Token;
}

export function createMinter(options: MinterOptions): Minter {
  const signer = createSigner(options.key);
  const { issuer, clock, revocations, usage, ids } = options;
  if (!isPrincipal(issuer)) {
    throw new AuthorityError('INVALID_PRINCIPAL', 'the issuer is not a valid principal', {
      field: 'issuer',
    });
  }
  let counter = 0;
  const injectedIds = new Set<string>();

  const now = (): number => {
    const t = clock();
    if (!isTimestamp(t)) {
      throw new AuthorityError('INVALID_CLOCK', 'the clock returned an invalid epoch ms');
    }
    return t;
  };

  const nextId = (body: Omit<UnsignedToken, 'id'>): string => {
    counter += 1;
    if (ids === undefined) {
      const bytes = canonicalTokenBytes({ ...body, id: `#${counter}` });
      return `tok_${bytesToHex(sha256(bytes)).slice(0, 32)}`;
    }
    const id = ids();
    if (!isTokenId(id)) {
      throw new AuthorityError('INVALID_TOKEN_ID', 'the id source returned an invalid token id');
    }
    if (injectedIds.has(id)) {
      throw new AuthorityError('DUPLICATE_TOKEN_ID', 'the id source returned an id twice', {
        tokenId: id,
      });
    }
    injectedIds.add(id);
    return id;
  };

  const finish = (body: Omit<UnsignedToken, 'id'>): Token => {
    const unsigned: UnsignedToken = { ...body, id: nextId(body) };
    return sealToken({ ...unsigned, signature: signer.sign(unsigned) });
  };

  return {
    issuer,
    verify: (token) => signer.verify(token),

    mint(request: MintRequest): Token {
      const issuedAt = request.issuedAt ?? now();
      checkPrincipal(request.subject);
      if (!isCapability(request.capability)) {
        throw new AuthorityError(
          'INVALID_CAPABILITY',
          'a capability must be UpperCamelCase (e.g. EmailSendCap)',
        );
      }
      const scope = normaliseScope(request.scope);
      checkWindow(issuedAt, request.expiresAt);
      const maxUses = checkBudget(request.maxUses);
      const executionId = checkExecution(request.executionId);
      return finish({
        version: 1,
        issuer,
        subject: request.subject,
        capability: request.capability,
        scope,
        issuedAt,
        expiresAt: request.expiresAt,
        parentId: null,
        lineage: [],
        maxUses,
        executionId,
      });
    },

    delegate(parentValue: Token, request: DelegateRequest): Token {
      const at = now();
      // 1. The parent must be valid now (fail-closed ordering: before any narrowing rule).
      const parent = wellFormedToken(parentValue);
      const reason =
        parent === null
          ? 'BAD_SIGNATURE'
          : checkToken(
              parent,
              { now: at, verifier: signer, revocations, usage },
              {
                ignoreExecution: true,
              },
            );
      if (parent === null || reason !== null) {
        throw new AuthorityError('INVALID_PARENT_TOKEN', 'the parent token is not valid now', {
          ...(parent === null ? {} : { parentId: parent.id }),
          reason: reason ?? 'BAD_SIGNATURE',
        });
      }
      return finish(delegatedBody(issuer, parent, request, at));
    },
  };
}

/**
 * The body of a token delegated from a valid `parent` (steps 2-6 of `delegate`): each rule
 * narrows, never widens: issuance, scope, lifetime, use budget, execution binding, lineage.
 */
function delegatedBody(
  issuer: string,
  parent: Token,
  request: DelegateRequest,
  at: number,
): Omit<UnsignedToken, 'id'> {
  // 2. Not before the parent's issuance.
  const issuedAt = request.issuedAt ?? at;
  if (!isTimestamp(issuedAt)) {
    throw new AuthorityError('INVALID_TIME', 'issuedAt is not a valid epoch ms');
  }
  if (issuedAt < parent.issuedAt) {
    throw new AuthorityError(
      'DELEGATION_BEFORE_PARENT_ISSUANCE',
      'a delegated token cannot start before its parent',
      { parentId: parent.id },
    );
  }
  const subject = request.subject ?? parent.subject;
  checkPrincipal(subject);
  // 3. Scope: a strict (proper) subset.
  const scope = normaliseScope(request.scope);
  if (!isStrictNarrowing(scope, parent.scope)) {
    throw new AuthorityError(
      'SCOPE_NOT_NARROWED',
      'a delegated scope must be a strict subset of the parent scope',
      { parentId: parent.id },
    );
  }
  // 4. Lifetime: strictly shorter (ends strictly before the parent, starts no earlier).
  if (!isTimestamp(request.expiresAt) || request.expiresAt >= parent.expiresAt) {
    throw new AuthorityError(
      'LIFETIME_NOT_NARROWED',
      'a delegated token must expire strictly before its parent',
      { parentId: parent.id },
    );
  }
  checkWindow(issuedAt, request.expiresAt);
  // 5. Use budget: never larger than the parent's (uses are charged along the lineage).
  const maxUses = checkBudget(request.maxUses ?? parent.maxUses ?? undefined);
  if (parent.maxUses !== null && (maxUses === null || maxUses > parent.maxUses)) {
    throw new AuthorityError(
      'USE_BUDGET_WIDENED',
      'a delegated use budget cannot exceed the parent budget',
      { parentId: parent.id, parentMaxUses: parent.maxUses },
    );
  }
  // 6. Execution binding: a bound parent only delegates within its execution.
  const executionId = checkExecution(request.executionId ?? parent.executionId ?? undefined);
  if (parent.executionId !== null && executionId !== parent.executionId) {
    throw new AuthorityError(
      'EXECUTION_BINDING_MISMATCH',
      'a token bound to an execution can only be delegated within it',
      { parentId: parent.id },
    );
  }
  if (parent.lineage.length + 1 > MAX_LINEAGE) {
    throw new AuthorityError('LINEAGE_TOO_DEEP', 'the delegation chain is too deep', {
      parentId: parent.id,
      max: MAX_LINEAGE,
    });
  }
  return {
    version: 1,
    issuer,
    subject,
    capability: parent.capability,
    scope,
    issuedAt,
    expiresAt: request.expiresAt,
    parentId: parent.id,
    lineage: [...parent.lineage, { id: parent.id, maxUses: parent.maxUses }],
    maxUses,
    executionId,
  };
}

function checkPrincipal(subject: unknown): void {
  if (!isPrincipal(subject)) {
    throw new AuthorityError('INVALID_PRINCIPAL', 'the subject is not a valid principal', {
      field: 'subject',
    });
  }
}

function checkWindow(issuedAt: unknown, expiresAt: unknown): void {
  if (!isTimestamp(issuedAt) || !isTimestamp(expiresAt)) {
    throw new AuthorityError('INVALID_TIME', 'issuedAt and expiresAt must be epoch ms');
  }
  if (expiresAt <= issuedAt) {
    throw new AuthorityError('EMPTY_LIFETIME', 'a token must expire after it is issued');
  }
}

function checkBudget(maxUses: number | undefined): number | null {
  if (maxUses === undefined) return null;
  if (!isUseBudget(maxUses)) {
    throw new AuthorityError('INVALID_USE_BUDGET', 'maxUses must be a positive integer');
  }
  return maxUses;
}

function checkExecution(executionId: string | undefined): string | null {
  if (executionId === undefined) return null;
  if (!isTokenId(executionId)) {
    throw new AuthorityError('INVALID_EXECUTION_ID', 'the execution id is not a valid id');
  }
  return executionId;
}
