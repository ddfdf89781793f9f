import type { ApiClient } from "../client/api-client.js";
import type { CallableRouteName, RouteInput, RouteResult } from "../client/route-types.js";
import { API_ROUTES, type TApiRoutes } from "../contract/routes.js";
import { queryKeyOfPath } from "../core/route-facts.js";
import { AUTH_STALE_TIME_MS, PROFILE_STALE_TIME_MS } from "./freshness.js";

/** The GET routes: what can be cached as a query. */
export type QueryRouteName = {
  [Name in CallableRouteName]: TApiRoutes[Name]["method"] extends "GET"
    ? TApiRoutes[Name] extends { kind: "event-stream" | "file" }
      ? never
      : Name
    : never;
}[CallableRouteName];

/**
 * A route's query key: its path without the leading `/` and `/api/` (`GET /auth/me` is
 * `["auth/me"]`, `GET /api/customers/profile` is `["customers/profile"]`), then its input when
 * it has one, so invalidating `["orders"]` reaches every page of orders.
 *
 * @example
 * ```ts
 * queryKeyOf("getMe"); // ["auth/me"]
 * queryKeyOf("listOrders", { page: 2 }); // ["orders", { page: 2 }]
 * ```
 */
export function queryKeyOf<Name extends QueryRouteName>(
  name: Name,
  input?: RouteInput<TApiRoutes[Name]>,
): readonly unknown[] {
  return queryKeyOfPath(API_ROUTES[name].path, input);
}

/** Freshness that differs from the connection-based default, per the product's rules. */
const STALE_TIMES: Partial<Record<QueryRouteName, number>> = {
  getMe: AUTH_STALE_TIME_MS,
  getProfile: PROFILE_STALE_TIME_MS,
};

/**
 * Query options for a GET route: the key, the function and the freshness. The same object
 * serves `useQuery` in a component and `queryClient.ensureQueryData` in a route loader.
 *
 * @example
 * ```ts
 * const user = await queryClient.ensureQueryData(routeQueryOptions(api, "getMe"));
 * const { data } = useQuery(routeQueryOptions(api, "listOrders", { page }));
 * ```
 */
export function routeQueryOptions<Name extends QueryRouteName>(
  api: ApiClient,
  name: Name,
  input?: RouteInput<TApiRoutes[Name]>,
) {
  const call = api[name] as unknown as (
    input: unknown,
    options: { signal: AbortSignal },
  ) => Promise<RouteResult<TApiRoutes[Name]>>;
  const staleTime = STALE_TIMES[name];
  return {
    queryKey: queryKeyOf(name, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(input, { signal }),
    ...(staleTime !== undefined ? { staleTime } : {}),
  };
}
