/**
 * The recorded decisions of a log, with what the policy engine read to take them: the input
 * of `zamburak-policy trial`. The log is verified first (a trial over an altered log would
 * report changes nobody made). A record of version 2 carries `attrs.inputs` (payload sizes,
 * tokenised principals, verifier answers, authority) next to its argument and context
 * summaries; a record of version 1 has only the summaries and is returned without inputs,
 * so that the trial reports it as not re-checkable rather than guessing.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { type AuditSource, queryRows, withDb } from './db.js';
import { AuditError } from './errors.js';
import { INPUTS_RECORD_VERSION, SEALED_CONTEXT_SLOT, type VerificationAnswer } from './events.js';
import type { RecordRow } from './record.js';
import { normaliseKey } from './redaction.js';
import { InputSealer, sealContext } from './sealed-inputs.js';
import { verifyAuditLog } from './verify.js';

/** Records that carry a decision of the policy engine (or of a runtime check before it). */
export const DECISION_EVENTS: readonly string[] = [
  'effect_allowed',
  'effect_denied',
  'confirmation_requested',
  'draft_requested',
  'observed_would_deny',
];

/** One argument's recorded inputs: its summary, size, tokenised principals, verification. */
export interface RecordedArgument {
  readonly summary: DependencySummary;
  readonly bytes: number;
  /** Tokenised principals (`tok_…`), when the recording policy had a readers rule on it. */
  readonly principals?: readonly string[];
  /** Set instead of `principals` when there were too many to record. */
  readonly principalsOmitted?: number;
  readonly verification?: Readonly<Record<string, VerificationAnswer>>;
  /** Nested rule paths the recording policy named (their summary is the argument's). */
  readonly paths?: Readonly<Record<string, RecordedArgument>>;
  /** Nested rule paths the recording policy named that the value did not have. */
  readonly absentPaths?: readonly string[];
}

/** The engine inputs of a version-2 record. */
export interface RecordedInputs {
  readonly by: 'policy' | 'runtime';
  /** The recording policy's mode (strict: the context summary is the control context). */
  readonly strict: boolean;
  readonly args: Readonly<Record<string, RecordedArgument>>;
  readonly context: ExecutionContextSummary;
  readonly authority: {
    readonly effective: readonly string[];
    readonly invalid: readonly { readonly capability: string; readonly reason: string }[];
  };
}

/** A decision record as the trial needs it. */
export interface RecordedDecision {
  readonly seq: number;
  readonly event: string;
  readonly executionId?: string;
  readonly callId?: number;
  readonly tool: string;
  readonly decision: string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
  readonly policyHash?: string;
  /** 1: summaries only; 2: `attrs.inputs` too. */
  readonly recordVersion: 1 | 2;
  /** Version 2 only; absent when a part could not be read back (see `problem`). */
  readonly inputs?: RecordedInputs;
  /**
   * Why a version-2 record's inputs are unusable: `summary-missing`, `malformed-inputs`,
   * `inputs-sealed` (a confidential argument's inputs are sealed and no key was given) or
   * `sealed-key-mismatch` (the key given does not open them).
   */
  readonly problem?:
    | 'summary-missing'
    | 'malformed-inputs'
    | 'inputs-sealed'
    | 'sealed-key-mismatch';
}

