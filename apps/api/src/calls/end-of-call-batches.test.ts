import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import type { ServerMessageInbox } from "./server-messages/inbox.js";
import { deliver, endOfCallReport, type LiveOwner, liveOwner, toolCall } from "./test-support.js";

// A batch of end-of-call reports leaves what the same reports leave applied one by one: call
// logs, transcripts, leads linked to their logs, the owner's e-mails and texts, the minutes.

describe.each(testDatabaseTargets)("end-of-call reports in a batch on $name", (target) => {
  it("leave what the same reports leave applied one by one", async () => {
    const db: Database = await target.open();
    const app: TestApp = createTestApp(db);
    try {
      const owner: LiveOwner = await liveOwner(app, db, {
        settings: { smsTrigger: "every_call" },
      });
      const inbox = (app.locals.services as { calls: { inbox: ServerMessageInbox } }).calls.inbox;
      const startedAt = new Date(Date.now() - 3_600_000);
      const shapes = [
        { seconds: 95 },
        { seconds: 200, lead: "Dana Whitfield" },
        { seconds: 20, endedReason: "customer-ended-call" },
        { seconds: 61, endedReason: "voicemail" },
        { seconds: 300, lead: "Sam Ortiz" },
        { seconds: 130 },
      ];

      /** Stores each shape's report pending (as the endpoint does), for calls of their own. */
      async function storeReports(): Promise<Array<{ id: string; callId: string }>> {
        const stored = [];
        for (const [index, shape] of shapes.entries()) {
          const callId = randomUUID();
          if (shape.lead) {
            await deliver(
              app,
              toolCall(
                owner,
                "capture_lead",
                { name: shape.lead, reason: "A showing" },
                {
                  id: callId,
                },
              ).body,
            ).expect(200);
          }
          const payload = endOfCallReport(owner, {
            callId,
            seconds: shape.seconds,
            startedAt: new Date(startedAt.getTime() + index * 60_000),
            ...(shape.endedReason ? { endedReason: shape.endedReason } : {}),
          });
          const { id } = await inbox.store(
            {
              key: `end-of-call-report:${callId}:1`,
              type: "end-of-call-report",
              payload,
              customerId: owner.customerId,
            },
            "pending",
          );
          stored.push({ id: id ?? "", callId });
        }
        await settle(app);
        return stored;
      }

      const minutesUsed = async () =>
        (await db.prisma.usagePeriod.findMany({ where: { userId: owner.userId } })).reduce(
          (sum, period) => sum + period.minutesUsed,
          0,
        );

      /** What a report left, with its own ids written as placeholders. */
      async function outcome(callId: string) {
        const log = await db.prisma.callLog.findUniqueOrThrow({ where: { callId } });
        const anonymous = (value: unknown) =>
          JSON.parse(JSON.stringify(value).replaceAll(log.id, "LOG").replaceAll(callId, "CALL"));
        const transcript = await db.prisma.callTranscript.findUniqueOrThrow({ where: { callId } });
        const lead = await db.prisma.lead.findUnique({ where: { callId } });
        const emails = await db.prisma.emailLog.findMany({
          where: { dedupeKey: `call-transcript:${callId}` },
          select: { emailType: true, toEmail: true, subject: true, content: true, html: true },
        });
        const texts = await db.prisma.smsMessage.findMany({
          where: { dedupeKey: { contains: callId } },
          select: { kind: true, toPhone: true, body: true, dedupeKey: true },
          orderBy: { dedupeKey: "asc" },
        });
        const {
          id: _log,
          callId: _call,
          createdAt: _created,
          searchDocument: _s,
          ...logFields
        } = log as typeof log & { searchDocument?: unknown };
        const {
          id: _t,
          callId: _tc,
          createdAt: _tcreated,
          emailSentDate,
          ...transcriptFields
        } = transcript;
        return anonymous({
          log: logFields,
          transcript: { ...transcriptFields, emailSent: emailSentDate !== null },
          lead: lead && { name: lead.name, linked: lead.callLogId === log.id },
          emails,
          texts,
        });
      }

      const before = await minutesUsed();
      const oneByOne = await storeReports();
      for (const { id } of oneByOne) expect(await inbox.processOne(id)).toBe(true);
      const minutesOneByOne = (await minutesUsed()) - before;

      const batched = await storeReports();
      expect(await inbox.drain()).toEqual({ applied: shapes.length, failed: 0 });
      const minutesBatched = (await minutesUsed()) - before - minutesOneByOne;

      // The batch's rows were marked in one statement (one timestamp); one by one, not.
      const processedAt = async (rows: Array<{ id: string }>) =>
        new Set(
          (
            await db.prisma.webhookLog.findMany({
              where: { id: { in: rows.map((row) => row.id) } },
              select: { processedAt: true, status: true, attempts: true },
            })
          ).map((row) => {
            expect(row).toMatchObject({ status: "processed", attempts: 1 });
            return row.processedAt?.getTime();
          }),
        ).size;
      expect(await processedAt(batched)).toBe(1);
      expect(await processedAt(oneByOne)).toBeGreaterThan(1);

      expect(minutesBatched).toBe(minutesOneByOne);
      expect(minutesBatched).toBeGreaterThan(0);
      for (const [index] of shapes.entries()) {
        const alone = await outcome(oneByOne[index]?.callId ?? "");
        const inBatch = await outcome(batched[index]?.callId ?? "");
        expect(inBatch).toEqual(alone);
      }
      // Something of each kind was compared.
      const first = await outcome(batched[1]?.callId ?? "");
      expect(first.lead).toEqual({ name: "Dana Whitfield", linked: true });
      expect(first.emails).toHaveLength(1);
      expect(first.texts.length).toBeGreaterThan(0);
    } finally {
      await settle(app);
      await db.close();
    }
  });
});
