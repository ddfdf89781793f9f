import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import {
  checkoutFollowUpTemplate,
  paymentFailedTemplate,
  subscriptionReceiptTemplate,
  trialEndingTemplate,
} from "../outbox/billing-templates.js";
import type { Mailer } from "../outbox/mailer.js";
import type { EmailType, RenderedEmail } from "../outbox/templates.js";
import { DAY_MS } from "./payment-provider.js";

/** What a receipt notice keeps of the confirmed checkout (`billing_notices.data`). */
interface ReceiptData {
  planName: string;
  amount: number;
  billing: "monthly" | "annual";
  /** Epoch milliseconds, or null without a trial. */
  trialEnd: number | null;
  firstCharge: number;
}

/** How long before a trial ends its reminder goes out. */
export const TRIAL_REMINDER_LEAD_MS = 2 * DAY_MS;
/** How long after sign-up someone who never paid gets the follow-up. */
export const FOLLOW_UP_AFTER_MS = DAY_MS;

export interface BillingNoticesOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now: () => number;
  publicUrl: string;
}

/**
 * The billing e-mails, each sent exactly once: the receipt of a confirmed checkout, trial ends in
 * 2 days and payment failed are rows of `billing_notices` (unique per occasion: the
 * subscription, the trial's end, the invoice), the follow-up to a
 * sign-up who never paid is `users.followUpEmailSent`. A run claims each one with a
 * conditional update before sending it, so two runs at once never send the same message.
 */
export function createBillingNotices(options: BillingNoticesOptions) {
  const { db, mailer, now, publicUrl } = options;
  const billingUrl = `${publicUrl}/dashboard/billing`;

  async function queueTrialEndings(): Promise<void> {
    const at = now();
    const ending = await db.prisma.user.findMany({
      where: {
        subscriptionStatus: "trialing",
        cancelAtPeriodEnd: false,
        trialEndDate: { gt: new Date(at), lte: new Date(at + TRIAL_REMINDER_LEAD_MS) },
        paymentSubscriptionId: { not: null },
      },
      select: { id: true, paymentSubscriptionId: true, trialEndDate: true },
      take: 500,
    });
    if (ending.length === 0) return;
    await db.prisma.billingNotice.createMany({
      data: ending.map((user) => ({
        userId: user.id,
        kind: "trial-ending",
        reference: `${user.paymentSubscriptionId}:${user.trialEndDate?.toISOString()}`,
      })),
      skipDuplicates: true,
    });
  }

  async function sendPending(): Promise<number> {
    const pending = await db.prisma.billingNotice.findMany({
      where: { sentAt: null },
      orderBy: { createdAt: "asc" },
      take: 100,
      include: {
        user: {
          select: {
            email: true,
            firstName: true,
            planDisplayName: true,
            subscriptionAmount: true,
            trialEndDate: true,
          },
        },
      },
    });
    let sent = 0;
    for (const notice of pending) {
      const claimed = await db.prisma.billingNotice.updateMany({
        where: { id: notice.id, sentAt: null },
        data: { sentAt: new Date(now()) },
      });
      if (claimed.count === 0) continue;
      const { user } = notice;
      await mailer.send({
        to: user.email,
        userId: notice.userId,
        dedupeKey: `billing-notice:${notice.id}`,
        ...render(notice.kind, user, notice.data),
      });
      sent += 1;
    }
    return sent;
  }

  function render(
    kind: string,
    user: {
      firstName: string;
      planDisplayName: string | null;
      subscriptionAmount: { toNumber(): number } | null;
      trialEndDate: Date | null;
    },
    data: unknown,
  ): RenderedEmail & { type: EmailType } {
    if (kind === "trial-ending") {
      return {
        type: "trial-ending",
        ...trialEndingTemplate({
          firstName: user.firstName,
          planName: user.planDisplayName ?? "Ringline",
          amount: user.subscriptionAmount?.toNumber() ?? 0,
          trialEnd: user.trialEndDate ?? new Date(now()),
          billingUrl,
        }),
      };
    }
    if (kind === "receipt") {
      const receipt = data as ReceiptData;
      return {
        type: "subscription-receipt",
        ...subscriptionReceiptTemplate({
          firstName: user.firstName,
          planName: receipt.planName,
          amount: receipt.amount,
          billing: receipt.billing,
          trialEnd: receipt.trialEnd === null ? null : new Date(receipt.trialEnd),
          firstCharge: new Date(receipt.firstCharge),
          billingUrl,
        }),
      };
    }
    return {
      type: "payment-failed",
      ...paymentFailedTemplate({
        firstName: user.firstName,
        amount: Number((data as { amount?: number } | null)?.amount ?? 0),
        billingUrl,
      }),
    };
  }

  async function sendFollowUps(): Promise<number> {
    const candidates = await db.prisma.user.findMany({
      where: {
        paymentCompleted: false,
        followUpEmailSent: false,
        subscriptionStatus: "inactive",
        createdAt: { lte: new Date(now() - FOLLOW_UP_AFTER_MS) },
      },
      select: { id: true, email: true, firstName: true },
      take: 100,
    });
    let sent = 0;
    for (const user of candidates) {
      const claimed = await db.prisma.user.updateMany({
        where: { id: user.id, followUpEmailSent: false, paymentCompleted: false },
        data: { followUpEmailSent: true, followUpEmailSentAt: new Date(now()) },
      });
      if (claimed.count === 0) continue;
      await mailer.send({
        type: "checkout-follow-up",
        to: user.email,
        userId: user.id,
        ...checkoutFollowUpTemplate({
          firstName: user.firstName,
          checkoutUrl: `${publicUrl}/checkout?plan=growth&billing=monthly`,
        }),
      });
      sent += 1;
    }
    return sent;
  }

  return {
    /** One run of the e-mail job; answers how many messages went out. */
    async run(): Promise<number> {
      await queueTrialEndings();
      return (await sendPending()) + (await sendFollowUps());
    },
  };
}
