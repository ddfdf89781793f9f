import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_BYTES, FRAME_MS } from "./protocol.js";
import { Voice } from "./voice.js";

describe("the assistant's voice", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells an utterance's end before the next frame, even when catching up after a stall", async () => {
    let now = 0;
    const events: string[] = [];
    const voice = new Voice(
      (frame) => events.push(frame.some((byte) => byte !== 0) ? "speech" : "silence"),
      () => now,
    );
    voice.start();
    const speech = Buffer.alloc(FRAME_BYTES * 3, 1);
    void voice.say(speech, () => {}).then(() => events.push("finished"));
    // The event loop stalled for ten frames: the next tick has ten frames due at once.
    now = 10 * FRAME_MS;
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(events).toEqual(["speech", "speech", "speech", "finished"]);
    // The rest of the backlog goes out on the following tick, after the end was told.
    now = 11 * FRAME_MS;
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(events.slice(0, 4)).toEqual(["speech", "speech", "speech", "finished"]);
    expect(events.slice(4).every((event) => event === "silence")).toBe(true);
    expect(events.length).toBeGreaterThan(4);
    voice.stop();
  });
});
