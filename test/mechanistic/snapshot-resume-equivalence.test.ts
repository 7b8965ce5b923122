/**
 * Snapshot and resume equivalence: dumping a suspended execution at any suspension point
 * and resuming it in a fresh runtime gives the same decisions, result and labels as an
 * uninterrupted run.
 */
import { describe, expect, it } from 'vitest';
import type { Execution } from 'zamburak';
import { mechanistic } from './helpers.js';

const PLAN = `
const a = src_a({});
const b = src_b({});
const seen = [];
for (const word of ['one', 'two', 'three']) {
  const r = sink({ x: word + ':' + b.length });
  seen.push(r + ':' + word);
}
const last = sink({ x: a });
seen.join('|') + '|' + last;
`;

interface Outcome {
  status: string;
  value: unknown;
  summary: unknown;
  decisions: unknown;
  pendings: unknown[];
}

async function runToEnd(dumpAt: number | null): Promise<Outcome> {
  let h = mechanistic();
  let exec: Execution = await h.runtime.start(PLAN, { executionId: 'exec-snapshot-1' });
  const pendings: unknown[] = [];
  let index = 0;
  while (exec.status === 'suspended') {
    const pending = exec.pending!;
    pendings.push({ tool: pending.tool, callId: pending.request.callId, args: pending.arguments });
    if (index === dumpAt) {
      const bytes = exec.dump();
      exec.dispose();
      const auditTrail = h.auditTrail();
      expect(auditTrail).toContain('snapshot_dumped');
      h.close();
      h = mechanistic();
      exec = await h.runtime.load(bytes);
      expect(exec.status).toBe('suspended');
      expect(exec.pending?.request).toEqual(pending.request);
    }
    const approval = h.runtime.answer(exec.pending!.request, 'approve', { approver: 'tester' });
    exec = await exec.resume(approval);
    index += 1;
  }
  const out = {
    status: exec.status,
    value: exec.result?.value,
    summary: exec.result?.summary,
    decisions: exec.decisions,
    pendings,
  };
  h.close();
  return out;
}

describe('snapshot and resume equivalence (the mechanistic suite, docs/ifc.md)', () => {
  it('dump + load at every suspension point equals the uninterrupted run', async () => {
    const reference = await runToEnd(null);
    expect(reference.status).toBe('completed');
    expect(reference.pendings).toHaveLength(4);
    for (let k = 0; k < 4; k++) {
      const resumed = await runToEnd(k);
      expect(resumed).toEqual(reference);
    }
  });

  it('a tampered snapshot is refused', async () => {
    const h = mechanistic();
    const exec = await h.runtime.start(PLAN, { executionId: 'exec-snapshot-2' });
    const bytes = exec.dump();
    exec.dispose();
    const tampered = bytes.slice();
    const at = Math.floor(tampered.length / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    await expect(h.runtime.load(tampered)).rejects.toMatchObject({ code: 'SNAPSHOT_INVALID' });
    h.close();
  });
});
