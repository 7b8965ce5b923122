/**
 * The serialised table (`SerializedLabelTable`, version 2): the initial labels, export, and
 * restore, which validates everything it reads and fails closed with
 * INVALID_SERIALIZED_TABLE (so a restored table assigns the same ids as the one exported).
 */
import type { LabelDescriptor } from '../summary.js';
import { type CoreEnv, LITERAL, MAX_OVERFLOW_RECORDS, TOP } from './env.js';
import type { LabelStore } from './table.js';
import type { LabelVia, Parsed, SerializedLabel, SerializedLabelTable } from './types.js';
import type { Validator } from './validate.js';
import { keyOf } from './wire.js';

const TOP_PARSED: Parsed = {
  integrity: [],
  confidentiality: [],
  readers: [],
  authority: [],
  origins: [],
  truncated: false,
};
// A plan constant is Trusted and adds no origin: it is not a data source, so joining it
// into an Untrusted or Trusted value returns that value itself (no new label per use).
const LITERAL_PARSED: Parsed = {
  integrity: ['Trusted'],
  confidentiality: [],
  readers: 'Public',
  authority: 'Any',
  origins: [],
  truncated: false,
};
const VIA_NAMES = ['top', 'literal', 'intern', 'join', 'verify', 'endorse', 'declassify'];

/** Stores the two labels every table starts with: 0 = unknown-top, 1 = literal. */
export function storeInitial(t: LabelStore): void {
  t.store(TOP_PARSED, '', 'top', []);
  t.store(LITERAL_PARSED, keyOf(LITERAL_PARSED), 'literal', []);
}

export function exportState(t: LabelStore): SerializedLabelTable {
  const st = t.st;
  const labels: SerializedLabel[] = [];
  for (let i = 0; i < st.descs.length; i++) {
    const d = st.descs[i] as LabelDescriptor;
    labels.push({
      integrity: d.integrity.slice(),
      confidentiality: d.confidentiality.slice(),
      readers: d.readers === 'Public' ? 'Public' : d.readers.slice(),
      authority: d.authority === 'Any' ? 'Any' : d.authority.slice(),
      origins: d.origins.slice(),
      truncated: i === TOP,
      via: st.vias[i] as LabelVia,
      parents: (st.parentsOf[i] as readonly number[]).slice(),
    });
  }
  return {
    format: 'zamburak-label-table',
    version: 2,
    budgets: { ...st.budgets },
    knownConfidentiality: st.known.slice(),
    labels,
    overflows: st.overflowRecords.map((r) => ({ ...r })),
    overflowCount: st.overflowTotal,
    actions: st.actionLog.map((a) => ({ ...a, labels: a.labels.slice() })),
  };
}

type Bad = (field: string) => Error;

function restoreLabels(t: LabelStore, v: Validator, labels: unknown, bad: Bad): void {
  if (!Array.isArray(labels) || labels.length < 2 || labels.length > t.st.budgets.maxValues) {
    throw bad('labels');
  }
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as Record<string, unknown> | null;
    let p: Parsed;
    try {
      p = v.parseDescriptor(l, ['via', 'parents']);
    } catch {
      throw bad('labels');
    }
    const via = (l as Record<string, unknown>).via;
    const parents = (l as Record<string, unknown>).parents;
    if (typeof via !== 'string' || VIA_NAMES.indexOf(via) < 0) throw bad('via');
    if (!Array.isArray(parents) || parents.length > 2) throw bad('parents');
    for (const q of parents) {
      if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q >= i) throw bad('parents');
    }
    if (i === TOP) {
      if (via !== 'top' || !p.truncated || parents.length !== 0) throw bad('labels');
      t.store(TOP_PARSED, '', 'top', []);
      continue;
    }
    if (p.truncated) throw bad('labels');
    if (i === LITERAL && (via !== 'literal' || keyOf(p) !== keyOf(LITERAL_PARSED))) {
      throw bad('labels');
    }
    if (p.origins.length > t.st.budgets.maxParentsPerValue) throw bad('labels');
    const key = keyOf(p);
    if (t.st.byKey.has(key)) throw bad('labels');
    t.store(p, key, via as LabelVia, parents as number[]);
  }
}

function restoreOverflows(t: LabelStore, s: Record<string, unknown>, bad: Bad): void {
  const ovs = s.overflows;
  if (!Array.isArray(ovs) || ovs.length > MAX_OVERFLOW_RECORDS) throw bad('overflows');
  for (const r of ovs) {
    const o = r as Record<string, unknown> | null;
    if (
      o === null ||
      typeof o !== 'object' ||
      typeof o.code !== 'string' ||
      !/^[A-Z_]{1,64}$/.test(o.code) ||
      typeof o.limit !== 'number' ||
      typeof o.observed !== 'number'
    ) {
      throw bad('overflows');
    }
    t.st.overflowRecords.push(
      Object.freeze({ code: o.code, limit: o.limit, observed: o.observed }),
    );
  }
  if (
    typeof s.overflowCount !== 'number' ||
    !Number.isInteger(s.overflowCount) ||
    s.overflowCount < ovs.length
  ) {
    throw bad('overflowCount');
  }
  t.st.overflowTotal = s.overflowCount;
}

function restoreActions(env: CoreEnv, t: LabelStore, v: Validator, acts: unknown, bad: Bad) {
  if (!Array.isArray(acts)) throw bad('actions');
  for (const a of acts) {
    const o = a as Record<string, unknown> | null;
    if (
      o === null ||
      typeof o !== 'object' ||
      (o.kind !== 'verify' && o.kind !== 'endorse' && o.kind !== 'declassify') ||
      typeof o.from !== 'number' ||
      typeof o.to !== 'number' ||
      typeof o.by !== 'string' ||
      typeof o.reason !== 'string'
    ) {
      throw bad('actions');
    }
    let labelsOf: readonly string[];
    try {
      labelsOf = v.checkStrings(o.labels, 'labels', false);
    } catch {
      throw bad('actions');
    }
    t.st.actionLog.push(
      Object.freeze({
        kind: o.kind,
        from: o.from,
        to: o.to,
        labels: env.freezeArr(labelsOf),
        by: o.by,
        reason: o.reason,
      }),
    );
  }
}

/** Restores a serialised table into an empty store (its budgets replace the options'). */
export function restoreState(env: CoreEnv, t: LabelStore, v: Validator, raw: unknown): void {
  const bad: Bad = (field) => env.error('INVALID_SERIALIZED_TABLE', { field });
  if (raw === null || typeof raw !== 'object') throw bad('state');
  const s = raw as Record<string, unknown>;
  if (s.format !== 'zamburak-label-table') throw bad('format');
  // Version 1 gave the literal label the origin 'literal'; version 2 gives it none, which
  // changes every label a constant reached, so a v1 table cannot keep its ids: refused.
  if (s.version !== 2) throw bad('version');
  const st = t.st;
  st.budgets = v.checkBudgets(s.budgets);
  const kc = v.checkStrings(s.knownConfidentiality, 'knownConfidentiality', false);
  for (const c of kc) st.seenConfidentiality.add(c);
  for (const c of kc) if (st.known.indexOf(c) < 0) st.known.push(c);
  st.known.sort();
  restoreLabels(t, v, s.labels, bad);
  restoreOverflows(t, s, bad);
  restoreActions(env, t, v, s.actions, bad);
}
