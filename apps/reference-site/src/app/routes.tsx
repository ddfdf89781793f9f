import type { RouteObject } from "react-router";
import type { AppContext } from "./app-context.js";
import { lazyRoute } from "./lazy-route.js";
import { RootLayout } from "./root-layout.js";
import { RouteError } from "./route-error.js";

/**
 * The site's routes, grouped by layout. Every page and layout is its own lazily loaded module
 * (`routes/`), a thin file that points at its view in `features/`; a layout's loader guards
 * its group (customer pages need a session, admin pages an admin session).
 */
export function createRoutes(context: AppContext): RouteObject[] {
  const lazy = (importer: Parameters<typeof lazyRoute>[1]) => lazyRoute(context, importer);
  return [
    {
      id: "root",
      Component: RootLayout,
      errorElement: <RouteError />,
      children: [
        {
          id: "marketing",
          lazy: lazy(() => import("../routes/marketing-layout.js")),
          children: [
            { index: true, lazy: lazy(() => import("../routes/landing.js")) },
            { path: "support", lazy: lazy(() => import("../routes/support.js")) },
            { path: "faq", lazy: lazy(() => import("../routes/support.js")) },
            { path: "*", lazy: lazy(() => import("../routes/not-found.js")) },
          ],
        },
        {
          id: "auth",
          lazy: lazy(() => import("../routes/auth-layout.js")),
          children: [
            { path: "auth", lazy: lazy(() => import("../routes/auth.js")) },
            { path: "login", lazy: lazy(() => import("../routes/auth.js")) },
            { path: "signup", lazy: lazy(() => import("../routes/auth.js")) },
            { path: "admin/login", lazy: lazy(() => import("../routes/admin-login.js")) },
          ],
        },
        {
          id: "dashboard",
          path: "dashboard",
          lazy: lazy(() => import("../routes/dashboard-layout.js")),
          children: [
            { index: true, lazy: lazy(() => import("../routes/dashboard-profile.js")) },
            { path: "billing", lazy: lazy(() => import("../routes/dashboard-billing.js")) },
            { path: "ai-settings", lazy: lazy(() => import("../routes/dashboard-ai-settings.js")) },
            { path: "call-logs", lazy: lazy(() => import("../routes/dashboard-call-logs.js")) },
          ],
        },
        {
          id: "admin",
          path: "admin",
          lazy: lazy(() => import("../routes/admin-layout.js")),
          children: [
            { index: true, lazy: lazy(() => import("../routes/admin-home.js")) },
            { path: "dashboard", lazy: lazy(() => import("../routes/admin-home.js")) },
          ],
        },
      ],
    },
  ];
}
