import type { Database } from "../db/database.js";
import { backlogWords, callReportBacklog, isBacklogLate } from "../health/probes.js";
import { queueEmail } from "../outbox/outbox.js";
import { lateCallReportsEmail } from "./notifications/call-emails.js";

// The operator's alarm for a call engine that falls behind: when the oldest end-of-call report
// waiting has waited more than a minute, every active administrator is e-mailed, at most once
// an hour while it lasts (the outbox's dedupe key), by the minute's sweep.

/** E-mails the administrators when the backlog is late; answers how many e-mails were queued. */
export async function alertLateCallReports(options: {
  db: Database;
  now: () => number;
  publicUrl: string;
  nudgeOutbox(): void;
}): Promise<number> {
  const { db, now } = options;
  const backlog = await callReportBacklog(db, now());
  if (!isBacklogLate(backlog)) return 0;
  const admins = await db.prisma.adminUser.findMany({
    where: { isActive: true },
    select: { id: true, email: true },
  });
  const hour = new Date(now()).toISOString().slice(0, 13);
  const email = lateCallReportsEmail({
    words: backlogWords(backlog),
    link: `${options.publicUrl}/admin/new/system`,
  });
  let queued = 0;
  for (const admin of admins) {
    const created = await queueEmail(db.prisma, {
      type: "late-call-reports",
      to: admin.email,
      ...email,
      userId: null,
      customerId: null,
      dedupeKey: `late-call-reports:${hour}:${admin.id}`,
    });
    if (created) queued += 1;
  }
  if (queued > 0) options.nudgeOutbox();
  return queued;
}
