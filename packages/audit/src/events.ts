// size: one schema of every audit event type and its field checks; a table reads best whole
/**
 * Typed audit events. Every string field is an identifier, a hash or a value that is
 * tokenised: there is no free-text field, so untrusted text has no way in.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { canonicalJson, sha256Hex } from '@zamburak/kernel';
import { AuditError } from './errors.js';
import type { RecordRow } from './record.js';
import type { Redactor } from './redaction.js';
import { fitsSealed, sealContext } from './sealed-inputs.js';

/** Events committed durably (fsync with `durability: 'full'`) before `append` returns. */
export const SECURITY_EVENT_TYPES = [
  'effect_allowed',
  'effect_denied',
  'confirmation_requested',
  'draft_requested',
  'approval_accepted',
  'approval_refused',
  'observed_would_deny',
  'policy_loaded',
  'policy_migrated',
  'token_minted',
  'token_delegated',
  'token_revoked',
  'snapshot_dumped',
  'snapshot_loaded',
  'budget_overflow',
  'archive_sealed',
] as const;

/** Events buffered and flushed on an interval, on size, on `flush()` and on `close()`. */
export const OPERATIONAL_EVENT_TYPES = [
  'execution_started',
  'execution_finished',
  'tool_result',
  'tool_failed',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
export type OperationalEventType = (typeof OPERATIONAL_EVENT_TYPES)[number];
export type AuditEventType = SecurityEventType | OperationalEventType;

const SECURITY = new Set<string>(SECURITY_EVENT_TYPES);
const OPERATIONAL = new Set<string>(OPERATIONAL_EVENT_TYPES);

export function isSecurityEvent(type: string): boolean {
  return SECURITY.has(type);
}

/**
 * One event. Structurally compatible with the core runtime's `AuditEvent`. Identifier
 * fields that do not look like identifiers are tokenised and flag the record redacted.
 */
export interface AuditEvent {
  readonly type: AuditEventType;
  readonly executionId?: string;
  readonly callId?: number;
  readonly tool?: string;
  /** Decision kind or outcome, e.g. `Allow`, `Deny`, `completed`. */
  readonly decision?: string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
  /** Per-argument summaries, stored content-addressed; principals in `readers` tokenised. */
  readonly argSummaries?: Readonly<Record<string, DependencySummary>>;
  readonly contextSummary?: ExecutionContextSummary;
  readonly witnessHash?: string;
  readonly payloadHash?: string;
  readonly policyHash?: string;
  /** The execution subject (a user id, an e-mail): always tokenised. */
  readonly subject?: string;
  /** Sensitive identifiers such as recipients: always tokenised, stored in `attrs.principals`. */
  readonly principals?: readonly string[];
  /** A token id (mint, delegate, revoke): always tokenised, stored in `attrs.tokenId`. */
  readonly tokenId?: string;
  /** Capability names (identifiers), stored in `attrs.capabilities`. */
  readonly capabilities?: readonly string[];
  /** Named hashes, e.g. `{ source, result }` of a policy migration, stored in `attrs`. */
  readonly hashes?: Readonly<Record<string, string>>;
  /** Counts, versions and flags, stored in `attrs`. */
  readonly counts?: Readonly<Record<string, number | boolean>>;
  /**
   * The policy engine's inputs besides the summaries (record version 2, `attrs.inputs`):
   * payload sizes, tokenised principals, verifier answers, authority. Lets
   * `zamburak-policy trial` decide the call again under another policy.
   */
  readonly inputs?: DecisionInputs;
}

/** Verifier answer for one required kind. */
export type VerificationAnswer = 'passed' | 'failed' | 'absent';

/** What the engine read of one argument (or nested path) besides its summary. */
export interface ArgumentInputs {
  /** UTF-8 bytes of the canonical JSON value. */
  readonly bytes: number;
  /** The strings a readers rule compares (only for such arguments): always tokenised. */
  readonly principals?: readonly string[];
  /** Per required verifier kind: its answer. */
  readonly verification?: Readonly<Record<string, VerificationAnswer>>;
  /** The nested paths rules name (`message.body`), keyed as written in the rule. */
  readonly paths?: Readonly<Record<string, ArgumentInputs>>;
  /** Nested paths rules name that the value does not have. */
  readonly absentPaths?: readonly string[];
  /**
   * The argument's label is confidential (data labels, restricted readers, or truncated): the
   * log keeps these inputs sealed (`{"sealed":"sealed:v1:…"}`, sealed-inputs.ts), readable
   * only with the log's key. Top-level arguments only.
   */
  readonly confidential?: boolean;
  /**
   * The argument's exact summary, when the record shows another one in clear (red team V1:
   * in strict mode, once the run's import join may choose, the record's summaries are the
   * bounded ones and the exact ones a secret branch chose are kept only here). Sealed with
   * the inputs: only with `confidential`. Top-level arguments only.
   */
  readonly summary?: DependencySummary;
}

/** A governed call's decision inputs (stored as `attrs.inputs`, record version 2). */
export interface DecisionInputs {
  /** `policy`: the engine decided; `runtime`: a runtime check (catalogue, trust class, ...). */
  readonly by: 'policy' | 'runtime';
  /** The policy's mode: strict checks the control context, normal does not. */
  readonly strict: boolean;
  readonly args: Readonly<Record<string, ArgumentInputs>>;
  /** Capabilities of the valid authority tokens. */
  readonly authority: readonly string[];
  /** Tokens that failed validation: capability and reason code. */
  readonly invalidAuthority: readonly { readonly capability: string; readonly reason: string }[];
  /**
   * The exact control context, when the record shows the bounded one in clear (red team V1):
   * always sealed (`"context":{"sealed":…}`), without its effect counters (the clear
   * context summary keeps the exact ones).
   */
  readonly context?: ExecutionContextSummary;
}

/** The sealed-inputs identity slot of the exact context (no argument name can be it). */
export const SEALED_CONTEXT_SLOT = '|context';

/** The record version of a record carrying `attrs.inputs`. */
export const INPUTS_RECORD_VERSION = 2;

/** More principals than this in one argument are not recorded (trial: not re-checkable). */
export const MAX_RECORDED_PRINCIPALS = 1024;

export interface PreparedSummary {
  readonly ref: string;
  readonly kind: 'dependency' | 'context';
  readonly body: string;
}

export interface PreparedEvent {
  readonly row: Omit<RecordRow, 'seq' | 'prevHash' | 'hash'>;
  readonly summaries: readonly PreparedSummary[];
  readonly security: boolean;
}

const ATTR_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED_ATTRS = new Set(['principals', 'tokenId', 'capabilities', 'inputs']);

function bad(field: string): never {
  throw new AuditError('INVALID_EVENT', `audit event field ${field} has the wrong type`, {
    field,
  });
}

/** An attrs key: a plain name (else INVALID_EVENT), scrubbed like every stored string. */
/** `o[k] = v`, except that `__proto__` becomes an own key instead of setting the prototype. */
function setOwn<T>(o: Record<string, T>, k: string, v: T): void {
  if (k !== '__proto__') o[k] = v;
  else
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function attrKey(k: string, red: Redactor, attrs: Record<string, unknown>, field: string): string {
  if (!ATTR_KEY.test(k)) bad(field);
  const key = red.ident(k);
  // Own keys only: a count named `constructor` is new, not a clash with a built-in.
  if (RESERVED_ATTRS.has(key) || Object.hasOwn(attrs, key)) bad(field);
  return key;
}

function str(v: unknown, field: string): string | null {
  if (v === undefined) return null;
  if (typeof v !== 'string') bad(field);
  return v;
}

function strArray(v: unknown, field: string): string[] {
  if (!Array.isArray(v)) bad(field);
  for (const x of v) if (typeof x !== 'string') bad(field);
  return v as string[];
}

function sortedUnique(xs: string[]): string[] {
  return [...new Set(xs)].sort();
}

/** Summary ref = prefix + first 32 hex chars of SHA-256(canonical body). */
export function summaryRef(prefix: 'sum_' | 'ctx_', body: string): string {
  return prefix + sha256Hex(body).slice(0, 32);
}

// ---------------------------------------------------------------------------------------
// Specialised serializers. Each produces exactly `canonicalJson` of the value it names
// (keys in `Array#sort` order, `JSON.stringify` for every string and number); the
// property test in test/fastjson.test.ts checks that against `canonicalJson`.
// ---------------------------------------------------------------------------------------

const q = JSON.stringify as (v: string | number | undefined) => string;

/** Canonical JSON of a string array that is already sorted and duplicate-free. */
export function stringArrayJson(xs: readonly string[]): string {
  if (xs.length === 0) return '[]';
  let s = '[' + q(xs[0]);
  for (let i = 1; i < xs.length; i++) s += ',' + q(xs[i]);
  return s + ']';
}

/** Canonical JSON of a flat object whose values are strings or finite numbers. */
export function flatObjectJson(o: Readonly<Record<string, string | number>>): string {
  const keys = Object.keys(o);
  if (keys.length === 0) return '{}';
  if (keys.length > 1) keys.sort();
  let s = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = o[k] as string | number;
    if (typeof v === 'number' && !Number.isFinite(v)) throw new TypeError('non-finite number');
    s += (i === 0 ? '' : ',') + q(k) + ':' + q(v);
  }
  return s + '}';
}

/** Canonical JSON of a dependency summary body (arrays sorted and duplicate-free). */
export function dependencyBodyJson(b: {
  readonly authority: readonly string[];
  readonly confidentiality: readonly string[];
  readonly integrity: readonly string[];
  readonly originCount: number;
  readonly readers: readonly string[] | 'Public';
  readonly truncated: boolean;
}): string {
  return (
    '{"authority":' +
    stringArrayJson(b.authority) +
    ',"confidentiality":' +
    stringArrayJson(b.confidentiality) +
    ',"integrity":' +
    stringArrayJson(b.integrity) +
    ',"originCount":' +
    q(b.originCount) +
    ',"readers":' +
    (b.readers === 'Public' ? '"Public"' : stringArrayJson(b.readers)) +
    ',"truncated":' +
    (b.truncated ? 'true' : 'false') +
    '}'
  );
}

/** Canonical JSON of a context summary body (arrays sorted and duplicate-free). */
export function contextBodyJson(b: {
  readonly controlDependencies: readonly string[];
  readonly effectCounters: {
    readonly perTool: Readonly<Record<string, number>>;
    readonly total: number;
  };
  readonly pcConfidentiality: readonly string[];
  readonly pcIntegrity: readonly string[];
  readonly truncated: boolean;
}): string {
  return (
    '{"controlDependencies":' +
    stringArrayJson(b.controlDependencies) +
    ',"effectCounters":{"perTool":' +
    flatObjectJson(b.effectCounters.perTool) +
    ',"total":' +
    q(b.effectCounters.total) +
    '},"pcConfidentiality":' +
    stringArrayJson(b.pcConfidentiality) +
    ',"pcIntegrity":' +
    stringArrayJson(b.pcIntegrity) +
    ',"truncated":' +
    (b.truncated ? 'true' : 'false') +
    '}'
  );
}

/** A string array whose own elements are plain data (checked before caching by identity). */
function frozenStrings(v: unknown): boolean {
  if (!Array.isArray(v) || !Object.isFrozen(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const d = Object.getOwnPropertyDescriptor(v, i);
    if (d === undefined || !('value' in d) || typeof d.value !== 'string') return false;
  }
  return true;
}

/** A frozen object whose `keys` are own data properties (no getters, nothing inherited). */
function frozenData(o: object, keys: readonly string[]): boolean {
  if (!Object.isFrozen(o)) return false;
  for (const k of keys) {
    const d = Object.getOwnPropertyDescriptor(o, k);
    if (d === undefined || !('value' in d)) return false;
  }
  return true;
}

const DEP_KEYS = [
  'integrity',
  'confidentiality',
  'readers',
  'authority',
  'originCount',
  'truncated',
] as const;

/** A dependency summary that cannot change: cached by object identity. */
function immutableDependency(d: DependencySummary): boolean {
  return (
    frozenData(d, DEP_KEYS) &&
    frozenStrings(d.integrity) &&
    frozenStrings(d.confidentiality) &&
    (d.readers === 'Public' || frozenStrings(d.readers)) &&
    frozenStrings(d.authority)
  );
}

/** A prepared summary and whether preparing it redacted anything (sets the record flag). */
interface SummaryEntry {
  readonly summary: PreparedSummary;
  readonly changed: boolean;
}

/** An identifier list after redaction, dedup and sort, as canonical JSON. */
interface ListEntry {
  readonly json: string;
  readonly changed: boolean;
}

/** Bound on each content-keyed cache (cleared when full, like the redactor's caches). */
const CACHE_MAX = 4096;

/**
 * Validates, tokenises and scrubs events into rows, with per-log caches: a summary seen
 * before (the same frozen object, or one with the same content) is not redacted, sorted,
 * serialised and hashed again. Output is identical to the uncached path for every input.
 */
export class EventPreparer {
  readonly #red: Redactor;
  readonly #depByObject = new WeakMap<object, SummaryEntry>();
  readonly #depByContent = new Map<string, SummaryEntry>();
  readonly #identLists = new WeakMap<readonly string[], ListEntry>();
  /**
   * The last context summary: context summaries carry the effect counters, so they rarely
   * repeat except for consecutive records of one call (e.g. budget_overflow, then the
   * decision); a cache by object or content would mostly miss and cost more than it saves.
   */
  #lastContext: SummaryEntry | undefined;

  constructor(red: Redactor) {
    this.#red = red;
  }

  /** Redacted, sorted, de-duplicated identifiers as JSON; cached for frozen arrays. */
  #identList(v: unknown, field: string): ListEntry {
    const list = strArray(v, field);
    const hit = this.#identLists.get(list);
    if (hit !== undefined) return hit;
    const red = this.#red;
    const before = red.changed;
    red.changed = false;
    const json = stringArrayJson(sortedUnique(list.map((x) => red.ident(x))));
    const entry: ListEntry = { json, changed: red.changed };
    red.changed = before || red.changed;
    if (frozenStrings(list)) this.#identLists.set(list, entry);
    return entry;
  }

  #dependency(s: unknown, field: string): SummaryEntry {
    if (typeof s !== 'object' || s === null) bad(field);
    const byObject = this.#depByObject.get(s);
    if (byObject !== undefined) return byObject;
    const d = s as DependencySummary;
    // Same checks, in the same order, as the uncached path (same error for the same input).
    const rawReaders = d.readers === 'Public' ? 'Public' : strArray(d.readers, field + '.readers');
    if (typeof d.originCount !== 'number' || !Number.isSafeInteger(d.originCount)) bad(field);
    if (typeof d.truncated !== 'boolean') bad(field);
    const authority = strArray(d.authority, field + '.authority');
    const confidentiality = strArray(d.confidentiality, field + '.confidentiality');
    const integrity = strArray(d.integrity, field + '.integrity');
    // Every part is now a string array, a safe integer or a boolean: JSON is a faithful key.
    const key = JSON.stringify([
      integrity,
      confidentiality,
      rawReaders,
      authority,
      d.originCount,
      d.truncated,
    ]);
    let entry = this.#depByContent.get(key);
    if (entry === undefined) {
      const red = this.#red;
      red.changed = false;
      const readers =
        rawReaders === 'Public' ? 'Public' : sortedUnique(rawReaders.map((p) => red.token(p)));
      const body = dependencyBodyJson({
        authority: sortedUnique(authority.map((x) => red.ident(x))),
        confidentiality: sortedUnique(confidentiality.map((x) => red.ident(x))),
        integrity: sortedUnique(integrity.map((x) => red.ident(x))),
        originCount: d.originCount,
        readers,
        truncated: d.truncated,
      });
      entry = {
        summary: { ref: summaryRef('sum_', body), kind: 'dependency', body },
        changed: red.changed,
      };
      if (this.#depByContent.size >= CACHE_MAX) this.#depByContent.clear();
      this.#depByContent.set(key, entry);
    }
    if (immutableDependency(d)) this.#depByObject.set(d, entry);
    return entry;
  }

  #context(s: unknown): SummaryEntry {
    if (typeof s !== 'object' || s === null) bad('contextSummary');
    const red = this.#red;
    const c = s as ExecutionContextSummary;
    const counters = c.effectCounters as unknown;
    if (typeof counters !== 'object' || counters === null) bad('contextSummary.effectCounters');
    const { total, perTool } = counters as { total: unknown; perTool: unknown };
    if (typeof total !== 'number' || !Number.isSafeInteger(total)) bad('contextSummary');
    if (typeof perTool !== 'object' || perTool === null) bad('contextSummary');
    red.changed = false;
    const tools = perToolJson(perTool as Record<string, unknown>, red);
    if (typeof c.truncated !== 'boolean') bad('contextSummary');
    let changed = red.changed;
    const cd = this.#identList(c.controlDependencies, 'contextSummary.controlDependencies');
    const pcc = this.#identList(c.pcConfidentiality, 'contextSummary.pcConfidentiality');
    const pci = this.#identList(c.pcIntegrity, 'contextSummary.pcIntegrity');
    changed ||= cd.changed || pcc.changed || pci.changed;
    const body =
      '{"controlDependencies":' +
      cd.json +
      ',"effectCounters":{"perTool":' +
      tools +
      ',"total":' +
      q(total) +
      '},"pcConfidentiality":' +
      pcc.json +
      ',"pcIntegrity":' +
      pci.json +
      ',"truncated":' +
      (c.truncated ? 'true' : 'false') +
      '}';
    const last = this.#lastContext;
    if (last !== undefined && last.summary.body === body && last.changed === changed) return last;
    const entry: SummaryEntry = {
      summary: { ref: summaryRef('ctx_', body), kind: 'context', body },
      changed,
    };
    this.#lastContext = entry;
    return entry;
  }

  /** Validates, tokenises and scrubs an event into a row (without seq and chain fields). */
  prepare(event: AuditEvent, ts: string): PreparedEvent {
    if (typeof event !== 'object' || event === null) bad('event');
    const type = event.type as unknown;
    if (typeof type !== 'string' || !(SECURITY.has(type) || OPERATIONAL.has(type))) bad('type');
    const red = this.#red;
    let changed = false;
    let callId: number | null = null;
    if (event.callId !== undefined) {
      if (typeof event.callId !== 'number' || !Number.isSafeInteger(event.callId)) bad('callId');
      callId = event.callId;
    }
    const summaries: PreparedSummary[] = [];
    let argRefs: string | null = null;
    if (event.argSummaries !== undefined) {
      if (typeof event.argSummaries !== 'object' || event.argSummaries === null) {
        bad('argSummaries');
      }
      // A plain object (a prototype-less one measured ~5 us slower per governed call), with
      // `__proto__` defined rather than assigned so that an argument of that name is kept.
      const refs: Record<string, string> = {};
      const args = event.argSummaries as Readonly<Record<string, unknown>>;
      const names = Object.keys(args);
      for (let i = 0; i < names.length; i++) {
        const name = names[i] as string;
        const entry = this.#dependency(args[name], 'argSummaries');
        changed ||= entry.changed;
        summaries.push(entry.summary);
        red.changed = false;
        setOwn(refs, red.ident(name), entry.summary.ref);
        changed ||= red.changed;
      }
      argRefs = flatObjectJson(refs);
    }
    let contextRef: string | null = null;
    if (event.contextSummary !== undefined) {
      const entry = this.#context(event.contextSummary);
      changed ||= entry.changed;
      contextRef = entry.summary.ref;
      summaries.push(entry.summary);
    }
    red.changed = false;
    const attrs = prepareAttrs(event, red);
    const row = {
      ts,
      event: type,
      executionId: optIdent(red, event.executionId, 'executionId'),
      callId,
      tool: optIdent(red, event.tool, 'tool'),
      decision: optIdent(red, event.decision, 'decision'),
      reasonCode: optIdent(red, event.reasonCode, 'reasonCode'),
      rulePath: optIdent(red, event.rulePath, 'rulePath'),
      argRefs,
      contextRef,
      witnessHash: optHash(red, event.witnessHash, 'witnessHash'),
      payloadHash: optHash(red, event.payloadHash, 'payloadHash'),
      policyHash: optHash(red, event.policyHash, 'policyHash'),
      subject: event.subject === undefined ? null : red.token(str(event.subject, 'subject') ?? ''),
      attrs,
      redacted: changed || red.changed ? 1 : 0,
    };
    return { row, summaries, security: SECURITY.has(type) };
  }
}

