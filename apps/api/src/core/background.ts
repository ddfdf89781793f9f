import type { Logger } from "pino";

/**
 * Writes that must not hold up an answer (activity and audit rows of a finished request).
 * Failures are logged, never thrown; `settle()` waits for every write started so far, for
 * shutdown and for tests.
 */
export interface BackgroundWrites {
  run(label: string, write: () => Promise<unknown>): void;
  settle(): Promise<void>;
}

export function createBackgroundWrites(logger: Logger): BackgroundWrites {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, write) {
      const promise = write()
        .catch((error: unknown) => {
          logger.error({ err: error }, `background write failed: ${label}`);
        })
        .finally(() => {
          pending.delete(promise);
        });
      pending.add(promise);
    },
    async settle() {
      // A write may start another; loop until nothing is left (bounded by the work queued).
      for (let round = 0; pending.size > 0 && round < 100; round++) {
        await Promise.all([...pending]);
      }
    },
  };
}
