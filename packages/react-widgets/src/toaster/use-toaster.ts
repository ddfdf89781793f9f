import { type FocusEvent, useMemo, useRef } from "react";
import { useStore } from "zustand";
import type { Toast, ToastStore } from "./toast-store.js";

/**
 * The toasts of a store, re-rendering when they change.
 *
 * @example
 * ```tsx
 * const toasts = useToasts(store);
 * return <ol>{toasts.map((item) => <li key={item.id}>{item.title}</li>)}</ol>;
 * ```
 */
export function useToasts(store: ToastStore): readonly Toast[] {
  // The server renders the store's initial state: no toasts.
  return useStore(store);
}

/**
 * Handlers that hold a toast's countdown while the pointer is over it or focus is inside
 * it, and let it continue once neither is true.
 *
 * @example
 * ```tsx
 * const pauseHandlers = useToastPause(store, item.id);
 * return <li {...pauseHandlers}>{item.title}</li>;
 * ```
 */
export function useToastPause(store: ToastStore, id: string) {
  const holds = useRef({ hovered: false, focused: false });
  return useMemo(() => {
    function update(change: Partial<{ hovered: boolean; focused: boolean }>): void {
      holds.current = { ...holds.current, ...change };
      if (holds.current.hovered || holds.current.focused) store.pause(id);
      else store.resume(id);
    }
    return {
      onPointerEnter: () => update({ hovered: true }),
      onPointerLeave: () => update({ hovered: false }),
      onFocus: () => update({ focused: true }),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        update({ focused: false });
      },
    };
  }, [store, id]);
}
