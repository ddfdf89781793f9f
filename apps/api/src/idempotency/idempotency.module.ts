import type { FeatureModule } from "../http/route-table.js";
import { createIdempotencyKeys, type IdempotencyKeys } from "./idempotency-keys.js";

declare module "../core/module.js" {
  interface Services {
    /** Payment actions done once per `Idempotency-Key` (the route table uses it). */
    idempotency: IdempotencyKeys;
  }
}

/** Recurring work of the idempotency keys: forgetting answers older than 24 hours. */
export const IDEMPOTENCY_JOBS = { purge: "idempotency-purge" } as const;

/**
 * The kept first answers of payment actions: every `idempotent` route of the contract runs
 * once per `Idempotency-Key` (`idempotency-keys.ts`), and an hourly job forgets old answers.
 */
export const idempotencyModule: FeatureModule = {
  name: "idempotency",
  setup({ db, now }) {
    const idempotency = createIdempotencyKeys({ db, now });
    return {
      provides: { idempotency },
      jobs: [
        {
          name: IDEMPOTENCY_JOBS.purge,
          cron: "17 * * * *",
          run: async () => void (await idempotency.purge()),
        },
      ],
    };
  },
};
