/**
 * The stored record, its canonical form and its chain hash.
 * hash = "sha256:" + hex(SHA-256(prevHash || canonical(record without prevHash and hash))).
 */
import { sha256Tagged } from '@zamburak/kernel';
import { AuditError } from './errors.js';

/** Value of an `attrs` entry: counts, versions, flags. Never free text. */
export type AttrValue = number | boolean;

/** One audit record as read back (API, JSONL export and archive segments). */
export interface AuditRecord {
  readonly seq: number;
  /** ISO-8601 from the injected clock. */
  readonly ts: string;
  readonly event: string;
  readonly executionId?: string;
  readonly callId?: number;
  readonly tool?: string;
  readonly decision?: string;
  readonly reasonCode?: string;
  readonly rulePath?: string;
  /** Argument name -> `sum_<hash prefix>` reference into the summaries table. */
  readonly argRefs?: Readonly<Record<string, string>>;
  /** `ctx_<hash prefix>` reference into the summaries table. */
  readonly contextRef?: string;
  readonly witnessHash?: string;
  readonly payloadHash?: string;
  readonly policyHash?: string;
  /** Tokenised subject (`tok_<hmac prefix>`). */
  readonly subject?: string;
  /** Typed extras: tokenised principals, capabilities, hashes, counts. */
  readonly attrs?: Readonly<Record<string, AttrValue | string | readonly string[]>>;
  /** True when tokenisation of non-conforming text or the secret scrubber changed a field. */
  readonly redacted: boolean;
  readonly prevHash: string;
  readonly hash: string;
}

/**
 * Flat row form shared by the writer, the SQLite table and the verifier. `argRefs` and
 * `attrs` are canonical JSON text (hashed as embedded JSON).
 */
export interface RecordRow {
  seq: number;
  ts: string;
  event: string;
  executionId: string | null;
  callId: number | null;
  tool: string | null;
  decision: string | null;
  reasonCode: string | null;
  rulePath: string | null;
  argRefs: string | null;
  contextRef: string | null;
  witnessHash: string | null;
  payloadHash: string | null;
  policyHash: string | null;
  subject: string | null;
  attrs: string | null;
  redacted: number;
  prevHash: string;
  hash: string;
}

/** Column order used by every SQL statement (and `raw` row arrays). */
export const RECORD_COLUMNS = [
  'seq',
  'ts',
  'event',
  'execution_id',
  'call_id',
  'tool',
  'decision',
  'reason_code',
  'rule_path',
  'arg_refs',
  'context_ref',
  'witness_hash',
  'payload_hash',
  'policy_hash',
  'subject',
  'attrs',
  'redacted',
  'prev_hash',
  'hash',
] as const;

export const GENESIS_PREV_HASH = 'sha256:' + '0'.repeat(64);

const q = JSON.stringify;

/** Integers only: a text column value cannot pose as a number (or smuggle in fields). */
function int(v: unknown): string {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new TypeError('not an integer');
  return String(v);
}

function flag(v: unknown): string {
  if (v === 0) return 'false';
  if (v === 1) return 'true';
  throw new TypeError('not a 0/1 flag');
}

/**
 * Canonical JSON of a row without prevHash and hash; keys in sorted order. `argRefs` and
 * `attrs` are embedded as JSON strings holding their canonical JSON, and integers must be
 * integers, so no column can smuggle structure into another and keep the hash.
 */
export function canonicalRecord(r: RecordRow, seq: number = r.seq): string {
  let s = '{';
  if (r.argRefs !== null) s += '"argRefs":' + q(r.argRefs) + ',';
  if (r.attrs !== null) s += '"attrs":' + q(r.attrs) + ',';
  if (r.callId !== null) s += '"callId":' + int(r.callId) + ',';
  if (r.contextRef !== null) s += '"contextRef":' + q(r.contextRef) + ',';
  if (r.decision !== null) s += '"decision":' + q(r.decision) + ',';
  s += '"event":' + q(r.event) + ',';
  if (r.executionId !== null) s += '"executionId":' + q(r.executionId) + ',';
  if (r.payloadHash !== null) s += '"payloadHash":' + q(r.payloadHash) + ',';
  if (r.policyHash !== null) s += '"policyHash":' + q(r.policyHash) + ',';
  if (r.reasonCode !== null) s += '"reasonCode":' + q(r.reasonCode) + ',';
  s += '"redacted":' + flag(r.redacted) + ',';
  if (r.rulePath !== null) s += '"rulePath":' + q(r.rulePath) + ',';
  s += '"seq":' + int(seq) + ',';
  if (r.subject !== null) s += '"subject":' + q(r.subject) + ',';
  if (r.tool !== null) s += '"tool":' + q(r.tool) + ',';
  s += '"ts":' + q(r.ts);
  if (r.witnessHash !== null) s += ',"witnessHash":' + q(r.witnessHash);
  return s + '}';
}

/**
 * Chain hash straight from a row array in RECORD_COLUMNS order (the verifier's fast path;
 * must produce exactly `recordHash(rowFromArray(a))`).
 */
