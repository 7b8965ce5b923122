/**
 * The token value: its shape, the canonical encoding that is signed, JSON serialisation
 * and the scope convention. Tokens are plain, deeply frozen JSON objects.
 */
import { canonicalJson } from '@zamburak/kernel';
import { AuthorityError } from './errors.js';

/** One ancestor of a delegated token (root first). Signed as part of the child. */
export interface LineageEntry {
  readonly id: string;
  /** The ancestor's use budget, so a child's uses can be charged to it. */
  readonly maxUses: number | null;
}

export interface Token {
  /** Format version of the token encoding. */
  readonly version: 1;
  readonly id: string;
  /** The minter (principal) that signed the token. */
  readonly issuer: string;
  /** The principal the authority is granted to. */
  readonly subject: string;
  /** UpperCamelCase capability name with Rust-style initialisms, e.g. `EmailSendCap`. */
  readonly capability: string;
  /** Resources the capability applies to, sorted and unique; `*` = any resource. */
  readonly scope: readonly string[];
  /** Epoch ms. Valid for `issuedAt <= now < expiresAt`. */
  readonly issuedAt: number;
  /** Epoch ms. The token is expired AT `expiresAt`. */
  readonly expiresAt: number;
  /** The token it was delegated from (`null` for a minted root token). */
  readonly parentId: string | null;
  /** Every ancestor, root first; the last entry is the parent. Empty for a root token. */
  readonly lineage: readonly LineageEntry[];
  /** Use budget (effects this token may authorise), `null` = unbounded. */
  readonly maxUses: number | null;
  /** If set, the token is only effective inside this execution. */
  readonly executionId: string | null;
  /** `hmac-sha256:<64 hex>` over `canonicalTokenBytes`. */
  readonly signature: string;
}

export type UnsignedToken = Omit<Token, 'signature'>;

/** The resource wildcard: a scope containing `*` covers every resource. */
export const ANY_RESOURCE = '*';
export const SIGNATURE_PREFIX = 'hmac-sha256:';
const DOMAIN = 'zamburak.authority.token';

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const PRINCIPAL_RE = /^[\x21-\x7e]{1,256}$/;
const RESOURCE_RE = /^[\x21-\x29\x2b-\x7e]{1,256}$/; // printable ASCII without space and `*`
const CAPABILITY_RE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*$/; // UpperCamelCase, Llm not LLM
const SIGNATURE_RE = /^hmac-sha256:[0-9a-f]{64}$/;
const MAX_SCOPE = 1024;
/** Maximum number of ancestors of a delegated token. */
export const MAX_LINEAGE = 64;

export const isTokenId = (x: unknown): x is string => typeof x === 'string' && ID_RE.test(x);
export const isPrincipal = (x: unknown): x is string =>
  typeof x === 'string' && PRINCIPAL_RE.test(x);
export const isCapability = (x: unknown): x is string =>
  typeof x === 'string' && x.length <= 64 && CAPABILITY_RE.test(x);
export const isResource = (x: unknown): x is string =>
  x === ANY_RESOURCE || (typeof x === 'string' && RESOURCE_RE.test(x));
export const isTimestamp = (x: unknown): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
export const isUseBudget = (x: unknown): x is number =>
  typeof x === 'number' && Number.isSafeInteger(x) && x >= 1;

/** The resource string for a tool call: `tool:<name>`. */
export function toolResource(toolName: string): string {
  return `tool:${toolName}`;
}

/** True if `scope` grants `resource` (exact match or the `*` wildcard). */
export function scopeCovers(scope: readonly string[], resource: string): boolean {
  return scope.includes(ANY_RESOURCE) || scope.includes(resource);
}

/**
 * True if `child` grants strictly less than `parent`: every child resource is covered by
 * the parent and some parent resource is not covered by the child.
 */
export function isStrictNarrowing(child: readonly string[], parent: readonly string[]): boolean {
  if (child.length === 0) return false;
  if (!child.every((r) => scopeCovers(parent, r))) return false;
  return parent.some((r) => !scopeCovers(child, r));
}

/** Validates and normalises a scope (sorted, unique). Throws `AuthorityError`. */
export function normaliseScope(scope: readonly string[]): readonly string[] {
  if (!Array.isArray(scope) || scope.length === 0) {
    throw new AuthorityError('EMPTY_SCOPE', 'a token scope must name at least one resource');
  }
  if (scope.length > MAX_SCOPE) {
    throw new AuthorityError('INVALID_RESOURCE', 'a token scope is too large', {
      count: scope.length,
      max: MAX_SCOPE,
    });
  }
  scope.forEach((r, index) => {
    if (!isResource(r)) {
      throw new AuthorityError('INVALID_RESOURCE', 'a scope resource is not a valid resource', {
        index,
      });
    }
  });
  return Object.freeze([...new Set(scope)].sort());
}

