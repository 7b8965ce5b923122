import { describe, expect, it } from 'vitest';
import { callWithTimeout, isTimeout, MAX_TIMEOUT_MS } from '../../src/tools/timeout.js';

describe('callWithTimeout', () => {
  it('returns values and errors as outcomes, and gives up at the deadline with an aborted signal', async () => {
    expect(await callWithTimeout(() => 1, 1000)).toEqual({ kind: 'value', value: 1 });
    const boom = new Error('x');
    expect(
      await callWithTimeout(() => {
        throw boom;
      }, 1000),
    ).toEqual({ kind: 'error', error: boom });
    let seen: AbortSignal | undefined;
    const t0 = Date.now();
    const out = await callWithTimeout((signal) => {
      seen = signal;
      return new Promise(() => {});
    }, 50);
    expect(out).toEqual({ kind: 'timeout' });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('accepts integer timeouts from 1 ms to the largest setTimeout delay', () => {
    for (const ok of [1, 30_000, MAX_TIMEOUT_MS]) expect(isTimeout(ok)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_TIMEOUT_MS + 1, Number.NaN, Infinity, '5', undefined]) {
      expect(isTimeout(bad)).toBe(false);
    }
  });
});
