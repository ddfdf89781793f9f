import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { BackgroundWrites } from "../core/background.js";
import { createQueue } from "./job-queue.js";

// "Run this soon": a drain of stored work (the server-message inbox, the outboxes) asked for
// after each delivery. With the job queue it is a pg-boss job (retried with backoff when the
// drain reports failures, across restarts); without (tests, scripts) a background run. Either
// way asks are coalesced: a burst of deliveries makes a handful of drains, not one each, and
// every drain takes all the work stored so far.

export interface WorkQueue {
  /** Asks for a drain soon. */
  nudge(): void;
  /** Waits for the drains started in this process (tests; without the job queue only). */
  settle(): Promise<void>;
}

/** A drain that throws asks for a retry of the job. */
export type Drain = () => Promise<void>;

/**
 * A pg-boss queue whose job runs `drain`: at most one queued and one running (the `stately`
 * policy), so an ask during a drain queues exactly one more; asks within `throttleMs` in this
 * process make one send.
 */
export function pgBossWorkQueue(
  boss: PgBoss,
  name: string,
  drain: Drain,
  logger: Logger,
  throttleMs = 200,
): WorkQueue {
  const ready = (async () => {
    // `stately`: one drain queued and one running at most; a burst's asks share them.
    await createQueue(boss, name, { policy: "stately" });
    // This instance's asks reach its worker at once (notifyWorker below); the poll only finds
    // retries (2 s and more after a failure) and what an instance that stopped had queued.
    // Each poll is a query: at 0.5 s, the four queues kept an idle embedded database busy.
    return await boss.work(name, { pollingIntervalSeconds: 5 }, async () => {
      await drain();
    });
  })();
  ready.catch((error: unknown) =>
    logger.error({ err: error, queue: name }, "worker did not start"),
  );
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    last = Date.now();
    ready
      .then(async (worker) => {
        await boss.send(
          name,
          {},
          {
            singletonKey: name,
            retryLimit: 8,
            retryDelay: 2,
            retryBackoff: true,
            expireInSeconds: 900,
          },
        );
        // This instance's worker fetches it now rather than at its next poll (the others
        // still poll): a call's report reaches the owner's dashboard half a second sooner.
        boss.notifyWorker(worker);
      })
      .catch((error: unknown) =>
        logger.error({ err: error, queue: name }, "could not queue a drain"),
      );
  };
  return {
    nudge() {
      const wait = last + throttleMs - Date.now();
      if (wait <= 0) return send();
      trailing ??= setTimeout(() => {
        trailing = undefined;
        send();
      }, wait);
      trailing.unref?.();
    },
    settle: async () => {
      await ready;
    },
  };
}

/** Drains in this process, one at a time; an ask during a drain runs it once more after. */
export function inProcessWorkQueue(
  label: string,
  drain: Drain,
  background: BackgroundWrites,
): WorkQueue {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await drain().catch(() => undefined);
      } while (again);
    } finally {
      running = false;
    }
  };
  return {
    nudge() {
      if (running) {
        again = true;
        return;
      }
      background.run(label, run);
    },
    settle: () => background.settle(),
  };
}
