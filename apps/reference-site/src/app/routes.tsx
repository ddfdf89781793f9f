import type { RouteObject } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import type { CataloguePart } from "../shared/i18n/i18n.js";
import { type LazyRouteOptions, lazyRoute } from "./lazy-route.js";
import { LazyRouteError } from "./lazy-route-error.js";
import { RootLayout } from "./root-layout.js";
import { adminRoutes } from "./route-groups/admin.js";
import { authRoutes } from "./route-groups/auth.js";
import { checkoutRoutes } from "./route-groups/checkout.js";
import { dashboardRoutes } from "./route-groups/dashboard.js";
import { marketingRoutes } from "./route-groups/marketing.js";
import { onboardingRoutes } from "./route-groups/onboarding.js";

/**
 * The site's routes, grouped by layout (one file per group in `route-groups/`). Every page and
 * layout is its own lazily loaded module (`routes/`), a thin file that points at its view in
 * `features/`; a layout's loader guards its group (customer pages need a session, admin pages
 * an admin session).
 */
export function createRoutes(context: AppContext): RouteObject[] {
  // Each group's routes load its part of the catalogue with them. The public pages paint
  // before the API client's code arrives (the landing page's budget).
  const lazyIn =
    (catalogue: CataloguePart, options: LazyRouteOptions = {}) =>
    (importer: Parameters<typeof lazyRoute>[1]) =>
      lazyRoute(context, importer, { ...options, catalogue });
  return [
    {
      id: "root",
      Component: RootLayout,
      errorElement: <LazyRouteError />,
      children: [
        marketingRoutes(lazyIn("marketing", { deferApiClient: true })),
        authRoutes(lazyIn("auth")),
        checkoutRoutes(lazyIn("checkout")),
        dashboardRoutes(lazyIn("dashboard")),
        onboardingRoutes(lazyIn("onboarding")),
        adminRoutes(lazyIn("admin")),
      ],
    },
  ];
}
