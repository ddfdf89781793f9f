import { browserStorage, storedValue, type WebStorage } from "../../shared/stored-value.js";
import { createWidgetStore, type WidgetStore } from "../../shared/widget-store.js";

/**
 * What can open the lead-capture prompt: ten seconds on the page, scrolling past 70 % of
 * it, or the pointer leaving through the top of the window after half the page was read.
 * Each is its own prompt type: closing one keeps only that one from coming back.
 *
 * @example
 * ```ts
 * const prompt: PromptType = "exit-intent";
 * ```
 */
export type PromptType = "time" | "scroll" | "exit-intent";

/**
 * The rules' numbers, in one place.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(CONVERSION_RULES.timeTriggerMs);
 * ```
 */
export const CONVERSION_RULES = {
  /** The time prompt opens this long after the page started. */
  timeTriggerMs: 10_000,
  /** The scroll prompt opens once scrolled past this share of the page. */
  scrollTriggerDepth: 0.7,
  /** Exit intent only counts once this share of the page was scrolled. */
  exitIntentMinDepth: 0.5,
  /** At least this long between one prompt and the next. */
  cooldownMs: 5000,
  /** The sticky bar shows once scrolled past this share of the viewport's height. */
  stickyBarViewportShare: 0.8,
  /** Stored dismissals are forgotten this long after they were last written. */
  stateTtlMs: 30 * 60 * 1000,
} as const;

/**
 * The `localStorage` key the coordinator keeps its state under.
 *
 * @example
 * ```ts
 * localStorage.removeItem(CONVERSION_STORAGE_KEY); // show every prompt again
 * ```
 */
export const CONVERSION_STORAGE_KEY = "ringline:conversion";

/**
 * What is kept between page loads (for 30 minutes).
 *
 * @example
 * ```ts
 * const stored: StoredConversionState = {
 *   dismissedPrompts: ["time"],
 *   stickyBarDismissed: false,
 *   timestamp: Date.now(),
 * };
 * ```
 */
export interface StoredConversionState {
  dismissedPrompts: PromptType[];
  stickyBarDismissed: boolean;
  /** Milliseconds since the epoch of the last change. */
  timestamp: number;
}

/**
 * A snapshot of the coordinator.
 *
 * @example
 * ```ts
 * const { activePrompt, stickyBarVisible } = coordinator.getSnapshot();
 * ```
 */
export interface ConversionState {
  /** The prompt on screen, if any. */
  readonly activePrompt: PromptType | undefined;
  readonly stickyBarVisible: boolean;
  readonly dismissedPrompts: readonly PromptType[];
  readonly stickyBarDismissed: boolean;
  readonly signedIn: boolean;
}

/**
 * Where the visitor is on the page, as the browser reports it.
 *
 * @example
 * ```ts
 * coordinator.updateScroll({ scrollY: 900, viewportHeight: 800, pageHeight: 3000 });
 * ```
 */
export interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
}

/**
 * The part of `localStorage` the coordinator uses.
 *
 * @example
 * ```ts
 * const memory = new Map<string, string>();
 * const storage: ConversionStorage = {
 *   getItem: (key) => memory.get(key) ?? null,
 *   setItem: (key, value) => void memory.set(key, value),
 *   removeItem: (key) => void memory.delete(key),
 * };
 * ```
 */
export type ConversionStorage = WebStorage;

/**
 * Options of {@link createConversionCoordinator}.
 *
 * @example
 * ```ts
 * createConversionCoordinator({ signedIn: session !== null });
 * ```
 */
export interface ConversionCoordinatorOptions {
  /** Signed-in visitors never see a prompt or the sticky bar. Default false. */
  signedIn?: boolean | undefined;
  /** Default `globalThis.localStorage` when there is one. */
  storage?: ConversionStorage | undefined;
  /** Clock in milliseconds. Default `Date.now`. */
  now?: (() => number) | undefined;
  /** Called when a prompt opens. */
  onPromptShown?: ((prompt: PromptType) => void) | undefined;
  /**
   * When the visit to the page began, in the clock's milliseconds: the time prompt opens
   * 10 s after it, even when the coordinator is loaded later. Default: when it starts.
   */
  startedAt?: number | undefined;
  /**
   * Whether another dialog holds the visitor (the chat is open, a form is being filled):
   * no prompt opens over it; a time prompt due then is not shown. Default: never.
   */
  otherDialogOpen?: (() => boolean) | undefined;
  /**
   * Whether the visitor is in the middle of something a prompt must not interrupt: a live
   * voice demo call, checkout, a form with typed input. No prompt opens then; a time prompt
   * due then is not shown. Default: never.
   */
  visitorBusy?: (() => boolean) | undefined;
}

