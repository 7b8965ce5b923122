/**
 * Signed checkpoints (docs/audit.md, "Signed checkpoints"): what they detect and what they
 * cannot. The attacker here can write the database (drops and re-creates the triggers,
 * rewrites rows with consistent hashes) but does not have the host's private key.
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CheckpointSigner } from '../src/checkpoint.js';
import { queryRows } from '../src/db.js';
import {
  type AuditLog,
  exportJsonl,
  openAuditLog,
  runAuditCli,
  type SignedCheckpoint,
  verifyAuditJsonl,
  verifyAuditLog,
} from '../src/index.js';
import { forgetHeldLock, LOCK_SUFFIX } from '../src/lock.js';
import { type RecordRow, recordHash } from '../src/record.js';
import { SCHEMA_SQL } from '../src/schema.js';
import { fill, KEY, POLICY, stepClock, tamper, tempDir } from './helpers.js';

const host = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const pubPem = host.publicKey.export({ type: 'spki', format: 'pem' }) as string;

function openSigned(
  path: string,
  extra: { everyRecords?: number; everyMs?: number; durability?: 'batched' | 'group' } = {},
  key: KeyObject = host.privateKey,
): AuditLog {
  const { durability, ...cp } = extra;
  return openAuditLog({
    path,
    tokenKey: KEY,
    clock: stepClock(),
    checkpoint: { privateKey: key, everyRecords: 10, ...cp },
    ...(durability === undefined ? {} : { durability }),
  });
}

/** A signed log of `n` mixed events, closed (the close writes a last checkpoint). */
function signedLog(n = 40): { path: string; last: SignedCheckpoint } {
  const path = join(tempDir(), 'signed.db');
  const log = openSigned(path);
  fill(log, n);
  log.close();
  return { path, last: log.lastCheckpoint()! };
}

/** Rewrites every record from `from` on with consistent hashes, changing the first one. */
function rewriteTail(db: Database.Database, from: number): void {
  const rows = queryRows(db, { fromSeq: from - 1 });
  let prev = rows[0]!.hash;
  const upd = db.prepare('UPDATE records SET tool = ?, prev_hash = ?, hash = ? WHERE seq = ?');
  for (const r of rows.slice(1)) {
    const row: RecordRow = { ...r, prevHash: prev };
    if (r.seq === from) row.tool = 'forged_tool';
    row.hash = recordHash(row);
    upd.run(row.tool, row.prevHash, row.hash, row.seq);
    prev = row.hash;
  }
  db.exec(SCHEMA_SQL); // put the triggers back exactly as they were
}

