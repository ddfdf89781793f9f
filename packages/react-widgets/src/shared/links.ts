/**
 * A link to a page of Ringline's site. With a base URL (a partner site embedding a
 * widget) the link is absolute, so it leads to Ringline rather than to the partner's own
 * `/signup`; without one it stays relative to the current site.
 *
 * @example
 * ```ts
 * ringlineLink("https://ringline.ai/", "/checkout", { plan: "growth" });
 * // "https://ringline.ai/checkout?plan=growth"
 * ringlineLink(undefined, "/signup", { plan: "starter", billing: "annual" });
 * // "/signup?plan=starter&billing=annual"
 * ```
 */
export function ringlineLink(
  baseUrl: string | undefined,
  path: string,
  parameters: Readonly<Record<string, string>> = {},
): string {
  const base = (baseUrl ?? "").trim().replace(/\/+$/, "");
  const query = new URLSearchParams(parameters).toString();
  return `${base}${path}${query ? `?${query}` : ""}`;
}
