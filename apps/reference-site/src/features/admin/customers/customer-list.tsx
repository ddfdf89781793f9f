import type { TAdminCustomerListQuery, TAdminCustomerSummary } from "@ringline/api-client";
import type { TableColumn } from "@ringline/react-widgets";
import type { UseQueryResult } from "@tanstack/react-query";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { searchWithPage } from "../../../shared/page-query.js";
import { AdminFilterForm } from "../admin-filter-form.js";
import {
  AI_STATUS_OPTIONS,
  PLAN_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  TRIAL_OPTIONS,
} from "../customer-labels.js";
import { CUSTOMERS_PER_PAGE } from "./customer-filters.js";

/** The customer list's filters and sort (newest first unless chosen), kept in the URL. */
export function CustomerFilterForm({
  label,
  search,
  searchHint,
}: {
  label: string;
  search: URLSearchParams;
  /** Says under the search box what it looks in. */
  searchHint?: string | undefined;
}) {
  return (
    <AdminFilterForm
      label={label}
      search={search}
      defaults={{ sort: "newest" }}
      filters={[
        {
          name: "search",
          label: "Search",
          kind: "search",
          ...(searchHint === undefined ? {} : { hint: searchHint }),
        },
        { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
        { name: "plan", label: "Plan", kind: "select", options: PLAN_OPTIONS },
        { name: "trial", label: "Trial", kind: "select", options: TRIAL_OPTIONS },
        { name: "aiStatus", label: "AI status", kind: "select", options: AI_STATUS_OPTIONS },
        { name: "sort", label: "Sort by", kind: "select", options: SORT_OPTIONS },
      ]}
    />
  );
}

/** One page of the filtered customer list (`query`, from the URL's `search`) in a card. */
export function CustomerListCard({
  title,
  caption,
  customers,
  query,
  search,
  columns,
}: {
  title: string;
  caption: string;
  customers: UseQueryResult<{ items: TAdminCustomerSummary[]; total: number }>;
  query: TAdminCustomerListQuery;
  search: URLSearchParams;
  columns: ReadonlyArray<TableColumn<TAdminCustomerSummary>>;
}) {
  return (
    <PagedTableCard<TAdminCustomerSummary>
      headingLevel="h2"
      title={title}
      caption={caption}
      query={customers}
      page={query.page}
      pageSize={CUSTOMERS_PER_PAGE}
      hrefFor={(next) => searchWithPage(search, next)}
      emptyMessage="No customer matches these filters."
      columns={columns}
    />
  );
}