export function recordHashArray(a: readonly unknown[]): string {
  let s = '{';
  if (a[9] !== null) s += '"argRefs":' + q(a[9]) + ',';
  if (a[15] !== null) s += '"attrs":' + q(a[15]) + ',';
  if (a[4] !== null) s += '"callId":' + int(a[4]) + ',';
  if (a[10] !== null) s += '"contextRef":' + q(a[10]) + ',';
  if (a[6] !== null) s += '"decision":' + q(a[6]) + ',';
  s += '"event":' + q(a[2]) + ',';
  if (a[3] !== null) s += '"executionId":' + q(a[3]) + ',';
  if (a[12] !== null) s += '"payloadHash":' + q(a[12]) + ',';
  if (a[13] !== null) s += '"policyHash":' + q(a[13]) + ',';
  if (a[7] !== null) s += '"reasonCode":' + q(a[7]) + ',';
  s += '"redacted":' + flag(a[16]) + ',';
  if (a[8] !== null) s += '"rulePath":' + q(a[8]) + ',';
  s += '"seq":' + int(a[0]) + ',';
  if (a[14] !== null) s += '"subject":' + q(a[14]) + ',';
  if (a[5] !== null) s += '"tool":' + q(a[5]) + ',';
  s += '"ts":' + q(a[1]);
  if (a[11] !== null) s += ',"witnessHash":' + q(a[11]);
  return sha256Tagged(a[17] + s + '}');
}

export function recordHash(
  r: RecordRow,
  seq: number = r.seq,
  prevHash: string = r.prevHash,
): string {
  return sha256Tagged(prevHash + canonicalRecord(r, seq));
}

/** Writes a row's 19 column values into `out` at `at` (no allocation). */
export function writeParams(r: RecordRow, out: unknown[], at: number): void {
  out[at] = r.seq;
  out[at + 1] = r.ts;
  out[at + 2] = r.event;
  out[at + 3] = r.executionId;
  out[at + 4] = r.callId;
  out[at + 5] = r.tool;
  out[at + 6] = r.decision;
  out[at + 7] = r.reasonCode;
  out[at + 8] = r.rulePath;
  out[at + 9] = r.argRefs;
  out[at + 10] = r.contextRef;
  out[at + 11] = r.witnessHash;
  out[at + 12] = r.payloadHash;
  out[at + 13] = r.policyHash;
  out[at + 14] = r.subject;
  out[at + 15] = r.attrs;
  out[at + 16] = r.redacted;
  out[at + 17] = r.prevHash;
  out[at + 18] = r.hash;
}

export function rowFromArray(a: readonly unknown[]): RecordRow {
  return {
    seq: a[0] as number,
    ts: a[1] as string,
    event: a[2] as string,
    executionId: a[3] as string | null,
    callId: a[4] as number | null,
    tool: a[5] as string | null,
    decision: a[6] as string | null,
    reasonCode: a[7] as string | null,
    rulePath: a[8] as string | null,
    argRefs: a[9] as string | null,
    contextRef: a[10] as string | null,
    witnessHash: a[11] as string | null,
    payloadHash: a[12] as string | null,
    policyHash: a[13] as string | null,
    subject: a[14] as string | null,
    attrs: a[15] as string | null,
    redacted: a[16] as number,
    prevHash: a[17] as string,
    hash: a[18] as string,
  };
}

export function rowToArray(r: RecordRow): unknown[] {
  return [
    r.seq,
    r.ts,
    r.event,
    r.executionId,
    r.callId,
    r.tool,
    r.decision,
    r.reasonCode,
    r.rulePath,
    r.argRefs,
    r.contextRef,
    r.witnessHash,
    r.payloadHash,
    r.policyHash,
    r.subject,
    r.attrs,
    r.redacted,
    r.prevHash,
    r.hash,
  ];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Stored JSON text of a record column; READ_FAILED (not a SyntaxError) when malformed. */
function storedJson(text: string, seq: unknown): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AuditError('READ_FAILED', 'a stored audit record is malformed', {
      seq: typeof seq === 'number' ? seq : 0,
    });
  }
}

export function rowToRecord(r: RecordRow): AuditRecord {
  const out: Mutable<AuditRecord> = {
    seq: r.seq,
    ts: r.ts,
    event: r.event,
    redacted: r.redacted !== 0,
    prevHash: r.prevHash,
    hash: r.hash,
  };
  if (r.executionId !== null) out.executionId = r.executionId;
  if (r.callId !== null) out.callId = r.callId;
  if (r.tool !== null) out.tool = r.tool;
  if (r.decision !== null) out.decision = r.decision;
  if (r.reasonCode !== null) out.reasonCode = r.reasonCode;
  if (r.rulePath !== null) out.rulePath = r.rulePath;
  if (r.argRefs !== null) out.argRefs = storedJson(r.argRefs, r.seq) as Record<string, string>;
  if (r.contextRef !== null) out.contextRef = r.contextRef;
  if (r.witnessHash !== null) out.witnessHash = r.witnessHash;
  if (r.payloadHash !== null) out.payloadHash = r.payloadHash;
  if (r.policyHash !== null) out.policyHash = r.policyHash;
  if (r.subject !== null) out.subject = r.subject;
  if (r.attrs !== null) out.attrs = storedJson(r.attrs, r.seq) as AuditRecord['attrs'] & object;
  return out;
}
