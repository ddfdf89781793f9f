import type { DemoCallController } from "@ringline/react-widgets";
import { describe, expect, it } from "vitest";
import { createVoiceDemoHandle } from "./voice-demo-handle.js";

/** A controller that goes to "connecting" when pressed, and tells its listeners. */
function fakeController(): DemoCallController {
  let status = "idle";
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => ({ status }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    press() {
      status = status === "idle" ? "connecting" : "idle";
      for (const listener of listeners) listener();
    },
  } as unknown as DemoCallController;
}

describe("the page's voice demo handle", () => {
  it("counts a call asked for while its code loads as active, from the tap on", async () => {
    let loaded: (controller: DemoCallController) => void = () => {};
    const handle = createVoiceDemoHandle(
      () =>
        new Promise((resolve) => {
          loaded = resolve;
        }),
    );
    const seen: boolean[] = [];
    handle.subscribe(() => seen.push(handle.isActive()));
    expect(handle.isActive()).toBe(false);

    const toggled = handle.toggle();
    // The code is still loading: a prompt must not take this moment.
    expect(handle.isActive()).toBe(true);
    loaded(fakeController());
    await toggled;
    expect(handle.isActive()).toBe(true);
    expect(seen.at(0)).toBe(true);

    await handle.toggle();
    expect(handle.isActive()).toBe(false);
  });
});
