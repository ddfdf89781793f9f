import { describe, expect, it } from "vitest";
import { customersCsv, readSavedFilters, removeFilter, saveFilter } from "./saved-filters.js";

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

describe("the customers CSV", () => {
  it("quotes every field, doubles quotes and defuses spreadsheet formulas", () => {
    const csv = customersCsv([
      {
        id: "c1",
        email: "carol@bayside.example",
        name: 'Carol "CJ" Banks',
        company: "=HYPERLINK(1)",
        plan: null,
        subscriptionStatus: "active",
        status: "active",
        aiStatus: "green",
        trialStatus: null,
        createdAt: "2026-11-01T10:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "id,email,name,company,plan,subscriptionStatus,status,aiStatus,trialStatus,createdAt",
      '"c1","carol@bayside.example","Carol ""CJ"" Banks","\'=HYPERLINK(1)","","active","active","green","","2026-11-01T10:00:00.000Z"',
      "",
    ]);
  });
});
