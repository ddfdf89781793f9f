import {
  premiumSetupFee,
  type TBillingOverviewResponse,
  type TCheckoutRequest,
  type TPlan,
  type TPlanChangePreview,
  type TPlanChangeRequest,
  type TSubscription,
} from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { TRIAL_DAYS } from "../plans/plans.module.js";
import { overageOf } from "./overage.js";
import {
  type Billing,
  DAY_MS,
  type PaymentProvider,
  type PlanPrice,
  type ProviderCallOptions,
  type SubscriptionSnapshot,
} from "./payment-provider.js";
import { PAYING_STATUSES, type SubscriptionSync } from "./subscription-sync.js";

export interface BillingServiceOptions {
  db: Database;
  provider: PaymentProvider;
  sync: SubscriptionSync;
  plans(): Promise<TPlan[]>;
  now: () => number;
  /** Prefix of the addresses the provider sends the browser back to ("" keeps them relative). */
  publicUrl: string;
}

const accountColumns = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  plan: true,
  planDisplayName: true,
  subscriptionStatus: true,
  subscriptionAmount: true,
  subscriptionInterval: true,
  paymentCustomerId: true,
  paymentSubscriptionId: true,
  currentPeriodStart: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
  trialStartDate: true,
  trialEndDate: true,
  monthlyMinutesUsed: true,
  monthlyMinutesLimit: true,
  billingPeriodStart: true,
  billingPeriodEnd: true,
} as const;

