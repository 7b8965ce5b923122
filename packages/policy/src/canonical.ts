/** Canonical JSON (keys sorted recursively, no whitespace) and SHA-256 hashes. */
import { hash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) {
    // A hole is written as nothing between its commas (what `map` and `join` always did).
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      if (i in value) out += canonicalJson(value[i]);
    }
    return `${out}]`;
  }
  // Own enumerable string keys in code-unit order (the default sort), undefined values left
  // out: the same text as sorting `Object.entries`, without building the pairs (tool results
  // are hashed on every call).
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = o[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function canonicalHash(value: unknown): string {
  return `sha256:${hash('sha256', canonicalJson(value), 'hex')}`;
}

/** Hash of a policy definition (what core pins tools to and audit records). */
export function policyHash(def: unknown): string {
  return canonicalHash(def);
}
