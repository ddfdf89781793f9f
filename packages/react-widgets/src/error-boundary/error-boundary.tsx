import {
  Component,
  type ErrorInfo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { errorBoundaryMessages } from "./error-boundary.messages.js";
import { errorBoundaryStyles } from "./error-boundary.styles.js";
import {
  type ErrorBoundaryLevel,
  MAX_RETRY_ATTEMPTS,
  type ReportClientError,
} from "./error-recovery.js";
import {
  type ErrorBoundaryEvents,
  type UseErrorBoundaryResult,
  useErrorBoundary,
} from "./use-error-boundary.js";

const ERROR_BOUNDARY_STYLE_SHEETS = [baseStyles, errorBoundaryStyles];

/**
 * Props of {@link ErrorBoundary}.
 *
 * @example
 * ```tsx
 * const props: ErrorBoundaryProps = { level: "dashboard", children: <Dashboard /> };
 * ```
 */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Which fallback and retry rules to use. Default `"component"`. */
  level?: ErrorBoundaryLevel | undefined;
  /**
   * Sends each caught error to the client-error endpoint with the level's severity.
   * Default: `createApiClient().reportClientError` for the same origin.
   */
  report?: ReportClientError | undefined;
  /** Names the wrapped part in reports, e.g. `"Dashboard"`. */
  component?: string | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<ErrorBoundaryEvents> | undefined;
  /** When any of these change (e.g. the route), the error and the attempts are forgotten. */
  resetKeys?: readonly unknown[] | undefined;
  /** Replaces `location.reload()` for 'Reload Application' and 'Refresh Page'. */
  onReload?: (() => void) | undefined;
  /** Where 'Go Home' leads. Default `"/"`. */
  homeHref?: string | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
}

interface ErrorCatcherProps {
  onError: (error: unknown, componentStack?: string | null) => void;
  fallback: ReactNode;
  children?: ReactNode;
}

// React only catches render errors in class components; this one does nothing else.
class ErrorCatcher extends Component<ErrorCatcherProps, { caught: boolean }> {
  override state = { caught: false };

