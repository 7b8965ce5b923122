/**
 * The explorer's read-only reader: keyset paging visits every matching execution exactly
 * once, newest first (a property over random logs and filters), the filters, the timeline,
 * missing-index reporting on logs written before the index existed, and that reading never
 * changes the file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuditError, type ExecutionQuery, openAuditLog, openAuditReader } from '../src/index.js';
import { CONTEXT, KEY, openTemp, POLICY, SUMMARY, stepClock, tempDir } from './helpers.js';

const TOOLS = ['send_email', 'read_file', 'search'] as const;
const OTHER_POLICY = `sha256:${'cd'.repeat(32)}`;

interface Call {
  readonly exec: number;
  readonly tool: number;
  readonly deny: boolean;
}

/** Writes interleaved executions; returns the path. */
function writeLog(calls: readonly Call[], finished: ReadonlySet<number>): string {
  const { log, path } = openTemp();
  const started = new Set<number>();
  for (const c of calls) {
    const executionId = `exec_${c.exec}`;
    if (!started.has(c.exec)) {
      started.add(c.exec);
      log.append({ type: 'execution_started', executionId, policyHash: POLICY });
    }
    log.append({
      type: c.deny ? 'effect_denied' : 'effect_allowed',
      executionId,
      callId: 1,
      tool: TOOLS[c.tool] as string,
      decision: c.deny ? 'Deny' : 'Allow',
      ...(c.deny ? { reasonCode: 'INTEGRITY_REQUIRED', rulePath: 'tools[x].arg_rules[to]' } : {}),
      argSummaries: { to: SUMMARY },
      contextSummary: CONTEXT,
      policyHash: c.exec % 2 === 0 ? POLICY : OTHER_POLICY,
    });
  }
  for (const e of [...started].sort((a, b) => a - b)) {
    if (finished.has(e)) {
      log.append({
        type: 'execution_finished',
        executionId: `exec_${e}`,
        decision: calls.some((c) => c.exec === e && c.deny) ? 'denied' : 'completed',
      });
    }
  }
  log.close();
  return path;
}

/** The reference answer: executions with a matching record, by newest matching seq. */
function expected(path: string, q: ExecutionQuery): string[] {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db
      .prepare(
        'SELECT seq, execution_id AS id, tool, reason_code AS reason, policy_hash AS policy, event, decision FROM records WHERE execution_id IS NOT NULL ORDER BY seq DESC',
      )
      .all() as {
      seq: number;
      id: string;
      tool: string | null;
      reason: string | null;
      policy: string | null;
      event: string;
      decision: string | null;
    }[];
    const status = new Map<string, string>();
    for (const r of rows) {
      if (r.event === 'execution_finished' && !status.has(r.id)) status.set(r.id, r.decision ?? '');
    }
    const out: string[] = [];
    for (const r of rows) {
      if (q.tool !== undefined && r.tool !== q.tool) continue;
      if (q.reasonCode !== undefined && r.reason !== q.reasonCode) continue;
      if (q.policyHash !== undefined && r.policy !== q.policyHash) continue;
      if (q.status !== undefined && (status.get(r.id) ?? 'running') !== q.status) continue;
      if (!out.includes(r.id)) out.push(r.id);
    }
    return out;
  } finally {
    db.close();
  }
}

