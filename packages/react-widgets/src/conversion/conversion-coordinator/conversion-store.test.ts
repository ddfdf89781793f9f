import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONVERSION_STORAGE_KEY,
  type ConversionStorage,
  connectConversionCoordinator,
  createConversionCoordinator,
  dialogOnPage,
  readStoredState,
  visitorBusyOnPage,
} from "./conversion-store.js";

const THIRTY_MINUTES = 30 * 60 * 1000;

function memoryStorage(): ConversionStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** A 3000 px page in an 800 px window: 2200 px of scrolling. */
function scrollTo(scrollY: number) {
  return { scrollY, viewportHeight: 800, pageHeight: 3000 };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("prompt triggers", () => {
  it("opens the time prompt exactly 10 s after the start", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.start();

    vi.advanceTimersByTime(9999);
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(coordinator.getSnapshot().activePrompt).toBe("time");
  });

  it("counts the 10 s from the start of the visit when loaded later", () => {
    const arrived = Date.now();
    vi.advanceTimersByTime(3000); // the coordinator's code arrived 3 s into the visit
    const coordinator = createConversionCoordinator({
      storage: memoryStorage(),
      startedAt: arrived,
    });
    coordinator.start();

    vi.advanceTimersByTime(6999);
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(coordinator.getSnapshot().activePrompt).toBe("time");
  });

  it("opens the scroll prompt only past 70 % of the page", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });

    coordinator.updateScroll(scrollTo(2200 * 0.7));
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
    coordinator.updateScroll(scrollTo(2200 * 0.7 + 1));
    expect(coordinator.getSnapshot().activePrompt).toBe("scroll");
  });

  it("opens the exit-intent prompt when the pointer leaves the top after half the page", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });

    coordinator.updateScroll(scrollTo(2200 * 0.5 - 1));
    coordinator.pointerLeft({ clientY: 0 });
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();

    coordinator.updateScroll(scrollTo(2200 * 0.5));
    coordinator.pointerLeft({ clientY: 40 });
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();

    coordinator.pointerLeft({ clientY: -2 });
    expect(coordinator.getSnapshot().activePrompt).toBe("exit-intent");
  });

  it("counts exit intent from the deepest point read, even after scrolling back up", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.updateScroll(scrollTo(1200));
    coordinator.updateScroll(scrollTo(0));

    coordinator.pointerLeft({ clientY: 0 });

    expect(coordinator.getSnapshot().activePrompt).toBe("exit-intent");
  });

  it("never counts a page too short to scroll as scrolled", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.updateScroll({ scrollY: 0, viewportHeight: 800, pageHeight: 600 });
    coordinator.pointerLeft({ clientY: 0 });
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
  });
});

describe("prompt rules", () => {
  it("shows one prompt at a time", () => {
    const onPromptShown = vi.fn();
    const coordinator = createConversionCoordinator({ storage: memoryStorage(), onPromptShown });
    coordinator.start();
    vi.advanceTimersByTime(10_000);

    coordinator.updateScroll(scrollTo(2000));

    expect(coordinator.getSnapshot().activePrompt).toBe("time");
    expect(onPromptShown).toHaveBeenCalledExactlyOnceWith("time");
  });

  it("waits 5 s after the last prompt before the next", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    expect(coordinator.requestPrompt("time")).toBe(true);
    vi.advanceTimersByTime(8000);
    coordinator.closePrompt();

    vi.advanceTimersByTime(4999);
    expect(coordinator.requestPrompt("scroll")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(coordinator.requestPrompt("scroll")).toBe(true);
  });

  it("never shows a closed prompt type again, but still the others", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.requestPrompt("scroll");
    coordinator.closePrompt();
    vi.advanceTimersByTime(60_000);

    expect(coordinator.requestPrompt("scroll")).toBe(false);
    expect(coordinator.requestPrompt("exit-intent")).toBe(true);
    expect(coordinator.getSnapshot().dismissedPrompts).toEqual(["scroll"]);
  });

  it("opens nothing over another dialog, and the next trigger once it is gone", () => {
    let chatOpen = true;
    const onPromptShown = vi.fn();
    const coordinator = createConversionCoordinator({
      storage: memoryStorage(),
      onPromptShown,
      otherDialogOpen: () => chatOpen,
    });
    coordinator.start();
    vi.advanceTimersByTime(10_000);
    coordinator.updateScroll(scrollTo(2000));
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
    expect(onPromptShown).not.toHaveBeenCalled();

    chatOpen = false;
    coordinator.updateScroll(scrollTo(2100));
    expect(coordinator.getSnapshot().activePrompt).toBe("scroll");
    expect(onPromptShown).toHaveBeenCalledExactlyOnceWith("scroll");
  });

  it("opens nothing while the visitor is busy (demo call, checkout, form), by any trigger", () => {
    let busy = true;
    const coordinator = createConversionCoordinator({
      storage: memoryStorage(),
      visitorBusy: () => busy,
    });
    coordinator.start();
    vi.advanceTimersByTime(10_000);
    coordinator.updateScroll(scrollTo(2000));
    coordinator.pointerLeft({ clientY: 0 });
    expect(coordinator.requestPrompt("exit-intent")).toBe(false);
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();

    busy = false;
    expect(coordinator.requestPrompt("exit-intent")).toBe(true);
  });

  it("shows nothing to a signed-in visitor and closes what was open on sign-in", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage(), signedIn: true });
    coordinator.start();
    vi.advanceTimersByTime(10_000);
    coordinator.updateScroll(scrollTo(2200));
    coordinator.pointerLeft({ clientY: 0 });
    expect(coordinator.getSnapshot()).toMatchObject({
      activePrompt: undefined,
      stickyBarVisible: false,
    });

    coordinator.setSignedIn(false);
    expect(coordinator.getSnapshot().stickyBarVisible).toBe(true);
    coordinator.requestPrompt("time");
    coordinator.setSignedIn(true);
    expect(coordinator.getSnapshot()).toMatchObject({
      activePrompt: undefined,
      stickyBarVisible: false,
    });
  });
});

