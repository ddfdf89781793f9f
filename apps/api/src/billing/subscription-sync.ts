import { randomBytes } from "node:crypto";
import type { TPlan } from "@ringline/api-client";
import type { Logger } from "pino";
import { isUniqueViolation } from "../auth/user.repository.js";
import type { Database } from "../db/database.js";
import type {
  CheckoutSnapshot,
  FailedInvoice,
  ProviderEvent,
  SubscriptionSnapshot,
} from "./payment-provider.js";

/** Statuses in which the customer has (or is about to have) paid service. */
export const PAYING_STATUSES = new Set(["trialing", "active", "past_due"]);

export interface SubscriptionSyncOptions {
  db: Database;
  logger: Logger;
  now: () => number;
  plan(planId: string): Promise<TPlan | undefined>;
}

const date = (at: number | null) => (at === null ? null : new Date(at));

function trialStatusOf(snapshot: SubscriptionSnapshot, current: string): string {
  if (snapshot.status === "trialing") return "active";
  if (snapshot.trialEnd === null) return current;
  return PAYING_STATUSES.has(snapshot.status) ? "converted" : "ended";
}

/**
 * Applies the provider's events to the account: the subscription fields of `users` (plan,
 * status, trial, billing period), the customer record that makes the account a customer, the
 * order a checkout paid, this period's usage row, and the payment-failed notice. Every step
 * sets values rather than adding to them, so applying an event twice changes nothing.
 */
