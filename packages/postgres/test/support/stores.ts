/**
 * The two stores under one asynchronous interface, for the conformance suite: SQLite (the
 * embedded default: @zamburak/audit's log, core's ledger files) and PostgreSQL (this
 * package). Each `open…` call returns a new, independent handle (another connection pool or
 * another SQLite connection to the same file), as another process would hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuditEvent, type AuditHead, openAuditLog, verifyAuditLog } from '@zamburak/audit';
import type { AsyncRevocationView, AsyncUsageStore, Token } from '@zamburak/authority';
import type pg from 'pg';
import { openApprovalLedger, openRevocationFile, openUsageLedgerFile } from 'zamburak';
import { openPostgresStore, type PostgresStore } from '../../src/index.js';

export interface AuditHandle {
  append(event: AuditEvent): Promise<AuditHead>;
  verify(): Promise<{ readonly ok: true; readonly head: AuditHead } | { readonly ok: false }>;
  jsonl(): Promise<string>;
  close(): Promise<void>;
}

export interface RevocationHandle extends AsyncRevocationView {
  revoke(id: string): Promise<void>;
  close(): Promise<void>;
}

export interface UsageHandle extends AsyncUsageStore {
  close(): Promise<void>;
}

export interface ApprovalHandle {
  claim(requestId: string, expiresAt: number, now: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface StoreUnderTest {
  readonly name: 'sqlite' | 'postgres';
  /** True when several handles may append to one audit chain at once. */
  readonly multiWriterAudit: boolean;
  openAudit(log: string, tokenKey: string, clock: () => number): Promise<AuditHandle>;
  openRevocations(): Promise<RevocationHandle>;
  openUsage(): Promise<UsageHandle>;
  openApprovals(): Promise<ApprovalHandle>;
  /** Closes whatever the suite left open and deletes the store. */
  dispose(): Promise<void>;
}

export function sqliteStore(): StoreUnderTest {
  const dir = mkdtempSync(join(tmpdir(), 'zamburak-conformance-'));
  const closers: (() => void)[] = [];
  const track = <T extends { close(): void }>(x: T): T => {
    closers.push(() => x.close());
    return x;
  };
  return {
    name: 'sqlite',
    multiWriterAudit: false,
    async openAudit(log, tokenKey, clock) {
      const a = track(openAuditLog({ path: join(dir, `${log}.db`), tokenKey, clock }));
      return {
        append: async (e) => {
          const r = a.append(e);
          a.flush();
          return { seq: r.seq, hash: r.hash };
        },
        verify: async () => verifyAuditLog(a.db),
        jsonl: async () => {
          const { exportJsonl } = await import('@zamburak/audit');
          return exportJsonl(a);
        },
        close: async () => a.close(),
      };
    },
    async openRevocations() {
      const f = track(openRevocationFile({ path: join(dir, 'revocations.db') }));
      return {
        revoke: async (id) => f.revoke(id),
        revokedAmong: async (ids) => new Set(ids.filter((id) => f.isRevoked(id))),
        close: async () => f.close(),
      };
    },
    async openUsage() {
      const f = track(openUsageLedgerFile({ path: join(dir, 'usage.db') }));
      return {
        usedAmong: async (ids) => new Map(ids.map((id) => [id, f.used(id)] as const)),
        consumeAll: async (tokens: readonly Token[]) => f.consumeAll(tokens),
        close: async () => f.close(),
      };
    },
    async openApprovals() {
      const f = track(openApprovalLedger({ path: join(dir, 'approvals.db') }));
      return {
        claim: async (id, exp, now) => f.claim(id, exp, now),
        close: async () => f.close(),
      };
    },
    async dispose() {
      for (const c of closers.splice(0)) c();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresStore(config: pg.PoolConfig): StoreUnderTest {
  const stores: PostgresStore[] = [];
  const open = async () => {
    const s = await openPostgresStore({ connection: config, maxConnections: 4 });
    stores.push(s);
    return s;
  };
  return {
    name: 'postgres',
    multiWriterAudit: true,
    async openAudit(log, tokenKey, clock) {
      const s = await open();
      const a = await s.openAuditLog({ log, tokenKey, clock });
      return {
        append: async (e) => {
          const r = await a.append(e);
          return { seq: r.seq, hash: r.hash };
        },
        verify: () => a.verify(),
        jsonl: () => a.exportJsonl(),
        close: () => s.close(),
      };
    },
    async openRevocations() {
      const s = await open();
      return {
        revoke: (id) => s.revocations.revoke(id),
        revokedAmong: (ids) => s.revocations.revokedAmong(ids),
        close: () => s.close(),
      };
    },
    async openUsage() {
      const s = await open();
      return {
        usedAmong: (ids) => s.usage.usedAmong(ids),
        consumeAll: (tokens) => s.usage.consumeAll(tokens),
        close: () => s.close(),
      };
    },
    async openApprovals() {
      const s = await open();
      return { claim: (id, exp, now) => s.approvals.claim(id, exp, now), close: () => s.close() };
    },
    async dispose() {
      for (const s of stores.splice(0)) await s.close();
    },
  };
}
