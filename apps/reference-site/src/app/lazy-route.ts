import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { type CataloguePart, loadCataloguePart } from "../shared/i18n/i18n.js";

/**
 * A text of a page's head: a message in the page's language (`msg` of `@lingui/core/macro`),
 * a plain string (the back office's, or a post's own title), or made from the route's data.
 */
export type HeadText =
  | string
  | MessageDescriptor
  | ((data: unknown) => string | MessageDescriptor | undefined);

/** What a page names about itself (read by the root layout for the document title). */
export interface RouteHandle {
  /** The document title, before " · Ringline"; or made from the route's loader data. */
  title?: HeadText | undefined;
  /** The page's meta description (search results, link previews), or made from its data. */
  description?: HeadText | undefined;
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean | undefined;
}

/**
 * What a route module exports: its component, optionally a loader made from the app's context
 * (a guard or a prefetch through the query cache), and its handle.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: ((context: AppContext) => LoaderFunction) | undefined;
  handle?: RouteHandle | undefined;
}

/** How a route group's modules load. */
export interface LazyRouteOptions {
  /**
   * The public pages: render without waiting for the API client's code (their data comes
   * through queries, which wait for it themselves). Other groups' loaders and pages may use
   * the client synchronously, so by default its code is loaded with theirs.
   */
  deferApiClient?: boolean | undefined;
  /** The route group's part of the catalogue, loaded with the module (shared/i18n). */
  catalogue?: CataloguePart | undefined;
}

/**
 * A route's `lazy` from a module importer: the module (and its page's code) loads when the
 * route is first matched, and its loader gets the app's context.
 *
 * @example
 * ```ts
 * { path: "billing", lazy: lazyRoute(context, () => import("../routes/dashboard-billing.js")) }
 * ```
 */
export function lazyRoute(
  context: AppContext,
  importer: () => Promise<RouteModule>,
  options: LazyRouteOptions = {},
) {
  return async () => {
    const [module] = await Promise.all([
      importer(),
      options.deferApiClient ? undefined : context.loadApi?.(),
      options.catalogue ? loadCataloguePart(options.catalogue) : undefined,
    ]);
    return {
      Component: module.Component,
      ...(module.loader ? { loader: module.loader(context) } : {}),
      ...(module.handle ? { handle: module.handle } : {}),
    };
  };
}

/**
 * How a route table entry is built, besides its module: read by the build from the route
 * groups (build/route-manifest.ts), not at run time.
 */
export interface RouteBuild {
  /**
   * A public page the build renders to HTML (src/prerender.tsx), which the server sends for
   * its bare path and the browser hydrates. Only for pages a visitor without a session sees
   * the same for every visit (their forms included); each value of a dynamic segment is one
   * page.
   */
  prerender?: boolean | undefined;
}

/** Marks a route table entry as a prerendered public page (`lazy(importer, PRERENDER)`). */
export const PRERENDER: RouteBuild = { prerender: true };

/** `lazyRoute` with the app's context already given, as the route groups receive it. */
export type LazyRoutes = (
  importer: () => Promise<RouteModule>,
  build?: RouteBuild,
) => ReturnType<typeof lazyRoute>;
