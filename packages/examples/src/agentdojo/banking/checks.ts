/**
 * Helpers the banking tasks' checks share, ported from the Python (`find_element` of
 * v1 banking/user_tasks.py, pydantic model equality for `pre_environment ==
 * post_environment`).
 */

/** `find_element(elements, condition)`: the first element that satisfies it, or undefined. */
export function findElement<T>(
  elements: readonly T[],
  condition: (e: T) => boolean,
): T | undefined {
  for (const e of elements) if (condition(e)) return e;
  return undefined;
}

/** Structural equality of two plain JSON-like values (pydantic `==` on the environment). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}
