import { randomUUID } from "node:crypto";
import { ZAdminEmailListResponse, ZAdminTranscriptListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import { createTestApp, deliveredMail, settle, type TestApp, uniqueEmail } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)(
  "the back office's e-mail outbox and transcripts on $name",
  (target) => {
    let db: Database;
    let app: TestApp;
    let admin: SignedInAdmin;

    beforeAll(async () => {
      db = await target.open();
      app = createTestApp(db);
      admin = await signedInAdmin(app, db);
    });
    afterAll(async () => {
      if (app) await settle(app);
      await db?.close();
    });

    const post = (path: string, body: Record<string, unknown> = {}) =>
      admin.agent.post(path).set("x-csrf-token", admin.csrf).send(body);
    const actions = async () =>
      (
        await db.prisma.adminAuditLog.findMany({
          where: { adminUserId: admin.adminUserId },
          select: { action: true },
          orderBy: { createdAt: "asc" },
        })
      ).map((entry) => entry.action);

    it("lists the outbox by status and recipient, and sends a message again (audited)", async () => {
      const to = uniqueEmail("outbox");
      const failed = await db.prisma.emailLog.create({
        data: {
          toEmail: to,
          emailType: "welcome",
          subject: "Welcome",
          content: "Hello <b>",
          status: "failed",
        },
      });
      await db.prisma.emailLog.create({
        data: { toEmail: to, emailType: "welcome", subject: "Welcome", content: "Hello" },
      });
      const list = ZAdminEmailListResponse.parse(
        (
          await admin.agent
            .get("/api/admin/emails")
            .query({ search: to, status: "failed" })
            .expect(200)
        ).body,
      );
      expect(list.items.map((email) => [email.id, email.content])).toEqual([
        [failed.id, "Hello <b>"],
      ]);

      // The failed message itself is queued again and sent by the outbox's job, once.
      await post(`/api/admin/emails/${failed.id}/resend`).expect(200);
      const delivered = await deliveredMail(app);
      expect(delivered.filter((email) => email.to === to).map((email) => email.text)).toEqual([
        "Hello <b>",
      ]);
      const copies = await db.prisma.emailLog.findMany({ where: { toEmail: to, status: "sent" } });
      expect(copies.map((email) => email.id)).toContain(failed.id);
      expect(copies).toHaveLength(2);
      expect(await actions()).toContain("email.resend");
    });

    it("lists the transcripts whose e-mail did not go out, with the e-mail", async () => {
      const business = `Biz ${randomUUID()}`;
      await db.prisma.callTranscript.createMany({
        data: [
          { businessName: business, rawEmailContent: "Sent one", emailSentToCustomer: true },
          { businessName: business, rawEmailContent: "Stuck one", emailSentToCustomer: false },
        ],
      });
      const stuck = ZAdminTranscriptListResponse.parse(
        (
          await admin.agent
            .get("/api/admin/transcripts")
            .query({ search: business, emailSent: "false" })
            .expect(200)
        ).body,
      );
      expect(stuck.items.map((item) => item.rawEmailContent)).toEqual(["Stuck one"]);
    });
  },
);
