import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * How the Call Logs tab and the transcripts keep up with new calls, leads and bookings without
 * a reload: one small question every second while the tab is visible ("when did anything last
 * change?", `getCallActivity`; TanStack Query pauses it in a hidden tab), and the lists loaded
 * again only when the answer moves; each list also reloads when the owner comes back to the
 * tab. Polling rather than server-sent events: it needs no connection held per open dashboard
 * nor a channel between API instances, and keeps working behind proxies and on phones that
 * drop long-lived connections.
 */
export const ACTIVITY_POLL_MS = 1_000;

/** What each list's query adds: a reload when the owner returns to the tab. */
export const LIVE_UPDATES = { refetchOnWindowFocus: true } as const;

/** The queries a change of activity reloads. */
const LIVE_QUERIES = ["listCalls", "getCallStats", "listLeads", "listAppointments"] as const;

/** Asks for the activity every second and reloads the lists when it moves. */
export function useLiveCallLists(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const activity = useQuery({
    ...routeQueryOptions(api, "getCallActivity"),
    refetchInterval: ACTIVITY_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const changedAt = activity.data?.changedAt;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (changedAt === undefined) return;
    if (seen.current !== undefined && seen.current !== changedAt) {
      for (const name of LIVE_QUERIES) {
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(name) });
      }
    }
    seen.current = changedAt;
  }, [changedAt, queryClient]);
}
