/**
 * One writer per audit database, enforced: a second `openAuditLog` on the same file (in this
 * process or another live one) is LOG_LOCKED, so two writers can never fork the chain or
 * lose each other's acknowledged records. A lock whose process is gone is taken over.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AuditEvent, openAuditLog, verifyAuditLog } from '../src/index.js';
import { LOCK_SUFFIX } from '../src/lock.js';
import { KEY, POLICY, stepClock, tempDir } from './helpers.js';

const CHILD = fileURLToPath(new URL('./fixtures/crash-child.ts', import.meta.url));
const open = (path: string, durability: 'full' | 'batched' = 'batched') =>
  openAuditLog({ path, tokenKey: KEY, clock: stepClock(), durability });
const denied = (id: string): AuditEvent => ({
  type: 'effect_denied',
  executionId: id,
  callId: 1,
  tool: 'send_email',
  decision: 'Deny',
  policyHash: POLICY,
});
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('the single-writer lock', () => {
  it('refuses a second writer in the same process until the first closes; readers need no lock', () => {
    const path = join(tempDir(), 'a.db');
    const first = open(path);
    expect(readFileSync(`${path}${LOCK_SUFFIX}`, 'utf8').trim()).toBe(String(process.pid));
    for (const durability of ['batched', 'full'] as const) {
      expect(codeOf(() => open(path, durability))).toBe('LOG_LOCKED');
    }
    const r = first.append(denied('exec_a'));
    first.flush();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 2 });
    first.close();
    expect(existsSync(`${path}${LOCK_SUFFIX}`)).toBe(false);
    const second = open(path);
    expect(second.records().find((x) => x.seq === r.seq)?.hash).toBe(r.hash);
    second.close();
  });

  it('refuses a writer while another live process writes, and takes over once it is gone', async () => {
    const path = join(tempDir(), 'a.db');
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', CHILD, path, 'batched'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (c: string) => {
          out += c;
          if (/^S /m.test(out)) resolve();
        });
        child.on('error', reject);
        child.on('close', () => reject(new Error('the writer child ended early')));
      });
      expect(readFileSync(`${path}${LOCK_SUFFIX}`, 'utf8').trim()).toBe(String(child.pid));
      expect(codeOf(() => open(path))).toBe('LOG_LOCKED');
    } finally {
      const closed = new Promise((resolve) => child.on('close', resolve));
      child.kill('SIGKILL');
      await closed;
    }
    // The killed writer's lock is stale: taken over, and its acknowledged records recovered.
    const log = open(path);
    expect(readFileSync(`${path}${LOCK_SUFFIX}`, 'utf8').trim()).toBe(String(process.pid));
    log.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true });
  });

  it('takes over a lock left by a process that is gone, and a lock file of garbage', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    for (const content of [`${dead}\n`, 'not a pid', '']) {
      const path = join(tempDir(), 'a.db');
      writeFileSync(`${path}${LOCK_SUFFIX}`, content);
      const log = open(path);
      log.append(denied('exec_b'));
      log.close();
      expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 2 });
    }
  });
});
