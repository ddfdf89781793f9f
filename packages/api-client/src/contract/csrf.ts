import * as z from "zod/mini";

/** Header that carries the CSRF token on every mutating request. */
export const CSRF_HEADER = "x-csrf-token";

/**
 * The answer of `GET /api/csrf-token`.
 *
 * @example
 * ```ts
 * const { csrfToken } = ZCsrfTokenResponse.parse(await response.json());
 * ```
 */
export const ZCsrfTokenResponse = z.object({ csrfToken: z.string().check(z.minLength(16)) });

/** The answer of `GET /api/csrf-token`. */
export type TCsrfTokenResponse = z.infer<typeof ZCsrfTokenResponse>;
