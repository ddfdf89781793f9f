import type { TAdminChangePlanRequest, TAdminResendEmailRequest } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin/back-office.js";
import type { BillingService } from "../billing/billing.service.js";
import { AppError } from "../core/errors.js";
import { escapeHtml } from "../core/html.js";
import type { Services } from "../core/module.js";
import type { Database } from "../db/database.js";
import type { Mailer } from "../outbox/mailer.js";
import type { SessionManager } from "../sessions/session.manager.js";
import { type CustomerDirectory, NOTE_ACTION } from "./customer-directory.js";

export interface CustomerActionsOptions {
  db: Database;
  directory: CustomerDirectory;
  audit: AuditLog;
  billing: Pick<BillingService, "changePlan">;
  accountEmails: Services["accountEmails"];
  mailer: Mailer;
  customerSessions: Pick<SessionManager, "endOthers">;
  now: () => number;
}

/** What an administrator may change on a customer; each change lands in the audit log. */
export function createCustomerActions(options: CustomerActionsOptions) {
  const { db, directory, audit } = options;

  async function signInAccount(customerId: string): Promise<{ userId: string; email: string }> {
    const account = await directory.accountOf(customerId);
    if (!account.userId) {
      throw new AppError("API_VALIDATION_ERROR", {
        message: "This customer has no sign-in account.",
      });
    }
    return { userId: account.userId, email: account.email };
  }

  return {
    /** Suspends the customer and ends every session of their account. */
    async suspend(by: ActingAdmin, customerId: string): Promise<void> {
      const account = await directory.accountOf(customerId);
      await db.prisma.customer.update({
        where: { id: customerId },
        data: { status: "suspended" },
        select: { id: true },
      });
      if (account.userId) {
        await options.customerSessions.endOthers(account.userId, undefined, "suspended");
      }
      await audit.record({ by, action: "customer.suspend", customerId });
    },

    async reactivate(by: ActingAdmin, customerId: string): Promise<void> {
      await directory.accountOf(customerId);
      await db.prisma.customer.update({
        where: { id: customerId },
        data: { status: "active" },
        select: { id: true },
      });
      await audit.record({ by, action: "customer.reactivate", customerId });
    },

    /** Through the payment provider, as the customer's own plan change would. */
    async changePlan(by: ActingAdmin, input: TAdminChangePlanRequest): Promise<void> {
      const { userId } = await signInAccount(input.customerId);
      await options.billing.changePlan(userId, { plan: input.plan, billing: input.billing });
      await audit.record({
        by,
        action: "customer.change-plan",
        customerId: input.customerId,
        metadata: {
          plan: input.plan,
          billing: input.billing,
        },
      });
    },

    async resetUsage(by: ActingAdmin, customerId: string): Promise<void> {
      const { userId } = await signInAccount(customerId);
      await db.prisma.user.update({
        where: { id: userId },
        data: { monthlyMinutesUsed: 0, lastUsageReset: new Date(options.now()) },
        select: { id: true },
      });
      await audit.record({ by, action: "customer.reset-usage", customerId });
    },

    async resendEmail(by: ActingAdmin, input: TAdminResendEmailRequest): Promise<void> {
      if (input.kind === "verification") {
        const { userId } = await signInAccount(input.customerId);
        await options.accountEmails.resendVerification(userId);
        await audit.record({
          by,
          action: "customer.resend-verification",
          customerId: input.customerId,
        });
        return;
      }
      const account = await directory.accountOf(input.customerId);
      const transcript = input.transcriptId
        ? await db.prisma.callTranscript.findFirst({
            where: { id: input.transcriptId, customerId: input.customerId },
            select: {
              id: true,
              customerEmail: true,
              callerName: true,
              callerPhone: true,
              rawEmailContent: true,
            },
          })
        : null;
      if (!transcript?.rawEmailContent) {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This transcript has no e-mail to send again.",
        });
      }
      const caller = transcript.callerName ?? transcript.callerPhone ?? "a caller";
      // Queued for the outbox's job, which retries it; a failure shows in the outbox.
      const queued = await options.mailer.send({
        type: "call-transcript",
        to: transcript.customerEmail ?? account.email,
        customerId: account.id,
        userId: account.userId ?? undefined,
        subject: `Call transcript: ${caller}`,
        text: transcript.rawEmailContent,
        html: `<pre>${escapeHtml(transcript.rawEmailContent)}</pre>`,
      });
      await db.prisma.callTranscript.update({
        where: { id: transcript.id },
        data: { emailSentToCustomer: true, emailSentDate: new Date(options.now()) },
        select: { id: true },
      });
      await audit.record({
        by,
        action: "customer.resend-transcript",
        customerId: input.customerId,
        metadata: {
          transcriptId: transcript.id,
          emailId: queued.id,
        },
      });
    },

    async addNote(by: ActingAdmin, customerId: string, text: string): Promise<void> {
      await directory.accountOf(customerId);
      await audit.record({ by, action: NOTE_ACTION, customerId, metadata: { text } });
    },
  };
}

export type CustomerActions = ReturnType<typeof createCustomerActions>;
