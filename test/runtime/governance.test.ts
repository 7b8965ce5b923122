/**
 * Drafts and commits, authority at the boundary (also after a restore), observe mode, and
 * label-aware redaction of exceptions that cross to the host.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuditLog, verifyAuditLog } from '@zamburak/audit';
import type { RevocationView, UsageStore } from '@zamburak/authority';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalLedger,
  createRuntime,
  memoryApprovalLedger,
  OBSERVE_ACKNOWLEDGEMENT,
  openRevocationFile,
  openUsageLedgerFile,
  RuntimeError,
} from 'zamburak';
import { type Harness, key, makeHarness, T0 } from '../support/harness.js';
import { type Recorder, RUNTIME_POLICY, runtimeTools } from '../support/runtime-tools.js';

let h: Harness;
let rec: Recorder;
const setup = (observe = false) => {
  rec = runtimeTools();
  h = makeHarness({ policyText: RUNTIME_POLICY, tools: rec.tools, observe });
};
afterEach(() => h.close());

/** Runs `body` with a fresh temporary directory, removed afterwards. */
async function inTempDir(prefix: string, body: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `zamburak-${prefix}-`));
  try {
    await body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Another runtime over the harness's tools, minter and audit log (same key): as another
 * process would build it, with its own approval ledger, usage store, revocations or clock.
 */
const runtimeWith = (
  o: {
    approvalLedger?: ApprovalLedger;
    usage?: UsageStore;
    revocations?: RevocationView;
    clock?: () => number;
  } = {},
) =>
  createRuntime({
    policy: { text: RUNTIME_POLICY, format: 'yaml' },
    tools: rec.tools,
    authority: {
      verifier: h.minter,
      revocations: o.revocations ?? h.revocations,
      usage: o.usage ?? h.usage,
    },
    audit: h.audit,
    clock: o.clock ?? (() => T0),
    key: key(3),
    ...(o.approvalLedger === undefined ? {} : { approvalLedger: o.approvalLedger }),
  });

const TRANSFER = "transfer_money({ iban: 'DE02120300000000202051', amount: 120 });";
const payCap = (opts: { maxUses?: number; expiresAt?: number } = {}) =>
  h.minter.mint({
    subject: 'emma',
    capability: 'PaymentInitiateCap',
    scope: ['tool:transfer_money'],
    expiresAt: opts.expiresAt ?? T0 + 3600_000,
    ...(opts.maxUses === undefined ? {} : { maxUses: opts.maxUses }),
  });

describe('draft and commit', () => {
  it('RequireDraft runs the draft phase, suspends with a reviewable draft, and commits on approval', async () => {
    setup();
    const exec = await h.runtime.start(TRANSFER, { tokens: [payCap()] });
    expect(exec.status).toBe('suspended');
    const pending = exec.pending!;
    expect(pending.request.kind).toBe('draft');
    expect(pending.request.draftId).toMatch(/^draft_[0-9a-f]{16}$/);
    expect(pending.preview).toEqual({
      tool: 'transfer_money',
      iban: 'DE02120300000000202051',
      amount: 120,
    });
    expect(rec.drafts).toHaveLength(1);
    expect(rec.ran).toEqual([]);
    const approval = h.runtime.answer(pending.request, 'approve', { approver: 'emma' });
    expect(approval.draftId).toBe(pending.request.draftId);
    await exec.resume(approval);
    expect(exec.status).toBe('completed');
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
    const trail = h.auditTrail();
    expect(trail).toEqual(
      expect.arrayContaining(['draft_requested', 'approval_accepted', 'effect_allowed']),
    );
  });

  it('a draft phase that throws or returns no JSON preview fails like the tool: TOOL_FAILED, nothing pending, no effect', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const drafts: [() => unknown, string][] = [
      [
        () => {
          throw new Error('draft service down');
        },
        'failed',
      ],
      [() => undefined, 'returned no preview'],
      [() => ({ preview: new Date(0) }), 'returned a non-plain object, not JSON'],
      [() => ({ preview: cyclic }), 'returned a cyclic value, not JSON'],
    ];
    for (const [draft, says] of drafts) {
      rec = runtimeTools();
      const tools = rec.tools.map((t) =>
        t.name === 'transfer_money' ? { ...t, draft: draft as never } : t,
      );
      h = makeHarness({ policyText: RUNTIME_POLICY, tools });
      const exec = await h.runtime.start(
        `let r; try { ${TRANSFER} r = 'sent'; } catch (e) { r = e.code + ': ' + e.message; } r;`,
        { tokens: [payCap()] },
      );
      expect(exec.status, says).toBe('completed');
      expect(exec.result?.value).toBe(`TOOL_FAILED: transfer_money draft ${says}`);
      expect(exec.pending).toBeUndefined();
      expect(rec.ran).toEqual([]);
      h.audit.flush();
      const failed = h.audit.records().filter((r) => r.event === 'tool_failed');
      expect(failed.map((r) => r.reasonCode)).toEqual(['DRAFT_FAILED']);
      const trail = h.auditTrail();
      expect(trail.indexOf('draft_requested')).toBeGreaterThan(-1);
      expect(trail.indexOf('draft_requested')).toBeLessThan(trail.indexOf('tool_failed'));
      h.close();
    }
    setup(); // for afterEach
  });

  it('the draft decision is on record before the draft phase runs; a confidential preview is one placeholder', async () => {
    rec = runtimeTools();
    let recordedBeforeDraft: string[] = [];
    const tools = rec.tools.map((t) =>
      t.name === 'transfer_money'
        ? {
            ...t,
            draft: (args: Record<string, unknown>) => {
              recordedBeforeDraft = h.audit.records().map((r) => r.event);
              // An adapter that keys its preview by argument text.
              return { preview: { [String(args.amount)]: { [String(args.iban)]: 'payee' } } };
            },
          }
        : t,
    );
    h = makeHarness({ policyText: RUNTIME_POLICY, tools });
    const exec = await h.runtime.start(
      "transfer_money({ iban: 'DE02120300000000202051', amount: read_secret({}).length });",
      { tokens: [payCap()] },
    );
    expect(exec.status).toBe('suspended');
    expect(recordedBeforeDraft.at(-1)).toBe('draft_requested');
    // The amount depends on a secret: the whole preview (keys, values, shape) is one placeholder.
    expect(exec.pending?.preview).toMatch(/^\[redacted: AUTH_SECRET, ref [0-9a-f]{12}\]$/);
  });

  it('records a tool result by a keyed fingerprint, never its plain hash (red-team U9)', async () => {
    setup();
    const exec = await h.runtime.start('read_secret({});');
    expect(exec.status).toBe('completed');
    const result = h.audit
      .records()
      .find((r) => r.event === 'tool_result' && r.tool === 'read_secret');
    const plain = createHash('sha256')
      .update(JSON.stringify('sk-live_0123456789abcdef'))
      .digest('hex');
    expect(result?.payloadHash).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(result?.payloadHash).not.toContain(plain);
  });

  it('a confidential preview shows no number, boolean or shape of the secret (red-team U5)', async () => {
    rec = runtimeTools();
    const tools = rec.tools.map((t) =>
      t.name === 'transfer_money'
        ? {
            ...t,
            draft: (args: Record<string, unknown>) => ({
              preview: { echo: JSON.parse(JSON.stringify(args)) },
            }),
          }
        : t,
    );
    h = makeHarness({ policyText: RUNTIME_POLICY, tools });
    const previews: unknown[] = [];
    for (const n of [3, 7]) {
      const exec = await h.runtime.start(
        `const s = read_secret({}); transfer_money({ iban: 'DE02120300000000202051', amount: [...s].map((c) => c.charCodeAt(0)).slice(0, ${n}).length + s.charCodeAt(0) });`,
        { tokens: [payCap()] },
      );
      expect(exec.status).toBe('suspended');
      previews.push(String(exec.pending?.preview).replace(/ref [0-9a-f]{12}/, 'ref #'));
      exec.dispose();
    }
    expect(previews[0]).toBe('[redacted: AUTH_SECRET, ref #]');
    expect(previews[1]).toBe(previews[0]);
  });

  it('only the words approve and reject answer a request; anything else is refused, never consent', async () => {
    setup();
    const exec = await h.runtime.start(TRANSFER, { tokens: [payCap()] });
    const request = exec.pending!.request;
    for (const verdict of ['Reject', 'no', 'deny', '', 'approve ', undefined]) {
      expect(() => h.runtime.answer(request, verdict as never, { approver: 'emma' })).toThrow(
        expect.objectContaining({
          code: 'INVALID_OPTIONS',
          data: expect.objectContaining({ field: 'verdict' }),
        }),
      );
    }
    for (const by of [{}, { approver: '' }, { approver: 'emma', ttlMs: -1 }]) {
      expect(() => h.runtime.answer(request, 'approve', by as never)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
    const real = h.runtime.answer(request, 'approve', { approver: 'emma' });
    for (const forged of [null, {}, { ...real, verdict: 'yes' }, { ...real, mac: 42 }]) {
      await expect(exec.resume(forged as never)).rejects.toMatchObject({
        code: 'APPROVAL_INVALID',
      });
      expect(exec.status).toBe('suspended');
    }
    expect(rec.ran).toEqual([]);
    await exec.resume(real);
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
  });

  it('the commit is checked by policy again: a token revoked while the draft waited denies it', async () => {
    setup();
    const token = payCap();
    const exec = await h.runtime.start(TRANSFER, { tokens: [token] });
    h.revocations.revoke(token);
    await exec.resume(h.runtime.answer(exec.pending!.request, 'approve', { approver: 'emma' }));
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      tool: 'transfer_money',
      reasonCode: 'AUTHORITY_INVALID',
    });
    expect(rec.ran).toEqual([]);
  });

  it('a rejected draft ends the execution without the effect', async () => {
    setup();
    const exec = await h.runtime.start(TRANSFER, { tokens: [payCap()] });
    await exec.resume(h.runtime.answer(exec.pending!.request, 'reject', { approver: 'emma' }));
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)?.reasonCode).toBe('APPROVAL_REJECTED');
    expect(rec.ran).toEqual([]);
  });

  it('an untrusted amount never reaches the draft phase', async () => {
    setup();
    const exec = await h.runtime.start(
      "const mail = read_inbox({}); transfer_money({ iban: 'DE02120300000000202051', amount: mail[0].length });",
      { tokens: [payCap()] },
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)?.reasonCode).toBe('INTEGRITY_REQUIRED');
    expect(rec.drafts).toEqual([]);
  });
});

