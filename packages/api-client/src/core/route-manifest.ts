/**
 * One page of the site as its build describes it in `route-manifest.json`, for the server:
 * which paths are pages (everything else is a 404), which are for search engines, and which
 * files each page loads.
 *
 * @example
 * ```ts
 * const page: SiteRoute = { pattern: "/blog/:slug", group: "marketing", indexable: true, scripts: [], styles: [] };
 * ```
 */
export interface SiteRoute {
  /** `/`, `/blog/:slug`, `/onboarding/*` (a prefix). */
  readonly pattern: string;
  /** The top-level route group: `marketing` pages are public; the rest need an account. */
  readonly group: string;
  /** Listed in sitemap.xml: a public page, not one the group marks unlisted. */
  readonly indexable: boolean;
  /**
   * Rendered to HTML by the site's build (each value of a dynamic segment one page), sent for
   * its bare path and hydrated by the browser: the public pages and the sign-in and sign-up
   * forms. Absent in manifests of older builds.
   */
  readonly prerender?: boolean;
  /** Script files (under the site's root) the page loads besides the entry. */
  readonly scripts: readonly string[];
  /** Stylesheets the page loads besides the entry's. */
  readonly styles: readonly string[];
}

/**
 * The site's `route-manifest.json`: written by the site's build from its route table, read by
 * the API that serves the site.
 *
 * @example
 * ```ts
 * const manifest: RouteManifest = { routes: [], values: { "/blog/:slug": ["missed-calls"] } };
 * ```
 */
export interface RouteManifest {
  readonly routes: readonly SiteRoute[];
  /** For patterns with dynamic segments: the values that exist (others are 404s). */
  readonly values: Readonly<Record<string, readonly string[]>>;
  /**
   * Each language's compiled catalogue (`{ en: "/assets/messages-….js" }`), which a page loads
   * before it renders: the server preloads the page language's one where it preloads the
   * page's scripts. Absent in manifests of older builds.
   */
  readonly catalogues?: Readonly<Record<string, string>>;
}

/**
 * Whether a parsed `route-manifest.json` has the manifest's shape.
 *
 * @example
 * ```ts
 * const manifest = isRouteManifest(parsed) ? parsed : undefined;
 * ```
 */
export function isRouteManifest(value: unknown): value is RouteManifest {
  const manifest = value as RouteManifest | null;
  return (
    typeof manifest === "object" &&
    manifest !== null &&
    Array.isArray(manifest.routes) &&
    manifest.routes.every((route) => typeof route?.pattern === "string") &&
    typeof manifest.values === "object"
  );
}
