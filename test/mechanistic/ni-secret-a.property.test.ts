/**
 * Two-run termination-insensitive non-interference over effects, mode `secret` (issue 18;
 * test/support/ni/property.ts). The suite checks 2,100 pairs over three files (secret-a,
 * secret-b, untrusted) so vitest runs them on both cores.
 */
import { describe, expect, it } from 'vitest';
import { NI_CASES } from '../support/ni/cases.js';
import { checkPlan, formatLeak } from '../support/ni/check.js';
import { assertNonInterference, timeoutFor } from '../support/ni/property.js';
import { NiRunner } from '../support/ni/runner.js';

const PAIRS = 700;

describe('non-interference in strict mode, secret (secret-a)', () => {
  it(
    'the effects of two runs with different values: one a prefix of the other, the shorter one not completed',
    async () => {
      const r = await assertNonInterference('secret', PAIRS, 0);
      expect(r.pairs).toBeGreaterThanOrEqual(PAIRS);
      expect(r.compiled / r.plans).toBeGreaterThan(0.9);
    },
    timeoutFor(PAIRS),
  );

  it('the fixed cases (the issue reproducer and its variants) hold it', async () => {
    for (const mode of ['secret', 'untrusted'] as const) {
      const runner = new NiRunner({ mode });
      try {
        for (const c of NI_CASES.filter((x) => x.mode === mode)) {
          const r = await checkPlan(runner, { source: c.source }, c.values);
          expect(
            r.leak === undefined ? undefined : formatLeak(mode, r.leak),
            c.name,
          ).toBeUndefined();
        }
      } finally {
        runner.close();
      }
    }
    // some 40 cases, each two or three runs in both modes: past the default 30 s under load
  }, 180_000);
});
