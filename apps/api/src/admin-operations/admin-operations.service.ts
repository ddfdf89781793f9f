// Slightly over our ~400-line habit: one service for the back office's operational lists and
// their few writes, each a short query; the rules they share (filters, paging, audit) are here.
import {
  type TAdminActivityQuery,
  type TAdminEmailListQuery,
  type TAdminErrorListQuery,
  type TAdminSubscriptionListQuery,
  type TAdminTranscriptListQuery,
  type TCreateAdminUserRequest,
  type TUpdateAdminUserRequest,
  ZNewPassword,
} from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin-customers/acting-admin.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { Mailer } from "../outbox/mailer.js";
import type { Outbox } from "../outbox/outbox.module.js";
import { isRedacted } from "../outbox/redact.js";
import type { EmailType } from "../outbox/templates.js";
import { hashPassword, isCommonPassword } from "../security/passwords.js";
import type { SessionManager } from "../sessions/session.manager.js";

const given = (value: string | undefined) => (value ? value : undefined);
const paging = (query: { page: number; pageSize: number }) => ({
  skip: (query.page - 1) * query.pageSize,
  take: query.pageSize,
});
const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const STATUS_CLASSES = { "2xx": 200, "3xx": 300, "4xx": 400, "5xx": 500 } as const;

export interface AdminOperationsOptions {
  db: Database;
  audit: AuditLog;
  mailer: Mailer;
  outbox: Pick<Outbox, "replayEmail">;
  adminSessions: Pick<SessionManager, "endOthers">;
}

/** The activity tracker's e-mail filter looks at this many matching users at most. */
const ACTIVITY_EMAIL_MATCHES = 1000;

