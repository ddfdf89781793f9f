import { randomUUID } from "node:crypto";
import { RECEPTIONIST_TOOLS } from "@ringline/api-client";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import {
  callMessage,
  deliver,
  endOfCallReport,
  type LiveOwner,
  liveOwner,
  SERVER_MESSAGES,
  signedDelivery,
  toolCall,
  withLiveOwner,
} from "./test-support.js";

// The server-message endpoint: what it refuses, what it stores before answering, and that
// every delivery's effects happen exactly once.

describe.each(testDatabaseTargets)("voice server messages on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;
  withLiveOwner(target, (suite) => {
    ({ db, app, owner } = suite);
  });

  const logsOf = (callId: string) => db.prisma.callLog.findMany({ where: { callId } });
  const stored = () => db.prisma.webhookLog.count({ where: { source: "voice" } });

  describe("refuses what it cannot verify, with the error envelope, storing nothing", () => {
    it("refuses a tampered body", async () => {
      const before = await stored();
      const message = endOfCallReport(owner);
      const tampered = JSON.stringify({
        ...message,
        message: { ...message.message, durationSeconds: 9999 },
      });
      const response = await deliver(app, message, { body: tampered }).expect(401);
      expect(response.body).toMatchObject({
        success: false,
        error: { errorCode: "VOICE_SERVER_MESSAGE_REFUSED" },
      });
      expect(response.body.error.message).toContain("signature-mismatch");
      expect(await stored()).toBe(before);
    });

    it("refuses a stale delivery (timestamp more than 300 s old) and one from the future", async () => {
      // Five seconds past the window either way: the server reads its clock a moment after
      // this (on a busy machine, a second or two later), which must not bring either inside.
      const now = Math.floor(Date.now() / 1000);
      const stale = await deliver(app, endOfCallReport(owner), { timestamp: now - 305 }).expect(
        401,
      );
      expect(stale.body.error.message).toContain("stale-timestamp");
      const future = await deliver(app, endOfCallReport(owner), { timestamp: now + 305 });
      expect(future.status).toBe(401);
    });

    it("answers a byte-identical redelivery as the first, applying it once (a retry not signed again)", async () => {
      const callId = randomUUID();
      const delivery = signedDelivery(endOfCallReport(owner, { callId }));
      expect((await delivery.send(app).expect(200)).body).toEqual({
        received: true,
        duplicate: false,
      });
      expect((await delivery.send(app).expect(200)).body).toEqual({
        received: true,
        duplicate: true,
      });
      await settle(app);
      expect(await logsOf(callId)).toHaveLength(1);
      // The same signature on another body does not verify.
      const other = JSON.stringify(endOfCallReport(owner));
      const refused = await delivery.send(app, other).expect(401);
      expect(refused.body.error.message).toContain("signature-mismatch");
    });

    it("applies once a message delivered to two instances, twice each, answering 200 every time", async () => {
      const second = createTestApp(db);
      const callId = randomUUID();
      const { send } = signedDelivery(endOfCallReport(owner, { callId, seconds: 61 }));
      const answers = await Promise.all([send(app), send(second), send(app), send(second)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
      await Promise.all([settle(app), settle(second)]);
      expect(await logsOf(callId)).toHaveLength(1);
      expect(
        await db.prisma.webhookLog.count({
          where: { source: "voice", eventId: { contains: callId } },
        }),
      ).toBe(1);
    });

    it("answers a tool call redelivered byte for byte with the stored answer", async () => {
      const { body: message } = toolCall(owner, "capture_lead", {
        name: "Dana Whitfield",
        phone: "+14155550177",
      });
      const { send } = signedDelivery(message);
      const first = await send(app).expect(200);
      const again = await send(app).expect(200);
      expect(again.body).toEqual(first.body);
    });

    it("refuses an unsigned delivery and one signed with another secret", async () => {
      await request(app)
        .post(SERVER_MESSAGES)
        .set("content-type", "application/json")
        .send(JSON.stringify(endOfCallReport(owner)))
        .expect(401);
      const body = JSON.stringify(endOfCallReport(owner));
      const { signServerMessage } = await import("@ringline/voice-client/server");
      const { headers } = await signServerMessage(body, { secret: "not-the-secret" });
      await request(app)
        .post(SERVER_MESSAGES)
        .set("content-type", "application/json")
        .set(headers)
        .send(body)
        .expect(401);
    });
  });

  describe("what the platform sends beyond its description", () => {
    it("acknowledges a message type it does not know, and keeps it", async () => {
      const callId = randomUUID();
      const response = await deliver(
        app,
        callMessage(owner, "call.brand-new-event", { detail: { a: 1 } }, { id: callId }),
      ).expect(200);
      expect(response.body).toEqual({ received: true, duplicate: false });
      const row = await db.prisma.webhookLog.findFirstOrThrow({
        where: { source: "voice", eventId: { contains: callId } },
      });
      expect(row).toMatchObject({ eventType: "call.brand-new-event", status: "processed" });
    });

    it("applies an end-of-call report without analysis, timestamped with an ISO date", async () => {
      const callId = randomUUID();
      const message = endOfCallReport(owner, { callId, seconds: 30 });
      const report = message.message as Record<string, unknown>;
      delete report.analysis;
      report.timestamp = new Date().toISOString();
      await deliver(app, message).expect(200);
      await settle(app);
      const [call] = await logsOf(callId);
      expect(call).toMatchObject({ duration: 30, customerId: owner.customerId });
    });
  });

  describe("hostile but signed messages", () => {
    it("answers a tool named after an object's own members as no tool, and stores it processed", async () => {
      for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
        const { body, toolCallId } = toolCall(owner, name, {});
        const response = await deliver(app, body).expect(200);
        expect(response.body).toEqual({
          results: [{ toolCallId, name, result: `There is no tool named ${name}.` }],
        });
        const row = await db.prisma.webhookLog.findFirstOrThrow({
          where: { source: "voice", eventId: { contains: toolCallId } },
        });
        expect(row.status).toBe("processed");
      }
    });

    it("stores a message whose call id is far longer than any the platform gives, once", async () => {
      const callId = `call-${"x".repeat(400)}`;
      const message = callMessage(
        owner,
        "status-update",
        { status: "in-progress" },
        { id: callId },
      );
      const first = await deliver(app, message).expect(200);
      expect(first.body).toEqual({ received: true, duplicate: false });
      // Its retry (signed again, a second later) finds the same stored key.
      const again = await deliver(app, message, {
        timestamp: Math.floor(Date.now() / 1000) + 1,
      }).expect(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
    });
  });

  describe("an end-of-call report", () => {
    it("is stored before it is acknowledged, then logged with its transcript, minutes and e-mail", async () => {
      const callId = randomUUID();
      const response = await deliver(app, endOfCallReport(owner, { callId, seconds: 95 })).expect(
        200,
      );
      expect(response.body).toEqual({ received: true, duplicate: false });
      const log = await db.prisma.webhookLog.findFirstOrThrow({
        where: { source: "voice", eventId: { contains: callId } },
      });
      expect(log.customerId).toBe(owner.customerId);
      await settle(app);
      expect(await db.prisma.webhookLog.findUniqueOrThrow({ where: { id: log.id } })).toMatchObject(
        { status: "processed", error: null },
      );
      const [call] = await logsOf(callId);
      expect(call).toMatchObject({
        customerId: owner.customerId,
        callerPhone: "+14155550177",
        duration: 95,
        outcome: "completed",
        billableMinutes: 2,
        summary: "Dana asked for a showing.",
      });
      const transcript = await db.prisma.callTranscript.findUniqueOrThrow({ where: { callId } });
      expect(transcript).toMatchObject({ customerId: owner.customerId, duration: 95 });
      const email = await db.prisma.emailLog.findUniqueOrThrow({
        where: { dedupeKey: `call-transcript:${callId}` },
      });
      expect(email).toMatchObject({ toEmail: owner.email, status: "sent" });
      expect(email.content).toContain("Hi, this is Dana, I'd like a showing.");
      const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
      expect(user.monthlyMinutesUsed).toBeGreaterThanOrEqual(2);
    });

    it("is applied once when delivered twice (the platform's retry, signed again)", async () => {
      const callId = randomUUID();
      const message = endOfCallReport(owner, { callId, seconds: 200 });
      const usage = async () =>
        (await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } }))
          .monthlyMinutesUsed;
      await settle(app);
      const before = await usage();
      const first = await deliver(app, message).expect(200);
      // Another second, another signature: the same message as the platform retries it.
      const retry = await deliver(app, message, {
        timestamp: Math.floor(Date.now() / 1000) + 1,
      }).expect(200);
      expect(first.body.duplicate).toBe(false);
      expect(retry.body.duplicate).toBe(true);
      await settle(app);
      expect(await logsOf(callId)).toHaveLength(1);
      expect(await usage()).toBe(before + 4);
      expect(
        await db.prisma.emailLog.count({ where: { dedupeKey: `call-transcript:${callId}` } }),
      ).toBe(1);
    });

    it("takes whose call it is from the platform's ids, never from the body's metadata", async () => {
      const other = await liveOwner(app, db);
      const callId = randomUUID();
      const message = endOfCallReport(owner, { callId });
      (message.message as Record<string, unknown>).metadata = { ringlineUserId: other.userId };
      (message.message as Record<string, unknown>).customerId = other.customerId;
      await deliver(app, message).expect(200);
      await settle(app);
      const [call] = await logsOf(callId);
      expect(call?.customerId).toBe(owner.customerId);
    });

    it("keeps a report it cannot apply visible as failed, and applies it once replayed", async () => {
      const stranger = {
        assistantId: `asst_${randomUUID()}`,
        phoneNumberId: `pn_${randomUUID()}`,
        number: "+14155559999",
      };
      const callId = randomUUID();
      await deliver(app, endOfCallReport(stranger, { callId })).expect(200);
      await settle(app);
      const row = await db.prisma.webhookLog.findFirstOrThrow({
        where: { source: "voice", eventId: { contains: callId } },
      });
      expect(row.status).toBe("failed");
      expect(row.error).toContain("no receptionist");
      expect(await logsOf(callId)).toHaveLength(0);
      // The number turns out to be the owner's (a repair): the replay applies it once.
      const late = await liveOwner(app, db);
      await db.prisma.receptionist.update({
        where: { userId: late.userId },
        data: { assistantId: stranger.assistantId },
      });
      const replayed = await replay(row.id);
      expect(replayed).toBe(true);
      expect(await logsOf(callId)).toHaveLength(1);
      expect((await logsOf(callId))[0]?.customerId).toBe(late.customerId);
    });
  });

  /** Replays a stored message through the inbox the app built. */
  async function replay(id: string): Promise<boolean> {
    const services = app.locals.services as {
      calls: { inbox: { replay(id: string): Promise<boolean> } };
    };
    return services.calls.inbox.replay(id);
  }

  describe("tool calls", () => {
    it("captures a lead, texts the owner, and answers a duplicate with the same answer once", async () => {
      const callId = randomUUID();
      const { body, toolCallId } = toolCall(
        owner,
        "capture_lead",
        {
          name: "Dana Whitfield",
          reason: "Wants a showing of 42 Maple Street",
          buyingOrSelling: "buying",
          budget: "$600k",
          preApproved: true,
        },
        { id: callId },
      );
      const first = await deliver(app, body).expect(200);
      expect(first.body.results).toEqual([
        expect.objectContaining({ toolCallId, result: expect.stringContaining("Dana Whitfield") }),
      ]);
      const again = await deliver(app, body, {
        timestamp: Math.floor(Date.now() / 1000) + 1,
      }).expect(200);
      expect(again.body).toEqual(first.body);
      const leads = await db.prisma.lead.findMany({ where: { callId } });
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        customerId: owner.customerId,
        name: "Dana Whitfield",
        phone: "+14155550177",
        details: { buyingOrSelling: "buying", budget: "$600k", preApproved: "yes" },
      });
      await settle(app);
      const texts = await db.prisma.smsMessage.findMany({
        where: { dedupeKey: `owner-lead:${callId}` },
      });
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatchObject({
        toPhone: "+14155550111",
        status: "sent",
        transport: "outbox",
      });
    });

    it("offers real open slots and books one of them only", async () => {
      const callId = randomUUID();
      const check = await deliver(
        app,
        toolCall(owner, "check_availability", {}, { id: callId }).body,
      ).expect(200);
      const offered = JSON.parse(check.body.results[0].result) as {
        slots: Array<{ slotId: string; startsAt: string }>;
      };
      expect(offered.slots.length).toBeGreaterThan(0);
      const invented = await deliver(
        app,
        toolCall(
          owner,
          "book_appointment",
          { slotId: "20261225T0300-0", name: "Dana" },
          { id: callId },
        ).body,
      ).expect(200);
      expect(invented.body.results[0].result).toMatch(/not available|check availability/);
      const slot = offered.slots[0];
      const booked = await deliver(
        app,
        toolCall(
          owner,
          "book_appointment",
          { slotId: slot?.slotId, name: "Dana Whitfield" },
          { id: callId },
        ).body,
      ).expect(200);
      expect(booked.body.results[0].result).toMatch(/^Booked: Property showing on/);
      const appointment = await db.prisma.appointment.findFirstOrThrow({ where: { callId } });
      expect(appointment.startsAt.toISOString()).toBe(slot?.startsAt);
      const recheck = await deliver(
        app,
        toolCall(owner, "check_availability", {}, { id: callId }).body,
      ).expect(200);
      expect(JSON.parse(recheck.body.results[0].result).slots).not.toContainEqual(
        expect.objectContaining({ slotId: slot?.slotId }),
      );
      await settle(app);
      expect(
        await db.prisma.smsMessage.findMany({
          where: {
            dedupeKey: {
              in: [`owner-appointment:${appointment.id}`, `caller-confirmation:${appointment.id}`],
            },
          },
          select: { kind: true, toPhone: true },
        }),
      ).toEqual(
        expect.arrayContaining([
          { kind: "owner-appointment", toPhone: "+14155550111" },
          { kind: "caller-confirmation", toPhone: "+14155550177" },
        ]),
      );
    });

    it("lets only one of two concurrent calls book the same slot", async () => {
      const check = await deliver(app, toolCall(owner, "check_availability", {}).body).expect(200);
      const slotId = JSON.parse(check.body.results[0].result).slots.at(-1).slotId as string;
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          deliver(
            app,
            toolCall(
              owner,
              "book_appointment",
              { slotId, name: `Caller ${index}` },
              { from: `+1415555020${index}` },
            ).body,
          ),
        ),
      );
      const results = attempts.map((response) => response.body.results[0].result as string);
      expect(results.filter((result) => result.startsWith("Booked:"))).toHaveLength(1);
      const refused = results.filter((result) => /just taken|not available/.test(result));
      expect(refused).toHaveLength(5);
      // Each of the others gets a fresh offer, without the taken slot.
      for (const result of refused) {
        const offer = JSON.parse(result) as { slots: Array<{ slotId: string }> };
        expect(offer.slots.length).toBeGreaterThan(0);
        expect(offer.slots.map((slot) => slot.slotId)).not.toContain(slotId);
      }
      const held = await db.prisma.appointment.count({
        where: {
          customerId: owner.customerId,
          slotKey: { not: null },
          callerName: { startsWith: "Caller " },
        },
      });
      expect(held).toBe(1);
    });

    it("answers a failing tool with a sentence, never a stack", async () => {
      const { body } = toolCall(owner, "capture_lead", { name: "x" });
      const [item] = (
        body.message as unknown as { toolCallList: Array<{ function: { arguments: string } }> }
      ).toolCallList;
      if (item) item.function.arguments = "{not json";
      const response = await deliver(app, body).expect(200);
      expect(response.body.results[0].result).toMatch(/^Sorry, I couldn't do that just now/);
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|Error:/);
    });
  });

  describe("the assistant request and transfers", () => {
    it("answers the called number's assistant", async () => {
      const message = callMessage(owner, "assistant-request");
      delete (message.message.call as Record<string, unknown>).assistantId;
      const response = await deliver(app, message).expect(200);
      expect(response.body).toEqual({ assistantId: owner.assistantId });
    });

    it("turns a call away with a spoken message when the plan is not active, and tells the owner", async () => {
      const lapsed = await liveOwner(app, db, { subscriptionStatus: "canceled" });
      const message = callMessage(lapsed, "assistant-request");
      delete (message.message.call as Record<string, unknown>).assistantId;
      const response = await deliver(app, message).expect(200);
      expect(response.body.error).toMatch(/can't take your call right now/);
      await settle(app);
      expect(
        await db.prisma.emailLog.findFirst({
          where: { toEmail: lapsed.email, emailType: "service-paused" },
        }),
      ).not.toBeNull();
    });

    it("transfers to the emergency contact after hours", async () => {
      const message = callMessage(owner, "transfer-destination-request");
      const response = await deliver(app, message).expect(200);
      expect(response.body.destination).toMatchObject({ type: "number" });
      expect(["+14155550199", "+14155550111"]).toContain(response.body.destination.number);
    });

    it("transfers an emergency to the emergency contact first, read from the live conversation", async () => {
      // Open all day, so that only the urgency the assistant gave puts the emergency contact first.
      const open = await liveOwner(app, db, { settings: { businessHours: "24/7" } });
      const conversation = (urgency: string) => ({
        artifact: {
          messages: [
            { role: "user", message: "Water is pouring through the ceiling!", secondsFromStart: 4 },
            {
              role: "tool_calls",
              toolCalls: [
                {
                  id: `call_transfer_${urgency}`,
                  type: "function",
                  function: {
                    name: RECEPTIONIST_TOOLS.transferCall.name,
                    arguments: JSON.stringify({ urgency }),
                  },
                },
              ],
              message: "",
              secondsFromStart: 6,
            },
          ],
        },
      });
      const emergency = callMessage(
        open,
        "transfer-destination-request",
        conversation("emergency"),
      );
      const routine = callMessage(open, "transfer-destination-request", conversation("routine"));
      const first = await deliver(app, emergency).expect(200);
      expect(first.body.destination).toMatchObject({ type: "number", number: "+14155550199" });
      const second = await deliver(app, routine).expect(200);
      expect(second.body.destination).toMatchObject({ type: "number", number: "+14155550111" });
    });

    it("answers the requests its assistants never make as the platform's defaults would", async () => {
      const waitAfter = async (said: string) => {
        const message = callMessage(owner, "call.endpointing.request", {
          messagesOpenAIFormatted: [
            { role: "assistant", content: "What is the best number to reach you?" },
            { role: "user", content: said },
          ],
        });
        return (await deliver(app, message).expect(200)).body.timeoutSeconds;
      };
      expect(await waitAfter("It's 415 555 0100")).toBe(0.4);
      expect(await waitAfter("Thanks, that's all.")).toBe(0.1);
      expect(await waitAfter("um so I was")).toBe(1.5);
      const predial = callMessage(owner, "campaign.predial", {
        campaignId: "campaign_1",
        contact: { number: "+14155550100" },
      });
      expect((await deliver(app, predial).expect(200)).body).toEqual({ eligible: false });
    });

    it("refuses a message whose fields are not of their described types, with the error envelope", async () => {
      const message = endOfCallReport(owner);
      (message.message as Record<string, unknown>).durationSeconds = "ninety";
      const response = await deliver(app, message).expect(422);
      expect(response.body.error).toMatchObject({ errorCode: "API_VALIDATION_ERROR" });
      expect(response.body.error.message).toContain("message.durationSeconds");
    });
  });
});
