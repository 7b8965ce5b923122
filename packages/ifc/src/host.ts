/**
 * Host-only APIs: the three separate ways a label can gain a claim or lose a confidentiality
 * label. None is reachable from the VM's algebra object; no operation on values adds a claim.
 */

import { IfcError, type IfcReasonCode } from './errors.js';
import { coreOf } from './internal.js';
import type { HostActionRecord } from './label-core/index.js';
import type { LabelId, LabelTable } from './table.js';

/** A JSON value (what a verifier inspects). */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** A deterministic, pure predicate over a JSON value. Only `true` counts as a pass. */
export type VerifierPredicate = (value: JsonValue) => boolean;

/** Who performs a host action and why (recorded in the table; keep both short and non-secret). */
export interface HostActionInput {
  readonly by: string;
  readonly reason: string;
}

export type VerificationResult =
  | { readonly verified: true; readonly kind: string; readonly id: LabelId }
  | {
      readonly verified: false;
      readonly kind: string;
      readonly id: LabelId;
      readonly reason: Extract<IfcReasonCode, 'VERIFIER_REJECTED' | 'VERIFIER_THREW'>;
    };

const KIND = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const RECORD_TEXT = /^[^\u0000-\u001f\u007f]{1,200}$/;

function core(table: LabelTable) {
  const c = coreOf(table);
  if (c === undefined) throw new IfcError('INVALID_OPTIONS', { field: 'table' });
  return c;
}

function checkRecord(record: HostActionInput): void {
  if (record === null || typeof record !== 'object') {
    throw new IfcError('INVALID_HOST_RECORD', { field: 'record' });
  }
  for (const field of ['by', 'reason'] as const) {
    const v: unknown = record[field];
    if (typeof v !== 'string' || !RECORD_TEXT.test(v)) {
      throw new IfcError('INVALID_HOST_RECORD', { field });
    }
  }
}

function cloneJson(value: unknown, depth = 0): JsonValue {
  if (depth > 256) throw new IfcError('INVALID_VALUE', { field: 'depth' });
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new IfcError('INVALID_VALUE', { field: 'number' });
    return value;
  }
  if (Array.isArray(value)) return Object.freeze(value.map((v) => cloneJson(v, depth + 1)));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // fromEntries defines keys: an own `__proto__` key stays data, never a prototype.
    const out: Record<string, JsonValue> = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, cloneJson(v, depth + 1)]),
    );
    return Object.freeze(out);
  }
  throw new IfcError('INVALID_VALUE', { field: typeof value });
}

/**
 * Host-registered deterministic verifiers. The only way a label gains `Verified(Kind)`.
 */
export class VerifierRegistry {
  readonly #verifiers = new Map<string, VerifierPredicate>();

  /** Registers a pure predicate for `kind` (letters, digits, `_.-`; once per kind). */
  register(kind: string, predicate: VerifierPredicate): this {
    if (typeof kind !== 'string' || !KIND.test(kind)) {
      throw new IfcError('INVALID_VERIFIER_KIND', { field: 'kind' });
    }
    if (typeof predicate !== 'function') {
      throw new IfcError('INVALID_VERIFIER_KIND', { field: 'predicate' });
    }
    if (this.#verifiers.has(kind)) throw new IfcError('DUPLICATE_VERIFIER', { kind });
    this.#verifiers.set(kind, predicate);
    return this;
  }

  has(kind: string): boolean {
    return this.#verifiers.has(kind);
  }

  /** Registered kinds, sorted. */
  kinds(): readonly string[] {
    return [...this.#verifiers.keys()].sort();
  }

  /**
   * Runs the predicate on a frozen JSON copy of `value`. True only if it returns exactly
   * `true`; a throw counts as a rejection. Unknown kind: UNKNOWN_VERIFIER (fail closed).
   */
  check(kind: string, value: unknown): boolean {
    return this.#run(kind, value) === null;
  }

  #run(kind: string, value: unknown): VerificationResultReason | null {
    const predicate = this.#verifiers.get(kind);
    if (predicate === undefined) throw new IfcError('UNKNOWN_VERIFIER', { kind: safeKind(kind) });
    const copy = cloneJson(value);
    try {
      return predicate(copy) === true ? null : 'VERIFIER_REJECTED';
    } catch {
      return 'VERIFIER_THREW';
    }
  }

  /**
   * Verifies `value` (whose label is `id`) and, on a pass, returns the id of the label with
   * `Verified(kind)` added (and origin `verifier:<kind>`), recording the action. On a
   * rejection the label is unchanged. An unknown-top label stays unknown-top.
   */
  verify(
    table: LabelTable,
    id: LabelId,
    kind: string,
    value: unknown,
    record: HostActionInput = { by: 'verifier', reason: 'verified' },
  ): VerificationResult {
    const c = core(table);
    c.describe(id);
    checkRecord(record);
    const failed = this.#run(kind, value);
    if (failed !== null) return { verified: false, kind, id, reason: failed };
    const to = c.derive(id, {
      kind: 'verify',
      addClaims: [`Verified(${kind})`],
      removeConfidentiality: [],
      addOrigins: [`verifier:${kind}`],
      by: record.by,
      reason: record.reason,
    });
    return { verified: true, kind, id: to };
  }
}

type VerificationResultReason = 'VERIFIER_REJECTED' | 'VERIFIER_THREW';

const safeKind = (kind: unknown): string =>
  typeof kind === 'string' && KIND.test(kind) ? kind : '(invalid)';

/** Endorsement: a trusted subsystem approves a value; adds `Trusted`. Recorded in the table. */
export function endorse(
  table: LabelTable,
  id: LabelId,
  record: HostActionInput,
): { readonly id: LabelId; readonly record: HostActionRecord } {
  const c = core(table);
  c.describe(id);
  checkRecord(record);
  const to = c.derive(id, {
    kind: 'endorse',
    addClaims: ['Trusted'],
    removeConfidentiality: [],
    addOrigins: [],
    by: record.by,
    reason: record.reason,
  });
  return { id: to, record: c.actions().at(-1) as HostActionRecord };
}

/**
 * Declassification: removes the named confidentiality labels (nothing else). Recorded with
 * who and why. Integrity is unchanged (declassifying does not make a value trusted).
 */
export function declassify(
  table: LabelTable,
  id: LabelId,
  labels: readonly string[],
  record: HostActionInput,
): { readonly id: LabelId; readonly record: HostActionRecord } {
  const c = core(table);
  c.describe(id);
  checkRecord(record);
  if (!Array.isArray(labels) || labels.length === 0) {
    throw new IfcError('INVALID_HOST_RECORD', { field: 'labels' });
  }
  for (const l of labels) {
    if (typeof l !== 'string' || !RECORD_TEXT.test(l)) {
      throw new IfcError('INVALID_HOST_RECORD', { field: 'labels' });
    }
  }
  const to = c.derive(id, {
    kind: 'declassify',
    addClaims: [],
    removeConfidentiality: labels,
    addOrigins: [],
    by: record.by,
    reason: record.reason,
  });
  return { id: to, record: c.actions().at(-1) as HostActionRecord };
}
