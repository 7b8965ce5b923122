/**
 * Sorted string sets (arrays sorted by code unit, duplicate-free): the representation of
 * every axis of a label. Pure functions; a result may be one of the arguments.
 */

/** Sorts and de-duplicates (a copy); most sets arrive sorted, and checking is cheaper. */
export function sortUnique(xs: readonly string[]): string[] {
  let ordered = true;
  for (let i = 1; i < xs.length; i++) {
    if (!((xs[i - 1] as string) < (xs[i] as string))) {
      ordered = false;
      break;
    }
  }
  if (ordered) return xs.slice();
  const s = xs.slice().sort();
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const v = s[i] as string;
    if (i === 0 || v !== s[i - 1]) out.push(v);
  }
  return out;
}

export function union(a: readonly string[], b: readonly string[]): readonly string[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++] as string);
  while (j < b.length) out.push(b[j++] as string);
  return out;
}

export function intersect(a: readonly string[], b: readonly string[]): readonly string[] {
  if (a.length === 0 || b.length === 0) return [];
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

export function minus(a: readonly string[], b: readonly string[]): readonly string[] {
  if (b.length === 0) return a;
  return a.filter((x) => b.indexOf(x) < 0);
}

/** Every member of a is in b. */
export function subset(a: readonly string[], b: readonly string[]): boolean {
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    while (j < b.length && (b[j] as string) < x) j++;
    if (j >= b.length || b[j] !== x) return false;
    j++;
  }
  return true;
}
