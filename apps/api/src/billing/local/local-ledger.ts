import type { TInvoice } from "@ringline/api-client";
import {
  addPeriod,
  type Billing,
  DAY_MS,
  type PlanPrice,
  roundMoney,
  type SubscriptionSnapshot,
} from "../payment-provider.js";
import type { LocalCustomer, LocalInvoice, LocalSubscription } from "./local-objects.js";
import type { LocalStore, Stored } from "./local-store.js";

/** Days between attempts to collect a failed renewal, and how many attempts there are. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 3;

export function snapshotOf(subscription: Stored<LocalSubscription>): SubscriptionSnapshot {
  const { failedAttempts: _a, openInvoiceId: _o, canceledAt: _c, ...rest } = subscription.data;
  return { ...rest, id: subscription.id, customerId: subscription.owner ?? "" };
}

export function invoiceView(invoice: Stored<LocalInvoice>): TInvoice {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    id: invoice.id,
    number: invoice.data.number,
    createdAt: new Date(invoice.createdAt).toISOString(),
    description: invoice.data.description,
    amount: invoice.data.amount,
    amountRefunded: invoice.data.amountRefunded,
    status: invoice.data.status,
    periodStart: iso(invoice.data.periodStart),
    periodEnd: iso(invoice.data.periodEnd),
    url: null,
  };
}

/** Describes a plan for an invoice line: "Growth (monthly)". */
export function planLine(price: { planName: string; billing: Billing }): string {
  return `${price.planName} (${price.billing})`;
}

/**
 * The embedded provider's money: charging the card on file (with any credit first), writing
 * invoices, and moving a subscription across its period ends on the provider's clock.
 */
