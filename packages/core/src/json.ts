/**
 * Strict JSON checks for values that cross from the host into a plan: inputs and tool
 * results. Only what JSON can carry passes; anything that JSON.stringify would change or
 * drop (a Date, a Map, a class instance, undefined, NaN) is refused rather than silently
 * converted.
 */

/** Deeper values are refused (as the label core refuses them on the host). */
export const MAX_JSON_DEPTH = 256;

/**
 * Why `value` is not plain JSON, in a few words naming only its kind (never its content),
 * or `undefined` when it is.
 */
export function jsonProblem(value: unknown): string | undefined {
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number): string | undefined => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
    if (typeof v === 'number') return Number.isFinite(v) ? undefined : 'a non-finite number';
    if (typeof v !== 'object') return v === undefined ? 'undefined' : `a ${typeof v}`;
    if (depth >= MAX_JSON_DEPTH) return 'a value nested too deeply';
    if (seen.has(v)) return 'a cyclic value';
    seen.add(v);
    let problem: string | undefined;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && problem === undefined; i++) {
        problem = i in v ? walk(v[i], depth + 1) : 'a sparse array';
      }
    } else {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return 'a non-plain object';
      if (Object.getOwnPropertySymbols(v).length > 0) return 'an object with symbol keys';
      for (const k of Object.keys(v)) {
        problem = walk((v as Record<string, unknown>)[k], depth + 1);
        if (problem !== undefined) break;
      }
    }
    seen.delete(v);
    return problem;
  };
  return walk(value, 0);
}
