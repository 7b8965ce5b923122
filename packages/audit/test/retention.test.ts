import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openAuditLog, verifyAuditJsonl, verifyAuditLog } from '../src/index.js';
import { fill, KEY, openTemp } from './helpers.js';

describe('retention by size and age', () => {
  it('moves old records to a segment whose head hash joins the live chain', () => {
    const { log, path, dir } = openTemp();
    fill(log, 49); // seq 1..50
    const archiveDir = join(dir, 'archive');
    const res = log.applyRetention({ archiveDir, maxRecords: 20 });
    expect(res).toMatchObject({ firstSeq: 1, lastSeq: 30, records: 30, sealSeq: 51 });
    const live = log.records();
    expect(live[0]?.seq).toBe(31);
    expect(live[0]?.prevHash).toBe(res?.headHash);
    expect(live.at(-1)).toMatchObject({
      seq: 51,
      event: 'archive_sealed',
      attrs: {
        firstSeq: 1,
        lastSeq: 30,
        records: 30,
        headHash: res?.headHash,
        fileSha256: res?.fileSha256,
      },
    });
    const head = log.flush();
    log.close();
    // Live alone: the join is taken from the segment registry and cross-checked by the seal.
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({
      ok: true,
      firstSeq: 31,
      archivedThrough: 30,
      records: 21,
    });
    // Archive + live verify as one chain.
    expect(verifyAuditLog(path, { archives: [res!.file], expectedHead: head })).toMatchObject({
      ok: true,
      records: 51,
      archivedThrough: 30,
    });
    // The segment is a self-contained JSONL chain (with its summaries).
    expect(verifyAuditJsonl(readFileSync(res!.file, 'utf8'))).toMatchObject({
      ok: true,
      records: 30,
      anchored: true,
    });
  });

  it('archives by age, repeatedly, and all segments + live verify as one chain', () => {
    let now = Date.UTC(2026, 0, 1);
    const clock = () => (now += 60_000); // a minute per record
    const { dir, path } = openTemp();
    const log = openAuditLog({ path: join(dir, 'age.db'), tokenKey: KEY, clock });
    void path;
    fill(log, 59);
    const archiveDir = join(dir, 'archive');
    const a = log.applyRetention({ archiveDir, maxAgeMs: 30 * 60_000 });
    expect(a).toBeDefined();
    expect(a!.lastSeq).toBeGreaterThan(20);
    fill(log, 30);
    const b = log.applyRetention({ archiveDir, maxAgeMs: 10 * 60_000 });
    expect(b!.firstSeq).toBe(a!.lastSeq + 1);
    expect(log.applyRetention({ archiveDir, maxAgeMs: 365 * 86_400_000 })).toBeUndefined();
    log.close();
    const dbPath = join(dir, 'age.db');
    expect(verifyAuditLog(dbPath, { archives: [a!.file, b!.file] })).toMatchObject({ ok: true });
    expect(verifyAuditLog(dbPath)).toMatchObject({ ok: true, archivedThrough: b!.lastSeq });
    // Missing the first segment: the chain no longer starts at genesis.
    expect(verifyAuditLog(dbPath, { archives: [b!.file] })).toMatchObject({
      ok: false,
      reason: 'DELETED',
      seq: 1,
    });
  });

  it('archives by estimated size (maxBytes)', () => {
    const { log, path, dir } = openTemp();
    fill(log, 2000);
    const used = () => {
      const pages =
        (log.db.pragma('page_count', { simple: true }) as number) -
        (log.db.pragma('freelist_count', { simple: true }) as number);
      return pages * (log.db.pragma('page_size', { simple: true }) as number);
    };
    log.flush();
    const before = used();
    const res = log.applyRetention({
      archiveDir: join(dir, 'a'),
      maxBytes: Math.floor(before / 4),
    });
    expect(res).toBeDefined();
    // About three quarters of the records moved out, and the used size dropped accordingly.
    expect(res!.records).toBeGreaterThan(1300);
    expect(res!.records).toBeLessThan(1700);
    expect(used()).toBeLessThan(before / 2);
    expect(
      log.applyRetention({ archiveDir: join(dir, 'a'), maxBytes: before * 2 }),
    ).toBeUndefined();
    log.close();
    expect(verifyAuditLog(path, { archives: [res!.file] })).toMatchObject({ ok: true });
  });

  it('runs after size-triggered batches (commit level switched outside the transaction)', () => {
    const { log, path, dir } = openTemp({ maxBuffered: 4 });
    for (let i = 0; i < 8; i++) log.append({ type: 'tool_result', callId: i });
    expect(log.durableHead().seq).toBe(9); // two NORMAL batches, nothing buffered
    const res = log.applyRetention({ archiveDir: join(dir, 'a'), maxRecords: 3 });
    expect(res).toMatchObject({ firstSeq: 1, lastSeq: 6, sealSeq: 10 });
    expect(log.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    log.append({ type: 'tool_result' });
    log.close();
    expect(verifyAuditLog(path, { archives: [res!.file] })).toMatchObject({
      ok: true,
      records: 11,
    });
  });

  it('rejects invalid retention options and does nothing when nothing is old enough', () => {
    const { log, dir } = openTemp();
    fill(log, 5);
    const archiveDir = join(dir, 'a');
    expect(() => log.applyRetention({ archiveDir, maxRecords: -1 })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPTIONS', data: { option: 'maxRecords' } }),
    );
    expect(() => log.applyRetention({ archiveDir: '' })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(log.applyRetention({ archiveDir, maxRecords: 100 })).toBeUndefined();
    expect(log.append({ type: 'policy_loaded' }).seq).toBe(7); // still usable
    log.close();
  });

  it('detects an edited archive segment at the right sequence number', () => {
    const { log, path, dir } = openTemp();
    fill(log, 29);
    const res = log.applyRetention({ archiveDir: join(dir, 'a'), maxRecords: 10 })!;
    log.close();
    const text = readFileSync(res.file, 'utf8').replace('"callId":7,', '"callId":8,');
    writeFileSync(res.file, text);
    expect(verifyAuditLog(path, { archives: [res.file] })).toMatchObject({
      ok: false,
      reason: 'EDITED',
      seq: 9,
    });
  });

  it('the only deletion the schema allows is of archived rows; a forged segment row is caught', () => {
    const { log, path } = openTemp();
    fill(log, 29);
    log.close();
    const db = new Database(path);
    // Triggers intact: registering a fake segment lets the attacker delete, but there is no
    // seal record for it in the chain.
    db.prepare("INSERT INTO archive_segments VALUES (1, 10, 'sha256:x', 'f', 's', 10, 't')").run();
    db.prepare('DELETE FROM records WHERE seq <= 10').run();
    expect(() => db.prepare('DELETE FROM records WHERE seq = 11').run()).toThrow(/archived/);
    db.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'DELETED', seq: 1 });
  });
});
