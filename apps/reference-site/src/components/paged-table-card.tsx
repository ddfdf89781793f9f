import { resolveError } from "@ringline/api-client";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Pagination,
  Table,
  type TableColumn,
} from "@ringline/react-widgets";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";

/**
 * A card holding one page of a list: the table with its loading, empty and error states, and
 * links to the other pages (`hrefFor` keeps the page in the URL).
 */
export function PagedTableCard<Row extends { id: string }>({
  title,
  caption,
  query,
  columns,
  emptyMessage,
  page,
  pageSize,
  hrefFor,
  headingLevel,
}: {
  title: string;
  caption: string;
  query: UseQueryResult<{ items: Row[]; total: number }>;
  columns: ReadonlyArray<TableColumn<Row>>;
  emptyMessage: string;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** The title's heading level in the page's outline (default h3). */
  headingLevel?: "h2" | "h3" | undefined;
}) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as={headingLevel}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Table<Row>
          caption={caption}
          hideCaption
          rowKey="id"
          loading={query.isPending}
          error={query.isError ? resolveError(query.error).message : undefined}
          onRetry={() => query.refetch()}
          rows={query.data?.items ?? []}
          emptyMessage={emptyMessage}
          columns={columns}
        />
        {query.data && query.data.total > pageSize && (
          <Pagination
            page={page}
            total={query.data.total}
            pageSize={pageSize}
            hrefFor={hrefFor}
            linkComponent={Link}
          />
        )}
      </CardContent>
    </Card>
  );
}
