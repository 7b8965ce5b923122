/**
 * Canonical JSON (RFC 8785, the JSON Canonicalization Scheme) and the SHA-256 helpers built on
 * it: the one implementation policy hashes, tool pins, payload hashes, token signatures, audit
 * summaries and vm snapshots are computed over.
 *
 * For a JSON value the text is RFC 8785's: no whitespace, object members sorted by their
 * names' UTF-16 code units, strings and numbers written as ECMAScript's `JSON.stringify`
 * writes them (so `-0` is `0`, `1e21` is `1e+21`). Two relaxations, both of which every
 * earlier implementation in this repository shared: an object member whose value is
 * `undefined` is left out, and a lone surrogate in a string is written as its `\udxxx`
 * escape (as `JSON.stringify` does) instead of being refused.
 *
 * Anything else is not JSON and is refused with `KernelError` `NOT_JSON`, never written in
 * some made-up form: a non-finite number, a bigint, a symbol, a function, `undefined` or a
 * hole where a value must stand, an object that is not a plain object or array (a `Date`,
 * a `Map`, a boxed value, a class instance), and nesting deeper than `MAX_CANONICAL_DEPTH`
 * (which also catches cycles).
 */
import { hash } from 'node:crypto';
import { KernelError } from './errors.js';

/** Nesting depth beyond which a value is refused (a cycle reaches it too). */
export const MAX_CANONICAL_DEPTH = 1000;

/** A JSON value as canonical JSON accepts it. */
export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | readonly CanonicalValue[]
  | { readonly [key: string]: CanonicalValue | undefined };

const notJson = (reason: string, depth: number): KernelError =>
  new KernelError('NOT_JSON', `the value is not JSON (${reason})`, { reason, depth });

function write(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw notJson('non-finite-number', depth);
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw notJson(typeof value, depth);
  }
  if (value === null) return 'null';
  if (depth >= MAX_CANONICAL_DEPTH) throw notJson('too-deep', depth);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      if (!(i in value)) throw notJson('hole', depth + 1);
      out += write(value[i], depth + 1);
    }
    return `${out}]`;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) throw notJson('not-plain-object', depth);
  // Own enumerable string keys in code-unit order (the default sort), undefined values left
  // out, the text built directly (tool results are hashed on every call).
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = o[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${write(v, depth + 1)}`;
    first = false;
  }
  return `${out}}`;
}

/** RFC 8785 canonical JSON of a JSON value; `KernelError` `NOT_JSON` for anything else. */
export function canonicalJson(value: unknown): string {
  return write(value, 0);
}

/** Lower-case hex SHA-256 of a string (UTF-8) or of bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/** `sha256:<hex>` of a string (UTF-8) or of bytes. */
export function sha256Tagged(data: string | Uint8Array): string {
  return `sha256:${hash('sha256', data, 'hex')}`;
}

/** `sha256:<hex>` of the canonical JSON of a value. */
export function canonicalHash(value: unknown): string {
  return sha256Tagged(write(value, 0));
}
