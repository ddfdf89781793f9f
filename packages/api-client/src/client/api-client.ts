import type { TImpersonationResponse } from "../contract/admin.js";
import type { TChatRequestInput } from "../contract/chat.js";
import type { RouteDefinition } from "../contract/route.js";
import { API_ROUTES, type TRouteName } from "../contract/routes.js";
import { ApiError } from "./api-error.js";
import { createHttp, type EmbedIdentity } from "./http.js";
import {
  callFileRoute,
  callRoute,
  type RouteCaller,
  routeUrl,
  streamChatReply,
  unwrapAnswer,
} from "./route-call.js";
import type {
  CallableRouteName,
  CallOptions,
  NavigationRouteName,
  RouteMethods,
} from "./route-types.js";
import {
  createMemoryStorage,
  defaultStorage,
  STORAGE_KEYS,
  safeStorage,
  type TokenStorage,
} from "./storage.js";

export { CSRF_TOKEN_TTL_MS } from "./http.js";

/**
 * Options of {@link createApiClient}.
 *
 * @example
 * ```ts
 * const options: ApiClientOptions = { baseUrl: "https://app.ringline.ai", storage: createMemoryStorage() };
 * ```
 */
export interface ApiClientOptions {
  /** Origin of the API, e.g. `https://app.ringline.ai`; empty for the page's own (default). */
  baseUrl?: string | undefined;
  /** Where tokens are kept (default: `localStorage` when usable, else memory). */
  storage?: TokenStorage | undefined;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Clock, for tests (default: `Date.now`). */
  now?: (() => number) | undefined;
  /**
   * A widget on a partner site: every request carries the embed key and the visitor token, and
   * no cookie, CSRF token or bearer token (the default storage is then memory, never the
   * partner page's `localStorage`).
   */
  embed?: EmbedIdentity | undefined;
}

/**
 * Options of {@link ApiClient.sendChatMessage}.
 *
 * @example
 * ```ts
 * await api.sendChatMessage(request, { support: true });
 * ```
 */
export interface ChatSendOptions extends CallOptions {
  /** Send to `POST /api/chat/support` (answers from the FAQ and forwarding guide). */
  support?: boolean | undefined;
}

/** What the client remembers about an impersonation it started (stored as JSON). */
export type TImpersonationData = TImpersonationResponse["impersonation"];

/**
 * The product API: one method per route of {@link API_ROUTES}, named as the route, plus the
 * session the client keeps. A method takes the route's input (the body, or a GET's query,
 * with path parameters as fields) and resolves to its answer, or to the member the route
 * unwraps (`getMe()` resolves to the user).
 *
 * @example
 * ```ts
 * const user = await api.getMe();
 * const { items: orders } = await api.listOrders({ page: 2 });
 * ```
 */
export type ApiClient = Omit<
  RouteMethods,
  "sendChatMessage" | "streamChatMessage" | "stopImpersonation"
> & {
  /**
   * `POST /api/chat` (marketing and dashboard), or `POST /api/chat/support` with
   * `{ support: true }`. The reply is plain text or Markdown, never HTML.
   */
  sendChatMessage: (
    request: TChatRequestInput,
    options?: ChatSendOptions,
  ) => ReturnType<RouteMethods["sendChatMessage"]>;
  /**
   * `POST /api/chat/stream`: the reply as it is written, one text delta at a time. Rejects
   * with an {@link ApiError} when the server refuses or the stream reports an error, and with
   * the signal's reason when aborted.
   *
   * @example
   * ```ts
   * let reply = "";
   * for await (const delta of api.streamChatMessage(request, { signal })) reply += delta;
   * ```
   */
  streamChatMessage: (request: TChatRequestInput, options?: CallOptions) => AsyncIterable<string>;
  /** Ends the impersonation this client holds (or the one named), and forgets it whatever the answer. */
  stopImpersonation: (
    input?: { impersonationId: string },
    options?: CallOptions,
  ) => ReturnType<RouteMethods["stopImpersonation"]>;
  /** The address of a browser navigation (`urlOf("googleSignIn")` for Google sign-in). */
  urlOf(name: NavigationRouteName): string;
  /** The stored session token, if any. */
  getAuthToken(): string | null;
  /** The impersonation this client holds, if any. */
  getImpersonation(): TImpersonationData | null;
  /** Forgets every token and the CSRF cache without calling the server. */
  clearSession(): void;
};

function pageOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== "null" ? location.origin : "http://localhost";
}

