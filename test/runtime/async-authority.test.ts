/**
 * The authority port over shared stores (issue 27): `authority.revocations` and
 * `authority.usage` may be asynchronous (`AsyncRevocationView`, `AsyncUsageStore`, as a
 * fleet's database is), read at every validation and charged atomically; the embedded stores
 * stay synchronous and the gateway awaits nothing for them.
 */
import { openAuditLog, verifyAuditLog } from '@zamburak/audit';
import {
  type AsyncRevocationView,
  type AsyncUsageStore,
  chargeUses,
  createMinter,
  createVerifier,
  RevocationIndex,
  type Token,
  UsageLedger,
} from '@zamburak/authority';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthorityOptions, createRuntime, type ToolDefinition } from 'zamburak';
import { bindAuthority } from '../../packages/core/src/bindings.js';
import { key, T0 } from '../support/harness.js';

const POLICY = `
schema_version: 1
policy_name: async_authority
default_action: Deny
strict_mode: true
budgets: { max_values: 100000, max_parents_per_value: 64, max_closure_steps: 10000, max_witness_depth: 32 }
tools:
  - tool: send
    side_effect_class: ExternalWrite
    required_authority: [SendCap]
    default_decision: Allow
`;
const PLAN = "send({ text: 'hello' });";
const clock = () => T0;
const minter = createMinter({
  key: key(1),
  issuer: 'test-host',
  clock,
  revocations: new RevocationIndex(),
  usage: new UsageLedger(),
});
const sendCap = (maxUses?: number): Token =>
  minter.mint({
    subject: 'emma',
    capability: 'SendCap',
    scope: ['tool:send'],
    expiresAt: T0 + 3_600_000,
    ...(maxUses === undefined ? {} : { maxUses }),
  });

/** A shared store as a database would be: every answer a later tick, charges atomic. */
function sharedStore(opts: { failRead?: boolean; failCharge?: boolean } = {}) {
  const revoked = new Set<string>();
  const uses = new Map<string, number>();
  const tick = () => new Promise((r) => setTimeout(r, 1));
  let reads = 0;
  const revocations: AsyncRevocationView = {
    async revokedAmong(ids) {
      await tick();
      reads++;
      if (opts.failRead === true) throw new Error('store unreachable: sk-live_0123456789abcdef');
      return new Set(ids.filter((id) => revoked.has(id)));
    },
  };
  const usage: AsyncUsageStore & { used(id: string): Promise<number> } = {
    async usedAmong(ids) {
      await tick();
      return new Map(ids.map((id) => [id, uses.get(id) ?? 0] as const));
    },
    // As PostgreSQL's ledger: a synchronous-looking `used` that answers a promise.
    async used(id) {
      return uses.get(id) ?? 0;
    },
    async consumeAll(tokens) {
      await tick();
      if (opts.failCharge === true) throw new Error('charge failed: sk-live_0123456789abcdef');
      // Read and write in one turn: atomic against every other charge.
      for (const [id, n] of chargeUses(tokens, (id) => uses.get(id) ?? 0)) uses.set(id, n);
    },
  };
  return {
    revocations,
    usage,
    revoke: (t: Token) => revoked.add(t.id),
    uses,
    reads: () => reads,
  };
}

const logs: ReturnType<typeof openAuditLog>[] = [];
afterEach(() => {
  for (const l of logs.splice(0)) l.close();
});

function runtimeOver(authority: Omit<AuthorityOptions, 'verifier'>) {
  const ran: string[] = [];
  const audit = openAuditLog({ path: ':memory:', tokenKey: key(2), clock });
  logs.push(audit);
  const tool: ToolDefinition = {
    name: 'send',
    description: 'sends',
    parameters: { text: { type: 'string' } },
    trustClass: 'TrustedLocal',
    run(args) {
      ran.push(String(args.text));
      return 'sent';
    },
  };
  const runtime = createRuntime({
    policy: { text: POLICY, format: 'yaml' },
    tools: [tool],
    authority: { verifier: createVerifier(key(1)), ...authority },
    audit,
    clock,
    key: key(3),
  });
  const trail = () => {
    const head = audit.flush();
    expect(verifyAuditLog(audit.db, { expectedHead: head }).ok).toBe(true);
    return audit.records().map((r) => r.event);
  };
  return { runtime, ran, audit, trail };
}

