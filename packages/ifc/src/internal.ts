/**
 * Module-private link from a LabelTable to its core, so the host-only APIs (verify, endorse,
 * declassify) can derive labels without the table exposing a claim-adding method.
 * Not exported from index.ts.
 */
import type { LabelCore } from './label-core/index.js';

const cores = new WeakMap<object, LabelCore>();

export function linkCore(table: object, core: LabelCore): void {
  cores.set(table, core);
}

export function coreOf(table: object): LabelCore | undefined {
  return cores.get(table);
}

/**
 * Frozen string sets a host core has validated (sorted, unique, safe): shared by every host
 * core so a descriptor one decoded is not validated again by another (see createLabelCore).
 */
export const VETTED_SETS = new WeakSet<object>();