function optIdent(red: Redactor, v: unknown, field: string): string | null {
  if (v === undefined) return null;
  if (typeof v !== 'string') bad(field);
  return red.ident(v);
}

function optHash(red: Redactor, v: unknown, field: string): string | null {
  if (v === undefined) return null;
  if (typeof v !== 'string') bad(field);
  return red.hash(v);
}

/**
 * Canonical JSON of `perTool` with redacted keys (counts of keys that redact alike are
 * added up): the object the uncached path builds, serialised without building it when the
 * keys come sorted and unchanged (the ifc's context summaries sort them).
 */
function perToolJson(perTool: Readonly<Record<string, unknown>>, red: Redactor): string {
  const keys = Object.keys(perTool);
  let s = '{';
  let prev: string | undefined;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = perTool[k];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) bad('contextSummary');
    const key = red.ident(k);
    if (key !== k || (prev !== undefined && !(prev < k)) || k === '__proto__') {
      return perToolSlow(perTool, keys, i, red);
    }
    s += (i === 0 ? '' : ',') + q(k) + ':' + q(v);
    prev = k;
  }
  return s + '}';
}

/** The general case: build the redacted object as the uncached path does, then serialise. */
function perToolSlow(
  perTool: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  from: number,
  red: Redactor,
): string {
  // No prototype: a redacted key such as `constructor` or `__proto__` is just a key.
  const tools: Record<string, number> = Object.create(null);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = perTool[k];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) bad('contextSummary');
    // Keys before `from` were already redacted once (same result, cached; flag already set).
    const key = i < from ? k : red.ident(k);
    tools[key] = (tools[key] ?? 0) + v;
  }
  return flatObjectJson(tools);
}

