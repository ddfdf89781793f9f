import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The public pages that marketing.e2e.test.ts sweeps (content, axe, no sideways scroll at every
// width of SWEEP_WIDTHS), which the other sweeps (layout, skeleton) then leave out.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(
  readFileSync(path.join(root, "apps/reference-site/dist/route-manifest.json"), "utf8"),
) as { values: Record<string, string[]> };
/** The first blog post (by its slug) and category of the route manifest. */
export const post = manifest.values["/blog/:slug"]?.[0];
export const category = manifest.values["/blog/category/:category"]?.[0];

/** The widths the sweep measures each page at: axe at the two wider, the layout at all three. */
export const SWEEP_WIDTHS = [390, 1280, 360] as const;

/** Every public page and the heading it opens with. */
export const PUBLIC_PAGES: Array<[string, string]> = [
  ["/", "Stop losing leads to missed calls."],
  ["/demo", "Hear your AI receptionist answer a call"],
  ["/blog", "Never miss another lead"],
  ["/blog/all", "All posts"],
  [`/blog/${post}`, ""],
  [`/blog/category/${category}`, ""],
  ["/faq", "Frequently asked questions"],
  ["/support", "How can we help?"],
  ["/call-forwarding-guide", "Call forwarding guide"],
  ["/terms-of-service", "Terms of Service"],
  ["/privacy-policy", "Privacy Policy"],
  ["/web-design-services", "A website that turns visitors into phone calls"],
  ["/services", "A website that turns visitors into phone calls"],
  ["/checkout/web-design", "Order your website"],
  ["/web-design-success", "We could not show your order"],
  ["/no/such/page", "Page not found"],
];

/** The paths of PUBLIC_PAGES. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(
  PUBLIC_PAGES.map(([pagePath]) => pagePath),
);
