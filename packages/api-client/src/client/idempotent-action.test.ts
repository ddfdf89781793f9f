import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.js";
import { idempotentAction } from "./idempotent-action.js";

function keys() {
  let next = 0;
  return () => `key-${++next}`;
}

describe("idempotentAction", () => {
  it("sends one key for every call made while the action is under way", async () => {
    const action = idempotentAction(keys());
    const sent: string[] = [];
    let answer: (value: string) => void = () => {};
    const first = action.run((key) => {
      sent.push(key);
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    });
    const second = action.run(async (key) => {
      sent.push(key);
      return "second";
    });
    expect(await second).toBe("second");
    // The first call still waits: a third click is still the same action.
    await action.run(async (key) => void sent.push(key));
    answer("first");
    expect(await first).toBe("first");
    await action.run(async (key) => void sent.push(key));
    expect(sent).toEqual(["key-1", "key-1", "key-1", "key-2"]);
  });

  it("starts a new action after a refusal, and keeps the key when no answer came", async () => {
    const action = idempotentAction(keys());
    const sent: string[] = [];
    const fail = (error: unknown) => async (key: string) => {
      sent.push(key);
      throw error;
    };
    await expect(
      action.run(fail(ApiError.fromCode("API_NETWORK_ERROR", 0))),
    ).rejects.toBeInstanceOf(ApiError);
    expect(action.pendingKey).toBe("key-1");
    await expect(
      action.run(fail(ApiError.fromCode("PAYMENT_PROCESSING_ERROR", 402))),
    ).rejects.toMatchObject({
      code: "PAYMENT_PROCESSING_ERROR",
    });
    expect(action.pendingKey).toBeUndefined();
    await action.run(async (key) => void sent.push(key));
    expect(sent).toEqual(["key-1", "key-1", "key-2"]);
  });
});
