// `@ringline/api-client/react/provider`: the part of the React bindings that does not need the
// route table: the provider, the query client and the freshness rules. An app's first load can
// import these alone and leave the route table and every schema to the pages that query
// (`@ringline/api-client/react`, which shares this code and so the same context).
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
export { createQueryClient } from "./query-client.js";
