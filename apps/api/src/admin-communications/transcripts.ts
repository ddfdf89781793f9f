import type { TAdminTranscriptListQuery } from "@ringline/api-client";
import { given } from "../admin/back-office.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

/**
 * The call transcripts e-mailed to the customers (`call_transcripts`), with the e-mail as it
 * was written and whether it went out; a resend is the customer's action (admin-customers).
 */
export function createTranscripts(db: Database) {
  const prisma = db.prisma;
  return {
    async list(query: TAdminTranscriptListQuery) {
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
          ...pageWindow(query),
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
  };
}
