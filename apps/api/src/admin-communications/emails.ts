import type { TAdminEmailListQuery } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import { type ActingAdmin, given } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import { escapeHtml } from "../core/html.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { Mailer } from "../outbox/mailer.js";
import type { Outbox } from "../outbox/outbox.module.js";
import { isRedacted } from "../outbox/redact.js";
import type { EmailType } from "../outbox/templates.js";

export interface EmailOutboxOptions {
  db: Database;
  audit: AuditLog;
  mailer: Mailer;
  outbox: Pick<Outbox, "replayEmail">;
}

/** The e-mail outbox (`email_logs`) as the back office sees it: the list, and a resend. */
export function createEmailOutbox(options: EmailOutboxOptions) {
  const prisma = options.db.prisma;
  return {
    async list(query: TAdminEmailListQuery) {
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
          ...pageWindow(query),
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
    async resend(by: ActingAdmin, emailId: string): Promise<"replayed" | "copied"> {
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
      await options.audit.record({
        by,
        action: "email.resend",
        customerId: row.customerId,
        metadata,
      });
      return metadata.replayed ? "replayed" : "copied";
    },
  };
}
