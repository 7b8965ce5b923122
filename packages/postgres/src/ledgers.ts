/**
 * The fleet's shared ledgers in PostgreSQL: revocations (read at every validation, and
 * announced with NOTIFY to in-memory watchers), use budgets (charged by guarded upserts in one
 * statement, all or nothing), approvals (claimed once) and snapshots (stored, then claimed
 * once). Every write is committed before its promise resolves.
 */
import {
  type AsyncRevocationView,
  type AsyncUsageStore,
  AuthorityError,
  chargeUses,
  isTokenId,
  type RevocationView,
  type Token,
} from '@zamburak/authority';
import { PostgresError, queryFailed, sqlState } from './errors.js';
import type { StoreConnection } from './store.js';

/** NOTIFY channel of revocations (payload: the token id). */
export const REVOCATION_CHANNEL = 'zamburak_revocations';

export interface RevocationWatch extends RevocationView {
  /**
   * Synchronous answer from this process's copy: every revocation committed before `watch()`
   * resolved, and each one announced since. A lost connection makes every answer throw
   * (fail closed) until the watch is closed and opened again.
   */
  isRevoked(tokenId: string): boolean;
  close(): Promise<void>;
}

export interface PostgresRevocations extends AsyncRevocationView {
  /** Revokes a token (value or id), committed before it resolves; idempotent. */
  revoke(token: Token | string): Promise<void>;
  /** Reads the committed state now. */
  isRevoked(tokenId: string): Promise<boolean>;
  /**
   * A `RevocationView` for synchronous callers (today's `createRuntime`), kept current by
   * LISTEN/NOTIFY: a revocation reaches it a notification's delay after its commit. For
   * "seen before the next validation", validate with `validateAtBoundaryAsync` instead.
   */
  watch(): Promise<RevocationWatch>;
}

function tokenIdOf(token: Token | string): string {
  const id: unknown = typeof token === 'string' ? token : (token as Partial<Token> | null)?.id;
  if (!isTokenId(id)) {
    throw new AuthorityError('INVALID_TOKEN_ID', 'a revoked token id is not a valid token id');
  }
  return id;
}

function idList(ids: readonly string[]): string[] {
  if (!Array.isArray(ids) || !ids.every((i) => typeof i === 'string')) {
    throw new PostgresError('INVALID_OPTIONS', 'ids must be an array of strings', {
      option: 'ids',
    });
  }
  return [...new Set(ids)];
}

export function revocations(conn: StoreConnection): PostgresRevocations {
  const among = async (ids: readonly string[]): Promise<ReadonlySet<string>> => {
    const list = idList(ids);
    if (list.length === 0) return new Set();
    const r = await conn.query<{ token_id: string }>(
      'revocation read',
      'SELECT token_id FROM zamburak_revocations WHERE token_id = ANY($1::text[])',
      [list],
    );
    return new Set(r.rows.map((x) => x.token_id));
  };
  return {
    async revoke(token) {
      const id = tokenIdOf(token);
      // One statement: the row and the notification commit together (NOTIFY is sent at
      // commit), so a watcher never hears of a revocation that is not in the table.
      await conn.query(
        'revoke',
        'WITH ins AS (INSERT INTO zamburak_revocations (token_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1) ' +
          'SELECT pg_notify($2, $1)',
        [id, REVOCATION_CHANNEL],
      );
    },
    async isRevoked(tokenId) {
      return (await among([tokenId])).has(tokenId);
    },
    revokedAmong: among,
    async watch() {
      const client = await conn.connect('revocation watch');
      const revoked = new Set<string>();
      let broken = false;
      let closed = false;
      const onNotify = (m: { channel: string; payload?: string }) => {
        if (m.channel === REVOCATION_CHANNEL && isTokenId(m.payload)) revoked.add(m.payload);
      };
      const onError = () => {
        broken = true;
      };
      client.on('notification', onNotify);
      client.on('error', onError);
      client.on('end', onError);
      try {
        // LISTEN first, then read: a revocation committed in between is in one or the other.
        await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
        const r = await client.query<{ token_id: string }>(
          'SELECT token_id FROM zamburak_revocations',
        );
        for (const row of r.rows) revoked.add(row.token_id);
      } catch (e) {
        client.release(true);
        throw queryFailed('revocation watch', e);
      }
      return {
        isRevoked(tokenId) {
          if (closed || broken) {
            throw new PostgresError(
              'STORE_CLOSED',
              'the revocation watch lost its connection or is closed',
            );
          }
          return revoked.has(tokenId);
        },
        async close() {
          if (closed) return;
          closed = true;
          client.off('notification', onNotify);
          try {
            if (!broken) await client.query(`UNLISTEN ${REVOCATION_CHANNEL}`);
            client.release();
          } catch {
            client.release(true);
          }
        },
      };
    },
  };
}

export interface PostgresUsageLedger extends AsyncUsageStore {
  /** The committed use count of one id. */
  used(tokenId: string): Promise<number>;
}

/** SQLSTATE the charge function raises when a budget would be exceeded. */
const BUDGET_EXHAUSTED = 'ZB001';
const DEADLOCK = '40P01';

