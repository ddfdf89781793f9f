import { Button, Field, Select, type SelectOption } from "@ringline/react-widgets";
import { useNavigate } from "react-router";

/** One filter of a back-office list: a search box, or a choice among options. */
export type AdminFilter =
  | { name: string; label: string; kind: "search"; hint?: string }
  | { name: string; label: string; kind: "select"; options: readonly SelectOption[] };

/** The URL's search for a form's filters: empty ones and defaults left out, back to page 1. */
export function searchFromForm(form: FormData, defaults: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const [name, raw] of form.entries()) {
    const value = String(raw).trim();
    if (value && defaults[name] !== value) next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/**
 * The filters of a back-office list, kept in the URL: submitting navigates to the same page
 * with the chosen filters and page 1, so the list's query follows the address.
 */
export function AdminFilterForm({
  label,
  filters,
  search,
  defaults = {},
  keep = {},
}: {
  label: string;
  filters: readonly AdminFilter[];
  search: URLSearchParams;
  defaults?: Record<string, string>;
  /** Parameters the page keeps whatever the filters (its tab), sent as hidden fields. */
  keep?: Record<string, string>;
}) {
  const navigate = useNavigate();
  return (
    <form
      key={search.toString()}
      className="admin-filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchFromForm(new FormData(event.currentTarget), defaults));
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {filters.map((filter) => {
        const value = search.get(filter.name) ?? defaults[filter.name] ?? "";
        return filter.kind === "search" ? (
          <Field key={filter.name} label={filter.label} hint={filter.hint}>
            <input name={filter.name} type="search" defaultValue={value} />
          </Field>
        ) : (
          <Field key={filter.name} label={filter.label}>
            <Select name={filter.name} options={filter.options} defaultValue={value} />
          </Field>
        );
      })}
      <div className="admin-filters-actions">
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
