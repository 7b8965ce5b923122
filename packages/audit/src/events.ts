/**
 * Typed audit events. Every string field is an identifier, a hash or a value that is
 * tokenised: there is no free-text field, so untrusted text has no way in.
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { canonicalJson, sha256Hex } from './canonical.js';
import { AuditError } from './errors.js';
import type { RecordRow } from './record.js';
import type { Redactor } from './redaction.js';

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
}

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
const RESERVED_ATTRS = new Set(['principals', 'tokenId', 'capabilities']);

function bad(field: string): never {
  throw new AuditError('INVALID_EVENT', `audit event field ${field} has the wrong type`, {
    field,
  });
}

/** An attrs key: a plain name (else INVALID_EVENT), scrubbed like every stored string. */
function attrKey(k: string, red: Redactor, attrs: Record<string, unknown>, field: string): string {
  if (!ATTR_KEY.test(k)) bad(field);
  const key = red.ident(k);
  if (RESERVED_ATTRS.has(key) || key in attrs) bad(field);
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

function dependencyBody(s: unknown, red: Redactor, field: string): string {
  if (typeof s !== 'object' || s === null) bad(field);
  const d = s as DependencySummary;
  const readers =
    d.readers === 'Public'
      ? 'Public'
      : sortedUnique(strArray(d.readers, field + '.readers').map((p) => red.token(p)));
  if (typeof d.originCount !== 'number' || !Number.isSafeInteger(d.originCount)) bad(field);
  if (typeof d.truncated !== 'boolean') bad(field);
  return canonicalJson({
    authority: sortedUnique(strArray(d.authority, field + '.authority').map((x) => red.ident(x))),
    confidentiality: sortedUnique(
      strArray(d.confidentiality, field + '.confidentiality').map((x) => red.ident(x)),
    ),
    integrity: sortedUnique(strArray(d.integrity, field + '.integrity').map((x) => red.ident(x))),
    originCount: d.originCount,
    readers,
    truncated: d.truncated,
  });
}

function contextBody(s: unknown, red: Redactor): string {
  if (typeof s !== 'object' || s === null) bad('contextSummary');
  const c = s as ExecutionContextSummary;
  const counters = c.effectCounters as unknown;
  if (typeof counters !== 'object' || counters === null) bad('contextSummary.effectCounters');
  const { total, perTool } = counters as { total: unknown; perTool: unknown };
  if (typeof total !== 'number' || !Number.isSafeInteger(total)) bad('contextSummary');
  if (typeof perTool !== 'object' || perTool === null) bad('contextSummary');
  const tools: Record<string, number> = {};
  for (const [k, v] of Object.entries(perTool as Record<string, unknown>)) {
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) bad('contextSummary');
    const key = red.ident(k);
    tools[key] = (tools[key] ?? 0) + v;
  }
  if (typeof c.truncated !== 'boolean') bad('contextSummary');
  return canonicalJson({
    controlDependencies: sortedUnique(
      strArray(c.controlDependencies, 'contextSummary.controlDependencies').map((x) =>
        red.ident(x),
      ),
    ),
    effectCounters: { perTool: tools, total },
    pcConfidentiality: sortedUnique(
      strArray(c.pcConfidentiality, 'contextSummary.pcConfidentiality').map((x) => red.ident(x)),
    ),
    pcIntegrity: sortedUnique(
      strArray(c.pcIntegrity, 'contextSummary.pcIntegrity').map((x) => red.ident(x)),
    ),
    truncated: c.truncated,
  });
}

/** Validates, tokenises and scrubs an event into a row (without seq and chain fields). */
export function prepareEvent(event: AuditEvent, ts: string, red: Redactor): PreparedEvent {
  if (typeof event !== 'object' || event === null) bad('event');
  const type = event.type as unknown;
  if (typeof type !== 'string' || !(SECURITY.has(type) || OPERATIONAL.has(type))) bad('type');
  red.changed = false;
  const opt = (v: unknown, field: string, kind: 'ident' | 'hash'): string | null => {
    const s = str(v, field);
    if (s === null) return null;
    return kind === 'ident' ? red.ident(s) : red.hash(s);
  };
  let callId: number | null = null;
  if (event.callId !== undefined) {
    if (typeof event.callId !== 'number' || !Number.isSafeInteger(event.callId)) bad('callId');
    callId = event.callId;
  }
  const summaries: PreparedSummary[] = [];
  let argRefs: string | null = null;
  if (event.argSummaries !== undefined) {
    if (typeof event.argSummaries !== 'object' || event.argSummaries === null) bad('argSummaries');
    const refs: Record<string, string> = {};
    for (const [name, s] of Object.entries(event.argSummaries)) {
      const body = dependencyBody(s, red, 'argSummaries');
      const ref = summaryRef('sum_', body);
      summaries.push({ ref, kind: 'dependency', body });
      refs[red.ident(name)] = ref;
    }
    argRefs = canonicalJson(refs);
  }
  let contextRef: string | null = null;
  if (event.contextSummary !== undefined) {
    const body = contextBody(event.contextSummary, red);
    contextRef = summaryRef('ctx_', body);
    summaries.push({ ref: contextRef, kind: 'context', body });
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
  const row = {
    ts,
    event: type,
    executionId: opt(event.executionId, 'executionId', 'ident'),
    callId,
    tool: opt(event.tool, 'tool', 'ident'),
    decision: opt(event.decision, 'decision', 'ident'),
    reasonCode: opt(event.reasonCode, 'reasonCode', 'ident'),
    rulePath: opt(event.rulePath, 'rulePath', 'ident'),
    argRefs,
    contextRef,
    witnessHash: opt(event.witnessHash, 'witnessHash', 'hash'),
    payloadHash: opt(event.payloadHash, 'payloadHash', 'hash'),
    policyHash: opt(event.policyHash, 'policyHash', 'hash'),
    subject: event.subject === undefined ? null : red.token(str(event.subject, 'subject') ?? ''),
    attrs: hasAttrs ? canonicalJson(attrs) : null,
    redacted: red.changed ? 1 : 0,
  };
  return { row, summaries, security: SECURITY.has(type) };
}