/** The back office's view of the platform: the outbox, activity, errors, administrators. */
export function createAdminOperations(options: AdminOperationsOptions) {
  const { db, audit } = options;
  const prisma = db.prisma;

  async function record(by: ActingAdmin, action: string, metadata?: Record<string, string>) {
    await audit.record({
      adminUserId: by.adminUserId,
      action,
      method: by.method,
      path: by.path,
      statusCode: 200,
      ipAddress: by.ipAddress,
      metadata,
    });
  }

  async function otherAdmin(by: ActingAdmin, adminUserId: string) {
    const target = await prisma.adminUser.findUnique({
      where: { id: adminUserId },
      select: { id: true, username: true },
    });
    if (!target) throw new AppError("API_NOT_FOUND");
    if (target.id === by.adminUserId) {
      throw new AppError("API_VALIDATION_ERROR", {
        message: "You cannot change your own account here.",
      });
    }
    return target;
  }

  return {
    async emails(query: TAdminEmailListQuery) {
      const where: Prisma.EmailLogWhereInput = {};
      const status = given(query.status);
      if (status) where.status = status;
      const type = given(query.type);
      if (type) where.emailType = type;
      const search = given(query.search);
      if (search) where.toEmail = { contains: search, mode: "insensitive" };
      const [total, rows] = await Promise.all([
        prisma.emailLog.count({ where }),
        prisma.emailLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...paging(query),
          select: {
            id: true,
            customerId: true,
            emailType: true,
            toEmail: true,
            subject: true,
            content: true,
            status: true,
            attempts: true,
            error: true,
            createdAt: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /**
     * A failed message is queued again as it was (its row and key, so it is still sent once); a
     * sent one is queued as a copy (`admin-resend:{id}:{n}`). Either is sent by the outbox's
     * job, not in this request.
     */
    async resendEmail(by: ActingAdmin, emailId: string): Promise<"replayed" | "copied"> {
      const row = await prisma.emailLog.findUnique({ where: { id: emailId } });
      if (!row) throw new AppError("API_NOT_FOUND");
      if (row.status === "queued" || row.status === "sending") {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This e-mail has not been sent yet: it goes out with the outbox's next run.",
        });
      }
      let metadata: Record<string, string>;
      if (row.status === "failed") {
        if (!(await options.outbox.replayEmail(row.id))) {
          throw new AppError("API_DUPLICATE_RESOURCE", {
            message: "This e-mail was queued again a moment ago.",
          });
        }
        metadata = { emailId, replayed: "true" };
      } else {
        if (isRedacted(row.content)) {
          // Its one-time link is not kept once sent; a copy would carry a dead link.
          throw new AppError("API_VALIDATION_ERROR", {
            message: "This e-mail held a one-time link: the customer can ask for a new one.",
          });
        }
        const prefix = `admin-resend:${row.id}:`;
        const copies = await prisma.emailLog.count({
          where: { dedupeKey: { startsWith: prefix } },
        });
        const copy = await options.mailer.send({
          // The type it was kept under: the outbox groups the copy with the original.
          type: row.emailType as EmailType,
          to: row.toEmail,
          subject: row.subject,
          text: row.content,
          html: `<pre>${escapeHtml(row.content)}</pre>`,
          userId: row.userId ?? undefined,
          customerId: row.customerId ?? undefined,
          dedupeKey: `${prefix}${copies + 1}`,
        });
        if (!copy.queued) {
          throw new AppError("API_DUPLICATE_RESOURCE", {
            message: "A copy of this e-mail was queued a moment ago.",
          });
        }
        metadata = { emailId, copyId: copy.id };
      }
      await audit.record({
        adminUserId: by.adminUserId,
        action: "email.resend",
        customerId: row.customerId,
        method: by.method,
        path: by.path,
        statusCode: 200,
        ipAddress: by.ipAddress,
        metadata,
      });
      return metadata.replayed ? "replayed" : "copied";
    },

    async activity(query: TAdminActivityQuery) {
      const where: Prisma.UserActivityLogWhereInput = {};
      const userId = given(query.userId);
      if (userId) where.userId = userId;
      const email = given(query.email);
      if (email) {
        // The log has no relation to users (no foreign key): the users matching the address
        // first, then their rows.
        const users = await prisma.user.findMany({
          where: {
            email: { contains: email, mode: "insensitive" },
            ...(userId ? { id: userId } : {}),
          },
          select: { id: true },
          take: ACTIVITY_EMAIL_MATCHES,
        });
        where.userId = { in: users.map((user) => user.id) };
      }
      const method = given(query.method);
      if (method) where.method = method.toUpperCase();
      const status = query.status;
      if (status) {
        const from = STATUS_CLASSES[status];
        where.statusCode = { gte: from, lt: from + 100 };
      }
      const search = given(query.search);
      if (search) {
        where.OR = [
          { action: { contains: search, mode: "insensitive" } },
          { page: { contains: search, mode: "insensitive" } },
        ];
      }
      const [total, rows] = await Promise.all([
        prisma.userActivityLog.count({ where }),
        prisma.userActivityLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...paging(query),
          select: {
            id: true,
            userId: true,
            customerId: true,
            ipAddress: true,
            userAgent: true,
            action: true,
            page: true,
            method: true,
            statusCode: true,
            responseTime: true,
            createdAt: true,
          },
        }),
      ]);
      const pageUserIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
      const emails = new Map(
        (
          await prisma.user.findMany({
            where: { id: { in: pageUserIds } },
            select: { id: true, email: true },
          })
        ).map((user) => [user.id, user.email]),
      );
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          email: (row.userId && emails.get(row.userId)) ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async errors(query: TAdminErrorListQuery) {
      const where: Prisma.ErrorLogWhereInput = {};
      if (query.resolved !== "any") where.resolved = query.resolved === "true";
      const severity = given(query.severity);
      if (severity) where.severity = severity;
      const [total, rows] = await Promise.all([
        prisma.errorLog.count({ where }),
        prisma.errorLog.findMany({
          where,
          orderBy: [{ lastSeen: "desc" }, { id: "desc" }],
          ...paging(query),
          select: {
            id: true,
            errorId: true,
            severity: true,
            message: true,
            component: true,
            environment: true,
            url: true,
            stackTrace: true,
            resolved: true,
            resolution: true,
            occurrenceCount: true,
            affectedUsers: true,
            firstSeen: true,
            lastSeen: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          firstSeen: row.firstSeen.toISOString(),
          lastSeen: row.lastSeen.toISOString(),
        })),
      };
    },

    async resolveError(by: ActingAdmin, errorLogId: string, resolution: string) {
      const { count } = await prisma.errorLog.updateMany({
        where: { id: errorLogId },
        data: { resolved: true, resolution },
      });
      if (count === 0) throw new AppError("API_NOT_FOUND");
      await record(by, "error.resolve", { errorLogId });
    },

    async subscriptions(query: TAdminSubscriptionListQuery) {
      const where: Prisma.UserWhereInput = { paymentSubscriptionId: { not: null } };
      const status = given(query.status);
      if (status) where.subscriptionStatus = status;
      const plan = given(query.plan);
      if (plan) where.plan = plan;
      const [total, rows] = await Promise.all([
        prisma.user.count({ where }),
        prisma.user.findMany({
          where,
          orderBy: [{ currentPeriodEnd: "asc" }, { id: "asc" }],
          ...paging(query),
          select: {
            id: true,
            email: true,
            firstName: true,
            lastName: true,
            plan: true,
            subscriptionStatus: true,
            subscriptionAmount: true,
            subscriptionInterval: true,
            currentPeriodEnd: true,
            cancelAtPeriodEnd: true,
            trialEndDate: true,
            customer: { select: { id: true } },
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          customerId: row.customer?.id ?? null,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          plan: row.plan,
          status: row.subscriptionStatus,
          amount: row.subscriptionAmount?.toNumber() ?? null,
          interval: row.subscriptionInterval,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          trialEndDate: row.trialEndDate?.toISOString() ?? null,
        })),
      };
    },

    async transcripts(query: TAdminTranscriptListQuery) {
      const where: Prisma.CallTranscriptWhereInput = {};
      if (query.emailSent !== "any") where.emailSentToCustomer = query.emailSent === "true";
      const search = given(query.search);
      if (search) {
        const contains = { contains: search, mode: "insensitive" } as const;
        where.OR = [
          { customerEmail: contains },
          { customerName: contains },
          { businessName: contains },
          { callerPhone: contains },
          { callerName: contains },
        ];
      }
      const [total, rows] = await Promise.all([
        prisma.callTranscript.count({ where }),
        prisma.callTranscript.findMany({
          where,
          orderBy: [{ callDate: "desc" }, { id: "desc" }],
          ...paging(query),
          select: {
            id: true,
            customerId: true,
            customerName: true,
            customerEmail: true,
            businessName: true,
            callerName: true,
            callerPhone: true,
            callDate: true,
            duration: true,
            callSummary: true,
            rawEmailContent: true,
            emailSentToCustomer: true,
            emailSentDate: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          callDate: row.callDate.toISOString(),
          emailSentDate: row.emailSentDate?.toISOString() ?? null,
        })),
      };
    },

    async admins(query: { page: number; pageSize: number }) {
      const [total, rows] = await Promise.all([
        prisma.adminUser.count(),
        prisma.adminUser.findMany({
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          ...paging(query),
          select: {
            id: true,
            username: true,
            email: true,
            role: true,
            isActive: true,
            totpEnabled: true,
            lastLogin: true,
            createdAt: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          lastLogin: row.lastLogin?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async createAdmin(by: ActingAdmin, input: TCreateAdminUserRequest) {
      const strength = ZNewPassword.safeParse(input.password);
      if (!strength.success || isCommonPassword(input.password)) {
        throw new AppError("API_VALIDATION_ERROR", {
          fieldErrors: {
            password: [
              strength.success
                ? "This password is too common"
                : (strength.error.issues[0]?.message ?? "Password is too weak"),
            ],
          },
        });
      }
      const taken = await prisma.adminUser.findFirst({
        where: { OR: [{ email: input.email }, { username: input.username }] },
        select: { id: true },
      });
      if (taken) throw new AppError("API_DUPLICATE_RESOURCE");
      const created = await prisma.adminUser.create({
        data: {
          username: input.username,
          email: input.email,
          password: await hashPassword(input.password),
          role: input.role,
        },
        select: { id: true },
      });
      await record(by, "admin-user.create", { adminUserId: created.id, role: input.role });
    },

    async updateAdmin(by: ActingAdmin, input: TUpdateAdminUserRequest) {
      const target = await otherAdmin(by, input.adminUserId);
      await prisma.adminUser.update({
        where: { id: target.id },
        data: {
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        },
        select: { id: true },
      });
      if (input.isActive === false) {
        await options.adminSessions.endOthers(target.id, undefined, "deactivated");
      }
      await record(by, "admin-user.update", {
        adminUserId: target.id,
        ...(input.role ? { role: input.role } : {}),
        ...(input.isActive === undefined ? {} : { isActive: String(input.isActive) }),
      });
    },

    async resetTwoFactor(by: ActingAdmin, adminUserId: string) {
      const target = await otherAdmin(by, adminUserId);
      await prisma.adminUser.update({
        where: { id: target.id },
        data: { totpEnabled: false, totpSecret: null, totpLastStep: null, backupCodes: [] },
        select: { id: true },
      });
      // Sessions signed in with the old factor end with it.
      await options.adminSessions.endOthers(target.id, undefined, "two-factor reset");
      await record(by, "admin-user.reset-two-factor", { adminUserId: target.id });
    },
  };
}
