/**
 * An item of a pagination bar: a page number or a gap.
 *
 * @example
 * ```ts
 * const items: PaginationItem[] = [1, "ellipsis", 4, 5, 6, "ellipsis", 10];
 * ```
 */
export type PaginationItem = number | "ellipsis";

/**
 * The page numbers to show: the first and last pages, the current page with `siblings`
 * on each side, and an ellipsis for each gap of two pages or more (a gap of one shows the
 * page itself, which takes the same room). The bar keeps the same length on every page.
 *
 * @example
 * ```ts
 * paginationRange(5, 10); // [1, "ellipsis", 4, 5, 6, "ellipsis", 10]
 * paginationRange(2, 10); // [1, 2, 3, 4, 5, "ellipsis", 10]
 * paginationRange(3, 5);  // [1, 2, 3, 4, 5]
 * ```
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  let start = current - siblings;
  let end = current + siblings;
  if (start < 4) {
    // Too close to the start for a gap of two pages: no ellipsis on the left.
    start = 2;
    end = slots - 2;
  } else if (end > count - 3) {
    start = count - (slots - 3);
    end = count - 1;
  }
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (["ellipsis"] as const) : []),
    ...middle,
    ...(end < count - 1 ? (["ellipsis"] as const) : []),
    count,
  ];
}
