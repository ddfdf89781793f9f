const MINUTE = 60 * 1000;

/** The part of the Network Information API the freshness rule reads. */
export interface ConnectionHint {
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

/**
 * How long query data stays fresh on a connection: 30 minutes with save-data or on slow-2g,
 * 20 on 2g, 15 on 3g, 5 on 4g and when nothing is known.
 *
 * @example
 * ```ts
 * staleTimeFor({ effectiveType: "3g" }); // 900000
 * ```
 */
export function staleTimeFor(connection: ConnectionHint | undefined): number {
  if (connection?.saveData || connection?.effectiveType === "slow-2g") return 30 * MINUTE;
  switch (connection?.effectiveType) {
    case "2g":
      return 20 * MINUTE;
    case "3g":
      return 15 * MINUTE;
    default:
      return 5 * MINUTE;
  }
}

/**
 * The freshness for this browser's connection (`navigator.connection`), 5 minutes elsewhere.
 *
 * @example
 * ```ts
 * new QueryClient({ defaultOptions: { queries: { staleTime: defaultStaleTime() } } });
 * ```
 */
export function defaultStaleTime(): number {
  const navigator = (globalThis as { navigator?: { connection?: ConnectionHint } }).navigator;
  return staleTimeFor(navigator?.connection);
}

/**
 * Garbage collection of unused query data: 10 minutes.
 *
 * @example
 * ```ts
 * useQuery({ queryKey, queryFn, gcTime: GC_TIME_MS });
 * ```
 */
export const GC_TIME_MS = 10 * MINUTE;
/**
 * `auth/me` is fresh for 2 minutes.
 *
 * @example
 * ```ts
 * useQuery({ queryKey: queryKeys.me, queryFn, staleTime: AUTH_STALE_TIME_MS });
 * ```
 */
export const AUTH_STALE_TIME_MS = 2 * MINUTE;
/**
 * The customer profile is fresh for 5 minutes.
 *
 * @example
 * ```ts
 * useQuery({ queryKey: queryKeys.profile, queryFn, staleTime: PROFILE_STALE_TIME_MS });
 * ```
 */
export const PROFILE_STALE_TIME_MS = 5 * MINUTE;
