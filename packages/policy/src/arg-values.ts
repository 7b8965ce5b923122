/**
 * How a governed call's argument values become the engine's inputs: the principals a readers
 * rule compares, the values at a nested rule path, the payload size. Core builds a live call's
 * inputs with these, and `zamburak-policy explain`/`test` build a request's with the same code,
 * so a request on the command line is decided exactly as the runtime would decide it.
 */
import { canonicalJson } from '@zamburak/kernel';

/** A JSON value, as arguments carry them. */
export type ArgValue =
  | null
  | boolean
  | number
  | string
  | readonly ArgValue[]
  | { readonly [key: string]: ArgValue };

/** Every string inside a value (depth first), e.g. the recipients of `to`; keys too if asked. */
export function stringsIn(value: ArgValue, out: string[] = [], withKeys = false): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value as ArgValue[]) stringsIn(v, out, withKeys);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (withKeys) out.push(k);
      stringsIn(v, out, withKeys);
    }
  return out;
}

/**
 * The values at a nested argument path: one for a path of names and indexes, each element's
 * for `'*'`; `undefined` when a name or index is not there (own keys only) or `'*'` meets
 * something other than an array.
 */
export function valuesAt(
  value: ArgValue,
  segments: readonly (string | number)[],
): ArgValue[] | undefined {
  let at: ArgValue[] = [value];
  for (const seg of segments) {
    const next: ArgValue[] = [];
    for (const v of at) {
      if (seg === '*') {
        if (!Array.isArray(v)) return undefined;
        next.push(...(v as ArgValue[]));
      } else if (typeof seg === 'number') {
        if (!Array.isArray(v) || seg >= v.length) {
          if (segments.includes('*')) continue;
          return undefined;
        }
        next.push((v as ArgValue[])[seg] as ArgValue);
      } else if (
        v !== null &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        Object.hasOwn(v, seg)
      ) {
        next.push((v as { readonly [key: string]: ArgValue })[seg] as ArgValue);
      } else if (!segments.includes('*')) {
        return undefined;
      }
    }
    at = next;
  }
  return at;
}

/** UTF-8 bytes of a value's canonical JSON (what `max_payload_bytes` limits). */
export function payloadBytes(value: ArgValue): number {
  return Buffer.byteLength(canonicalJson(value), 'utf8');
}
