import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * How a toast looks and how urgently it is announced: `error` toasts are assertive
 * (`role="alert"`), the others polite.
 *
 * @example
 * ```ts
 * const variant: ToastVariant = "success";
 * ```
 */
export type ToastVariant = "default" | "success" | "error" | "warning" | "info";

/**
 * What to show in a new toast.
 *
 * @example
 * ```ts
 * toast({ title: "Saved", description: "Your changes are live.", variant: "success" });
 * ```
 */
export interface ToastOptions {
  title: string;
  description?: string | undefined;
  /** Default `"default"`. */
  variant?: ToastVariant | undefined;
  /**
   * Milliseconds before it dismisses itself (default: the store's, 3000). `0` or `Infinity`
   * keeps it until it is dismissed.
   */
  duration?: number | undefined;
  /** Reusing the id of a shown toast replaces that toast. */
  id?: string | undefined;
}

/**
 * A toast as the store holds it. Snapshots are immutable: a change makes a new object.
 *
 * @example
 * ```ts
 * const [latest] = store.getSnapshot();
 * const progress = latest ? latest.remaining / latest.duration : 0;
 * ```
 */
export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly description: string | undefined;
  readonly variant: ToastVariant;
  /** Milliseconds it is shown for in total; `Infinity` when it stays until dismissed. */
  readonly duration: number;
  /** Milliseconds left, updated every {@link TOAST_PROGRESS_INTERVAL_MS} while counting down. */
  readonly remaining: number;
  /** True while the countdown is held, e.g. while the pointer is over the toast. */
  readonly paused: boolean;
}

/**
 * Options of {@link createToastStore}.
 *
 * @example
 * ```ts
 * const store = createToastStore({ duration: 5000 });
 * ```
 */
export interface ToastStoreOptions {
  /** Default display time in milliseconds. Default {@link TOAST_DURATION_MS}. */
  duration?: number | undefined;
  /** Clock in milliseconds, for tests. Default `Date.now`. */
  now?: (() => number) | undefined;
}

/**
 * A framework-free list of toasts, a zustand store: React reads it with zustand's
 * `useStore`; anything else can subscribe. Countdowns only run while someone is subscribed,
 * so a toast raised before a `<Toaster>` mounts is still seen for its full duration.
 *
 * @example
 * ```ts
 * const store = createToastStore();
 * const unsubscribe = store.subscribe(() => console.log(store.getSnapshot()));
 * const id = store.toast({ title: "Copied" });
 * store.dismiss(id);
 * unsubscribe();
 * ```
 */
export interface ToastStore extends WidgetStore<readonly Toast[]> {
  /** The shown toasts, oldest first. The same array until something changes. */
  getSnapshot(): readonly Toast[];
  /** Shows a toast and returns its id. */
  toast(options: ToastOptions): string;
  /** Removes a toast; unknown ids are ignored. */
  dismiss(id: string): void;
  /** Holds a toast's countdown (e.g. while hovered or focused). */
  pause(id: string): void;
  /** Lets a held countdown continue from where it stopped. */
  resume(id: string): void;
}

/**
 * How long a toast is shown by default, in milliseconds.
 *
 * @example
 * ```ts
 * createToastStore({ duration: TOAST_DURATION_MS * 2 });
 * ```
 */
export const TOAST_DURATION_MS = 3000;

/**
 * How often, in milliseconds, a counting-down toast's `remaining` (its progress bar) is
 * refreshed.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(TOAST_PROGRESS_INTERVAL_MS);
 * ```
 */
export const TOAST_PROGRESS_INTERVAL_MS = 50;

interface Countdown {
  /** Milliseconds left when the countdown last stopped (or was created). */
  remaining: number;
  /** Clock time the countdown last started; undefined while stopped. */
  startedAt: number | undefined;
  timeout: ReturnType<typeof setTimeout> | undefined;
  paused: boolean;
}

