/**
 * Two-run termination-insensitive non-interference over effects, mode `secret` (issue 18;
 * test/support/ni/property.ts). The suite checks 2,100 pairs over three files (secret-a,
 * secret-b, untrusted) so vitest runs them on both cores.
 */
import { describe, expect, it } from 'vitest';
import { assertNonInterference, timeoutFor } from '../support/ni/property.js';

const PAIRS = 700;

describe('non-interference in strict mode, secret (secret-b)', () => {
  it(
    'the effects of two runs with different values: one a prefix of the other, the shorter one not completed',
    async () => {
      const r = await assertNonInterference('secret', PAIRS, 1000);
      expect(r.pairs).toBeGreaterThanOrEqual(PAIRS);
      expect(r.compiled / r.plans).toBeGreaterThan(0.9);
    },
    timeoutFor(PAIRS),
  );
});
