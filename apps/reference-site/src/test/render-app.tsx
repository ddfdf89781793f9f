import { createMemoryStorage } from "@ringline/api-client";
import { localeOfPath } from "@ringline/api-client/core";
import { render } from "@testing-library/react";
import { AppProviders } from "../app/app-providers.js";
import { createAppContext, createMemoryAppRouter } from "../app/create-app.js";
import { createFakeApi } from "./fake-api.js";

/**
 * The whole site at a path, on a fake API; the router is returned to read where it went. A
 * Spanish path (`/es/faq`) is read as the Spanish site reads it (activate Spanish to see it so).
 * `stored` is what the browser's storage already holds (`{ authToken: "…" }` for a visitor
 * who signed in before).
 */
export function renderApp(
  path: string,
  api = createFakeApi(),
  stored: Record<string, string> = {},
) {
  const context = createAppContext({
    baseUrl: "http://localhost",
    fetch: api.fetch,
    storage: createMemoryStorage(stored),
  });
  const router = createMemoryAppRouter(context, path, localeOfPath(path));
  const view = render(<AppProviders context={context} router={router} />);
  return { ...view, router, api, context };
}
