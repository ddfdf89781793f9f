import type { NewCheckout, ProviderEvent, SubscriptionSnapshot } from "../payment-provider.js";
import type { CardOnFile } from "./test-cards.js";

// The documents the embedded provider keeps in `local_payment_objects`, one kind each.

export interface LocalCustomer {
  email: string;
  name: string;
  userId: string;
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

/** A hosted checkout: what was asked for, and how far it got. */
export interface LocalCheckout extends NewCheckout {
  status: "open" | "complete";
  subscriptionId: string | null;
  expiresAt: number;
}

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
