import { describe, expect, it } from "vitest";
import { TimedOut, within } from "./within.js";

describe("within", () => {
  it("answers what the work answers in time", async () => {
    await expect(within(1_000, async () => "done")).resolves.toBe("done");
  });

  it("rejects with TimedOut and aborts the work's signal when it takes too long", async () => {
    let signal: AbortSignal | undefined;
    const answer = within(
      20,
      (given) => {
        signal = given;
        return new Promise(() => {});
      },
      "too slow",
    );
    await expect(answer).rejects.toEqual(new TimedOut("too slow"));
    expect(signal?.aborted).toBe(true);
  });

  it("rejects with the error of work that throws before returning a promise, and nothing after", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      await expect(
        within(10, () => {
          throw new Error("not connected");
        }),
      ).rejects.toThrow("not connected");
      // Past the time limit: no timer was left to reject on its own.
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });
});
