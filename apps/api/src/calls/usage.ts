import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { queueEmail, queueSms } from "../outbox/outbox.js";
import { queueWebhookEvent } from "../webhooks/webhook-events.js";
import type { CallOwner } from "./call-owner.js";
import { usageAlertEmail } from "./notifications/call-emails.js";
import { usageThresholdEvent } from "./notifications/webhook-events.js";

// Minutes: each counted call adds its minutes to the owner's usage period (one row per billing
// period), with overage at the plan's rate, and the 75, 90 and 100 % alerts queued exactly once
// per period (a flag flipped by a conditional update in the same transaction). A recurring job
// rolls periods over when they end.

/** Calls shorter than this do not count (a hang-up, a wrong number). */
export const MIN_COUNTED_SECONDS = 15;
/** The alert thresholds, in percent of the plan's minutes. */
export const USAGE_THRESHOLDS = [75, 90, 100] as const;

type Tx = Prisma.TransactionClient;

/**
 * The minutes a call counts for: calls under 15 seconds, spam, voicemail and calls that never
 * reached the receptionist count 0; every other call counts its length rounded UP to the next
 * whole minute (61 s is 2 minutes), as phone minutes are billed.
 */
export function billableMinutes(durationSeconds: number, outcome: string): number {
  if (durationSeconds < MIN_COUNTED_SECONDS) return 0;
  if (outcome === "spam" || outcome === "voicemail" || outcome === "failed") return 0;
  return Math.ceil(durationSeconds / 60);
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

function monthOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { start, end: addMonth(start) };
}

export interface UsageRecorded {
  periodId: string;
  minutesUsed: number;
  minutesIncluded: number | null;
  /** The thresholds this call crossed (each reported once per period). */
  crossed: number[];
}

