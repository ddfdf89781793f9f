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
 * `sitemap.xml`: every public page (blog posts and categories included), by its public URL.
 *
 * @example
 * ```ts
 * sitemapXml(manifest, "https://ringline.ai");
 * ```
 */
export function sitemapXml(manifest: RouteManifest, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const urls = indexablePaths(manifest)
    .map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
  const disallow = manifest ? disallowedPrefixes(manifest) : ["/api/"];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((prefix) => `Disallow: ${prefix}`),
    "",
    ...(manifest ? [`Sitemap: ${base}/sitemap.xml`] : []),
    "",
  ].join("\n");
}
