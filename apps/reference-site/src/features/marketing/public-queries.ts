import type { ApiClient, TPlanListResponse, TUser } from "@ringline/api-client";
import { queryKeyOfPath, ROUTE_FACTS } from "@ringline/api-client/core";
import { AUTH_STALE_TIME_MS } from "@ringline/api-client/react/provider";

// Query options for what the public pages show in their first paint (who is signed in, the
// plans' prices), without the route table: `routeQueryOptions` derives keys from it, and it
// comes with every contract schema, which the landing page loads only later. The keys come
// from the same paths and rule as `queryKeyOf`'s (`@ringline/api-client/core`, without zod),
// so these queries and the rest of the site share one cache entry.

/** `GET /auth/me`: the signed-in user; refused (401) for a visitor without a session. */
export function meQuery(api: ApiClient) {
  return {
    queryKey: queryKeyOfPath(ROUTE_FACTS.getMe.path),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<TUser> =>
      api.getMe(undefined, { signal }),
    staleTime: AUTH_STALE_TIME_MS,
  };
}

/**
 * `GET /api/plans`: the plans of plan_configurations, the one source of every price. The answer
 * is cached whole, as `useRouteQuery("listPlans")` caches it; read `.items`.
 */
export function plansQuery(api: ApiClient) {
  return {
    queryKey: queryKeyOfPath(ROUTE_FACTS.listPlans.path),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<TPlanListResponse> =>
      api.listPlans(undefined, { signal }),
  };
}
