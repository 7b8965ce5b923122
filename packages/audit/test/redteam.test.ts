/**
 * Tamper-evidence attacks found by red-teaming the audit log (each one verified as intact,
 * crashed or was silently accepted before its fix).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../src/index.js';
import { fill, openTemp, tamper } from './helpers.js';

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
