/**
 * Validation, failing closed: budgets, string sets (unknown fields, bad strings, bad claims)
 * and label descriptors, into the normalised form the table stores (`Parsed`).
 */
import { type CoreEnv, ID_SPACE, MAX_STRING, SAFE, VERIFIED } from './env.js';
import { sortUnique } from './sets.js';
import type { LabelBudgets, Parsed } from './types.js';

/** Decoded origin sets at least this long are remembered in `vetted` (host only). */
const VET_MIN = 8;
const BUDGET_NAMES = ['maxValues', 'maxParentsPerValue', 'maxClosureSteps', 'maxWitnessDepth'];
const DESCRIPTOR_FIELDS = [
  'integrity',
  'confidentiality',
  'readers',
  'authority',
  'origins',
  'truncated',
];

export interface Validator {
  checkBudgets(b: unknown): LabelBudgets;
  /** A valid string set, sorted and de-duplicated (a fresh array, or a vetted frozen one). */
  checkStrings(v: unknown, field: string, claims: boolean): readonly string[];
  /** Freezes a set checkStrings returned and remembers it as vetted (host, long sets only). */
  vet(r: readonly string[]): readonly string[];
  /** A descriptor object (with no fields but its own and `extra`), normalised. */
  parseDescriptor(d: unknown, extra: readonly string[]): Parsed;
}

export function createValidator(env: CoreEnv): Validator {
  const { error, vetted } = env;
  const FREEZE = env.freeze;

  const checkBudgets = (b: unknown): LabelBudgets => {
    const o = b as Record<string, unknown> | null;
    if (o === null || typeof o !== 'object') throw error('INVALID_BUDGETS', { field: 'budgets' });
    for (const k of Object.keys(o)) {
      if (BUDGET_NAMES.indexOf(k) < 0) throw error('INVALID_BUDGETS', { field: 'unknown' });
    }
    for (const k of BUDGET_NAMES) {
      const v = o[k];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > ID_SPACE) {
        throw error('INVALID_BUDGETS', { field: k });
      }
    }
    if ((o.maxValues as number) < 2) throw error('INVALID_BUDGETS', { field: 'maxValues' });
    return {
      maxValues: o.maxValues as number,
      maxParentsPerValue: o.maxParentsPerValue as number,
      maxClosureSteps: o.maxClosureSteps as number,
      maxWitnessDepth: o.maxWitnessDepth as number,
    };
  };

  const checkStrings = (v: unknown, field: string, claims: boolean): readonly string[] => {
    if (!Array.isArray(v)) throw error('INVALID_DESCRIPTOR', { field });
    // Frozen by a core after the checks below (and never claims): nothing left to check.
    if (!claims && vetted !== null && vetted.has(v)) return v as readonly string[];
    // One pass: validate each member and see whether the set already arrives sorted and
    // duplicate-free (wire strings and stored labels do), so most sets are never sorted.
    let ordered = true;
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x !== 'string' || x.length > MAX_STRING || !SAFE.test(x)) {
        throw error('INVALID_DESCRIPTOR', { field });
      }
      if (claims && x !== 'Trusted' && !VERIFIED.test(x)) {
        throw error('INVALID_DESCRIPTOR', { field });
      }
      if (ordered && i > 0 && !((v[i - 1] as string) < x)) ordered = false;
    }
    return ordered ? (v as string[]).slice() : sortUnique(v as string[]);
  };

  const vet = (r: readonly string[]): readonly string[] => {
    if (vetted !== null && FREEZE && r.length >= VET_MIN) {
      Object.freeze(r);
      vetted.add(r);
    }
    return r;
  };

  const parseDescriptor = (d: unknown, extra: readonly string[]): Parsed => {
    if (d === null || typeof d !== 'object' || Array.isArray(d)) {
      throw error('INVALID_DESCRIPTOR', { field: 'descriptor' });
    }
    const o = d as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (DESCRIPTOR_FIELDS.indexOf(k) < 0 && extra.indexOf(k) < 0) {
        throw error('INVALID_DESCRIPTOR', { field: 'unknown' });
      }
    }
    for (const k of DESCRIPTOR_FIELDS) {
      if (k !== 'truncated' && !(k in o)) throw error('INVALID_DESCRIPTOR', { field: k });
    }
    const t = o.truncated;
    if (t !== undefined && typeof t !== 'boolean') {
      throw error('INVALID_DESCRIPTOR', { field: 'truncated' });
    }
    return {
      integrity: checkStrings(o.integrity, 'integrity', true),
      confidentiality: checkStrings(o.confidentiality, 'confidentiality', false),
      readers: o.readers === 'Public' ? 'Public' : checkStrings(o.readers, 'readers', false),
      authority: o.authority === 'Any' ? 'Any' : checkStrings(o.authority, 'authority', false),
      origins: checkStrings(o.origins, 'origins', false),
      truncated: t === true,
    };
  };

  return { checkBudgets, checkStrings, vet, parseDescriptor };
}
