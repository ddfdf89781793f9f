import { describe, expect, test, vi } from "vitest";
import { SpeechDetector } from "./speech-detector.js";
import { installFakeClock, setup } from "./web-call.fixtures.js";

installFakeClock();

describe("speaking and volume", () => {
  test("summed level above 0.01 emits speech-start once and speech-end 1 s after the last loud sample", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel({ a: 0.006, b: 0.005 });
    expect(events.filter((e) => e === "speech-start")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    fake.audioLevel(0.05);
    fake.audioLevel(0.001);
    expect(events.filter((e) => e === "speech-start")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(events).not.toContain("speech-end");
    expect(call.getSnapshot().speaking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.filter((e) => e === "speech-end")).toHaveLength(1);
    expect(call.getSnapshot().speaking).toBe(false);
  });

  test("a summed level of exactly 0.01 is not speech", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel({ a: 0.005, b: 0.005 });
    expect(events).not.toContain("speech-start");
  });

  test("volume-level is min(1, sum / 0.15)", async () => {
    const { call, fake } = setup();
    const volumes: number[] = [];
    call.on("volume-level", (volume) => volumes.push(volume));
    await call.start("asst_1");
    fake.audioLevel(0.075);
    fake.audioLevel({ a: 0.1, b: 0.1 });
    fake.audioLevel(0);
    expect(volumes).toEqual([0.5, 1, 0]);
    expect(call.getSnapshot().volume).toBe(0);
  });
});

describe("a call that ends mid-speech", () => {
  test("hanging up while the assistant speaks emits speech-end before call-end, once", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel(0.05);
    fake.hangUp();
    expect(events.filter((e) => e.startsWith("speech") || e === "call-end")).toEqual([
      "speech-start",
      "speech-end",
      "call-end",
    ]);
    expect(call.getSnapshot().speaking).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(events.filter((e) => e === "speech-end")).toHaveLength(1);
  });

  test("stop() while the assistant speaks ends the speech too", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel(0.05);
    await call.stop();
    expect(events.filter((e) => e === "speech-end")).toHaveLength(1);
    expect(events.indexOf("speech-end")).toBeLessThan(events.indexOf("call-end"));
  });

  test("a call that ends in silence emits no speech-end", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel(0.001);
    fake.hangUp();
    expect(events).not.toContain("speech-end");
  });
});

describe("SpeechDetector", () => {
  test("sums the participants' levels and reports volume, speech start and end", () => {
    const reported: string[] = [];
    const detector = new SpeechDetector({
      volume: (volume) => reported.push(`volume:${volume}`),
      speechStart: () => reported.push("start"),
      speechEnd: () => reported.push("end"),
    });
    detector.levels({ a: 0.03, b: 0.045 });
    expect(detector.speaking).toBe(true);
    detector.end();
    detector.end();
    expect(reported).toEqual(["volume:0.5", "start", "end"]);
    expect(detector.speaking).toBe(false);
  });
});
