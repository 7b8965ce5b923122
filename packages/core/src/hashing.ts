import { hash } from 'node:crypto';

/** Canonical JSON (keys sorted recursively) and its `sha256:` hash: one implementation, the policy package's. */
export { canonicalHash as digest, canonicalJson } from '@zamburak/policy';

/** `sha256:<hex>` of a string. */
export function sha256(text: string): string {
  return `sha256:${hash('sha256', text, 'hex')}`;
}