/** `attrs` as canonical JSON, or null when the event has none. */
function prepareAttrs(event: AuditEvent, red: Redactor): string | null {
  if (
    event.principals === undefined &&
    event.tokenId === undefined &&
    event.capabilities === undefined &&
    event.hashes === undefined &&
    event.counts === undefined &&
    event.inputs === undefined
  ) {
    return null;
  }
  const attrs: Record<string, unknown> = {};
  let hasAttrs = false;
  if (event.principals !== undefined) {
    attrs.principals = sortedUnique(
      strArray(event.principals, 'principals').map((p) => red.token(p)),
    );
    hasAttrs = true;
  }
  if (event.tokenId !== undefined) {
    attrs.tokenId = red.token(str(event.tokenId, 'tokenId') ?? '');
    hasAttrs = true;
  }
  if (event.capabilities !== undefined) {
    attrs.capabilities = sortedUnique(
      strArray(event.capabilities, 'capabilities').map((c) => red.ident(c)),
    );
    hasAttrs = true;
  }
  if (event.hashes !== undefined) {
    if (typeof event.hashes !== 'object' || event.hashes === null) bad('hashes');
    for (const [k, v] of Object.entries(event.hashes)) {
      const key = attrKey(k, red, attrs, 'hashes');
      attrs[key] = red.hash(str(v, 'hashes') ?? '');
      hasAttrs = true;
    }
  }
  if (event.counts !== undefined) {
    if (typeof event.counts !== 'object' || event.counts === null) bad('counts');
    for (const [k, v] of Object.entries(event.counts)) {
      const key = attrKey(k, red, attrs, 'counts');
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) bad('counts');
      } else if (typeof v !== 'boolean') bad('counts');
      attrs[key] = v;
      hasAttrs = true;
    }
  }
  if (event.inputs !== undefined) {
    const json = inputsJson(event.inputs, red, event);
    // A decision record's only attrs: written as is (the common case, on every governed call).
    if (!hasAttrs) return '{"inputs":' + json + '}';
    attrs.inputs = JSON.parse(json) as unknown;
    hasAttrs = true;
  }
  return hasAttrs ? canonicalJson(attrs) : null;
}

