import type { Logger } from "pino";
import type { CheckoutSnapshot, NewOneTimeCheckout, PaymentProvider } from "./payment-provider.js";

/** A one-off payment the provider collected, as the feature it pays for receives it. */
export interface CompletedPayment {
  checkoutId: string;
  /** The feature's record the payment was started for. */
  orderId: string;
  userId: string | null;
  /** Dollars collected. */
  amount: number;
}

/** Applies a collected payment to a feature's record; called again for the same payment, it changes nothing. */
export type PaymentHandler = (payment: CompletedPayment) => Promise<void>;

export interface OneTimePaymentsOptions {
  provider: PaymentProvider;
  logger: Logger;
  /** Prefix of the addresses the provider sends the browser back to ("" keeps them relative). */
  publicUrl: string;
}

/**
 * One-off purchases through the payment adapter, for the features that sell something once
 * (web design): a feature starts a checkout for one of its records and registers the handler
 * for its `purpose`; the provider's completed checkout reaches that handler through the same
 * exactly-once inbox as subscription checkouts, and again (harmlessly) when the browser comes
 * back and the feature confirms.
 */
export function createOneTimePayments(options: OneTimePaymentsOptions) {
  const { provider, logger, publicUrl } = options;
  const handlers = new Map<string, PaymentHandler>();

  async function apply(checkout: CheckoutSnapshot): Promise<void> {
    const payment = checkout.payment;
    if (checkout.status !== "complete" || !payment?.paid || !checkout.orderId) return;
    const handler = handlers.get(payment.purpose);
    if (!handler) {
      // Another integration's payment on the same provider account: not ours to apply.
      logger.warn({ checkoutId: checkout.id, purpose: payment.purpose }, "an unknown payment");
      return;
    }
    await handler({
      checkoutId: checkout.id,
      orderId: checkout.orderId,
      userId: checkout.userId,
      amount: payment.amount,
    });
  }

  return {
    /** Applies a provider's completed checkout in payment mode (the inbox calls this). */
    apply,

    /** Where the completed payments of `purpose` go. */
    handle(purpose: string, handler: PaymentHandler): void {
      handlers.set(purpose, handler);
    },

    /** Starts the provider's checkout; the paths are the site's, prefixed as the provider needs. */
    start(
      input: Omit<NewOneTimeCheckout, "successUrl" | "cancelUrl"> & {
        /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id. */
        successPath: string;
        cancelPath: string;
      },
    ): Promise<{ id: string; url: string }> {
      const { successPath, cancelPath, ...checkout } = input;
      return provider.createOneTimeCheckout({
        ...checkout,
        successUrl: `${publicUrl}${successPath}`,
        cancelUrl: `${publicUrl}${cancelPath}`,
      });
    },

    /**
     * Asks the provider about a checkout the buyer came back from and applies it if it was
     * paid: the provider's event may still be on its way (its own delivery applies it again,
     * changing nothing).
     */
    async confirm(checkoutId: string): Promise<void> {
      const checkout = await provider.getCheckout(checkoutId);
      if (checkout?.mode === "payment") await apply(checkout);
    },
  };
}

export type OneTimePayments = ReturnType<typeof createOneTimePayments>;
