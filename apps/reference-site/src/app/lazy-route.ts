import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";
import type { AppContext } from "./app-context.js";

/** What a page names about itself (read by the root layout for the document title). */
export interface RouteHandle {
  /** The document title, before " · Ringline". */
  title?: string | undefined;
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

/**
 * A route's `lazy` from a module importer: the module (and its page's code) loads when the
 * route is first matched, and its loader gets the app's context.
 *
 * @example
 * ```ts
 * { path: "billing", lazy: lazyRoute(context, () => import("../routes/dashboard-billing.js")) }
 * ```
 */
export function lazyRoute(context: AppContext, importer: () => Promise<RouteModule>) {
  return async () => {
    const module = await importer();
    return {
      Component: module.Component,
      ...(module.loader ? { loader: module.loader(context) } : {}),
      ...(module.handle ? { handle: module.handle } : {}),
    };
  };
}

/** `lazyRoute` with the app's context already given, as the route groups receive it. */
export type LazyRoutes = (importer: () => Promise<RouteModule>) => ReturnType<typeof lazyRoute>;
