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

/**
 * A chain record of the log's own (genesis, checkpoint): no execution, call, tool or decision;
 * `seq`, `prevHash` and `hash` are the caller's to fill.
 */
export function systemRow(event: string, ts: string, attrs: string): RecordRow {
  return {
    seq: 0,
    ts,
    event,
    executionId: null,
    callId: null,
    tool: null,
    decision: null,
    reasonCode: null,
    rulePath: null,
    argRefs: null,
    contextRef: null,
    witnessHash: null,
    payloadHash: null,
    policyHash: null,
    subject: null,
    attrs,
    redacted: 0,
    prevHash: '',
    hash: '',
  };
}

/**
 * How a column enters the canonical record: `text` as a JSON string (`null` when absent and
 * required), `int` as a safe integer (anything else is refused), `flag` as `false`/`true` from
 * 0/1, `link` not at all (`prev_hash` and `hash` chain the record, they are not part of it).
 */
export type ColumnKind = 'text' | 'int' | 'flag' | 'link';

interface ColumnSpec {
  readonly column: string;
  readonly field: keyof RecordRow;
  readonly kind: ColumnKind;
  /** An optional column is left out of the canonical record when it is NULL. */
  readonly optional: boolean;
}

/**
 * The record's columns, in the order of every SQL statement and of `raw` row arrays. The one
 * source of truth: the canonical form (in JavaScript and in SQL), the hash over a row array and
 * the row/array/parameter conversions below are all built from this list.
 */
export const RECORD_SPEC = [
  { column: 'seq', field: 'seq', kind: 'int', optional: false },
  { column: 'ts', field: 'ts', kind: 'text', optional: false },
  { column: 'event', field: 'event', kind: 'text', optional: false },
  { column: 'execution_id', field: 'executionId', kind: 'text', optional: true },
  { column: 'call_id', field: 'callId', kind: 'int', optional: true },
  { column: 'tool', field: 'tool', kind: 'text', optional: true },
  { column: 'decision', field: 'decision', kind: 'text', optional: true },
  { column: 'reason_code', field: 'reasonCode', kind: 'text', optional: true },
  { column: 'rule_path', field: 'rulePath', kind: 'text', optional: true },
  { column: 'arg_refs', field: 'argRefs', kind: 'text', optional: true },
  { column: 'context_ref', field: 'contextRef', kind: 'text', optional: true },
  { column: 'witness_hash', field: 'witnessHash', kind: 'text', optional: true },
  { column: 'payload_hash', field: 'payloadHash', kind: 'text', optional: true },
  { column: 'policy_hash', field: 'policyHash', kind: 'text', optional: true },
  { column: 'subject', field: 'subject', kind: 'text', optional: true },
  { column: 'attrs', field: 'attrs', kind: 'text', optional: true },
  { column: 'redacted', field: 'redacted', kind: 'flag', optional: false },
  { column: 'prev_hash', field: 'prevHash', kind: 'link', optional: false },
  { column: 'hash', field: 'hash', kind: 'link', optional: false },
] as const satisfies readonly ColumnSpec[];

/** Column order used by every SQL statement (and `raw` row arrays). */
export const RECORD_COLUMNS = RECORD_SPEC.map((c) => c.column);

const FIELDS: readonly (keyof RecordRow)[] = RECORD_SPEC.map((c) => c.field);
const PREV_HASH_AT = FIELDS.indexOf('prevHash');

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

/** A hashed column: its index in RECORD_COLUMNS, its `"key":` prefix and how its value is written. */
interface Hashed {
  readonly at: number;
  readonly field: keyof RecordRow;
  readonly column: string;
  readonly prefix: string;
  readonly kind: Exclude<ColumnKind, 'link'>;
  readonly optional: boolean;
}

/** The hashed columns in canonical (sorted key) order. */
const HASHED: readonly Hashed[] = RECORD_SPEC.flatMap((c, at): Hashed[] =>
  c.kind === 'link'
    ? []
    : [
        {
          at,
          field: c.field,
          column: c.column,
          prefix: `${q(c.field)}:`,
          kind: c.kind,
          optional: c.optional,
        },
      ],
).sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));

/** Index in HASHED of the last column that is always written (its neighbours' commas hinge on it). */
const LAST_REQUIRED = HASHED.reduce((last, h, i) => (h.optional ? last : i), 0);