export function createSubscriptionSync(options: SubscriptionSyncOptions) {
  const { db, now } = options;

  async function userFor(snapshot: { id: string; customerId: string; userId: string | null }) {
    const select = {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      phone: true,
      onboardingStatus: true,
      trialStatus: true,
      billingPeriodStart: true,
      customer: { select: { id: true } },
    } as const;
    return (
      (await db.prisma.user.findFirst({ where: { paymentSubscriptionId: snapshot.id }, select })) ??
      (snapshot.customerId
        ? await db.prisma.user.findFirst({
            where: { paymentCustomerId: snapshot.customerId },
            select,
          })
        : null) ??
      (snapshot.userId
        ? await db.prisma.user.findUnique({ where: { id: snapshot.userId }, select })
        : null)
    );
  }

  type SyncedUser = NonNullable<Awaited<ReturnType<typeof userFor>>>;

  async function ensureCustomer(user: SyncedUser, snapshot: SubscriptionSnapshot) {
    const fields = {
      plan: snapshot.planId,
      subscriptionStatus: snapshot.status,
      paymentCustomerId: snapshot.customerId || null,
      paymentSubscriptionId: snapshot.id,
    };
    if (user.customer) {
      await db.prisma.customer.update({ where: { id: user.customer.id }, data: fields });
      return;
    }
    const base =
      user.email
        .split("@")[0]
        ?.replace(/[^a-z0-9._-]/gi, "")
        .slice(0, 36) || "owner";
    try {
      await db.prisma.customer.create({
        data: {
          ...fields,
          userId: user.id,
          username: `${base}-${randomBytes(4).toString("hex")}`,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone && user.phone.length <= 20 ? user.phone : null,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A customer record for this address already exists (made by an admin): link it.
      await db.prisma.customer.updateMany({
        where: { email: user.email, userId: null },
        data: { ...fields, userId: user.id },
      });
    }
  }

  async function applySubscription(snapshot: SubscriptionSnapshot): Promise<string | null> {
    const user = await userFor(snapshot);
    if (!user) {
      options.logger.warn({ subscriptionId: snapshot.id }, "a subscription of no known account");
      return null;
    }
    const plan = await options.plan(snapshot.planId);
    const paying = PAYING_STATUSES.has(snapshot.status);
    const periodStart = date(snapshot.currentPeriodStart);
    const newPeriod =
      periodStart !== null && user.billingPeriodStart?.getTime() !== periodStart.getTime();
    await db.prisma.user.update({
      where: { id: user.id },
      data: {
        subscriptionStatus: snapshot.status,
        plan: snapshot.planId,
        planDisplayName: plan?.name ?? snapshot.planName,
        paymentCustomerId: snapshot.customerId || null,
        paymentSubscriptionId: snapshot.id,
        paymentPriceId: snapshot.priceId,
        subscriptionAmount: snapshot.amount,
        subscriptionInterval: snapshot.billing === "annual" ? "year" : "month",
        subscriptionIntervalCount: 1,
        currentPeriodStart: periodStart,
        currentPeriodEnd: date(snapshot.currentPeriodEnd),
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        // A later subscription without a trial keeps the record of the first one.
        ...(snapshot.trialStart === null
          ? {}
          : { trialStartDate: date(snapshot.trialStart), trialEndDate: date(snapshot.trialEnd) }),
        trialStatus: trialStatusOf(snapshot, user.trialStatus),
        monthlyMinutesLimit: plan?.minutesIncluded ?? null,
        ...(paying ? { paymentCompleted: true } : {}),
        // Paying starts onboarding (the onboarding pages take it from there).
        ...(paying && user.onboardingStatus === "signup" ? { onboardingStatus: "onboarding" } : {}),
        ...(newPeriod
          ? {
              billingPeriodStart: periodStart,
              billingPeriodEnd: date(snapshot.currentPeriodEnd),
              monthlyMinutesUsed: 0,
              lastUsageReset: new Date(now()),
            }
          : {}),
      },
    });
    if (newPeriod && periodStart && snapshot.currentPeriodEnd !== null) {
      await db.prisma.usagePeriod.upsert({
        where: { userId_periodStart: { userId: user.id, periodStart } },
        update: {},
        create: {
          userId: user.id,
          periodStart,
          periodEnd: new Date(snapshot.currentPeriodEnd),
          plan: snapshot.planId,
          minutesIncluded: plan?.minutesIncluded ?? null,
          overageRatePerMinute: plan?.overageRatePerMinute ?? null,
        },
      });
    }
    await ensureCustomer(user, snapshot);
    return user.id;
  }

  async function applyCheckout(checkout: CheckoutSnapshot): Promise<void> {
    if (checkout.status !== "complete" || !checkout.subscription) return;
    const userId = await applySubscription({
      ...checkout.subscription,
      userId: checkout.subscription.userId ?? checkout.userId,
    });
    if (!userId) return;
    await db.prisma.user.update({
      where: { id: userId },
      data: { paymentSessionId: checkout.id },
    });
    if (checkout.orderId) {
      await db.prisma.order.updateMany({
        where: { id: checkout.orderId, userId },
        data: { orderStatus: "paid" },
      });
    }
    // The receipt, once per subscription however often the checkout is applied (the
    // provider's event, its redelivery, the confirmation page): the e-mail job sends it.
    const { subscription } = checkout;
    await db.prisma.billingNotice.createMany({
      data: [
        {
          userId,
          kind: "receipt",
          reference: subscription.id,
          data: {
            planName: subscription.planName,
            amount: subscription.amount,
            billing: subscription.billing,
            trialEnd: subscription.trialEnd,
            firstCharge: subscription.trialEnd ?? subscription.currentPeriodStart ?? now(),
          },
        },
      ],
      skipDuplicates: true,
    });
  }

  async function recordFailedPayment(invoice: FailedInvoice): Promise<void> {
    const user = await db.prisma.user.findFirst({
      where: { paymentCustomerId: invoice.customerId },
      select: { id: true },
    });
    if (!user) return;
    await db.prisma.billingNotice.createMany({
      data: [
        {
          userId: user.id,
          kind: "payment-failed",
          reference: invoice.id,
          data: { amount: invoice.amount },
        },
      ],
      skipDuplicates: true,
    });
  }

  return {
    applySubscription,
    applyCheckout,
    async apply(event: ProviderEvent): Promise<void> {
      switch (event.type) {
        case "checkout-completed":
          return applyCheckout(event.checkout);
        case "subscription-changed":
          await applySubscription(event.subscription);
          return;
        case "invoice-payment-failed":
          return recordFailedPayment(event.invoice);
      }
    },
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
