import { type ApiClient, createApiClient } from "@ringline/api-client";
import { EMBED_VISITOR_TOKEN_PATTERN } from "@ringline/api-client/core";
import { browserStorage, type WebStorage } from "../shared/stored-value.js";

/**
 * The `localStorage` key prefix of the embedded widgets' visitor tokens, one per embed key
 * (`ringline:visitor:rk_…`), on the partner's page.
 *
 * @example
 * ```ts
 * localStorage.getItem(`${VISITOR_TOKEN_STORAGE_PREFIX}${embedKey}`);
 * ```
 */
export const VISITOR_TOKEN_STORAGE_PREFIX = "ringline:visitor:";

// When storage is blocked, the visitor lasts as long as the page.
const pageTokens = new Map<string, string>();

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The visitor token of an embed key on this page: the one kept in the page's `localStorage`
 * under the widget's own key, or a new random one (32 bytes) kept there. It is the visitor's
 * whole identity with Ringline on a partner site: no cookie is set or needed.
 *
 * @example
 * ```ts
 * visitorTokenFor("rk_…"); // the same 43 characters on every call and page of the site
 * ```
 */
export function visitorTokenFor(
  embedKey: string,
  storage: WebStorage | undefined = browserStorage("localStorage"),
): string {
  const name = `${VISITOR_TOKEN_STORAGE_PREFIX}${embedKey}`;
  try {
    const kept = storage?.getItem(name);
    if (kept && EMBED_VISITOR_TOKEN_PATTERN.test(kept)) return kept;
  } catch {
    // Blocked storage: a token for this page.
  }
  const token = pageTokens.get(name) ?? newToken();
  pageTokens.set(name, token);
  try {
    storage?.setItem(name, token);
  } catch {
    // Quota or privacy mode: the page's token stands.
  }
  return token;
}

// One client per API address and key, so every element of a page shares the visitor.
const clients = new Map<string, ApiClient>();

/**
 * The API client of an embedded widget: with an embed key, it sends the key and the visitor
 * token on every request and no cookie, CSRF token or bearer token; without one, it calls
 * `api-url` as the site itself would (cookies, for origins in the API's `CORS_ORIGINS`).
 *
 * @example
 * ```ts
 * const api = embedApiClient("https://app.ringline.ai", "rk_…");
 * await api.submitContact(request);
 * ```
 */
export function embedApiClient(
  apiUrl: string | undefined,
  embedKey: string | undefined,
): ApiClient {
  const name = `${apiUrl ?? ""} ${embedKey ?? ""}`;
  let client = clients.get(name);
  if (!client) {
    client = createApiClient({
      baseUrl: apiUrl,
      ...(embedKey
        ? { embed: { key: embedKey, visitorToken: () => visitorTokenFor(embedKey) } }
        : {}),
    });
    clients.set(name, client);
  }
  return client;
}