/** Appends a self-consistent forged record after the current head. */
function appendForged(db: Database.Database): void {
  const last = queryRows(db, { last: 1 })[0]!;
  const row: RecordRow = {
    seq: last.seq + 1,
    ts: last.ts,
    event: 'effect_allowed',
    executionId: null,
    callId: null,
    tool: 'forged_tool',
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
    prevHash: last.hash,
    hash: '',
  };
  row.hash = recordHash(row);
  db.prepare(
    'INSERT INTO records (seq, ts, event, tool, decision, redacted, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(row.seq, row.ts, row.event, row.tool, row.decision, row.redacted, row.prevHash, row.hash);
  db.exec(SCHEMA_SQL);
}

describe('signed checkpoints', () => {
  it('are written every N records and at close, and all verify with the public key', () => {
    const { path, last } = signedLog(40);
    const res = verifyAuditLog(path, { publicKey: host.publicKey });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    // 41 records + a checkpoint after each 10 since the last one + one at close.
    const events = queryRows(tamperless(path), {}).map((r) => r.event);
    const count = events.filter((e) => e === 'checkpoint').length;
    expect(count).toBe(5);
    expect(res.checkpoints).toMatchObject({ verified: 5, unprotected: 0, adopted: 0 });
    expect(res.checkpoints!.lastSeq).toBe(res.head.seq - 1);
    expect(last).toMatchObject({ seq: res.head.seq - 1 });
    // The PEM text works as well as a KeyObject; so does the private key (its public half).
    expect(verifyAuditLog(path, { publicKey: pubPem })).toMatchObject({ ok: true });
    expect(verifyAuditLog(path, { publicKey: host.privateKey })).toMatchObject({ ok: true });
    // Without the key: a chained record like any other, and no checkpoint report.
    const plain = verifyAuditLog(path);
    expect(plain.ok).toBe(true);
    expect(plain).not.toHaveProperty('checkpoints');
  });

  it('detect a rewrite of the whole tail with consistent hashes by someone without the key', () => {
    const { path } = signedLog(40);
    tamper(path, (db) => rewriteTail(db, 5));
    // The hash chain alone cannot tell: that is the limit checkpoints close.
    expect(verifyAuditLog(path)).toMatchObject({ ok: true });
    const res = verifyAuditLog(path, { publicKey: host.publicKey });
    expect(res).toMatchObject({ ok: false, reason: 'CHECKPOINT_INVALID', seq: 11 });
    expect(res.ok === false && res.detail).toEqual({ lastValidSeq: 0 });
    // A later rewrite: the checkpoints before it still verify.
    const second = signedLog(40);
    tamper(second.path, (db) => rewriteTail(db, 25));
    expect(verifyAuditLog(second.path, { publicKey: host.publicKey })).toMatchObject({
      ok: false,
      reason: 'CHECKPOINT_INVALID',
      seq: 33,
      detail: { lastValidSeq: 21 },
    });
  });

  it('report a forged record appended after the last checkpoint as unprotected, not verified', () => {
    const { path } = signedLog(40);
    tamper(path, (db) => appendForged(db));
    const res = verifyAuditLog(path, { publicKey: host.publicKey });
    expect(res).toMatchObject({ ok: true, checkpoints: { unprotected: 1 } });
    if (res.ok) expect(res.checkpoints!.lastSeq).toBe(res.head.seq - 2);
  });

  it('report records a reopening writer signed as found (adopted), e.g. forged while it was down', () => {
    const { path } = signedLog(40);
    tamper(path, (db) => appendForged(db));
    const forgedSeq = verifyAuditLog(path).ok
      ? queryRows(tamperless(path), { last: 1 })[0]!.seq
      : 0;
    const again = openSigned(path);
    again.append({ type: 'policy_loaded', policyHash: POLICY });
    again.close();
    const res = verifyAuditLog(path, { publicKey: host.publicKey });
    expect(res).toMatchObject({
      ok: true,
      checkpoints: { unprotected: 0, adopted: 1, firstAdoptedSeq: forgedSeq },
    });
  });

  it('detect truncation after a checkpoint only against a checkpoint kept outside the log', () => {
    const { path, last } = signedLog(40);
    tamper(path, (db) => {
      db.prepare('DELETE FROM records WHERE seq > ?').run(last.seq - 3);
      db.exec(SCHEMA_SQL);
    });
    // The file alone: an earlier checkpoint verifies, the cut is invisible.
    expect(verifyAuditLog(path, { publicKey: host.publicKey })).toMatchObject({ ok: true });
    // The latest signed checkpoint, kept elsewhere (it needs no secrecy, only the key):
    expect(
      verifyAuditLog(path, { publicKey: host.publicKey, expectedCheckpoint: last }),
    ).toMatchObject({ ok: false, reason: 'TRUNCATED_TAIL', seq: last.seq - 2 });
    // Truncated and regrown with forged records past the kept checkpoint's seq:
    tamper(path, (db) => {
      for (let i = 0; i < 6; i++) appendForged(db);
    });
    expect(
      verifyAuditLog(path, { publicKey: host.publicKey, expectedCheckpoint: last }),
    ).toMatchObject({ ok: false, reason: 'HEAD_MISMATCH', seq: last.seq });
    // A kept checkpoint that was altered is refused before anything else.
    const { path: intact } = signedLog(40);
    const bad = { ...last, hash: `sha256:${'0'.repeat(64)}` };
    expect(
      verifyAuditLog(intact, { publicKey: host.publicKey, expectedCheckpoint: bad }),
    ).toMatchObject({ ok: false, reason: 'CHECKPOINT_INVALID', detail: { external: 1 } });
  });

  it('refuse a checkpoint signed with another key', () => {
    const path = join(tempDir(), 'other.db');
    const log = openSigned(path, {}, other.privateKey);
    fill(log, 12);
    log.close();
    expect(verifyAuditLog(path, { publicKey: host.publicKey })).toMatchObject({
      ok: false,
      reason: 'CHECKPOINT_INVALID',
      seq: 11,
    });
    // A forger who signs with their own key a checkpoint shaped like the host's:
    const { path: p2 } = signedLog(40);
    const forger = new CheckpointSigner(other.privateKey);
    tamper(p2, (db) => {
      const lastRow = queryRows(db, { last: 1 })[0]!;
      const sig = forger.sign(lastRow.seq, lastRow.hash, lastRow.ts, lastRow.seq);
      const row: RecordRow = {
        ...lastRow,
        seq: lastRow.seq + 1,
        attrs: JSON.stringify({ from: lastRow.seq, keyId: forger.keyId, signature: sig }),
        prevHash: lastRow.hash,
        hash: '',
      };
      row.hash = recordHash(row);
      db.prepare(
        'INSERT INTO records (seq, ts, event, attrs, redacted, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(row.seq, row.ts, 'checkpoint', row.attrs, 0, row.prevHash, row.hash);
    });
    expect(verifyAuditLog(p2, { publicKey: host.publicKey })).toMatchObject({
      ok: false,
      reason: 'CHECKPOINT_INVALID',
    });
  });

  it('leave old logs (no checkpoints) verifying as before', () => {
    const path = join(tempDir(), 'old.db');
    const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
    fill(log, 20);
    log.close();
    const before = verifyAuditLog(path);
    expect(Object.keys(before).sort()).toEqual(
      ['archivedThrough', 'beyondExpectedHead', 'firstSeq', 'head', 'ok', 'records'].sort(),
    );
    // With a key: nothing is signed, everything is unprotected.
    expect(verifyAuditLog(path, { publicKey: host.publicKey })).toMatchObject({
      ok: true,
      checkpoints: { verified: 0, lastSeq: 0, unprotected: 21, adopted: 0 },
    });
    // A signing writer reopening an old log starts checkpointing it.
    const again = openSigned(path);
    again.append({ type: 'policy_loaded', policyHash: POLICY });
    again.close();
    // Its first checkpoint signs the 21 records it found: reported as adopted, not as written.
    expect(verifyAuditLog(path, { publicKey: host.publicKey })).toMatchObject({
      ok: true,
      checkpoints: { verified: 1, unprotected: 0, adopted: 21, firstAdoptedSeq: 1 },
    });
  });

  it('are written on time (everyMs, the injected clock) and on demand', () => {
    const path = join(tempDir(), 'timed.db');
    const log = openSigned(path, { everyRecords: 1_000_000, everyMs: 5_000 }); // step clock: 1 s
    fill(log, 12);
    const c = log.checkpoint();
    expect(log.checkpoint()).toBe(c); // head already checkpointed: the same one
    log.close();
    const res = verifyAuditLog(path, { publicKey: host.publicKey });
    expect(res).toMatchObject({ ok: true });
    if (res.ok) expect(res.checkpoints!.verified).toBeGreaterThanOrEqual(3);
    expect(() =>
      openAuditLog({ path: ':memory:', tokenKey: KEY, clock: stepClock() }).checkpoint(),
    ).toThrowError(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('survive a crash in batched and group mode (recovered from the intent file)', () => {
    for (const durability of ['batched', 'group'] as const) {
      const path = join(tempDir(), `${durability}.db`);
      const log = openSigned(path, { everyRecords: 5, durability });
      for (let i = 0; i < 12; i++) {
        log.append({
          type: 'effect_allowed',
          executionId: 'exec_1',
          callId: i,
          tool: 'send_email',
          decision: 'Allow',
          policyHash: POLICY,
        });
      }
      // Simulated crash: nothing committed, the lock left behind by a dead process.
      (log.db as Database.Database).close();
      forgetHeldLock(path);
      writeFileSync(`${path}${LOCK_SUFFIX}`, `${deadPid}\n`);
      const again = openSigned(path, { durability });
      expect(again.durableHead().seq).toBe(log.head().seq);
      again.close();
      expect(verifyAuditLog(path, { publicKey: host.publicKey }), durability).toMatchObject({
        ok: true,
        // The three records after the last checkpoint before the crash were signed by the
        // next session as found (recovered from the intent file).
        checkpoints: { verified: 3, unprotected: 0, adopted: 3, firstAdoptedSeq: 13 },
      });
    }
  });

  it('keep key material out of the log, its exports and its errors', () => {
    const { path } = signedLog(20);
    const jwk = host.privateKey.export({ format: 'jwk' }) as { d: string };
    const pem = host.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const raw = Buffer.from(jwk.d, 'base64url');
    const bytes = readFileSync(path);
    expect(bytes.includes(raw)).toBe(false);
    expect(bytes.includes(Buffer.from(raw.toString('hex')))).toBe(false);
    const text = exportJsonl(path);
    expect(text).not.toContain(raw.toString('hex'));
    expect(text).not.toContain(jwk.d);
    // The export verifies on its own, checkpoints included.
    expect(verifyAuditJsonl(text, { publicKey: host.publicKey })).toMatchObject({
      ok: true,
      checkpoints: { unprotected: 0 },
    });
    // A key that is not Ed25519 (or not a key): INVALID_OPTIONS naming only the option.
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    for (const privateKey of [rsa.privateKey, pem.replace('MC4', 'XX4'), 'not a key']) {
      let err: unknown;
      try {
        openAuditLog({
          path: ':memory:',
          tokenKey: KEY,
          clock: stepClock(),
          checkpoint: { privateKey },
        });
      } catch (e) {
        err = e;
      }
      expect(err).toMatchObject({
        code: 'INVALID_OPTIONS',
        data: { option: 'checkpoint.privateKey' },
      });
      expect(JSON.stringify(err) + String((err as Error).message)).not.toContain(pem.slice(30, 60));
    }
  });

  it('zamburak-audit verify --public-key / --checkpoint', async () => {
    const { path, last } = signedLog(40);
    const dir = tempDir();
    writeFileSync(join(dir, 'host.pub'), pubPem);
    writeFileSync(join(dir, 'last.json'), JSON.stringify(last));
    const ok = await cli(
      ['verify', path, '--public-key', 'host.pub', '--checkpoint', 'last.json'],
      dir,
    );
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(
      /checkpoints: 5 verified \(key sha256:[0-9a-f]{64}\), last checkpointed seq \d+; no record after the last checkpoint/,
    );
    tamper(path, (db) => appendForged(db));
    const tail = await cli(['verify', path, '--public-key', 'host.pub', '--format', 'json'], dir);
    expect(tail.code).toBe(0);
    expect(JSON.parse(tail.stdout)).toMatchObject({ ok: true, checkpoints: { unprotected: 1 } });
    const human = await cli(['verify', path, '--public-key', 'host.pub'], dir);
    expect(human.stdout).toContain('1 record(s) after it are NOT protected by a signature');
    tamper(path, (db) => rewriteTail(db, 5));
    const bad = await cli(['verify', path, '--public-key', 'host.pub'], dir);
    expect(bad.code).toBe(3);
    expect(bad.stdout).toMatch(
      /^FAILED at seq 11: CHECKPOINT_INVALID: The signed checkpoint at record 11 does not verify/,
    );
    const usage = await cli(['verify', path, '--checkpoint', 'last.json'], dir);
    expect(usage.code).toBe(1);
    const missing = await cli(['verify', path, '--public-key', 'nope.pub'], dir);
    expect(missing.code).toBe(1);
  });
});

const deadPid = spawnSync(process.execPath, ['-e', '']).pid;

function tamperless(path: string): Database.Database {
  return new Database(path, { readonly: true });
}

async function cli(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runAuditCli(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
  });
  return { code, stdout, stderr };
}
