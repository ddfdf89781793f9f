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
      { path: "new", lazy: lazy(() => import("../../routes/admin-new-home.js")) },
      { path: "new/customers", lazy: lazy(() => import("../../routes/admin-customers.js")) },
      {
        path: "new/customers/:customerId",
        lazy: lazy(() => import("../../routes/admin-customer.js")),
      },
      { path: "customers/:customerId", lazy: lazy(() => import("../../routes/admin-customer.js")) },
      {
        path: "new/communications",
        lazy: lazy(() => import("../../routes/admin-communications.js")),
      },
      {
        path: "new/activity-tracker",
        lazy: lazy(() => import("../../routes/admin-activity.js")),
      },
      { path: "new/system", lazy: lazy(() => import("../../routes/admin-system.js")) },
      { path: "new/payments", lazy: lazy(() => import("../../routes/admin-payments.js")) },
      {
        path: "new/customer-management-advanced",
        lazy: lazy(() => import("../../routes/admin-customer-management.js")),
      },
      {
        path: "new/customers-legacy",
        lazy: lazy(() => import("../../routes/admin-legacy-customers.js")),
      },
      {
        path: "new/email-transcripts",
        lazy: lazy(() => import("../../routes/admin-email-transcripts.js")),
      },
    ],
  };
}
