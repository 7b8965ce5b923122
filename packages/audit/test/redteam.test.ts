/**
 * Tamper-evidence attacks found by red-teaming the audit log (each one verified as intact,
 * crashed or was silently accepted before its fix).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { summaryRef } from '../src/events.js';
import {
  type AuditError,
  exportJsonl,
  openAuditLog,
  parseAuditJsonl,
  readAuditRecords,
  verifyAuditJsonl,
  verifyAuditLog,
} from '../src/index.js';
import {
  canonicalRecord,
  GENESIS_PREV_HASH,
  type RecordRow,
  recordHash,
  rowFromArray,
  rowToArray,
} from '../src/record.js';
import { SELECT_COLUMNS } from '../src/schema.js';
import { fill, KEY, openTemp, stepClock, tamper } from './helpers.js';

const rowAt = (db: Database.Database, seq: number) =>
  rowFromArray(
    db
      .prepare(`SELECT ${SELECT_COLUMNS} FROM records WHERE seq = ?`)
      .raw(true)
      .get(seq) as unknown[],
  );

const insertRow = (db: Database.Database, values: unknown[]) =>
  db
    .prepare('INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(values);

/** Rebuilds `records` without its INTEGER PRIMARY KEY (sequence numbers no longer unique). */
function dropRecordsKey(db: Database.Database): void {
  const sql = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'records'").pluck().get();
  db.exec(
    String(sql)
      .replace('CREATE TABLE records', 'CREATE TABLE records2')
      .replace('seq INTEGER PRIMARY KEY', 'seq INTEGER'),
  );
  db.exec('INSERT INTO records2 SELECT * FROM records ORDER BY seq; DROP TABLE records');
  db.exec('ALTER TABLE records2 RENAME TO records');
}

/** A log with an archive segment whose summaries live records share too. */
function archivedSample(): { path: string; file: string } {
  const { log, path, dir } = openTemp();
  fill(log, 30);
  const res = log.applyRetention({ archiveDir: join(dir, 'archive'), maxRecords: 10 });
  fill(log, 3);
  log.close();
  if (res === undefined) throw new Error('nothing archived');
  return { path, file: res.file };
}

describe('red team: summaries held by the database and by archive segments', () => {
  it('SUMMARY_EDITED: a database summary altered while a segment holds the genuine copy', () => {
    const { path, file } = archivedSample();
    expect(verifyAuditLog(path, { archives: [file] })).toMatchObject({ ok: true });
    tamper(path, (db) => {
      const r = db.prepare("SELECT ref, body FROM summaries WHERE kind = 'dependency'").get() as {
        ref: string;
        body: string;
      };
      const body = r.body.replace('"originCount":2', '"originCount":7');
      db.prepare('UPDATE summaries SET body = ? WHERE ref = ?').run(body, r.ref);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SUMMARY_EDITED', seq: 23 });
    expect(verifyAuditLog(path, { archives: [file] })).toMatchObject({
      ok: false,
      reason: 'SUMMARY_EDITED',
      seq: 2,
    });
  });

  it('SUMMARY_MISSING: a database summary deleted while a segment still holds it', () => {
    const { path, file } = archivedSample();
    tamper(path, (db) => db.prepare("DELETE FROM summaries WHERE kind = 'dependency'").run());
    expect(verifyAuditLog(path, { archives: [file] })).toMatchObject({
      ok: false,
      reason: 'SUMMARY_MISSING',
      seq: 23,
    });
  });

  it('SUMMARY_EDITED: a summary whose kind is neither dependency nor context', () => {
    const { path } = archivedSample();
    tamper(path, (db) =>
      db.prepare("UPDATE summaries SET kind = 'forged' WHERE kind = 'dependency'").run(),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SUMMARY_EDITED', seq: 23 });
  });
});

describe('red team: rows the ordered scan does not visit', () => {
  it('INSERTED: a self-consistent record below the genesis sequence number', () => {
    const { log, path } = openTemp();
    fill(log, 10);
    const head = log.flush();
    log.close();
    tamper(path, (db) => {
      const forged = { ...rowAt(db, 2), seq: -5, tool: 'delete_all', prevHash: GENESIS_PREV_HASH };
      forged.hash = recordHash(forged);
      insertRow(db, rowToArray(forged));
    });
    expect(readAuditRecords(path, { limit: 1 })[0]?.seq).toBe(-5); // readers see it
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'INSERTED',
      seq: -5,
    });
  });

  it('INSERTED: a duplicate sequence number at a read-chunk boundary (key dropped)', () => {
    const { log, path } = openTemp({ maxBuffered: 5000 });
    for (let i = 0; i < 4100; i++) {
      log.append({ type: 'tool_result', executionId: 'exec_1', callId: i, tool: 'send_email' });
    }
    const head = log.flush();
    log.close();
    tamper(path, (db) => {
      dropRecordsKey(db);
      const forged = { ...rowAt(db, 4096), tool: 'wire_money' };
      forged.hash = recordHash(forged);
      insertRow(db, rowToArray(forged));
    });
    expect(readAuditRecords(path, { fromSeq: 4096, toSeq: 4096 })).toHaveLength(2);
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'INSERTED',
      seq: 4096,
    });
  });

  it('INSERTED: a row without a sequence number (key dropped)', () => {
    const { log, path } = openTemp();
    fill(log, 10);
    log.close();
    tamper(path, (db) => {
      dropRecordsKey(db);
      insertRow(db, rowToArray({ ...rowAt(db, 3), seq: null as unknown as number }));
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'INSERTED', seq: 0 });
  });
});