/**
 * Creates a toast store. Most apps use the shared one through {@link toast}; create your
 * own to keep a widget's toasts apart or to test.
 *
 * @example
 * ```tsx
 * const store = createToastStore();
 * store.toast({ title: "Saved", variant: "success" });
 * <Toaster store={store} position="bottom-right" />
 * ```
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const defaultDuration = options.duration ?? TOAST_DURATION_MS;
  const now = options.now ?? Date.now;
  const countdowns = new Map<string, Countdown>();
  const store = createWidgetStore<readonly Toast[]>([], {
    onWatchedChange() {
      for (const [id, countdown] of countdowns) reconcile(id, countdown);
      reconcileProgressTimer();
    },
  });
  let progressTimer: ReturnType<typeof setInterval> | undefined;
  let createdCount = 0;

  function remainingOf(countdown: Countdown): number {
    if (countdown.startedAt === undefined) return countdown.remaining;
    return Math.max(0, countdown.remaining - (now() - countdown.startedAt));
  }

  /** Starts or stops one countdown to match who is watching and whether it is held. */
  function reconcile(id: string, countdown: Countdown): void {
    const shouldRun = store.watched() && !countdown.paused && Number.isFinite(countdown.remaining);
    if (shouldRun && countdown.startedAt === undefined) {
      countdown.startedAt = now();
      countdown.timeout = setTimeout(() => dismiss(id), countdown.remaining);
    } else if (!shouldRun && countdown.startedAt !== undefined) {
      countdown.remaining = remainingOf(countdown);
      countdown.startedAt = undefined;
      clearTimeout(countdown.timeout);
      countdown.timeout = undefined;
    }
  }

  function reconcileProgressTimer(): void {
    let running = false;
    for (const countdown of countdowns.values()) {
      if (countdown.startedAt !== undefined) running = true;
    }
    if (running && progressTimer === undefined) {
      progressTimer = setInterval(publish, TOAST_PROGRESS_INTERVAL_MS);
    } else if (!running && progressTimer !== undefined) {
      clearInterval(progressTimer);
      progressTimer = undefined;
    }
  }

  /** Recomputes every toast's countdown fields and tells the listeners when any moved. */
  function publish(): void {
    let changed = false;
    const next = store.get().map((item) => {
      const countdown = countdowns.get(item.id);
      if (!countdown) return item;
      const remaining = remainingOf(countdown);
      if (remaining === item.remaining && countdown.paused === item.paused) return item;
      changed = true;
      return { ...item, remaining, paused: countdown.paused };
    });
    if (changed) setToasts(next);
  }

  function setToasts(next: readonly Toast[]): void {
    reconcileProgressTimer();
    store.set(next);
  }

  function dismiss(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown) return;
    clearTimeout(countdown.timeout);
    countdowns.delete(id);
    setToasts(store.get().filter((item) => item.id !== id));
  }

  function setPaused(id: string, paused: boolean): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.paused === paused) return;
    countdown.paused = paused;
    reconcile(id, countdown);
    publish();
  }

  return {
    ...store.readable,
    toast(toastOptions) {
      createdCount += 1;
      const id = toastOptions.id ?? `rl-toast-${createdCount}`;
      const duration = toastOptions.duration ?? defaultDuration;
      const previous = countdowns.get(id);
      if (previous) clearTimeout(previous.timeout);
      const countdown: Countdown = {
        remaining: duration > 0 ? duration : Number.POSITIVE_INFINITY,
        startedAt: undefined,
        timeout: undefined,
        paused: false,
      };
      countdowns.set(id, countdown);
      reconcile(id, countdown);
      const item: Toast = {
        id,
        title: toastOptions.title,
        description: toastOptions.description,
        variant: toastOptions.variant ?? "default",
        duration: countdown.remaining,
        remaining: countdown.remaining,
        paused: false,
      };
      setToasts([...store.get().filter((existing) => existing.id !== id), item]);
      return id;
    },
    dismiss,
    pause: (id) => setPaused(id, true),
    resume: (id) => setPaused(id, false),
  };
}

let defaultStore: ToastStore | undefined;

/**
 * The store shared by {@link toast}, `<Toaster />` and the widgets when none is given.
 * Created on first use.
 *
 * @example
 * ```ts
 * const unsubscribe = getDefaultToastStore().subscribe(render);
 * ```
 */
export function getDefaultToastStore(): ToastStore {
  defaultStore ??= createToastStore();
  return defaultStore;
}

/**
 * Shows a toast through the shared store; render `<Toaster />` once to display them.
 *
 * @example
 * ```ts
 * toast({ title: "Copied", description: "The link is on your clipboard.", variant: "success" });
 * ```
 */
export function toast(options: ToastOptions): string {
  return getDefaultToastStore().toast(options);
}

/**
 * Removes a toast shown through {@link toast}.
 *
 * @example
 * ```ts
 * const id = toast({ title: "Uploading…", duration: Number.POSITIVE_INFINITY });
 * dismissToast(id);
 * ```
 */
export function dismissToast(id: string): void {
  getDefaultToastStore().dismiss(id);
}
