/**
 * durability: 'group': security events go to the intent file like 'batched', and
 * `whenDurable` settles after a group fsync (or a commit with fsync). Where the fsyncs sit
 * is checked with strace in fsync.test.ts; the SIGKILL recovery in crash.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AuditEvent, openAuditLog, verifyAuditLog } from '../src/index.js';
import { KEY, openTemp, POLICY, stepClock } from './helpers.js';

const allowed = (callId: number): AuditEvent => ({
  type: 'effect_allowed',
  executionId: 'exec_g',
  callId,
  tool: 'send_email',
  decision: 'Allow',
  policyHash: POLICY,
});

describe("durability 'group'", () => {
  it('acknowledges security events by promise after the intent file is written', async () => {
    const { log, path } = openTemp({ durability: 'group' });
    const results = Array.from({ length: 20 }, (_, i) => log.append(allowed(i)));
    for (const r of results) {
      expect(r.durable).toBe(false);
      expect(r.persisted).toBe('intent');
      expect(r.whenDurable).toBeInstanceOf(Promise);
    }
    // Written before append returned, one line each.
    expect(readFileSync(`${path}-intent`, 'utf8').split('\n').length).toBe(21);
    await Promise.all(results.map((r) => r.whenDurable));
    // Operational events have nothing to wait for.
    const op = log.append({ type: 'tool_result', executionId: 'exec_g', callId: 1, tool: 'x' });
    expect(op.whenDurable).toBeUndefined();
    expect(op.persisted).toBe('buffer');
    log.close();
    expect(verifyAuditLog(path)).toMatchObject({ ok: true, records: 22 });
  });

  it('a commit with fsync settles pending acknowledgements (flush, close, full buffer)', async () => {
    const { log } = openTemp({ durability: 'group', maxBuffered: 4 });
    const settled: number[] = [];
    const rs = Array.from({ length: 6 }, (_, i) => log.append(allowed(i)));
    for (const r of rs) void r.whenDurable?.then(() => settled.push(r.seq));
    // The fourth append filled the buffer: records 2..5 were committed with fsync.
    expect(rs.map((r) => r.durable)).toEqual([false, false, false, true, false, false]);
    log.close(); // commits the rest with fsync
    await Promise.all(rs.map((r) => r.whenDurable));
    expect(settled.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('a reopened log recovers what the intent file holds', async () => {
    const { log, path } = openTemp({ durability: 'group' });
    const r = log.append(allowed(1));
    await r.whenDurable;
    log.close();
    const again = openAuditLog({ path, tokenKey: KEY, clock: stepClock(), durability: 'group' });
    expect(again.durableHead()).toEqual({ seq: r.seq, hash: r.hash });
    again.close();
  });

  it('is refused as an unknown mode only when misspelt', () => {
    expect(() => openTemp({ durability: 'grouped' as unknown as 'group' })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
