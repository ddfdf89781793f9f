import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createToastStore,
  dismissToast,
  getDefaultToastStore,
  TOAST_DURATION_MS,
  TOAST_PROGRESS_INTERVAL_MS,
  toast,
} from "./toast-store.js";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function watched() {
  const store = createToastStore();
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  return { store, listener, unsubscribe };
}

describe("createToastStore", () => {
  it("adds toasts oldest first with their options and defaults", () => {
    const { store } = watched();
    store.toast({ title: "First" });
    store.toast({ title: "Second", description: "More", variant: "success" });

    expect(store.getSnapshot()).toMatchObject([
      { title: "First", description: undefined, variant: "default", duration: TOAST_DURATION_MS },
      { title: "Second", description: "More", variant: "success" },
    ]);
  });

  it("keeps the same snapshot until something changes", () => {
    const { store } = watched();
    store.toast({ title: "Hello" });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("dismisses a toast by id and notifies listeners", () => {
    const { store, listener } = watched();
    const id = store.toast({ title: "Bye" });
    listener.mockClear();

    store.dismiss(id);

    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("replaces a toast shown again with the same id", () => {
    const { store } = watched();
    store.toast({ id: "upload", title: "Uploading" });
    store.toast({ id: "upload", title: "Uploaded", variant: "success" });

    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: "upload", title: "Uploaded" });
  });

  it("dismisses a toast after exactly 3000 ms", () => {
    const { store } = watched();
    store.toast({ title: "Saved" });

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("counts down `remaining` every 50 ms", () => {
    const { store, listener } = watched();
    store.toast({ title: "Saved" });
    listener.mockClear();

    vi.advanceTimersByTime(TOAST_PROGRESS_INTERVAL_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()[0]?.remaining).toBe(TOAST_DURATION_MS - 50);

    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(21);
    expect(store.getSnapshot()[0]?.remaining).toBe(TOAST_DURATION_MS - 1050);
  });

  it("holds the countdown while paused and continues where it stopped", () => {
    const { store } = watched();
    const id = store.toast({ title: "Hold me" });
    vi.advanceTimersByTime(1000);

    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]).toMatchObject({ paused: true, remaining: 2000 });

    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("keeps a toast with duration 0 or Infinity until it is dismissed", () => {
    const { store } = watched();
    store.toast({ title: "Zero", duration: 0 });
    store.toast({ title: "Forever", duration: Number.POSITIVE_INFINITY });

    vi.advanceTimersByTime(60_000);

    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Zero", "Forever"]);
  });

  it("uses the store's default duration", () => {
    const store = createToastStore({ duration: 500 });
    store.subscribe(() => {});
    store.toast({ title: "Quick" });

    vi.advanceTimersByTime(500);

    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("only counts down while someone watches", () => {
    const store = createToastStore();
    store.toast({ title: "Raised before the toaster mounted" });

    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);

    const unsubscribe = store.subscribe(() => {});
    vi.advanceTimersByTime(1000);
    unsubscribe();
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]?.remaining).toBe(2000);

    store.subscribe(() => {});
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("stops its timers once no toast counts down", () => {
    const { store } = watched();
    store.toast({ title: "Saved" });
    vi.advanceTimersByTime(TOAST_DURATION_MS);

    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the shared store", () => {
  it("is what toast() and dismissToast() use", () => {
    const id = toast({ title: "Shared", variant: "info" });
    expect(getDefaultToastStore().getSnapshot()).toContainEqual(
      expect.objectContaining({ id, title: "Shared", variant: "info" }),
    );

    dismissToast(id);
    expect(
      getDefaultToastStore()
        .getSnapshot()
        .some((item) => item.id === id),
    ).toBe(false);
  });
});
