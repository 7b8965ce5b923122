/**
 * Public surface of @zamburak/authority. Every export of the package is named here.
 * The model (lifecycle rules, time semantics, lineage, scope convention) is documented in
 * docs/authority.md.
 */
export const PACKAGE_NAME = '@zamburak/authority';

export {
  type AsyncBoundaryContext,
  type AsyncRevocationView,
  type AsyncUsageStore,
  idsToConsult,
  validateAtBoundaryAsync,
} from './async.js';
export {
  AUTHORITY_ERROR_CODES,
  AUTHORITY_REASON_CODES,
  AuthorityError,
  type AuthorityErrorCode,
  type AuthorityErrorData,
  type AuthorityReasonCode,
  authorityMessageId,
} from './errors.js';
export {
  createMinter,
  type DelegateRequest,
  type Minter,
  type MinterOptions,
  type MintRequest,
} from './minter.js';
export { RevocationIndex, type RevocationSnapshot, type RevocationView } from './revocation.js';
export { createVerifier, MIN_KEY_BYTES, type TokenVerifier } from './signing.js';
export {
  ANY_RESOURCE,
  isStrictNarrowing,
  isTokenId,
  type LineageEntry,
  MAX_LINEAGE,
  parseToken,
  scopeCovers,
  serializeToken,
  type Token,
  tokenHandle,
  toolResource,
} from './token.js';
export {
  chargeUses,
  UsageLedger,
  type UsageSnapshot,
  type UsageStore,
  type UsageView,
} from './usage.js';
export {
  authorityFor,
  type BoundaryContext,
  type BoundaryValidation,
  capabilitiesFor,
  type InvalidToken,
  type ResourceAuthority,
  validateAtBoundary,
} from './validate.js';
