/** What a list request asks for: a page (from 1) and how many items a page holds. */
export interface PageQuery {
  readonly page: number;
  readonly pageSize: number;
}

/** The rows a page covers, as a query's `skip` and `take`. */
export function pageWindow(query: PageQuery): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/** A list answer (the contract's page: `items`, `total`, `page`, `pageSize`). */
export function pageOf<Item>(items: Item[], total: number, query: PageQuery) {
  return { success: true as const, items, total, page: query.page, pageSize: query.pageSize };
}
