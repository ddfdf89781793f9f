export { STORAGE_KEYS } from "../core/storage-keys.js";

/**
 * Where the client keeps its tokens: anything shaped like `localStorage`. Browsers default
 * to `localStorage`; elsewhere (and when it is blocked) an in-memory store is used.
 *
 * @example
 * ```ts
 * createApiClient({ storage: sessionStorage }); // tokens end with the tab
 * ```
 */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that lives as long as the client, for servers, workers and tests.
 *
 * @example
 * ```ts
 * const api = createApiClient({ storage: createMemoryStorage() });
 * ```
 */
export function createMemoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/** `localStorage` when it exists and works (private modes may throw), memory otherwise. */
export function defaultStorage(): TokenStorage {
  try {
    const candidate = (globalThis as { localStorage?: TokenStorage }).localStorage;
    if (candidate) {
      const probe = "__ringline_probe__";
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      return candidate;
    }
  } catch {
    // Blocked storage: fall through to memory.
  }
  return createMemoryStorage();
}

/** Wraps a storage so that a failing write or read never breaks an API call. */
export function safeStorage(storage: TokenStorage): TokenStorage {
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota or privacy mode: the token lives for this request only.
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more can be done.
      }
    },
  };
}
