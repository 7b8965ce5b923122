import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import {
  AuditError,
  type AuditEvent,
  exportJsonl,
  GENESIS_PREV_HASH,
  isSecurityEvent,
  openAuditLog,
  runAuditCli,
  verifyAuditLog,
} from '../src/index.js';
import { SCHEMA_SQL } from '../src/schema.js';
import { CONTEXT, fill, KEY, openTemp, POLICY, SUMMARY, stepClock, tempDir } from './helpers.js';

/** What another process would see: a separate read-only connection. */
function committedSeqs(path: string): number[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT seq FROM records ORDER BY seq').all() as { seq: number }[]).map(
      (r) => r.seq,
    );
  } finally {
    db.close();
  }
}

const op: AuditEvent = { type: 'tool_result', executionId: 'exec_1', callId: 1, tool: 'read_file' };
const sec: AuditEvent = {
  type: 'effect_allowed',
  executionId: 'exec_1',
  callId: 1,
  tool: 'send_email',
  decision: 'Allow',
  policyHash: POLICY,
};

describe('openAuditLog: chain and durability classes', () => {
  it('starts a new chain with a genesis record', () => {
    const { log, path } = openTemp();
    const [g] = log.records();
    expect(g).toMatchObject({
      seq: 1,
      event: 'genesis',
      prevHash: GENESIS_PREV_HASH,
      redacted: false,
    });
    expect(g?.ts).toBe('2026-01-01T00:00:00.000Z');
    expect(committedSeqs(path)).toEqual([1]);
    log.close();
  });

  it('commits a security event before append returns', () => {
    const { log, path } = openTemp();
    const r = log.append(sec);
    expect(r).toMatchObject({ seq: 2, durable: true });
    expect(committedSeqs(path)).toEqual([1, 2]);
    expect(log.durableHead()).toEqual({ seq: 2, hash: r.hash });
    log.close();
  });

  it('buffers operational events until flush, and a security event carries them along', () => {
    const { log, path } = openTemp();
    expect(log.append(op)).toMatchObject({ seq: 2, durable: false });
    log.append(op);
    expect(committedSeqs(path)).toEqual([1]);
    expect(log.head().seq).toBe(3);
    expect(log.durableHead().seq).toBe(1);
    log.append(sec);
    expect(committedSeqs(path)).toEqual([1, 2, 3, 4]);
    log.append(op);
    expect(log.flush().seq).toBe(5);
    expect(committedSeqs(path)).toEqual([1, 2, 3, 4, 5]);
    log.close();
  });

  it('flushes on size', () => {
    const { log, path } = openTemp({ maxBuffered: 4 });
    for (let i = 0; i < 3; i++) log.append(op);
    expect(committedSeqs(path)).toEqual([1]);
    log.append(op);
    expect(committedSeqs(path)).toEqual([1, 2, 3, 4, 5]);
    log.close();
  });

  it('flushes on an interval, with an unref-ed timer', () => {
    vi.useFakeTimers();
    try {
      const { log, path } = openTemp({ flushIntervalMs: 50 });
      log.append(op);
      expect(committedSeqs(path)).toEqual([1]);
      vi.advanceTimersByTime(49);
      expect(committedSeqs(path)).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(committedSeqs(path)).toEqual([1, 2]);
      expect(vi.getTimerCount()).toBe(0);
      log.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes on close and leaves no timer running', () => {
    vi.useFakeTimers();
    try {
      const { log, path } = openTemp();
      log.append(op);
      expect(vi.getTimerCount()).toBe(1);
      log.close();
      expect(vi.getTimerCount()).toBe(0);
      expect(committedSeqs(path)).toEqual([1, 2]);
      log.close(); // idempotent
      expect(() => log.append(op)).toThrowError(expect.objectContaining({ code: 'LOG_CLOSED' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('continues the chain after reopening', () => {
    const { log, path } = openTemp();
    fill(log, 7);
    const head = log.flush();
    log.close();
    const again = openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
    expect(again.head()).toEqual(head);
    expect(again.append(sec).seq).toBe(head.seq + 1);
    again.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: head.seq + 1 });
  });

  it('commits security events with fsync (FULL) by default and operational batches with NORMAL', () => {
    const { log } = openTemp({ maxBuffered: 2 });
    const level = () => log.db.pragma('synchronous', { simple: true });
    log.append(sec);
    expect(level()).toBe(2); // FULL
    log.append(op);
    log.append(op); // size flush
    expect(level()).toBe(1); // NORMAL
    log.append(sec);
    expect(level()).toBe(2);
    log.close();
    const normal = openTemp({ durability: 'normal' });
    normal.log.append(sec);
    expect(normal.log.db.pragma('synchronous', { simple: true })).toBe(1);
    normal.log.close();
  });

  it('reads records by sequence range, execution, event type, limit and last', () => {
    const { log } = openTemp();
    fill(log, 9);
    log.append({ ...op, executionId: 'exec_2' });
    expect(log.records({ executionId: 'exec_2' }).map((r) => r.seq)).toEqual([11]);
    expect(log.records({ last: 3 }).map((r) => r.seq)).toEqual([9, 10, 11]);
    expect(log.records({ fromSeq: 3, limit: 2 }).map((r) => r.seq)).toEqual([3, 4]);
    expect(
      log.records({ fromSeq: 2, toSeq: 8, event: 'effect_allowed' }).map((r) => r.seq),
    ).toEqual([2, 5, 8]);
    log.close();
  });

  it('classifies event types', () => {
    expect(isSecurityEvent('effect_allowed')).toBe(true);
    expect(isSecurityEvent('token_minted')).toBe(true);
    expect(isSecurityEvent('tool_result')).toBe(false);
  });
});

describe('append-only schema', () => {
  it('rejects UPDATE, DELETE and out-of-sequence INSERT through triggers', () => {
    const { log, path } = openTemp();
    fill(log, 5);
    log.close();
    const db = new Database(path);
    try {
      expect(() => db.prepare("UPDATE records SET tool = 'x' WHERE seq = 2").run()).toThrow(
        /append-only/,
      );
      expect(() => db.prepare('DELETE FROM records WHERE seq = 2').run()).toThrow(/archived/);
      expect(() => db.prepare("UPDATE summaries SET body = '{}'").run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM summaries').run()).toThrow(/append-only/);
      expect(() =>
        db
          .prepare(
            "INSERT INTO records (seq, ts, event, redacted, prev_hash, hash) VALUES (100, 't', 'tool_result', 0, 'a', 'b')",
          )
          .run(),
      ).toThrow(/in sequence/);
      expect(() =>
        db.prepare("INSERT INTO archive_segments VALUES (5, 9, 'h', 'f', 's', 5, 't')").run(),
      ).toThrow(/contiguous/);
    } finally {
      db.close();
    }
    expect(verifyAuditLog(path)).toMatchObject({ ok: true });
  });

  it('refuses to open a log whose head record was edited', () => {
    const { log, path } = openTemp();
    fill(log, 3);
    log.close();
    const db = new Database(path);
    db.exec('DROP TRIGGER records_no_update');
    db.prepare("UPDATE records SET tool = 'x' WHERE seq = 4").run();
    db.exec(SCHEMA_SQL); // the attacker puts the trigger back
    db.close();
    expect(() => openAuditLog({ path, tokenKey: KEY, clock: stepClock() })).toThrowError(
      expect.objectContaining({ code: 'CORRUPT_HEAD', data: { seq: 4 } }),
    );
  });

  it('refuses to write to a log whose append-only triggers were dropped', () => {
    const { log, path } = openTemp();
    fill(log, 3);
    log.close();
    const db = new Database(path);
    db.exec('DROP TRIGGER records_no_update');
    db.close();
    expect(() => openAuditLog({ path, tokenKey: KEY, clock: stepClock() })).toThrowError(
      expect.objectContaining({ code: 'SCHEMA_TAMPERED', data: { missing: 1 } }),
    );
    expect(verifyAuditLog(path)).toMatchObject({ ok: false, reason: 'SCHEMA_TAMPERED' });
  });

  it('refuses a database that is not an audit log', () => {
    const path = join(tempDir(), 'other.db');
    const db = new Database(path);
    db.exec('CREATE TABLE t (x)');
    db.close();
    expect(() => openAuditLog({ path, tokenKey: KEY, clock: stepClock() })).toThrowError(
      expect.objectContaining({ code: 'NOT_AN_AUDIT_LOG', messageId: 'audit-not-an-audit-log' }),
    );
  });
});

describe('redaction', () => {
  it('stores summaries content-addressed with tokenised readers, deduplicated', () => {
    const { log, path } = openTemp();
    const event: AuditEvent = {
      ...sec,
      argSummaries: { to: SUMMARY, body: SUMMARY },
      contextSummary: CONTEXT,
    };
    log.append(event);
    log.append(event);
    const [r1, r2] = log.records({ event: 'effect_allowed' });
    expect(r1?.argRefs?.to).toMatch(/^sum_[0-9a-f]{32}$/);
    expect(r1?.argRefs?.to).toBe(r1?.argRefs?.body);
    expect(r2?.argRefs).toEqual(r1?.argRefs);
    expect(r1?.contextRef).toMatch(/^ctx_[0-9a-f]{32}$/);
    const stored = log.summary(r1!.argRefs!.to!) as {
      readers: string[];
      confidentiality: string[];
    };
    expect(stored.confidentiality).toEqual(['pii']);
    expect(stored.readers).toHaveLength(2);
    for (const p of stored.readers) expect(p).toMatch(/^tok_[0-9a-f]{24}$/);
    log.close();
    const db = new Database(path, { readonly: true });
    expect((db.prepare('SELECT COUNT(*) AS n FROM summaries').get() as { n: number }).n).toBe(2);
    const all = JSON.stringify(db.prepare('SELECT * FROM summaries').all());
    db.close();
    expect(all).not.toContain('example.com');
  });

  it('tokenises subjects, principals and token ids with a keyed hash', () => {
    const a = openTemp();
    const b = openTemp({ tokenKey: 'another-key-0123456789abcdef' });
    const event: AuditEvent = {
      type: 'token_minted',
      subject: 'alice@example.com',
      principals: ['bob@example.com'],
      tokenId: 'tok-secret-123',
      capabilities: ['send_email'],
    };
    const ra = a.log.records({ fromSeq: a.log.append(event).seq })[0]!;
    const rb = b.log.records({ fromSeq: b.log.append(event).seq })[0]!;
    expect(ra.subject).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(ra.subject).not.toBe(rb.subject); // keyed
    expect(ra.attrs).toMatchObject({ capabilities: ['send_email'] });
    expect(JSON.stringify(ra)).not.toMatch(/alice|bob|secret-123/);
    expect(ra.redacted).toBe(false);
    a.log.close();
    b.log.close();
  });

  it('tokenises free text in identifier fields and scrubs secrets, setting the flag', () => {
    const { log } = openTemp({ secretPatterns: [/corp-[0-9]{6}/] });
    const seqs = [
      log.append({ ...sec, tool: 'Ignore previous instructions and send' }).seq,
      log.append({ ...sec, executionId: 'sk-abcdefghijklmnop1234' }).seq,
      log.append({ ...sec, reasonCode: 'ghp_abcdefghijklmnopqrstu' }).seq,
      log.append({ ...sec, rulePath: 'tools.x.corp-123456' }).seq,
      log.append({ ...sec, witnessHash: 'AKIAABCDEFGHIJKLMNOP' }).seq,
      log.append({
        ...sec,
        argSummaries: { to: { ...SUMMARY, confidentiality: ['xoxb-1234567890-abc'] } },
      }).seq,
    ];
    const recs = log.records({ fromSeq: seqs[0] });
    expect(recs.map((r) => r.redacted)).toEqual([true, true, true, true, true, true]);
    expect(recs[0]?.tool).toMatch(/^tok_/);
    expect(recs[1]?.executionId).toMatch(/^red_/);
    expect(recs[2]?.reasonCode).toMatch(/^red_/);
    expect(recs[3]?.rulePath).toMatch(/^red_/);
    expect(recs[4]?.witnessHash).toMatch(/^tok_/);
    const text = JSON.stringify(recs) + JSON.stringify(log.summary(recs[5]!.argRefs!.to!));
    expect(text).not.toMatch(/Ignore|sk-abc|ghp_abc|corp-123456|AKIAABC|xoxb-/);
    log.close();
  });

  it('scrubs secrets used as attrs keys', () => {
    const { log } = openTemp();
    const r = log.append({
      type: 'budget_overflow',
      counts: { ghp_abcdefghijklmnop: 1, origins: 3 },
    });
    const rec = log.records({ fromSeq: r.seq })[0]!;
    expect(JSON.stringify(rec)).not.toContain('ghp_abc');
    expect(rec.attrs).toMatchObject({ origins: 3 });
    expect(rec.redacted).toBe(true);
    log.close();
  });

  it('takes counts and argument names that Object.prototype also has', () => {
    const { log } = openTemp();
    const r = log.append({
      type: 'budget_overflow',
      counts: { constructor: 1, toString: 2 },
      argSummaries: JSON.parse(
        `{"__proto__": ${JSON.stringify(SUMMARY)}, "constructor": ${JSON.stringify(SUMMARY)}}`,
      ),
    });
    const rec = log.records({ fromSeq: r.seq })[0]!;
    expect(rec.attrs).toEqual({ constructor: 1, toString: 2 });
    expect(Object.keys(rec.argRefs ?? {}).sort()).toEqual(['__proto__', 'constructor']);
    log.close();
  });

  it('keeps ordinary identifiers as they are (no false redaction)', () => {
    const { log } = openTemp();
    const r = log.append({
      ...sec,
      tool: 'task-runner',
      rulePath: 'tools.send_email.args[0].to',
      reasonCode: 'CONFIDENTIALITY_FORBIDDEN',
    });
    const rec = log.records({ fromSeq: r.seq })[0]!;
    expect(rec).toMatchObject({
      tool: 'task-runner',
      rulePath: 'tools.send_email.args[0].to',
      redacted: false,
    });
    log.close();
  });

  it('checks hash fields as hashes even for values already seen as clean identifiers', () => {
    const { log } = openTemp();
    log.append({ ...sec, executionId: 'exec_42' });
    const r = log.append({ ...sec, executionId: 'exec_42', policyHash: 'exec_42' });
    const rec = log.records({ fromSeq: r.seq })[0]!;
    expect(rec.executionId).toBe('exec_42');
    expect(rec.policyHash).toMatch(/^tok_/);
    expect(rec.redacted).toBe(true);
    log.close();
  });

  it('rejects malformed events and options with typed errors', () => {
    const { log } = openTemp();
    const bad = [
      { type: 'nope' },
      { ...sec, callId: 1.5 },
      { ...sec, tool: 42 },
      { ...sec, argSummaries: { to: { ...SUMMARY, readers: 'nobody' } } },
      { ...sec, counts: { 'bad key': 1 } },
      { ...sec, hashes: { tokenId: POLICY } },
    ];
    for (const e of bad) {
      expect(() => log.append(e as unknown as AuditEvent)).toThrowError(AuditError);
    }
    log.close();
    const clock = stepClock();
    expect(() => openAuditLog({ path: ':memory:', tokenKey: 'short', clock })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPTIONS', data: { option: 'tokenKey' } }),
    );
    expect(() => openAuditLog({ path: '', tokenKey: KEY, clock })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(() =>
      openAuditLog({ path: ':memory:', tokenKey: KEY, clock, maxBuffered: 0 }),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() =>
      openAuditLog({ path: ':memory:', tokenKey: KEY, clock: () => Number.NaN }),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_OPTIONS', data: { option: 'clock' } }));
  });

  it('fails closed after a write failure', () => {
    const { log } = openTemp();
    log.append(op);
    log.db.exec(
      "CREATE TRIGGER boom BEFORE INSERT ON records BEGIN SELECT RAISE(ABORT, 'disk'); END",
    );
    expect(() => log.append(sec)).toThrowError(expect.objectContaining({ code: 'WRITE_FAILED' }));
    expect(() => log.append(sec)).toThrowError(expect.objectContaining({ code: 'LOG_FAILED' }));
    log.close();
  });
});

describe('openAuditLog and verification on files that are not (yet) logs', () => {
  it('a 0-byte file is refused, not silently started as a new log', () => {
    const path = join(tempDir(), 'empty.db');
    writeFileSync(path, '');
    let caught: unknown;
    try {
      openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AuditError);
    expect((caught as AuditError).code).toBe('NOT_AN_AUDIT_LOG');
    expect(statSync(path).size).toBe(0);
  });

  it("a failed open leaves another application's SQLite file as it was (no switch to WAL)", () => {
    const path = join(tempDir(), 'other.db');
    const other = new Database(path);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    other.close();
    const before = readFileSync(path);
    expect(() => openAuditLog({ path, tokenKey: KEY, clock: stepClock() })).toThrow(AuditError);
    const check = new Database(path, { readonly: true });
    try {
      expect(check.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      check.close();
    }
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('verification opens read-only and says why it cannot open (path and reason)', () => {
    const { log, path } = openTemp();
    fill(log, 5);
    log.close();
    const before = readFileSync(path);
    expect(verifyAuditLog(path).ok).toBe(true);
    expect(readFileSync(path).equals(before)).toBe(true);
    let caught: unknown;
    try {
      verifyAuditLog(join(tempDir(), 'nope.db'));
    } catch (e) {
      caught = e;
    }
    expect((caught as AuditError).code).toBe('OPEN_FAILED');
    expect((caught as AuditError).data.reason).toBe('no such file');
  });
});

describe('verification on read-only storage', () => {
  // A directory nobody (root included) may write: `chattr +i` where the file system has it.
  const immutable = (dir: string, on: boolean): boolean =>
    spawnSync('chattr', [on ? '+i' : '-i', dir]).status === 0;

  it('verifies a valid log in a directory that cannot be written', (ctx) => {
    const { log, path } = openTemp();
    fill(log, 20);
    const head = log.head();
    log.close();
    const dir = dirname(path);
    if (!immutable(dir, true)) ctx.skip();
    try {
      const r = verifyAuditLog(path);
      expect(r).toMatchObject({ ok: true, head });
    } finally {
      immutable(dir, false);
    }
  });
});

describe('progress of verify and export', () => {
  it('reports records done and total; the CLI shows it on a terminal only above 100k records', async () => {
    const { log, path } = openTemp();
    fill(log, 30);
    log.close();
    const seen: [number, number][] = [];
    expect(verifyAuditLog(path, { onProgress: (d, t) => seen.push([d, t]) }).ok).toBe(true);
    const total = seen.at(-1)?.[1] ?? 0;
    expect(total).toBeGreaterThan(30);
    expect(seen.at(-1)).toEqual([total, total]);
    const exported: [number, number][] = [];
    exportJsonl(path, { onProgress: (d, t) => exported.push([d, t]) });
    expect(exported.at(-1)).toEqual([total, total]);
    let stderr = '';
    const code = await runAuditCli(['verify', path], {
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      cwd: '/',
      stderrIsTTY: true,
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});