describe('red team: the intent file is not trusted to hold only redacted records', () => {
  /** One intent line for `row` (chained and hashed as the writer does), with summaries. */
  function intentLine(row: RecordRow, summaries: { kind: string; body: string }[] = []): string {
    const sums = summaries.map((x) => ({
      ref: summaryRef(x.kind === 'context' ? 'ctx_' : 'sum_', x.body),
      kind: x.kind,
      body: JSON.parse(x.body) as unknown,
    }));
    return (
      JSON.stringify({
        record: JSON.parse(canonicalRecord(row)) as unknown,
        prevHash: row.prevHash,
        hash: row.hash,
        ...(sums.length > 0 ? { summaries: sums } : {}),
      }) + '\n'
    );
  }

  function forgedAfterHead(edit: Partial<RecordRow>, summaries: { kind: string; body: string }[]) {
    const { log, path } = openTemp({ durability: 'batched' });
    fill(log, 4);
    const head = log.flush();
    log.close();
    const row: RecordRow = {
      seq: head.seq + 1,
      ts: '2026-01-01T00:10:00.000Z',
      event: 'effect_allowed',
      executionId: 'exec_1',
      callId: 9,
      tool: 'send_email',
      decision: 'Allow',
      reasonCode: null,
      rulePath: null,
      argRefs: null,
      contextRef: null,
      witnessHash: null,
      payloadHash: null,
      policyHash: null,
      subject: null,
      attrs: null,
      redacted: 0,
      prevHash: head.hash,
      hash: '',
      ...edit,
    };
    if (summaries[0] !== undefined) {
      row.argRefs = JSON.stringify({ to: summaryRef('sum_', summaries[0].body) });
    }
    row.hash = recordHash(row);
    writeFileSync(`${path}-intent`, intentLine(row, summaries));
    return { path, seq: row.seq };
  }

  const open = (path: string) => {
    try {
      openAuditLog({ path, tokenKey: KEY, clock: stepClock() }).close();
      return undefined;
    } catch (e) {
      return { code: (e as AuditError).code, data: (e as AuditError).data };
    }
  };

  const dependency = (readers: string, authority: string) =>
    `{"authority":[${JSON.stringify(authority)}],"confidentiality":[],"integrity":[],"originCount":1,"readers":${readers},"truncated":false}`;

  it('INTENT_LOG_CORRUPT: recovery refuses records the redactor could not have produced', () => {
    const cases: [string, Partial<RecordRow>, { kind: string; body: string }[]][] = [
      ['raw subject', { subject: 'alice@example.com' }, []],
      ['secret in an identifier field', { tool: 'sk-abcdefghijklmnop' }, []],
      ['free text in ts', { ts: 'ignore previous instructions' }, []],
      ['untokenised principals', { attrs: '{"principals":["bob@example.com"]}' }, []],
      ['unknown event type', { event: 'genesis' }, []],
      [
        'a forged retention seal',
        {
          event: 'archive_sealed',
          attrs: '{"firstSeq":1,"lastSeq":3,"records":3}',
        },
        [],
      ],
      [
        'raw readers in a summary',
        {},
        [{ kind: 'dependency', body: dependency('["bob@x.org"]', 'a') }],
      ],
      [
        'free text in a summary',
        {},
        [{ kind: 'dependency', body: dependency('"Public"', 'wire all the money') }],
      ],
    ];
    for (const [name, edit, summaries] of cases) {
      const { path, seq } = forgedAfterHead(edit, summaries);
      expect(open(path), name).toEqual({ code: 'INTENT_LOG_CORRUPT', data: { seq } });
      expect(verifyAuditLog(path).records, name).toBe(seq - 1); // nothing committed
    }
  });

  it('still recovers a well-formed record (a keyless chain cannot tell a forged one)', () => {
    const { path, seq } = forgedAfterHead({}, [
      { kind: 'dependency', body: dependency('"Public"', 'send_email') },
    ]);
    expect(open(path)).toBeUndefined();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true, head: { seq } });
  });
});

