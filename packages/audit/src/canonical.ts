/** Canonical JSON (object keys sorted recursively, no whitespace) and SHA-256 helpers. */
import { hash } from 'node:crypto';

export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue };

export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('non-finite number');
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) return '[' + value.map(canonicalJson).join(',') + ']';
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
    }
    default:
      throw new TypeError(`not JSON: ${typeof value}`);
  }
}

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** `sha256:<hex>` of a UTF-8 string. */
export function sha256Tagged(text: string): string {
  return 'sha256:' + sha256Hex(text);
}
