import type { TCallFilters } from "@ringline/api-client";
import { CALL_OUTCOMES } from "@ringline/api-client";

// The call list's filters live in the URL (`?from=…&outcome=…&q=…`), so a filtered list can
// be reloaded, shared and navigated back to.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OUTCOMES: readonly string[] = CALL_OUTCOMES.map((outcome) => outcome.id);

export type CallFilterValues = {
  from: string;
  to: string;
  outcome: string;
  leadCaptured: string;
  appointmentBooked: string;
  q: string;
};

export const NO_FILTERS: CallFilterValues = {
  from: "",
  to: "",
  outcome: "",
  leadCaptured: "",
  appointmentBooked: "",
  q: "",
};

/** The filters a URL holds (anything malformed is left out). */
export function filtersFromSearch(search: URLSearchParams): CallFilterValues {
  const pick = (name: string, valid: (value: string) => boolean) => {
    const value = search.get(name) ?? "";
    return valid(value) ? value : "";
  };
  const yesNo = (value: string) => value === "true" || value === "false";
  return {
    from: pick("from", (value) => DAY.test(value)),
    to: pick("to", (value) => DAY.test(value)),
    outcome: pick("outcome", (value) => OUTCOMES.includes(value)),
    leadCaptured: pick("lead", yesNo),
    appointmentBooked: pick("booked", yesNo),
    q: (search.get("q") ?? "").slice(0, 100),
  };
}

/** The API's query for the filters. */
export function filtersQuery(values: CallFilterValues): TCallFilters {
  return {
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.outcome ? { outcome: values.outcome as TCallFilters["outcome"] } : {}),
    ...(values.leadCaptured ? { leadCaptured: values.leadCaptured as "true" | "false" } : {}),
    ...(values.appointmentBooked
      ? { appointmentBooked: values.appointmentBooked as "true" | "false" }
      : {}),
    ...(values.q.trim() ? { q: values.q.trim() } : {}),
  };
}

/** The search with these filters (back to page 1; other parameters kept). */
export function searchWithFilters(search: URLSearchParams, values: CallFilterValues): string {
  const next = new URLSearchParams(search);
  const names: Array<[keyof CallFilterValues, string]> = [
    ["from", "from"],
    ["to", "to"],
    ["outcome", "outcome"],
    ["leadCaptured", "lead"],
    ["appointmentBooked", "booked"],
    ["q", "q"],
  ];
  for (const [key, name] of names) {
    const value = values[key].trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** Whether any filter is set. */
export function hasFilters(values: CallFilterValues): boolean {
  return Object.values(values).some((value) => value.trim() !== "");
}