/** The exact bytes that are signed: fixed field order, sorted scope, domain-separated. */
export function canonicalTokenBytes(t: UnsignedToken): Uint8Array {
  const fields = [
    DOMAIN,
    t.version,
    t.id,
    t.issuer,
    t.subject,
    t.capability,
    t.scope,
    t.issuedAt,
    t.expiresAt,
    t.parentId,
    t.lineage.map((e) => [e.id, e.maxUses]),
    t.maxUses,
    t.executionId,
  ];
  return ENCODER.encode(JSON.stringify(fields));
}
const ENCODER = new TextEncoder();

/** Tokens known to be well formed and deeply frozen (made by this package). */
const WELL_FORMED = new WeakSet<object>();

export function isKnownWellFormed(x: unknown): x is Token {
  return typeof x === 'object' && x !== null && WELL_FORMED.has(x);
}

/** Freezes a token built by this package and remembers it as well formed. */
export function sealToken(t: Token): Token {
  const token: Token = Object.freeze({
    version: 1,
    id: t.id,
    issuer: t.issuer,
    subject: t.subject,
    capability: t.capability,
    scope: Object.freeze([...t.scope]),
    issuedAt: t.issuedAt,
    expiresAt: t.expiresAt,
    parentId: t.parentId,
    lineage: Object.freeze(t.lineage.map((e) => Object.freeze({ id: e.id, maxUses: e.maxUses }))),
    maxUses: t.maxUses,
    executionId: t.executionId,
    signature: t.signature,
  });
  WELL_FORMED.add(token);
  return token;
}

const TOKEN_KEYS = [
  'capability',
  'executionId',
  'expiresAt',
  'id',
  'issuedAt',
  'issuer',
  'lineage',
  'maxUses',
  'parentId',
  'scope',
  'signature',
  'subject',
  'version',
].join(',');

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks the full shape of an untrusted value (exact keys, formats, sorted unique scope,
 * consistent lineage). Returns a sealed copy, or `null` if anything is off. Does not check
 * the signature.
 */
export function wellFormedToken(x: unknown): Token | null {
  if (isKnownWellFormed(x)) return x;
  if (!isPlainObject(x)) return null;
  if (Object.keys(x).sort().join(',') !== TOKEN_KEYS) return null;
  const {
    version,
    id,
    issuer,
    subject,
    capability,
    scope,
    issuedAt,
    expiresAt,
    parentId,
    lineage,
    maxUses,
    executionId,
    signature,
  } = x;
  if (version !== 1 || !isTokenId(id) || !isPrincipal(issuer) || !isPrincipal(subject)) {
    return null;
  }
  if (!isCapability(capability) || !isTimestamp(issuedAt) || !isTimestamp(expiresAt)) return null;
  if (expiresAt <= issuedAt) return null;
  if (!Array.isArray(scope) || scope.length === 0 || scope.length > MAX_SCOPE) return null;
  // Copy before checking: what is checked is exactly what gets sealed (no re-reads).
  const resources: unknown[] = [...(scope as unknown[])];
  for (let i = 0; i < resources.length; i++) {
    const r = resources[i];
    if (!isResource(r)) return null;
    if (i > 0 && !((resources[i - 1] as string) < r)) return null; // sorted and unique
  }
  if (!(maxUses === null || isUseBudget(maxUses))) return null;
  if (!(executionId === null || isTokenId(executionId))) return null;
  if (typeof signature !== 'string' || !SIGNATURE_RE.test(signature)) return null;
  if (!Array.isArray(lineage) || lineage.length > MAX_LINEAGE) return null;
  const entries: LineageEntry[] = [];
  for (const e of [...(lineage as unknown[])]) {
    if (!isPlainObject(e) || Object.keys(e).sort().join(',') !== 'id,maxUses') return null;
    const { id: ancestorId, maxUses: ancestorUses } = e;
    if (!isTokenId(ancestorId) || !(ancestorUses === null || isUseBudget(ancestorUses))) {
      return null;
    }
    if (ancestorId === id) return null;
    entries.push({ id: ancestorId, maxUses: ancestorUses });
  }
  if (!(parentId === null || isTokenId(parentId))) return null;
  if ((entries.at(-1)?.id ?? null) !== parentId) return null; // parent = last ancestor
  return sealToken({
    version: 1,
    id,
    issuer,
    subject,
    capability,
    scope: resources as string[],
    issuedAt,
    expiresAt,
    parentId,
    lineage: entries,
    maxUses,
    executionId,
    signature,
  });
}

/** Canonical JSON (keys sorted, no whitespace) of a token, for snapshots and storage. */
export function serializeToken(token: Token): string {
  return canonicalJson(token);
}

/**
 * Parses a serialised token (text or an already-parsed JSON value). Checks the shape only;
 * a tampered token parses but fails `BAD_SIGNATURE` at the boundary.
 */
export function parseToken(input: unknown): Token {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new AuthorityError('MALFORMED_TOKEN', 'a serialised token is not valid JSON');
    }
  }
  const token = wellFormedToken(value);
  if (token === null) {
    throw new AuthorityError('MALFORMED_TOKEN', 'a serialised token does not have the token shape');
  }
  return token;
}

/** The opaque handle a plan or log may see for a token: its id, never its material. */
export function tokenHandle(token: Token): string {
  return token.id;
}
