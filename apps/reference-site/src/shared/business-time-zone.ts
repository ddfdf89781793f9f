import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { useQuery } from "@tanstack/react-query";

/**
 * The business's time zone (from the signed-in user, once onboarding saved it), in which the
 * dashboard shows every date, labelled: the 30-day chart counts days there, so a call's row and
 * its bar agree whatever the zone of the browser. Undefined before onboarding, and on pages
 * without a signed-in user: dates then follow the browser.
 *
 * @example
 * ```tsx
 * const zone = useBusinessTimeZone();
 * return <td>{formatDateTime(call.startedAt, zone)}</td>;
 * ```
 */
export function useBusinessTimeZone(): string | undefined {
  const api = useApiClient();
  const me = useQuery({ ...routeQueryOptions(api, "getMe"), staleTime: 60_000 });
  return me.data?.timeZone ?? undefined;
}