/**
 * Whether a dialog other than the coordinator's own prompt is on the page: the chat panel,
 * a contact form, the demo call. A prompt never opens over one.
 *
 * @example
 * ```ts
 * createConversionCoordinator({ otherDialogOpen: () => dialogOnPage(document) });
 * ```
 */
export function dialogOnPage(document: Pick<Document, "querySelector">): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

const CHECKOUT_PATH = /^\/(?:checkout|upgrade-checkout|order)(?:\/|$)/;

function fieldChanged(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    // Hidden inputs and buttons keep value and default equal (their value mode is "default").
    if (field.type === "checkbox" || field.type === "radio") {
      return field.checked !== field.defaultChecked;
    }
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return false;
}

/**
 * Whether the visitor is busy on the page: checking out (a checkout page, or an element
 * marked `data-checkout`), or filling in a form (a field inside a `<form>` holds typed
 * input). A prompt never interrupts either.
 *
 * @example
 * ```ts
 * createConversionCoordinator({ visitorBusy: () => demoActive || visitorBusyOnPage(document) });
 * ```
 */
export function visitorBusyOnPage(document: Document): boolean {
  if (CHECKOUT_PATH.test(document.location?.pathname ?? "")) return true;
  if (document.querySelector("[data-checkout]") !== null) return true;
  for (const field of document.querySelectorAll("form input, form textarea, form select")) {
    if (fieldChanged(field)) return true;
  }
  return false;
}

/**
 * The framework-free rules of the conversion prompts and the sticky bar. A prompt opens
 * only when none is on screen, its type was not closed before and 5 s passed since the
 * last prompt opened or closed; never over another dialog (the chat), never while the
 * visitor is busy (a demo call, checkout, a form being filled) and never for
 * signed-in visitors. Dismissals are stored and
 * forgotten after 30 minutes. `useConversionCoordinator` feeds it the page's scroll,
 * pointer and time.
 *
 * @example
 * ```ts
 * const coordinator = createConversionCoordinator();
 * const stop = coordinator.start();
 * coordinator.updateScroll({ scrollY: 2200, viewportHeight: 800, pageHeight: 3000 });
 * coordinator.getSnapshot().activePrompt; // "scroll"
 * coordinator.closePrompt();
 * stop();
 * ```
 */
export interface ConversionCoordinator extends WidgetStore<ConversionState> {
  /** Starts the time trigger (10 s after `startedAt`); returns a function that stops it. */
  start(): () => void;
  updateScroll(position: ScrollPosition): void;
  /** The pointer left the window; `clientY` at or above 0 is the top edge. */
  pointerLeft(event: { clientY: number }): void;
  /** Opens a prompt if the rules allow it; returns whether it opened. */
  requestPrompt(prompt: PromptType): boolean;
  /** Closes the open prompt and marks its type dismissed. */
  closePrompt(): void;
  /** Hides the sticky bar for good (for 30 minutes across pages). */
  dismissStickyBar(): void;
  setSignedIn(signedIn: boolean): void;
}

const PROMPT_TYPES: readonly PromptType[] = ["time", "scroll", "exit-intent"];

function isPromptType(value: unknown): value is PromptType {
  return PROMPT_TYPES.includes(value as PromptType);
}

/**
 * Reads the stored state; undefined when missing, malformed or older than 30 minutes.
 *
 * @example
 * ```ts
 * readStoredState(localStorage, Date.now())?.dismissedPrompts;
 * ```
 */
export function readStoredState(
  storage: ConversionStorage | undefined,
  now: number,
): StoredConversionState | undefined {
  return storedState(storage, now).read();
}

function storedState(storage: ConversionStorage | undefined, now: number) {
  return storedValue(storage, CONVERSION_STORAGE_KEY, (value) => parseStoredState(value, now));
}

function parseStoredState(parsed: unknown, now: number): StoredConversionState | undefined {
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { dismissedPrompts, stickyBarDismissed, timestamp } = parsed as Record<string, unknown>;
  if (typeof timestamp !== "number" || now - timestamp > CONVERSION_RULES.stateTtlMs) {
    return undefined;
  }
  return {
    dismissedPrompts: Array.isArray(dismissedPrompts) ? dismissedPrompts.filter(isPromptType) : [],
    stickyBarDismissed: stickyBarDismissed === true,
    timestamp,
  };
}

function scrollDepth({ scrollY, viewportHeight, pageHeight }: ScrollPosition): number {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, scrollY / scrollable)) : 0;
}

/**
 * Creates the conversion coordinator.
 *
 * @example
 * ```ts
 * const coordinator = createConversionCoordinator({ signedIn: false });
 * coordinator.subscribe(() => render(coordinator.getSnapshot()));
 * ```
 */