export interface RecordedDecisions {
  readonly decisions: readonly RecordedDecision[];
  /** Records (of any event) in the live log, and the last sequence number moved to archives. */
  readonly records: number;
  readonly archivedThrough: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function dependency(v: unknown): DependencySummary | undefined {
  if (!isObject(v)) return undefined;
  const { integrity, confidentiality, readers, authority, originCount, truncated } = v;
  if (!isStrings(integrity) || !isStrings(confidentiality) || !isStrings(authority)) return;
  if (readers !== 'Public' && !isStrings(readers)) return undefined;
  if (!isCount(originCount) || typeof truncated !== 'boolean') return undefined;
  return {
    integrity: integrity as DependencySummary['integrity'],
    confidentiality,
    readers,
    authority,
    originCount,
    truncated,
  };
}

function context(v: unknown): ExecutionContextSummary | undefined {
  if (!isObject(v)) return undefined;
  const { pcIntegrity, pcConfidentiality, controlDependencies, effectCounters, truncated } = v;
  if (!isStrings(pcIntegrity) || !isStrings(pcConfidentiality) || !isStrings(controlDependencies))
    return undefined;
  if (typeof truncated !== 'boolean' || !isObject(effectCounters)) return undefined;
  const { total, perTool } = effectCounters;
  if (!isCount(total) || !isObject(perTool) || !Object.values(perTool).every(isCount)) return;
  return {
    pcIntegrity: pcIntegrity as ExecutionContextSummary['pcIntegrity'],
    pcConfidentiality,
    controlDependencies,
    effectCounters: { total, perTool: { ...(perTool as Record<string, number>) } },
    truncated,
  };
}

const ANSWERS = new Set(['passed', 'failed', 'absent']);

/** `o[k] = v` as an own property, whatever `k` is (`__proto__` included). */
function define<T>(o: Record<string, T>, k: string, v: T): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function argument(v: unknown, summary: DependencySummary, nested: boolean) {
  if (!isObject(v) || !isCount(v.bytes)) return undefined;
  const out: {
    summary: DependencySummary;
    bytes: number;
    principals?: string[];
    principalsOmitted?: number;
    verification?: Record<string, VerificationAnswer>;
    paths?: Record<string, RecordedArgument>;
    absentPaths?: string[];
  } = { summary, bytes: v.bytes };
  if (v.absentPaths !== undefined) {
    if (nested || !isStrings(v.absentPaths)) return undefined;
    out.absentPaths = [...v.absentPaths];
  }
  if (v.principals !== undefined) {
    if (!isStrings(v.principals)) return undefined;
    out.principals = [...v.principals];
  }
  if (v.principalsOmitted !== undefined) {
    if (!isCount(v.principalsOmitted)) return undefined;
    out.principalsOmitted = v.principalsOmitted;
  }
  if (v.verification !== undefined) {
    if (!isObject(v.verification)) return undefined;
    const ver: Record<string, VerificationAnswer> = {};
    for (const [k, a] of Object.entries(v.verification)) {
      if (typeof a !== 'string' || !ANSWERS.has(a)) return undefined;
      define(ver, k, a as VerificationAnswer);
    }
    out.verification = ver;
  }
  if (v.paths !== undefined) {
    if (nested || !isObject(v.paths)) return undefined;
    const paths: Record<string, RecordedArgument> = {};
    for (const [k, p] of Object.entries(v.paths)) {
      const one = argument(p, summary, true);
      if (one === undefined) return undefined;
      define(paths, k, one);
    }
    out.paths = paths;
  }
  return out as RecordedArgument;
}

/** A sealed argument's inputs opened with the log's key (sealed-inputs.ts), or why not. */
function unsealed(
  row: RecordRow,
  name: string,
  v: unknown,
  sealer: InputSealer | undefined,
): { value: unknown } | { problem: 'inputs-sealed' | 'sealed-key-mismatch' | 'malformed-inputs' } {
  if (!isObject(v) || !Object.hasOwn(v, 'sealed')) return { value: v };
  if (typeof v.sealed !== 'string' || Object.keys(v).length !== 1)
    return { problem: 'malformed-inputs' };
  if (sealer === undefined) return { problem: 'inputs-sealed' };
  const text = sealer.open(v.sealed, sealContext(row.executionId, row.callId, name));
  if (text === undefined) return { problem: 'sealed-key-mismatch' };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'malformed-inputs' };
  }
}

/**
 * The exact summary a sealed argument carries (red team V1): undefined when the record shows
 * the exact one in clear; `missing` when the bounded one is shown and the exact one did not
 * fit the seal.
 */
function exactSummary(
  opened: unknown,
  bounded: boolean,
): DependencySummary | undefined | 'missing' | 'malformed' {
  if (!isObject(opened)) return undefined;
  if (Object.hasOwn(opened, 'summary')) return dependency(opened.summary) ?? 'malformed';
  // Sealed without its summary: in a record that shows a bounded one, the exact one is lost.
  return bounded ? 'missing' : undefined;
}