describe('authority over asynchronous stores', () => {
  it('a budget shared by two runtimes holds whatever the concurrency: exactly maxUses effects run', async () => {
    const store = sharedStore();
    const a = runtimeOver(store);
    const b = runtimeOver(store);
    const token = sendCap(3);
    // Twelve executions at once: every validation reads 0 uses; the charges decide.
    const execs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).runtime.start(PLAN, { tokens: [token] }),
      ),
    );
    const completed = execs.filter((e) => e.status === 'completed').length;
    expect(completed).toBe(3);
    expect(a.ran.length + b.ran.length).toBe(3);
    expect(store.uses.get(token.id)).toBe(3);
    const denied = execs.filter((e) => e.status === 'denied');
    expect(denied).toHaveLength(9);
    for (const e of denied)
      expect(['USAGE_CHARGE_FAILED', 'AUTHORITY_INVALID']).toContain(
        e.decisions.at(-1)?.reasonCode,
      );
    const allowed = [...a.trail(), ...b.trail()].filter((t) => t === 'effect_allowed');
    expect(allowed).toHaveLength(3);
  });

  it('a revocation committed before a validation is seen by it (read at every validation)', async () => {
    const store = sharedStore();
    const { runtime, ran } = runtimeOver(store);
    const token = sendCap();
    const before = await runtime.start(PLAN, { tokens: [token] });
    expect(before.status).toBe('completed');
    store.revoke(token);
    const after = await runtime.start(PLAN, { tokens: [token] });
    expect(after.status).toBe('denied');
    expect(after.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_INVALID');
    expect(ran).toEqual(['hello']);
    expect(store.reads()).toBe(2);
  });

  it('a delegated token is refused once its parent is revoked (the lineage is read too)', async () => {
    const store = sharedStore();
    const { runtime, ran } = runtimeOver(store);
    const parent = minter.mint({
      subject: 'emma',
      capability: 'SendCap',
      scope: ['tool:send', 'tool:post'],
      expiresAt: T0 + 3_600_000,
    });
    const child = minter.delegate(parent, { scope: ['tool:send'], expiresAt: T0 + 60_000 });
    expect((await runtime.start(PLAN, { tokens: [child] })).status).toBe('completed');
    store.revoke(parent);
    const exec = await runtime.start(PLAN, { tokens: [child] });
    expect(exec.status).toBe('denied');
    expect(ran).toEqual(['hello']);
  });

  it('a charge the store refuses denies the effect (USAGE_CHARGE_FAILED): no allow on record, no raw error text', async () => {
    const store = sharedStore({ failCharge: true });
    const { runtime, ran, trail, audit } = runtimeOver(store);
    const exec = await runtime.start(PLAN, { tokens: [sendCap(5)] });
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      decision: 'Deny',
      reasonCode: 'USAGE_CHARGE_FAILED',
    });
    expect(ran).toEqual([]);
    expect(trail()).not.toContain('effect_allowed');
    expect(JSON.stringify(audit.records())).not.toContain('sk-live');
  });

  it('a store that cannot be read stops the plan before any effect (fails closed)', async () => {
    const store = sharedStore({ failRead: true });
    const { runtime, ran, trail } = runtimeOver(store);
    await expect(runtime.start(PLAN, { tokens: [sendCap()] })).rejects.toThrow();
    expect(ran).toEqual([]);
    expect(trail()).not.toContain('effect_allowed');
  });

  it('one side shared, the other embedded: async revocations with the synchronous usage ledger', async () => {
    const store = sharedStore();
    const usage = new UsageLedger();
    const { runtime, ran } = runtimeOver({ revocations: store.revocations, usage });
    const token = sendCap(1);
    expect((await runtime.start(PLAN, { tokens: [token] })).status).toBe('completed');
    expect(usage.used(token.id)).toBe(1);
    expect((await runtime.start(PLAN, { tokens: [token] })).status).toBe('denied');
    const other = sendCap();
    store.revoke(other);
    expect((await runtime.start(PLAN, { tokens: [other] })).status).toBe('denied');
    expect(ran).toEqual(['hello']);
  });

  it('a synchronous usage store whose use count is not a number (a promise) fails closed', async () => {
    const { runtime, ran } = runtimeOver({
      revocations: new RevocationIndex(),
      usage: {
        used: (() => Promise.resolve(0)) as unknown as (id: string) => number,
        consumeAll() {},
      },
    });
    await expect(runtime.start(PLAN, { tokens: [sendCap(1)] })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      data: { field: 'authority.usage' },
    });
    expect(ran).toEqual([]);
  });

  it('createRuntime refuses a usage store with neither used nor usedAmong', () => {
    expect(() =>
      runtimeOver({
        revocations: new RevocationIndex(),
        usage: { consumeAll() {} } as unknown as UsageLedger,
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe('the embedded path stays synchronous', () => {
  const at = { now: T0, executionId: 'exec_1', tool: 'send' };
  it('in-memory stores: validate answers a value and consume undefined, no promise', () => {
    const usage = new UsageLedger();
    const port = bindAuthority({
      verifier: createVerifier(key(1)),
      revocations: new RevocationIndex(),
      usage,
    });
    const token = sendCap(2);
    const check = port.validate([token], at);
    if (check instanceof Promise) throw new Error('the embedded path answered a promise');
    expect(check.grants).toHaveLength(1);
    expect(port.consume(check.grants)).toBeUndefined();
    expect(usage.used(token.id)).toBe(1);
  });

  it('a store with the asynchronous methods is read through them, never through used()', async () => {
    const store = sharedStore();
    const port = bindAuthority({
      verifier: createVerifier(key(1)),
      revocations: store.revocations,
      usage: store.usage,
    });
    const token = sendCap(1);
    store.uses.set(token.id, 1);
    const check = port.validate([token], at);
    expect(check).toBeInstanceOf(Promise);
    const { grants, authority } = await check;
    expect(grants).toEqual([]);
    expect(authority.invalid[0]?.reason).toBe('USES_EXHAUSTED');
  });
});
