/**
 * Approval memory (docs/runtime.md "Approval memory", issue 24): a confirmation approved with `remember` is not asked
 * again for the same tool and arguments under the same policy hash, for the runtime's life
 * (`session`) or in the host's store (`always`); single-use stays the default, a different
 * argument summary or another policy asks again, and every step is in the audit log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApprovalMemory, memoryApprovalMemory, openApprovalMemoryFile } from 'zamburak';
import { type Harness, makeHarness, securityPolicyText } from '../support/harness.js';

const SEND = "send_email({ to: ['bob@example.com'], subject: 'agenda', body: 'see you at 10' });";
const OTHER_BODY =
  "send_email({ to: ['bob@example.com'], subject: 'agenda', body: 'see you at 11' });";
/** Same values, but the body now depends on untrusted data: another argument summary. */
const UNTRUSTED_BODY =
  "const r = remote_search({ query: 'x' }); send_email({ to: ['bob@example.com'], subject: 'agenda', body: r.length > 0 ? 'see you at 10' : 'see you at 10' });";

const open: Harness[] = [];
afterEach(() => {
  for (const h of open.splice(0)) h.close();
});
const harness = (opts: Parameters<typeof makeHarness>[0] = {}): Harness => {
  const h = makeHarness(opts);
  open.push(h);
  return h;
};

/** Runs SEND-like plans; answers a confirmation with `remember` when asked. */
async function send(h: Harness, plan = SEND, remember?: 'session' | 'always') {
  const exec = await h.runtime.start(plan);
  if (exec.status !== 'suspended') return { exec, asked: false };
  const approval = h.runtime.answer(exec.pending!.request, 'approve', {
    approver: 'emma',
    ...(remember === undefined ? {} : { remember }),
  });
  await exec.resume(approval);
  return { exec, asked: true };
}

const sent = (h: Harness) => h.suite.ran.get('send_email')?.length ?? 0;

