/**
 * One conformance suite, run against both stores (SQLite: the embedded default; PostgreSQL:
 * a throw-away cluster started by test/support/cluster.ts): the audit chain, revocations
 * with their cascade, use budgets under concurrency across independent handles, approvals
 * claimed once. Without a PostgreSQL server the PostgreSQL half fails in CI and is skipped
 * (loudly) elsewhere.
 */
import type { AuditEvent } from '@zamburak/audit';
import {
  createMinter,
  RevocationIndex,
  type Token,
  UsageLedger,
  validateAtBoundaryAsync,
} from '@zamburak/authority';
import type { DependencySummary, ExecutionContextSummary } from '@zamburak/ifc';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCluster, startCluster } from './support/cluster.js';
import {
  type AuditHandle,
  postgresStore,
  type StoreUnderTest,
  sqliteStore,
} from './support/stores.js';

const cluster = await startCluster();
afterAll(() => {
  if (isCluster(cluster)) cluster.stop();
});

const TOKEN_KEY = 'conformance-token-key-0123456789';
const POLICY = `sha256:${'ab'.repeat(32)}`;
const T0 = Date.UTC(2026, 0, 1);
// A constant clock: a store may read it more often than it writes records (e.g. at open), and
// the two stores' JSONL must compare byte for byte.
const stepClock = () => () => T0;

const SUMMARY: DependencySummary = {
  integrity: ['Trusted'],
  confidentiality: ['pii'],
  readers: ['bob@example.com'],
  authority: ['send_email'],
  originCount: 1,
  truncated: false,
};
const CONTEXT: ExecutionContextSummary = {
  pcIntegrity: [],
  pcConfidentiality: [],
  controlDependencies: ['call:1'],
  effectCounters: { total: 1, perTool: { send_email: 1 } },
  truncated: false,
};

/** Mixed events: security ones with summaries, operational ones, redacted text. */
function event(i: number): AuditEvent {
  if (i % 3 === 0) {
    return {
      type: 'effect_allowed',
      executionId: `exec_${i % 5}`,
      callId: i,
      tool: 'send_email',
      decision: 'Allow',
      policyHash: POLICY,
      argSummaries: { to: SUMMARY },
      contextSummary: CONTEXT,
    } as const;
  }
  if (i % 3 === 1) {
    return {
      type: 'tool_result',
      executionId: `exec_${i % 5}`,
      callId: i,
      tool: 'send_email',
      policyHash: POLICY,
    } as const;
  }
  return {
    type: 'effect_denied',
    executionId: 'exec with spaces',
    callId: i,
    tool: 'send_email',
    decision: 'Deny',
    reasonCode: 'sk-abcdefghijklmnopqrstuvwxyz012345',
    policyHash: POLICY,
  } as const;
}

const minterKey = new Uint8Array(32).fill(7);
function minter() {
  return createMinter({
    key: minterKey,
    issuer: 'host',
    clock: () => T0,
    revocations: new RevocationIndex(),
    usage: new UsageLedger(),
  });
}
const mintRoot = (maxUses?: number): Token =>
  minter().mint({
    subject: 'alice',
    capability: 'SendEmail',
    scope: ['tool:send_email', 'tool:read_inbox'],
    expiresAt: T0 + 3_600_000,
    ...(maxUses === undefined ? {} : { maxUses }),
  });

const factories: [string, () => Promise<StoreUnderTest>][] = [
  ['sqlite', async () => sqliteStore()],
];
if (isCluster(cluster)) {
  factories.push(['postgres', async () => postgresStore(await cluster.createDatabase())]);
}