describe('authority at the boundary', () => {
  it('without a token the effect is denied; a use budget is charged when the effect runs', async () => {
    setup();
    const none = await h.runtime.start(TRANSFER);
    expect(none.status).toBe('denied');
    expect(none.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_MISSING');
    const once = payCap({ maxUses: 1 });
    const first = await h.runtime.start(TRANSFER, { tokens: [once] });
    await first.resume(h.runtime.answer(first.pending!.request, 'approve', { approver: 'emma' }));
    expect(first.status).toBe('completed');
    expect(h.usage.used(once.id)).toBe(1);
    const second = await h.runtime.start(TRANSFER, { tokens: [once] });
    expect(second.status).toBe('denied');
    expect(second.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_INVALID');
  });

  it("a host's own usage store (shared by two runtimes) keeps a use budget across them", async () => {
    setup();
    // A host store, as one backed by a shared database would be: reads and all-or-nothing charges.
    const uses = new Map<string, number>();
    const shared: UsageStore = {
      used: (id) => uses.get(id) ?? 0,
      consumeAll(tokens) {
        const ids = tokens.flatMap((t) => [t.id, ...t.lineage.map((a) => a.id)]);
        for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
      },
    };
    const withStore = () => runtimeWith({ usage: shared });
    const once = payCap({ maxUses: 1 });
    const [a, b] = [withStore(), withStore()];
    const first = await a.start(TRANSFER, { tokens: [once] });
    await first.resume(a.answer(first.pending!.request, 'approve', { approver: 'emma' }));
    expect(first.status).toBe('completed');
    expect(uses.get(once.id)).toBe(1);
    const second = await b.start(TRANSFER, { tokens: [once] });
    expect(second.status).toBe('denied');
    expect(second.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_INVALID');
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
  });

  it('a revocation file shared by runtimes: revoked by the host once, refused by every runtime', async () => {
    setup();
    await inTempDir('revocations', async (dir) => {
      const path = join(dir, 'revocations.db');
      const withFile = () => runtimeWith({ revocations: openRevocationFile({ path }) });
      const token = payCap();
      const [a, b] = [withFile(), withFile()];
      const before = await b.start(TRANSFER, { tokens: [token] });
      expect(before.status).toBe('suspended'); // valid: the transfer asks for confirmation
      before.dispose();
      openRevocationFile({ path }).revoke(token); // the host, in its own process
      for (const runtime of [a, b]) {
        const exec = await runtime.start(TRANSFER, { tokens: [token] });
        expect(exec.status).toBe('denied');
        expect(exec.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_INVALID');
      }
      expect(rec.ran).toEqual([]);
    });
  });

  it('a use another process charged after the check, or a usage store that fails, denies the effect: no allow on record for an effect that never ran', async () => {
    setup();
    await inTempDir('usage-race', async (dir) => {
      const path = join(dir, 'usage.db');
      const mine = openUsageLedgerFile({ path });
      const other = openUsageLedgerFile({ path }); // another process's runtime
      let race = true;
      const cases: [string, UsageStore][] = [
        [
          'spent meanwhile',
          {
            used: (id) => mine.used(id),
            consumeAll(tokens) {
              // The other process charges the last use between this one's check and charge.
              if (race) other.consumeAll(tokens);
              race = false;
              mine.consumeAll(tokens);
            },
          },
        ],
        [
          'store fails',
          {
            used: () => 0,
            consumeAll() {
              throw new Error('usage store unreachable: sk-live_0123456789abcdef');
            },
          },
        ],
      ];
      for (const [what, usage] of cases) {
        const runtime = runtimeWith({ usage });
        const once = payCap({ maxUses: 1 });
        const exec = await runtime.start(TRANSFER, { tokens: [once] });
        await exec.resume(runtime.answer(exec.pending!.request, 'approve', { approver: 'emma' }));
        expect(exec.status, what).toBe('denied');
        expect(exec.error, what).toBeUndefined();
        expect(exec.decisions.at(-1), what).toMatchObject({
          decision: 'Deny',
          reasonCode: 'USAGE_CHARGE_FAILED',
        });
        expect(
          exec.decisions.some((d) => d.decision === 'Allow'),
          what,
        ).toBe(false);
        if (what === 'spent meanwhile') expect(mine.used(once.id)).toBe(1);
      }
      expect(rec.ran).toEqual([]);
      const trail = h.auditTrail();
      expect(trail).not.toContain('effect_allowed');
      expect(trail.filter((t) => t === 'effect_denied')).toHaveLength(2);
      expect(JSON.stringify(h.audit.records())).not.toContain('sk-live');
      mine.close();
      other.close();
    });
  });

  it('a revocation file SQLite cannot read stops the plan with LEDGER_FAILED before any effect, never a raw SQLite error', async () => {
    setup();
    await inTempDir('revocations-broken', async (dir) => {
      const path = join(dir, 'revocations.db');
      const revocations = openRevocationFile({ path });
      const other = new Database(path); // another program breaks the file under the handle
      other.exec('DROP TABLE revoked');
      other.close();
      const runtime = runtimeWith({ revocations });
      await expect(runtime.start(TRANSFER, { tokens: [payCap()] })).rejects.toMatchObject({
        name: 'RuntimeError',
        code: 'LEDGER_FAILED',
        data: { reason: 'QUERY_FAILED', ledger: 'revocation' },
      });
      expect(rec.ran).toEqual([]);
      expect(h.auditTrail()).not.toContain('effect_allowed');
      revocations.close();
    });
  });

  it('tokens are revalidated after a snapshot restore', async () => {
    setup();
    const token = payCap({ expiresAt: T0 + 60_000 });
    const exec = await h.runtime.start(TRANSFER, { tokens: [token] });
    const bytes = exec.dump();
    exec.dispose();
    // Restored five minutes later: the approval window is open, the token has expired.
    const later = runtimeWith({ clock: () => T0 + 300_000 });
    const restored = await later.load(bytes);
    expect(restored.status).toBe('suspended');
    await restored.resume(later.answer(restored.pending!.request, 'approve', { approver: 'emma' }));
    expect(restored.status).toBe('denied');
    expect(restored.decisions.at(-1)?.reasonCode).toBe('AUTHORITY_INVALID');
    expect(rec.ran).toEqual([]);
  });
});

describe('observe mode', () => {
  it('cannot be enabled by accident', () => {
    rec = runtimeTools();
    h = makeHarness({ policyText: RUNTIME_POLICY, tools: rec.tools });
    const base = {
      policy: { text: RUNTIME_POLICY, format: 'yaml' as const },
      tools: rec.tools,
      authority: { verifier: h.minter, revocations: h.revocations, usage: h.usage },
      audit: h.audit,
      clock: () => T0,
      key: key(3),
    };
    for (const mode of [
      { observe: true, acknowledge: 'yes' },
      { observe: false, acknowledge: OBSERVE_ACKNOWLEDGEMENT },
      { observe: true },
    ]) {
      expect(() => createRuntime({ ...base, mode: mode as never })).toThrow(RuntimeError);
    }
    for (const mode of [null, 'observe', 1, []]) {
      expect(() => createRuntime({ ...base, mode: mode as never })).toThrow(
        expect.objectContaining({
          code: 'INVALID_OPTIONS',
          data: expect.objectContaining({ field: 'mode' }),
        }),
      );
    }
  });

  it('records would-deny decisions and lets the effect run', async () => {
    setup(true);
    const exec = await h.runtime.start(
      'const mail = read_inbox({}); post_note({ text: mail[0] });',
    );
    expect(exec.status).toBe('completed');
    const observed = exec.decisions.find((d) => d.observed === true);
    expect(observed).toMatchObject({
      tool: 'post_note',
      decision: 'Deny',
      reasonCode: 'INTEGRITY_REQUIRED',
    });
    expect(rec.ran.map((r) => r.tool)).toEqual(['read_inbox', 'post_note']);
    expect(h.auditTrail()).toContain('observed_would_deny');
  });
});

describe('exceptions crossing to the host', () => {
  it('an uncaught exception carrying untrusted text reaches the host redacted', async () => {
    setup();
    const exec = await h.runtime.start('const mail = read_inbox({}); throw new Error(mail[0]);');
    expect(exec.status).toBe('failed');
    expect(exec.error?.message).toMatch(/^\[redacted: /);
    expect(exec.error?.message).not.toContain('DE89370400440532013000');
  });

  it('a trusted exception message passes (scrubbed of secret shapes)', async () => {
    setup();
    const exec = await h.runtime.start("throw new Error('plan step 2 failed');");
    expect(exec.status).toBe('failed');
    expect(exec.error?.message).toContain('plan step 2 failed');
  });

  it('a plan the compiler rejects fails with a code and a position, not raw text', async () => {
    setup();
    const exec = await h.runtime.start('eval("1")');
    expect(exec.status).toBe('failed');
    expect(exec.error?.code).toMatch(/^[A-Z_]+$/);
  });
});

describe('a failure of the runtime itself', () => {
  it('an audit log that stops taking records stops the plan: no later effect runs, nothing recorded is lost', async () => {
    await inTempDir('abort', async (dir) => {
      rec = runtimeTools();
      // The first note's adapter breaks the log (as a full disk or a closed handle would).
      const tools = rec.tools.map((t) =>
        t.name === 'post_note'
          ? {
              ...t,
              run: (...a: Parameters<typeof t.run>) => {
                const r = t.run(...a);
                h.audit.close();
                return r;
              },
            }
          : t,
      );
      const path = join(dir, 'audit.db');
      h = makeHarness({ policyText: RUNTIME_POLICY, tools, auditPath: path });
      await expect(
        h.runtime.start("post_note({ text: 'one' }); post_note({ text: 'two' });"),
      ).rejects.toMatchObject({ code: 'LOG_CLOSED' });
      expect(rec.ran.map((r) => r.args)).toEqual([{ text: 'one' }]);
      // What was acknowledged before the break is on disk, chained and verifiable.
      const reopened = openAuditLog({ path, tokenKey: key(2), clock: () => T0 });
      try {
        expect(verifyAuditLog(reopened.db)).toMatchObject({ ok: true });
        expect(reopened.records().map((r) => [r.event, r.callId ?? null])).toEqual([
          ['genesis', null],
          ['policy_loaded', null],
          ['execution_started', null],
          ['effect_allowed', 1],
        ]);
      } finally {
        reopened.close();
      }
    });
  });
});

describe('an execution while it runs', () => {
  it('is running, and can be neither dumped nor resumed: a snapshot mid-effect would run the effect twice', async () => {
    rec = runtimeTools();
    let release = () => {};
    let seenStatus = '';
    // post_note waits for the test; meanwhile the test pokes at the execution.
    const tools = rec.tools.map((t) =>
      t.name === 'post_note'
        ? {
            ...t,
            run: async (...a: Parameters<typeof t.run>) => {
              const r = t.run(...a);
              await new Promise<void>((resolve) => {
                release = resolve;
              });
              return r;
            },
          }
        : t,
    );
    h = makeHarness({ policyText: RUNTIME_POLICY, tools });
    // The transfer needs a draft approval; after it, the note runs (default Allow).
    const exec = await h.runtime.start(`${TRANSFER} post_note({ text: 'done' });`, {
      tokens: [payCap()],
    });
    expect(exec.status).toBe('suspended');
    const approval = h.runtime.answer(exec.pending!.request, 'approve', { approver: 'emma' });
    const resumed = exec.resume(approval);
    await new Promise((r) => setTimeout(r, 20));
    seenStatus = exec.status;
    expect(() => exec.dump()).toThrow(
      expect.objectContaining({ code: 'EXECUTION_NOT_SUSPENDED', data: { status: 'running' } }),
    );
    await expect(exec.resume(approval)).rejects.toMatchObject({ code: 'EXECUTION_NOT_SUSPENDED' });
    release();
    await resumed;
    expect(seenStatus).toBe('running');
    expect(exec.status).toBe('completed');
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money', 'post_note']);
    expect(h.auditTrail()).not.toContain('snapshot_dumped');
  });
});

describe('a snapshot loaded twice', () => {
  it('cannot repeat an effect in one runtime: the approval is spent after the first resume', async () => {
    setup();
    const exec = await h.runtime.start(TRANSFER, { tokens: [payCap()] });
    const bytes = exec.dump();
    const first = await h.runtime.load(bytes);
    const second = await h.runtime.load(bytes);
    await first.resume(h.runtime.answer(first.pending!.request, 'approve', { approver: 'emma' }));
    expect(first.status).toBe('completed');
    for (const other of [second, exec]) {
      const again = h.runtime.answer(other.pending!.request, 'approve', { approver: 'emma' });
      await expect(other.resume(again)).rejects.toMatchObject({
        code: 'APPROVAL_INVALID',
        data: { reason: 'APPROVAL_REPLAYED' },
      });
      expect(other.status).toBe('suspended');
    }
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
  });

  it('cannot repeat an effect across runtimes that share an approval ledger; the replay is audited', async () => {
    setup();
    const ledger = memoryApprovalLedger();
    const bytes = (await h.runtime.start(TRANSFER, { tokens: [payCap()] })).dump();
    const [a, b] = [
      runtimeWith({ approvalLedger: ledger }),
      runtimeWith({ approvalLedger: ledger }),
    ];
    const first = await a.load(bytes);
    const second = await b.load(bytes);
    const approval = a.answer(first.pending!.request, 'approve', { approver: 'emma' });
    await first.resume(approval);
    expect(first.status).toBe('completed');
    await expect(second.resume(approval)).rejects.toMatchObject({
      code: 'APPROVAL_INVALID',
      data: { reason: 'APPROVAL_REPLAYED' },
    });
    expect(second.status).toBe('suspended');
    expect(second.decisions.at(-1)).toMatchObject({ reasonCode: 'APPROVAL_REPLAYED' });
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
    const refused = h.audit.records().filter((r) => r.event === 'approval_refused');
    expect(refused.map((r) => r.reasonCode)).toEqual(['APPROVAL_REPLAYED']);
    // Without a shared ledger each runtime remembers only its own approvals (docs/runtime.md).
    const third = await runtimeWith().load(bytes);
    await third.resume(approval);
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money', 'transfer_money']);
  });

  it('an approval ledger that fails refuses the approval and leaves the execution suspended', async () => {
    setup();
    let up = false;
    const flaky = runtimeWith({
      approvalLedger: {
        claim: () => {
          if (!up) throw new Error('ledger offline');
          return true;
        },
      },
    });
    const exec = await flaky.start(TRANSFER, { tokens: [payCap()] });
    const approval = flaky.answer(exec.pending!.request, 'approve', { approver: 'emma' });
    await expect(exec.resume(approval)).rejects.toMatchObject({
      code: 'APPROVAL_INVALID',
      data: { reason: 'APPROVAL_LEDGER_FAILED' },
    });
    expect(exec.status).toBe('suspended');
    expect(rec.ran).toEqual([]);
    up = true;
    await exec.resume(approval);
    expect(exec.status).toBe('completed');
    expect(() => runtimeWith({ approvalLedger: {} as never })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        data: expect.objectContaining({ field: 'approvalLedger' }),
      }),
    );
  });
});

describe('executions that share an id', () => {
  it('an approval answers one execution only, even when the host reuses an execution id', async () => {
    setup();
    const opts = { tokens: [payCap()], executionId: 'session-42' };
    const a = await h.runtime.start(TRANSFER, opts);
    const b = await h.runtime.start(TRANSFER, opts);
    expect(a.pending?.request.requestId).not.toBe(b.pending?.request.requestId);
    const forA = h.runtime.answer(a.pending!.request, 'approve', { approver: 'emma' });
    await expect(b.resume(forA)).rejects.toMatchObject({
      code: 'APPROVAL_INVALID',
      data: { reason: 'APPROVAL_MISMATCH' },
    });
    expect(b.status).toBe('suspended');
    await a.resume(forA);
    expect(a.status).toBe('completed');
    expect(rec.ran.map((r) => r.tool)).toEqual(['transfer_money']);
  });

  it('default execution ids differ between runtimes started in the same millisecond', async () => {
    setup();
    const other = makeHarness({ policyText: RUNTIME_POLICY, tools: runtimeTools().tools });
    try {
      const ids = new Set<string>();
      for (const runtime of [h.runtime, other.runtime, h.runtime, other.runtime]) {
        ids.add((await runtime.start(TRANSFER, { tokens: [payCap()] })).id);
      }
      expect(ids.size).toBe(4);
    } finally {
      other.close();
    }
  });
});

describe('arguments a tool does not declare', () => {
  it("are denied, and their names (the plan's own text) never reach the audit log", async () => {
    setup();
    const exec = await h.runtime.start(
      "post_note({ text: 'hi', PLAN_CHOSEN_NAME_wire_funds_to_acct_123456789: 1 });",
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)).toMatchObject({
      reasonCode: 'ARG_UNDECLARED',
      rulePath: 'catalogue[post_note].parameters',
    });
    expect(rec.ran).toEqual([]);
    h.audit.flush();
    expect(JSON.stringify(h.audit.records())).not.toContain('PLAN_CHOSEN_NAME');
  });

  it('a parameter added to the live definition later declares nothing: the pin refuses it', async () => {
    setup();
    const post = rec.tools.find((t) => t.name === 'post_note')!;
    Object.defineProperty(post.parameters, 'bcc', { value: {}, enumerable: false });
    const hidden = await h.runtime.start("post_note({ text: 'hi', bcc: 'evil' });");
    expect(hidden.decisions.at(-1)?.reasonCode).toBe('ARG_UNDECLARED');
    (post.parameters as Record<string, unknown>).cc = {};
    const added = await h.runtime.start("post_note({ text: 'hi', cc: 'evil' });");
    expect(added.decisions.at(-1)?.reasonCode).toBe('TOOL_PIN_MISMATCH');
    expect(rec.ran).toEqual([]);
  });
});
