/** Canonical JSON (keys sorted recursively, no whitespace) and SHA-256 hashes. */
import { hash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function canonicalHash(value: unknown): string {
  return `sha256:${hash('sha256', canonicalJson(value), 'hex')}`;
}

/** Hash of a policy definition (what core pins tools to and audit records). */
export function policyHash(def: unknown): string {
  return canonicalHash(def);
}
