import type { RouteObject } from "react-router";
import type { LazyRoutes } from "../lazy-route.js";

/** Signing in and up (customers and administrators), and account recovery. */
export function authRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "auth",
    lazy: lazy(() => import("../../routes/auth-layout.js")),
    children: [
      { path: "auth", lazy: lazy(() => import("../../routes/auth.js")) },
      { path: "login", lazy: lazy(() => import("../../routes/auth.js")) },
      { path: "signup", lazy: lazy(() => import("../../routes/auth.js")) },
      { path: "admin/login", lazy: lazy(() => import("../../routes/admin-login.js")) },
      {
        path: "admin/two-factor",
        lazy: lazy(() => import("../../routes/admin-two-factor.js")),
      },
      { path: "forgot-password", lazy: lazy(() => import("../../routes/forgot-password.js")) },
      { path: "reset-password", lazy: lazy(() => import("../../routes/reset-password.js")) },
      { path: "verify-email", lazy: lazy(() => import("../../routes/verify-email.js")) },
    ],
  };
}
