import { type ApiClientOptions, createApiClient } from "@ringline/api-client";
import { createQueryClient } from "@ringline/api-client/react";
import { createBrowserRouter, createMemoryRouter } from "react-router";
import type { AppContext } from "./app-context.js";
import { createRoutes } from "./routes.js";

/** The site's context: the API client and the query cache with the product's defaults. */
export function createAppContext(options: ApiClientOptions = {}): AppContext {
  return { api: createApiClient(options), queryClient: createQueryClient() };
}

/** The router for the browser. */
export function createAppRouter(context: AppContext) {
  return createBrowserRouter(createRoutes(context));
}

/** The same routes in memory, starting at a path (tests). */
export function createMemoryAppRouter(context: AppContext, path: string) {
  return createMemoryRouter(createRoutes(context), { initialEntries: [path] });
}
