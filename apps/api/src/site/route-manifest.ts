import { readFileSync } from "node:fs";
import { isRouteManifest, type RouteManifest, type SiteRoute } from "@ringline/api-client/core";

export type { RouteManifest, SiteRoute } from "@ringline/api-client/core";

// The site's pages as its build describes them (route-manifest.json, written by the site's
// Vite build from its route table): which paths are pages, which are for search engines, and
// which files each page loads. Its format is the contract's (`@ringline/api-client/core`);
// the site's build writes it (apps/reference-site/build/route-manifest.ts).

/** Reads `route-manifest.json`; undefined when the build has none (an older build). */
export function readRouteManifest(file: string): RouteManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    return isRouteManifest(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** How specific a match is: static segments beat parameters, which beat a splat. */
function score(pattern: string): number {
  return segmentsOf(pattern).reduce((total, segment) => {
    if (segment === "*") return total;
    return total + (segment.startsWith(":") ? 2 : 3);
  }, 0);
}

function matches(route: SiteRoute, path: string[], values: RouteManifest["values"]): boolean {
  const pattern = segmentsOf(route.pattern);
  for (const [index, segment] of pattern.entries()) {
    if (segment === "*") return true;
    const actual = path[index];
    if (actual === undefined) return false;
    if (segment.startsWith(":")) {
      const allowed = values[route.pattern];
      if (allowed && !allowed.includes(actual)) return false;
      continue;
    }
    // The client router matches paths regardless of case; so does this.
    if (segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return pattern.length === path.length;
}

/**
 * The page a path shows, or undefined when the site has none (the not-found page, with 404).
 *
 * @example
 * ```ts
 * matchSiteRoute(manifest, "/blog/what-a-missed-call-costs")?.pattern; // "/blog/:slug"
 * matchSiteRoute(manifest, "/blog/no-such-post"); // undefined
 * ```
 */
export function matchSiteRoute(manifest: RouteManifest, pathname: string): SiteRoute | undefined {
  let path: string[];
  try {
    path = segmentsOf(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
  return manifest.routes
    .filter((route) => matches(route, path, manifest.values))
    .sort((a, b) => score(b.pattern) - score(a.pattern))[0];
}

/** Every path of an indexable page, dynamic segments filled with their known values. */
export function indexablePaths(manifest: RouteManifest): string[] {
  const paths = new Set<string>();
  for (const route of manifest.routes) {
    if (!route.indexable) continue;
    const dynamic = segmentsOf(route.pattern).find((segment) => segment.startsWith(":"));
    if (!dynamic) {
      paths.add(route.pattern);
      continue;
    }
    for (const value of manifest.values[route.pattern] ?? []) {
      paths.add(route.pattern.replace(dynamic, encodeURIComponent(value)));
    }
  }
  return [...paths].sort((a, b) => a.localeCompare(b));
}

/**
 * The path prefixes search engines should leave alone: the pages behind an account (every
 * group but the public one), the public pages that are not listed, and the API.
 */
export function disallowedPrefixes(manifest: RouteManifest): string[] {
  const listedFirstSegments = new Set(
    manifest.routes
      .filter((route) => route.indexable)
      .map((route) => segmentsOf(route.pattern)[0] ?? ""),
  );
  const prefixes = new Set<string>(["/api/"]);
  for (const route of manifest.routes) {
    if (route.indexable) continue;
    const segments = segmentsOf(route.pattern);
    const first = segments[0];
    if (first === undefined || first.startsWith(":") || first === "*") continue;
    if (!listedFirstSegments.has(first)) {
      prefixes.add(`/${first}`);
      continue;
    }
    const fixed = segments.filter((segment) => !segment.startsWith(":") && segment !== "*");
    prefixes.add(`/${fixed.join("/")}`);
  }
  return [...prefixes].sort((a, b) => a.localeCompare(b));
}
