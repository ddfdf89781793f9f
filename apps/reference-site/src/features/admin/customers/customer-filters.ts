import { ADMIN_CUSTOMER_SORTS, type TAdminCustomerListQuery } from "@ringline/api-client";
import { pageFromSearch } from "../../../shared/page-query.js";

/** How many customers one page of the back office's list shows. */
export const CUSTOMERS_PER_PAGE = 25;

/** The filters the list keeps in the URL, by query parameter. */
export const CUSTOMER_FILTERS = ["search", "status", "plan", "trial", "aiStatus"] as const;

type Sort = TAdminCustomerListQuery["sort"];

const isSort = (value: string | null): value is Sort =>
  (ADMIN_CUSTOMER_SORTS as readonly string[]).includes(value ?? "");

/** The list's query from the page's URL (`?search=…&status=…&sort=…&page=…`). */
export function customerQueryFromSearch(search: URLSearchParams): TAdminCustomerListQuery {
  const query: TAdminCustomerListQuery = {
    page: pageFromSearch(search),
    pageSize: CUSTOMERS_PER_PAGE,
    sort: isSort(search.get("sort")) ? (search.get("sort") as Sort) : "newest",
  };
  for (const name of CUSTOMER_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}
