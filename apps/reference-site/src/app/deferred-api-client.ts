import type { ApiClient, ApiClientOptions, TokenStorage } from "@ringline/api-client";
import { STORAGE_KEYS } from "@ringline/api-client/core";

/**
 * The site's API client, loaded when first used: the client, its route table and every
 * contract schema are a chunk of their own, so the landing page paints without them (they
 * are most of a public page's script). Until the chunk arrives, the session checks that
 * public pages make while rendering (is a token held?) read the same storage the client
 * will use; every other method waits for the chunk, then calls the client.
 */
export interface DeferredApiClient {
  /** The client, as pages and loaders use it. */
  readonly api: ApiClient;
  /** Loads the client's chunk (once) and resolves with the client. */
  load(): Promise<ApiClient>;
}

type ClientModule = Pick<typeof import("@ringline/api-client"), "createApiClient">;

/** What may be called before the chunk arrives without waiting for it. */
const SYNC_BEFORE_LOAD = new Set(["getAuthToken", "getImpersonation", "clearSession"]);

/** Names a caller may probe on any object (promises, test matchers, serializers). */
const NOT_METHODS = new Set(["then", "toJSON", "constructor", "$$typeof", "asymmetricMatch"]);

function memoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** `localStorage` when the browser lets us use it, else memory (as the client itself does). */
function defaultStorage(): TokenStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = "__ringline_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/**
 * A client whose code loads on first use; `options` are those of `createApiClient`.
 *
 * @example
 * ```ts
 * const { api } = createDeferredApiClient({});
 * api.getAuthToken(); // answered at once, from localStorage
 * await api.listPlans(); // loads the client, then asks the API
 * ```
 */
export function createDeferredApiClient(
  options: ApiClientOptions = {},
  importClient: () => Promise<ClientModule> = () => import("@ringline/api-client"),
): DeferredApiClient {
  const storage = options.storage ?? defaultStorage();
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () => {
    loading ??= importClient().then((module) => {
      client = module.createApiClient({ ...options, storage });
      return client;
    });
    return loading;
  };

  // Before the chunk: only what a render may ask synchronously.
  const early: Record<string, (...args: never[]) => unknown> = {
    getAuthToken: () => storage.getItem(STORAGE_KEYS.authToken),
    getImpersonation: () => {
      const raw = storage.getItem(STORAGE_KEYS.impersonationData);
      if (raw === null || storage.getItem(STORAGE_KEYS.impersonationToken) === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    clearSession: () => {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
    },
  };
  const deferred = new Map<string, (...args: unknown[]) => unknown>();

  function deferredMethod(name: string): (...args: unknown[]) => unknown {
    let method = deferred.get(name);
    if (!method) {
      method =
        name === "streamChatMessage"
          ? (...args) =>
              (async function* stream() {
                const loaded = await load();
                yield* (loaded.streamChatMessage as (...a: unknown[]) => AsyncIterable<string>)(
                  ...args,
                );
              })()
          : (...args) =>
              load().then((loaded) =>
                (loaded[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args),
              );
      deferred.set(name, method);
    }
    return method;
  }

  const api = new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name !== "string" || NOT_METHODS.has(name)) return undefined;
      if (client) return client[name as keyof ApiClient];
      if (SYNC_BEFORE_LOAD.has(name)) return early[name];
      if (name === "urlOf") {
        throw new Error("api.urlOf() needs the API client: await its load first");
      }
      return deferredMethod(name);
    },
  });
  return { api, load };
}
