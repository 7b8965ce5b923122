/**
 * Module-private link from a LabelTable to its core, so the host-only APIs (verify, endorse,
 * declassify) can derive labels without the table exposing a claim-adding method.
 * Not exported from index.ts.
 */
import type { LabelCore } from './core.js';

const cores = new WeakMap<object, LabelCore>();

export function linkCore(table: object, core: LabelCore): void {
  cores.set(table, core);
}

export function coreOf(table: object): LabelCore | undefined {
  return cores.get(table);
}