/**
 * Creates a product API client. Framework-free: browsers, Node and workers. Its methods are
 * derived from the route table; requests go through ky, whose hooks attach the CSRF header to
 * mutations and the bearer token (`authToken`, replaced by `impersonationToken` on non-admin
 * calls; `/api/admin/` paths carry neither), refresh an expired CSRF token once, and turn
 * failures into {@link ApiError}s with catalogue codes.
 *
 * @example
 * ```ts
 * import { createApiClient } from "@ringline/api-client";
 *
 * const api = createApiClient({ baseUrl: "https://app.ringline.ai" });
 * await api.login({ email: "ada@example.com", password: "Correct9Horse" });
 * const profile = await api.getProfile();
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl || pageOrigin()).replace(/\/+$/, "");
  const storage = safeStorage(
    options.storage ?? (options.embed ? createMemoryStorage() : defaultStorage()),
  );
  const http = createHttp({
    baseUrl,
    storage,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: options.now ?? Date.now,
    embed: options.embed,
  });
  const call: RouteCaller = (route, input, callOptions) =>
    callRoute(http, route, input, callOptions);

  function clearImpersonation(): void {
    storage.removeItem(STORAGE_KEYS.impersonationToken);
    storage.removeItem(STORAGE_KEYS.impersonationData);
  }
  function clearSession(): void {
    storage.removeItem(STORAGE_KEYS.authToken);
    clearImpersonation();
    http.forgetCsrfToken();
  }
  function readImpersonation(): TImpersonationData | null {
    const raw = storage.getItem(STORAGE_KEYS.impersonationData);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as TImpersonationData;
    } catch {
      return null;
    }
  }

  const methods: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(API_ROUTES) as Array<[TRouteName, RouteDefinition]>) {
    if (route.kind === "redirect" || route.kind === "webhook") continue;
    if (route.kind === "file") {
      methods[name] = (input?: unknown, callOptions?: CallOptions) =>
        callFileRoute(http, route, input, callOptions);
      continue;
    }
    methods[name] = async (input?: unknown, callOptions?: CallOptions) =>
      unwrapAnswer(route, await call(route, input, callOptions));
  }
  const routes = methods as RouteMethods;

  // What calls do to the session the client keeps, beside what the route answers.
  const session: Partial<ApiClient> = {
    getCsrfToken: () => http.getCsrfToken(),
    // Signing in (and out) rotates the CSRF token on the server: the cached one is dropped, so
    // the next mutation asks for the new one rather than failing once and retrying.
    async signup(input, callOptions) {
      const answer = await routes.signup(input, callOptions);
      http.forgetCsrfToken();
      storage.setItem(STORAGE_KEYS.authToken, answer.authToken);
      return answer;
    },
    async login(input, callOptions) {
      const answer = await routes.login(input, callOptions);
      http.forgetCsrfToken();
      clearImpersonation();
      storage.setItem(STORAGE_KEYS.authToken, answer.authToken);
      return answer;
    },
    async adminLogin(input, callOptions) {
      const admin = await routes.adminLogin(input, callOptions);
      http.forgetCsrfToken();
      return admin;
    },
    async logout(input, callOptions) {
      try {
        return await routes.logout(input, callOptions);
      } finally {
        // Signing out locally never depends on the server's answer; a failure still rejects,
        // so that the page can say so ("Logout failed") after leaving.
        clearSession();
      }
    },
    async getMe(input, callOptions) {
      try {
        return await routes.getMe(input, callOptions);
      } catch (error) {
        if (ApiError.isInstance(error) && error.status === 401) clearSession();
        else if (ApiError.isInstance(error) && error.status === 0) {
          storage.removeItem(STORAGE_KEYS.impersonationData);
        }
        throw error;
      }
    },
    async adminLogout(input, callOptions) {
      try {
        return await routes.adminLogout(input, callOptions);
      } catch {
        // The admin cookie is httpOnly: only the server can end it, and it already may have.
        return { success: true, message: "You have been signed out." };
      } finally {
        clearImpersonation();
        http.forgetCsrfToken();
      }
    },
    async startImpersonation(input, callOptions) {
      const started = (await call(
        API_ROUTES.startImpersonation,
        input,
        callOptions,
      )) as TImpersonationResponse;
      storage.setItem(STORAGE_KEYS.impersonationToken, started.impersonationToken);
      storage.setItem(STORAGE_KEYS.impersonationData, JSON.stringify(started.impersonation));
      return started.impersonation;
    },
    async stopImpersonation(input, callOptions) {
      const impersonationId = input?.impersonationId ?? readImpersonation()?.id;
      try {
        if (!impersonationId) return { success: true, message: "No impersonation to end." };
        return await routes.stopImpersonation({ impersonationId }, callOptions);
      } finally {
        clearImpersonation();
      }
    },
    sendChatMessage: (request, sendOptions) =>
      sendOptions?.support
        ? routes.sendSupportChatMessage(request, sendOptions)
        : routes.sendChatMessage(request, sendOptions),
    streamChatMessage: (request, callOptions) =>
      streamChatReply(http, API_ROUTES.streamChatMessage, request, callOptions),
  };

  return {
    ...routes,
    ...session,
    urlOf: (name: NavigationRouteName) => routeUrl(baseUrl, API_ROUTES[name], undefined).url,
    getAuthToken: () => storage.getItem(STORAGE_KEYS.authToken),
    getImpersonation: readImpersonation,
    clearSession,
  } as ApiClient;
}

/** Names of the client's route methods, for tools that walk the table. */
export type { CallableRouteName };
