import type { TAdminActivityEntry, TAdminActivityQuery } from "@ringline/api-client";
import { useRouteQuery } from "@ringline/api-client/react";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { whenColumn } from "../admin-columns.js";
import { AdminFilterForm } from "../admin-filter-form.js";

const PER_PAGE = 50;

const METHOD_OPTIONS = [
  { value: "", label: "Any method" },
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].map((method) => ({ value: method, label: method })),
];

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "2xx", label: "Success (2xx)" },
  { value: "3xx", label: "Redirect (3xx)" },
  { value: "4xx", label: "Refused (4xx)" },
  { value: "5xx", label: "Failed (5xx)" },
];

const STATUS_CLASSES = new Set(["2xx", "3xx", "4xx", "5xx"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function activityQuery(search: URLSearchParams): TAdminActivityQuery {
  const query: TAdminActivityQuery = { page: pageFromSearch(search), pageSize: PER_PAGE };
  const status = search.get("status") ?? "";
  if (STATUS_CLASSES.has(status)) query.status = status as TAdminActivityQuery["status"];
  const userId = search.get("userId") ?? "";
  if (UUID.test(userId)) query.userId = userId;
  const email = search.get("email");
  if (email) query.email = email;
  const method = search.get("method");
  if (method) query.method = method;
  const text = search.get("search");
  if (text) query.search = text;
  return query;
}

/** The customers' requests (`user_activity_logs`): who, what, from where, how fast. */
export function AdminActivityPage() {
  const [search] = useSearchParams();
  const query = activityQuery(search);
  const activity = useRouteQuery("listAdminActivity", query);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Activity tracker</h1>
        <p className="muted">Every request of a signed-in customer, newest first.</p>
      </div>
      <AdminFilterForm
        label="Filter activity"
        search={search}
        filters={[
          { name: "search", label: "Request or page", kind: "search" },
          { name: "email", label: "Customer e-mail", kind: "search" },
          { name: "userId", label: "User id", kind: "search" },
          { name: "method", label: "Method", kind: "select", options: METHOD_OPTIONS },
          { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminActivityEntry>
        headingLevel="h2"
        title="Requests"
        caption="Customer requests"
        query={activity}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No request matches these filters."
        columns={[
          whenColumn("When", (entry) => entry.createdAt),
          { key: "action", header: "Request", cell: (entry) => <code>{entry.action}</code> },
          { key: "page", header: "Page", cell: (entry) => entry.page ?? "—" },
          { key: "status", header: "Status", cell: (entry) => entry.statusCode ?? "—" },
          {
            key: "time",
            header: "Time",
            align: "end",
            cell: (entry) => (entry.responseTime === null ? "—" : `${entry.responseTime} ms`),
          },
          { key: "ip", header: "IP address", cell: (entry) => entry.ipAddress ?? "—" },
          {
            key: "user",
            header: "User",
            cell: (entry) =>
              entry.email ?? (entry.userId ? <code>{entry.userId.slice(0, 8)}</code> : "—"),
          },
        ]}
      />
    </div>
  );
}
