/** Canonical JSON (RFC 8785) and its `sha256:` hash: the kernel's one implementation. */
export { canonicalHash as digest, canonicalJson, sha256Tagged as sha256 } from '@zamburak/kernel';
