import {
  ADMIN_INVOICE_STATUSES,
  type TAdminInvoice,
  type TAdminInvoiceListQuery,
  type TAdminSubscription,
  type TAdminSubscriptionListQuery,
} from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button, Dialog, Field, TabLinks } from "@ringline/react-widgets";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { formatDate, formatMoney } from "../../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { canWrite } from "../../../shared/session.js";
import { useIdempotentAction } from "../../../shared/use-idempotent-action.js";
import { AdminFilterForm } from "../admin-filter-form.js";
import { PLAN_OPTIONS } from "../customer-labels.js";
import { useAdminAction } from "../use-admin-action.js";

const PER_PAGE = 25;

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "trialing", label: "In trial" },
  { value: "active", label: "Active" },
  { value: "past_due", label: "Payment failed (past due)" },
  { value: "unpaid", label: "Unpaid" },
  { value: "canceled", label: "Canceled" },
];

const INVOICE_STATUS_LABELS: Record<(typeof ADMIN_INVOICE_STATUSES)[number], string> = {
  paid: "Paid",
  open: "Failed payment (open, being retried)",
  refunded: "Refunded",
  void: "Void (given up)",
};
const INVOICE_STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  ...ADMIN_INVOICE_STATUSES.map((status) => ({
    value: status,
    label: INVOICE_STATUS_LABELS[status],
  })),
];

const FAILED = new Set(["past_due", "unpaid", "open"]);

const refundable = (invoice: TAdminInvoice) =>
  Math.round((invoice.amount - invoice.amountRefunded) * 100) / 100;

function CustomerLink({ customerId, email }: { customerId: string | null; email: string }) {
  return customerId ? <Link to={`/admin/new/customers/${customerId}`}>{email}</Link> : email;
}

