import { randomUUID } from "node:crypto";
import { ZAdminEmailListResponse, ZAdminTranscriptListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { deliveredMail, uniqueEmail } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)(
  "the back office's e-mail outbox and transcripts on $name",
  (target) => {
    const bench = backOfficeBench(target);
    const { post, actions } = bench;

    it("lists the outbox by status and recipient, and sends a message again (audited)", async () => {
      const to = uniqueEmail("outbox");
      const failed = await bench.db.prisma.emailLog.create({
        data: {
          toEmail: to,
          emailType: "welcome",
          subject: "Welcome",
          content: "Hello <b>",
          status: "failed",
        },
      });
      await bench.db.prisma.emailLog.create({
        data: { toEmail: to, emailType: "welcome", subject: "Welcome", content: "Hello" },
      });
      const list = ZAdminEmailListResponse.parse(
        (
          await bench.admin.agent
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
      const delivered = await deliveredMail(bench.app);
      expect(delivered.filter((email) => email.to === to).map((email) => email.text)).toEqual([
        "Hello <b>",
      ]);
      const copies = await bench.db.prisma.emailLog.findMany({
        where: { toEmail: to, status: "sent" },
      });
      expect(copies.map((email) => email.id)).toContain(failed.id);
      expect(copies).toHaveLength(2);
      expect(await actions()).toContain("email.resend");
    });

    it("lists the transcripts whose e-mail did not go out, with the e-mail", async () => {
      const business = `Biz ${randomUUID()}`;
      await bench.db.prisma.callTranscript.createMany({
        data: [
          { businessName: business, rawEmailContent: "Sent one", emailSentToCustomer: true },
          { businessName: business, rawEmailContent: "Stuck one", emailSentToCustomer: false },
        ],
      });
      const stuck = ZAdminTranscriptListResponse.parse(
        (
          await bench.admin.agent
            .get("/api/admin/transcripts")
            .query({ search: business, emailSent: "false" })
            .expect(200)
        ).body,
      );
      expect(stuck.items.map((item) => item.rawEmailContent)).toEqual(["Stuck one"]);
    });
  },
);
