/**
 * JSONL form of records and summaries (export files and archive segments). One canonical
 * JSON object per line: record lines carry `seq`; summary lines carry `summaryRef`.
 */
import { canonicalJson, sha256Hex } from '@zamburak/kernel';
import type { StoredSummary } from './db.js';
import { AuditError } from './errors.js';
import { type AuditRecord, type RecordRow, rowToRecord } from './record.js';

export function recordLine(row: RecordRow): string {
  return canonicalJson(rowToRecord(row));
}

export function summaryLine(s: StoredSummary): string {
  return canonicalJson({ kind: s.kind, summary: s.summary, summaryRef: s.ref });
}

export interface ParsedJsonl {
  readonly rows: RecordRow[];
  /** ref -> canonical body text and kind. */
  readonly summaries: Map<string, { kind: string; body: string }>;
  /** First malformed line (1-based), if any. */
  readonly malformedLine?: number;
}

const OPTIONAL_STRINGS = [
  'executionId',
  'tool',
  'decision',
  'reasonCode',
  'rulePath',
  'contextRef',
  'witnessHash',
  'payloadHash',
  'policyHash',
  'subject',
] as const;
const RECORD_KEYS = new Set<string>([
  ...OPTIONAL_STRINGS,
  'seq',
  'ts',
  'event',
  'callId',
  'argRefs',
  'attrs',
  'redacted',
  'prevHash',
  'hash',
]);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses one record object into a row; undefined when it is not a well-formed record. */
export function rowFromRecordObject(o: unknown): RecordRow | undefined {
  if (!isObject(o)) return undefined;
  for (const k of Object.keys(o)) if (!RECORD_KEYS.has(k)) return undefined;
  const { seq, ts, event, callId, argRefs, attrs, redacted, prevHash, hash } = o;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return undefined;
  if (typeof ts !== 'string' || typeof event !== 'string') return undefined;
  if (typeof prevHash !== 'string' || typeof hash !== 'string') return undefined;
  if (typeof redacted !== 'boolean') return undefined;
  if (callId !== undefined && (typeof callId !== 'number' || !Number.isSafeInteger(callId))) {
    return undefined;
  }
  if (argRefs !== undefined) {
    if (!isObject(argRefs)) return undefined;
    for (const v of Object.values(argRefs)) if (typeof v !== 'string') return undefined;
  }
  if (attrs !== undefined && !isObject(attrs)) return undefined;
  const strs: Partial<Record<(typeof OPTIONAL_STRINGS)[number], string | null>> = {};
  for (const k of OPTIONAL_STRINGS) {
    const v = o[k];
    if (v === undefined) strs[k] = null;
    else if (typeof v === 'string') strs[k] = v;
    else return undefined;
  }
  return {
    seq,
    ts,
    event,
    executionId: strs.executionId ?? null,
    callId: callId === undefined ? null : (callId as number),
    tool: strs.tool ?? null,
    decision: strs.decision ?? null,
    reasonCode: strs.reasonCode ?? null,
    rulePath: strs.rulePath ?? null,
    argRefs: argRefs === undefined ? null : canonicalJson(argRefs),
    contextRef: strs.contextRef ?? null,
    witnessHash: strs.witnessHash ?? null,
    payloadHash: strs.payloadHash ?? null,
    policyHash: strs.policyHash ?? null,
    subject: strs.subject ?? null,
    attrs: attrs === undefined ? null : canonicalJson(attrs),
    redacted: redacted ? 1 : 0,
    prevHash,
    hash,
  };
}

/** True when `ref` is the content address of the summary (as verification checks it). */
function addressed(ref: string, s: { kind: string; body: string }): boolean {
  const prefix = s.kind === 'context' ? 'ctx_' : s.kind === 'dependency' ? 'sum_' : undefined;
  return prefix !== undefined && ref === prefix + sha256Hex(s.body).slice(0, 32);
}

export function parseJsonl(text: string): ParsedJsonl {
  const rows: RecordRow[] = [];
  const summaries = new Map<string, { kind: string; body: string }>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      return { rows, summaries, malformedLine: i + 1 };
    }
    if (isObject(o) && 'summaryRef' in o) {
      const { summaryRef, kind, summary } = o;
      if (typeof summaryRef !== 'string' || typeof kind !== 'string' || !isObject(summary)) {
        return { rows, summaries, malformedLine: i + 1 };
      }
      let body: string;
      try {
        body = canonicalJson(summary);
      } catch {
        return { rows, summaries, malformedLine: i + 1 }; // e.g. nested too deep to serialise
      }
      // Several lines for one ref: keep a copy that does not match its content address, if
      // any, so that verification reports it (a genuine copy must not hide an altered one).
      const seen = summaries.get(summaryRef);
      if (seen === undefined || addressed(summaryRef, seen))
        summaries.set(summaryRef, { kind, body });
      continue;
    }
    let row: RecordRow | undefined;
    try {
      row = rowFromRecordObject(o);
    } catch {
      row = undefined; // attrs that cannot be serialised (too deep)
    }
    if (row === undefined) return { rows, summaries, malformedLine: i + 1 };
    rows.push(row);
  }
  return { rows, summaries };
}

/**
 * Parses exported JSONL into records (summary lines are skipped). Throws
 * `AuditError('INVALID_JSONL', { line })` on a line that is not a record or summary.
 */
export function parseAuditJsonl(text: string): AuditRecord[] {
  const parsed = parseJsonl(text);
  if (parsed.malformedLine !== undefined) {
    throw new AuditError('INVALID_JSONL', 'a line is not an audit record', {
      line: parsed.malformedLine,
    });
  }
  return parsed.rows.map(rowToRecord);
}