/** The exact control context sealed in a record (red team V1), with the clear counters. */
function exactContext(
  opened: unknown,
  effectCounters: ExecutionContextSummary['effectCounters'],
): ExecutionContextSummary | undefined | 'missing' {
  if (!isObject(opened)) return undefined;
  if (Object.keys(opened).length === 0) return 'missing';
  const { pcIntegrity, pcConfidentiality, controlDependencies, controlDependencyCount, truncated } =
    opened;
  if (!isStrings(pcIntegrity) || !isStrings(pcConfidentiality) || typeof truncated !== 'boolean')
    return undefined;
  let deps: string[];
  if (controlDependencies !== undefined) {
    if (!isStrings(controlDependencies)) return undefined;
    deps = [...controlDependencies];
  } else {
    // Too many to seal: the policy reads their number only (stand-ins, not recorded ids).
    if (!isCount(controlDependencyCount)) return undefined;
    deps = Array.from({ length: controlDependencyCount }, (_, i) => `unrecorded:${i}`);
  }
  return {
    pcIntegrity: pcIntegrity as ExecutionContextSummary['pcIntegrity'],
    pcConfidentiality,
    controlDependencies: deps,
    effectCounters,
    truncated,
  };
}

function inputsOf(
  row: RecordRow,
  attrs: Record<string, unknown>,
  summaries: (ref: string) => unknown,
  sealer: InputSealer | undefined,
): Pick<RecordedDecision, 'inputs' | 'problem'> {
  const raw = attrs.inputs;
  if (!isObject(raw) || raw.v !== INPUTS_RECORD_VERSION) return { problem: 'malformed-inputs' };
  const { by, strict, args, authority, invalidAuthority } = raw;
  if ((by !== 'policy' && by !== 'runtime') || !isObject(args) || !isStrings(authority))
    return { problem: 'malformed-inputs' };
  if (typeof strict !== 'boolean') return { problem: 'malformed-inputs' };
  if (!Array.isArray(invalidAuthority)) return { problem: 'malformed-inputs' };
  const invalid: { capability: string; reason: string }[] = [];
  for (const x of invalidAuthority as unknown[]) {
    if (!isObject(x) || typeof x.capability !== 'string' || typeof x.reason !== 'string')
      return { problem: 'malformed-inputs' };
    invalid.push({ capability: x.capability, reason: x.reason });
  }
  let refs: Record<string, unknown> = {};
  try {
    refs = row.argRefs === null ? {} : (JSON.parse(row.argRefs) as Record<string, unknown>);
  } catch {
    return { problem: 'malformed-inputs' };
  }
  // A record that shows bounded summaries (red team V1) seals the exact context, always.
  const bounded = Object.hasOwn(raw, 'context');
  const out: Record<string, RecordedArgument> = {};
  for (const [name, ref] of Object.entries(refs)) {
    if (typeof ref !== 'string') return { problem: 'malformed-inputs' };
    const stored = summaries(ref);
    if (stored === undefined) return { problem: 'summary-missing' };
    const summary = dependency(stored);
    if (summary === undefined) return { problem: 'malformed-inputs' };
    if (!Object.hasOwn(args, name)) return { problem: 'malformed-inputs' };
    const opened = unsealed(row, name, args[name], sealer);
    if ('problem' in opened) return opened;
    // The exact summary kept sealed (red team V1) takes the place of the bounded one shown.
    const exact = exactSummary(opened.value, bounded);
    if (exact === 'missing') return { problem: 'summary-missing' };
    if (exact === 'malformed') return { problem: 'malformed-inputs' };
    const a = argument(opened.value, exact ?? summary, false);
    if (a === undefined) return { problem: 'malformed-inputs' };
    define(out, name, a);
  }
  // Every argument with inputs has a summary (and the other way round).
  if (Object.keys(args).some((n) => !Object.hasOwn(out, n))) return { problem: 'malformed-inputs' };
  if (row.contextRef === null) return { problem: 'summary-missing' };
  const storedCtx = summaries(row.contextRef);
  if (storedCtx === undefined) return { problem: 'summary-missing' };
  let ctx = context(storedCtx);
  if (ctx === undefined) return { problem: 'malformed-inputs' };
  if (Object.hasOwn(raw, 'context')) {
    const opened = unsealed(row, SEALED_CONTEXT_SLOT, raw.context, sealer);
    if ('problem' in opened) return opened;
    // A clear context here would be a record this runtime never writes.
    if (opened.value === raw.context) return { problem: 'malformed-inputs' };
    const exact = exactContext(opened.value, ctx.effectCounters);
    if (exact === 'missing') return { problem: 'summary-missing' };
    if (exact === undefined) return { problem: 'malformed-inputs' };
    ctx = exact;
  }
  return {
    inputs: { by, strict, args: out, context: ctx, authority: { effective: authority, invalid } },
  };
}

