import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type AuditHead, verifyAuditLog } from '../src/index.js';
import { type RecordRow, recordHash, rowFromArray, rowToArray } from '../src/record.js';
import { SELECT_COLUMNS } from '../src/schema.js';
import { fill, openTemp, POLICY, tamper } from './helpers.js';

/** A closed log of 30 records (genesis + 29) and the head the host kept. */
function sample(): { path: string; head: AuditHead } {
  const { log, path } = openTemp();
  fill(log, 29);
  const head = log.flush();
  log.close();
  return { path, head };
}

function row(db: import('better-sqlite3').Database, seq: number): RecordRow {
  return rowFromArray(
    db
      .prepare(`SELECT ${SELECT_COLUMNS} FROM records WHERE seq = ?`)
      .raw(true)
      .get(seq) as unknown[],
  );
}

/** Renumbers records with seq >= from by delta (two steps to avoid key clashes). */
function shift(db: import('better-sqlite3').Database, from: number, delta: number): void {
  db.prepare('UPDATE records SET seq = -seq WHERE seq >= ?').run(from);
  db.prepare('UPDATE records SET seq = -seq + ? WHERE seq < 0').run(delta);
}

const insert = (db: import('better-sqlite3').Database, r: RecordRow) =>
  db
    .prepare('INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(rowToArray(r));

describe('verifyAuditLog: untampered', () => {
  it('verifies a fresh chain and the expected head', () => {
    const { path, head } = sample();
    const res = verifyAuditLog(path, { expectedHead: head });
    expect(res).toMatchObject({ ok: true, records: 30, firstSeq: 1, head, beyondExpectedHead: 0 });
  });

  it('accepts records appended after the expected head and counts them', () => {
    const { log, path } = openTemp();
    fill(log, 10);
    const kept = log.flush();
    fill(log, 5);
    log.close();
    expect(verifyAuditLog(path, { expectedHead: kept })).toMatchObject({
      ok: true,
      beyondExpectedHead: 5,
    });
    expect(verifyAuditLog(path, { expectedHead: { seq: kept.seq, hash: POLICY } })).toMatchObject({
      ok: false,
      reason: 'HEAD_MISMATCH',
      seq: kept.seq,
    });
  });
});

describe('verifyAuditLog: tampering with triggers dropped (direct file edits)', () => {
  it('EDITED: a field changed in place', () => {
    const { path } = sample();
    tamper(path, (db) =>
      db.prepare("UPDATE records SET tool = 'delete_file' WHERE seq = 12").run(),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 12 });
  });

  it('EDITED: the redaction flag flipped', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare('UPDATE records SET redacted = 1 WHERE seq = 5').run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 5 });
  });

  it('DELETED: a record removed leaves a gap', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare('DELETE FROM records WHERE seq = 17').run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'DELETED', seq: 17 });
  });

  it('DELETED: a record removed and the rest renumbered to close the gap', () => {
    const { path } = sample();
    tamper(path, (db) => {
      db.prepare('DELETE FROM records WHERE seq = 9').run();
      shift(db, 10, -1);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'DELETED', seq: 9 });
  });

  it('DELETED: the genesis record removed', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare('DELETE FROM records WHERE seq = 1').run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'DELETED', seq: 1 });
  });

  it('INSERTED: a forged record with a correct hash, later records renumbered', () => {
    const { path } = sample();
    tamper(path, (db) => {
      const prev = row(db, 13);
      const forged: RecordRow = {
        ...row(db, 14),
        seq: 14,
        tool: 'wire_money',
        prevHash: prev.hash,
      };
      forged.hash = recordHash(forged);
      shift(db, 14, 1);
      insert(db, forged);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'INSERTED', seq: 14 });
  });

  it('INSERTED: a forged record with a garbage hash, later records renumbered', () => {
    const { path } = sample();
    tamper(path, (db) => {
      const forged: RecordRow = { ...row(db, 20), hash: 'sha256:' + 'f'.repeat(64) };
      shift(db, 20, 1);
      insert(db, forged);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'INSERTED', seq: 20 });
  });

  it('REORDERED: two records swapped', () => {
    const { path } = sample();
    tamper(path, (db) => {
      db.prepare('UPDATE records SET seq = -1 WHERE seq = 7').run();
      db.prepare('UPDATE records SET seq = 7 WHERE seq = 8').run();
      db.prepare('UPDATE records SET seq = 8 WHERE seq = -1').run();
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'REORDERED', seq: 7 });
  });

  it('TRUNCATED_TAIL: the newest records removed (needs the expected head)', () => {
    const { path, head } = sample();
    tamper(path, (db) => db.prepare('DELETE FROM records WHERE seq > 26').run());
    // Without the head kept outside the file a clean truncation is undetectable...
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED' });
    // ...with it, the first missing sequence number is named.
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'TRUNCATED_TAIL',
      seq: 27,
    });
  });

  it('HEAD_MISMATCH: the tail rewritten with fresh hashes', () => {
    const { path, head } = sample();
    tamper(path, (db) => {
      const last = row(db, 30);
      db.prepare('DELETE FROM records WHERE seq = 30').run();
      const forged = { ...last, tool: 'wire_money' };
      forged.hash = recordHash(forged);
      insert(db, forged);
    });
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: false,
      reason: 'HEAD_MISMATCH',
      seq: 30,
    });
  });

  it('BROKEN_LINK: a record re-linked and re-hashed', () => {
    const { path } = sample();
    tamper(path, (db) => {
      const r = { ...row(db, 22), prevHash: 'sha256:' + '1'.repeat(64) };
      r.hash = recordHash(r);
      db.prepare('DELETE FROM records WHERE seq = 22').run();
      insert(db, r);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'BROKEN_LINK', seq: 22 });
  });

  it('BAD_GENESIS: the genesis record replaced by another event', () => {
    const { path } = sample();
    tamper(path, (db) => {
      const g = { ...row(db, 1), event: 'policy_loaded' };
      g.hash = recordHash(g);
      db.prepare('DELETE FROM records WHERE seq = 1').run();
      insert(db, g);
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'BAD_GENESIS', seq: 1 });
  });

  it('SUMMARY_EDITED: a stored summary altered (first referencing record named)', () => {
    const { path } = sample();
    tamper(path, (db) =>
      db
        .prepare(
          "UPDATE summaries SET body = replace(body, '\"pii\"', '\"public\"') WHERE kind = 'dependency'",
        )
        .run(),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SUMMARY_EDITED', seq: 2 });
  });

  it('SUMMARY_MISSING: a stored summary removed', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare("DELETE FROM summaries WHERE kind = 'context'").run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SUMMARY_MISSING', seq: 2 });
  });

  it('SCHEMA_TAMPERED: a trigger replaced by a no-op of the same name', () => {
    const { path } = sample();
    const db = new Database(path);
    db.exec('DROP TRIGGER records_no_update');
    db.exec('CREATE TRIGGER records_no_update BEFORE UPDATE ON records BEGIN SELECT 1; END');
    db.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED', seq: 0 });
  });

  it('SCHEMA_TAMPERED: triggers dropped even though no record changed', () => {
    const { path } = sample();
    tamper(path, () => {});
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED', seq: 0 });
  });

  it('EDITED: structure smuggled from one column into another keeps no hash', () => {
    const { path } = sample();
    tamper(path, (db) => {
      // seq 4 is a tool_result with callId 3 and tool send_email: move the tool into call_id.
      db.prepare(
        `UPDATE records SET call_id = '3,"tool":"send_email"', tool = NULL WHERE seq = 4`,
      ).run();
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 4 });
  });

  it('EDITED: a flag value other than 0/1', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare('UPDATE records SET redacted = 2 WHERE seq = 8').run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 8 });
  });

  it('EDITED: attrs folded into arg_refs', () => {
    const { log, path } = openTemp();
    log.append({
      type: 'token_minted',
      principals: ['bob'],
      capabilities: ['send_email'],
      argSummaries: {},
    });
    log.close();
    tamper(path, (db) => {
      const r = row(db, 2);
      db.prepare('UPDATE records SET arg_refs = ?, attrs = NULL WHERE seq = 2').run(
        `${r.argRefs!.slice(0, -1)}${r.argRefs === '{}' ? '' : ','}"x":1}`,
      );
    });
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 2 });
  });

  it('EDITED: a BLOB planted in a text column (SQLite fast path falls back)', () => {
    const { path } = sample();
    tamper(path, (db) =>
      db.prepare('UPDATE records SET tool = ? WHERE seq = 11').run(Buffer.from('x')),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 11 });
  });

  it('EDITED: a value the SQLite canonical form would escape differently', () => {
    const { path } = sample();
    tamper(path, (db) =>
      db.prepare("UPDATE records SET tool = 'a\u2028\"b' || char(1) WHERE seq = 13").run(),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'EDITED', seq: 13 });
  });

  it('MALFORMED_RECORD: the records table replaced by something else', () => {
    const { path } = sample();
    tamper(path, (db) => db.exec('DROP TABLE records; CREATE TABLE records (x)'));
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'MALFORMED_RECORD', seq: 0 });
  });

  it('MALFORMED_RECORD or EDITED: a column holding the wrong type', () => {
    const { path } = sample();
    tamper(path, (db) => db.prepare("UPDATE records SET call_id = 'x' WHERE seq = 4").run());
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, seq: 4 });
  });
});