const VERIFICATION_ANSWERS = new Set(['passed', 'failed', 'absent']);

/** Canonical JSON of an object given as redacted key -> JSON text (keys sorted, last one wins). */
function objectJson(entries: Map<string, string>): string {
  if (entries.size === 0) return '{}';
  const keys = [...entries.keys()].sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out += (i === 0 ? '' : ',') + q(k) + ':' + (entries.get(k) as string);
  }
  return out + '}';
}

/**
 * One argument's inputs as canonical JSON, written directly (keys in sorted order:
 * absentPaths, bytes, paths, principals, principalsOmitted, verification): the generic
 * `canonicalJson` cost a third of a record's append time. Equal to `canonicalJson` of the
 * same object (tested in test/decisions.test.ts).
 */
function argInputsJson(v: unknown, red: Redactor, depth: number, principals = true): string {
  if (typeof v !== 'object' || v === null || depth > 1) bad('inputs.args');
  const a = v as ArgumentInputs;
  if (typeof a.bytes !== 'number' || !Number.isSafeInteger(a.bytes) || a.bytes < 0) {
    bad('inputs.args');
  }
  let out = '{';
  if (a.absentPaths !== undefined) {
    if (depth > 0) bad('inputs.args');
    const absent = sortedUnique(strArray(a.absentPaths, 'inputs.args').map((x) => red.ident(x)));
    out += '"absentPaths":' + stringArrayJson(absent) + ',';
  }
  out += '"bytes":' + q(a.bytes);
  if (a.paths !== undefined) {
    if (typeof a.paths !== 'object' || a.paths === null) bad('inputs.args');
    const paths = new Map<string, string>();
    for (const [path, p] of Object.entries(a.paths)) {
      paths.set(red.ident(path), argInputsJson(p, red, depth + 1, principals));
    }
    out += ',"paths":' + objectJson(paths);
  }
  if (a.principals !== undefined) {
    const list = strArray(a.principals, 'inputs.args');
    // Tokenised (never the text itself), in order: the engine counts every one.
    if (principals && list.length <= MAX_RECORDED_PRINCIPALS) {
      let json = '[';
      for (let i = 0; i < list.length; i++)
        json += (i === 0 ? '' : ',') + q(red.token(list[i] as string));
      out += ',"principals":' + json + ']';
    } else {
      out += ',"principalsOmitted":' + q(list.length);
    }
  }
  if (a.verification !== undefined) {
    if (typeof a.verification !== 'object' || a.verification === null) bad('inputs.args');
    const ver = new Map<string, string>();
    for (const [kind, answer] of Object.entries(a.verification)) {
      if (typeof answer !== 'string' || !VERIFICATION_ANSWERS.has(answer)) bad('inputs.args');
      ver.set(red.ident(kind), q(answer));
    }
    out += ',"verification":' + objectJson(ver);
  }
  return out + '}';
}

