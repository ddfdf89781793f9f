import { describe, expect, it, vi } from "vitest";
import { createAudioFocus, getAudioFocus } from "./audio-focus.js";

describe("audio focus", () => {
  it("tells the previous holder to stop when another one starts", () => {
    const focus = createAudioFocus();
    const recording = { stop: vi.fn() };
    const call = { stop: vi.fn() };
    focus.claim(recording);
    expect(focus.isHeldByOther(call)).toBe(true);
    focus.claim(call);
    expect(recording.stop).toHaveBeenCalledOnce();
    expect(call.stop).not.toHaveBeenCalled();
    expect(focus.isHeldByOther(call)).toBe(false);
    expect(focus.isHeldByOther(recording)).toBe(true);
  });

  it("forgets a holder that released it, and ignores a release by one that did not hold it", () => {
    const focus = createAudioFocus();
    const recording = { stop: vi.fn() };
    const call = { stop: vi.fn() };
    focus.claim(recording);
    focus.release(call);
    expect(focus.isHeldByOther(call)).toBe(true);
    focus.release(recording);
    expect(focus.isHeldByOther(call)).toBe(false);
    focus.claim(recording);
    focus.claim(recording);
    expect(recording.stop).not.toHaveBeenCalled();
  });

  it("is one per page, even with two copies of the package", () => {
    expect(getAudioFocus()).toBe(getAudioFocus());
    expect(getAudioFocus()).toBe(
      (globalThis as Record<symbol, unknown>)[Symbol.for("ringline.audio-focus")],
    );
  });
});
