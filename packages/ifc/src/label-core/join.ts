/**
 * The lattice: join (memoised, one id per distinct pair), multi-join under the closure-step
 * budget, and the order `flowsTo`. Integrity and readers/authority meet (intersection),
 * confidentiality and origins join (union); unknown-top absorbs.
 */
import type { LabelDescriptor } from '../summary.js';
import { type CoreEnv, ID_SPACE, LITERAL, TOP } from './env.js';
import { intersect, subset, union } from './sets.js';
import type { LabelStore } from './table.js';
import type { Parsed } from './types.js';

/** Pairs with a lower id below this use the flat memo keyed lo * 2**21 + hi. */
const SMALL = 1024;
/** Memoised pairs kept before the memo starts over. */
const MEMO_CAP = 1048576;

export interface Lattice {
  join(a: number, b: number): number;
  joinAll(ids: readonly number[]): number;
  /** a flows to b: b is at least as restrictive as a on every axis. */
  flowsTo(a: number, b: number): boolean;
}

export function createLattice(env: CoreEnv, t: LabelStore): Lattice {
  const { st, checkId, internParsed } = t;
  const { descs, memoRows } = st;
  // Join memo. Pairs with lo < 1024 use one Map keyed lo * 2**21 + hi (a small integer, fast
  // in every engine); larger pairs use a per-hi Map keyed by lo (keys above 2**31 would be
  // boxed doubles in V8). memoRows is packed: one slot per label, filled on first use.
  const memo = new Map<number, number>();
  let memoSize = 0;

  const joinUncached = (a: number, b: number): number => {
    const x = descs[a] as LabelDescriptor;
    const y = descs[b] as LabelDescriptor;
    const p: Parsed = {
      integrity: intersect(x.integrity, y.integrity),
      confidentiality: union(x.confidentiality, y.confidentiality),
      readers:
        x.readers === 'Public'
          ? y.readers
          : y.readers === 'Public'
            ? x.readers
            : intersect(x.readers, y.readers),
      authority:
        x.authority === 'Any'
          ? y.authority
          : y.authority === 'Any'
            ? x.authority
            : intersect(x.authority, y.authority),
      origins: union(x.origins, y.origins),
      truncated: false,
    };
    return internParsed(p, 'join', [a, b]);
  };

  const join = (a: number, b: number): number => {
    if (a === b) return checkId(a);
    let lo = a;
    let hi = b;
    if (b < a) {
      lo = b;
      hi = a;
    }
    // Joining the literal label (Trusted, nothing else) into a label with no Verified claim
    // gives that label back: wrapping a tool result in an object literal (every argument
    // object) makes no new pair to memoise. `hi` is checked to be a stored id first.
    if (lo === LITERAL && hi >>> 0 === hi && hi < descs.length) {
      const integrity = (descs[hi] as LabelDescriptor).integrity;
      if (integrity.length === 0 || (integrity.length === 1 && integrity[0] === 'Trusted')) {
        return hi;
      }
    }
    // Only exact non-negative integer pairs below 2**21 may use the flat key (no aliasing).
    const small = lo < SMALL && lo >>> 0 === lo && hi < ID_SPACE;
    let hit: number | undefined;
    if (small) hit = memo.get(lo * ID_SPACE + hi);
    else {
      const row = memoRows[hi];
      hit = row === undefined ? undefined : row.get(lo);
    }
    if (hit !== undefined) {
      // A memoised overflow still counts as an overflowing operation (no new record).
      if (hit === TOP && lo !== TOP) st.overflowTotal++;
      return hit;
    }
    checkId(lo);
    checkId(hi);
    const r = lo === TOP ? TOP : joinUncached(lo, hi);
    if (memoSize >= MEMO_CAP) {
      memo.clear();
      memoRows.fill(undefined);
      memoSize = 0;
    }
    memoSize++;
    if (small) memo.set(lo * ID_SPACE + hi, r);
    else {
      let row = memoRows[hi];
      if (row === undefined) {
        row = new Map<number, number>();
        memoRows[hi] = row;
      }
      row.set(lo, r);
    }
    return r;
  };

  const joinAll = (ids: readonly number[]): number => {
    if (!Array.isArray(ids)) throw env.error('INVALID_LABEL_ID', { id: -1 });
    const max = st.budgets.maxClosureSteps;
    if (ids.length > max) {
      for (const id of ids) checkId(id);
      return t.recordOverflow('MAX_CLOSURE_STEPS_EXCEEDED', max, ids.length);
    }
    if (ids.length === 0) return LITERAL;
    let acc = checkId(ids[0]);
    for (let i = 1; i < ids.length; i++) acc = join(acc, ids[i] as number);
    return acc;
  };

  const flowsTo = (a: number, b: number): boolean => {
    checkId(a);
    checkId(b);
    if (b === TOP) return true;
    if (a === TOP) return false;
    const x = descs[a] as LabelDescriptor;
    const y = descs[b] as LabelDescriptor;
    const readersOk =
      y.readers === 'Public'
        ? x.readers === 'Public'
        : x.readers === 'Public' || subset(y.readers, x.readers);
    const authorityOk =
      y.authority === 'Any'
        ? x.authority === 'Any'
        : x.authority === 'Any' || subset(y.authority, x.authority);
    return (
      subset(y.integrity, x.integrity) &&
      subset(x.confidentiality, y.confidentiality) &&
      readersOk &&
      authorityOk &&
      subset(x.origins, y.origins)
    );
  };

  return { join, joinAll, flowsTo };
}
