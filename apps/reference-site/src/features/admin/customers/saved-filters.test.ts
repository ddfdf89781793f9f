import { describe, expect, it } from "vitest";
import { readSavedFilters, removeFilter, saveFilter } from "./saved-filters.js";

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("saved customer filters", () => {
  it("saves by name, replaces a name saved again, and forgets", () => {
    const storage = memoryStorage();
    saveFilter({ name: "Suspended", search: "?status=suspended" }, storage);
    saveFilter({ name: "Red AI", search: "?aiStatus=red" }, storage);
    saveFilter({ name: "Suspended", search: "?status=suspended&plan=growth" }, storage);
    expect(readSavedFilters(storage)).toEqual([
      { name: "Red AI", search: "?aiStatus=red" },
      { name: "Suspended", search: "?status=suspended&plan=growth" },
    ]);
    expect(removeFilter("Red AI", storage)).toEqual([
      { name: "Suspended", search: "?status=suspended&plan=growth" },
    ]);
  });

  it("reads nothing from a damaged entry", () => {
    const storage = memoryStorage();
    storage.setItem("ringline.admin.saved-customer-filters", "{not json");
    expect(readSavedFilters(storage)).toEqual([]);
  });
});
