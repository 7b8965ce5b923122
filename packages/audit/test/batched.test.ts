/**
 * durability: 'batched': security events go to the write-ahead intent file before `append`
 * returns and are committed to SQLite in batches; on open the intent file's records beyond
 * the committed head are checked and committed, a torn last line is dropped, and anything
 * that does not continue the chain refuses the open (INTENT_LOG_CORRUPT).
 */

import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  type AuditError,
  type AuditEvent,
  type AuditLog,
  exportJsonl,
  openAuditLog,
  verifyAuditLog,
} from '../src/index.js';
import { forgetHeldLock, LOCK_SUFFIX } from '../src/lock.js';
import { CONTEXT, KEY, POLICY, SUMMARY, stepClock, tempDir } from './helpers.js';

const allowed = (callId: number): AuditEvent => ({
  type: 'effect_allowed',
  executionId: 'exec_1',
  callId,
  tool: 'send_email',
  decision: 'Allow',
  policyHash: POLICY,
  argSummaries: { to: SUMMARY },
  contextSummary: {
    ...CONTEXT,
    effectCounters: { total: callId, perTool: { send_email: callId } },
  },
});
const result = (callId: number): AuditEvent => ({
  type: 'tool_result',
  executionId: 'exec_1',
  callId,
  tool: 'send_email',
  decision: 'Allow',
  payloadHash: 'sha256:' + 'cd'.repeat(32),
  policyHash: POLICY,
});

function openBatched(path: string, extra: { maxBuffered?: number } = {}): AuditLog {
  return openAuditLog({
    path,
    tokenKey: KEY,
    clock: stepClock(),
    durability: 'batched',
    flushIntervalMs: 60_000,
    ...extra,
  });
}

const intentOf = (path: string) => `${path}-intent`;
const intentLines = (path: string) =>
  readFileSync(intentOf(path), 'utf8')
    .split('\n')
    .filter((l) => l !== '');

function committedSeqs(path: string): number[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT seq FROM records ORDER BY seq').pluck().all() as number[];
  } finally {
    db.close();
  }
}

function codeOf(f: () => unknown): { code: string; data: unknown } | undefined {
  try {
    f();
  } catch (e) {
    return { code: (e as AuditError).code, data: (e as AuditError).data };
  }
  return undefined;
}

/**
 * Appends pairs in batched mode and leaves the process state as a crash would: the log is
 * never closed (its buffered records are only in the intent file). Returns the acks.
 */
/** The pid of a process that has exited (a stale lock's owner). */
const DEAD_PID = spawnSync(process.execPath, ['-e', '']).pid;

function crashAfter(path: string, pairs: number): Map<number, string> {
  const log = openBatched(path);
  const acks = new Map<number, string>();
  for (let i = 0; i < pairs; i++) {
    const r = log.append(allowed(i));
    acks.set(r.seq, r.hash);
    log.append(result(i));
  }
  // Simulated crash: drop the handle without flush/close (the db handle is closed so the
  // file can be reopened, but nothing is committed), and leave the writer lock behind with
  // the pid of a process that is gone.
  (log.db as Database.Database).close();
  forgetHeldLock(path);
  writeFileSync(`${path}${LOCK_SUFFIX}`, `${DEAD_PID}\n`);
  return acks;
}

