import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/database.js";
import { createFakeClock } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import {
  createIdempotencyKeys,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_WAIT_MS,
} from "./idempotency-keys.js";

describe.each(testDatabaseTargets)("idempotency keys on $name", (target) => {
  let db: Database;
  const clock = createFakeClock();
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const action = (key: string) => ({
    scope: "customer:c1",
    route: "changePlan",
    key,
    fingerprint: "f".repeat(64),
  });

  it("answers 409 while the first is still running, and lets a repeat act once it is abandoned", async () => {
    const keys = createIdempotencyKeys({ db, now: clock.now });
    let finish: () => void = () => {};
    const first = keys.once(
      action("k1"),
      200,
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ first: true });
        }),
    );
    // The first has claimed the key before the repeat comes (two connections would race).
    await vi.waitFor(async () =>
      expect(await db.prisma.idempotencyKey.count({ where: { key: "k1" } })).toBe(1),
    );
    // The repeat polls on the test's clock: move it past the wait while it polls.
    const repeat = keys.once(action("k1"), 200, async () => ({ second: true }));
    const timer = setInterval(() => clock.advance(IDEMPOTENCY_WAIT_MS / 4), 20);
    await expect(repeat).rejects.toMatchObject({ code: "PAYMENT_IN_PROGRESS" });
    clearInterval(timer);

    // The first never answers (its process died): a minute on, a repeat acts in its place.
    clock.advance(IDEMPOTENCY_ABANDONED_MS + 1);
    expect(await keys.once(action("k1"), 200, async () => ({ second: true }))).toEqual({
      second: true,
    });
    finish();
    await first;
    expect(await keys.once(action("k1"), 200, async () => ({ third: true }))).toEqual({
      second: true,
    });
  });

  it("keeps nothing when the action fails unexpectedly, so the key can try again", async () => {
    const keys = createIdempotencyKeys({ db, now: clock.now });
    await expect(
      keys.once(action("k2"), 200, async () => {
        throw new Error("the provider is down");
      }),
    ).rejects.toThrow("the provider is down");
    expect(await keys.once(action("k2"), 200, async () => "done")).toBe("done");
  });
});