describe("sticky bar", () => {
  it("shows once scrolled past 80 % of the viewport's height", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.updateScroll(scrollTo(640));
    expect(coordinator.getSnapshot().stickyBarVisible).toBe(false);
    coordinator.updateScroll(scrollTo(641));
    expect(coordinator.getSnapshot().stickyBarVisible).toBe(true);
    coordinator.updateScroll(scrollTo(100));
    expect(coordinator.getSnapshot().stickyBarVisible).toBe(false);
  });

  it("stays away once dismissed", () => {
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    coordinator.updateScroll(scrollTo(700));
    coordinator.dismissStickyBar();
    coordinator.updateScroll(scrollTo(900));
    expect(coordinator.getSnapshot()).toMatchObject({
      stickyBarVisible: false,
      stickyBarDismissed: true,
    });
  });
});

describe("stored state", () => {
  it("stores dismissedPrompts, stickyBarDismissed and the time of the change", () => {
    const storage = memoryStorage();
    const coordinator = createConversionCoordinator({ storage });
    coordinator.requestPrompt("time");
    coordinator.closePrompt();
    coordinator.dismissStickyBar();

    expect(JSON.parse(storage.values.get(CONVERSION_STORAGE_KEY) ?? "null")).toEqual({
      dismissedPrompts: ["time"],
      stickyBarDismissed: true,
      timestamp: Date.now(),
    });
  });

  it("keeps dismissals for the next page within 30 minutes", () => {
    const storage = memoryStorage();
    const first = createConversionCoordinator({ storage });
    first.requestPrompt("time");
    first.closePrompt();
    first.dismissStickyBar();

    // The next page opens 29 minutes later; its time trigger fires 10 s after that.
    vi.advanceTimersByTime(29 * 60 * 1000);
    const next = createConversionCoordinator({ storage });
    next.start();
    vi.advanceTimersByTime(10_000);
    next.updateScroll(scrollTo(700));

    expect(next.getSnapshot()).toMatchObject({
      activePrompt: undefined,
      stickyBarVisible: false,
      dismissedPrompts: ["time"],
    });
  });

  it("forgets dismissals older than 30 minutes on the next page", () => {
    const storage = memoryStorage();
    const first = createConversionCoordinator({ storage });
    first.requestPrompt("time");
    first.closePrompt();

    vi.advanceTimersByTime(THIRTY_MINUTES + 1);
    const next = createConversionCoordinator({ storage });

    expect(next.getSnapshot().dismissedPrompts).toEqual([]);
    expect(next.requestPrompt("time")).toBe(true);
  });

  it("forgets them during a long visit too, and clears the stored copy", () => {
    const storage = memoryStorage();
    const coordinator = createConversionCoordinator({ storage });
    coordinator.requestPrompt("scroll");
    coordinator.closePrompt();
    coordinator.dismissStickyBar();

    vi.advanceTimersByTime(THIRTY_MINUTES + 1);
    coordinator.updateScroll(scrollTo(700));

    expect(coordinator.getSnapshot()).toMatchObject({
      dismissedPrompts: [],
      stickyBarVisible: true,
    });
    expect(storage.values.has(CONVERSION_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ["not JSON", "{"],
    ["not an object", "42"],
    ["without a timestamp", JSON.stringify({ dismissedPrompts: ["time"] })],
  ])("ignores a stored value that is %s", (_kind, text) => {
    const storage = memoryStorage();
    storage.values.set(CONVERSION_STORAGE_KEY, text);
    expect(readStoredState(storage, Date.now())).toBeUndefined();
  });

  it("drops unknown prompt types from the stored value", () => {
    const storage = memoryStorage();
    storage.values.set(
      CONVERSION_STORAGE_KEY,
      JSON.stringify({ dismissedPrompts: ["time", "banner"], timestamp: Date.now() }),
    );
    expect(readStoredState(storage, Date.now())).toEqual({
      dismissedPrompts: ["time"],
      stickyBarDismissed: false,
      timestamp: Date.now(),
    });
  });

  it("keeps working when storage throws", () => {
    const broken: ConversionStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    const coordinator = createConversionCoordinator({ storage: broken });
    coordinator.requestPrompt("time");
    expect(() => coordinator.closePrompt()).not.toThrow();
    expect(coordinator.getSnapshot().dismissedPrompts).toEqual(["time"]);
  });
});

describe("visitorBusyOnPage", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  it("is false on a page with an untouched form", () => {
    document.body.innerHTML =
      '<form><input name="email" value=""><textarea></textarea><input type="checkbox"></form>';
    expect(visitorBusyOnPage(document)).toBe(false);
  });

  it.each([
    [
      "typed text",
      (form: HTMLFormElement) =>
        Object.assign(form.querySelector("input") ?? {}, { value: "ada@" }),
    ],
    [
      "typed a message",
      (form: HTMLFormElement) =>
        Object.assign(form.querySelector("textarea") ?? {}, { value: "Hi" }),
    ],
    [
      "ticked a box",
      (form: HTMLFormElement) =>
        Object.assign(form.querySelector('[type="checkbox"]') ?? {}, { checked: true }),
    ],
  ])("is true once the visitor %s in a form", (_, change) => {
    document.body.innerHTML =
      '<form><input name="email" value=""><textarea></textarea><input type="checkbox"></form>';
    const form = document.querySelector("form");
    if (!form) throw new Error("no form");
    change(form);
    expect(visitorBusyOnPage(document)).toBe(true);
  });

  it("is true during checkout", () => {
    document.body.innerHTML = "<section data-checkout></section>";
    expect(visitorBusyOnPage(document)).toBe(true);
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/checkout?plan=growth");
    expect(visitorBusyOnPage(document)).toBe(true);
  });
});

describe("dialogOnPage", () => {
  it("finds a dialog by role or an open <dialog>, and nothing on a plain page", () => {
    document.body.innerHTML = "<main><p>Text</p><dialog></dialog></main>";
    expect(dialogOnPage(document)).toBe(false);
    document.body.innerHTML = '<section role="dialog" aria-label="Chat"></section>';
    expect(dialogOnPage(document)).toBe(true);
    document.body.innerHTML = "<dialog open></dialog>";
    expect(dialogOnPage(document)).toBe(true);
    document.body.innerHTML = "";
  });
});

describe("connectConversionCoordinator", () => {
  function setPage(scrollY: number) {
    Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, "scrollHeight", {
      value: 3000,
      configurable: true,
    });
  }

  afterEach(() => {
    setPage(0);
  });

  it("reads the window's scroll and the pointer leaving the page", () => {
    setPage(0);
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    const disconnect = connectConversionCoordinator(coordinator, window);

    setPage(1200);
    window.dispatchEvent(new Event("scroll"));
    expect(coordinator.getSnapshot().stickyBarVisible).toBe(true);

    document.dispatchEvent(
      new MouseEvent("mouseout", { clientY: 0, relatedTarget: document.body }),
    );
    expect(coordinator.getSnapshot().activePrompt).toBeUndefined();
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null }));
    expect(coordinator.getSnapshot().activePrompt).toBe("exit-intent");
    disconnect();
  });

  it("stops listening and cancels the time trigger when disconnected", () => {
    setPage(0);
    const coordinator = createConversionCoordinator({ storage: memoryStorage() });
    connectConversionCoordinator(coordinator, window)();

    vi.advanceTimersByTime(10_000);
    setPage(2200);
    window.dispatchEvent(new Event("scroll"));

    expect(coordinator.getSnapshot()).toMatchObject({
      activePrompt: undefined,
      stickyBarVisible: false,
    });
  });
});
