/**
 * What every module of one core shares besides its table: the constants, the error hook,
 * and how stored arrays are kept and handed out (frozen on the host, copied in the VM).
 */
import type { Readers } from '../summary.js';
import type { LabelCoreFail } from './types.js';

/** 2 ** 21: ids fit the memo key a * 2**21 + b exactly (and bound every budget). */
export const ID_SPACE = 2097152;
/** Id of unknown-top (absorbing; a budget overflowed). */
export const TOP = 0;
/** Id of the literal label (a plan constant: Trusted, no origin). */
export const LITERAL = 1;
export const MAX_OVERFLOW_RECORDS = 64;
/** Longest string a label may hold (a claim, a confidentiality label, a principal, an origin). */
export const MAX_STRING = 200;
/** A stored string: no control characters (the wire form's separators are control characters). */
export const SAFE = /^[^\u0000-\u001f\u007f]+$/;
export const VERIFIED = /^Verified\([A-Za-z][A-Za-z0-9_.-]{0,63}\)$/;

/** Shared by every core: a frozen empty array (what empty sets are stored as). */
export const EMPTY: readonly never[] = Object.freeze([]);

/** The per-core helpers (see createEnv). */
export interface CoreEnv {
  /** Builds the error to throw: the host's (IfcError) or, in the VM, an Error with code/data. */
  readonly error: (code: string, data: Readonly<Record<string, string | number>>) => Error;
  /** Host: stored labels are frozen and handed out as they are. VM: unfrozen, handed out copied. */
  readonly freeze: boolean;
  /** Stores a fresh (never caller-owned) array: the shared empty one, frozen on the host. */
  readonly own: <T>(xs: readonly T[]) => readonly T[];
  /** Stores a copy of an array (see own). */
  readonly freezeArr: <T>(xs: readonly T[]) => readonly T[];
  /** Hands out a stored array: itself on the host, a copy in the VM. */
  readonly out: <T>(xs: readonly T[]) => readonly T[];
  readonly outReaders: (r: Readers) => Readers;
  /** Frozen sets some host core already validated (host only; see createLabelCore). */
  readonly vetted: WeakSet<object> | null;
}

export function createEnv(
  freeze: boolean,
  fail: LabelCoreFail | null,
  vetted: WeakSet<object> | null,
): CoreEnv {
  const error = (code: string, data: Readonly<Record<string, string | number>>): Error => {
    if (fail !== null) return fail(code, data);
    const e = new Error(code) as Error & { code?: string; data?: unknown };
    e.code = code;
    e.data = data;
    return e;
  };
  const own = <T>(xs: readonly T[]): readonly T[] =>
    xs.length === 0 ? EMPTY : freeze ? Object.freeze(xs) : xs;
  const freezeArr = <T>(xs: readonly T[]): readonly T[] => own(xs.slice());
  const out = <T>(xs: readonly T[]): readonly T[] => (freeze ? xs : xs.slice());
  const outReaders = (r: Readers): Readers => (r === 'Public' ? r : out(r));
  return { error, freeze, own, freezeArr, out, outReaders, vetted };
}