function allPages(path: string, q: ExecutionQuery): string[] {
  const reader = openAuditReader(path);
  try {
    const ids: string[] = [];
    let before: number | undefined;
    for (let guard = 0; guard < 1000; guard++) {
      const page = reader.executions({ ...q, ...(before === undefined ? {} : { before }) });
      ids.push(...page.items.map((i) => i.executionId));
      if (page.next === undefined) return ids;
      before = page.next;
    }
    throw new Error('paging did not end');
  } finally {
    reader.close();
  }
}

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('openAuditReader', () => {
  it('pages through every matching execution once, newest first, under any filter, with or without the indexes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            exec: fc.integer({ min: 0, max: 11 }),
            tool: fc.integer({ min: 0, max: 2 }),
            deny: fc.boolean(),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.array(fc.integer({ min: 0, max: 11 })),
        fc.record(
          {
            tool: fc.constantFrom(...TOOLS),
            reasonCode: fc.constant('INTEGRITY_REQUIRED'),
            policyHash: fc.constantFrom(POLICY, OTHER_POLICY),
            status: fc.constantFrom('completed', 'denied', 'running'),
            limit: fc.integer({ min: 1, max: 4 }),
          },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        (calls, done, q, dropIndexes) => {
          const path = writeLog(calls, new Set(done));
          if (dropIndexes) {
            const w = new Database(path);
            w.exec(
              'DROP INDEX records_execution; DROP INDEX records_finished; DROP INDEX records_reason',
            );
            w.close();
          }
          const want = expected(path, q);
          expect(allPages(path, q)).toEqual(want);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('summarises each execution and reads its timeline and records', () => {
    const path = writeLog(
      [
        { exec: 1, tool: 0, deny: false },
        { exec: 2, tool: 1, deny: true },
        { exec: 1, tool: 0, deny: true },
      ],
      new Set([1, 2]),
    );
    const reader = openAuditReader(path);
    try {
      expect(reader.missingIndexes()).toEqual([]);
      const page = reader.executions();
      expect(page.next).toBeUndefined();
      expect(page.items.map((i) => [i.executionId, i.status, i.decisions, i.denied])).toEqual([
        ['exec_2', 'denied', 1, 1],
        ['exec_1', 'denied', 2, 1],
      ]);
      const timeline = reader.timeline('exec_1');
      expect(timeline.map((r) => r.event)).toEqual([
        'execution_started',
        'effect_allowed',
        'effect_denied',
        'execution_finished',
      ]);
      const denied = timeline[2]!;
      expect(reader.record(denied.seq)).toEqual(denied);
      expect(reader.record(10_000)).toBeUndefined();
      const summaries = reader.summaries([denied.argRefs!.to!, denied.contextRef!, 'sum_nope']);
      expect(summaries.map((s) => s.kind).sort()).toEqual(['context', 'dependency']);
      expect(reader.head()?.seq).toBe(reader.timeline('exec_2').at(-1)?.seq);
    } finally {
      reader.close();
    }
  });

  it('reads a log written before the index existed and names the index it lacks', () => {
    const path = writeLog([{ exec: 1, tool: 0, deny: true }], new Set([1]));
    const w = new Database(path);
    w.exec('DROP INDEX records_execution; DROP INDEX records_finished; DROP INDEX records_reason');
    w.close();
    const before = sha(path);
    const reader = openAuditReader(path);
    try {
      expect(reader.missingIndexes()).toEqual([
        'records_execution',
        'records_finished',
        'records_reason',
      ]);
      expect(reader.executions().items.map((i) => i.executionId)).toEqual(['exec_1']);
      expect(reader.timeline('exec_1')).toHaveLength(3);
    } finally {
      reader.close();
    }
    expect(sha(path)).toBe(before);
  });

  it('never writes: the file is unchanged and a write through its handle is impossible', () => {
    const path = writeLog([{ exec: 1, tool: 0, deny: false }], new Set());
    const before = sha(path);
    const reader = openAuditReader(path);
    reader.executions({ status: 'running' });
    reader.timeline('exec_1');
    reader.close();
    expect(sha(path)).toBe(before);
  });

  it('refuses what is not an audit log, and a missing file', () => {
    const dir = tempDir();
    const other = join(dir, 'other.db');
    new Database(other).exec('CREATE TABLE t (x)');
    expect(() => openAuditReader(other)).toThrow(AuditError);
    try {
      openAuditReader(join(dir, 'missing.db'));
      expect.unreachable();
    } catch (e) {
      expect((e as AuditError).code).toBe('OPEN_FAILED');
    }
  });

  it('sees records appended after it opened (live updates)', () => {
    const dir = tempDir();
    const path = join(dir, 'live.db');
    const log = openAuditLog({ path, tokenKey: KEY, clock: stepClock() });
    log.append({ type: 'execution_started', executionId: 'a' });
    log.flush();
    const reader = openAuditReader(path);
    try {
      const first = reader.head()?.seq ?? 0;
      log.append({ type: 'execution_started', executionId: 'b' });
      log.flush();
      expect(reader.head()?.seq).toBe(first + 1);
      expect(reader.executions().items.map((i) => i.executionId)).toEqual(['b', 'a']);
    } finally {
      reader.close();
      log.close();
    }
  });
});
