import type { RouteObject } from "react-router";
import { type LazyRoutes, PRERENDER } from "../lazy-route.js";

/**
 * Signing in and up (customers and administrators), and account recovery. The forms a visitor
 * opens by a link are prerendered (`PRERENDER`) and can be filled in before the page's script
 * has run; the pages that read a token from their query (a new password, a verified address,
 * the administrator's second factor) are rendered by the browser.
 */
export function authRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "auth",
    lazy: lazy(() => import("../../routes/auth-layout.js")),
    children: [
      { path: "auth", lazy: lazy(() => import("../../routes/auth.js"), PRERENDER) },
      { path: "login", lazy: lazy(() => import("../../routes/auth.js"), PRERENDER) },
      { path: "signup", lazy: lazy(() => import("../../routes/signup.js"), PRERENDER) },
      { path: "admin/login", lazy: lazy(() => import("../../routes/admin-login.js"), PRERENDER) },
      {
        path: "admin/two-factor",
        lazy: lazy(() => import("../../routes/admin-two-factor.js")),
      },
      {
        path: "forgot-password",
        lazy: lazy(() => import("../../routes/forgot-password.js"), PRERENDER),
      },
      { path: "reset-password", lazy: lazy(() => import("../../routes/reset-password.js")) },
      { path: "verify-email", lazy: lazy(() => import("../../routes/verify-email.js")) },
    ],
  };
}
