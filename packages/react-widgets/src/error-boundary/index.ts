export { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary.js";
export {
  automaticRetryDelay,
  createErrorRecovery,
  DASHBOARD_AUTO_RETRIES,
  DASHBOARD_RETRY_DELAY_MS,
  ERROR_BOUNDARY_REPORTING,
  type ErrorBoundaryLevel,
  type ErrorRecovery,
  type ErrorRecoveryOptions,
  type ErrorRecoveryState,
  isRecoverableError,
  MAX_RETRY_ATTEMPTS,
  RECOVERABLE_RETRY_DELAY_MS,
  type ReportClientError,
} from "./error-recovery.js";
export {
  type CopyStatus,
  type ErrorBoundaryEvents,
  type UseErrorBoundaryOptions,
  type UseErrorBoundaryResult,
  useErrorBoundary,
} from "./use-error-boundary.js";