/**
 * JavaScript source of a canonical-record builder reading each column with `read` (a row field
 * or an array cell): the hand-unrolled code the writer and the verifier ran before, now
 * generated from the column list. Only constants enter it: JSON-quoted keys, field names of
 * the list (identifiers, checked) and indices.
 */
function builderSource(read: (h: Hashed) => string): string {
  const lines = HASHED.map((h, i) => {
    if (!/^[a-z][A-Za-z]*$/.test(h.field)) throw new TypeError('column field is not an identifier');
    const v = read(h);
    const value = h.kind === 'text' ? `q(${v})` : h.kind === 'int' ? `int(${v})` : `flag(${v})`;
    const key = JSON.stringify(h.prefix);
    const piece =
      i < LAST_REQUIRED
        ? `${key} + ${value} + ','`
        : i === LAST_REQUIRED
          ? `${key} + ${value}`
          : `',' + ${key} + ${value}`;
    return h.optional ? `if (${v} !== null) s += ${piece};` : `s += ${piece};`;
  });
  return `let s = '{';\n${lines.join('\n')}\nreturn s + '}';`;
}

type RowBuilder = (r: RecordRow, seq: number) => string;
type ArrayBuilder = (a: readonly unknown[]) => string;
const rowBuilder = new Function(
  'q',
  'int',
  'flag',
  `return function canonicalRow(r, seq) {\n${builderSource((h) => (h.field === 'seq' ? 'seq' : `r.${h.field}`))}\n};`,
)(q, int, flag) as RowBuilder;
const arrayBuilder = new Function(
  'q',
  'int',
  'flag',
  `return function canonicalArray(a) {\n${builderSource((h) => `a[${h.at}]`)}\n};`,
)(q, int, flag) as ArrayBuilder;

/**
 * Canonical JSON of a row without prevHash and hash; keys in sorted order. `argRefs` and
 * `attrs` are embedded as JSON strings holding their canonical JSON, and integers must be
 * integers, so no column can smuggle structure into another and keep the hash.
 */
export function canonicalRecord(r: RecordRow, seq: number = r.seq): string {
  return rowBuilder(r, seq);
}

/**
 * Chain hash straight from a row array in RECORD_COLUMNS order (the verifier's fast path):
 * the same generated builder over the array's cells, so equal to `recordHash(rowFromArray(a))`.
 */
export function recordHashArray(a: readonly unknown[]): string {
  return sha256Tagged(`${a[PREV_HASH_AT]}${arrayBuilder(a)}`);
}

/**
 * The canonical record built by SQLite from the same list, equal to `canonicalRecord` for
 * every record the writer produces. It is injective (JSON tokens under fixed keys; a
 * non-integer where an integer belongs becomes a NUL that no canonical record contains), so a
 * row it confirms is the row that was hashed. Columns before the last required one end with a
 * comma, those after it start with one, so the commas come out as in `canonicalRecord`.
 */
export function canonicalRecordSql(): string {
  const lastRequired = LAST_REQUIRED;
  const parts = HASHED.map((h, i) => {
    const c = h.column;
    const value =
      h.kind === 'text'
        ? `json_quote(${c})`
        : h.kind === 'int'
          ? `CASE WHEN typeof(${c}) = 'integer' THEN ${c} ELSE char(0) END`
          : `CASE WHEN typeof(${c}) = 'integer' AND ${c} = 0 THEN 'false' WHEN typeof(${c}) = 'integer' AND ${c} = 1 THEN 'true' ELSE char(0) END`;
    const before = i > lastRequired ? "','" : '';
    const after = i < lastRequired ? "','" : '';
    const item = [before, `'${h.prefix}'`, value, after].filter((x) => x !== '').join(' || ');
    return h.optional ? `CASE WHEN ${c} IS NULL THEN '' ELSE ${item} END` : item;
  });
  return ["'{'", ...parts, "'}'"].join(' || ');
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
  for (let i = 0; i < FIELDS.length; i++) out[at + i] = r[FIELDS[i] as keyof RecordRow];
}

export function rowFromArray(a: readonly unknown[]): RecordRow {
  const r: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS.length; i++) r[FIELDS[i] as string] = a[i];
  return r as unknown as RecordRow;
}

export function rowToArray(r: RecordRow): unknown[] {
  return FIELDS.map((f) => r[f]);
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
