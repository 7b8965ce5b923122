/**
 * The demo's promises, checked: the injection is denied, the benign plans complete, and a
 * suspended demo execution dumped at any suspension point resumes in a child process
 * with the same decisions, result and audit chain as an uninterrupted run.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readAuditRecords } from '@zamburak/audit';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AGENDA_PLAN,
  FOLLOW_REQUESTS_PLAN,
  INJECTION_TEXT,
  SEND_AGENDA_PLAN,
} from '../../src/demo/plans.js';
import { openDemoWorld } from '../../src/demo/world.js';

const dir = mkdtempSync(join(tmpdir(), 'zamburak-demo-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CHILD = fileURLToPath(new URL('./child-resume.ts', import.meta.url));
const approve = { approver: 'emma.johnson' };
const child = (...args: string[]) =>
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
const run = promisify(execFile);

/** The audit chain as content: what was decided, about what. */
function chainContent(path: string): unknown[] {
  const skip = new Set([
    'snapshot_dumped',
    'snapshot_loaded',
    'policy_loaded',
    'policy_migrated',
    'genesis',
  ]);
  return readAuditRecords(path)
    .filter((r) => !skip.has(r.event))
    .map((r) => ({
      event: r.event,
      executionId: r.executionId,
      callId: r.callId,
      tool: r.tool,
      decision: r.decision,
      reasonCode: r.reasonCode,
      rulePath: r.rulePath,
      argRefs: r.argRefs,
      contextRef: r.contextRef,
      witnessHash: r.witnessHash,
      payloadHash: r.payloadHash,
    }));
}

describe('demo', () => {
  it('denies the injected exfiltration, completes the benign plans, keeps a verifiable chain', async () => {
    const world = openDemoWorld({
      auditPath: join(dir, 'promises.db'),
      attacks: { email_facebook_injection: INJECTION_TEXT },
    });
    const agenda = await world.runtime.start(AGENDA_PLAN, { tokens: world.tokens });
    expect(agenda.status).toBe('completed');
    expect(agenda.result?.value).toEqual([
      '10:00 Team Sync',
      '12:30 Lunch with Sarah',
      '15:00 Introductory meeting',
    ]);
    const follow = await world.runtime.start(FOLLOW_REQUESTS_PLAN, { tokens: world.tokens });
    expect(follow.status).toBe('denied');
    const denial = follow.decisions.at(-1)!;
    expect(denial.tool).toBe('send_email');
    expect(denial.rulePath).toMatch(/^tools\[send_email\]/);
    expect(JSON.stringify(follow.decisions)).not.toContain('463820');
    expect(JSON.stringify(follow.decisions)).not.toContain('mark.black');
    expect(world.sentTo('mark.black-2134@gmail.com')).toBe(0);
    expect(world.closeAndVerify().ok).toBe(true);
  });

  it('dump at every suspension point, resume in a child process: same decisions, result, chain', async () => {
    const executionId = 'exec-demo-send';
    const refWorld = openDemoWorld({ auditPath: join(dir, 'reference.db') });
    let ref = await refWorld.runtime.start(SEND_AGENDA_PLAN, {
      tokens: refWorld.tokens,
      executionId,
    });
    const suspensions: number[] = [];
    while (ref.status === 'suspended') {
      suspensions.push(ref.pending!.request.callId);
      ref = await ref.resume(refWorld.runtime.answer(ref.pending!.request, 'approve', approve));
    }
    expect(ref.status).toBe('completed');
    expect(suspensions.length).toBeGreaterThan(0);
    expect(refWorld.closeAndVerify().ok).toBe(true);
    const reference = JSON.parse(
      JSON.stringify({
        status: ref.status,
        result: ref.result ?? null,
        decisions: ref.decisions,
        audit: true,
      }),
    );

    for (let k = 0; k < suspensions.length; k++) {
      const auditPath = join(dir, `dumped-${k}.db`);
      const bytesPath = join(dir, `dump-${k}.bin`);
      child('dump', String(k), bytesPath, auditPath);
      const out = child('resume', bytesPath, auditPath);
      expect(JSON.parse(out)).toEqual(reference);
      expect(chainContent(auditPath)).toEqual(chainContent(join(dir, 'reference.db')));
    }
  });

  it('a stored snapshot loaded in two processes at once: the approval is used once (shared ledger)', async () => {
    const bytesPath = join(dir, 'stored.bin');
    child('dump', '0', bytesPath, join(dir, 'stored-audit.db'));
    const race = async (ledger: string, tag: string) => {
      const start = String(Date.now() + 4000);
      const outs = await Promise.all(
        ['a', 'b'].map((p) =>
          run(
            process.execPath,
            [
              '--conditions=source',
              '--import',
              'tsx',
              CHILD,
              'replay',
              bytesPath,
              join(dir, `replay-${tag}-${p}.db`),
              ledger,
              start,
            ],
            { encoding: 'utf8', timeout: 60_000 },
          ),
        ),
      );
      return outs.map(
        (o) => JSON.parse(o.stdout) as { outcome: string; sent: number; audit: boolean },
      );
    };
    const shared = await race(join(dir, 'approvals.db'), 'shared');
    expect(shared.map((r) => r.outcome).sort()).toEqual(['completed', 'refused:APPROVAL_REPLAYED']);
    expect(shared.reduce((k, r) => k + r.sent, 0)).toBe(1);
    expect(shared.every((r) => r.audit)).toBe(true);
    // What the ledger prevents: without one, each process remembers only its own approvals.
    const unshared = await race('-', 'unshared');
    expect(unshared.map((r) => r.outcome)).toEqual(['completed', 'completed']);
  }, 120_000);
});
