export { Pagination, type PaginationProps } from "./pagination.js";
export { type PaginationItem, paginationRange } from "./pagination-range.js";
