/**
 * Witnesses: a redacted, bounded explanation of which origins reached a label (ids, claims,
 * label names and origin ids only), walked breadth-first under the depth and closure-step
 * budgets, with a stable hash of its canonical JSON.
 */
import type { LabelDescriptor } from '../summary.js';
import { type CoreEnv, MAX_STRING, SAFE, TOP } from './env.js';
import { sortUnique } from './sets.js';
import { sha256Hex } from './sha256.js';
import type { LabelViews } from './summaries.js';
import type { LabelStore } from './table.js';
import type { LabelVia, Witness, WitnessNode } from './types.js';

export type WitnessFn = (
  id: number,
  maxDepth: number | undefined,
  argument: string | undefined,
) => Witness;

export function createWitness(env: CoreEnv, t: LabelStore, views: LabelViews): WitnessFn {
  const { st, checkId } = t;
  const { error, out } = env;
  const { describeOwn } = views;

  /** The depth a request may render to: the budget, or less when the caller asks. */
  const depthLimitOf = (maxDepth: number | undefined, argument: string | undefined): number => {
    let depthLimit = st.budgets.maxWitnessDepth;
    if (maxDepth !== undefined) {
      if (typeof maxDepth !== 'number' || !Number.isInteger(maxDepth) || maxDepth < 0) {
        throw error('INVALID_WITNESS_REQUEST', { field: 'maxDepth' });
      }
      if (maxDepth < depthLimit) depthLimit = maxDepth;
    }
    if (
      argument !== undefined &&
      (typeof argument !== 'string' || argument.length > MAX_STRING || !SAFE.test(argument))
    ) {
      throw error('INVALID_WITNESS_REQUEST', { field: 'argument' });
    }
    return depthLimit;
  };

  return (id, maxDepth, argument) => {
    checkId(id);
    const depthLimit = depthLimitOf(maxDepth, argument);
    const reasons: string[] = [];
    const nodes: WitnessNode[] = [];
    const seen = new Set<number>([id]);
    let frontier = [id];
    let steps = 0;
    let cut = false;
    for (let depth = 0; frontier.length > 0 && !cut; depth++) {
      const next: number[] = [];
      for (const n of frontier) {
        if (steps >= st.budgets.maxClosureSteps) {
          if (reasons.indexOf('MAX_CLOSURE_STEPS_EXCEEDED') < 0) {
            reasons.push('MAX_CLOSURE_STEPS_EXCEEDED');
          }
          cut = true;
          break;
        }
        steps++;
        const d: LabelDescriptor = describeOwn(n);
        const ps = st.parentsOf[n] as readonly number[];
        const expand = depth < depthLimit;
        if (!expand && ps.length > 0 && reasons.indexOf('MAX_WITNESS_DEPTH_EXCEEDED') < 0) {
          reasons.push('MAX_WITNESS_DEPTH_EXCEEDED');
        }
        // keys in sorted order: JSON.stringify of the body is then canonical JSON
        nodes.push({
          confidentiality: out(d.confidentiality),
          depth,
          id: n,
          integrity: out(d.integrity),
          originCount: d.origins.length,
          parents: expand ? out(ps) : [],
          truncated: d.truncated,
          via: st.vias[n] as LabelVia,
        });
        if (expand) {
          for (const p of ps) {
            if (!seen.has(p)) {
              seen.add(p);
              next.push(p);
            }
          }
        }
      }
      frontier = next;
    }
    if (id === TOP) reasons.push('UNKNOWN_TOP');
    const body = {
      argument: argument === undefined ? null : argument,
      nodes,
      origins: out(describeOwn(id).origins),
      reasons: sortUnique(reasons),
      root: id,
      truncated: reasons.length > 0,
    };
    // Every key above (and in the nodes) is in sorted order and every other value is a
    // string, number, boolean, null or array, so JSON.stringify gives canonical JSON.
    return Object.freeze({ ...body, hash: 'sha256:' + sha256Hex(JSON.stringify(body)) });
  };
}
