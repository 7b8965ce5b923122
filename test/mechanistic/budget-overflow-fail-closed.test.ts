/**
 * Fail closed on budget overflow: past a label budget the summary is unknown-top, the
 * decision is conservative, and the overflow is recorded in the audit log.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { MECHANISTIC_POLICY } from '../support/mechanistic-tools.js';
import { mechanistic } from './helpers.js';

const tight = parse(MECHANISTIC_POLICY) as { budgets: Record<string, number> };
tight.budgets.max_parents_per_value = 2;
const h = mechanistic({ policyText: stringify(tight) });
afterAll(() => h.close());

describe('fail-closed on budget overflow (the mechanistic suite, docs/ifc.md)', () => {
  it('a value with more origins than the budget allows is unknown-top and denied', async () => {
    const exec = await h.runtime.start(
      `const a = src_plain({}); const b = src_plain({}); const c = src_plain({}); const d = src_plain({});
       trusted_sink({ to: a + b + c + d });`,
    );
    expect(exec.status).toBe('denied');
    expect(exec.decisions.at(-1)?.reasonCode).toBe('SUMMARY_TRUNCATED');
    expect(h.auditTrail()).toContain('budget_overflow');
  });

  it('within the budget the same sink allows', async () => {
    const exec = await h.runtime.start('const a = src_plain({}); trusted_sink({ to: a });');
    expect(exec.status, JSON.stringify(exec.decisions)).toBe('completed');
  });
});
