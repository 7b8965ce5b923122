/**
 * The runtime with a group-commit audit log (`durability: 'group'`): an effect runs only
 * after the `effect_allowed` record that authorises it is on stable storage (its
 * `whenDurable` settled), concurrent executions share fsyncs, and a failed fsync fails the
 * execution closed (the effect never runs).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditError, type AuditLog } from '@zamburak/audit';
import { describe, expect, it } from 'vitest';
import type { JsonValue, ToolDefinition } from 'zamburak';
import { makeHarness } from '../support/harness.js';

const PLAN = `const secret = read_secret({ name: 'facebook_code' });
post_message({ channel: 'general', text: 'Weekly digest is ready' });
secret.length > 0;`;

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'zamburak-group-')), 'audit.db');

/** The real log, with the order of acknowledgements and effects written down. */
function observed(events: string[]) {
  return (log: AuditLog) => ({
    append(event: Parameters<AuditLog['append']>[0]) {
      const r = log.append(event);
      if (r.whenDurable !== undefined) {
        void r.whenDurable.then(
          () => events.push(`durable ${event.type} ${r.seq}`),
          () => events.push(`failed ${event.type} ${r.seq}`),
        );
      }
      return r;
    },
  });
}

function postMessage(events: string[]): ToolDefinition {
  return {
    name: 'post_message',
    description: 'post_message (group commit test)',
    parameters: { channel: { type: 'string' }, text: { type: 'string' } },
    trustClass: 'TrustedLocal',
    run: (_args: Record<string, JsonValue>) => {
      events.push('effect post_message');
      return 'ok';
    },
  };
}

describe("runtime with durability 'group'", () => {
  it('runs an effect only after its effect_allowed record is fsynced', async () => {
    const events: string[] = [];
    const base = makeHarness();
    const tools = [
      ...base.suite.tools.filter((t) => t.name !== 'post_message'),
      postMessage(events),
    ];
    base.close();
    const h = makeHarness({
      auditPath: tempDb(),
      durability: 'group',
      tools,
      wrapAudit: observed(events),
    });
    try {
      const exec = await h.runtime.start(PLAN, { executionId: 'exec_group' });
      expect(exec.status).toBe('completed');
      const allowed = events.filter((e) => e.startsWith('durable effect_allowed'));
      expect(allowed.length).toBe(2); // read_secret, post_message
      // The post_message effect comes after the acknowledgement of its own record.
      const effect = events.indexOf('effect post_message');
      expect(effect).toBeGreaterThan(events.indexOf(allowed[1]!));
      expect(h.auditTrail()).toContain('effect_allowed');
    } finally {
      h.close();
    }
  });

  it('concurrent executions complete, every record on file', async () => {
    const h = makeHarness({ auditPath: tempDb(), durability: 'group' });
    try {
      const runs = await Promise.all(
        Array.from({ length: 16 }, (_, i) => h.runtime.start(PLAN, { executionId: `exec_c${i}` })),
      );
      for (const exec of runs) expect(exec.status).toBe('completed');
      const trail = h.auditTrail();
      expect(trail.filter((t) => t === 'effect_allowed').length).toBe(32);
    } finally {
      h.close();
    }
  });

  it('fails closed when the record cannot be made durable: the effect never runs', async () => {
    const events: string[] = [];
    const base = makeHarness();
    const tools = [
      ...base.suite.tools.filter((t) => t.name !== 'post_message'),
      postMessage(events),
    ];
    base.close();
    // Fault injection: the acknowledgement of the post_message decision fails as a failed
    // fsync does (the log itself is real and on disk).
    const h = makeHarness({
      auditPath: tempDb(),
      durability: 'group',
      tools,
      wrapAudit: (log) => ({
        append(event: Parameters<AuditLog['append']>[0]) {
          const r = log.append(event);
          if (event.type === 'effect_allowed' && event.tool === 'post_message') {
            const failed = Promise.reject(
              new AuditError('WRITE_FAILED', 'injected fsync failure', { firstSeq: r.seq }),
            );
            return { ...r, whenDurable: failed };
          }
          return r;
        },
      }),
    });
    try {
      // As when `append` itself throws: the start rejects with the audit log's error.
      await expect(h.runtime.start(PLAN, { executionId: 'exec_fail' })).rejects.toMatchObject({
        code: 'WRITE_FAILED',
      });
      expect(events).not.toContain('effect post_message');
    } finally {
      h.close();
    }
  });
});