/**
 * A confidential argument's inputs as they fit the one sealed size (red team V2): whole; else
 * with every principal list replaced by its count (trial: principals not recorded); else its
 * size alone (trial: nested paths and verifier answers not recorded). Never a longer text.
 * With the exact summary (red team V1) each of these carries it too; should none fit, the
 * size alone, without it (trial: the summary was not recorded).
 */
function fitSealed(a: unknown, json: string, red: Redactor, summary?: string): string {
  const withSummary = (j: string) =>
    summary === undefined ? j : j.slice(0, -1) + ',"summary":' + summary + '}';
  const whole = withSummary(json);
  if (fitsSealed(whole)) return whole;
  const noPrincipals = withSummary(argInputsJson(a, red, 0, false));
  if (fitsSealed(noPrincipals)) return noPrincipals;
  const bytes = '{"bytes":' + q((a as ArgumentInputs).bytes) + '}';
  const bytesSummary = withSummary(bytes);
  return fitsSealed(bytesSummary) ? bytesSummary : bytes;
}

/** An exact dependency summary for the sealed inputs: the body the summaries table would keep. */
function sealedSummaryJson(v: unknown, red: Redactor): string {
  if (typeof v !== 'object' || v === null) bad('inputs.args');
  const d = v as DependencySummary;
  const readers = d.readers === 'Public' ? 'Public' : strArray(d.readers, 'inputs.args');
  if (typeof d.originCount !== 'number' || !Number.isSafeInteger(d.originCount)) {
    bad('inputs.args');
  }
  if (typeof d.truncated !== 'boolean') bad('inputs.args');
  return dependencyBodyJson({
    authority: sortedUnique(strArray(d.authority, 'inputs.args').map((x) => red.ident(x))),
    confidentiality: sortedUnique(
      strArray(d.confidentiality, 'inputs.args').map((x) => red.ident(x)),
    ),
    integrity: sortedUnique(strArray(d.integrity, 'inputs.args').map((x) => red.ident(x))),
    originCount: d.originCount,
    readers: readers === 'Public' ? 'Public' : sortedUnique(readers.map((p) => red.token(p))),
    truncated: d.truncated,
  });
}

