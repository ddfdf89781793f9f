import type { RouteObject } from "react-router";
import type { LazyRoutes } from "../lazy-route.js";

/** The public pages: the landing page, support and FAQ, and the not-found page. */
export function marketingRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "marketing",
    lazy: lazy(() => import("../../routes/marketing-layout.js")),
    children: [
      { index: true, lazy: lazy(() => import("../../routes/landing.js")) },
      { path: "support", lazy: lazy(() => import("../../routes/support.js")) },
      { path: "faq", lazy: lazy(() => import("../../routes/support.js")) },
      { path: "*", lazy: lazy(() => import("../../routes/not-found.js")) },
    ],
  };
}