function decisionOf(
  row: RecordRow,
  summaries: (ref: string) => unknown,
  sealer: InputSealer | undefined,
): RecordedDecision {
  let attrs: Record<string, unknown> = {};
  try {
    attrs = row.attrs === null ? {} : (JSON.parse(row.attrs) as Record<string, unknown>);
  } catch {
    attrs = {};
  }
  const base = {
    seq: row.seq,
    event: row.event,
    ...(row.executionId === null ? {} : { executionId: row.executionId }),
    ...(row.callId === null ? {} : { callId: row.callId }),
    tool: row.tool ?? '',
    decision: row.decision ?? '',
    ...(row.reasonCode === null ? {} : { reasonCode: row.reasonCode }),
    ...(row.rulePath === null ? {} : { rulePath: row.rulePath }),
    ...(row.policyHash === null ? {} : { policyHash: row.policyHash }),
  };
  if (!isObject(attrs) || !Object.hasOwn(attrs, 'inputs')) return { ...base, recordVersion: 1 };
  return { ...base, recordVersion: 2, ...inputsOf(row, attrs, summaries, sealer) };
}

/** Options of `readRecordedDecisions`. */
export interface ReadDecisionsOptions {
  /**
   * The log's token key (as given to `openAuditLog`): opens the sealed inputs of confidential
   * arguments. Without it such records come back with `problem: 'inputs-sealed'`.
   */
  readonly tokenKey?: string | Uint8Array;
}

/**
 * Verifies the log, then returns its decision records in order, each with the inputs its
 * record holds. LOG_UNVERIFIED when the chain does not verify (with the verifier's reason and
 * the first bad sequence number); OPEN_FAILED and the other read errors as for every reader.
 */
export function readRecordedDecisions(
  source: AuditSource,
  options: ReadDecisionsOptions = {},
): RecordedDecisions {
  const sealer =
    options.tokenKey === undefined ? undefined : new InputSealer(normaliseKey(options.tokenKey));
  try {
    return readDecisions(source, sealer);
  } catch (e) {
    if (e instanceof AuditError) throw e;
    // SQLite's own errors carry file content in no field we pass on: only what they mean.
    if ((e as { code?: unknown }).code === 'SQLITE_NOTADB')
      throw new AuditError('NOT_AN_AUDIT_LOG', 'the file is not a zamburak audit log');
    throw new AuditError('READ_FAILED', 'cannot read audit records');
  }
}

function readDecisions(source: AuditSource, sealer: InputSealer | undefined): RecordedDecisions {
  return withDb(source, (db) => {
    const verdict = verifyAuditLog(db);
    if (!verdict.ok) {
      throw new AuditError('LOG_UNVERIFIED', 'the audit log does not verify', {
        reason: verdict.reason,
        seq: verdict.seq,
      });
    }
    const events = new Set(DECISION_EVENTS);
    const stmt = db.prepare('SELECT body FROM summaries WHERE ref = ?').pluck();
    const cache = new Map<string, unknown>();
    const summaries = (ref: string): unknown => {
      if (cache.has(ref)) return cache.get(ref);
      const body = stmt.get(ref) as string | undefined;
      let value: unknown;
      try {
        value = body === undefined ? undefined : (JSON.parse(body) as unknown);
      } catch {
        value = undefined;
      }
      cache.set(ref, value);
      return value;
    };
    const decisions = queryRows(db)
      .filter((r) => events.has(r.event))
      .map((r) => decisionOf(r, summaries, sealer));
    return { decisions, records: verdict.records, archivedThrough: verdict.archivedThrough };
  });
}
