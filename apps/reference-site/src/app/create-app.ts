import type { ApiClientOptions } from "@ringline/api-client";
import { createQueryClient } from "@ringline/api-client/react/provider";
import { createBrowserRouter, createMemoryRouter } from "react-router";
import type { AppContext } from "./app-context.js";
import { createDeferredApiClient } from "./deferred-api-client.js";
import { createRoutes } from "./routes.js";

/**
 * The site's context: the API client (its code loaded on first use, see
 * `deferred-api-client.ts`) and the query cache with the product's defaults.
 */
export function createAppContext(options: ApiClientOptions = {}): AppContext {
  const { api, load } = createDeferredApiClient(options);
  return { api, queryClient: createQueryClient(), loadApi: load };
}

/** The router for the browser. */
export function createAppRouter(context: AppContext) {
  return createBrowserRouter(createRoutes(context));
}

/** The same routes in memory, starting at a path (tests). */
export function createMemoryAppRouter(context: AppContext, path: string) {
  return createMemoryRouter(createRoutes(context), { initialEntries: [path] });
}
