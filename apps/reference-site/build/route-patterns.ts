// The pages of a route tree as path patterns: shared by the build (route-manifest.ts) and the
// site's test that holds the build's list equal to the route table's.

/** A route as the route groups declare it (`lazy` recorded as the module it loads). */
export interface RecordedRoute {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RecordedRoute[];
  lazy?: { module: string; prerender?: boolean } | unknown;
}

/** A page of the route tree: its pattern, group, the modules on its way, and its build. */
export interface WalkedRoute {
  pattern: string;
  group: string;
  modules: string[];
  /** Marked `PRERENDER` in the route table (the leaf's own mark, never inherited). */
  prerender: boolean;
}

function joinPath(base: string, segment: string | undefined): string {
  if (!segment) return base;
  if (segment.startsWith("/")) return segment;
  return `${base.replace(/\/$/, "")}/${segment}`;
}

/** The pages of a route tree: each leaf or index route, with the modules on its way. */
export function walkRoutes(
  route: RecordedRoute,
  group: string,
  base = "/",
  modules: string[] = [],
): WalkedRoute[] {
  const pattern = joinPath(base, route.path);
  const lazy = route.lazy as { module?: unknown; prerender?: unknown } | undefined;
  const own = typeof lazy?.module === "string" ? [...modules, lazy.module] : modules;
  const children = route.children ?? [];
  if (children.length === 0) {
    // The catch-all of the whole site is the not-found page, not a page.
    if (pattern === "/*") return [];
    return [{ pattern, group, modules: own, prerender: lazy?.prerender === true }];
  }
  return children.flatMap((child) => walkRoutes(child, group, pattern, own));
}
