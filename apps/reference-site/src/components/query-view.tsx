import { resolveError } from "@ringline/api-client";
import { Skeleton } from "@ringline/react-widgets";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

const SKELETON_WIDTHS = ["100%", "60%", "40%", "70%"];

/**
 * A query's three states in a card: placeholder lines announced while it loads, its error in the
 * catalogue's words, then what `children` makes of its data.
 */
export function QueryView<Data>({
  query,
  loadingLabel,
  lines = 3,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingLabel: string;
  lines?: number;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} aria-busy="true">
        {SKELETON_WIDTHS.slice(0, lines).map((width) => (
          <Skeleton key={width} width={width} />
        ))}
      </div>
    );
  }
  if (query.isError) return <p role="alert">{resolveError(query.error).message}</p>;
  return <>{children(query.data)}</>;
}
