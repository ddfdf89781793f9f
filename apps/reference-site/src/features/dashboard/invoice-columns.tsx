import type { TInvoice } from "@ringline/api-client";
import { Badge, type BadgeVariant, type TableColumn } from "@ringline/react-widgets";
import { formatDate, formatMoney } from "../../shared/format.js";
import { statusLabel } from "./status-label.js";

const INVOICE_BADGES: Record<string, BadgeVariant> = {
  paid: "success",
  open: "warning",
  refunded: "info",
};

/** Invoice columns shared by the portal and the dashboard's Billing tab. */
export const INVOICE_COLUMNS: Array<TableColumn<TInvoice>> = [
  {
    key: "date",
    header: "Date",
    rowHeader: true,
    cell: (invoice: TInvoice) => formatDate(invoice.createdAt),
  },
  { key: "description", header: "Description", cell: (invoice: TInvoice) => invoice.description },
  {
    key: "amount",
    header: "Amount",
    align: "end" as const,
    cell: (invoice: TInvoice) => formatMoney(invoice.amount),
  },
  {
    key: "status",
    header: "Status",
    cell: (invoice: TInvoice) => (
      <Badge variant={INVOICE_BADGES[invoice.status] ?? "neutral"}>
        {statusLabel(invoice.status)}
      </Badge>
    ),
  },
];
