import type { CookieOptions, Request } from "express";

/** The customer session cookie. */
export const SESSION_COOKIE = "rl_session";
/** The administrator session cookie, sent to `/api/admin` only. */
export const ADMIN_COOKIE = "rl_admin";
export const ADMIN_COOKIE_PATH = "/api/admin";

/**
 * The signed cookie of a device that signed in before (a customer's, sent to `/api/auth`):
 * its sign-ins are throttled on their own, so guessing elsewhere never locks it out.
 */
export const DEVICE_COOKIE = "rl_device";
export const DEVICE_COOKIE_PATH = "/api/auth";
/** The same for an administrator's device, sent to `/api/admin`. */
export const ADMIN_DEVICE_COOKIE = "rl_admin_device";
/** How long a device stays known after signing in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;

/** A device cookie's options: httpOnly, strict same-site, kept 180 days, sent to `path`. */
export function deviceCookieOptions(request: Request, path: string): CookieOptions {
  return {
    ...sessionCookieOptions(request, { path, maxAgeMs: DEVICE_COOKIE_MAX_AGE_MS }),
    sameSite: "strict",
  };
}

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

/** A cookie the request sent, when it is a string. */
export function cookieOf(request: Request, name: string): string | undefined {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}
