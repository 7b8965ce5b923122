import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openAuditLog, verifyAuditLog } from '../src/index.js';
import { KEY, stepClock, tempDir } from './helpers.js';

const CHILD = fileURLToPath(new URL('./fixtures/crash-child.ts', import.meta.url));
const TRIALS = 20;

/** Seeded PRNG (mulberry32): kill points are random but reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trial {
  acks: Map<number, string>;
  signal: NodeJS.Signals | null;
}

/** Runs the child until it has acknowledged `minAcks` security events, waits, then SIGKILLs it. */
function runTrial(
  path: string,
  minAcks: number,
  delayMs: number,
  durability: 'full' | 'normal' | 'batched' | 'group' = 'full',
): Promise<Trial> {
  return new Promise((resolve, reject) => {
    const args = ['--conditions=source', '--import', 'tsx', CHILD, path, durability];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let armed = false;
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (!armed && (out.match(/^S /gm)?.length ?? 0) >= minAcks) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(killer);
      if (signal !== 'SIGKILL') {
        reject(new Error(`child ended without SIGKILL: ${err.slice(0, 500)}`));
        return;
      }
      const acks = new Map<number, string>();
      // Only complete lines count: a line cut by the kill was never acknowledged.
      for (const line of out.split('\n').slice(0, -1)) {
        const m = /^S (\d+) (sha256:[0-9a-f]{64})$/.exec(line);
        if (m) acks.set(Number(m[1]), m[2]!);
      }
      resolve({ acks, signal });
    });
  });
}

/** The chain verifies and every acknowledged security event is stored with its hash. */
function expectAllAcknowledged(path: string, acked: ReadonlyMap<number, string>, trial: number) {
  expect(verifyAuditLog(path), `trial ${trial}`).toMatchObject({ ok: true });
  const db = new Database(path, { readonly: true });
  try {
    const get = db.prepare('SELECT hash, event FROM records WHERE seq = ?');
    for (const [seq, hash] of acked) {
      expect(get.get(seq), `trial ${trial} seq ${seq}`).toEqual({ hash, event: 'effect_allowed' });
    }
  } finally {
    db.close();
  }
}

describe('crash safety (SIGKILL at random points)', () => {
  it.each([
    ['full', 0x5eed],
    ['normal', 0x40a1],
  ] as const)(
    `%s: keeps a verifiable chain and every acknowledged security event over ${TRIALS} kills`,
    async (durability, seed) => {
      const path = join(tempDir(), `crash-${durability}.db`);
      const rand = prng(seed);
      const acked = new Map<number, string>();
      let killedAfterAcks = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const minAcks = 1 + Math.floor(rand() * 20);
        const delayMs = Math.floor(rand() * 60);
        const res = await runTrial(path, minAcks, delayMs, durability);
        expect(res.signal).toBe('SIGKILL');
        if (res.acks.size > 0) killedAfterAcks++;
        for (const [seq, hash] of res.acks) acked.set(seq, hash);
        // After every crash: the chain verifies and every acknowledged security event is there.
        expectAllAcknowledged(path, acked, trial);
      }
      expect(killedAfterAcks).toBe(TRIALS);
      expect(acked.size).toBeGreaterThanOrEqual(TRIALS);
      // The surviving log can be reopened and extended.
      const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
      log.append({ type: 'policy_loaded', policyHash: 'sha256:' + 'cd'.repeat(32) });
      log.close();
      expect(verifyAuditLog(path)).toMatchObject({ ok: true });
    },
    420_000, // 20 child processes: about 30 s alone, minutes on a loaded machine
  );

  it.each([
    ['batched', 0xba7c4],
    ['group', 0x96c0],
  ] as const)(
    `%s mode: reopening recovers every acknowledged security event over ${TRIALS} kills`,
    async (durability, seed) => {
      const path = join(tempDir(), `crash-${durability}.db`);
      const rand = prng(seed);
      const acked = new Map<number, string>();
      let killedAfterAcks = 0;
      let recoveredFromIntent = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const minAcks = 1 + Math.floor(rand() * 20);
        const delayMs = Math.floor(rand() * 60);
        const res = await runTrial(path, minAcks, delayMs, durability);
        expect(res.signal).toBe('SIGKILL');
        if (res.acks.size > 0) killedAfterAcks++;
        for (const [seq, hash] of res.acks) acked.set(seq, hash);
        // The database alone may lack the newest acknowledged records (they are in the
        // intent file); the next open commits them.
        const before = committedHead(path);
        const log = openAuditLog({
          path,
          tokenKey: KEY,
          clock: stepClock(),
          durability,
        });
        if (log.durableHead().seq > before) recoveredFromIntent++;
        log.close();
        expectAllAcknowledged(path, acked, trial);
      }
      expect(killedAfterAcks).toBe(TRIALS);
      expect(acked.size).toBeGreaterThanOrEqual(TRIALS);
      // The intent file did its job at least once (records acknowledged but not committed).
      expect(recoveredFromIntent).toBeGreaterThan(0);
    },
    420_000,
  );
});

function committedHead(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT MAX(seq) FROM records').pluck().get() as number | null) ?? 0;
  } finally {
    db.close();
  }
}
