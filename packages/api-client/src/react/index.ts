// `@ringline/api-client/react`: TanStack Query bindings over the framework-free client.
export {
  ApiClientProvider,
  type ApiClientProviderProps,
  useApiClient,
} from "./api-client-context.js";
export {
  AUTH_STALE_TIME_MS,
  type ConnectionHint,
  defaultStaleTime,
  GC_TIME_MS,
  PROFILE_STALE_TIME_MS,
  staleTimeFor,
} from "./freshness.js";
export {
  queryKeys,
  useCreateDemoBooking,
  useCreateOrder,
  useLogin,
  useLogout,
  useMe,
  useOrders,
  useProfile,
  useReportClientError,
  useRouteQuery,
  useSessions,
  useSignup,
  useSubmitContact,
} from "./hooks.js";
export { createQueryClient } from "./query-client.js";
export { type QueryRouteName, queryKeyOf, routeQueryOptions } from "./query-options.js";