export function usageLedger(conn: StoreConnection): PostgresUsageLedger {
  const usedAmong = async (ids: readonly string[]): Promise<ReadonlyMap<string, number>> => {
    const list = idList(ids);
    const out = new Map<string, number>();
    if (list.length === 0) return out;
    const r = await conn.query<{ token_id: string; uses: string }>(
      'usage read',
      'SELECT token_id, uses FROM zamburak_usage WHERE token_id = ANY($1::text[])',
      [list],
    );
    for (const row of r.rows) {
      const n = Number(row.uses);
      if (!(Number.isSafeInteger(n) && n >= 0)) {
        throw new PostgresError('QUERY_FAILED', 'a stored use count is malformed', {
          operation: 'usage read',
          sqlState: 'unknown',
        });
      }
      out.set(row.token_id, n);
    }
    return out;
  };
  return {
    usedAmong,
    async used(tokenId) {
      return (await usedAmong([tokenId])).get(tokenId) ?? 0;
    },
    async consumeAll(tokens) {
      conn.usable();
      // authority's own aggregation (per id, lineage included): the charge of each id, and
      // USE_BUDGET_EXHAUSTED already when one effect alone would exceed a budget.
      const charges = chargeUses(tokens, () => 0);
      const maxes = new Map<string, number | null>();
      for (const t of tokens) {
        maxes.set(t.id, t.maxUses);
        for (const a of t.lineage) maxes.set(a.id, a.maxUses);
      }
      // Sorted: every charge locks its rows in the same order, so two never deadlock.
      const ids = [...charges.keys()].sort();
      if (ids.length === 0) return;
      const ns = ids.map((id) => charges.get(id)!);
      const ms = ids.map((id) => maxes.get(id) ?? null);
      for (let attempt = 0; ; attempt++) {
        try {
          await conn.pool.query('SELECT zamburak_charge($1::text[], $2::bigint[], $3::bigint[])', [
            ids,
            ns,
            ms,
          ]);
          return;
        } catch (e) {
          const state = sqlState(e);
          if (state === BUDGET_EXHAUSTED) {
            const detail = (e as { detail?: unknown }).detail;
            throw new AuthorityError('USE_BUDGET_EXHAUSTED', 'the token has no use left', {
              tokenId: isTokenId(detail) ? detail : '',
            });
          }
          if (state === DEADLOCK && attempt < 3) continue;
          throw queryFailed('usage charge', e);
        }
      }
    },
  };
}

export interface PostgresApprovalLedger {
  /**
   * `ApprovalLedger` of `createRuntime`: true the first time `requestId` is claimed by any
   * process sharing the database, false after. Committed before it resolves.
   */
  claim(requestId: string, expiresAt: number, now: number): Promise<boolean>;
}

const PRUNE_EVERY = 64;

export function approvalLedger(
  conn: StoreConnection,
  retainAfterExpiryMs = 86_400_000,
): PostgresApprovalLedger {
  let claims = 0;
  return {
    async claim(requestId, expiresAt, now) {
      conn.usable();
      if (
        typeof requestId !== 'string' ||
        requestId === '' ||
        !Number.isFinite(expiresAt) ||
        !Number.isFinite(now)
      ) {
        throw new PostgresError('INVALID_OPTIONS', 'a claim needs a request id and finite times', {
          option: 'claim',
        });
      }
      // Forget ids long expired (refused as expired anyway); cutoff: the earlier clock.
      if (claims++ % PRUNE_EVERY === 0) {
        await conn.query('approval prune', 'DELETE FROM zamburak_approvals WHERE expires_at < $1', [
          Math.floor(Math.min(now, Date.now())) - retainAfterExpiryMs,
        ]);
      }
      const r = await conn.query(
        'approval claim',
        'INSERT INTO zamburak_approvals (request_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [requestId, Math.ceil(expiresAt)],
      );
      return r.rowCount === 1;
    },
  };
}

export interface PostgresSnapshotStore {
  /**
   * Stores a snapshot (`Execution.dump()` bytes) under `id` (1-128 of `[A-Za-z0-9_.:-]`):
   * true when stored, false when the id is already taken (nothing changed).
   */
  put(id: string, bytes: Uint8Array, options?: { readonly expiresAt?: number }): Promise<boolean>;
  /**
   * Claims a stored snapshot, exactly once across every process: its bytes the first time,
   * `undefined` after (or when absent, or expired at `now`).
   */
  claim(id: string, now?: number): Promise<Uint8Array | undefined>;
}

const SNAPSHOT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

function snapshotId(id: unknown): string {
  if (typeof id !== 'string' || !SNAPSHOT_ID.test(id)) {
    throw new PostgresError('INVALID_OPTIONS', 'a snapshot id is 1-128 of [A-Za-z0-9_.:-]', {
      option: 'id',
    });
  }
  return id;
}

export function snapshotStore(conn: StoreConnection): PostgresSnapshotStore {
  return {
    async put(id, bytes, options = {}) {
      const key = snapshotId(id);
      if (!(bytes instanceof Uint8Array)) {
        throw new PostgresError('INVALID_OPTIONS', 'a snapshot is bytes', { option: 'bytes' });
      }
      const exp = options.expiresAt;
      if (exp !== undefined && !Number.isFinite(exp)) {
        throw new PostgresError('INVALID_OPTIONS', 'expiresAt must be finite', {
          option: 'expiresAt',
        });
      }
      const r = await conn.query(
        'snapshot put',
        'INSERT INTO zamburak_snapshots (id, body, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), exp ?? null],
      );
      return r.rowCount === 1;
    },
    async claim(id, now = Date.now()) {
      const key = snapshotId(id);
      const r = await conn.query<{ body: Buffer }>(
        'snapshot claim',
        'UPDATE zamburak_snapshots SET claimed_at = now() WHERE id = $1 AND claimed_at IS NULL ' +
          'AND (expires_at IS NULL OR expires_at > $2) RETURNING body',
        [key, Math.floor(now)],
      );
      const body = r.rows[0]?.body;
      return body === undefined ? undefined : new Uint8Array(body);
    },
  };
}
