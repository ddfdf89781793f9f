import type { ApiClientOptions } from "@ringline/api-client";
import { basenameOf, type TSiteLocale } from "@ringline/api-client/core";
import { createQueryClient } from "@ringline/api-client/react/provider";
import { createBrowserRouter, createMemoryRouter, type DataRouter } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { createDeferredApiClient } from "./deferred-api-client.js";
import { createRoutes } from "./routes.js";

/**
 * A fetch that tells the API which page of the site asked (`X-Page`, the activity log's page).
 * Only for the site's own origin: another origin would need the header allowed by CORS.
 */
export function fetchWithPage(base?: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const send = base ?? globalThis.fetch;
    if (typeof window === "undefined") return send(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) return send(input, init);
    if (input instanceof Request) {
      input.headers.set("x-page", window.location.pathname);
      return send(input, init);
    }
    const headers = new Headers(init?.headers);
    headers.set("x-page", window.location.pathname);
    return send(input, { ...init, headers });
  };
}

/**
 * The site's context: the API client (its code loaded on first use, see
 * `deferred-api-client.ts`) and the query cache with the product's defaults.
 */
export function createAppContext(options: ApiClientOptions = {}): AppContext {
  const { api, load } = createDeferredApiClient({
    ...options,
    fetch: fetchWithPage(options.fetch),
  });
  return { api, queryClient: createQueryClient(), loadApi: load };
}

/**
 * The router for the browser, in a language: the Spanish site is the same routes under `/es`
 * (its `basename`), so every link and navigation of a Spanish page stays Spanish.
 */
export function createAppRouter(context: AppContext, locale: TSiteLocale = "en") {
  const basename = basenameOf(locale);
  return createBrowserRouter(createRoutes(context), basename ? { basename } : {});
}

/**
 * The same routes in memory, starting at a path (tests, the prerender); a Spanish path
 * (`/es/faq`) is read under the Spanish `basename`.
 */
export function createMemoryAppRouter(
  context: AppContext,
  path: string,
  locale: TSiteLocale = "en",
) {
  const basename = basenameOf(locale);
  return createMemoryRouter(createRoutes(context), {
    initialEntries: [path],
    ...(basename ? { basename } : {}),
  });
}

/**
 * Resolves once the router can render its first page: the page's and its layouts' modules are
 * in and their loaders have answered (what hydrating a prerendered page waits for).
 */
export function whenRouterReady(router: DataRouter): Promise<void> {
  const ready = (state: DataRouter["state"]) =>
    state.initialized && state.navigation.state === "idle";
  if (ready(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!ready(state)) return;
      stop();
      resolve();
    });
  });
}
