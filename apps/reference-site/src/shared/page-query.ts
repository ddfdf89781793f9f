/** The page of a list kept in the URL (`?page=2`), from 1; anything else is page 1. */
export function pageFromSearch(search: URLSearchParams | string): number {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same search with another page (and without `page` for page 1). */
export function searchWithPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}
