import { ApiError, type TAdmin, type TUser } from "@ringline/api-client";
import { pathWithoutLocale } from "@ringline/api-client/core";
import { routeQueryOptions } from "@ringline/api-client/react";
import { redirect } from "react-router";
import type { AppContext } from "./app-context.js";

/**
 * The session rules of the specification, in one place: a customer page without a session
 * sends to /login (and back afterwards); an admin page without an admin session sends to
 * /admin/login, and an administrator who has not set up two-factor sign-in to
 * /admin/two-factor (the API refuses everything else until then); after logout everyone lands
 * on /auth; an expired session met anywhere later sends to /login.
 */
export const SESSION_PATHS = {
  login: "/login",
  afterLogout: "/auth",
  adminLogin: "/admin/login",
  adminTwoFactor: "/admin/two-factor",
  adminHome: "/admin",
  afterLogin: "/dashboard",
} as const;

/**
 * Whether an administrator may change data: every role but `support`, which only reads (the
 * API refuses its writes to `admin-write` routes). Back-office pages hide their write buttons
 * from an administrator who may not.
 *
 * @example
 * ```ts
 * const readOnly = !canWrite(admin); // admin: the answer of getAdminMe
 * ```
 */
export function canWrite(admin: Pick<TAdmin, "role">): boolean {
  return admin.role !== "support";
}

function isUnauthenticated(error: unknown): boolean {
  return ApiError.isInstance(error) && error.status === 401;
}

/**
 * Where to come back to after signing in: the page asked for, as a route of the router (without
 * the language's `/es`, which the router's `basename` adds to every redirect and navigation).
 */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${pathWithoutLocale(url.pathname)}${url.search}`;
}

/** `/login?next=/dashboard/billing`: the login page and where to go after it. */
export function loginPathFor(next: string | undefined): string {
  return next && next !== "/"
    ? `${SESSION_PATHS.login}?next=${encodeURIComponent(next)}`
    : SESSION_PATHS.login;
}

/** A safe `next` from the login page's query: a path on this site, never another origin. */
export function safeNextPath(value: string | null): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return SESSION_PATHS.afterLogin;
  return value;
}

/**
 * A loader guard for customer pages: the signed-in user (from the `auth/me` cache or the
 * API), or a redirect to /login that brings the visitor back afterwards.
 */
export async function requireCustomer(context: AppContext, request: Request): Promise<TUser> {
  try {
    return await context.queryClient.ensureQueryData(routeQueryOptions(context.api, "getMe"));
  } catch (error) {
    if (isUnauthenticated(error)) throw redirect(loginPathFor(returnPathOf(request)));
    throw error;
  }
}

/** A loader guard for admin pages: the signed-in administrator, or /admin/login. */
export async function requireAdmin(context: AppContext): Promise<TAdmin> {
  const admin = await signedInAdmin(context);
  if (!admin.totpEnabled) throw redirect(SESSION_PATHS.adminTwoFactor);
  return admin;
}

/**
 * A loader guard for the two-factor set-up page: an administrator who has not set it up yet;
 * without an admin session /admin/login, and once set up the back office.
 */
export async function requireAdminToEnrol(context: AppContext): Promise<TAdmin> {
  const admin = await signedInAdmin(context);
  if (admin.totpEnabled) throw redirect(SESSION_PATHS.adminHome);
  return admin;
}

async function signedInAdmin(context: AppContext): Promise<TAdmin> {
  try {
    return await context.queryClient.ensureQueryData(routeQueryOptions(context.api, "getAdminMe"));
  } catch (error) {
    if (isUnauthenticated(error)) throw redirect(SESSION_PATHS.adminLogin);
    throw error;
  }
}

/** For the login page: a visitor already signed in goes straight on. */
export async function redirectIfSignedIn(context: AppContext, next: string): Promise<null> {
  const cached = context.queryClient.getQueryData(routeQueryOptions(context.api, "getMe").queryKey);
  if (cached || context.api.getAuthToken()) {
    const user = await context.queryClient
      .ensureQueryData(routeQueryOptions(context.api, "getMe"))
      .catch(() => undefined);
    if (user) throw redirect(next);
  }
  return null;
}

/**
 * Signs out of the customer's or the administrator's session: the API call, then every token
 * and cached answer is gone whatever it answered. Resolves `false` when the server could not
 * be told (the page shows "Logout failed").
 */
export async function signOut(
  context: AppContext,
  session: "customer" | "admin" = "customer",
): Promise<boolean> {
  try {
    await (session === "admin" ? context.api.adminLogout() : context.api.logout());
    return true;
  } catch {
    return false;
  } finally {
    context.queryClient.clear();
  }
}

/**
 * Watches every query and mutation: a session that ends while the page is open (expired, or
 * refused although the page held a signed-in user) clears what is cached and calls
 * `onExpired`, which sends to /login. A visitor who never signed in is left alone.
 */
export function watchSessionExpiry(context: AppContext, onExpired: () => void): () => void {
  const meKey = routeQueryOptions(context.api, "getMe").queryKey;
  const handle = (error: unknown) => {
    if (!ApiError.isInstance(error)) return;
    const expired =
      error.code === "AUTH_SESSION_EXPIRED" ||
      (error.code === "AUTH_NOT_AUTHENTICATED" &&
        context.queryClient.getQueryData(meKey) !== undefined);
    if (!expired) return;
    context.api.clearSession();
    context.queryClient.clear();
    onExpired();
  };
  const queries = context.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") handle(event.action.error);
  });
  const mutations = context.queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") handle(event.action.error);
  });
  return () => {
    queries();
    mutations();
  };
}
