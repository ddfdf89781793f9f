import { msg } from "@lingui/core/macro";
import { routeQueryOptions } from "@ringline/api-client/react";
import type { AppContext } from "../shared/app-context.js";

// A tab of its own rather than a section of Profile: calendars, CRMs and (soon) webhooks are a
// world of their own that owners come back to (a calendar to reconnect, where bookings go,
// a CRM to add), and the OAuth callback returns here by address.
export { IntegrationsTab as Component } from "../features/dashboard/integrations-tab.js";

export const handle = { title: msg`Integrations · Dashboard` };

/** The tools and connections start loading with the tab's code. */
export const loader = (context: AppContext) => () => {
  void context.queryClient.prefetchQuery(routeQueryOptions(context.api, "listIntegrations"));
  return null;
};
