import type { TAdminInvoice, TAdminInvoiceListQuery } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin/back-office.js";
import type { BillingService } from "../billing/billing.service.js";
import { type ProviderCallOptions, roundMoney } from "../billing/payment-provider.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * Invoices, failed payments (open invoices, being retried) and refunds, read and made through
 * the payment provider's adapter, whichever provider it is; the provider's customers are
 * matched to the product's accounts. Every refund is audited.
 */
export function createInvoices(options: {
  db: Database;
  audit: AuditLog;
  billing: Pick<BillingService, "allInvoices" | "invoice" | "refund">;
}) {
  const { db, billing } = options;

  /** The accounts (and customer records) of the provider's customers. */
  async function owners(providerCustomerIds: string[]) {
    const users = await db.prisma.user.findMany({
      where: { paymentCustomerId: { in: [...new Set(providerCustomerIds)] } },
      select: { email: true, paymentCustomerId: true, customer: { select: { id: true } } },
    });
    return new Map(users.map((user) => [user.paymentCustomerId, user]));
  }

  return {
    async list(query: TAdminInvoiceListQuery) {
      const { total, items } = await billing.allInvoices({
        status: query.status || undefined,
        ...pageWindow(query),
      });
      const byProvider = await owners(items.map((invoice) => invoice.customerId));
      return {
        total,
        items: items.map(({ customerId: providerCustomerId, ...invoice }): TAdminInvoice => {
          const owner = byProvider.get(providerCustomerId);
          return {
            ...invoice,
            providerCustomerId,
            email: owner?.email ?? null,
            customerId: owner?.customer?.id ?? null,
          };
        }),
      };
    },

    /** Refunds what is left of a paid invoice, or `amount` of it; answers what was refunded. */
    async refund(
      by: ActingAdmin,
      invoiceId: string,
      amount?: number,
      call?: ProviderCallOptions,
    ): Promise<number> {
      const invoice = await billing.invoice(invoiceId);
      if (!invoice) throw new AppError("API_NOT_FOUND", { message: "There is no such invoice." });
      if (invoice.status !== "paid") {
        throw new AppError("API_VALIDATION_ERROR", {
          message: `This invoice is ${invoice.status}: only a paid invoice is refunded.`,
        });
      }
      const refundable = roundMoney(invoice.amount - invoice.amountRefunded);
      if (refundable <= 0) {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This invoice is refunded in full already.",
        });
      }
      const refunded = amount === undefined ? refundable : roundMoney(amount);
      if (refunded > refundable || refunded <= 0) {
        throw new AppError("API_VALIDATION_ERROR", {
          fieldErrors: { amount: [`Between $0.01 and ${dollars(refundable)}`] },
        });
      }
      try {
        await billing.refund(invoiceId, refunded, call);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError("PAYMENT_FAILED", {
          message: "The payment provider did not make the refund.",
          cause: error,
        });
      }
      const owner = (await owners([invoice.customerId])).get(invoice.customerId);
      await options.audit.record({
        by,
        action: "invoice.refund",
        customerId: owner?.customer?.id ?? null,
        metadata: { invoiceId, amount: refunded, providerCustomerId: invoice.customerId },
      });
      return refunded;
    },
  };
}
