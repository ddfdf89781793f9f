import type { ApiClient } from "@ringline/api-client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What every loader and page reads data through: one API client and one query cache for the
 * whole site, made once at start-up (tests make their own with a fake fetch).
 */
export interface AppContext {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
}