/**
 * The exact control context for the sealed inputs (red team V1): what the policy reads of it
 * but the effect counters (the clear summary keeps those). Should its control dependencies
 * not fit, their count stands for them (the policy reads only the count); should even that
 * not fit, nothing (trial: the context was not recorded).
 */
function sealedContextJson(v: unknown, red: Redactor): string {
  if (typeof v !== 'object' || v === null) bad('inputs.context');
  const c = v as ExecutionContextSummary;
  if (typeof c.truncated !== 'boolean') bad('inputs.context');
  const list = (x: unknown) =>
    stringArrayJson(sortedUnique(strArray(x, 'inputs.context').map((y) => red.ident(y))));
  const deps = list(c.controlDependencies);
  const rest =
    ',"pcConfidentiality":' +
    list(c.pcConfidentiality) +
    ',"pcIntegrity":' +
    list(c.pcIntegrity) +
    ',"truncated":' +
    (c.truncated ? 'true' : 'false') +
    '}';
  const whole = '{"controlDependencies":' + deps + rest;
  if (fitsSealed(whole)) return whole;
  const counted = '{"controlDependencyCount":' + q(c.controlDependencies.length) + rest;
  return fitsSealed(counted) ? counted : '{}';
}

/** The sealed inputs' associated data: the identity the record stores (names redacted). */
function sealContextOf(event: AuditEvent, red: Redactor, argument: string): string {
  const id =
    event.executionId === undefined ? null : optIdent(red, event.executionId, 'executionId');
  return sealContext(id, event.callId ?? null, argument);
}

