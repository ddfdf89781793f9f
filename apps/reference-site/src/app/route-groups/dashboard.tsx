import type { RouteObject } from "react-router";
import type { LazyRoutes } from "../lazy-route.js";

/** The owner's dashboard: its five tabs as nested routes, behind a customer session. */
export function dashboardRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "dashboard",
    path: "dashboard",
    lazy: lazy(() => import("../../routes/dashboard-layout.js")),
    children: [
      { index: true, lazy: lazy(() => import("../../routes/dashboard-profile.js")) },
      { path: "billing", lazy: lazy(() => import("../../routes/dashboard-billing.js")) },
      { path: "ai-settings", lazy: lazy(() => import("../../routes/dashboard-ai-settings.js")) },
      { path: "call-logs", lazy: lazy(() => import("../../routes/dashboard-call-logs.js")) },
      {
        path: "integrations",
        lazy: lazy(() => import("../../routes/dashboard-integrations.js")),
      },
      {
        path: "call-transcripts",
        lazy: lazy(() => import("../../routes/dashboard-call-transcripts.js")),
      },
    ],
  };
}