describe('approval memory', () => {
  it('single-use stays the default: the same call is asked again', async () => {
    const h = harness();
    expect((await send(h)).asked).toBe(true);
    expect((await send(h)).asked).toBe(true);
    expect(sent(h)).toBe(2);
  });

  it('remember for the session: the same tool and arguments run without asking, recorded', async () => {
    const h = harness();
    const first = await send(h, SEND, 'session');
    expect(first.asked).toBe(true);
    expect(first.exec.status).toBe('completed');
    const again = await send(h);
    expect(again.asked).toBe(false);
    expect(again.exec.status).toBe('completed');
    expect(sent(h)).toBe(2);

    const records = h.audit.records();
    const accepted = records.filter((r) => r.event === 'approval_accepted');
    expect(accepted).toHaveLength(2);
    const key = accepted[0]!.attrs?.approvalMemory;
    expect(key).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(accepted[0]!.attrs).toMatchObject({
      rememberedForSession: true,
      rememberedAlways: false,
    });
    expect(accepted[1]!.attrs).toMatchObject({ approvalMemory: key, fromMemory: true });
    // The reuse: the policy's request, the remembered approval, then the effect.
    const tail = records.filter((r) => r.executionId === again.exec.id).map((r) => r.event);
    expect(tail).toEqual([
      'execution_started',
      'confirmation_requested',
      'approval_accepted',
      'effect_allowed',
      'tool_result',
      'execution_finished',
    ]);
    const allowed = records.filter((r) => r.event === 'effect_allowed').at(-1);
    expect(allowed?.reasonCode).toBe('APPROVED_REMEMBERED');
    expect(JSON.stringify(records)).not.toContain('see you');
    expect(h.auditTrail().length).toBeGreaterThan(0); // the chain verifies
  });

  it('not for a different argument summary: another value or another label asks again', async () => {
    const h = harness();
    await send(h, SEND, 'session');
    expect((await send(h, OTHER_BODY)).asked).toBe(true);
    const untrusted = await send(h, UNTRUSTED_BODY);
    expect(untrusted.exec.decisions.at(-1)?.tool).toBe('send_email');
    expect(untrusted.asked).toBe(true);
    expect((await send(h, SEND)).asked).toBe(false);
  });

  it('not across a policy hash: a policy change invalidates what was remembered always', async () => {
    const memory: ApprovalMemory = memoryApprovalMemory();
    const a = harness({ approvalMemory: memory });
    expect((await send(a, SEND, 'always')).asked).toBe(true);
    // Another runtime with the same policy and the same store: remembered.
    const b = harness({ approvalMemory: memory });
    expect((await send(b)).asked).toBe(false);
    // A changed policy (another hash): asked again, though the store still holds the key.
    const changed = securityPolicyText().replace(
      'default_decision: RequireConfirmation',
      'max_calls: 9\n    default_decision: RequireConfirmation',
    );
    const c = harness({ approvalMemory: memory, policyText: changed });
    expect(c.runtime.policyHash).not.toBe(a.runtime.policyHash);
    expect((await send(c)).asked).toBe(true);
    // Session memory does not leave its runtime.
    const d = harness();
    const e = harness();
    await send(d, SEND, 'session');
    expect((await send(e)).asked).toBe(true);
  });

  it('a store that fails is no memory: the runtime asks again', async () => {
    const broken: ApprovalMemory = {
      recall: () => {
        throw new Error('down');
      },
      remember: () => {
        throw new Error('down');
      },
    };
    const h = harness({ approvalMemory: broken });
    const first = await send(h, SEND, 'always');
    expect(first.exec.status).toBe('completed');
    const accepted = h.audit.records().filter((r) => r.event === 'approval_accepted');
    expect(accepted[0]!.attrs).toMatchObject({ rememberedAlways: false });
    // Kept for the session all the same (the runtime's own memory).
    expect((await send(h)).asked).toBe(false);
    const other = harness({ approvalMemory: broken });
    expect((await send(other)).asked).toBe(true);
  });

  it('only an approved confirmation can be remembered, and the MAC covers the choice', async () => {
    const h = harness();
    const exec = await h.runtime.start(SEND);
    const request = exec.pending!.request;
    expect(() =>
      h.runtime.answer(request, 'reject', { approver: 'emma', remember: 'session' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() =>
      h.runtime.answer(request, 'approve', { approver: 'emma', remember: 'forever' as never }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    const once = h.runtime.answer(request, 'approve', { approver: 'emma' });
    await expect(exec.resume({ ...once, remember: 'always' })).rejects.toMatchObject({
      code: 'APPROVAL_INVALID',
    });
    await exec.resume(once);
    expect(exec.status).toBe('completed');
    expect((await send(h)).asked).toBe(true);
  });

  it('openApprovalMemoryFile keeps always approvals across runtimes and restarts, keys only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zamburak-approval-memory-'));
    try {
      const path = join(dir, 'memory.db');
      const first = openApprovalMemoryFile({ path });
      const a = harness({ approvalMemory: first });
      expect((await send(a, SEND, 'always')).asked).toBe(true);
      first.close();
      // A closed file is no memory: asked again, never an exception to the plan.
      expect((await send(harness({ approvalMemory: first }))).asked).toBe(true);
      const reopened = openApprovalMemoryFile({ path });
      expect((await send(harness({ approvalMemory: reopened }))).asked).toBe(false);
      reopened.close();
      const db = new Database(path, { readonly: true });
      const rows = db.prepare('SELECT key FROM remembered').pluck().all() as string[];
      db.close();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/^hmac:[0-9a-f]{64}$/);
      expect(() => openApprovalMemoryFile({ path: '' })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
      const again = openApprovalMemoryFile({ path });
      expect(() => again.remember('bob@example.com')).toThrow(
        expect.objectContaining({ code: 'LEDGER_FAILED' }),
      );
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
