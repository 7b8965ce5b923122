/**
 * Interning: the table state, storing a label under its wire key, the id check, budgets
 * on the number of labels and of origins (an overflow gives unknown-top and is recorded),
 * and `intern` itself, with the fast path for a tool result's label.
 */
import type { IntegrityClaim, LabelDescriptor } from '../summary.js';
import { type CoreEnv, EMPTY, MAX_OVERFLOW_RECORDS, MAX_STRING, SAFE, TOP } from './env.js';
import { sortUnique } from './sets.js';
import type { CoreState, LabelBudgets, LabelVia, Parsed } from './types.js';
import type { Validator } from './validate.js';
import { FIELD, keyOf, MAX_WIRE, SEP, TOP_MARK, topWire, type WireCodec } from './wire.js';

export interface LabelStore {
  readonly st: CoreState;
  /** Stores a new label (no budget check) and returns its id. */
  store(p: Parsed, key: string, via: LabelVia, parents: readonly number[]): number;
  /** Interns a normalised label: existing id, new id, or unknown-top on overflow. */
  internParsed(p: Parsed, via: LabelVia, parents: readonly number[]): number;
  /** Counts an overflow (records the first MAX_OVERFLOW_RECORDS) and returns unknown-top. */
  recordOverflow(code: string, limit: number, observed: number): number;
  checkId(id: unknown): number;
  /** Interns a descriptor object or its wire string (a known key is one lookup). */
  intern(d: unknown): number;
  /** The wire string of a label id (see keyOf); unknown-top lists its universe. */
  encode(id: number): string;
  /** Every confidentiality label seen, sorted: unknown-top's. */
  universe(): readonly string[];
}

export function createStore(
  env: CoreEnv,
  v: Validator,
  codec: WireCodec,
  budgets: LabelBudgets,
  known: string[],
): LabelStore {
  const { own, freezeArr, error } = env;
  const FREEZE = env.freeze;
  const st: CoreState = {
    budgets,
    known,
    descs: [],
    vias: [],
    parentsOf: [],
    summaries: [],
    byKey: new Map<string, number>(),
    keys: [],
    memoRows: [],
    overflowRecords: [],
    overflowTotal: 0,
    actionLog: [],
    seenConfidentiality: new Set<string>(known),
  };
  const { descs, byKey, keys, seenConfidentiality } = st;

  const recordOverflow = (code: string, limit: number, observed: number): number => {
    st.overflowTotal++;
    if (st.overflowRecords.length < MAX_OVERFLOW_RECORDS) {
      st.overflowRecords.push(Object.freeze({ code, limit, observed }));
    }
    return TOP;
  };

  const store = (p: Parsed, key: string, via: LabelVia, parents: readonly number[]): number => {
    const id = descs.length;
    const d: LabelDescriptor = {
      integrity: own(p.integrity) as readonly IntegrityClaim[],
      confidentiality: own(p.confidentiality),
      readers: p.readers === 'Public' ? 'Public' : own(p.readers),
      authority: p.authority === 'Any' ? 'Any' : own(p.authority),
      origins: own(p.origins),
      truncated: false,
    };
    descs.push(FREEZE ? Object.freeze(d) : d);
    st.vias.push(via);
    st.parentsOf.push(freezeArr(parents));
    st.summaries.push(undefined);
    st.memoRows.push(undefined);
    keys.push(key);
    const conf = p.confidentiality;
    for (let i = 0; i < conf.length; i++) seenConfidentiality.add(conf[i] as string);
    if (id !== TOP) byKey.set(key, id);
    return id;
  };

  const internParsed = (p: Parsed, via: LabelVia, parents: readonly number[]): number => {
    if (p.truncated) return TOP;
    const b = st.budgets;
    if (p.origins.length > b.maxParentsPerValue) {
      return recordOverflow(
        'MAX_PARENTS_PER_VALUE_EXCEEDED',
        b.maxParentsPerValue,
        p.origins.length,
      );
    }
    const key = keyOf(p);
    const existing = byKey.get(key);
    if (existing !== undefined) return existing;
    if (descs.length >= b.maxValues) {
      return recordOverflow('MAX_VALUES_EXCEEDED', b.maxValues, descs.length + 1);
    }
    return store(p, key, via, parents);
  };

  const checkId = (id: unknown): number => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= descs.length) {
      throw error('INVALID_LABEL_ID', { id: typeof id === 'number' ? id : -1 });
    }
    return id;
  };

  /**
   * A tool result's label: a head seen before (the tool's output labels) and one fresh origin.
   * When the head is cached and canonical and the origin is one valid string, the wire text
   * is already the label's key: store it without re-parsing or re-keying. Anything else
   * (several origins, a new head, a bad string, a full table) takes the general path, which
   * validates, fails closed and records overflows exactly as before.
   */
  const internOneOrigin = (s: string): number | undefined => {
    if (s.length > MAX_WIRE || s.charAt(0) === TOP_MARK) return undefined;
    const cut = s.lastIndexOf(FIELD);
    if (cut < 0) return undefined;
    const h = codec.canonicalHead(s.slice(0, cut));
    if (h === undefined) return undefined;
    const origin = s.slice(cut + 1);
    if (origin === '' || origin.length > MAX_STRING || origin.indexOf(SEP) >= 0) return undefined;
    if (!SAFE.test(origin) || descs.length >= st.budgets.maxValues) return undefined;
    if (st.budgets.maxParentsPerValue < 1) return undefined;
    const p: Parsed = {
      integrity: h.integrity,
      confidentiality: h.confidentiality,
      readers: h.readers,
      authority: h.authority,
      origins: [origin],
      truncated: false,
    };
    return store(p, s, 'intern', EMPTY);
  };

  const intern = (d: unknown): number => {
    if (typeof d === 'string') {
      const hit = byKey.get(d);
      if (hit !== undefined) return hit;
      const fresh = internOneOrigin(d);
      if (fresh !== undefined) return fresh;
      return internParsed(codec.parseWire(d), 'intern', []);
    }
    return internParsed(v.parseDescriptor(d, []), 'intern', []);
  };

  const universe = (): readonly string[] => sortUnique(Array.from(seenConfidentiality));

  const encode = (id: number): string => {
    checkId(id);
    if (id === TOP) return topWire(universe());
    return keys[id] as string;
  };

  return { st, store, internParsed, recordOverflow, checkId, intern, encode, universe };
}