type Account = Prisma.UserGetPayload<{ select: typeof accountColumns }>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The subscription as `users` holds it (the provider's events keep it current). */
function subscriptionOf(account: Account, now: number): TSubscription | null {
  if (!account.paymentSubscriptionId || !account.plan) return null;
  const trialing = account.subscriptionStatus === "trialing" && account.trialEndDate !== null;
  return {
    plan: account.plan,
    planName: account.planDisplayName ?? account.plan,
    billing: account.subscriptionInterval === "year" ? "annual" : "monthly",
    status: account.subscriptionStatus,
    amount: account.subscriptionAmount?.toNumber() ?? 0,
    trialEndsAt: trialing ? iso(account.trialEndDate) : null,
    trialDaysLeft:
      trialing && account.trialEndDate
        ? Math.max(0, Math.ceil((account.trialEndDate.getTime() - now) / DAY_MS))
        : null,
    currentPeriodStart: iso(account.currentPeriodStart),
    currentPeriodEnd: iso(account.currentPeriodEnd),
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
  };
}

/**
 * Subscriptions, provider-neutral: checkout, the subscription and its invoices, plan changes
 * with proration, cancelling at the period's end, the portal. Whatever the provider answers
 * is applied to the account at once; its events apply the same again, once each.
 */
export function createBillingService(options: BillingServiceOptions) {
  const { db, provider, sync, now, publicUrl } = options;

  async function account(userId: string): Promise<Account> {
    const found = await db.prisma.user.findUnique({
      where: { id: userId },
      select: accountColumns,
    });
    if (!found) throw new AppError("AUTH_NOT_AUTHENTICATED");
    return found;
  }

  async function priceOf(planId: string, billing: Billing): Promise<PlanPrice> {
    const plan = (await options.plans()).find((candidate) => candidate.id === planId);
    if (!plan) {
      throw new AppError("API_VALIDATION_ERROR", {
        fieldErrors: { plan: ["Please select a plan"] },
      });
    }
    return {
      planId: plan.id,
      planName: plan.name,
      billing,
      amount: billing === "annual" ? plan.annualPrice : plan.monthlyPrice,
    };
  }

  async function activeSubscription(
    userId: string,
  ): Promise<Account & { paymentSubscriptionId: string }> {
    const found = await account(userId);
    if (!found.paymentSubscriptionId || !PAYING_STATUSES.has(found.subscriptionStatus)) {
      throw new AppError("PAYMENT_SUBSCRIPTION_NOT_FOUND");
    }
    return found as Account & { paymentSubscriptionId: string };
  }

  async function applied(userId: string, snapshot: SubscriptionSnapshot): Promise<TSubscription> {
    await sync.applySubscription(snapshot);
    const view = subscriptionOf(await account(userId), now());
    if (!view) throw new AppError("PAYMENT_SUBSCRIPTION_NOT_FOUND");
    return view;
  }

  return {
    async startCheckout(userId: string, input: TCheckoutRequest, call?: ProviderCallOptions) {
      const owner = await account(userId);
      if (owner.paymentSubscriptionId && PAYING_STATUSES.has(owner.subscriptionStatus)) {
        throw new AppError("PAYMENT_ALREADY_SUBSCRIBED");
      }
      const price = await priceOf(input.plan, input.billing);
      if (input.orderId) {
        const order = await db.prisma.order.findFirst({ where: { id: input.orderId, userId } });
        if (!order) throw new AppError("API_NOT_FOUND", { message: "This order was not found." });
      }
      const customerId = await provider.ensureCustomer({
        userId,
        email: owner.email,
        name: `${owner.firstName} ${owner.lastName}`,
        existingId: owner.paymentCustomerId,
      });
      const session = await provider.createCheckout(
        {
          customerId,
          userId,
          email: owner.email,
          price,
          // One free trial per account.
          trialDays: owner.trialStartDate ? 0 : TRIAL_DAYS,
          setupFee: premiumSetupFee(input.premiumSetup, input.billing),
          orderId: input.orderId ?? null,
          successUrl: `${publicUrl}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/checkout?plan=${price.planId}&billing=${price.billing}&canceled=1`,
        },
        call,
      );
      await db.prisma.user.update({
        where: { id: userId },
        data: { paymentCustomerId: customerId, paymentSessionId: session.id },
      });
      return session;
    },

    /** The outcome of a checkout the browser came back from, applied at once. */
    async confirmCheckout(userId: string, sessionId: string): Promise<TSubscription> {
      const checkout = await provider.getCheckout(sessionId);
      if (!checkout || checkout.userId !== userId) {
        throw new AppError("PAYMENT_SUBSCRIPTION_NOT_FOUND");
      }
      if (checkout.status !== "complete" || !checkout.subscription) {
        throw new AppError("PAYMENT_REQUIRED", { message: "This checkout is not paid yet." });
      }
      await sync.applyCheckout(checkout);
      return applied(userId, checkout.subscription);
    },

    async overview(userId: string): Promise<Omit<TBillingOverviewResponse, "success">> {
      const owner = await account(userId);
      const plan = owner.plan
        ? (await options.plans()).find((candidate) => candidate.id === owner.plan)
        : undefined;
      const minutes = {
        minutesUsed: owner.monthlyMinutesUsed,
        minutesIncluded: owner.monthlyMinutesLimit ?? plan?.minutesIncluded ?? null,
        overageRatePerMinute: plan?.overageRatePerMinute ?? null,
      };
      return {
        provider: provider.name,
        subscription: subscriptionOf(owner, now()),
        card: owner.paymentCustomerId ? await provider.getCard(owner.paymentCustomerId) : null,
        usage: {
          ...minutes,
          ...overageOf(minutes),
          periodStart: iso(owner.billingPeriodStart),
          periodEnd: iso(owner.billingPeriodEnd),
        },
      };
    },

    async invoices(userId: string, page: { skip: number; take: number }) {
      const owner = await account(userId);
      if (!owner.paymentCustomerId) return { total: 0, items: [] };
      return provider.listInvoices(owner.paymentCustomerId, page);
    },

    /** Every customer's invoices through the provider (the back office). */
    allInvoices(query: { status?: string | undefined; skip: number; take: number }) {
      return provider.listAllInvoices(query);
    },

    /** One invoice with the provider's customer; null when there is none. */
    invoice(invoiceId: string) {
      return provider.getInvoice(invoiceId);
    },

    /** Refunds a paid invoice through the provider, all that is left of it or `amount`. */
    refund(invoiceId: string, amount?: number, call?: ProviderCallOptions) {
      return provider.refund(invoiceId, amount, call);
    },

    async previewChange(userId: string, input: TPlanChangeRequest): Promise<TPlanChangePreview> {
      const owner = await activeSubscription(userId);
      const billing: Billing = owner.subscriptionInterval === "year" ? "annual" : "monthly";
      if (owner.plan === input.plan && billing === input.billing) {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This is already your plan.",
          fieldErrors: { plan: ["This is already your plan"] },
        });
      }
      const price = await priceOf(input.plan, input.billing);
      const cost = await provider.previewChange(owner.paymentSubscriptionId, price);
      return {
        plan: price.planId,
        planName: price.planName,
        billing: price.billing,
        currentAmount: owner.subscriptionAmount?.toNumber() ?? 0,
        newAmount: price.amount,
        amountDueNow: cost.amountDueNow,
        credit: cost.credit,
        nextBillingDate:
          cost.nextBillingDate === null ? null : new Date(cost.nextBillingDate).toISOString(),
        trialing: owner.subscriptionStatus === "trialing",
      };
    },

    /**
     * Changes plan, charging or crediting the prorated difference once: the provider makes the
     * change holding the subscription, so a second request for the same change (another
     * click, another instance) charges nothing more.
     */
    async changePlan(
      userId: string,
      input: TPlanChangeRequest,
      call?: ProviderCallOptions,
    ): Promise<TSubscription> {
      await this.previewChange(userId, input);
      const owner = await activeSubscription(userId);
      const price = await priceOf(input.plan, input.billing);
      return applied(userId, await provider.changePlan(owner.paymentSubscriptionId, price, call));
    },

    async setCancelAtPeriodEnd(
      userId: string,
      cancel: boolean,
      call?: ProviderCallOptions,
    ): Promise<TSubscription> {
      const owner = await activeSubscription(userId);
      return applied(
        userId,
        await provider.setCancelAtPeriodEnd(owner.paymentSubscriptionId, cancel, call),
      );
    },

    async portal(userId: string): Promise<string> {
      const owner = await account(userId);
      if (!owner.paymentCustomerId) throw new AppError("PAYMENT_CUSTOMER_NOT_FOUND");
      return provider.createPortal(owner.paymentCustomerId, `${publicUrl}/dashboard/billing`);
    },

    /** Ends the subscription at once, for an account that is being deleted. */
    async cancelForDeletion(userId: string): Promise<void> {
      const owner = await account(userId);
      if (owner.paymentSubscriptionId && owner.subscriptionStatus !== "canceled") {
        await provider.cancelNow(owner.paymentSubscriptionId);
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
