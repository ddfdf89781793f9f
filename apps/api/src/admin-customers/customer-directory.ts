import type {
  TAdminCustomerDetailResponse,
  TAdminCustomerExportQuery,
  TAdminCustomerFilters,
  TAdminCustomerListQuery,
  TAdminCustomerSummary,
} from "@ringline/api-client";
import { given } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

/** The audit action under which administrators' notes on a customer are kept. */
export const NOTE_ACTION = "customer.note";

const RECENT = 20;

const summaryColumns = {
  id: true,
  userId: true,
  email: true,
  firstName: true,
  lastName: true,
  company: true,
  plan: true,
  subscriptionStatus: true,
  status: true,
  aiStatus: true,
  createdAt: true,
  user: { select: { trialStatus: true, trialEndDate: true } },
} as const satisfies Prisma.CustomerSelect;

type SummaryRow = Prisma.CustomerGetPayload<{ select: typeof summaryColumns }>;

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

function summaryOf(row: SummaryRow): TAdminCustomerSummary {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company,
    plan: row.plan,
    subscriptionStatus: row.subscriptionStatus,
    status: row.status,
    aiStatus: row.aiStatus,
    trialStatus: row.user?.trialStatus ?? null,
    trialEndDate: iso(row.user?.trialEndDate),
    createdAt: row.createdAt.toISOString(),
  };
}

const ORDERS: Record<TAdminCustomerFilters["sort"], Prisma.CustomerOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  name: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
  email: [{ email: "asc" }],
};

/** What the list's filters select (and, with `ids`, only those customers of them). */
export function customerFilter(
  query: TAdminCustomerFilters & { ids?: readonly string[] | undefined },
): Prisma.CustomerWhereInput {
  const where: Prisma.CustomerWhereInput = {};
  if (query.ids) where.id = { in: [...query.ids] };
  const search = given(query.search);
  if (search) {
    const contains = { contains: search, mode: "insensitive" } as const;
    where.OR = [
      { email: contains },
      { username: contains },
      { firstName: contains },
      { lastName: contains },
      { company: contains },
    ];
  }
  const status = given(query.status);
  if (status) where.status = status;
  const plan = given(query.plan);
  if (plan) where.plan = plan;
  const aiStatus = given(query.aiStatus);
  if (aiStatus) where.aiStatus = aiStatus;
  const trial = given(query.trial);
  if (trial) where.user = { is: { trialStatus: trial } };
  return where;
}

export interface CustomerDirectory {
  list(query: TAdminCustomerListQuery): Promise<{ total: number; items: TAdminCustomerSummary[] }>;
  /**
   * Every customer the filters (and `ids`, when given) select, in the list's order, `pageSize`
   * at a time (a cursor, so customers added meanwhile shift nothing).
   */
  pages(
    query: TAdminCustomerExportQuery,
    pageSize?: number,
  ): AsyncGenerator<TAdminCustomerSummary[], void>;
  detail(customerId: string): Promise<Omit<TAdminCustomerDetailResponse, "success">>;
  /** The customer's sign-in account, or ADMIN_CUSTOMER_NOT_FOUND. */
  accountOf(customerId: string): Promise<{ id: string; userId: string | null; email: string }>;
}

