/** Canonical JSON and its `sha256:` hash come from the kernel (one implementation, RFC 8785). */
import { canonicalHash } from '@zamburak/kernel';

export { canonicalHash, canonicalJson } from '@zamburak/kernel';

/** Hash of a policy definition (what core pins tools to and audit records). */
export function policyHash(def: unknown): string {
  return canonicalHash(def);
}
