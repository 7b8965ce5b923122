/** Execution-context summaries and propagation modes. */

import { IfcError } from './errors.js';
import type { EffectCounters, ExecutionContextSummary } from './summary.js';
import type { LabelId, LabelTable } from './table.js';

/** `Normal`: direct data dependencies. `Strict`: also the control context (pc label). */
export type PropagationMode = 'Normal' | 'Strict';

export const PROPAGATION_MODES = ['Normal', 'Strict'] as const satisfies readonly PropagationMode[];

/** The label a result carries: in Strict mode the pc label is joined in. */
export function propagate(
  table: LabelTable,
  mode: PropagationMode,
  result: LabelId,
  pc: LabelId,
): LabelId {
  if (mode === 'Strict') return table.join(result, pc);
  if (mode === 'Normal') return result;
  // Unknown mode: fail closed (treat as Strict).
  return table.join(result, pc);
}

/**
 * The control context of an effect, from the pc label id and the effect counters.
 * `controlDependencies` are the origins of the pc label (the calls/inputs that steered
 * control flow). An unknown-top pc yields a truncated summary listing every known
 * confidentiality label.
 */
export function executionContextSummary(
  table: LabelTable,
  pc: LabelId,
  counters: EffectCounters,
): ExecutionContextSummary {
  const d = table.describe(pc);
  const count = (v: unknown, field: string): number => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw new IfcError('INVALID_OPTIONS', { field });
    }
    return v;
  };
  if (counters === null || typeof counters !== 'object') {
    throw new IfcError('INVALID_OPTIONS', { field: 'effectCounters' });
  }
  const total = count(counters.total, 'effectCounters.total');
  const source: unknown = counters.perTool;
  if (source === null || typeof source !== 'object' || Array.isArray(source)) {
    throw new IfcError('INVALID_OPTIONS', { field: 'effectCounters.perTool' });
  }
  const perTool: Record<string, number> = {};
  for (const k of Object.keys(source).sort()) {
    const n = count((source as Record<string, unknown>)[k], 'effectCounters.perTool');
    // Defined, not assigned, for `__proto__`: a tool of that name keeps its count.
    if (k !== '__proto__') perTool[k] = n;
    else Object.defineProperty(perTool, k, { value: n, enumerable: true, writable: true });
  }
  return Object.freeze({
    pcIntegrity: d.integrity,
    pcConfidentiality: d.confidentiality,
    controlDependencies: d.origins,
    effectCounters: Object.freeze({ total, perTool: Object.freeze(perTool) }),
    truncated: d.truncated,
  });
}
