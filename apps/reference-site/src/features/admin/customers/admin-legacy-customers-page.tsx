import {
  LEGACY_AI_STATUSES,
  type TAdminLegacyCustomer,
  type TAdminLegacyCustomerRequest,
} from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Checkbox, Dialog, Field, Select } from "@ringline/react-widgets";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { formatMoney } from "../../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { canWrite } from "../../../shared/session.js";
import { AdminFilterForm } from "../admin-filter-form.js";
import { aiStatusVariant } from "../customer-labels.js";
import { useAdminAction } from "../use-admin-action.js";

const PER_PAGE = 25;
const AI_OPTIONS = LEGACY_AI_STATUSES.map((status) => ({ value: status, label: status }));

type Draft = Omit<TAdminLegacyCustomerRequest, "balance"> & { balance: string };

const EMPTY: Draft = {
  username: "",
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  company: "",
  ghlAccountId: "",
  balance: "0",
  aiStatus: "yellow",
  smsOptIn: true,
};

const draftOf = (row: TAdminLegacyCustomer): Draft => ({
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone ?? "",
  company: row.company ?? "",
  ghlAccountId: row.ghlAccountId ?? "",
  balance: String(row.balance),
  aiStatus: row.aiStatus === "green" || row.aiStatus === "red" ? row.aiStatus : "yellow",
  smsOptIn: row.smsOptIn,
});

/** The `customers` records of the older back office: username, company, GHL account, balance. */
export function AdminLegacyCustomersPage() {
  const api = useApiClient();
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const records = useRouteQuery("listAdminLegacyCustomers", {
    page,
    pageSize: PER_PAGE,
    ...(search.get("search") ? { search: search.get("search") ?? "" } : {}),
  });
  const [editing, setEditing] = useState<{ id?: string; draft: Draft } | undefined>();
  const save = useAdminAction(({ id, draft }: { id?: string; draft: Draft }) => {
    const fields = { ...draft, balance: Number(draft.balance) };
    return id
      ? api.updateAdminLegacyCustomer({ customerId: id, ...fields })
      : api.createAdminLegacyCustomer(fields);
  }, "Customer record saved");
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  const edit = (name: Exclude<keyof Draft, "smsOptIn" | "aiStatus">) => ({
    name,
    value: editing?.draft[name] ?? "",
    onChange: (event: { target: { value: string } }) =>
      setEditing((previous) =>
        previous
          ? { ...previous, draft: { ...previous.draft, [name]: event.target.value } }
          : previous,
      ),
  });
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Customer records</h1>
        <p className="muted">The customers records integrations and the older back office use.</p>
      </div>
      <div className="admin-toolbar">
        <AdminFilterForm
          label="Find customer records"
          search={search}
          filters={[
            {
              name: "search",
              label: "Search",
              kind: "search",
              hint: "Username, e-mail, company or GHL account",
            },
          ]}
        />
        <Button disabled={readOnly} onClick={() => setEditing({ draft: EMPTY })}>
          Add record
        </Button>
      </div>
      <PagedTableCard<TAdminLegacyCustomer>
        headingLevel="h2"
        title="Records"
        caption="Customer records, newest first"
        query={records}
        page={page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No customer record matches."
        columns={[
          {
            key: "username",
            header: "Username",
            rowHeader: true,
            cell: (row) => (
              <span className="admin-customer-cell">
                <span>{row.username}</span>
                <span className="muted">{row.email}</span>
              </span>
            ),
          },
          { key: "company", header: "Company", cell: (row) => row.company ?? "—" },
          { key: "ghl", header: "GHL account", cell: (row) => row.ghlAccountId ?? "—" },
          { key: "balance", header: "Balance", cell: (row) => formatMoney(row.balance) },
          {
            key: "ai",
            header: "AI",
            cell: (row) => <Badge variant={aiStatusVariant(row.aiStatus)}>{row.aiStatus}</Badge>,
          },
          { key: "sms", header: "SMS", cell: (row) => (row.smsOptIn ? "Opted in" : "Opted out") },
          {
            key: "edit",
            header: "Edit",
            align: "end",
            cell: (row) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={readOnly}
                aria-label={`Edit ${row.username}`}
                onClick={() => setEditing({ id: row.id, draft: draftOf(row) })}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        title={editing?.id ? "Edit customer record" : "Add customer record"}
      >
        {editing && (
          <form
            className="admin-dialog-form"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(editing, { onSuccess: () => setEditing(undefined) });
            }}
          >
            <Field label="Username" required>
              <input maxLength={50} required {...edit("username")} />
            </Field>
            <Field label="E-mail" required>
              <input type="email" maxLength={255} required {...edit("email")} />
            </Field>
            <Field label="First name" required>
              <input maxLength={100} required {...edit("firstName")} />
            </Field>
            <Field label="Last name" required>
              <input maxLength={100} required {...edit("lastName")} />
            </Field>
            <Field label="Phone">
              <input maxLength={20} {...edit("phone")} />
            </Field>
            <Field label="Company">
              <input maxLength={200} {...edit("company")} />
            </Field>
            <Field label="GHL account">
              <input maxLength={255} {...edit("ghlAccountId")} />
            </Field>
            <Field label="Balance (USD)">
              <input type="number" min={0} step="0.01" {...edit("balance")} />
            </Field>
            <Field label="AI status">
              <Select
                options={AI_OPTIONS}
                value={editing.draft.aiStatus}
                onChange={(event) => {
                  const aiStatus = event.target.value as Draft["aiStatus"];
                  setEditing({ ...editing, draft: { ...editing.draft, aiStatus } });
                }}
              />
            </Field>
            <Checkbox
              label="SMS opt-in"
              checked={editing.draft.smsOptIn}
              onChange={(event) =>
                setEditing({
                  ...editing,
                  draft: { ...editing.draft, smsOptIn: event.target.checked },
                })
              }
            />
            <Button type="submit" loading={save.isPending} pendingLabel="Saving…">
              Save
            </Button>
          </form>
        )}
      </Dialog>
    </div>
  );
}
