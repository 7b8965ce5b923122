import { describe, expect, it } from 'vitest';
import { executionContextSummary, LabelTable, PROPAGATION_MODES, propagate } from '../src/index.js';

describe('propagation modes', () => {
  it('Normal keeps the result label; Strict joins the pc label in', () => {
    const t = new LabelTable();
    const pc = t.intern({
      integrity: [],
      confidentiality: [],
      readers: 'Public',
      authority: 'Any',
      origins: ['call:2'],
      truncated: false,
    });
    expect(PROPAGATION_MODES).toEqual(['Normal', 'Strict']);
    expect(propagate(t, 'Normal', 1, pc)).toBe(1);
    const strict = propagate(t, 'Strict', 1, pc);
    expect(t.describe(strict).integrity).toEqual([]);
    expect(t.describe(strict).origins).toEqual(['call:2']);
    // The literal label carries no origin: joining it into the pc leaves the pc as it was.
    expect(strict).toBe(pc);
    // unknown mode fails closed (behaves as Strict)
    expect(propagate(t, 'Loose' as 'Normal', 1, pc)).toBe(strict);
  });
});

describe('executionContextSummary', () => {
  it('reads pc integrity, confidentiality and control dependencies from the pc label', () => {
    const t = new LabelTable();
    const pc = t.intern({
      integrity: ['Trusted'],
      confidentiality: ['PII'],
      readers: 'Public',
      authority: 'Any',
      origins: ['call:4', 'input:q'],
      truncated: false,
    });
    const counters = { total: 3, perTool: { send_email: 1, get_emails: 2 } };
    const s = executionContextSummary(t, pc, counters);
    expect(s).toEqual({
      pcIntegrity: ['Trusted'],
      pcConfidentiality: ['PII'],
      controlDependencies: ['call:4', 'input:q'],
      effectCounters: { total: 3, perTool: { get_emails: 2, send_email: 1 } },
      truncated: false,
    });
    counters.perTool.send_email = 9;
    expect(s.effectCounters.perTool.send_email).toBe(1);
  });

  it('an unknown-top pc is truncated and lists every known confidentiality label', () => {
    const t = new LabelTable({ knownConfidentiality: ['AUTH_SECRET'] });
    const s = executionContextSummary(t, t.unknownTop(), { total: 0, perTool: {} });
    expect(s).toMatchObject({
      pcIntegrity: [],
      pcConfidentiality: ['AUTH_SECRET'],
      truncated: true,
    });
  });

  it('rejects malformed effect counters (fail closed)', () => {
    const t = new LabelTable();
    for (const counters of [
      { total: -1, perTool: {} },
      { total: 1.5, perTool: {} },
      { total: 1, perTool: { send_email: Number.NaN } },
      { total: 1, perTool: [] as unknown as Record<string, number> },
      null as unknown as { total: number; perTool: Record<string, number> },
    ]) {
      expect(() => executionContextSummary(t, 1, counters)).toThrow(/INVALID_OPTIONS/);
    }
  });
});
