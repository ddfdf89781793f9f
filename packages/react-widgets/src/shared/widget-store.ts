import { createStore, type StoreApi } from "zustand/vanilla";

/**
 * A widget's store as its readers see it: zustand's read side, so that React reads it with
 * zustand's `useStore`, and `getSnapshot`, the name the widgets' stores have always had
 * (the same function as `getState`).
 *
 * @example
 * ```tsx
 * import { useStore } from "zustand";
 *
 * const calculator = createRoiCalculator();
 * const dealValue = useStore(calculator, (inputs) => inputs.dealValue);
 * calculator.getSnapshot() === calculator.getState(); // true
 * ```
 */
export interface WidgetStore<TState>
  extends Pick<StoreApi<TState>, "getState" | "getInitialState" | "subscribe"> {
  /** The current state: the same object until something changes. */
  getSnapshot(): TState;
}

/**
 * Options of {@link createWidgetStore}.
 *
 * @example
 * ```ts
 * createWidgetStore([], { onWatchedChange: (watched) => (watched ? startTimers() : stopTimers()) });
 * ```
 */
export interface WidgetStoreOptions {
  /**
   * Called with `true` when the first listener subscribes and with `false` when the last
   * one leaves: timers that only matter while something is on screen run only then.
   */
  onWatchedChange?: ((watched: boolean) => void) | undefined;
}

/**
 * The owner's side of a widget store: the one place its state changes. Only the owner
 * holds it; the owner hands out {@link WidgetStoreHandle.readable}.
 *
 * @example
 * ```ts
 * const store = createWidgetStore({ count: 0 });
 * store.patch({ count: 1 }); // true: listeners were told
 * store.patch({ count: 1 }); // false: nothing changed, nobody was told
 * ```
 */
export interface WidgetStoreHandle<TState> {
  /** What the owner exposes, usually spread into its public object. */
  readonly readable: WidgetStore<TState>;
  get(): TState;
  /** Replaces the state; listeners hear of it only when `next` is another object. */
  set(next: TState): void;
  /**
   * Merges `change` into the state as a new object; listeners hear of it only when a field
   * changed. Returns whether one did.
   */
  patch(change: Partial<TState>): boolean;
  /** Whether anything is subscribed right now. */
  watched(): boolean;
}

/**
 * Creates the zustand/vanilla store behind a widget, with the widgets' rules: snapshots are
 * immutable and replaced, never mutated; listeners hear only of real changes; and the owner
 * may learn when the store starts and stops being watched.
 *
 * @example
 * ```ts
 * export function createCounter() {
 *   const store = createWidgetStore({ count: 0 });
 *   return {
 *     ...store.readable,
 *     increment: () => store.patch({ count: store.get().count + 1 }),
 *   };
 * }
 * ```
 */
export function createWidgetStore<TState>(
  initialState: TState,
  options: WidgetStoreOptions = {},
): WidgetStoreHandle<TState> {
  const api = createStore<TState>()(() => initialState);
  let watchers = 0;

  const subscribe: StoreApi<TState>["subscribe"] = (listener) => {
    const unsubscribe = api.subscribe(listener);
    watchers += 1;
    if (watchers === 1) options.onWatchedChange?.(true);
    let subscribed = true;
    return () => {
      // A second call must not count the listener out twice.
      if (!subscribed) return;
      subscribed = false;
      unsubscribe();
      watchers -= 1;
      if (watchers === 0) options.onWatchedChange?.(false);
    };
  };

  return {
    readable: {
      getState: api.getState,
      getInitialState: api.getInitialState,
      subscribe,
      getSnapshot: api.getState,
    },
    get: api.getState,
    // zustand itself tells listeners only when the new state is another object.
    set: (next) => api.setState(next, true),
    patch(change) {
      const state = api.getState();
      const changed = (Object.keys(change) as (keyof TState)[]).some(
        (key) => !Object.is(change[key], state[key]),
      );
      if (changed) api.setState({ ...state, ...change }, true);
      return changed;
    },
    watched: () => watchers > 0,
  };
}
