/**
 * The monthly call volumes the demo booking form offers ("up to 25 calls", "up to 75" …); any
 * whole number of at least 0 is accepted.
 *
 * @example
 * ```tsx
 * CALL_VOLUME_BANDS.map((calls) => <option key={calls} value={calls}>Up to {calls}</option>);
 * ```
 */
export const CALL_VOLUME_BANDS = [25, 75, 150, 300, 500] as const;

/**
 * The longest texts a client error report may carry, in characters: a report over them is
 * refused, so a reporter cuts its texts to these first.
 *
 * @example
 * ```ts
 * report.message = message.slice(0, CLIENT_ERROR_LIMITS.message);
 * ```
 */
export const CLIENT_ERROR_LIMITS = {
  message: 2000,
  stack: 20_000,
  errorCode: 100,
} as const;
