import type { TClientErrorReport, TClientErrorReportInput } from "@ringline/api-client";
import { CLIENT_ERROR_LIMITS } from "@ringline/api-client/core";
import { isApiError } from "../shared/api-error.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * Where a boundary sits, which decides its fallback, its retry rules and the severity of
 * its reports: `critical` wraps the whole application, `page` one route, `dashboard` the
 * signed-in dashboard, `component` one section of a page.
 *
 * @example
 * ```tsx
 * <ErrorBoundary level="page"><PricingPage /></ErrorBoundary>
 * ```
 */
export type ErrorBoundaryLevel = "critical" | "page" | "dashboard" | "component";

/**
 * How each level reports to the client-error endpoint: the contract's boundary kind and
 * the severity. The whole application failing is critical, a page high, a dashboard
 * section medium, one component low.
 *
 * @example
 * ```ts
 * ERROR_BOUNDARY_REPORTING.component; // { boundary: "component", severity: "low" }
 * ```
 */
export const ERROR_BOUNDARY_REPORTING = {
  critical: { boundary: "app", severity: "critical" },
  page: { boundary: "page", severity: "high" },
  dashboard: { boundary: "section", severity: "medium" },
  component: { boundary: "component", severity: "low" },
} as const satisfies Record<
  ErrorBoundaryLevel,
  { boundary: TClientErrorReport["boundary"]; severity: TClientErrorReport["severity"] }
>;

/**
 * How many times a boundary retries in total (automatic and, on a page, by hand).
 *
 * @example
 * ```ts
 * const attemptsLeft = MAX_RETRY_ATTEMPTS - snapshot.attempts;
 * ```
 */
export const MAX_RETRY_ATTEMPTS = 3;

/**
 * Milliseconds before a recoverable error (chunk load, property of undefined, network)
 * is retried automatically.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(RECOVERABLE_RETRY_DELAY_MS);
 * ```
 */
export const RECOVERABLE_RETRY_DELAY_MS = 3000;

/**
 * Milliseconds between the dashboard's automatic retries.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(DASHBOARD_RETRY_DELAY_MS);
 * ```
 */
export const DASHBOARD_RETRY_DELAY_MS = 2000;

/**
 * How many automatic retries the dashboard makes for any error.
 *
 * @example
 * ```ts
 * for (let retry = 0; retry < DASHBOARD_AUTO_RETRIES; retry += 1) vi.advanceTimersByTime(2000);
 * ```
 */
export const DASHBOARD_AUTO_RETRIES = 2;

/**
 * Sends a report to the client-error endpoint (`POST /api/error-monitoring/client-error`).
 * `createApiClient().reportClientError` fits; when the answer carries the error group's
 * `errorId`, the boundary sends it along with the next report of the same boundary.
 *
 * @example
 * ```tsx
 * const api = createApiClient();
 * <ErrorBoundary level="critical" report={api.reportClientError}><App /></ErrorBoundary>
 * ```
 */
export type ReportClientError = (report: TClientErrorReportInput) => unknown;

const CHUNK_LOAD =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const PROPERTY_OF_UNDEFINED =
  /Cannot read propert(y|ies) .*of undefined|undefined is not an object|reading '[^']*'\) of undefined/i;
const NETWORK = /NetworkError|Failed to fetch|Network request failed|network error|Load failed/i;

/**
 * Whether an error is of a kind a retry usually fixes: a chunk that failed to load (a
 * deploy happened, the connection dropped), a read of a property of `undefined` (data not
 * there yet) or a network failure.
 *
 * @example
 * ```ts
 * isRecoverableError(new TypeError("Failed to fetch")); // true
 * isRecoverableError(new RangeError("Invalid time value")); // false
 * ```
 */
export function isRecoverableError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) {
    return typeof error === "string" && isRecoverableText(error);
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = `${typeof name === "string" ? name : ""}: ${typeof message === "string" ? message : ""}`;
  return isRecoverableText(text);
}

