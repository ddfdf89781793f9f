import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Pagination,
  Table,
  type TableProps,
} from "@ringline/react-widgets";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { activeLocale } from "../shared/i18n/i18n.js";
import { tableStateOf } from "./table-state.js";

/** Where the other pages of a list are (`hrefFor` keeps the page in the URL). */
export interface ListPages {
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}

/** Links to the other pages of a list of `total` rows; nothing when they fit on one page. */
export function ListPagination({
  total,
  page,
  pageSize,
  hrefFor,
  label,
}: ListPages & { total: number | undefined; label?: string | undefined }) {
  if (total === undefined || total <= pageSize) return null;
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      hrefFor={hrefFor}
      linkComponent={Link}
      label={label}
      locale={activeLocale()}
    />
  );
}

export type TableCardProps<Row> = TableProps<Row> & {
  title: string;
  description?: ReactNode;
  /** The title's heading level in the page's outline (default h3). */
  headingLevel?: "h2" | "h3" | undefined;
  /** What follows the table in the card (pagination, a form, a dialog). */
  children?: ReactNode;
};

/**
 * A card named by its title holding one table (its caption kept for screen readers), then
 * `children`. Spread `tableStateOf(query)` on it for a list the API answers.
 */
export function TableCard<Row>({
  title,
  description,
  headingLevel,
  children,
  ...table
}: TableCardProps<Row>) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as={headingLevel}>
          {title}
        </CardTitle>
        {description !== undefined && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <Table<Row> hideCaption locale={activeLocale()} {...table} />
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A card holding one page of a list: the table with its loading, empty and error states, and
 * links to the other pages (`hrefFor` keeps the page in the URL).
 */
export function PagedTableCard<Row extends { id: string }>({
  query,
  page,
  pageSize,
  hrefFor,
  ...card
}: Omit<TableCardProps<Row>, "rows" | "rowKey" | "children"> &
  ListPages & {
    query: UseQueryResult<{ items: Row[]; total: number }>;
  }) {
  return (
    <TableCard<Row> {...card} rowKey="id" {...tableStateOf(query)}>
      <ListPagination total={query.data?.total} page={page} pageSize={pageSize} hrefFor={hrefFor} />
    </TableCard>
  );
}
