/**
 * What a label reads as: its descriptor, its O(1) summary (cached per label), and the
 * summary of a descriptor the table does not store. Unknown-top describes itself with every
 * confidentiality label seen so far (cached until a new one is seen).
 */
import type { DependencySummary, IntegrityClaim, LabelDescriptor } from '../summary.js';
import { type CoreEnv, EMPTY, TOP } from './env.js';
import { union } from './sets.js';
import type { LabelStore } from './table.js';
import type { Validator } from './validate.js';

export interface LabelViews {
  /** The stored descriptor (frozen on the host; never handed out in the VM). */
  describeOwn(id: number): LabelDescriptor;
  describe(id: number): LabelDescriptor;
  summarize(id: number): DependencySummary;
  /**
   * The summary a descriptor's label has, read off the validated descriptor without storing
   * it (a host summarising labels the VM made need not keep them). When interning would give
   * unknown-top (truncated, or over the origin budget), the summary is unknown-top listing the
   * descriptor's confidentiality and the known labels: what the label's maker saw, rather
   * than every label this table has seen (which depends on its history). Records nothing.
   */
  summarizeDescriptor(d: unknown): DependencySummary;
}

export function createViews(env: CoreEnv, t: LabelStore, v: Validator): LabelViews {
  const { st, checkId } = t;
  const { descs, summaries, seenConfidentiality } = st;
  const { own, freezeArr, outReaders } = env;
  const FREEZE = env.freeze;
  let topSummary: DependencySummary | undefined;
  let topDescriptor: LabelDescriptor | undefined;
  let topUniverseSize = -1;

  const describeTop = (): LabelDescriptor => {
    if (topDescriptor === undefined || topUniverseSize !== seenConfidentiality.size) {
      topUniverseSize = seenConfidentiality.size;
      topDescriptor = Object.freeze({
        integrity: Object.freeze([]) as readonly IntegrityClaim[],
        confidentiality: freezeArr(t.universe()),
        readers: Object.freeze([]) as readonly string[],
        authority: Object.freeze([]) as readonly string[],
        origins: Object.freeze([]) as readonly string[],
        truncated: true,
      });
      topSummary = undefined;
    }
    return topDescriptor;
  };

  const describeOwn = (id: number): LabelDescriptor => {
    checkId(id);
    return id === TOP ? describeTop() : (descs[id] as LabelDescriptor);
  };
  const describe = (id: number): LabelDescriptor => {
    const d = describeOwn(id);
    if (FREEZE) return d;
    return {
      integrity: d.integrity.slice(),
      confidentiality: d.confidentiality.slice(),
      readers: outReaders(d.readers),
      authority: d.authority === 'Any' ? 'Any' : d.authority.slice(),
      origins: d.origins.slice(),
      truncated: d.truncated,
    };
  };

  const summarizeOwn = (id: number): DependencySummary => {
    checkId(id);
    if (id === TOP) {
      const d = describeTop();
      if (topSummary === undefined) {
        topSummary = Object.freeze({
          integrity: d.integrity,
          confidentiality: d.confidentiality,
          readers: Object.freeze([]) as readonly string[],
          authority: Object.freeze([]) as readonly string[],
          originCount: 0,
          truncated: true,
        });
      }
      return topSummary;
    }
    const cached = summaries[id];
    if (cached !== undefined) return cached;
    const d = descs[id] as LabelDescriptor;
    const s: DependencySummary = Object.freeze({
      integrity: d.integrity,
      confidentiality: d.confidentiality,
      readers: d.readers,
      // 'Any' (no constraint from any dependency) is not a set the policy can read: a
      // summary reports no authority for it (fail closed).
      authority: d.authority === 'Any' ? (Object.freeze([]) as readonly string[]) : d.authority,
      originCount: d.origins.length,
      truncated: false,
    });
    summaries[id] = s;
    return s;
  };
  const summarize = (id: number): DependencySummary => {
    const s = summarizeOwn(id);
    if (FREEZE) return s;
    return {
      integrity: s.integrity.slice(),
      confidentiality: s.confidentiality.slice(),
      readers: outReaders(s.readers),
      authority: s.authority.slice(),
      originCount: s.originCount,
      truncated: s.truncated,
    };
  };

  const summarizeDescriptor = (d: unknown): DependencySummary => {
    const p = v.parseDescriptor(d, []);
    if (p.truncated || p.origins.length > st.budgets.maxParentsPerValue) {
      const top: DependencySummary = {
        integrity: EMPTY,
        confidentiality: own(union(p.confidentiality, st.known).slice()),
        readers: EMPTY,
        authority: EMPTY,
        originCount: 0,
        truncated: true,
      };
      return FREEZE ? Object.freeze(top) : top;
    }
    const s: DependencySummary = {
      integrity: own(p.integrity) as readonly IntegrityClaim[],
      confidentiality: own(p.confidentiality),
      readers: p.readers === 'Public' ? 'Public' : own(p.readers),
      authority: p.authority === 'Any' ? EMPTY : own(p.authority),
      originCount: p.origins.length,
      truncated: false,
    };
    return FREEZE ? Object.freeze(s) : s;
  };

  return { describeOwn, describe, summarize, summarizeDescriptor };
}
