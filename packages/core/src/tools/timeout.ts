/**
 * A tool call under a deadline. The adapter gets an `AbortSignal`; when the deadline passes
 * the signal is aborted and the call is abandoned as timed out, whether or not the adapter
 * stops (a result or a failure that arrives later is dropped). A synchronous adapter that
 * never returns cannot be interrupted: only an asynchronous one can be abandoned.
 */

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

/** Runs `fn` with a signal that aborts after `timeoutMs`; never rejects. */
export async function callWithTimeout<T>(
  fn: (signal: AbortSignal) => T | Promise<T>,
  timeoutMs: number,
): Promise<TimedOutcome<T>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<TimedOutcome<T>>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
      controller.abort(new DOMException('the tool call timed out', 'TimeoutError'));
    }, timeoutMs);
  });
  const settled = (async (): Promise<TimedOutcome<T>> => {
    try {
      return { kind: 'value', value: await fn(controller.signal) };
    } catch (error) {
      return { kind: 'error', error };
    }
  })();
  try {
    return await Promise.race([settled, expired]);
  } finally {
    clearTimeout(timer);
  }
}