describe("durability: 'batched'", () => {
  it('round-trips: intent before return, committed in batches, verifies and exports', () => {
    const path = join(tempDir(), 'a.db');
    const log = openBatched(path, { maxBuffered: 8 });
    const r1 = log.append(allowed(1));
    expect(r1).toMatchObject({ seq: 2, durable: false, persisted: 'intent' });
    expect(intentLines(path)).toHaveLength(1);
    const r2 = log.append(result(1));
    expect(r2).toMatchObject({ seq: 3, durable: false, persisted: 'buffer' });
    // The operational record goes to the intent file with the next security record.
    expect(intentLines(path)).toHaveLength(1);
    log.append(allowed(2));
    expect(intentLines(path)).toHaveLength(3);
    expect(log.durableHead().seq).toBe(1);
    for (let i = 3; i < 8; i++) log.append(i % 2 ? allowed(i) : result(i));
    // maxBuffered (8) reached: one commit, and the intent file is emptied.
    expect(log.durableHead().seq).toBe(9);
    expect(statSync(intentOf(path)).size).toBe(0);
    const r = log.append(allowed(9));
    expect(r.persisted).toBe('intent');
    expect(log.flush()).toEqual(log.head());
    expect(statSync(intentOf(path)).size).toBe(0);
    const head = log.head();
    log.close();
    expect(verifyAuditLog(path, { expectedHead: head })).toMatchObject({ ok: true, records: 10 });
    expect(exportJsonl(path).split('\n').filter(Boolean).length).toBeGreaterThan(10);
  });

  it('stores the same bytes and hashes as durability full', () => {
    const dump = (durability: 'full' | 'batched') => {
      const path = join(tempDir(), `${durability}.db`);
      const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock(), durability });
      for (let i = 0; i < 6; i++) log.append(i % 2 ? result(i) : allowed(i));
      log.close();
      const db = new Database(path, { readonly: true });
      try {
        return [
          db.prepare('SELECT * FROM records ORDER BY seq').all(),
          db.prepare('SELECT * FROM summaries ORDER BY ref').all(),
        ];
      } finally {
        db.close();
      }
    };
    expect(dump('batched')).toEqual(dump('full'));
  });

  it('recovers every acknowledged record after a crash, in batched and in full mode', () => {
    for (const reopen of ['batched', 'full'] as const) {
      const path = join(tempDir(), 'a.db');
      const acks = crashAfter(path, 5);
      expect(committedSeqs(path)).toEqual([1]);
      const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock(), durability: reopen });
      // Every acknowledged security record (and the operational ones written before them).
      expect(log.durableHead().seq).toBe(10);
      expect(statSync(intentOf(path)).size).toBe(0);
      const stored = new Map(log.records().map((r) => [r.seq, r.hash]));
      for (const [seq, hash] of acks) expect(stored.get(seq)).toBe(hash);
      log.append(allowed(99));
      log.close();
      expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 11 });
    }
  });

  it('drops a torn last line (never acknowledged)', () => {
    for (const tear of ['half', 'no-newline', 'garbage']) {
      const path = join(tempDir(), 'a.db');
      crashAfter(path, 3);
      const text = readFileSync(intentOf(path), 'utf8');
      const last = text.slice(text.lastIndexOf('\n', text.length - 2) + 1);
      const keep = text.slice(0, text.length - last.length);
      if (tear === 'half') writeFileSync(intentOf(path), keep + last.slice(0, last.length >> 1));
      if (tear === 'no-newline') writeFileSync(intentOf(path), text.slice(0, -1));
      if (tear === 'garbage') writeFileSync(intentOf(path), `${keep}{"record":\n`);
      const log = openBatched(path);
      // Intent lines: 2 | 3, 4 | 5, 6 (the last operational record, 7, was only buffered).
      expect(log.durableHead().seq, tear).toBe(5);
      log.close();
      expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 5 });
    }
  });

  it('skips intent lines that are already committed (crash between commit and truncate)', () => {
    const path = join(tempDir(), 'a.db');
    crashAfter(path, 3);
    const text = readFileSync(intentOf(path), 'utf8');
    const log = openBatched(path);
    log.close();
    // Put the already-committed lines back, as if the truncate had not happened.
    writeFileSync(intentOf(path), text);
    const again = openBatched(path);
    expect(again.durableHead().seq).toBe(6);
    again.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 6 });
  });

  it('refuses to open on a corrupt, forked or gapped intent file', () => {
    const cases: [string, (lines: string[]) => string[], number][] = [
      // An edited record: its hash no longer matches.
      ['edited', (ls) => [ls[0]!, ls[1]!.replace('"exec_1"', '"exec_2"'), ...ls.slice(2)], 3],
      // A gap: the second line is missing.
      ['gap', (ls) => [ls[0]!, ...ls.slice(2)], 3],
      // Unparsable line that is not the last one.
      ['garbage', (ls) => [ls[0]!, '{not json', ...ls.slice(1)], 3],
      // A fork: a committed seq with another hash.
      [
        'fork',
        (ls) => {
          const other = JSON.parse(ls[0]!) as { hash: string };
          return [ls[0]!.replace(other.hash, 'sha256:' + '0'.repeat(64)), ...ls.slice(1)];
        },
        2,
      ],
      // A well-formed line whose shape is wrong.
      ['shape', (ls) => [ls[0]!, '{"record":{"seq":"3"}}', ...ls.slice(1)], 3],
    ];
    for (const [name, edit, seq] of cases) {
      const path = join(tempDir(), 'a.db');
      crashAfter(path, 3);
      const lines = intentLines(path);
      writeFileSync(intentOf(path), edit(lines).join('\n') + '\n');
      const before = readFileSync(intentOf(path), 'utf8');
      const err = codeOf(() => openBatched(path));
      expect(err, name).toEqual({ code: 'INTENT_LOG_CORRUPT', data: { seq } });
      // Nothing was dropped or committed: the evidence is left as it was.
      expect(readFileSync(intentOf(path), 'utf8')).toBe(before);
      expect(committedSeqs(path)).toEqual([1]);
      // Also when opened in full mode.
      expect(codeOf(() => openAuditLog({ path, tokenKey: KEY, clock: stepClock() }))?.code).toBe(
        'INTENT_LOG_CORRUPT',
      );
    }
  });

  it('refuses a record whose summary is in neither the database nor the intent file', () => {
    const path = join(tempDir(), 'a.db');
    crashAfter(path, 2);
    const lines = intentLines(path).map((l) => {
      const v = JSON.parse(l) as Record<string, unknown>;
      delete v.summaries;
      return JSON.stringify(v);
    });
    writeFileSync(intentOf(path), lines.join('\n') + '\n');
    expect(codeOf(() => openBatched(path))).toEqual({
      code: 'INTENT_LOG_CORRUPT',
      data: { seq: 2 },
    });
  });

  it('empties the intent file after each commit and on close', () => {
    const path = join(tempDir(), 'a.db');
    const log = openBatched(path, { maxBuffered: 4 });
    log.append(allowed(1));
    expect(statSync(intentOf(path)).size).toBeGreaterThan(0);
    log.flush();
    expect(statSync(intentOf(path)).size).toBe(0);
    log.append(allowed(2));
    log.append(result(2));
    log.append(allowed(3));
    expect(statSync(intentOf(path)).size).toBeGreaterThan(0);
    log.append(allowed(4)); // 4 buffered: the size commit
    expect(log.durableHead().seq).toBe(6);
    expect(statSync(intentOf(path)).size).toBe(0);
    log.append(allowed(5));
    expect(statSync(intentOf(path)).size).toBeGreaterThan(0);
    log.close();
    expect(statSync(intentOf(path)).size).toBe(0);
    expect(committedSeqs(path)).toHaveLength(7);
  });

  it('keeps retention working: the seal record commits inside the retention transaction', () => {
    const dir = tempDir();
    const path = join(dir, 'a.db');
    const log = openBatched(path);
    for (let i = 0; i < 10; i++) log.append(i % 2 ? result(i) : allowed(i));
    const res = log.applyRetention({ archiveDir: join(dir, 'archive'), maxRecords: 4 });
    expect(res).toBeDefined();
    expect(log.durableHead().seq).toBe(res!.sealSeq);
    log.append(allowed(11));
    log.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true });
  });

  it('a :memory: log has no intent file; a file log in full mode creates none', () => {
    const mem = openAuditLog({
      path: ':memory:',
      tokenKey: KEY,
      clock: stepClock(),
      durability: 'batched',
    });
    expect(mem.append(allowed(1))).toMatchObject({ durable: false, persisted: 'buffer' });
    mem.close();
    const path = join(tempDir(), 'a.db');
    const full = openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
    expect(full.append(allowed(1))).toMatchObject({ durable: true, persisted: 'sqlite' });
    full.close();
    expect(existsSync(intentOf(path))).toBe(false);
  });

  it('fails closed when the intent file cannot be written', () => {
    const path = join(tempDir(), 'a.db');
    const log = openBatched(path);
    log.append(allowed(1));
    // Simulate a failing disk: close the descriptor under the log (the next write: EBADF).
    const fd = intentFd(path);
    expect(fd).toBeGreaterThan(2);
    closeSync(fd);
    expect(codeOf(() => log.append(allowed(2)))).toEqual({
      code: 'WRITE_FAILED',
      data: { firstSeq: 3, lastSeq: 3 },
    });
    expect(codeOf(() => log.append(result(2)))?.code).toBe('LOG_FAILED');
    // Closing the failed log commits nothing more and gives up the writer lock.
    log.close();
    // The acknowledged record is recovered on the next open.
    const again = openBatched(path);
    expect(again.durableHead().seq).toBe(2);
    again.close();
  });
});

/** The descriptor this process holds on the intent file (Linux /proc). */
function intentFd(path: string): number {
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === intentOf(path)) return Number(fd);
    } catch {
      // a descriptor that vanished meanwhile
    }
  }
  return -1;
}
