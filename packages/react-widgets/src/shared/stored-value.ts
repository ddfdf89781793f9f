/**
 * The part of the Web Storage API the widgets use; `localStorage`, `sessionStorage` or a
 * fake in tests.
 *
 * @example
 * ```ts
 * const memory = new Map<string, string>();
 * const storage: WebStorage = {
 *   getItem: (key) => memory.get(key) ?? null,
 *   setItem: (key, value) => void memory.set(key, value),
 *   removeItem: (key) => void memory.delete(key),
 * };
 * ```
 */
export type WebStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The browser's `localStorage` or `sessionStorage`; undefined where there is none or where
 * reading it throws (storage blocked by privacy settings): the widget then lives per page.
 *
 * @example
 * ```ts
 * const storage = options.storage ?? browserStorage("sessionStorage");
 * ```
 */
export function browserStorage(name: "localStorage" | "sessionStorage"): WebStorage | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A JSON value kept under one key of a storage, read and written without ever throwing:
 * missing, unreadable or malformed data reads as undefined, and a full or blocked storage
 * is ignored (the widget still works on this page).
 *
 * @example
 * ```ts
 * const stored = storedValue(browserStorage("localStorage"), "ringline:example", (value) =>
 *   typeof value === "number" ? value : undefined,
 * );
 * stored.write(42);
 * stored.read(); // 42
 * stored.write(undefined); // removes the key
 * ```
 */
export interface StoredValue<TValue> {
  read(): TValue | undefined;
  /** Writes the value as JSON; `undefined` removes the key. */
  write(value: TValue | undefined): void;
}

/**
 * Creates a {@link StoredValue}; `parse` checks what was read and returns undefined when it
 * is not a `TValue`.
 *
 * @example
 * ```ts
 * const stored = storedValue(sessionStorage, "ringline-chat", parseStoredChat);
 * ```
 */
export function storedValue<TValue>(
  storage: WebStorage | undefined,
  key: string,
  parse: (value: unknown) => TValue | undefined,
): StoredValue<TValue> {
  return {
    read() {
      try {
        const text = storage?.getItem(key);
        return text ? parse(JSON.parse(text)) : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        if (value === undefined) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or blocked storage: the widget still works on this page.
      }
    },
  };
}
