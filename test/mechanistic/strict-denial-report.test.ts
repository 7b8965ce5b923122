/**
 * Red team U4 (docs/redteam-2026-11-28.md): in strict mode a denial's reason, rule path and
 * explanation are the policy's answer on inputs no secret branch chose (packages/core
 * strict-report.ts), so a branch that picks which labels an argument carries, or which rule
 * denies it, changes nothing the host is told beyond the denial itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { NI_CASES } from '../support/ni/cases.js';
import { checkPlan, formatLeak } from '../support/ni/check.js';
import { NiRunner } from '../support/ni/runner.js';

const strict = new NiRunner({ mode: 'secret' });
afterAll(() => strict.close());

const U4 = NI_CASES.filter((c) => c.name.startsWith('red team U4'));

describe('a strict-mode denial reports what no secret branch chose (red team U4)', () => {
  it('the U4 cases hold non-interference, reports included', async () => {
    expect(U4.length).toBeGreaterThanOrEqual(3);
    for (const c of U4) {
      const r = await checkPlan(strict, { source: c.source }, c.values);
      expect(
        r.leak === undefined ? undefined : formatLeak('secret', r.leak),
        c.name,
      ).toBeUndefined();
    }
  }, 60_000);

  it('the red team plan: both runs denied by the same rule, naming the imported labels', async () => {
    const plan = `const s = get_secret({});
const p = get_pii({});
share({ to: 'x', body: s[0] === 'a' ? p : s });
`;
    const reports = [];
    for (const v of ['apple', 'banana']) {
      const out = await strict.run(plan, v);
      expect(out.status).toBe('denied');
      reports.push(out.reports?.[out.reports.length - 1]);
    }
    expect(reports[0]).toBe(reports[1]);
    // the first rule that could deny this call whatever the branches chose (to's rule),
    // naming the imported labels
    expect(reports[0]).toMatch(
      /arg_rules\[to\]\.forbids_confidentiality: .* carries AUTH_SECRET, PII,/,
    );
  }, 30_000);

  it('a secret branch that decides which call is denied changes no report', async () => {
    const plan = `const s = get_secret({});
let t = true;
if (s.length > 3) t = false;
if (t) share({ to: 'x', body: 'short' });
share({ to: 'y', body: String(s.length) });
`;
    const a = await strict.run(plan, 'hello');
    const b = await strict.run(plan, 'xy');
    expect([a.status, b.status]).toEqual(['denied', 'denied']);
    expect(a.reports).toEqual(b.reports);
  }, 30_000);

  it('names the labels the run imported; Normal mode reports the exact decision', async () => {
    const out = await strict.run("share({ to: 'x', body: 'y' });\n", 'v');
    expect(out.status).toBe('completed');
    const plan = "const p = get_pii({});\nshare({ to: 'x', body: p });\n";
    const denied = await strict.run(plan, 'v');
    expect(denied.status).toBe('denied');
    expect(denied.reports?.at(-1)).toMatch(
      /CONFIDENTIALITY_FORBIDDEN .*arg_rules\[to\].*carries PII,/,
    );
    const normal = new NiRunner({ mode: 'secret', strict: false });
    try {
      const exact = await normal.run(plan, 'v');
      expect(exact.reports?.at(-1)).toMatch(
        /CONFIDENTIALITY_FORBIDDEN .*arg_rules\[body\].*carries PII,/,
      );
    } finally {
      normal.close();
    }
  }, 30_000);

  it('has teeth: comparing reports finds the exact report different', async () => {
    const { comparePair } = await import('../support/ni/check.js');
    const base = { effects: [], status: 'denied', compiled: true, decisions: ['share Deny []'] };
    expect(
      comparePair(
        'secret',
        { ...base, reports: ['CONFIDENTIALITY_FORBIDDEN a: carries PII'] },
        { ...base, reports: ['CONFIDENTIALITY_FORBIDDEN b: carries AUTH_SECRET'] },
      ),
    ).toMatch(/different report/);
  });
});
