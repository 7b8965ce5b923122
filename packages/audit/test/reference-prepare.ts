/**
 * The uncached event preparation as it was before the cached `EventPreparer` (kept here as
 * the reference the property tests compare the fast path with, byte for byte).
 */
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { canonicalJson } from '@zamburak/kernel';
import { AuditError } from '../src/errors.js';
import {
  type AuditEvent,
  isSecurityEvent,
  OPERATIONAL_EVENT_TYPES,
  type PreparedEvent,
  type PreparedSummary,
  SECURITY_EVENT_TYPES,
  summaryRef,
} from '../src/events.js';
import type { Redactor } from '../src/redaction.js';

const KNOWN = new Set<string>([...SECURITY_EVENT_TYPES, ...OPERATIONAL_EVENT_TYPES]);

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
  const tools: Record<string, number> = Object.create(null);
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
export function referencePrepare(event: AuditEvent, ts: string, red: Redactor): PreparedEvent {
  if (typeof event !== 'object' || event === null) bad('event');
  const type = event.type as unknown;
  if (typeof type !== 'string' || !KNOWN.has(type)) bad('type');
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
    const refs: Record<string, string> = Object.create(null);
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
  const attrs: Record<string, unknown> = Object.create(null);
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
  return { row, summaries, security: isSecurityEvent(type) };
}
