/**
 * The fleet run shared by the fleet test (small) and `test/bench/fleet.ts` (larger): worker
 * processes (support/fleet-worker.ts), each a `createRuntime` runtime over one shared store,
 * run governed plans; a random worker is SIGKILLed every `killEveryMs` and restarted; a token
 * is revoked mid-run. Then the invariants are checked on what is in the store and on what the
 * workers acknowledged (an effect that ran, printed by the tool after its record committed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJsonl, verifyAuditLog } from '@zamburak/audit';
import { createMinter, RevocationIndex, type Token, UsageLedger } from '@zamburak/authority';
import type pg from 'pg';
import { openRevocationFile, openUsageLedgerFile } from 'zamburak';
import { openPostgresStore } from '../../src/index.js';

export interface FleetOptions {
  /** The shared store: a PostgreSQL database, or SQLite files in a temporary folder. */
  readonly store: { readonly postgres: pg.PoolConfig } | 'sqlite';
  readonly workers: number;
  /**
   * Run time, from the first acknowledged effect once every worker is ready; longer until
   * `minAcks` effects and `minKills` kills happened (under load a worker takes seconds to
   * start), but never past `maxDurationMs`.
   */
  readonly durationMs: number;
  readonly minAcks?: number;
  readonly minKills?: number;
  readonly maxDurationMs?: number;
  /**
   * 0: no kills. Else every `killEveryMs` a random worker among those that acknowledged an
   * effect since they (re)started is SIGKILLed: a kill always interrupts governed work.
   */
  readonly killEveryMs: number;
  /** When (after the start) the revocable token is revoked. */
  readonly revokeAtMs: number;
  /** Use budget of the budgeted token. */
  readonly budget: number;
  /** Governed calls per plan (default 5). */
  readonly callsPerPlan?: number;
  /** Seed of the choice of the worker to kill. */
  readonly seed?: number;
}

/** One effect that ran: its record was acknowledged (committed) before. */
export interface Ack {
  readonly w: number;
  /** Execution and call id: the `effect_allowed` record's. */
  readonly e: string;
  readonly c: number;
  readonly tool: string;
  /** The gateway's `now` for the call, taken before its validation read the stores. */
  readonly at: number;
  /** The governed call's latency, from the previous call's return (or the plan's start). */
  readonly ms: number;
}

export interface FleetResult {
  readonly acks: readonly Ack[];
  readonly kills: number;
  readonly elapsedMs: number;
  readonly revokedAt: number;
  /** Every chain verified end to end (one for PostgreSQL; one per worker for SQLite). */
  readonly verified: boolean;
  /** Acknowledged effects without their `effect_allowed` record in the chain. */
  readonly missing: number;
  /** `effect_allowed` records of the budgeted token's tool in the chain, and its committed count. */
  readonly budgetedAllowed: number;
  readonly budgetUsed: number;
  /** Acknowledged effects on the revoked token taken after the revocation was acknowledged. */
  readonly allowedAfterRevocation: number;
  readonly revocableAllowed: number;
  readonly records: number;
}

