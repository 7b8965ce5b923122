/**
 * The write-ahead intent file of `durability: 'batched'` (`<database path>-intent`): one
 * JSON line per record, appended with one `write` per acknowledged security event before
 * `append` returns, truncated once everything in it is committed to SQLite. On open, any
 * records in it beyond the committed head are checked and committed (see docs/audit.md).
 */
import { canonicalJson } from '@zamburak/kernel';
import { checkpointAttrs } from './checkpoint.js';
import { rowRefs } from './db.js';
import { AuditError } from './errors.js';
import {
  isSecurityEvent,
  OPERATIONAL_EVENT_TYPES,
  type PreparedSummary,
  summaryRef,
} from './events.js';
import { type RecordRow, recordHash } from './record.js';
import { recordLooksUnredacted, summaryOk } from './redaction-check.js';

export const INTENT_SUFFIX = '-intent';

export function intentPathFor(dbPath: string): string {
  return dbPath + INTENT_SUFFIX;
}

const q = JSON.stringify;

/**
 * One line: `{"record":<canonical record>,"prevHash":…,"hash":…[,"summaries":[…]]}` and a
 * newline. The canonical record is the string the chain hash was computed over, and a
 * summary's body its canonical JSON, so writing them costs no extra serialisation.
 * `summaries` are the ones this record stores first.
 */
export function intentLine(
  canon: string,
  prevHash: string,
  hash: string,
  summaries: readonly PreparedSummary[],
): string {
  let s = '{"record":' + canon + ',"prevHash":' + q(prevHash) + ',"hash":' + q(hash);
  if (summaries.length > 0) {
    s += ',"summaries":[';
    for (let i = 0; i < summaries.length; i++) {
      const x = summaries[i] as PreparedSummary;
      s +=
        (i === 0 ? '' : ',') +
        '{"ref":' +
        q(x.ref) +
        ',"kind":' +
        q(x.kind) +
        ',"body":' +
        x.body +
        '}';
    }
    s += ']';
  }
  return s + '}\n';
}

export interface IntentEntry {
  readonly row: RecordRow;
  readonly summaries: readonly PreparedSummary[];
}

