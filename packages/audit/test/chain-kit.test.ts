/**
 * The chain kit (for stores of other kinds) produces the SQLite log's records: the same
 * hashes, the same JSONL lines as `exportJsonl`, and text `verifyAuditJsonl` accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  createChainKit,
  exportJsonl,
  GENESIS_HEAD,
  openAuditLog,
  verifyAuditJsonl,
} from '../src/index.js';
import { CONTEXT, KEY, POLICY, SUMMARY } from './helpers.js';

// A constant clock: the log may read it more often than it writes records (e.g. at open).
const fixedClock = () => Date.UTC(2026, 0, 1);

const events = [
  {
    type: 'effect_allowed',
    executionId: 'exec_1',
    callId: 1,
    tool: 'send_email',
    decision: 'Allow',
    policyHash: POLICY,
    argSummaries: { to: SUMMARY },
    contextSummary: CONTEXT,
  },
  { type: 'tool_result', executionId: 'exec_1', callId: 1, tool: 'send_email', policyHash: POLICY },
  // Text that the scrubber and tokeniser change: the same redaction in both.
  {
    type: 'effect_denied',
    executionId: 'exec 1 with spaces',
    callId: 2,
    tool: 'send_email',
    decision: 'Deny',
    reasonCode: 'sk-abcdefghijklmnopqrstuvwxyz012345',
    policyHash: POLICY,
  },
] as const;

describe('createChainKit', () => {
  it('links the records, hashes and JSONL lines the SQLite log writes', () => {
    const log = openAuditLog({ path: ':memory:', tokenKey: KEY, clock: fixedClock });
    for (const e of events) log.append(e);
    const exported = exportJsonl(log).trimEnd().split('\n');
    log.close();

    const kit = createChainKit({ tokenKey: KEY, clock: fixedClock });
    let head = GENESIS_HEAD;
    const lines: string[] = [];
    const summaries = new Map<string, string>();
    for (const prepared of [kit.genesis(), ...events.map((e) => kit.prepare(e))]) {
      const rec = prepared.link(head);
      expect(rec.seq).toBe(head.seq + 1);
      expect(rec.prevHash).toBe(head.hash);
      head = { seq: rec.seq, hash: rec.hash };
      lines.push(rec.line);
      for (const s of prepared.summaries) summaries.set(s.ref, s.line);
    }
    const text = [...[...summaries.entries()].sort().map(([, l]) => l), ...lines];
    expect(text).toEqual(exported);
    const v = verifyAuditJsonl(`${text.join('\n')}\n`);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.head).toEqual(head);
  });

  it('tells security events from operational ones and refuses what the log refuses', () => {
    const kit = createChainKit({ tokenKey: KEY, clock: fixedClock });
    expect(kit.prepare(events[0]).security).toBe(true);
    expect(kit.prepare(events[1]).security).toBe(false);
    expect(kit.genesis().security).toBe(true);
    expect(() => kit.prepare({ type: 'no_such_event' } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_EVENT' }),
    );
  });
});