const WORKER = fileURLToPath(new URL('./fleet-worker.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const MINTER_KEY = Buffer.alloc(32, 9);
const TOKEN_KEY = 'fleet-token-key-0123456789abcdef';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Line {
  readonly seq?: number;
  readonly event?: string;
  readonly tool?: string;
  readonly executionId?: string;
  readonly callId?: number;
}

const parseLines = (jsonl: string): Line[] =>
  jsonl
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Line)
    .filter((r) => r.seq !== undefined);

/** The shared store as the parent (the host that revokes and checks) holds it. */
interface HostStore {
  readonly env: Record<string, string>;
  revoke(token: Token): Promise<void>;
  used(tokenId: string): Promise<number>;
  /** Verifies every chain and returns its records. */
  chains(workers: number): Promise<{ verified: boolean; lines: Line[] }>;
  close(): Promise<void>;
}

async function hostStore(store: FleetOptions['store']): Promise<HostStore> {
  if (store === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'zamburak-fleet-'));
    const revocations = openRevocationFile({ path: join(dir, 'revocations.db') });
    const usage = openUsageLedgerFile({ path: join(dir, 'usage.db') });
    return {
      env: { STORE: 'sqlite', SQLITE_DIR: dir },
      revoke: async (t) => revocations.revoke(t),
      used: async (id) => usage.used(id),
      async chains(workers) {
        let verified = true;
        const lines: Line[] = [];
        for (let w = 0; w < workers; w++) {
          const path = join(dir, `audit-${w}.db`);
          verified &&= verifyAuditLog(path).ok;
          lines.push(...parseLines(exportJsonl(path)));
        }
        return { verified, lines };
      },
      async close() {
        revocations.close();
        usage.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pgStore = await openPostgresStore({ connection: store.postgres });
  const log = await pgStore.openAuditLog({ log: 'fleet', tokenKey: TOKEN_KEY, clock: Date.now });
  return {
    env: { STORE: 'postgres', PG_CONFIG: JSON.stringify(store.postgres) },
    revoke: (t) => pgStore.revocations.revoke(t),
    used: (id) => pgStore.usage.used(id),
    async chains() {
      const v = await log.verify();
      return { verified: v.ok, lines: parseLines(await log.exportJsonl()) };
    },
    async close() {
      await log.close();
      await pgStore.close();
    },
  };
}

export async function runFleet(o: FleetOptions): Promise<FleetResult> {
  const host = await hostStore(o.store);
  const minter = createMinter({
    key: MINTER_KEY,
    issuer: 'host',
    clock: Date.now,
    revocations: new RevocationIndex(),
    usage: new UsageLedger(),
  });
  const mint = (tool: string, maxUses?: number): Token =>
    minter.mint({
      subject: 'fleet',
      capability: 'SendMessage',
      scope: [`tool:${tool}`],
      expiresAt: Date.now() + 3_600_000,
      ...(maxUses === undefined ? {} : { maxUses }),
    });
  const budgeted = mint('send_budgeted', o.budget);
  const revocable = mint('send_revocable');
  const free = mint('send_free');
  const env = {
    ...process.env,
    ...host.env,
    TOKENS: JSON.stringify([budgeted, revocable, free]),
    MINTER_KEY: MINTER_KEY.toString('hex'),
    TOKEN_KEY,
    CALLS_PER_PLAN: String(o.callsPerPlan ?? 5),
  };
  const acks: Ack[] = [];
  const procs: (ChildProcess | undefined)[] = new Array(o.workers).fill(undefined);
  const busy: boolean[] = new Array(o.workers).fill(false);
  let onAck: (() => void) | undefined;
  let running = true;
  let readyCount = 0;
  let onReady: (() => void) | undefined;
  const start = (w: number): void => {
    const p = spawn(process.execPath, ['--conditions=source', '--import', TSX, WORKER], {
      env: { ...env, WORKER: String(w) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    procs[w] = p;
    busy[w] = false;
    let buf = '';
    p.stdout?.on('data', (d: Buffer) => {
      buf += d.toString();
      let nl = buf.indexOf('\n');
      while (nl >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const msg = JSON.parse(line) as Ack & { ready?: boolean };
        if (msg.ready === true) {
          readyCount++;
          onReady?.();
        } else {
          acks.push(msg);
          if (procs[w] === p) busy[w] = true;
          onAck?.();
        }
        nl = buf.indexOf('\n');
      }
      // A line cut by SIGKILL was never complete: not an acknowledgement.
    });
    p.on('exit', () => {
      if (procs[w] === p) procs[w] = undefined;
      if (running) start(w);
    });
  };
  for (let w = 0; w < o.workers; w++) start(w);
  await new Promise<void>((resolve) => {
    onReady = () => {
      if (readyCount >= o.workers) resolve();
    };
    onReady();
  });
  if (acks.length === 0) await new Promise<void>((resolve) => (onAck = resolve));
  onAck = undefined;
  const t0 = Date.now();
  const pick = rng(o.seed ?? 27);
  let kills = 0;
  const killer =
    o.killEveryMs > 0
      ? setInterval(() => {
          const candidates = procs.flatMap((p, w) =>
            p !== undefined && p.exitCode === null && busy[w] ? [p] : [],
          );
          const p = candidates[Math.floor(pick() * candidates.length)];
          if (p !== undefined) {
            kills++;
            p.kill('SIGKILL');
          }
        }, o.killEveryMs)
      : undefined;
  let revokedAt = 0;
  const revoker = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      host.revoke(revocable).then(() => {
        // Acknowledged: every validation that starts from now on must see it.
        revokedAt = Date.now();
        resolve();
      }, reject);
    }, o.revokeAtMs);
  });
  await new Promise((r) => setTimeout(r, o.durationMs));
  const deadline = t0 + (o.maxDurationMs ?? o.durationMs);
  while (Date.now() < deadline && (acks.length < (o.minAcks ?? 0) || kills < (o.minKills ?? 0))) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await revoker;
  running = false;
  if (killer !== undefined) clearInterval(killer);
  const exits = procs.map(
    (p) =>
      new Promise<void>((resolve) => {
        if (p === undefined || p.exitCode !== null) return resolve();
        p.on('exit', () => resolve());
        p.kill('SIGKILL');
      }),
  );
  await Promise.all(exits);
  const elapsedMs = Date.now() - t0;

  try {
    const { verified, lines } = await host.chains(o.workers);
    const allowedCalls = new Set(
      lines
        .filter((r) => r.event === 'effect_allowed')
        .map((r) => `${r.executionId}#${r.callId}#${r.tool}`),
    );
    const allowed = (tool: string) =>
      lines.filter((r) => r.event === 'effect_allowed' && r.tool === tool).length;
    return {
      acks,
      kills,
      elapsedMs,
      revokedAt,
      verified,
      missing: acks.filter((a) => !allowedCalls.has(`${a.e}#${a.c}#${a.tool}`)).length,
      budgetedAllowed: allowed('send_budgeted'),
      budgetUsed: await host.used(budgeted.id),
      allowedAfterRevocation: acks.filter((a) => a.tool === 'send_revocable' && a.at >= revokedAt)
        .length,
      revocableAllowed: allowed('send_revocable'),
      records: lines.length,
    };
  } finally {
    await host.close();
  }
}

/** The p-quantile of `xs` (nearest rank). */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}
