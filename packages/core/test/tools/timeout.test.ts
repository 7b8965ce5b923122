import { describe, expect, it } from 'vitest';
import {
  callContext,
  callWithTimeout,
  isTimeout,
  MAX_TIMEOUT_MS,
} from '../../src/tools/timeout.js';

describe('callWithTimeout', () => {
  it('returns values and errors as outcomes, and gives up at the deadline with an aborted signal', async () => {
    expect(await callWithTimeout(() => 1, 1000)).toEqual({ kind: 'value', value: 1 });
    const boom = new Error('x');
    expect(
      await callWithTimeout(() => {
        throw boom;
      }, 1000),
    ).toEqual({ kind: 'error', error: boom });
    expect(await callWithTimeout(() => Promise.reject(boom), 1000)).toEqual({
      kind: 'error',
      error: boom,
    });
    let seen: AbortSignal | undefined;
    const t0 = Date.now();
    const out = await callWithTimeout((signal) => {
      seen = signal();
      return new Promise(() => {});
    }, 50);
    expect(out).toEqual({ kind: 'timeout' });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('makes the signal on first read only, and a signal first read after the deadline is aborted', async () => {
    let read: (() => AbortSignal) | undefined;
    const out = await callWithTimeout((signal) => {
      read = signal;
      return new Promise(() => {});
    }, 20);
    expect(out).toEqual({ kind: 'timeout' });
    const late = read?.();
    expect(late?.aborted).toBe(true);
    expect(late?.reason).toMatchObject({ name: 'TimeoutError' });
    expect(read?.()).toBe(late);
    // A synchronous answer: the signal, if read, is never aborted.
    let sync: AbortSignal | undefined;
    expect(
      await callWithTimeout((signal) => {
        sync = signal();
        return 'done';
      }, 1),
    ).toEqual({ kind: 'value', value: 'done' });
    await new Promise((r) => setTimeout(r, 10));
    expect(sync?.aborted).toBe(false);
  });

  it('awaits a thenable as await would, and an answer that resolves in time is a value', async () => {
    // Built with defineProperty: a thenable is exactly what the lint rule warns about.
    const thenable = Object.defineProperty({}, 'then', {
      value: (ok: (v: number) => void) => ok(7),
    }) as PromiseLike<number>;
    expect(await callWithTimeout(() => thenable, 1000)).toEqual({ kind: 'value', value: 7 });
    const bad = Object.defineProperty({}, 'then', {
      get(): never {
        throw new Error('then');
      },
    }) as PromiseLike<number>;
    expect((await callWithTimeout(() => bad, 1000)).kind).toBe('error');
    const slowOk = await callWithTimeout(
      () => new Promise<string>((r) => setTimeout(() => r('late but in time'), 5)),
      1000,
    );
    expect(slowOk).toEqual({ kind: 'value', value: 'late but in time' });
  });

  it("counts the adapter's synchronous part against the deadline", async () => {
    const t0 = Date.now();
    const out = await callWithTimeout(() => {
      const until = performance.now() + 30;
      while (performance.now() < until) {
        // busy: the synchronous part outlasts the 20 ms deadline
      }
      return new Promise(() => {});
    }, 20);
    expect(out).toEqual({ kind: 'timeout' });
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('gives the adapter a context whose signal is read through the lazy signal', () => {
    let made = 0;
    const signal = new AbortController().signal;
    const ctx = callContext('ex', 3, 42, () => {
      made += 1;
      return signal;
    });
    expect(made).toBe(0);
    expect({ ...ctx }).toEqual({ executionId: 'ex', callId: 3, now: 42, signal });
    expect(ctx.signal).toBe(signal);
  });

  it('accepts integer timeouts from 1 ms to the largest setTimeout delay', () => {
    for (const ok of [1, 30_000, MAX_TIMEOUT_MS]) expect(isTimeout(ok)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_TIMEOUT_MS + 1, Number.NaN, Infinity, '5', undefined]) {
      expect(isTimeout(bad)).toBe(false);
    }
  });
});