function isRecoverableText(text: string): boolean {
  return CHUNK_LOAD.test(text) || PROPERTY_OF_UNDEFINED.test(text) || NETWORK.test(text);
}

/**
 * A boundary's state: `idle` while its children render, `failed` while its fallback
 * shows, `recovering` while an automatic retry is scheduled.
 *
 * @example
 * ```ts
 * if (snapshot.status === "recovering") announce("Recovering...");
 * ```
 */
export interface ErrorRecoveryState {
  readonly status: "idle" | "failed" | "recovering";
  readonly error: unknown;
  /**
   * The reference of the current error shown to the visitor (also sent as
   * `metadata.reference`); undefined while idle.
   */
  readonly errorId: string | undefined;
  /** Retries made since the last reset, automatic and by hand. */
  readonly attempts: number;
  /** Automatic retries made since the last reset. */
  readonly automaticRetries: number;
  readonly recoverable: boolean;
  /** Changes on every retry; the boundary remounts its children when it changes. */
  readonly generation: number;
}

/**
 * Options of {@link createErrorRecovery}.
 *
 * @example
 * ```ts
 * const recovery = createErrorRecovery({ level: "dashboard", report: api.reportClientError });
 * ```
 */
export interface ErrorRecoveryOptions {
  level: ErrorBoundaryLevel;
  /** Names the wrapped part in reports, e.g. `"Dashboard"`. */
  component?: string | undefined;
  report?: ReportClientError | undefined;
  /** Called after each retry, automatic or by hand. */
  onRetry?: ((retry: { attempt: number; automatic: boolean }) => void) | undefined;
  /** Clock, for tests. Default `() => new Date()`. */
  now?: (() => Date) | undefined;
}

/**
 * The framework-free side of an error boundary: captures errors, reports each one,
 * schedules the automatic retries its level allows and counts attempts. `ErrorBoundary`
 * binds it to React.
 *
 * @example
 * ```ts
 * const recovery = createErrorRecovery({ level: "page" });
 * recovery.subscribe(() => console.log(recovery.getSnapshot().status));
 * recovery.capture(new Error("boom"));
 * recovery.retry();
 * ```
 */
export interface ErrorRecovery extends WidgetStore<ErrorRecoveryState> {
  /** Records an error thrown by the children, reports it and schedules a retry if allowed. */
  capture(error: unknown, componentStack?: string | null): void;
  /** Renders the children again. Ignored while idle. */
  retry(): void;
  /** Forgets the error and the attempts, e.g. after navigating elsewhere. */
  reset(): void;
  /** Cancels a scheduled retry. */
  dispose(): void;
}

const IDLE: ErrorRecoveryState = {
  status: "idle",
  error: undefined,
  errorId: undefined,
  attempts: 0,
  automaticRetries: 0,
  recoverable: false,
  generation: 0,
};

/**
 * The delay before the next automatic retry, or undefined when none is due. The
 * dashboard retries any error twice, 2 s apart; a recoverable error is retried after
 * 3 s at any level; never more than {@link MAX_RETRY_ATTEMPTS} retries in all, so an
 * error that keeps coming back cannot loop.
 *
 * @example
 * ```ts
 * automaticRetryDelay("dashboard", { attempts: 0, automaticRetries: 0, recoverable: false }); // 2000
 * ```
 */
export function automaticRetryDelay(
  level: ErrorBoundaryLevel,
  state: Pick<ErrorRecoveryState, "attempts" | "automaticRetries" | "recoverable">,
): number | undefined {
  if (state.attempts >= MAX_RETRY_ATTEMPTS) return undefined;
  if (level === "dashboard" && state.automaticRetries < DASHBOARD_AUTO_RETRIES) {
    return DASHBOARD_RETRY_DELAY_MS;
  }
  return state.recoverable ? RECOVERABLE_RETRY_DELAY_MS : undefined;
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A reference the visitor can quote, in the format of the API's support references
 * (`ERR-{code}-{yyyymmdd}-{random}`). Written here rather than imported: any runtime import
 * of the API client would put the whole client into every page that has a boundary.
 */
function createErrorReference(code: string, at: Date): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  let random = "";
  for (const byte of bytes) random += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `ERR-${code}-${at.toISOString().slice(0, 10).replaceAll("-", "")}-${random}`;
}