function Subscriptions() {
  const [search] = useSearchParams();
  const query: TAdminSubscriptionListQuery = { page: pageFromSearch(search), pageSize: PER_PAGE };
  const status = search.get("status");
  if (status) query.status = status;
  const plan = search.get("plan");
  if (plan) query.plan = plan;
  const subscriptions = useRouteQuery("listAdminSubscriptions", query);
  return (
    <>
      <AdminFilterForm
        label="Filter subscriptions"
        search={search}
        filters={[
          { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
          { name: "plan", label: "Plan", kind: "select", options: PLAN_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminSubscription>
        headingLevel="h2"
        title="Subscriptions"
        caption="Subscriptions by renewal"
        query={subscriptions}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No subscription matches these filters."
        columns={[
          {
            key: "customer",
            header: "Customer",
            rowHeader: true,
            cell: (row) => <CustomerLink customerId={row.customerId} email={row.email} />,
          },
          { key: "plan", header: "Plan", cell: (row) => row.plan ?? "—" },
          {
            key: "status",
            header: "Status",
            cell: (row) => (
              <Badge variant={FAILED.has(row.status) ? "danger" : "success"}>{row.status}</Badge>
            ),
          },
          {
            key: "amount",
            header: "Amount",
            cell: (row) =>
              row.amount === null ? "—" : `${formatMoney(row.amount)} / ${row.interval ?? "month"}`,
          },
          {
            key: "renews",
            header: "Period ends",
            align: "end",
            cell: (row) =>
              row.currentPeriodEnd
                ? `${formatDate(row.currentPeriodEnd)}${row.cancelAtPeriodEnd ? " (cancels)" : ""}`
                : "—",
          },
        ]}
      />
    </>
  );
}

function RefundDialog({
  invoice,
  onClose,
}: {
  invoice: TAdminInvoice | undefined;
  onClose: () => void;
}) {
  const api = useApiClient();
  const [amount, setAmount] = useState("");
  const refunding = useIdempotentAction();
  const refund = useAdminAction(
    (input: { invoiceId: string; amount?: number }) =>
      refunding.run((idempotencyKey) => api.refundAdminInvoice(input, { idempotencyKey })),
    "Refund made",
    ["listAdminInvoices"],
  );
  const left = invoice ? refundable(invoice) : 0;
  const asked = amount.trim() === "" ? left : Number(amount);
  const valid = Number.isFinite(asked) && asked > 0 && asked <= left;
  return (
    <Dialog
      open={invoice !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          setAmount("");
          onClose();
        }
      }}
      title="Refund this invoice?"
      description={
        invoice &&
        `${invoice.number ?? invoice.id} to ${invoice.email ?? "a guest buyer"}: ${formatMoney(left)} can be refunded. The money goes back to the card; this cannot be undone.`
      }
    >
      <form
        className="admin-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invoice || !valid) return;
          refund.mutate(
            {
              invoiceId: invoice.id,
              ...(amount.trim() === "" ? {} : { amount: Number(amount) }),
            },
            {
              onSuccess: () => {
                setAmount("");
                onClose();
              },
            },
          );
        }}
      >
        <Field
          label="Amount in dollars"
          hint={`Leave empty to refund all that is left (${formatMoney(left)}).`}
          error={valid ? undefined : `Between $0.01 and ${formatMoney(left)}`}
        >
          <input
            name="amount"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={left}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <div className="admin-row-actions">
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setAmount("");
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!valid}
            loading={refund.isPending}
            pendingLabel="Refunding…"
          >
            {`Refund ${formatMoney(valid ? asked : left)}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Invoices({ readOnly }: { readOnly: boolean }) {
  const [search] = useSearchParams();
  const query: TAdminInvoiceListQuery = { page: pageFromSearch(search), pageSize: PER_PAGE };
  const status = search.get("status") ?? "";
  if ((ADMIN_INVOICE_STATUSES as readonly string[]).includes(status)) {
    query.status = status as TAdminInvoiceListQuery["status"];
  }
  const invoices = useRouteQuery("listAdminInvoices", query);
  const [refunding, setRefunding] = useState<TAdminInvoice | undefined>();
  return (
    <>
      <AdminFilterForm
        label="Filter invoices"
        search={search}
        keep={{ view: "invoices" }}
        filters={[
          { name: "status", label: "Status", kind: "select", options: INVOICE_STATUS_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminInvoice>
        headingLevel="h2"
        title="Invoices"
        caption="Invoices, newest first"
        query={invoices}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No invoice matches these filters."
        columns={[
          {
            key: "invoice",
            header: "Invoice",
            rowHeader: true,
            cell: (invoice) => (
              <span className="admin-customer-cell">
                <span>{invoice.number ?? invoice.id}</span>
                <span className="muted">{formatDate(invoice.createdAt)}</span>
              </span>
            ),
          },
          {
            key: "customer",
            header: "Customer",
            cell: (invoice) =>
              invoice.email ? (
                <CustomerLink customerId={invoice.customerId} email={invoice.email} />
              ) : (
                <span className="muted">Guest purchase</span>
              ),
          },
          { key: "description", header: "For", cell: (invoice) => invoice.description },
          {
            key: "amount",
            header: "Amount",
            align: "end",
            cell: (invoice) => (
              <span className="admin-customer-cell">
                <span>{formatMoney(invoice.amount)}</span>
                {invoice.amountRefunded > 0 && (
                  <span className="muted">{`${formatMoney(invoice.amountRefunded)} refunded`}</span>
                )}
              </span>
            ),
          },
          {
            key: "status",
            header: "Status",
            cell: (invoice) => (
              <Badge
                variant={
                  FAILED.has(invoice.status)
                    ? "danger"
                    : invoice.status === "paid"
                      ? "success"
                      : "neutral"
                }
              >
                {invoice.status}
              </Badge>
            ),
          },
          {
            key: "actions",
            header: "Actions",
            align: "end",
            cell: (invoice) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={readOnly || invoice.status !== "paid" || refundable(invoice) <= 0}
                aria-label={`Refund invoice ${invoice.number ?? invoice.id}`}
                onClick={() => setRefunding(invoice)}
              >
                Refund
              </Button>
            ),
          },
        ]}
      />
      <RefundDialog invoice={refunding} onClose={() => setRefunding(undefined)} />
    </>
  );
}

/**
 * Payments through the payment provider: subscriptions (failed payments by status) and every
 * invoice, with refunds behind a confirmation.
 */
export function AdminPaymentsPage() {
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const invoices = search.get("view") === "invoices";
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Payments</h1>
        <p className="muted">
          Subscriptions, invoices, failed payments and refunds, as the payment provider keeps them.
        </p>
      </div>
      <TabLinks
        label="Payments"
        linkComponent={Link}
        items={[
          { href: "/admin/new/payments", label: "Subscriptions", current: !invoices },
          { href: "/admin/new/payments?view=invoices", label: "Invoices", current: invoices },
        ]}
      />
      {invoices ? (
        <Invoices readOnly={admin.data !== undefined && !canWrite(admin.data)} />
      ) : (
        <Subscriptions />
      )}
    </div>
  );
}
