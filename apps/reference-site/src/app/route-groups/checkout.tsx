import type { RouteObject } from "react-router";
import { type LazyRoutes, PRERENDER } from "../lazy-route.js";

/**
 * Becoming and staying a paying customer: the checkout variants, plan changes, the order form
 * and its confirmation, and the embedded payment provider's hosted checkout and portal. Each
 * page guards itself (the funnel and the provider's pages are open to visitors). The funnel,
 * where a visitor from an ad starts, is prerendered (`PRERENDER`).
 */
export function checkoutRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "checkout",
    lazy: lazy(() => import("../../routes/checkout-layout.js")),
    children: [
      { path: "checkout", lazy: lazy(() => import("../../routes/checkout.js")) },
      { path: "checkout-enhanced", lazy: lazy(() => import("../../routes/checkout-enhanced.js")) },
      {
        path: "checkout-funnel",
        lazy: lazy(() => import("../../routes/checkout-funnel.js"), PRERENDER),
      },
      { path: "upgrade-checkout", lazy: lazy(() => import("../../routes/upgrade-checkout.js")) },
      { path: "order", lazy: lazy(() => import("../../routes/order.js")) },
      {
        path: "order-confirmation",
        lazy: lazy(() => import("../../routes/order-confirmation.js")),
      },
      { path: "pay/checkout/:id", lazy: lazy(() => import("../../routes/pay-checkout.js")) },
      { path: "pay/portal/:id", lazy: lazy(() => import("../../routes/pay-portal.js")) },
    ],
  };
}