/** The back office's reads over customers and what belongs to them. */
export function createCustomerDirectory(db: Database): CustomerDirectory {
  const prisma = db.prisma;
  return {
    async list(query) {
      const where = customerFilter(query);
      const [total, rows] = await Promise.all([
        prisma.customer.count({ where }),
        prisma.customer.findMany({
          where,
          orderBy: ORDERS[query.sort],
          ...pageWindow(query),
          select: summaryColumns,
        }),
      ]);
      return { total, items: rows.map(summaryOf) };
    },

    async *pages(query, pageSize = 500) {
      const where = customerFilter(query);
      let cursor: string | undefined;
      for (;;) {
        const rows = await prisma.customer.findMany({
          where,
          orderBy: ORDERS[query.sort],
          take: pageSize,
          ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
          select: summaryColumns,
        });
        if (rows.length > 0) yield rows.map(summaryOf);
        if (rows.length < pageSize) return;
        cursor = rows.at(-1)?.id;
      }
    },

    async detail(customerId) {
      const row = await prisma.customer.findUnique({
        where: { id: customerId },
        select: {
          ...summaryColumns,
          username: true,
          phone: true,
          balance: true,
          smsOptIn: true,
          onboardingCompleted: true,
          aiPhoneNumber: true,
          user: {
            select: {
              trialStatus: true,
              trialEndDate: true,
              emailVerified: true,
              plan: true,
              planDisplayName: true,
              subscriptionStatus: true,
              subscriptionAmount: true,
              subscriptionInterval: true,
              paymentSubscriptionId: true,
              currentPeriodEnd: true,
              cancelAtPeriodEnd: true,
              monthlyMinutesUsed: true,
              monthlyMinutesLimit: true,
              billingPeriodEnd: true,
              lastUsageReset: true,
            },
          },
        },
      });
      if (!row) throw new AppError("ADMIN_CUSTOMER_NOT_FOUND");
      const user = row.user;
      const [calls, transcripts, emails, activity, notes] = await Promise.all([
        prisma.callLog.findMany({
          where: { customerId },
          orderBy: { createdAt: "desc" },
          take: RECENT,
          select: { id: true, callerPhone: true, duration: true, outcome: true, createdAt: true },
        }),
        prisma.callTranscript.findMany({
          where: { customerId },
          orderBy: { callDate: "desc" },
          take: RECENT,
          select: {
            id: true,
            callerName: true,
            callerPhone: true,
            callDate: true,
            emailSentToCustomer: true,
          },
        }),
        prisma.emailLog.findMany({
          where: row.userId
            ? { OR: [{ customerId }, { userId: row.userId }, { toEmail: row.email }] }
            : { OR: [{ customerId }, { toEmail: row.email }] },
          orderBy: { createdAt: "desc" },
          take: RECENT,
          select: {
            id: true,
            emailType: true,
            toEmail: true,
            subject: true,
            status: true,
            createdAt: true,
          },
        }),
        row.userId
          ? prisma.userActivityLog.findMany({
              where: { userId: row.userId },
              orderBy: { createdAt: "desc" },
              take: RECENT,
              select: {
                id: true,
                action: true,
                statusCode: true,
                responseTime: true,
                createdAt: true,
              },
            })
          : [],
        prisma.adminAuditLog.findMany({
          where: { customerId, action: NOTE_ACTION },
          orderBy: { createdAt: "desc" },
          take: RECENT,
          select: { id: true, adminUserId: true, metadata: true, createdAt: true },
        }),
      ]);
      return {
        customer: {
          ...summaryOf(row),
          username: row.username,
          phone: row.phone,
          balance: row.balance.toNumber(),
          smsOptIn: row.smsOptIn,
          onboardingCompleted: row.onboardingCompleted,
          emailVerified: user?.emailVerified ?? null,
          aiPhoneNumber: row.aiPhoneNumber,
        },
        subscription:
          user?.paymentSubscriptionId || user?.plan
            ? {
                plan: user.plan,
                planDisplayName: user.planDisplayName,
                status: user.subscriptionStatus,
                amount: user.subscriptionAmount?.toNumber() ?? null,
                interval: user.subscriptionInterval,
                currentPeriodEnd: iso(user.currentPeriodEnd),
                cancelAtPeriodEnd: user.cancelAtPeriodEnd,
              }
            : null,
        usage: user
          ? {
              minutesUsed: user.monthlyMinutesUsed,
              minutesLimit: user.monthlyMinutesLimit,
              billingPeriodEnd: iso(user.billingPeriodEnd),
              lastUsageReset: iso(user.lastUsageReset),
            }
          : null,
        calls: calls.map((call) => ({ ...call, createdAt: call.createdAt.toISOString() })),
        transcripts: transcripts.map((transcript) => ({
          ...transcript,
          callDate: transcript.callDate.toISOString(),
        })),
        emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
        activity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
        notes: notes.map((note) => ({
          id: note.id,
          adminUserId: note.adminUserId,
          text: noteText(note.metadata),
          createdAt: note.createdAt.toISOString(),
        })),
      };
    },

    async accountOf(customerId) {
      const row = await prisma.customer.findUnique({
        where: { id: customerId },
        select: { id: true, userId: true, email: true },
      });
      if (!row) throw new AppError("ADMIN_CUSTOMER_NOT_FOUND");
      return row;
    },
  };
}

function noteText(metadata: Prisma.JsonValue): string {
  if (metadata && typeof metadata === "object" && !Array.isArray(metadata)) {
    const text = metadata.text;
    if (typeof text === "string") return text;
  }
  return "";
}
