import type { RouteObject } from "react-router";
import type { LazyRoutes } from "../lazy-route.js";

/** The back office, behind an administrator session. */
export function adminRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "admin",
    path: "admin",
    lazy: lazy(() => import("../../routes/admin-layout.js")),
    children: [
      { index: true, lazy: lazy(() => import("../../routes/admin-home.js")) },
      { path: "dashboard", lazy: lazy(() => import("../../routes/admin-home.js")) },
    ],
  };
}
