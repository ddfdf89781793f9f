import { resolveError } from "@ringline/api-client";
import type { TableProps } from "@ringline/react-widgets";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * A `Table`'s loading, error (with retry) and rows, from a query of one page of a list: spread
 * it on the table. The error reads as the catalogue's message unless `describeError` says.
 *
 * @example
 * ```tsx
 * const sessions = useSessions();
 * <Table caption="Your sessions" rowKey="id" columns={columns} {...tableStateOf(sessions)} />
 * ```
 */
export function tableStateOf<Row>(
  query: UseQueryResult<{ items: Row[] }>,
  describeError: (error: Error) => ReactNode = (error) => resolveError(error).message,
): Pick<TableProps<Row>, "loading" | "error" | "onRetry" | "rows"> {
  return {
    loading: query.isPending,
    error: query.isError ? describeError(query.error) : undefined,
    onRetry: () => query.refetch(),
    rows: query.data?.items ?? [],
  };
}