export function createLocalLedger(store: LocalStore, now: () => number) {
  async function customerOf(id: string): Promise<Stored<LocalCustomer>> {
    const customer = await store.get<LocalCustomer>("customer", id);
    if (!customer) throw new Error(`local customer ${id} does not exist`);
    return customer;
  }

  /**
   * Tries to collect `amount` from the customer: credit first, then the card. Holds the
   * customer's row (inside the caller's transaction) so that two charges neither spend one
   * credit twice nor number two invoices alike.
   */
  async function collect(customerId: string, amount: number, firstPayment: boolean) {
    await store.lock(customerId);
    const customer = await customerOf(customerId);
    const fromBalance = Math.min(customer.data.balance, amount);
    const due = roundMoney(amount - fromBalance);
    const card = customer.data.card;
    const paid = due <= 0 || (card !== null && (firstPayment || card.behaviour === "succeeds"));
    if (paid && fromBalance > 0) {
      await store.update(customer.id, {
        ...customer.data,
        balance: roundMoney(customer.data.balance - fromBalance),
      });
    }
    return paid;
  }

  async function writeInvoice(
    customerId: string,
    invoice: Omit<LocalInvoice, "number" | "amountRefunded" | "attempts">,
  ): Promise<Stored<LocalInvoice>> {
    const count = await store.count("invoice", customerId);
    const number = `RL-${customerId.slice(-6).toUpperCase()}-${String(count + 1).padStart(4, "0")}`;
    return store.create<LocalInvoice>(
      "invoice",
      { ...invoice, number, amountRefunded: 0, attempts: 1 },
      { owner: customerId },
    );
  }

  return {
    customerOf,

    /** Charges an amount as a new invoice; answers the invoice, paid or open. */
    async charge(
      customerId: string,
      line: {
        subscriptionId: string | null;
        description: string;
        amount: number;
        periodStart: number | null;
        periodEnd: number | null;
      },
      firstPayment = false,
    ): Promise<Stored<LocalInvoice>> {
      const paid = await collect(customerId, line.amount, firstPayment);
      return writeInvoice(customerId, { ...line, status: paid ? "paid" : "open" });
    },

    /** Tries an open invoice again; answers whether it is paid now. */
    async retry(invoiceId: string): Promise<boolean> {
      const invoice = await store.get<LocalInvoice>("invoice", invoiceId);
      if (invoice?.data.status !== "open") return invoice?.data.status === "paid";
      const paid = await collect(invoice.owner ?? "", invoice.data.amount, false);
      await store.update(invoice.id, {
        ...invoice.data,
        status: paid ? "paid" : "open",
        attempts: invoice.data.attempts + 1,
      });
      return paid;
    },

    async voidInvoice(invoiceId: string): Promise<void> {
      const invoice = await store.get<LocalInvoice>("invoice", invoiceId);
      if (invoice) await store.update(invoice.id, { ...invoice.data, status: "void" });
    },

    async credit(customerId: string, amount: number): Promise<void> {
      await store.lock(customerId);
      const customer = await customerOf(customerId);
      await store.update(customer.id, {
        ...customer.data,
        balance: roundMoney(customer.data.balance + amount),
      });
    },

    /** The prorated cost of moving a subscription to another price now. */
    costOfChange(subscription: LocalSubscription, price: PlanPrice) {
      const at = now();
      if (subscription.status === "trialing") {
        return { amountDueNow: 0, credit: 0, nextBillingDate: subscription.trialEnd };
      }
      const start = subscription.currentPeriodStart ?? at;
      const end = subscription.currentPeriodEnd ?? at;
      const left = end > start ? Math.min(Math.max((end - at) / (end - start), 0), 1) : 0;
      const unused = subscription.amount * left;
      const sameBilling = price.billing === subscription.billing;
      const net = roundMoney((sameBilling ? price.amount * left : price.amount) - unused);
      return {
        amountDueNow: Math.max(net, 0),
        credit: Math.max(-net, 0),
        nextBillingDate: sameBilling ? end : addPeriod(at, price.billing),
      };
    },

    /**
     * One step of a subscription whose time has come: its period (or trial) ends, or a failed
     * payment is tried again. Answers the new state and the invoice that failed, if any.
     */
    async step(subscription: Stored<LocalSubscription>): Promise<{
      data: LocalSubscription;
      dueAt: number | null;
      failed: Stored<LocalInvoice> | null;
    }> {
      const s = subscription.data;
      const customerId = subscription.owner ?? "";
      if (s.status === "past_due" && s.openInvoiceId) {
        if (await this.retry(s.openInvoiceId)) {
          const data = { ...s, status: "active", failedAttempts: 0, openInvoiceId: null };
          return { data, dueAt: s.currentPeriodEnd, failed: null };
        }
        const failedAttempts = s.failedAttempts + 1;
        if (failedAttempts >= MAX_ATTEMPTS) {
          await this.voidInvoice(s.openInvoiceId);
          const data = {
            ...s,
            status: "canceled",
            failedAttempts,
            openInvoiceId: null,
            canceledAt: now(),
          };
          return { data, dueAt: null, failed: null };
        }
        const dueAt = (subscription.dueAt ?? now()) + RETRY_DAYS * DAY_MS;
        return { data: { ...s, failedAttempts }, dueAt, failed: null };
      }
      const boundary = s.currentPeriodEnd ?? now();
      if (s.cancelAtPeriodEnd) {
        return {
          data: { ...s, status: "canceled", canceledAt: boundary },
          dueAt: null,
          failed: null,
        };
      }
      const periodEnd = addPeriod(boundary, s.billing);
      const invoice = await this.charge(customerId, {
        subscriptionId: subscription.id,
        description: planLine(s),
        amount: s.amount,
        periodStart: boundary,
        periodEnd,
      });
      const moved = { ...s, currentPeriodStart: boundary, currentPeriodEnd: periodEnd };
      if (invoice.data.status === "paid") {
        return { data: { ...moved, status: "active" }, dueAt: periodEnd, failed: null };
      }
      const data = { ...moved, status: "past_due", failedAttempts: 1, openInvoiceId: invoice.id };
      return { data, dueAt: boundary + RETRY_DAYS * DAY_MS, failed: invoice };
    },
  };
}

export type LocalLedger = ReturnType<typeof createLocalLedger>;
