import type {
  NewCheckout,
  NewOneTimeCheckout,
  ProviderEvent,
  SubscriptionSnapshot,
} from "../payment-provider.js";
import type { CardOnFile } from "./test-cards.js";

// The documents the embedded provider keeps in `local_payment_objects`, one kind each.

export interface LocalCustomer {
  email: string;
  name: string;
  /** Null for a visitor's one-off purchase (a guest customer, as Stripe makes). */
  userId: string | null;
  card: CardOnFile | null;
  /** Dollars credited by downgrades, used by the next invoices. */
  balance: number;
}

export interface LocalSubscription extends Omit<SubscriptionSnapshot, "id" | "customerId"> {
  failedAttempts: number;
  openInvoiceId: string | null;
  canceledAt: number | null;
}

export interface LocalInvoice {
  number: string;
  subscriptionId: string | null;
  description: string;
  amount: number;
  amountRefunded: number;
  /** `paid`, `open` (failed, being retried), `void` (given up), `refunded`. */
  status: string;
  periodStart: number | null;
  periodEnd: number | null;
  attempts: number;
}

/** A hosted checkout of a subscription: what was asked for, and how far it got. */
export interface LocalSubscriptionCheckout extends NewCheckout {
  /** Absent in checkouts stored before one-off payments existed. */
  mode?: "subscription";
  status: "open" | "complete";
  subscriptionId: string | null;
  expiresAt: number;
}

/** A hosted checkout of a one-off purchase, for a guest customer of its own. */
export interface LocalPaymentCheckout extends NewOneTimeCheckout {
  mode: "payment";
  customerId: string;
  status: "open" | "complete";
  /** The paid invoice, once paid. */
  invoiceId: string | null;
  expiresAt: number;
}

/** A hosted checkout. */
export type LocalCheckout = LocalSubscriptionCheckout | LocalPaymentCheckout;

export interface LocalPortal {
  customerId: string;
  returnUrl: string;
  expiresAt: number;
}

/** An event of the embedded provider, as it is stored and delivered. */
export interface LocalEvent {
  id: string;
  type: ProviderEvent["type"];
  event: ProviderEvent;
}