  static getDerivedStateFromError(): { caught: boolean } {
    return { caught: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback : this.props.children;
  }
}

/**
 * Catches errors thrown while rendering its children and shows a fallback for its level,
 * reports each error to the client-error endpoint (through `report`) and retries:
 *
 * - `critical`: a full page with 'Reload Application', 'Go Home' and a copyable error id;
 * - `page`: 'Try Again' with the attempts left out of 3, and 'Go Home';
 * - `dashboard`: two automatic retries 2 s apart ('Recovering...'), then 'Try Again' and
 *   'Refresh Page';
 * - `component`: a banner with 'Retry' and 'Refresh Page'.
 *
 * At every level a recoverable error (a chunk that failed to load, a read of a property
 * of undefined, a network failure) is retried automatically after 3 s, never more than
 * 3 times in all.
 *
 * @example
 * ```tsx
 * import { createApiClient } from "@ringline/api-client";
 * import { ErrorBoundary } from "@ringline/react-widgets";
 *
 * const api = createApiClient({ baseUrl: "https://app.ringline.ai" });
 * <ErrorBoundary level="critical" report={api.reportClientError}>
 *   <App />
 * </ErrorBoundary>
 * ```
 */
export function ErrorBoundary({
  children,
  level = "component",
  report,
  component,
  onEvent,
  resetKeys,
  onReload,
  homeHref = "/",
  locale,
}: ErrorBoundaryProps) {
  const boundary = useErrorBoundary({
    level,
    report,
    component,
    onEvent,
    resetKeys,
    onReload,
  });
  return (
    <ErrorCatcher
      key={boundary.state.generation}
      onError={boundary.onError}
      fallback={
        <ErrorFallback level={level} boundary={boundary} homeHref={homeHref} locale={locale} />
      }
    >
      {children}
    </ErrorCatcher>
  );
}

function ErrorFallback({
  level,
  boundary,
  homeHref,
  locale,
}: {
  level: ErrorBoundaryLevel;
  boundary: UseErrorBoundaryResult;
  homeHref: string;
  locale: Locale | undefined;
}) {
  const texts = errorBoundaryMessages.forLocale(locale);
  const styleRef = useInjectedStyles(ERROR_BOUNDARY_STYLE_SHEETS);
  const titleId = useId();
  const hintId = useId();
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  const { state } = boundary;
  const recovering = state.status === "recovering";

  // The element that had focus was inside the children that just unmounted; give focus a
  // place in the fallback instead of leaving it on <body>.
  useEffect(() => {
    const active = focusTarget.current?.ownerDocument.activeElement;
    if (!active || active === active.ownerDocument.body) focusTarget.current?.focus();
  }, []);

  const status = (
    <p className="rl-error__status" role="status">
      {recovering ? texts.recovering : ""}
    </p>
  );
  const refreshButton = (
    <button type="button" className="rl-button rl-button--secondary" onClick={boundary.reload}>
      {texts.refreshPage}
    </button>
  );
  const homeLink = (
    <a className="rl-button rl-button--secondary" href={homeHref}>
      {texts.goHome}
    </a>
  );

  if (level === "component") {
    return (
      <div ref={styleRef} className="rl-root rl-error rl-error--component" data-level={level}>
        <p
          ref={setFocusTarget}
          className="rl-error__message"
          role="alert"
          tabIndex={-1}
          id={titleId}
        >
          {texts.componentMessage}
        </p>
        {status}
        <div className="rl-error__actions">
          <button type="button" className="rl-button rl-button--primary" onClick={boundary.retry}>
            {texts.retry}
          </button>
          {refreshButton}
        </div>
      </div>
    );
  }

  const Heading = level === "critical" ? "h1" : "h2";
  const content = {
    critical: { title: texts.criticalTitle, description: texts.criticalDescription },
    page: { title: texts.pageTitle, description: texts.pageDescription },
    dashboard: { title: texts.dashboardTitle, description: texts.dashboardDescription },
  }[level];

  return (
    <section
      ref={styleRef}
      className={`rl-root rl-error rl-error--${level}`}
      data-level={level}
      aria-labelledby={titleId}
    >
      <div className="rl-error__panel">
        <div role="alert">
          <Heading ref={setFocusTarget} id={titleId} className="rl-error__title" tabIndex={-1}>
            {content.title}
          </Heading>
          <p className="rl-error__description">{content.description}</p>
        </div>
        {status}
        {level === "critical" ? (
          <>
            <div className="rl-error__actions">
              <button
                type="button"
                className="rl-button rl-button--primary"
                onClick={boundary.reload}
              >
                {texts.reloadApplication}
              </button>
              {homeLink}
            </div>
            {state.errorId === undefined ? null : (
              <ErrorId
                errorId={state.errorId}
                label={texts.errorIdLabel}
                copyLabel={texts.copyErrorId}
                copyMessage={
                  boundary.copyStatus === "copied"
                    ? texts.copied
                    : boundary.copyStatus === "failed"
                      ? texts.copyFailed
                      : ""
                }
                onCopy={boundary.copyErrorId}
              />
            )}
          </>
        ) : level === "page" ? (
          <>
            <p className="rl-error__hint" id={hintId}>
              {boundary.attemptsLeft > 0
                ? formatMessage(texts.attemptsLeft, {
                    count: boundary.attemptsLeft,
                    max: MAX_RETRY_ATTEMPTS,
                  })
                : texts.noAttemptsLeft}
            </p>
            <div className="rl-error__actions">
              {boundary.attemptsLeft > 0 ? (
                <button
                  type="button"
                  className="rl-button rl-button--primary"
                  aria-describedby={hintId}
                  onClick={boundary.retry}
                >
                  {texts.tryAgain}
                </button>
              ) : null}
              {homeLink}
            </div>
          </>
        ) : (
          <div className="rl-error__actions">
            <button type="button" className="rl-button rl-button--primary" onClick={boundary.retry}>
              {texts.tryAgain}
            </button>
            {refreshButton}
          </div>
        )}
      </div>
    </section>
  );
}

function ErrorId({
  errorId,
  label,
  copyLabel,
  copyMessage,
  onCopy,
}: {
  errorId: string;
  label: string;
  copyLabel: string;
  copyMessage: string;
  onCopy: () => void;
}) {
  return (
    <div className="rl-error__id">
      <p className="rl-error__id-text">
        <span className="rl-error__id-label">{label}: </span>
        <code className="rl-error__id-value">{errorId}</code>
      </p>
      <button type="button" className="rl-button rl-button--secondary" onClick={onCopy}>
        {copyLabel}
      </button>
      <p className="rl-error__copy-status" role="status">
        {copyMessage}
      </p>
    </div>
  );
}
