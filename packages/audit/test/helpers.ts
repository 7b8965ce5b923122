import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { type AuditLog, type OpenAuditLogOptions, openAuditLog } from '../src/index.js';
import { TRIGGER_NAMES } from '../src/schema.js';

export const KEY = 'test-token-key-0123456789abcdef';
export const POLICY = 'sha256:' + 'ab'.repeat(32);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

export function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'zamburak-audit-test-'));
  dirs.push(d);
  return d;
}

export function stepClock(start = Date.UTC(2026, 0, 1), step = 1000): () => number {
  let t = start - step;
  return () => (t += step);
}

export function openTemp(extra: Partial<OpenAuditLogOptions> = {}): {
  log: AuditLog;
  path: string;
  dir: string;
} {
  const dir = tempDir();
  const path = join(dir, 'audit.db');
  const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock(), ...extra });
  return { log, path, dir };
}

export const SUMMARY: DependencySummary = {
  integrity: ['Trusted'],
  confidentiality: ['pii'],
  readers: ['bob@example.com', 'alice@example.com'],
  authority: ['send_email'],
  originCount: 2,
  truncated: false,
};

export const CONTEXT: ExecutionContextSummary = {
  pcIntegrity: [],
  pcConfidentiality: ['pii'],
  controlDependencies: ['call:1'],
  effectCounters: { total: 1, perTool: { send_email: 1 } },
  truncated: false,
};

/** Appends `n` mixed events (security every third) and closes the log. */
export function fill(log: AuditLog, n: number): void {
  for (let i = 0; i < n; i++) {
    if (i % 3 === 0) {
      log.append({
        type: 'effect_allowed',
        executionId: 'exec_1',
        callId: i,
        tool: 'send_email',
        decision: 'Allow',
        policyHash: POLICY,
        argSummaries: { to: SUMMARY },
        contextSummary: CONTEXT,
      });
    } else {
      log.append({
        type: 'tool_result',
        executionId: 'exec_1',
        callId: i,
        tool: 'send_email',
        policyHash: POLICY,
      });
    }
  }
}

/** A second connection with the append-only triggers dropped, as an attacker would. */
export function attacker(path: string): Database.Database {
  const db = new Database(path);
  for (const t of TRIGGER_NAMES) db.exec(`DROP TRIGGER IF EXISTS ${t}`);
  return db;
}

export function tamper(path: string, fn: (db: Database.Database) => void): void {
  const db = attacker(path);
  try {
    fn(db);
  } finally {
    db.close();
  }
}
