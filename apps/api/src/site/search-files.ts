import {
  hasSpanishPage,
  pathInLocale,
  SITE_LOCALES,
  type TSiteLocale,
} from "@ringline/api-client/core";
import { disallowedPrefixes, indexablePaths, type RouteManifest } from "./route-manifest.js";

// robots.txt and sitemap.xml, made from the site's route manifest and the public address.

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * `sitemap.xml`: every public page (blog posts and categories included), by its public URL,
 * in English and Spanish, each naming the other language's address (`xhtml:link`).
 *
 * @example
 * ```ts
 * sitemapXml(manifest, "https://ringline.ai");
 * ```
 */
export function sitemapXml(manifest: RouteManifest, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const address = (path: string, locale: TSiteLocale) =>
    escapeXml(`${base}${pathInLocale(path, locale)}`);
  const urls = indexablePaths(manifest)
    .flatMap((path) => {
      const locales = hasSpanishPage(path) ? SITE_LOCALES : (["en"] as const);
      const alternates =
        locales.length > 1
          ? locales
              .map(
                (locale) =>
                  `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(path, locale)}"/>`,
              )
              .join("")
          : "";
      return locales.map(
        (locale) => `  <url><loc>${address(path, locale)}</loc>${alternates}</url>`,
      );
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * `robots.txt`: public pages open to every crawler; the account pages, unlisted steps and the
 * API closed; where the sitemap is.
 *
 * @example
 * ```ts
 * robotsTxt(manifest, "https://ringline.ai");
 * ```
 */
export function robotsTxt(manifest: RouteManifest | undefined, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  // The account pages are closed in Spanish too (`/es/dashboard`).
  const closed = manifest ? disallowedPrefixes(manifest) : ["/api/"];
  const disallow = [
    ...closed,
    ...closed
      .filter((prefix) => prefix !== "/api/" && hasSpanishPage(prefix))
      .map((prefix) => pathInLocale(prefix, "es")),
  ].sort((a, b) => a.localeCompare(b));
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((prefix) => `Disallow: ${prefix}`),
    "",
    ...(manifest ? [`Sitemap: ${base}/sitemap.xml`] : []),
    "",
  ].join("\n");
}
