/**
 * A tool call under a deadline. The adapter gets an `AbortSignal`; when the deadline passes
 * the signal is aborted and the call is abandoned as timed out, whether or not the adapter
 * stops (a result or a failure that arrives later is dropped). A synchronous adapter that
 * never returns cannot be interrupted: only an asynchronous one can be abandoned.
 *
 * Cost (issue 23): most adapters answer synchronously and never read their signal, so the
 * signal is made on first read and the timer is armed only when the adapter answers by
 * promise (a thenable). A synchronous answer is an outcome at once, as before: a timer could
 * not have fired before it anyway (timers run only after the adapter returns).
 */
import type { ToolCallContext } from './types.js';

/** The largest delay `setTimeout` honours (about 24.8 days). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The default per-call timeout when neither the tool nor the runtime sets one. */
export const DEFAULT_TOOL_TIMEOUT_MS = 30_000;

export type TimedOutcome<T> =
  | { readonly kind: 'value'; readonly value: T }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'timeout' };

/** Whether `ms` is a usable timeout: a positive integer no larger than `MAX_TIMEOUT_MS`. */
export function isTimeout(ms: unknown): ms is number {
  return typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 && ms <= MAX_TIMEOUT_MS;
}

/** The call's signal, made on first read; aborted at once if read after the deadline. */
export type LazySignal = () => AbortSignal;

/** An adapter's context whose `signal` is made on first read (most adapters never read it). */
export function callContext(
  executionId: string,
  callId: number,
  now: number,
  signal: LazySignal,
): ToolCallContext {
  return {
    executionId,
    callId,
    now,
    get signal() {
      return signal();
    },
  };
}

const timedOut = () => new DOMException('the tool call timed out', 'TimeoutError');

/** Runs `fn` with a signal that aborts after `timeoutMs`; never rejects. */
export async function callWithTimeout<T>(
  fn: (signal: LazySignal) => T | PromiseLike<T>,
  timeoutMs: number,
): Promise<TimedOutcome<T>> {
  const started = performance.now();
  let controller: AbortController | undefined;
  let expired = false;
  const signal: LazySignal = () => {
    if (controller === undefined) {
      controller = new AbortController();
      if (expired) controller.abort(timedOut());
    }
    return controller.signal;
  };
  let answer: T | PromiseLike<T>;
  try {
    answer = fn(signal);
  } catch (error) {
    return { kind: 'error', error };
  }
  // `await` would read `then` once; so does this, and calls it the way `await` does.
  let then: unknown;
  try {
    then =
      answer !== null && (typeof answer === 'object' || typeof answer === 'function')
        ? (answer as { then?: unknown }).then
        : undefined;
  } catch (error) {
    return { kind: 'error', error };
  }
  if (typeof then !== 'function') return { kind: 'value', value: answer as T };
  const pending = answer as PromiseLike<T>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<TimedOutcome<T>>((resolve) => {
    // The deadline counts from the call, including the adapter's synchronous part; rounded
    // down, so it expires before any timer of the same length the adapter armed during that
    // part (an SDK's own timeout: the call is then TOOL_TIMEOUT, as when the timer came first).
    const left = Math.max(1, Math.floor(timeoutMs - (performance.now() - started)));
    timer = setTimeout(() => {
      expired = true;
      resolve({ kind: 'timeout' });
      controller?.abort(timedOut());
    }, left);
  });
  const settled = new Promise<T>((resolve, reject) => {
    (then as PromiseLike<T>['then']).call(pending, resolve, reject);
  }).then(
    (value): TimedOutcome<T> => ({ kind: 'value', value }),
    (error: unknown): TimedOutcome<T> => ({ kind: 'error', error }),
  );
  try {
    return await Promise.race([settled, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