describe.each(factories)('store conformance: %s', (_name, make) => {
  let store: StoreUnderTest;
  beforeEach(async () => {
    store = await make();
  });
  afterEach(async () => {
    await store.dispose();
  });

  it('audit: a chain that verifies, with the SQLite log’s exact records', async () => {
    const log = await store.openAudit('main', TOKEN_KEY, stepClock());
    const heads = [];
    for (let i = 0; i < 40; i++) heads.push(await log.append(event(i)));
    expect(heads.map((h) => h.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    const v = await log.verify();
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.head).toEqual(heads.at(-1));
    // Same events, same clock and key: the same JSONL, byte for byte, in either store.
    const reference = sqliteStore();
    const ref = await reference.openAudit('main', TOKEN_KEY, stepClock());
    for (let i = 0; i < 40; i++) await ref.append(event(i));
    expect(await log.jsonl()).toBe(await ref.jsonl());
    await reference.dispose();
  });

  it('audit: concurrent appenders share one chain, each record acknowledged once', async () => {
    const writers = store.multiWriterAudit ? 4 : 1;
    const logs: AuditHandle[] = [];
    for (let w = 0; w < writers; w++)
      logs.push(await store.openAudit('shared', TOKEN_KEY, stepClock()));
    const acks = await Promise.all(
      Array.from({ length: 64 }, (_, i) => logs[i % writers]!.append(event(i))),
    );
    const seqs = acks.map((a) => a.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 64 }, (_, i) => i + 2));
    const v = await logs[0]!.verify();
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.head.seq).toBe(65);
    // Every acknowledged hash is in the chain at its place.
    const lines = (await logs[0]!.jsonl())
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq?: number; hash?: string })
      .filter((r) => r.seq !== undefined);
    const bySeq = new Map(lines.map((r) => [r.seq, r.hash]));
    for (const a of acks) expect(bySeq.get(a.seq)).toBe(a.hash);
  });

  it('audit: an event the log refuses is refused, and nothing is appended', async () => {
    const log = await store.openAudit('refuse', TOKEN_KEY, stepClock());
    await expect(log.append({ type: 'no_such_event' } as never)).rejects.toMatchObject({
      code: 'INVALID_EVENT',
    });
    const v = await log.verify();
    expect(v.ok && v.head.seq).toBe(1);
  });

  it('revocation: visible to another handle at its next validation, cascading to delegates', async () => {
    const a = await store.openRevocations();
    const b = await store.openRevocations();
    const usage = await store.openUsage();
    const root = mintRoot();
    const child = minter().delegate(root, {
      scope: ['tool:send_email'],
      expiresAt: T0 + 1_800_000,
    });
    const ctx = { now: T0 + 1, verifier: minter(), revocations: b, usage };
    const before = await validateAtBoundaryAsync([root, child], ctx);
    expect(before.effective.map((t) => t.id)).toEqual([root.id, child.id]);
    await a.revoke(root.id);
    await a.revoke(root.id); // idempotent
    const after = await validateAtBoundaryAsync([root, child], ctx);
    expect(after.effective).toEqual([]);
    expect(after.invalid.map((i) => i.reason)).toEqual(['REVOKED', 'PARENT_INVALID']);
    expect(await b.revokedAmong([root.id, child.id])).toEqual(new Set([root.id]));
  });

  it('usage: 8 concurrent charges of a budget of 5 from 8 handles: exactly 5 succeed', async () => {
    const token = mintRoot(5);
    const handles = await Promise.all(Array.from({ length: 8 }, () => store.openUsage()));
    const results = await Promise.allSettled(handles.map((h) => h.consumeAll([token])));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(5);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toMatchObject({ code: 'USE_BUDGET_EXHAUSTED' });
      }
    }
    expect((await handles[0]!.usedAmong([token.id])).get(token.id)).toBe(5);
    await expect(handles[1]!.consumeAll([token])).rejects.toMatchObject({
      code: 'USE_BUDGET_EXHAUSTED',
    });
  });

  it('usage: a charge is all or nothing across a lineage', async () => {
    const root = mintRoot(2);
    const child = minter().delegate(root, {
      scope: ['tool:send_email'],
      expiresAt: T0 + 1_800_000,
      maxUses: 2,
    });
    const unbounded = mintRoot();
    const h = await store.openUsage();
    await h.consumeAll([child]); // root 1, child 1
    await h.consumeAll([root]); // root 2
    // The child still has a use, its parent has none: nothing is charged.
    await expect(h.consumeAll([unbounded, child])).rejects.toMatchObject({
      code: 'USE_BUDGET_EXHAUSTED',
    });
    const used = await h.usedAmong([root.id, child.id, unbounded.id]);
    expect([used.get(root.id), used.get(child.id), used.get(unbounded.id) ?? 0]).toEqual([2, 1, 0]);
    // Two grants sharing a bounded ancestor in one effect are summed, not charged apart.
    const r2 = mintRoot(1);
    const c1 = minter().delegate(r2, { scope: ['tool:send_email'], expiresAt: T0 + 1000 });
    const c2 = minter().delegate(r2, { scope: ['tool:read_inbox'], expiresAt: T0 + 1000 });
    await expect(h.consumeAll([c1, c2])).rejects.toMatchObject({ code: 'USE_BUDGET_EXHAUSTED' });
    expect((await h.usedAmong([r2.id])).get(r2.id) ?? 0).toBe(0);
  });

  it('approvals: of 8 concurrent claims of one id from 8 handles, exactly one wins', async () => {
    const handles = await Promise.all(Array.from({ length: 8 }, () => store.openApprovals()));
    const now = Date.now();
    const wins = await Promise.all(handles.map((h) => h.claim('req_1', now + 60_000, now)));
    expect(wins.filter((w) => w)).toHaveLength(1);
    expect(await handles[3]!.claim('req_1', now + 60_000, now)).toBe(false);
    expect(await handles[3]!.claim('req_2', now + 60_000, now)).toBe(true);
  });
});

describe.skipIf(!isCluster(cluster))('the conformance suite ran against PostgreSQL', () => {
  it('has a cluster', () => {
    expect(isCluster(cluster)).toBe(true);
  });
});
