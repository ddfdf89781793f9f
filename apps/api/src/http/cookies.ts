import type { CookieOptions, Request } from "express";

/** The customer session cookie. */
export const SESSION_COOKIE = "rl_session";
/** The administrator session cookie, sent to `/api/admin` only. */
export const ADMIN_COOKIE = "rl_admin";
export const ADMIN_COOKIE_PATH = "/api/admin";

/** An httpOnly, same-site session cookie, secure whenever the request came over HTTPS. */
export function sessionCookieOptions(
  request: Request,
  options: { maxAgeMs: number; path?: string },
): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: request.secure,
    path: options.path ?? "/",
    maxAge: options.maxAgeMs,
  };
}