/** `attrs.inputs` as canonical JSON: names through `ident`, principals through `token`. */
function inputsJson(inputs: unknown, red: Redactor, event: AuditEvent): string {
  if (typeof inputs !== 'object' || inputs === null) bad('inputs');
  const i = inputs as DecisionInputs;
  if (i.by !== 'policy' && i.by !== 'runtime') bad('inputs.by');
  if (typeof i.strict !== 'boolean') bad('inputs.strict');
  if (typeof i.args !== 'object' || i.args === null) bad('inputs.args');
  const args = new Map<string, string>();
  for (const [name, a] of Object.entries(i.args)) {
    const key = red.ident(name);
    if (typeof a !== 'object' || a === null) bad('inputs.args');
    // A confidential argument's size, principals and answers are sealed (red team U6, U7).
    const { confidential, summary } = a as ArgumentInputs;
    if (confidential !== undefined && typeof confidential !== 'boolean') bad('inputs.args');
    // An exact summary is only ever kept sealed (red team V1).
    if (summary !== undefined && confidential !== true) bad('inputs.args');
    if (confidential !== true) {
      args.set(key, argInputsJson(a, red, 0));
      continue;
    }
    // What is sealed does not set the record's clear `redacted` flag either.
    const before = red.changed;
    const json = argInputsJson(a, red, 0);
    const exact = summary === undefined ? undefined : sealedSummaryJson(summary, red);
    const sealed = red.seal(fitSealed(a, json, red, exact), sealContextOf(event, red, key));
    red.changed = before;
    args.set(key, '{"sealed":' + q(sealed) + '}');
  }
  let context = '';
  if (i.context !== undefined) {
    const before = red.changed;
    const plain = sealedContextJson(i.context, red);
    const sealed = red.seal(plain, sealContextOf(event, red, SEALED_CONTEXT_SLOT));
    red.changed = before;
    context = ',"context":{"sealed":' + q(sealed) + '}';
  }
  if (!Array.isArray(i.invalidAuthority)) bad('inputs.invalidAuthority');
  let invalid = '[';
  const list = i.invalidAuthority as readonly unknown[];
  for (let k = 0; k < list.length; k++) {
    const x = list[k];
    if (typeof x !== 'object' || x === null) bad('inputs.invalidAuthority');
    const { capability, reason } = x as { capability: unknown; reason: unknown };
    if (typeof capability !== 'string' || typeof reason !== 'string') {
      bad('inputs.invalidAuthority');
    }
    invalid +=
      (k === 0 ? '' : ',') +
      '{"capability":' +
      q(red.ident(capability)) +
      ',"reason":' +
      q(red.ident(reason)) +
      '}';
  }
  const authority = sortedUnique(
    strArray(i.authority, 'inputs.authority').map((c) => red.ident(c)),
  );
  return (
    '{"args":' +
    objectJson(args) +
    ',"authority":' +
    stringArrayJson(authority) +
    ',"by":' +
    q(i.by) +
    context +
    ',"invalidAuthority":' +
    invalid +
    '],"strict":' +
    (i.strict ? 'true' : 'false') +
    ',"v":' +
    INPUTS_RECORD_VERSION +
    '}'
  );
}

/** Validates, tokenises and scrubs one event (uncached; the log keeps an `EventPreparer`). */
export function prepareEvent(event: AuditEvent, ts: string, red: Redactor): PreparedEvent {
  return new EventPreparer(red).prepare(event, ts);
}
