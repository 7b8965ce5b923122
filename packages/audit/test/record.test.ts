/**
 * The record's canonical form is built from its column list three ways (a row, a row array,
 * SQLite's expression for the verifier's fast path). Audit hashes must never change: this
 * property holds all three to the hand-written builder they replaced, over rows of every shape,
 * and to each other.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalRecord,
  canonicalRecordSql,
  RECORD_COLUMNS,
  type RecordRow,
  recordHash,
  recordHashArray,
  rowFromArray,
  rowToArray,
  writeParams,
} from '../src/record.js';
import { SCHEMA_SQL } from '../src/schema.js';

const q = JSON.stringify;
const int = (v: number): string => {
  if (!Number.isSafeInteger(v)) throw new TypeError('not an integer');
  return String(v);
};

/** The hand-kept builder before the column list (commit 93ab080's record.ts). */
function oldCanonicalRecord(r: RecordRow, seq: number = r.seq): string {
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
  s += '"redacted":' + (r.redacted === 1 ? 'true' : 'false') + ',';
  if (r.rulePath !== null) s += '"rulePath":' + q(r.rulePath) + ',';
  s += '"seq":' + int(seq) + ',';
  if (r.subject !== null) s += '"subject":' + q(r.subject) + ',';
  if (r.tool !== null) s += '"tool":' + q(r.tool) + ',';
  s += '"ts":' + q(r.ts);
  if (r.witnessHash !== null) s += ',"witnessHash":' + q(r.witnessHash);
  return s + '}';
}

const text = fc.string({ unit: 'binary', maxLength: 24 });
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const row: fc.Arbitrary<RecordRow> = fc.record({
  seq: fc.integer({ min: 1, max: 2 ** 40 }),
  ts: text,
  event: text,
  executionId: opt(text),
  callId: opt(fc.integer({ min: -1000, max: 2 ** 40 })),
  tool: opt(text),
  decision: opt(text),
  reasonCode: opt(text),
  rulePath: opt(text),
  argRefs: opt(text),
  contextRef: opt(text),
  witnessHash: opt(text),
  payloadHash: opt(text),
  policyHash: opt(text),
  subject: opt(text),
  attrs: opt(text),
  redacted: fc.constantFrom(0, 1),
  prevHash: text,
  hash: fc.constant(''),
});

describe('record builders generated from the column list', () => {
  it('write exactly the old hand-kept canonical form and hash (property)', () => {
    fc.assert(
      fc.property(row, (r) => {
        expect(canonicalRecord(r)).toBe(oldCanonicalRecord(r));
        expect(recordHashArray(rowToArray(r))).toBe(recordHash(r));
        expect(rowFromArray(rowToArray(r))).toEqual(r);
        const out: unknown[] = [];
        writeParams(r, out, 3);
        expect(out.slice(3)).toEqual(rowToArray(r));
      }),
      { numRuns: 1000 },
    );
  });

  it("SQLite's generated expression writes the same canonical form (property)", () => {
    const db = new Database(':memory:');
    // The records table as the schema declares it, without the append-only triggers.
    db.exec(/CREATE TABLE IF NOT EXISTS records \([^;]*\);/.exec(SCHEMA_SQL)?.[0] ?? '');
    const insert = db.prepare(
      `INSERT INTO records (${RECORD_COLUMNS.join(', ')}) VALUES (${RECORD_COLUMNS.map(() => '?').join(', ')})`,
    );
    const select = db.prepare(`SELECT ${canonicalRecordSql()} AS c FROM records WHERE seq = ?`);
    let seq = 0;
    try {
      fc.assert(
        fc.property(row, (generated) => {
          const r = { ...generated, seq: ++seq };
          // Text without NUL: SQLite's json_quote stops at one, and the writer never stores one.
          if (rowToArray(r).some((v) => typeof v === 'string' && v.includes('\u0000'))) return;
          insert.run(...rowToArray(r));
          expect((select.get(r.seq) as { c: string }).c).toBe(oldCanonicalRecord(r));
        }),
        { numRuns: 300 },
      );
    } finally {
      db.close();
    }
  });

  it('refuses a non-integer where an integer belongs, and a flag that is not 0/1', () => {
    const base = rowFromArray(RECORD_COLUMNS.map(() => null));
    const r = { ...base, seq: 1, ts: 't', event: 'e', redacted: 0, prevHash: 'p', hash: 'h' };
    expect(() => canonicalRecord({ ...r, callId: 1.5 })).toThrow(TypeError);
    expect(() => canonicalRecord({ ...r, redacted: 2 })).toThrow(TypeError);
  });
});
