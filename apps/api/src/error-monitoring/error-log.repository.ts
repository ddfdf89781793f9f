import { createHash, randomBytes } from "node:crypto";
import type { TClientErrorReport } from "@ringline/api-client";
import { isUniqueViolation } from "../auth/user.repository.js";
import type { Database } from "../db/database.js";

const SEVERITY_RANK = { low: 0, medium: 1, high: 2, critical: 3 } as const;
type Severity = keyof typeof SEVERITY_RANK;

function higher(a: string, b: Severity): Severity {
  const current = (a in SEVERITY_RANK ? a : "low") as Severity;
  return SEVERITY_RANK[b] > SEVERITY_RANK[current] ? b : current;
}

/**
 * What makes two reports the same error: the message with numbers and ids blanked, the
 * first stack frame without line and column, and the component.
 */
export function fingerprintOf(report: Pick<TClientErrorReport, "message" | "stack" | "component">) {
  const message = report.message
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, "<id>")
    .replace(/\d+/g, "<n>")
    .slice(0, 500);
  const frame =
    report.stack
      ?.split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith("at ") || line.includes("@"))
      ?.replace(/:\d+(:\d+)?\)?$/, "") ?? "";
  return createHash("sha256")
    .update(`${message}\n${frame}\n${report.component ?? ""}`)
    .digest("hex");
}

export function createErrorLogRepository(db: Database, environment: string) {
  async function record(
    report: TClientErrorReport,
    affectedKey: string,
    at: Date,
  ): Promise<{ errorId: string; occurrenceCount: number }> {
    const fingerprint = fingerprintOf(report);
    const existing = await db.prisma.errorLog.findUnique({
      where: { fingerprint },
      select: { id: true, severity: true },
    });
    let group: { id: string; errorId: string; occurrenceCount: number };
    if (existing) {
      group = await db.prisma.errorLog.update({
        where: { id: existing.id },
        data: {
          occurrenceCount: { increment: 1 },
          lastSeen: at,
          severity: higher(existing.severity, report.severity),
          // A group that comes back is no longer resolved.
          resolved: false,
        },
        select: { id: true, errorId: true, occurrenceCount: true },
      });
    } else {
      group = await db.prisma.errorLog.create({
        data: {
          errorId: `err_${randomBytes(9).toString("base64url")}`,
          fingerprint,
          severity: report.severity,
          message: report.message,
          stackTrace: report.stack ?? null,
          component: report.component ?? null,
          environment,
          url: report.url.slice(0, 2048),
          userAgent: report.userAgent.slice(0, 512),
          firstSeen: at,
          lastSeen: at,
        },
        select: { id: true, errorId: true, occurrenceCount: true },
      });
    }
    const { count } = await db.prisma.errorLogAffectedUser.createMany({
      data: [{ errorLogId: group.id, affectedKey }],
      skipDuplicates: true,
    });
    if (count > 0) {
      await db.prisma.errorLog.update({
        where: { id: group.id },
        data: { affectedUsers: { increment: 1 } },
        select: { id: true },
      });
    }
    return { errorId: group.errorId, occurrenceCount: group.occurrenceCount };
  }

  return {
    async record(report: TClientErrorReport, affectedKey: string, at: Date) {
      try {
        return await record(report, affectedKey, at);
      } catch (error) {
        // Two first reports of one error at once: the loser joins the winner's group.
        if (isUniqueViolation(error)) return record(report, affectedKey, at);
        throw error;
      }
    },
  };
}

export type ErrorLogRepository = ReturnType<typeof createErrorLogRepository>;