const STRING_FIELDS = [
  'argRefs',
  'attrs',
  'contextRef',
  'decision',
  'executionId',
  'payloadHash',
  'policyHash',
  'reasonCode',
  'rulePath',
  'subject',
  'tool',
  'witnessHash',
] as const;
const KNOWN = new Set<string>([...STRING_FIELDS, 'callId', 'event', 'redacted', 'seq', 'ts']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The row a parsed line describes, or undefined when its shape is not an intent record. */
function entryOf(v: unknown): IntentEntry | undefined {
  if (!isObject(v)) return undefined;
  const r = v.record;
  if (!isObject(r) || typeof v.prevHash !== 'string' || typeof v.hash !== 'string') {
    return undefined;
  }
  for (const k of Object.keys(r)) if (!KNOWN.has(k)) return undefined;
  if (typeof r.seq !== 'number' || !Number.isSafeInteger(r.seq)) return undefined;
  if (typeof r.event !== 'string' || typeof r.ts !== 'string') return undefined;
  if (typeof r.redacted !== 'boolean') return undefined;
  if (r.callId !== undefined && (typeof r.callId !== 'number' || !Number.isSafeInteger(r.callId)))
    return undefined;
  const s: Record<string, string | null> = {};
  for (const k of STRING_FIELDS) {
    const x = r[k];
    if (x !== undefined && typeof x !== 'string') return undefined;
    s[k] = x ?? null;
  }
  const row: RecordRow = {
    seq: r.seq,
    ts: r.ts,
    event: r.event,
    executionId: s.executionId ?? null,
    callId: (r.callId as number | undefined) ?? null,
    tool: s.tool ?? null,
    decision: s.decision ?? null,
    reasonCode: s.reasonCode ?? null,
    rulePath: s.rulePath ?? null,
    argRefs: s.argRefs ?? null,
    contextRef: s.contextRef ?? null,
    witnessHash: s.witnessHash ?? null,
    payloadHash: s.payloadHash ?? null,
    policyHash: s.policyHash ?? null,
    subject: s.subject ?? null,
    attrs: s.attrs ?? null,
    redacted: r.redacted ? 1 : 0,
    prevHash: v.prevHash,
    hash: v.hash,
  };
  const summaries: PreparedSummary[] = [];
  if (v.summaries !== undefined) {
    if (!Array.isArray(v.summaries)) return undefined;
    for (const x of v.summaries as unknown[]) {
      if (!isObject(x) || typeof x.ref !== 'string' || !isObject(x.body)) return undefined;
      if (x.kind !== 'dependency' && x.kind !== 'context') return undefined;
      // The body is embedded as JSON; its canonical form is the stored text, and the ref
      // must be that text's content address.
      let body: string;
      try {
        body = canonicalJson(x.body);
      } catch {
        return undefined;
      }
      if (x.ref !== summaryRef(x.kind === 'context' ? 'ctx_' : 'sum_', body)) return undefined;
      summaries.push({ ref: x.ref, kind: x.kind, body });
    }
  }
  return { row, summaries };
}

/** What the recovery needs to know about the database. */
export interface RecoveryView {
  /** The committed head. */
  readonly head: { readonly seq: number; readonly hash: string };
  /** Stored hash of a committed record; 'archived' if retention moved it out; else undefined. */
  storedHash(seq: number): string | 'archived' | undefined;
  /** True when the summaries table holds this ref. */
  hasSummary(ref: string): boolean;
  /** Secret patterns of the writer (built-ins and its own): for the re-redaction check. */
  readonly secretPatterns: readonly RegExp[];
}

const OPERATIONAL = new Set<string>(OPERATIONAL_EVENT_TYPES);

/**
 * Could `append` have written this record to the intent file? An event type it accepts
 * (not genesis, not the retention seal, which never goes through the intent file; or the
 * log's own checkpoint record, by shape), and
 * nothing the export's re-redaction check would refuse: the file is not trusted to hold
 * only what the redactor produced.
 */
function appendable(entry: IntentEntry, patterns: readonly RegExp[]): boolean {
  const { row } = entry;
  const type = row.event;
  if (type === 'checkpoint') {
    // Written by the log itself; its signature is the verifier's business, its shape ours.
    if (checkpointAttrs(row.attrs) === undefined || entry.summaries.length > 0) return false;
  } else if (!(OPERATIONAL.has(type) || (isSecurityEvent(type) && type !== 'archive_sealed'))) {
    return false;
  }
  if (recordLooksUnredacted(row, patterns)) return false;
  return entry.summaries.every((s) => summaryOk(JSON.parse(s.body) as unknown, patterns));
}

function corrupt(seq: number): never {
  throw new AuditError(
    'INTENT_LOG_CORRUPT',
    'the audit intent file does not continue the committed chain',
    { seq },
  );
}

/**
 * The records of an intent file that continue the committed chain, in order, with the
 * summaries they need. Throws INTENT_LOG_CORRUPT (data: the first sequence number that
 * cannot be recovered) on a gap, a bad hash, a fork or a malformed line; only a torn last
 * line (no trailing newline, or not JSON) is dropped: its `append` never returned.
 */
export function planRecovery(text: string, view: RecoveryView): IntentEntry[] {
  const lines = text.split('\n');
  // The piece after the last newline was never completed (empty when the file ends in one).
  lines.pop();
  const out: IntentEntry[] = [];
  let head = view.head;
  const recovered = new Map<number, string>();
  const summaries = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      if (i === lines.length - 1) break; // torn last line: never acknowledged
      corrupt(head.seq + 1);
    }
    const entry = entryOf(parsed);
    if (entry === undefined) corrupt(head.seq + 1);
    const { row } = entry;
    let ok = false;
    try {
      ok = recordHash(row) === row.hash;
    } catch {
      ok = false;
    }
    if (!ok) corrupt(row.seq);
    if (row.seq <= head.seq) {
      // Already committed (or recovered above): it must be the same record.
      const stored = row.seq <= view.head.seq ? view.storedHash(row.seq) : recovered.get(row.seq);
      if (stored === 'archived') continue;
      if (stored !== row.hash) corrupt(row.seq);
      continue;
    }
    if (row.seq !== head.seq + 1 || row.prevHash !== head.hash) corrupt(head.seq + 1);
    if (!appendable(entry, view.secretPatterns)) corrupt(row.seq);
    for (const s of entry.summaries) summaries.add(s.ref);
    for (const ref of rowRefs(row)) {
      if (!summaries.has(ref) && !view.hasSummary(ref)) corrupt(row.seq);
    }
    out.push(entry);
    recovered.set(row.seq, row.hash);
    head = { seq: row.seq, hash: row.hash };
  }
  return out;
}
