import type { RouteObject } from "react-router";
import { type LazyRoutes, PRERENDER } from "../lazy-route.js";

/**
 * Public pages that exist but are not for search engines: the steps of an order. The server's
 * sitemap.xml leaves them out (the build reads this list) and the pages say `noindex`.
 */
export const UNLISTED_PATHS = ["/checkout/web-design", "/web-design-success"] as const;

/**
 * The public pages (the spec's section 2): the landing page, the demo, the blog, FAQ and
 * support, the forwarding guide, the legal pages, the web-design offer and its order, and the
 * not-found page for every other path. They render without waiting for the API client's code.
 * Every one is prerendered (`PRERENDER`) but the order's outcome, which is only ever reached
 * with the order in its query (rendered by the browser), and the not-found page.
 */
export function marketingRoutes(lazy: LazyRoutes): RouteObject {
  return {
    id: "marketing",
    lazy: lazy(() => import("../../routes/marketing-layout.js")),
    children: [
      { index: true, lazy: lazy(() => import("../../routes/landing.js"), PRERENDER) },
      { path: "demo", lazy: lazy(() => import("../../routes/demo.js"), PRERENDER) },
      { path: "blog", lazy: lazy(() => import("../../routes/blog.js"), PRERENDER) },
      { path: "blog/all", lazy: lazy(() => import("../../routes/blog-all.js"), PRERENDER) },
      {
        path: "blog/category/:category",
        lazy: lazy(() => import("../../routes/blog-category.js"), PRERENDER),
      },
      { path: "blog/:slug", lazy: lazy(() => import("../../routes/blog-post.js"), PRERENDER) },
      { path: "faq", lazy: lazy(() => import("../../routes/faq.js"), PRERENDER) },
      { path: "support", lazy: lazy(() => import("../../routes/support.js"), PRERENDER) },
      {
        path: "call-forwarding-guide",
        lazy: lazy(() => import("../../routes/call-forwarding-guide.js"), PRERENDER),
      },
      {
        path: "terms-of-service",
        lazy: lazy(() => import("../../routes/terms-of-service.js"), PRERENDER),
      },
      {
        path: "privacy-policy",
        lazy: lazy(() => import("../../routes/privacy-policy.js"), PRERENDER),
      },
      {
        path: "web-design-services",
        lazy: lazy(() => import("../../routes/web-design.js"), PRERENDER),
      },
      { path: "services", lazy: lazy(() => import("../../routes/web-design.js"), PRERENDER) },
      {
        path: "checkout/web-design",
        lazy: lazy(() => import("../../routes/web-design-checkout.js"), PRERENDER),
      },
      {
        path: "web-design-success",
        lazy: lazy(() => import("../../routes/web-design-success.js")),
      },
      { path: "*", lazy: lazy(() => import("../../routes/not-found.js")) },
    ],
  };
}
