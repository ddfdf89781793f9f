import { afterEach, describe, expect, it, vi } from "vitest";
import { COPIED_DURATION_MS, createForwardingGuide } from "./use-forwarding-guide.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("createForwardingGuide", () => {
  it("starts with AT&T unless told otherwise and ignores unknown carriers", () => {
    expect(createForwardingGuide().getSnapshot().carrier).toBe("att");
    const guide = createForwardingGuide({ carrier: "verizon" });
    expect(guide.getSnapshot().carrier).toBe("verizon");
    guide.selectCarrier("sprint" as never);
    expect(guide.getSnapshot().carrier).toBe("verizon");
  });

  it("marks a copied code for two seconds", async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(async () => "clipboard" as const);
    const guide = createForwardingGuide({ copyText });

    await guide.copy("att-all", "**21*5551234567#");

    expect(copyText).toHaveBeenCalledWith("**21*5551234567#");
    expect(guide.getSnapshot().copy).toEqual({
      status: "copied",
      key: "att-all",
      text: "**21*5551234567#",
    });
    vi.advanceTimersByTime(COPIED_DURATION_MS - 1);
    expect(guide.getSnapshot().copy.status).toBe("copied");
    vi.advanceTimersByTime(1);
    expect(guide.getSnapshot().copy).toEqual({ status: "idle" });
  });

  it("restarts the two seconds when another code is copied", async () => {
    vi.useFakeTimers();
    const guide = createForwardingGuide({ copyText: async () => "fallback" });

    await guide.copy("first", "##21#");
    vi.advanceTimersByTime(1500);
    await guide.copy("second", "##67#");
    vi.advanceTimersByTime(1500);

    expect(guide.getSnapshot().copy).toMatchObject({ status: "copied", key: "second" });
  });

  it("keeps a failed copy on screen until the next attempt", async () => {
    vi.useFakeTimers();
    const guide = createForwardingGuide({ copyText: async () => "failed" });

    await guide.copy("att-all", "**21*5551234567#");
    vi.advanceTimersByTime(60_000);

    expect(guide.getSnapshot().copy).toMatchObject({ status: "failed", key: "att-all" });
  });
});
