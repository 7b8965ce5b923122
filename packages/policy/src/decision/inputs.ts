/**
 * Shape checks of what a caller hands the engine: anything of another shape is denied
 * (fail closed), never trusted.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import type { ArgumentInput } from './types.js';

/** Whether `a` has the shape of an argument input (the engine denies any other, fail closed). */
export function isArgumentInput(a: unknown): a is ArgumentInput {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  return isSummary(x.summary) && typeof x.payloadBytes === 'number' && x.payloadBytes >= 0;
}

export function isSummary(s: unknown): s is DependencySummary {
  if (typeof s !== 'object' || s === null) return false;
  const x = s as Record<string, unknown>;
  return (
    Array.isArray(x.integrity) &&
    Array.isArray(x.confidentiality) &&
    (x.readers === 'Public' || Array.isArray(x.readers)) &&
    typeof x.truncated === 'boolean'
  );
}

/** Whether `c` has the shape of an execution-context summary. */
export function isContext(c: unknown): c is ExecutionContextSummary {
  if (typeof c !== 'object' || c === null) return false;
  const x = c as Record<string, unknown>;
  const counters = x.effectCounters as Record<string, unknown> | undefined;
  return (
    Array.isArray(x.pcIntegrity) &&
    Array.isArray(x.pcConfidentiality) &&
    typeof x.truncated === 'boolean' &&
    typeof counters === 'object' &&
    counters !== null &&
    typeof counters.total === 'number' &&
    typeof counters.perTool === 'object' &&
    counters.perTool !== null
  );
}
