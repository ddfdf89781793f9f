import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useStore } from "zustand";
import { createWidgetStore, type WidgetStore } from "./widget-store.js";

function Count({ store }: { store: WidgetStore<{ count: number }> }) {
  return <output>{useStore(store, (state) => state.count)}</output>;
}

describe("createWidgetStore", () => {
  it("gives readers getSnapshot, the same function as zustand's getState", () => {
    const store = createWidgetStore({ count: 0 });

    expect(store.readable.getSnapshot()).toEqual({ count: 0 });
    expect(store.readable.getSnapshot()).toBe(store.readable.getState());
    expect(store.readable.getInitialState()).toBe(store.get());
  });

  it("tells listeners of a patch only when a field changed, with a new snapshot", () => {
    const store = createWidgetStore({ count: 0, label: "a" });
    const listener = vi.fn();
    store.readable.subscribe(listener);
    const before = store.get();

    expect(store.patch({ count: 0 })).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);

    expect(store.patch({ count: 1 })).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ count: 1, label: "a" });
    expect(before).toEqual({ count: 0, label: "a" });
  });

  it("tells listeners of a set only when it is another object", () => {
    const store = createWidgetStore<"monthly" | "annual">("monthly");
    const listener = vi.fn();
    store.readable.subscribe(listener);

    store.set("monthly");
    expect(listener).not.toHaveBeenCalled();
    store.set("annual");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.readable.getSnapshot()).toBe("annual");
  });

  it("says when it starts and stops being watched, counting each subscription once", () => {
    const onWatchedChange = vi.fn();
    const store = createWidgetStore({ count: 0 }, { onWatchedChange });

    const first = store.readable.subscribe(() => {});
    const second = store.readable.subscribe(() => {});
    expect(onWatchedChange.mock.calls).toEqual([[true]]);
    expect(store.watched()).toBe(true);

    first();
    first();
    expect(store.watched()).toBe(true);
    second();
    expect(onWatchedChange.mock.calls).toEqual([[true], [false]]);
    expect(store.watched()).toBe(false);
  });

  it("stops telling a listener once it unsubscribed", () => {
    const store = createWidgetStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.readable.subscribe(listener);

    unsubscribe();
    store.patch({ count: 1 });

    expect(listener).not.toHaveBeenCalled();
  });

  it("is read in React with zustand's useStore", () => {
    const store = createWidgetStore({ count: 0 });
    render(<Count store={store.readable} />);
    expect(screen.getByRole("status")).toHaveTextContent("0");

    act(() => {
      store.patch({ count: 2 });
    });

    expect(screen.getByRole("status")).toHaveTextContent("2");
  });
});
