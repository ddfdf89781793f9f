import {
  ADMIN_CUSTOMER_SELECTION_LIMIT,
  resolveError,
  type TAdminCustomerBulkRequest,
} from "@ringline/api-client";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Select,
  toast,
} from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { saveFile } from "../../../shared/save-file.js";
import { canWrite } from "../../../shared/session.js";
import { PLAN_OPTIONS, statusVariant } from "../customer-labels.js";
import { customerQueryFromSearch } from "./customer-filters.js";
import { CustomerFilterForm, CustomerListCard } from "./customer-list.js";
import { readSavedFilters, removeFilter, saveFilter } from "./saved-filters.js";

const PLANS = PLAN_OPTIONS.filter((option) => option.value !== "");
type Plan = "starter" | "growth" | "unlimited";
type BulkAction = Omit<TAdminCustomerBulkRequest, "customerIds">;

function failed(error: unknown) {
  const resolved = resolveError(error);
  toast({ title: resolved.title, description: resolved.message, variant: "error" });
}

/**
 * Customer management for many at once: a selection on the filtered list, bulk actions on it
 * (one request; the API does each customer's audited action and counts the refusals), filters
 * saved in this browser, and the API's CSV export of the filtered or selected customers.
 */
export function AdminCustomerManagementPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const query = customerQueryFromSearch(search);
  const customers = useRouteQuery("listAdminCustomers", query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [plan, setPlan] = useState<Plan>("growth");
  const [running, setRunning] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [saved, setSaved] = useState(() => readSavedFilters());
  const [filterName, setFilterName] = useState("");
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  const rows = customers.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const tooMany = selected.size > ADMIN_CUSTOMER_SELECTION_LIMIT;

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function bulk(label: string, action: BulkAction) {
    setRunning(true);
    try {
      const answer = await api.bulkAdminCustomers({ ...action, customerIds: [...selected] });
      const refused = answer.refused.length;
      toast({
        title: label,
        description: `Done for ${answer.done} of ${answer.total} customers${refused ? `; ${refused} refused` : ""}.`,
        variant: refused ? "error" : "success",
      });
    } catch (error) {
      failed(error);
    } finally {
      setRunning(false);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeyOf("listAdminCustomers") });
  }

  const bulkActions = [
    { label: "Suspend", done: "Suspended", variant: "danger", action: { action: "suspend" } },
    {
      label: "Reactivate",
      done: "Reactivated",
      variant: "secondary",
      action: { action: "reactivate" },
    },
    {
      label: "E-mail verification link",
      done: "Verification e-mails",
      variant: "secondary",
      action: { action: "resend-verification" },
    },
  ] as const;

  async function exportCsv() {
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    setExporting(true);
    try {
      const ids = selected.size > 0 ? { ids: [...selected].join(",") } : {};
      saveFile(await api.exportAdminCustomers({ ...filters, ...ids }), "customers.csv");
    } catch (error) {
      failed(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Customer management</h1>
        <p className="muted">Select customers on the filtered list and act on all of them.</p>
      </div>
      <CustomerFilterForm label="Filter customers" search={search} />
      <Card as="section" aria-labelledby="saved-filters">
        <CardHeader>
          <CardTitle id="saved-filters" as="h2">
            Saved filters
          </CardTitle>
          <CardDescription>Kept in this browser.</CardDescription>
        </CardHeader>
        <CardContent>
          {saved.length === 0 ? (
            <p className="muted">No saved filters yet.</p>
          ) : (
            <ul className="admin-saved-filters">
              {saved.map((item) => (
                <li key={item.name}>
                  <Link to={item.search || "?"}>{item.name}</Link>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Forget the filter ${item.name}`}
                    onClick={() => setSaved(removeFilter(item.name))}
                  >
                    Forget
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="admin-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              const name = filterName.trim();
              if (!name) return;
              setSaved(saveFilter({ name, search: search.toString() ? `?${search}` : "" }));
              setFilterName("");
            }}
          >
            <Field label="Name for these filters">
              <input
                name="filterName"
                maxLength={60}
                value={filterName}
                onChange={(event) => setFilterName(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="secondary">
              Save filters
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="bulk-actions">
        <CardHeader>
          <CardTitle id="bulk-actions" as="h2">
            Bulk actions
          </CardTitle>
          <CardDescription>
            {selected.size} selected. Each action is the audited action of one customer.
            {tooMany &&
              ` Select at most ${ADMIN_CUSTOMER_SELECTION_LIMIT} customers to act on them or export them.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="card-actions">
            {bulkActions.map((action) => (
              <Button
                key={action.label}
                variant={action.variant}
                disabled={readOnly || selected.size === 0 || tooMany}
                loading={running}
                onClick={() => bulk(action.done, action.action)}
              >
                {action.label}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={tooMany}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {selected.size > 0 ? "Export selected as CSV" : "Export all as CSV"}
            </Button>
          </div>
          <form
            className="admin-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void bulk("Plan changed", { action: "change-plan", plan });
            }}
          >
            <Field label="New plan">
              <Select
                name="plan"
                options={PLANS}
                value={plan}
                onChange={(event) => setPlan(event.target.value as Plan)}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              disabled={readOnly || selected.size === 0 || tooMany}
              loading={running}
            >
              Change plan
            </Button>
          </form>
        </CardContent>
      </Card>
      <CustomerListCard
        title="Customers"
        caption="Customers to select"
        customers={customers}
        query={query}
        search={search}
        columns={[
          {
            key: "select",
            header: (
              <input
                type="checkbox"
                aria-label="Select every customer on this page"
                checked={allOnPage}
                onChange={() =>
                  setSelected((previous) => {
                    const next = new Set(previous);
                    for (const row of rows) {
                      if (allOnPage) next.delete(row.id);
                      else next.add(row.id);
                    }
                    return next;
                  })
                }
              />
            ),
            cell: (row) => (
              <input
                type="checkbox"
                aria-label={`Select ${row.email}`}
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
              />
            ),
          },
          {
            key: "customer",
            header: "Customer",
            rowHeader: true,
            cell: (row) => <Link to={`/admin/new/customers/${row.id}`}>{row.email}</Link>,
          },
          {
            key: "status",
            header: "Status",
            cell: (row) => <Badge variant={statusVariant(row.status)}>{row.status}</Badge>,
          },
          { key: "plan", header: "Plan", cell: (row) => row.plan ?? "—" },
          { key: "ai", header: "AI", cell: (row) => row.aiStatus },
        ]}
      />
    </div>
  );
}