export function createConversionCoordinator(
  options: ConversionCoordinatorOptions = {},
): ConversionCoordinator {
  const now = options.now ?? Date.now;
  const stored = storedState(options.storage ?? browserStorage("localStorage"), now());
  const restored = stored.read();
  let storedAt = restored?.timestamp;
  let lastPromptAt: number | undefined;
  let maxDepth = 0;
  let beyondStickyThreshold = false;
  const store = createWidgetStore<ConversionState>({
    activePrompt: undefined,
    stickyBarVisible: false,
    dismissedPrompts: restored?.dismissedPrompts ?? [],
    stickyBarDismissed: restored?.stickyBarDismissed ?? false,
    signedIn: options.signedIn ?? false,
  });

  /** Applies a change; the sticky bar's visibility follows from the rest. */
  function setState(change: Partial<ConversionState>): void {
    const next = { ...store.get(), ...change };
    const stickyBarVisible = !next.signedIn && !next.stickyBarDismissed && beyondStickyThreshold;
    store.patch({ ...change, stickyBarVisible });
  }

  function persist(): void {
    storedAt = now();
    const { dismissedPrompts, stickyBarDismissed } = store.get();
    stored.write({
      dismissedPrompts: [...dismissedPrompts],
      stickyBarDismissed,
      timestamp: storedAt,
    });
  }

  /** Forgets dismissals written more than 30 minutes ago, also during a long visit. */
  function expireIfStale(): void {
    if (storedAt === undefined || now() - storedAt <= CONVERSION_RULES.stateTtlMs) return;
    storedAt = undefined;
    stored.write(undefined);
    setState({ dismissedPrompts: [], stickyBarDismissed: false });
  }

  function requestPrompt(prompt: PromptType): boolean {
    expireIfStale();
    const state = store.get();
    if (state.signedIn || state.activePrompt !== undefined) return false;
    if (options.otherDialogOpen?.() || options.visitorBusy?.()) return false;
    if (state.dismissedPrompts.includes(prompt)) return false;
    if (lastPromptAt !== undefined && now() - lastPromptAt < CONVERSION_RULES.cooldownMs) {
      return false;
    }
    lastPromptAt = now();
    setState({ activePrompt: prompt });
    options.onPromptShown?.(prompt);
    return true;
  }

  return {
    ...store.readable,
    start() {
      const due = (options.startedAt ?? now()) + CONVERSION_RULES.timeTriggerMs;
      const timer = setTimeout(() => requestPrompt("time"), Math.max(0, due - now()));
      return () => clearTimeout(timer);
    },
    updateScroll(position) {
      const depth = scrollDepth(position);
      maxDepth = Math.max(maxDepth, depth);
      beyondStickyThreshold =
        position.scrollY > position.viewportHeight * CONVERSION_RULES.stickyBarViewportShare;
      expireIfStale();
      setState({});
      if (depth > CONVERSION_RULES.scrollTriggerDepth) requestPrompt("scroll");
    },
    pointerLeft({ clientY }) {
      if (clientY > 0 || maxDepth < CONVERSION_RULES.exitIntentMinDepth) return;
      requestPrompt("exit-intent");
    },
    requestPrompt,
    closePrompt() {
      const { activePrompt: prompt, dismissedPrompts: dismissed } = store.get();
      if (prompt === undefined) return;
      lastPromptAt = now();
      const dismissedPrompts = dismissed.includes(prompt) ? dismissed : [...dismissed, prompt];
      setState({ activePrompt: undefined, dismissedPrompts });
      persist();
    },
    dismissStickyBar() {
      if (store.get().stickyBarDismissed) return;
      setState({ stickyBarDismissed: true });
      persist();
    },
    setSignedIn(signedIn) {
      setState(signedIn ? { signedIn, activePrompt: undefined } : { signedIn });
    },
  };
}

/**
 * Feeds a coordinator the window's scroll position and the pointer leaving the page, and
 * starts its time trigger. Returns a function that stops all of it.
 *
 * @example
 * ```ts
 * const disconnect = connectConversionCoordinator(coordinator, window);
 * // later
 * disconnect();
 * ```
 */
export function connectConversionCoordinator(
  coordinator: ConversionCoordinator,
  view: Window,
): () => void {
  const document = view.document;
  function readScroll(): void {
    coordinator.updateScroll({
      scrollY: view.scrollY,
      viewportHeight: view.innerHeight,
      pageHeight: document.documentElement.scrollHeight,
    });
  }
  function onMouseOut(event: MouseEvent): void {
    // Moving between elements also fires mouseout; leaving the window has no next element.
    if (event.relatedTarget === null) coordinator.pointerLeft({ clientY: event.clientY });
  }
  view.addEventListener("scroll", readScroll, { passive: true });
  document.addEventListener("mouseout", onMouseOut);
  const stop = coordinator.start();
  readScroll();
  return () => {
    stop();
    view.removeEventListener("scroll", readScroll);
    document.removeEventListener("mouseout", onMouseOut);
  };
}
