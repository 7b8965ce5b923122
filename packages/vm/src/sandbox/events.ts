/**
 * Parsing and validation of the JSON events the in-VM runtime emits (fail closed:
 * anything off-protocol is a PROTOCOL_VIOLATION).
 */
import { VmError } from '../errors.js';
import type { CallArgument, JsonValue, PendingCall, PlanException, PlanResult } from './types.js';

/** Label descriptions an event carries, by label id (see the protocol's `labels`). */
export type LabelDescriptions = ReadonlyMap<number, unknown>;

export type VmEvent =
  | { readonly kind: 'call'; readonly call: PendingCall; readonly labels: LabelDescriptions }
  | { readonly kind: 'done'; readonly result: PlanResult; readonly labels: LabelDescriptions }
  | { readonly kind: 'error'; readonly exception: PlanException };

const NO_LABELS: LabelDescriptions = new Map();
const ID_KEY = /^(?:0|[1-9][0-9]{0,15})$/;

function parseLabels(raw: unknown): LabelDescriptions {
  if (raw === undefined) return NO_LABELS;
  if (!isObj(raw)) throw violation('labels-shape');
  const out = new Map<number, unknown>();
  for (const [k, v] of Object.entries(raw)) {
    if (!ID_KEY.test(k)) throw violation('labels-shape');
    addDescription(out, Number(k), v);
  }
  return out;
}

const violation = (reason: string): VmError =>
  new VmError('PROTOCOL_VIOLATION', 'the in-VM runtime emitted an off-protocol event', { reason });

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function isJson(v: unknown, depth = 0): v is JsonValue {
  if (depth > 512) return false;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isJson(x, depth + 1));
  if (isObj(v)) return Object.values(v).every((x) => isJson(x, depth + 1));
  return false;
}

/** Adds one validated call argument to `out` (both event forms use this). */
function addArgument(
  out: Record<string, CallArgument>,
  argName: unknown,
  value: unknown,
  label: unknown,
  deepLabel: unknown,
  valueId: unknown,
): void {
  if (
    typeof argName !== 'string' ||
    argName === '__proto__' ||
    Object.hasOwn(out, argName) ||
    !isId(label) ||
    !isId(deepLabel) ||
    typeof valueId !== 'string'
  ) {
    throw violation('argument-shape');
  }
  if (!isJson(value)) throw violation('argument-value');
  out[argName] = { value, label, deepLabel, valueId };
}

/** Adds one validated label description to `out` (both event forms use this). */
function addDescription(out: Map<number, unknown>, id: unknown, description: unknown): void {
  if (!isId(id) || !isJson(description)) throw violation('labels-shape');
  out.set(id, description);
}

export function parseEvent(text: string, externalFunctions: ReadonlySet<string>): VmEvent {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw violation('json');
  }
  if (Array.isArray(raw)) return parseCompactCall(raw, externalFunctions);
  if (!isObj(raw)) throw violation('shape');
  switch (raw.kind) {
    case 'call': {
      const { callId, name, args, pcLabel, importedLabel } = raw;
      if (
        !isId(callId) ||
        typeof name !== 'string' ||
        !isObj(args) ||
        !isId(pcLabel) ||
        (importedLabel !== undefined && !isId(importedLabel))
      ) {
        throw violation('call-shape');
      }
      if (!externalFunctions.has(name)) throw violation('unregistered-function');
      const out: Record<string, CallArgument> = {};
      for (const [argName, a] of Object.entries(args)) {
        if (!isObj(a)) throw violation('argument-shape');
        addArgument(out, argName, a.value, a.label, a.deepLabel, a.valueId);
      }
      return {
        kind: 'call',
        call: {
          callId,
          name,
          args: out,
          pcLabel,
          ...(importedLabel === undefined ? {} : { importedLabel }),
        },
        labels: parseLabels(raw.labels),
      };
    }
    case 'done': {
      const { value, label, deepLabel } = raw;
      if (!isId(label) || !isId(deepLabel)) throw violation('done-shape');
      const v = value === undefined ? null : value;
      if (!isJson(v)) throw violation('done-value');
      return {
        kind: 'done',
        result: { value: v, label, deepLabel },
        labels: parseLabels(raw.labels),
      };
    }
    case 'error': {
      const { code, message, label } = raw;
      if (typeof code !== 'string' || typeof message !== 'string' || !isId(label)) {
        throw violation('error-shape');
      }
      return { kind: 'error', exception: { code, message, label } };
    }
    default:
      throw violation('kind');
  }
}

/**
 * The compact call form the prelude emits: `["call", callId, name, pcLabel,
 * [argName, value, label, deepLabel, valueId, ...], [labelId, description, ...]]`, and in
 * strict mode a seventh element, the imported label.
 */
function parseCompactCall(raw: unknown[], externalFunctions: ReadonlySet<string>): VmEvent {
  const [kind, callId, name, pcLabel, args, labels, importedLabel] = raw;
  if (
    (raw.length !== 6 && raw.length !== 7) ||
    (raw.length === 7 && !isId(importedLabel)) ||
    kind !== 'call' ||
    !isId(callId) ||
    typeof name !== 'string' ||
    !isId(pcLabel) ||
    !Array.isArray(args) ||
    args.length % 5 !== 0 ||
    !Array.isArray(labels) ||
    labels.length % 2 !== 0
  ) {
    throw violation('call-shape');
  }
  if (!externalFunctions.has(name)) throw violation('unregistered-function');
  const out: Record<string, CallArgument> = {};
  for (let i = 0; i < args.length; i += 5) {
    addArgument(out, args[i], args[i + 1], args[i + 2], args[i + 3], args[i + 4]);
  }
  const described = new Map<number, unknown>();
  for (let i = 0; i < labels.length; i += 2) addDescription(described, labels[i], labels[i + 1]);
  const call: PendingCall =
    raw.length === 7
      ? { callId, name, args: out, pcLabel, importedLabel: importedLabel as number }
      : { callId, name, args: out, pcLabel };
  return { kind: 'call', call, labels: described };
}

export { isJson };