export function createUsage(options: {
  db: Database;
  logger: Logger;
  now: () => number;
  publicUrl: string;
}) {
  const prisma = () => options.db.prisma;
  const billingLink = `${options.publicUrl}/dashboard/billing`;

  /** The owner's usage period holding `at`: the billing period, else the calendar month. */
  async function periodFor(tx: Tx, userId: string, at: Date) {
    const existing = await tx.usagePeriod.findFirst({
      where: { userId, periodStart: { lte: at }, periodEnd: { gt: at } },
      orderBy: { periodStart: "desc" },
    });
    if (existing) return existing;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { plan: true, billingPeriodStart: true, billingPeriodEnd: true },
    });
    const billing =
      user.billingPeriodStart && user.billingPeriodEnd
        ? { start: user.billingPeriodStart, end: user.billingPeriodEnd }
        : undefined;
    let range: { start: Date; end: Date };
    let moveUser = false;
    if (!billing) {
      range = monthOf(at);
      moveUser = true;
    } else if (at < billing.start) {
      // A late report of a call before the current period.
      range = monthOf(at);
    } else if (at < billing.end) {
      range = billing;
    } else {
      // The roll-over job has not run yet: the month after the last period that holds `at`.
      let start = billing.end;
      while (addMonth(start) <= at) start = addMonth(start);
      range = { start, end: addMonth(start) };
      moveUser = true;
    }
    const plan = user.plan
      ? await tx.planConfiguration.findUnique({ where: { planId: user.plan } })
      : null;
    const period = await tx.usagePeriod.upsert({
      where: { userId_periodStart: { userId, periodStart: range.start } },
      update: {},
      create: {
        userId,
        periodStart: range.start,
        periodEnd: range.end,
        plan: user.plan ?? "none",
        minutesIncluded: plan ? plan.minutesIncluded : null,
        overageRatePerMinute: plan?.overageRatePerMinute ?? null,
      },
    });
    if (moveUser) {
      await tx.user.update({
        where: { id: userId },
        data: {
          billingPeriodStart: range.start,
          billingPeriodEnd: range.end,
          monthlyMinutesUsed: 0,
          lastUsageReset: new Date(options.now()),
        },
      });
    }
    return period;
  }

  /** Adds a call's minutes; queues the alerts of the thresholds it crossed. */
  async function record(
    tx: Tx,
    owner: CallOwner,
    minutes: number,
    at: Date,
  ): Promise<UsageRecorded | null> {
    if (minutes <= 0) return null;
    const period = await periodFor(tx, owner.userId, at);
    // One statement: the minutes, and the overage at the plan's rate from the new total.
    const [row] = await tx.$queryRaw<
      Array<{
        minutes_used: number;
        minutes_included: number | null;
        overage_rate_per_minute: Prisma.Decimal | string | null;
        period_start: Date;
        period_end: Date;
      }>
    >`
      UPDATE usage_periods
         SET minutes_used = minutes_used + ${minutes}::int,
             overage_minutes = CASE WHEN minutes_included IS NULL THEN 0
                                    ELSE GREATEST(0, minutes_used + ${minutes}::int - minutes_included) END,
             overage_charges = CASE WHEN minutes_included IS NULL OR overage_rate_per_minute IS NULL THEN 0
                                    ELSE round(GREATEST(0, minutes_used + ${minutes}::int - minutes_included)
                                               * overage_rate_per_minute, 2) END,
             updated_at = ${new Date(options.now())}
       WHERE id = ${period.id}::uuid
       RETURNING minutes_used, minutes_included, overage_rate_per_minute, period_start, period_end`;
    if (!row) throw new Error(`usage period ${period.id} vanished`);
    const updated = {
      id: period.id,
      minutesUsed: Number(row.minutes_used),
      minutesIncluded: row.minutes_included === null ? null : Number(row.minutes_included),
      overageRatePerMinute: row.overage_rate_per_minute,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    };
    const included = updated.minutesIncluded;
    await tx.user.updateMany({
      where: { id: owner.userId, billingPeriodStart: updated.periodStart },
      data: { monthlyMinutesUsed: updated.minutesUsed },
    });
    const crossed: number[] = [];
    if (included !== null && included > 0) {
      for (const percent of USAGE_THRESHOLDS) {
        if (updated.minutesUsed * 100 < included * percent) continue;
        const flag = `alert${percent}Sent` as const;
        const claimed = await tx.usagePeriod.updateMany({
          where: { id: period.id, [flag]: false },
          data: { [flag]: true },
        });
        if (claimed.count === 0) continue;
        crossed.push(percent);
        await queueAlert(tx, owner, percent, updated);
      }
    }
    return {
      periodId: period.id,
      minutesUsed: updated.minutesUsed,
      minutesIncluded: included,
      crossed,
    };
  }

  async function queueAlert(
    tx: Tx,
    owner: CallOwner,
    percent: number,
    period: {
      id: string;
      minutesUsed: number;
      minutesIncluded: number | null;
      overageRatePerMinute: Prisma.Decimal | string | null;
      periodEnd: Date;
    },
  ) {
    const periodEnd = period.periodEnd.toISOString().slice(0, 10);
    const email = usageAlertEmail({
      firstName: owner.firstName,
      percent,
      minutesUsed: period.minutesUsed,
      minutesIncluded: period.minutesIncluded ?? 0,
      overageRate:
        period.overageRatePerMinute === null
          ? null
          : Number(period.overageRatePerMinute).toFixed(2),
      periodEnd,
      link: billingLink,
    });
    const dedupeKey = `usage-${percent}:${period.id}`;
    await queueEmail(tx, {
      type: "usage-alert",
      to: owner.email,
      ...email,
      userId: owner.userId,
      customerId: owner.customerId,
      dedupeKey,
    });
    if (owner.smsOptIn && owner.phone) {
      await queueSms(tx, {
        customerId: owner.customerId,
        kind: "usage-alert",
        to: owner.phone,
        body: `Ringline: you have used ${percent}% of your plan's minutes (${period.minutesUsed} of ${period.minutesIncluded}). ${billingLink}`,
        dedupeKey,
      });
    }
    await queueWebhookEvent(
      tx,
      usageThresholdEvent({
        customerId: owner.customerId,
        periodId: period.id,
        percent,
        minutesUsed: period.minutesUsed,
        minutesIncluded: period.minutesIncluded,
        periodEnd: period.periodEnd,
        at: new Date(options.now()),
      }),
    );
  }

  /**
   * Starts the next period for every owner whose period ended: minutes back to 0, a new
   * `usage_periods` row, `lastUsageReset` now. Idempotent (the period row is unique per start).
   */
  async function rollOver(): Promise<number> {
    const now = new Date(options.now());
    const due = await prisma().user.findMany({
      where: { billingPeriodEnd: { lte: now } },
      select: { id: true, plan: true, billingPeriodEnd: true },
      take: 500,
    });
    for (const user of due) {
      if (!user.billingPeriodEnd) continue;
      let start = user.billingPeriodEnd;
      while (addMonth(start) <= now) start = addMonth(start);
      const end = addMonth(start);
      const plan = user.plan
        ? await prisma().planConfiguration.findUnique({ where: { planId: user.plan } })
        : null;
      await prisma().$transaction(async (tx) => {
        // Only if nobody rolled it over meanwhile (the payment provider's renewal, another run).
        const moved = await tx.user.updateMany({
          where: { id: user.id, billingPeriodEnd: user.billingPeriodEnd },
          data: {
            billingPeriodStart: start,
            billingPeriodEnd: end,
            monthlyMinutesUsed: 0,
            lastUsageReset: now,
          },
        });
        if (moved.count === 0) return;
        await tx.usagePeriod.upsert({
          where: { userId_periodStart: { userId: user.id, periodStart: start } },
          update: {},
          create: {
            userId: user.id,
            periodStart: start,
            periodEnd: end,
            plan: user.plan ?? "none",
            minutesIncluded: plan ? plan.minutesIncluded : null,
            overageRatePerMinute: plan?.overageRatePerMinute ?? null,
          },
        });
      });
    }
    if (due.length > 0) options.logger.info({ users: due.length }, "usage periods rolled over");
    return due.length;
  }

  /** This period's minutes of an owner (for the dashboard and the assistant request). */
  async function current(userId: string) {
    const at = new Date(options.now());
    const [period, user] = await Promise.all([
      prisma().usagePeriod.findFirst({
        where: { userId, periodStart: { lte: at }, periodEnd: { gt: at } },
        orderBy: { periodStart: "desc" },
      }),
      prisma().user.findUnique({
        where: { id: userId },
        select: { plan: true, monthlyMinutesLimit: true },
      }),
    ]);
    const plan = user?.plan
      ? await prisma().planConfiguration.findUnique({ where: { planId: user.plan } })
      : null;
    return {
      plan: user?.plan ?? null,
      minutesUsed: period?.minutesUsed ?? 0,
      minutesIncluded: period ? period.minutesIncluded : (plan?.minutesIncluded ?? null),
      overageMinutes: period?.overageMinutes ?? 0,
      hasOverage: period
        ? period.overageRatePerMinute !== null
        : plan
          ? plan.overageRatePerMinute !== null
          : true,
      periodStart: period?.periodStart.toISOString() ?? null,
      periodEnd: period?.periodEnd.toISOString() ?? null,
    };
  }

  return { record, rollOver, current, periodFor };
}

export type Usage = ReturnType<typeof createUsage>;
