import { useLingui } from "@lingui/react/macro";
import type { TInvoice } from "@ringline/api-client";
import { Badge, type BadgeVariant, type TableColumn } from "@ringline/react-widgets";
import { formatDate, formatMoney } from "../../shared/format.js";
import { statusLabel } from "./status-label.js";

const INVOICE_BADGES: Record<string, BadgeVariant> = {
  paid: "success",
  open: "warning",
  refunded: "info",
};

/** Invoice columns shared by the portal and the dashboard's Billing tab, in the page's language. */
export function useInvoiceColumns(): Array<TableColumn<TInvoice>> {
  const { t } = useLingui();
  return [
    {
      key: "date",
      header: t`Date`,
      rowHeader: true,
      cell: (invoice: TInvoice) => formatDate(invoice.createdAt),
    },
    {
      key: "description",
      header: t`Description`,
      cell: (invoice: TInvoice) => invoice.description,
    },
    {
      key: "amount",
      header: t`Amount`,
      align: "end" as const,
      cell: (invoice: TInvoice) => formatMoney(invoice.amount),
    },
    {
      key: "status",
      header: t`Status`,
      cell: (invoice: TInvoice) => (
        <Badge variant={INVOICE_BADGES[invoice.status] ?? "neutral"}>
          {statusLabel(invoice.status)}
        </Badge>
      ),
    },
  ];
}
