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

const CSV_COLUMNS = [
  "id",
  "email",
  "name",
  "company",
  "plan",
  "subscriptionStatus",
  "status",
  "aiStatus",
  "trialStatus",
  "createdAt",
] as const;

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote every field; a leading formula character is neutralised for spreadsheets.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** Customers as CSV (RFC 4180, a header row, CRLF line ends). */
export function customersCsv(
  rows: ReadonlyArray<Record<(typeof CSV_COLUMNS)[number], unknown>>,
): string {
  return [
    CSV_COLUMNS.join(","),
    ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(",")),
  ]
    .join("\r\n")
    .concat("\r\n");
}
