/** A named set of the customer list's filters, as the URL's search. */
export interface SavedFilter {
  name: string;
  search: string;
}

const KEY = "ringline.admin.saved-customer-filters";

/** The administrator's saved filters, kept in this browser. */
export function readSavedFilters(
  storage: Storage | undefined = globalThis.localStorage,
): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SavedFilter =>
            typeof item?.name === "string" && typeof item?.search === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** Saves the filters under a name (replacing one of the same name) and answers the new list. */
export function saveFilter(
  filter: SavedFilter,
  storage: Storage | undefined = globalThis.localStorage,
): SavedFilter[] {
  const next = [...readSavedFilters(storage).filter((item) => item.name !== filter.name), filter];
  storage?.setItem(KEY, JSON.stringify(next));
  return next;
}

/** Forgets a saved filter and answers the new list. */
export function removeFilter(
  name: string,
  storage: Storage | undefined = globalThis.localStorage,
): SavedFilter[] {
  const next = readSavedFilters(storage).filter((item) => item.name !== name);
  storage?.setItem(KEY, JSON.stringify(next));
  return next;
}
