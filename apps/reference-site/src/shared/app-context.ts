import type { ApiClient } from "@ringline/api-client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What every loader and page reads data through: one API client and one query cache for the
 * whole site, made once at start-up (tests make their own with a fake fetch).
 */
export interface AppContext {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  /**
   * Loads the API client's code (its own chunk, kept off the public pages' first load) and
   * resolves once `api` is the real client. Route modules other than the public pages wait
   * for it before their loader and component run.
   */
  readonly loadApi?: (() => Promise<ApiClient>) | undefined;
}
