import { describe, expect, it } from "vitest";
import { browserStorage, storedValue, type WebStorage } from "./stored-value.js";

function memoryStorage(): WebStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const asNumber = (value: unknown) => (typeof value === "number" ? value : undefined);

describe("storedValue", () => {
  it("writes JSON under its key, reads it back and removes it for undefined", () => {
    const storage = memoryStorage();
    const stored = storedValue(storage, "example", asNumber);

    stored.write(42);
    expect(storage.items.get("example")).toBe("42");
    expect(stored.read()).toBe(42);

    stored.write(undefined);
    expect(storage.items.has("example")).toBe(false);
    expect(stored.read()).toBeUndefined();
  });

  it("reads malformed JSON and values its parser refuses as nothing", () => {
    const storage = memoryStorage();
    const stored = storedValue(storage, "example", asNumber);

    storage.items.set("example", "{not json");
    expect(stored.read()).toBeUndefined();
    storage.items.set("example", '"a string"');
    expect(stored.read()).toBeUndefined();
  });

  it("never throws when the storage does, or when there is none", () => {
    const blocked: WebStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const stored = storedValue(blocked, "example", asNumber);

    expect(stored.read()).toBeUndefined();
    expect(() => stored.write(1)).not.toThrow();
    expect(() => stored.write(undefined)).not.toThrow();
    expect(storedValue(undefined, "example", asNumber).read()).toBeUndefined();
  });
});

describe("browserStorage", () => {
  it("is the browser's storage, or undefined where reading it throws", () => {
    expect(browserStorage("localStorage")).toBe(globalThis.localStorage);

    const original = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage");
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError");
      },
    });
    try {
      expect(browserStorage("sessionStorage")).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, "sessionStorage", original);
      else Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });
});
