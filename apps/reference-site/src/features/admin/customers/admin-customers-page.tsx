import { useRouteQuery } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../../shared/format.js";
import { aiStatusVariant, statusVariant } from "../customer-labels.js";
import { customerQueryFromSearch } from "./customer-filters.js";
import { CustomerFilterForm, CustomerListCard } from "./customer-list.js";

/** The back office's customers: search, filters, sort and paging, all in the URL. */
export function AdminCustomersPage() {
  const [search] = useSearchParams();
  const query = customerQueryFromSearch(search);
  const customers = useRouteQuery("listAdminCustomers", query);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Customers</h1>
        {customers.data && (
          <p className="muted">
            {customers.data.total} {customers.data.total === 1 ? "customer" : "customers"}
          </p>
        )}
      </div>
      <CustomerFilterForm
        label="Find customers"
        search={search}
        searchHint="E-mail, name, username or company"
      />
      <CustomerListCard
        title="Customer list"
        caption="Customers"
        customers={customers}
        query={query}
        search={search}
        columns={[
          {
            key: "customer",
            header: "Customer",
            rowHeader: true,
            cell: (customer) => (
              <span className="admin-customer-cell">
                <Link to={`/admin/new/customers/${customer.id}`}>{customer.email}</Link>
                <span className="muted">
                  {customer.name}
                  {customer.company ? ` · ${customer.company}` : ""}
                </span>
              </span>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (customer) => (
              <Badge variant={statusVariant(customer.status)}>{customer.status}</Badge>
            ),
          },
          { key: "plan", header: "Plan", cell: (customer) => customer.plan ?? "—" },
          { key: "trial", header: "Trial", cell: (customer) => customer.trialStatus ?? "—" },
          {
            key: "ai",
            header: "AI",
            cell: (customer) => (
              <Badge variant={aiStatusVariant(customer.aiStatus)}>{customer.aiStatus}</Badge>
            ),
          },
          {
            key: "since",
            header: "Since",
            align: "end",
            cell: (customer) => formatDate(customer.createdAt),
          },
        ]}
      />
    </div>
  );
}
