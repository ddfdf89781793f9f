/** A piece of work that did not answer in time (see {@link within}). */
export class TimedOut extends Error {
  override name = "TimedOut";
}

/**
 * Resolves with `work`, or rejects with {@link TimedOut} (`message`) once `ms` have passed: the
 * work's signal is aborted and the work abandoned, not awaited. The timer never keeps the
 * process alive. Work that throws before it returns a promise rejects the same way, at once,
 * and leaves no timer behind.
 */
export function within<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  message = `timed out after ${ms} ms`,
): Promise<T> {
  const controller = new AbortController();
  let working: Promise<T>;
  try {
    working = work(controller.signal);
  } catch (error) {
    return Promise.reject(error);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimedOut(message));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([working, timeout]).finally(() => clearTimeout(timer));
}
