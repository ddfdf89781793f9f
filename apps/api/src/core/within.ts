/** A piece of work that did not answer in time (see {@link within}). */
export class TimedOut extends Error {
  override name = "TimedOut";
}

/**
 * Resolves with `work`, or rejects with {@link TimedOut} (`message`) once `ms` have passed: the
 * work's signal is aborted and the work abandoned, not awaited. The timer never keeps the
 * process alive.
 */
export function within<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  message = `timed out after ${ms} ms`,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimedOut(message));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}