function truncate(text: string, length: number): string {
  return text.length > length ? text.slice(0, length) : text;
}

function describeError(error: unknown): { message: string; stack?: string; errorCode?: string } {
  const described: { message: string; stack?: string; errorCode?: string } = { message: "" };
  if (error instanceof Error) {
    described.message = error.message.trim() === "" ? error.name : error.message;
    if (error.stack) described.stack = truncate(error.stack, CLIENT_ERROR_LIMITS.stack);
  } else {
    described.message = typeof error === "string" ? error : String(error);
  }
  if (described.message.trim() === "") described.message = "Unknown error";
  described.message = truncate(described.message, CLIENT_ERROR_LIMITS.message);
  // An API failure that reached a render keeps its catalogue code.
  if (isApiError(error) && typeof error.code === "string") {
    described.errorCode = truncate(error.code, CLIENT_ERROR_LIMITS.errorCode);
  }
  return described;
}

function errorIdOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { errorId } = answer as { errorId?: unknown };
  return typeof errorId === "string" ? errorId : undefined;
}

/**
 * Creates the recovery store of one boundary.
 *
 * @example
 * ```ts
 * const recovery = createErrorRecovery({ level: "component", report: (r) => api.reportClientError(r) });
 * ```
 */
export function createErrorRecovery(options: ErrorRecoveryOptions): ErrorRecovery {
  const now = options.now ?? (() => new Date());
  const store = createWidgetStore(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancelTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  // The id the server gave this boundary's error group, sent with later reports.
  let serverErrorId: string | undefined;

  function send(report: TClientErrorReportInput): void {
    const { report: deliver } = options;
    if (!deliver) return;
    // Reporting must never break the fallback: a failed report is dropped quietly.
    try {
      const answer = deliver(report);
      if (answer instanceof Promise) {
        answer.then(
          (value: unknown) => {
            serverErrorId = errorIdOf(value) ?? serverErrorId;
          },
          () => {},
        );
      }
    } catch {}
  }

  function rerender(automatic: boolean): void {
    cancelTimer();
    const state = store.get();
    const attempt = state.attempts + 1;
    store.set({
      ...state,
      status: "idle",
      attempts: attempt,
      automaticRetries: state.automaticRetries + (automatic ? 1 : 0),
      generation: state.generation + 1,
    });
    options.onRetry?.({ attempt, automatic });
  }

  return {
    ...store.readable,
    capture(error, componentStack) {
      cancelTimer();
      const state = store.get();
      const level = options.level;
      const at = now();
      const reference = createErrorReference(`CLIENT_${level.toUpperCase()}`, at);
      const recoverable = isRecoverableError(error);
      const delay = automaticRetryDelay(level, { ...state, recoverable });
      store.set({
        ...state,
        status: delay === undefined ? "failed" : "recovering",
        error,
        errorId: reference,
        recoverable,
      });
      const location = globalThis.location as Location | undefined;
      const navigator = globalThis.navigator as Navigator | undefined;
      send({
        ...describeError(error),
        ...(componentStack ? { componentStack: truncate(componentStack, 20_000) } : {}),
        ...(options.component ? { component: options.component } : {}),
        ...ERROR_BOUNDARY_REPORTING[level],
        url: truncate(location?.href ?? "", 2048),
        userAgent: truncate(navigator?.userAgent ?? "", 512),
        ...(serverErrorId ? { errorId: serverErrorId } : {}),
        occurredAt: at.toISOString(),
        metadata: { reference, level, recoverable, attempt: state.attempts },
      });
      if (delay !== undefined) timer = setTimeout(() => rerender(true), delay);
    },
    retry() {
      if (store.get().status === "idle") return;
      rerender(false);
    },
    reset() {
      cancelTimer();
      store.set({ ...IDLE, generation: store.get().generation + 1 });
    },
    dispose: cancelTimer,
  };
}
