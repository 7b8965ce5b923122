/** Counts by name and own-key writes: a tool named `constructor` or `__proto__` is a name too. */

/** A count by name. Own keys only: a tool named `constructor` has no built-in count. */
export function countOf(counts: Readonly<Record<string, number>>, name: string): number {
  return Object.hasOwn(counts, name) ? (counts[name] as number) : 0;
}

/** `o[k] = v`, except that `__proto__` becomes an own key instead of setting the prototype. */
export function setOwn<T>(o: Record<string, T>, k: string, v: T): void {
  if (k !== '__proto__') o[k] = v;
  else Object.defineProperty(o, k, { value: v, enumerable: true, writable: true });
}

/** Adds one to a count by name (`__proto__` included: it is a name too). */
export function countOne(counts: Record<string, number>, name: string): void {
  setOwn(counts, name, countOf(counts, name) + 1);
}
