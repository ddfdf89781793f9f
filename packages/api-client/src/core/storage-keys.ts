/**
 * The keys the API client reads and writes in its storage (`localStorage` in browsers).
 *
 * @example
 * ```ts
 * localStorage.getItem(STORAGE_KEYS.authToken);
 * ```
 */
export const STORAGE_KEYS = {
  authToken: "authToken",
  impersonationToken: "impersonationToken",
  impersonationData: "impersonationData",
} as const;
