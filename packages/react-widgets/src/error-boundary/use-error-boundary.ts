import type { ApiClient } from "@ringline/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import {
  createErrorRecovery,
  type ErrorBoundaryLevel,
  type ErrorRecovery,
  type ErrorRecoveryState,
  MAX_RETRY_ATTEMPTS,
  type ReportClientError,
} from "./error-recovery.js";

/**
 * The analytics events of the error boundaries and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ErrorBoundaryEvents> = (name, properties) =>
 *   console.log(name, properties.level);
 * ```
 */
export type ErrorBoundaryEvents = {
  /** A fallback replaced the children. */
  error_boundary_shown: { level: ErrorBoundaryLevel; errorId: string; recoverable: boolean };
  /** The children were rendered again, by the visitor or automatically. */
  error_boundary_retried: { level: ErrorBoundaryLevel; attempt: number; automatic: boolean };
};

/**
 * Options of {@link useErrorBoundary}.
 *
 * @example
 * ```ts
 * const options: UseErrorBoundaryOptions = { level: "page", report: api.reportClientError };
 * ```
 */
export interface UseErrorBoundaryOptions {
  level: ErrorBoundaryLevel;
  /**
   * Sends each caught error to the client-error endpoint. Default: `createApiClient()`
   * for the same origin, made on the first error.
   */
  report?: ReportClientError | undefined;
  /** Names the wrapped part in reports, e.g. `"Dashboard"`. */
  component?: string | undefined;
  onEvent?: AnalyticsHandler<ErrorBoundaryEvents> | undefined;
  /** When any of these change (e.g. the route), the error and the attempts are forgotten. */
  resetKeys?: readonly unknown[] | undefined;
  /** Replaces `location.reload()` for 'Reload Application' and 'Refresh Page'. */
  onReload?: (() => void) | undefined;
}

/**
 * Whether copying the error id worked, for the live region next to it.
 *
 * @example
 * ```ts
 * const label = copyStatus === "copied" ? texts.copied : "";
 * ```
 */
export type CopyStatus = "idle" | "copied" | "failed";

/**
 * What {@link useErrorBoundary} gives the markup.
 *
 * @example
 * ```tsx
 * const boundary = useErrorBoundary({ level: "page" });
 * boundary.state.status; // "idle" | "failed" | "recovering"
 * ```
 */
export interface UseErrorBoundaryResult {
  state: ErrorRecoveryState;
  recovery: ErrorRecovery;
  /** Give to the catching component: records, reports and announces the error. */
  onError: (error: unknown, componentStack?: string | null) => void;
  retry: () => void;
  reload: () => void;
  /** Page-level retries left out of {@link MAX_RETRY_ATTEMPTS}. */
  attemptsLeft: number;
  copyErrorId: () => Promise<void>;
  copyStatus: CopyStatus;
}

function reloadPage(): void {
  globalThis.location?.reload();
}

function keysChanged(previous: readonly unknown[], next: readonly unknown[]): boolean {
  return (
    previous.length !== next.length || previous.some((key, index) => !Object.is(key, next[index]))
  );
}

const NO_KEYS: readonly unknown[] = [];

/**
 * An error boundary's behaviour for React, without markup: the recovery store (errors,
 * reports, automatic retries, attempts), reload, copying the error id and analytics.
 *
 * @example
 * ```tsx
 * function MyFallback() {
 *   const boundary = useErrorBoundary({ level: "component" });
 *   return boundary.state.status === "idle" ? null : (
 *     <button type="button" onClick={boundary.retry}>Retry</button>
 *   );
 * }
 * ```
 */
export function useErrorBoundary(options: UseErrorBoundaryOptions): UseErrorBoundaryResult {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });

  const defaultClient = useRef<Promise<Pick<ApiClient, "reportClientError">> | undefined>(
    undefined,
  );
  const [recovery] = useState(() =>
    createErrorRecovery({
      level: options.level,
      component: options.component,
      report: (report) => {
        const deliver = latest.current.report;
        if (deliver) return deliver(report);
        // Loaded on the first error only: pages that never fail do not pay for the client.
        defaultClient.current ??= import("@ringline/api-client").then((api) =>
          api.createApiClient(),
        );
        return defaultClient.current.then((client) => client.reportClientError(report));
      },
      onRetry: ({ attempt, automatic }) =>
        emitAnalyticsEvent(latest.current.onEvent, "error_boundary_retried", {
          level: latest.current.level,
          attempt,
          automatic,
        }),
    }),
  );
  const state = useStore(recovery);
  const [copyStatus, setCopyStatus] = useState<CopyStatus>("idle");

  useEffect(() => () => recovery.dispose(), [recovery]);

  const resetKeys = options.resetKeys ?? NO_KEYS;
  const previousKeys = useRef(resetKeys);
  useEffect(() => {
    if (!keysChanged(previousKeys.current, resetKeys)) return;
    previousKeys.current = resetKeys;
    const { status, attempts } = recovery.getSnapshot();
    if (status !== "idle" || attempts > 0) recovery.reset();
  });

  const onError = useCallback(
    (error: unknown, componentStack?: string | null) => {
      recovery.capture(error, componentStack);
      setCopyStatus("idle");
      const { errorId, recoverable } = recovery.getSnapshot();
      if (errorId === undefined) return;
      emitAnalyticsEvent(latest.current.onEvent, "error_boundary_shown", {
        level: latest.current.level,
        errorId,
        recoverable,
      });
    },
    [recovery],
  );

  const reload = useCallback(() => (latest.current.onReload ?? reloadPage)(), []);

  const copyErrorId = useCallback(async () => {
    const { errorId } = recovery.getSnapshot();
    const clipboard = (globalThis.navigator as Navigator | undefined)?.clipboard;
    if (errorId === undefined) return;
    try {
      if (!clipboard) throw new Error("No clipboard");
      await clipboard.writeText(errorId);
      setCopyStatus("copied");
    } catch {
      setCopyStatus("failed");
    }
  }, [recovery]);

  return {
    state,
    recovery,
    onError,
    retry: recovery.retry,
    reload,
    attemptsLeft: Math.max(0, MAX_RETRY_ATTEMPTS - state.attempts),
    copyErrorId,
    copyStatus,
  };
}
