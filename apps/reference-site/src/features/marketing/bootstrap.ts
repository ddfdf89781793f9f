import type { ApiClient, TPlanListResponse } from "@ringline/api-client";
import type { QueryClient } from "@tanstack/react-query";
import { plansQuery } from "./public-queries.js";

/** The element the server writes a public page's first data into (apps/api's site module). */
export const BOOTSTRAP_ELEMENT_ID = "ringline-bootstrap";

/**
 * Puts the data the server sent with the page (the plans of plan_configurations) into the query
 * cache, once per page load, so that the first paint shows the prices without asking the API
 * (and without loading the API client's code). Without it, the queries ask the API as usual.
 */
export function seedBootstrapData(queryClient: QueryClient, api: ApiClient): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  // Read once: later pages of the visit ask the API when the data is no longer fresh.
  element?.remove();
  if (!element?.textContent) return;
  try {
    const data = JSON.parse(element.textContent) as { plans?: TPlanListResponse };
    if (Array.isArray(data.plans?.items) && data.plans.items.length > 0) {
      queryClient.setQueryData(plansQuery(api).queryKey, data.plans);
    }
  } catch {
    // A page without usable data asks the API instead.
  }
}