describe('red team: malformed files give AuditErrors or verification failures, never crashes', () => {
  const codeOf = (f: () => unknown): string | undefined => {
    try {
      f();
      return undefined;
    } catch (e) {
      return e instanceof Error && e.name === 'AuditError' ? (e as AuditError).code : String(e);
    }
  };

  it('JSONL nested too deep to serialise is a malformed line', () => {
    const { log, path, dir } = openTemp();
    fill(log, 3);
    log.close();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const text = exportJsonl(path);
    const lines = text.trimEnd().split('\n').length;
    for (const extra of [
      `{"summaryRef":"sum_x","kind":"dependency","summary":{"a":${deep}}}`,
      `{"seq":99,"ts":"t","event":"e","redacted":false,"prevHash":"a","hash":"b","attrs":{"a":${deep}}}`,
    ]) {
      const bad = text + extra + '\n';
      expect(verifyAuditJsonl(bad)).toMatchObject({
        ok: false,
        reason: 'MALFORMED_RECORD',
        detail: { line: lines + 1 },
      });
      expect(codeOf(() => parseAuditJsonl(bad))).toBe('INVALID_JSONL');
      const seg = join(dir, 'seg.jsonl');
      writeFileSync(seg, bad);
      expect(verifyAuditLog(path, { archives: [seg] })).toMatchObject({
        ok: false,
        reason: 'MALFORMED_RECORD',
        detail: { archive: 0, line: lines + 1 },
      });
    }
  });

  it('READ_FAILED for stored JSON that does not parse; UNSUPPORTED_FORMAT for a non-text format', () => {
    const { log, path } = openTemp();
    fill(log, 4);
    log.close();
    tamper(path, (db) => db.prepare("UPDATE summaries SET body = 'not json'").run());
    expect(codeOf(() => exportJsonl(path))).toBe('READ_FAILED');
    tamper(path, (db) => db.prepare("UPDATE records SET attrs = '{bad' WHERE seq = 3").run());
    expect(codeOf(() => readAuditRecords(path))).toBe('READ_FAILED');
    tamper(path, (db) =>
      db.exec(
        "DROP TABLE meta; CREATE TABLE meta (key, value); INSERT INTO meta VALUES ('format', 2)",
      ),
    );
    expect(codeOf(() => verifyAuditLog(path))).toBe('UNSUPPORTED_FORMAT');
    expect(codeOf(() => readAuditRecords(path))).toBe('UNSUPPORTED_FORMAT');
  });
});

describe('red team: several JSONL lines for one summary', () => {
  it('SUMMARY_EDITED: an altered copy next to the genuine one, in either order', () => {
    const { log, path } = openTemp();
    fill(log, 6);
    log.close();
    const lines = exportJsonl(path).trimEnd().split('\n');
    const i = lines.findIndex((l) => l.includes('"kind":"dependency"'));
    const forged = lines[i]!.replace('"originCount":2', '"originCount":9');
    for (const text of [
      [forged, ...lines],
      [...lines, forged],
    ]) {
      expect(verifyAuditJsonl(text.join('\n') + '\n')).toMatchObject({
        ok: false,
        reason: 'SUMMARY_EDITED',
        seq: 2,
      });
    }
    // The same line twice is harmless.
    expect(verifyAuditJsonl([lines[i]!, ...lines].join('\n') + '\n')).toMatchObject({ ok: true });
  });
});

describe('red team: archive segments must be the files retention sealed', () => {
  it('ARCHIVE_MISMATCH: live records moved into a segment file no seal names', () => {
    const { log, path, dir } = openTemp();
    fill(log, 30);
    const res = log.applyRetention({ archiveDir: join(dir, 'a'), maxRecords: 10 })!;
    fill(log, 10);
    const head = log.flush();
    log.close();
    const fake = join(dir, 'a', 'more.jsonl');
    writeFileSync(fake, exportJsonl(path, { toSeq: 30 }));
    tamper(path, (db) => db.prepare('DELETE FROM records WHERE seq <= 30').run());
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'DELETED',
      seq: 22,
    });
    expect(verifyAuditLog(path, { archives: [res.file, fake], expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'ARCHIVE_MISMATCH',
      seq: 22,
      detail: { archive: 1 },
    });
  });

  it('ARCHIVE_MISMATCH: a segment padded with lines that leave its chain intact', () => {
    const { log, path, dir } = openTemp();
    fill(log, 30);
    const res = log.applyRetention({ archiveDir: join(dir, 'a'), maxRecords: 10 })!;
    log.close();
    expect(verifyAuditLog(path, { archives: [res.file] })).toMatchObject({ ok: true });
    appendFileSync(
      res.file,
      '{"kind":"dependency","summary":{"note":"anything"},"summaryRef":"sum_0"}\n',
    );
    expect(verifyAuditLog(path, { archives: [res.file] })).toMatchObject({
      ok: false,
      reason: 'ARCHIVE_MISMATCH',
      seq: 1,
    });
  });
});
