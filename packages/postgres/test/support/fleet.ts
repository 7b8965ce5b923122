/**
 * The fleet run shared by the fleet test (small) and `test/bench/fleet.ts` (larger): worker
 * processes (support/fleet-worker.ts) make governed calls against one PostgreSQL store; a
 * random worker is SIGKILLed every `killEveryMs` and restarted; a token is revoked mid-run.
 * Then the invariants are checked on what is in the database and on what the workers
 * acknowledged.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VerifyFailure, VerifyJsonlOk } from '@zamburak/audit';
import { createMinter, RevocationIndex, type Token, UsageLedger } from '@zamburak/authority';
import type pg from 'pg';
import { openPostgresStore } from '../../src/index.js';

export interface FleetOptions {
  readonly config: pg.PoolConfig;
  readonly workers: number;
  /** Run time after every worker is ready. */
  readonly durationMs: number;
  readonly killEveryMs: number;
  /** When (after the start) the revocable token is revoked. */
  readonly revokeAtMs: number;
  /** Use budget of the budgeted token. */
  readonly budget: number;
  /** Seed of the choice of the worker to kill. */
  readonly seed?: number;
}

export interface Ack {
  readonly w: number;
  readonly seq: number;
  readonly hash: string;
  readonly tool: string;
  readonly validatedAt: number;
  readonly ms: number;
}

export interface FleetResult {
  readonly acks: readonly Ack[];
  readonly kills: number;
  readonly elapsedMs: number;
  readonly revokedAt: number;
  readonly verify: VerifyJsonlOk | VerifyFailure;
  /** Acknowledged records absent from the chain (or there with another hash). */
  readonly missing: number;
  /** `effect_allowed` records of the budgeted token in the chain, and its committed count. */
  readonly budgetedAllowed: number;
  readonly budgetUsed: number;
  /** Acknowledged calls on the revoked token validated after the revocation was acknowledged. */
  readonly allowedAfterRevocation: number;
  readonly revocableAllowed: number;
  readonly records: number;
}

const WORKER = fileURLToPath(new URL('./fleet-worker.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const MINTER_KEY = Buffer.alloc(32, 9);

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function runFleet(o: FleetOptions): Promise<FleetResult> {
  const store = await openPostgresStore({ connection: o.config });
  const log = await store.openAuditLog({
    log: 'fleet',
    tokenKey: 'fleet-token-key-0123456789abcdef',
    clock: Date.now,
  });
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
    PG_CONFIG: JSON.stringify(o.config),
    TOKENS: JSON.stringify([budgeted, revocable, free]),
    MINTER_KEY: MINTER_KEY.toString('hex'),
  };
  const acks: Ack[] = [];
  const procs: (ChildProcess | undefined)[] = new Array(o.workers).fill(undefined);
  let running = true;
  let readyCount = 0;
  let onReady: (() => void) | undefined;
  const start = (w: number): void => {
    const p = spawn(process.execPath, ['--conditions=source', '--import', TSX, WORKER], {
      env: { ...env, WORKER: String(w) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    procs[w] = p;
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
        } else acks.push(msg);
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
  const t0 = Date.now();
  const pick = rng(o.seed ?? 27);
  let kills = 0;
  const killer = setInterval(() => {
    const w = Math.floor(pick() * o.workers);
    const p = procs[w];
    if (p !== undefined && p.exitCode === null) {
      kills++;
      p.kill('SIGKILL');
    }
  }, o.killEveryMs);
  let revokedAt = 0;
  const revoker = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      store.revocations.revoke(revocable).then(() => {
        revokedAt = Date.now();
        resolve();
      }, reject);
    }, o.revokeAtMs);
  });
  await new Promise((r) => setTimeout(r, o.durationMs));
  await revoker;
  running = false;
  clearInterval(killer);
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

  const verify = await log.verify();
  const lines = (await log.exportJsonl())
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { seq?: number; hash?: string; event?: string; tool?: string })
    .filter((r) => r.seq !== undefined);
  const bySeq = new Map(lines.map((r) => [r.seq, r.hash]));
  const missing = acks.filter((a) => bySeq.get(a.seq) !== a.hash).length;
  const allowed = (tool: string) =>
    lines.filter((r) => r.event === 'effect_allowed' && r.tool === tool).length;
  const budgetUsed = await store.usage.used(budgeted.id);
  const result: FleetResult = {
    acks,
    kills,
    elapsedMs,
    revokedAt,
    verify,
    missing,
    budgetedAllowed: allowed('send_budgeted'),
    budgetUsed,
    allowedAfterRevocation: acks.filter(
      (a) => a.tool === 'send_revocable' && a.validatedAt >= revokedAt,
    ).length,
    revocableAllowed: allowed('send_revocable'),
    records: lines.length,
  };
  await store.close();
  return result;
}

/** The p-quantile of `xs` (nearest rank). */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}
