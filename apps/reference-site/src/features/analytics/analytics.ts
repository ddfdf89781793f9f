import { useEffect } from "react";

/**
 * The specification's analytics events (section 3) that the site's own pages send; the widgets
 * send theirs (contact, demo, pricing, ROI) themselves, to the same place.
 */
export type SiteEventName =
  | "sign_up_started"
  | "sign_up"
  | "purchase"
  | "view_item_list"
  | "support_page_visit"
  | "faq_viewed"
  | "call_forwarding_guide_viewed"
  | "phone_number_clicked"
  | "external_link_click"
  | "contact_form_submitted"
  | "begin_checkout"
  | "demo_started"
  | "demo_completed";

type Gtag = (command: "event", name: string, properties: Record<string, unknown>) => void;

/**
 * Sends an event to Google Analytics when the page has it (`window.gtag`), and never lets
 * analytics get in a visitor's way: nothing waits for it, and a broken tag only reaches the
 * console.
 *
 * @example
 * ```ts
 * track("faq_viewed", { query: "forwarding" });
 * ```
 */
export function track(name: SiteEventName, properties: Record<string, unknown> = {}): void {
  const gtag = (globalThis as { gtag?: unknown }).gtag;
  if (typeof gtag !== "function") return;
  try {
    (gtag as Gtag)("event", name, properties);
  } catch (error) {
    console.error(error);
  }
}

/** Sends `name` once when a page is shown (again if `key` changes: another post, say). */
export function useTrackView(
  name: SiteEventName,
  properties: Record<string, unknown> = {},
  key = "",
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page and key, not per render
  useEffect(() => track(name, properties), [name, key]);
}
