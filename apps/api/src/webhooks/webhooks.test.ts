import { randomUUID } from "node:crypto";
import pino from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  deliver,
  endOfCallReport,
  type LiveOwner,
  liveOwner,
  toolCall,
} from "../calls/test-support.js";
import type { Database } from "../db/database.js";
import {
  createFakeClock,
  createTestApp,
  settle,
  signUp,
  type TestApp,
  testSecretBox,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { type Receiver, startReceiver } from "./test-support.js";
import {
  createWebhookSender,
  DISABLE_AFTER_MS,
  FAILING_REASON,
  MAX_ATTEMPTS,
  retryDelayMs,
} from "./webhook-deliveries.js";
import { queueWebhookEvent } from "./webhook-events.js";
import { createWebhookPoster } from "./webhook-request.js";
import type { Webhooks } from "./webhooks.module.js";

// Outbound webhooks end to end: endpoints made through the API, events queued by the call
// engine, sent signed to a receiver on 127.0.0.1 that checks each request with
// `standardwebhooks`' Webhook.verify, retried, replayed, and an endpoint turned off.

const webhooksOf = (app: TestApp) => (app.locals.services as { webhooks: Webhooks }).webhooks;

/** Lets every queued delivery that is due go out: the asks made so far, then a drain. */
async function sendQueued(app: TestApp): Promise<void> {
  await settle(app);
  await webhooksOf(app).drain();
  await settle(app);
}

const EVERY_EVENT = ["call.ended", "lead.captured", "appointment.booked", "usage.threshold"];

describe.each(testDatabaseTargets)("outbound webhooks on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock(Date.now());
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now, webhooks: { allowPrivateNetworks: true } });
  });
  afterEach(async () => {
    await settle(app);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await db?.close();
  });

  async function receiver(respond?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
    const started = await startReceiver(respond);
    receivers.push(started);
    return started;
  }

  /** An endpoint of `owner` for `events`, whose secret the receiver verifies with. */
  async function addEndpoint(
    owner: { agent: LiveOwner["agent"]; csrf: string },
    to: Receiver,
    events: string[] = EVERY_EVENT,
  ): Promise<{ id: string }> {
    const response = await owner.agent
      .post("/api/webhooks")
      .set("x-csrf-token", owner.csrf)
      .send({ url: to.url, events, description: "Zapier" })
      .expect(201);
    to.useSecret(response.body.secret);
    return response.body.endpoint;
  }

  const deliveriesOf = async (owner: LiveOwner, id: string) =>
    (await owner.agent.get(`/api/webhooks/${id}/deliveries`).expect(200)).body;

  describe("the owner's endpoints", () => {
    it("answers the signing secret once, in the Standard Webhooks format, and keeps it sealed", async () => {
      const owner = await signUp(app);
      const to = await receiver();
      const created = await owner.agent
        .post("/api/webhooks")
        .set("x-csrf-token", owner.csrf)
        .send({ url: to.url, events: ["call.ended", "call.ended"] })
        .expect(201);
      expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(created.body.endpoint).toMatchObject({
        url: to.url,
        events: ["call.ended"],
        description: "",
        enabled: true,
      });
      const listed = await owner.agent.get("/api/webhooks").expect(200);
      expect(listed.body.items).toHaveLength(1);
      expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
      const row = await db.prisma.webhookEndpoint.findUniqueOrThrow({
        where: { id: created.body.endpoint.id },
      });
      expect(row.sealedSecret).not.toContain(created.body.secret.slice(6));
      expect(testSecretBox.open(row.sealedSecret)).toBe(created.body.secret);

      const rotated = await owner.agent
        .post(`/api/webhooks/${created.body.endpoint.id}/rotate-secret`)
        .set("x-csrf-token", owner.csrf)
        .expect(200);
      expect(rotated.body.secret).toMatch(/^whsec_/);
      expect(rotated.body.secret).not.toBe(created.body.secret);
    });

    it("refuses what cannot be an endpoint, with the catalogue's codes", async () => {
      const owner = await signUp(app);
      const post = (body: object) =>
        owner.agent.post("/api/webhooks").set("x-csrf-token", owner.csrf).send(body);
      const invalid = await post({ url: "ftp://example.com/x", events: ["call.ended"] }).expect(
        422,
      );
      expect(invalid.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      const noEvents = await post({ url: "https://hooks.example.com/x", events: [] }).expect(422);
      expect(noEvents.body.error.fieldErrors.events).toBeDefined();
      const unknown = await post({ url: "https://hooks.example.com/x", events: ["call.started"] });
      expect(unknown.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      const plainHttp = await post({ url: "http://hooks.example.com/x", events: ["call.ended"] });
      expect(plainHttp.status).toBe(422);
      expect(plainHttp.body.error.errorCode).toBe("WEBHOOK_URL_NOT_ALLOWED");
      const withoutToken = await owner.agent
        .post("/api/webhooks")
        .send({ url: "https://hooks.example.com/x", events: ["call.ended"] });
      expect(withoutToken.status).toBe(403);
      await request(app).get("/api/webhooks").expect(401);
    });

    it("refuses private addresses where they are not allowed", async () => {
      const strict = createTestApp(db, { now: clock.now });
      const owner = await signUp(strict);
      for (const url of [
        "https://127.0.0.1/hook",
        "https://10.0.0.8/hook",
        "https://169.254.169.254/latest",
        "https://[::1]/hook",
        "https://[::ffff:127.0.0.1]/hook",
        "https://localhost/hook",
        "http://127.0.0.1:8080/hook",
      ]) {
        const response = await owner.agent
          .post("/api/webhooks")
          .set("x-csrf-token", owner.csrf)
          .send({ url, events: ["call.ended"] });
        expect(response.status, url).toBe(422);
        expect(response.body.error.errorCode, url).toBe("WEBHOOK_URL_NOT_ALLOWED");
      }
      await settle(strict);
    });

    it("allows 10 endpoints per owner", async () => {
      const owner = await signUp(app);
      const to = await receiver();
      for (let index = 0; index < 10; index++) await addEndpoint(owner, to, ["call.ended"]);
      const eleventh = await owner.agent
        .post("/api/webhooks")
        .set("x-csrf-token", owner.csrf)
        .send({ url: to.url, events: ["call.ended"] })
        .expect(409);
      expect(eleventh.body.error.errorCode).toBe("WEBHOOK_ENDPOINT_LIMIT_REACHED");
    });

    it("never shows, changes, tests or replays another owner's endpoint", async () => {
      const owner = await liveOwner(app, db);
      const stranger = await signUp(app);
      const to = await receiver();
      const endpoint = await addEndpoint(owner, to);
      const { body } = await owner.agent
        .post(`/api/webhooks/${endpoint.id}/test`)
        .set("x-csrf-token", owner.csrf)
        .expect(202);
      const deliveryId = body.delivery.id as string;
      await sendQueued(app);

      expect((await stranger.agent.get("/api/webhooks").expect(200)).body.items).toEqual([]);
      const attempts = [
        stranger.agent.get(`/api/webhooks/${endpoint.id}/deliveries`),
        stranger.agent
          .patch(`/api/webhooks/${endpoint.id}`)
          .set("x-csrf-token", stranger.csrf)
          .send({ enabled: false }),
        stranger.agent.delete(`/api/webhooks/${endpoint.id}`).set("x-csrf-token", stranger.csrf),
        stranger.agent
          .post(`/api/webhooks/${endpoint.id}/rotate-secret`)
          .set("x-csrf-token", stranger.csrf),
        stranger.agent.post(`/api/webhooks/${endpoint.id}/test`).set("x-csrf-token", stranger.csrf),
        stranger.agent
          .post(`/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/replay`)
          .set("x-csrf-token", stranger.csrf),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.error.errorCode).toBe("WEBHOOK_ENDPOINT_NOT_FOUND");
      }
      // Nothing moved: one delivery, one attempt, the endpoint on.
      const log = await deliveriesOf(owner, endpoint.id);
      expect(log.items).toHaveLength(1);
      expect(log.items[0].attempts).toHaveLength(1);
      expect(to.received).toHaveLength(1);
      const listed = (await owner.agent.get("/api/webhooks").expect(200)).body.items;
      expect(listed[0]).toMatchObject({ id: endpoint.id, enabled: true });
      // A delivery of another endpoint is not found under this one.
      const mine = await addEndpoint(owner, await receiver());
      const crossed = await owner.agent
        .post(`/api/webhooks/${mine.id}/deliveries/${deliveryId}/replay`)
        .set("x-csrf-token", owner.csrf)
        .expect(404);
      expect(crossed.body.error.errorCode).toBe("WEBHOOK_DELIVERY_NOT_FOUND");
    });

    it("turns an endpoint off and on, and deletes it with its log", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver();
      const endpoint = await addEndpoint(owner, to, ["call.ended"]);
      const off = await owner.agent
        .patch(`/api/webhooks/${endpoint.id}`)
        .set("x-csrf-token", owner.csrf)
        .send({ enabled: false, description: "Make scenario" })
        .expect(200);
      expect(off.body).toMatchObject({
        enabled: false,
        disabledReason: "Turned off by you.",
        description: "Make scenario",
      });
      await deliver(app, endOfCallReport(owner)).expect(200);
      await sendQueued(app);
      expect(to.received).toEqual([]);
      const test = await owner.agent
        .post(`/api/webhooks/${endpoint.id}/test`)
        .set("x-csrf-token", owner.csrf)
        .expect(409);
      expect(test.body.error.errorCode).toBe("WEBHOOK_ENDPOINT_DISABLED");
      const on = await owner.agent
        .patch(`/api/webhooks/${endpoint.id}`)
        .set("x-csrf-token", owner.csrf)
        .send({ enabled: true })
        .expect(200);
      expect(on.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
      await owner.agent
        .delete(`/api/webhooks/${endpoint.id}`)
        .set("x-csrf-token", owner.csrf)
        .expect(200);
      expect(await db.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
      expect((await owner.agent.get("/api/webhooks").expect(200)).body.items).toEqual([]);
    });
  });

  describe("events from the call engine", () => {
    it("sends each event once, signed, with the payload of the Standard Webhooks format", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver();
      const endpoint = await addEndpoint(owner, to);
      const callId = randomUUID();
      await deliver(
        app,
        toolCall(
          owner,
          "capture_lead",
          { name: "Dana Whitfield", reason: "Showing" },
          { id: callId },
        ).body,
      ).expect(200);
      // A second capture in the same call adds details to the lead: no second event.
      await deliver(
        app,
        toolCall(owner, "capture_lead", { email: "dana@example.com" }, { id: callId }).body,
      ).expect(200);
      const check = await deliver(
        app,
        toolCall(owner, "check_availability", {}, { id: callId }).body,
      );
      const slotId = JSON.parse(check.body.results[0].result).slots[0].slotId as string;
      await deliver(
        app,
        toolCall(owner, "book_appointment", { slotId, name: "Dana Whitfield" }, { id: callId })
          .body,
      ).expect(200);
      const report = endOfCallReport(owner, { callId, seconds: 140 });
      await deliver(app, report).expect(200);
      await sendQueued(app);

      expect(to.received.map((received) => received.verified?.type).sort()).toEqual([
        "appointment.booked",
        "call.ended",
        "lead.captured",
      ]);
      for (const received of to.received) {
        expect(received.verified, received.id).toBeDefined();
        expect(received.headers["webhook-id"]).toBe(received.id);
        expect(received.headers["webhook-timestamp"]).toMatch(/^\d+$/);
        expect(received.headers["webhook-signature"]).toMatch(/^v1,/);
      }
      const byType = new Map(to.received.map((received) => [received.verified?.type, received]));
      expect(byType.get("call.ended")?.id).toBe(`call.ended:${callId}`);
      expect(byType.get("call.ended")?.verified?.data).toMatchObject({
        callId,
        callerPhone: "+14155550177",
        durationSeconds: 140,
        summary: "Dana asked for a showing.",
        leadCaptured: true,
        appointmentBooked: true,
      });
      expect(byType.get("lead.captured")?.verified?.data).toMatchObject({
        callId,
        name: "Dana Whitfield",
        reason: "Showing",
      });
      const lead = await db.prisma.lead.findUniqueOrThrow({ where: { callId } });
      expect(byType.get("lead.captured")?.id).toBe(`lead.captured:${lead.id}:${callId}`);
      const appointment = byType.get("appointment.booked")?.verified?.data;
      expect(appointment).toMatchObject({ callId, leadId: lead.id, callerName: "Dana Whitfield" });
      expect(new Date(String(appointment?.startsAt)).toISOString()).toBe(appointment?.startsAt);
      expect(JSON.stringify(to.received.map((received) => received.body))).not.toContain(
        "recording",
      );

      // The platform's retry of the report, signed again: no second event.
      await deliver(app, report, { timestamp: Math.floor(Date.now() / 1000) + 1 }).expect(200);
      await sendQueued(app);
      expect(to.received).toHaveLength(3);
      const log = await deliveriesOf(owner, endpoint.id);
      expect(log.total).toBe(3);
      expect(log.items.every((item: { status: string }) => item.status === "delivered")).toBe(true);
    });

    it("sends usage.threshold when the minutes cross a share of the plan", async () => {
      const owner = await liveOwner(app, db, { plan: "starter" });
      const to = await receiver();
      await addEndpoint(owner, to, ["usage.threshold"]);
      const start = new Date(clock.now() - 24 * 3600_000);
      await db.prisma.user.update({
        where: { id: owner.userId },
        data: {
          billingPeriodStart: start,
          billingPeriodEnd: new Date(start.getTime() + 30 * 24 * 3600_000),
        },
      });
      await deliver(
        app,
        endOfCallReport(owner, { seconds: 100 * 60, startedAt: new Date(clock.now()) }),
      ).expect(200);
      await sendQueued(app);
      const types = to.received.map((received) => received.verified?.type);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(["usage.threshold"]));
      expect(to.received.map((received) => received.verified?.data.percent).sort()).toEqual([
        100, 75, 90,
      ]);
    });
  });

  describe("delivery", () => {
    it("retries a receiver that failed, and the log shows both attempts", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver((count) =>
        count === 1 ? { status: 500, body: "database is down" } : { status: 200, body: "thanks" },
      );
      const endpoint = await addEndpoint(owner, to);
      await owner.agent
        .post(`/api/webhooks/${endpoint.id}/test`)
        .set("x-csrf-token", owner.csrf)
        .expect(202);
      await sendQueued(app);
      expect(to.received).toHaveLength(1);
      let log = await deliveriesOf(owner, endpoint.id);
      expect(log.items[0]).toMatchObject({ status: "pending", eventType: "webhook.test" });
      expect(log.items[0].lastError).toContain("500");

      clock.advance(retryDelayMs(1) - 1000);
      await sendQueued(app);
      expect(to.received).toHaveLength(1);
      clock.advance(1000);
      await sendQueued(app);
      expect(to.received).toHaveLength(2);
      expect(to.received[1]?.id).toBe(to.received[0]?.id);
      expect(to.received.every((received) => received.verified)).toBe(true);
      log = await deliveriesOf(owner, endpoint.id);
      expect(log.items[0].status).toBe("delivered");
      expect(
        log.items[0].attempts.map((attempt: { responseStatus: number }) => attempt.responseStatus),
      ).toEqual([500, 200]);
      expect(log.items[0].attempts[0].responseExcerpt).toBe("database is down");
      expect(log.items[0].attempts[1].responseExcerpt).toBe("thanks");
    });

    it("replays a delivery with the same webhook-id", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver();
      const endpoint = await addEndpoint(owner, to);
      const { body } = await owner.agent
        .post(`/api/webhooks/${endpoint.id}/test`)
        .set("x-csrf-token", owner.csrf)
        .expect(202);
      await sendQueued(app);
      const replayed = await owner.agent
        .post(`/api/webhooks/${endpoint.id}/deliveries/${body.delivery.id}/replay`)
        .set("x-csrf-token", owner.csrf)
        .expect(202);
      expect(replayed.body.delivery.status).toBe("pending");
      await sendQueued(app);
      expect(to.received).toHaveLength(2);
      expect(to.received[1]?.id).toBe(to.received[0]?.id);
      expect(to.received[1]?.verified).toBeDefined();
      const log = await deliveriesOf(owner, endpoint.id);
      expect(log.items[0].attempts).toHaveLength(2);
    });

    it("sends each due delivery once when 20 drains run side by side", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver();
      await addEndpoint(owner, to);
      const eventIds = Array.from({ length: 12 }, () => `call.ended:${randomUUID()}`);
      for (const eventId of eventIds) {
        const queued = await queueWebhookEvent(db.prisma, {
          customerId: owner.customerId,
          type: "call.ended",
          eventId,
          data: {
            callId: eventId.slice(11),
            callLogId: randomUUID(),
            callerName: null,
            callerPhone: null,
            startedAt: new Date(clock.now()).toISOString(),
            endedAt: null,
            durationSeconds: 60,
            outcome: "completed",
            summary: null,
            transcript: null,
            leadCaptured: false,
            appointmentBooked: false,
            afterHours: false,
            billableMinutes: 1,
          },
        });
        expect(queued).toBe(1);
      }
      // The same event queued again is not stored again.
      expect(
        await queueWebhookEvent(db.prisma, {
          customerId: owner.customerId,
          type: "usage.threshold",
          eventId: eventIds[0] as string,
          data: {
            periodId: randomUUID(),
            percent: 75,
            minutesUsed: 1,
            minutesIncluded: 2,
            periodEnd: new Date().toISOString(),
          },
        }),
      ).toBe(0);
      const senders = Array.from({ length: 20 }, () =>
        createWebhookSender({
          db,
          secretBox: testSecretBox,
          post: createWebhookPoster({ allowPrivate: true }),
          logger: pino({ level: "silent" }),
          now: clock.now,
          publicUrl: "http://ringline.test",
          onEmailQueued: () => {},
        }),
      );
      await Promise.all(senders.map((sender) => sender.drain()));
      expect(to.received.map((received) => received.id).sort()).toEqual([...eventIds].sort());
      expect(to.received.every((received) => received.verified)).toBe(true);
      const attempts = await db.prisma.webhookAttempt.count({
        where: { delivery: { eventId: { in: eventIds } } },
      });
      expect(attempts).toBe(eventIds.length);
    });

    it("turns off an endpoint failing for 3 days and e-mails its owner once", async () => {
      const owner = await liveOwner(app, db);
      const to = await receiver(() => ({ status: 503, body: "maintenance" }));
      const endpoint = await addEndpoint(owner, to);
      const healthy = await receiver();
      const other = await addEndpoint(owner, healthy);
      const started = clock.now();
      await owner.agent
        .post(`/api/webhooks/${endpoint.id}/test`)
        .set("x-csrf-token", owner.csrf)
        .expect(202);
      await sendQueued(app);
      const row = () => db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        expect((await row()).enabled).toBe(true);
        clock.advance(retryDelayMs(attempt));
        await sendQueued(app);
      }
      expect(to.received).toHaveLength(MAX_ATTEMPTS);
      expect(clock.now() - started).toBeGreaterThanOrEqual(DISABLE_AFTER_MS);
      const off = await row();
      expect(off).toMatchObject({ enabled: false, disabledReason: FAILING_REASON });
      expect(off.firstFailureAt?.getTime()).toBe(started);
      const emails = await db.prisma.emailLog.findMany({
        where: { customerId: owner.customerId, emailType: "webhook-disabled" },
      });
      expect(emails).toHaveLength(1);
      expect(emails[0]?.content).toContain(to.url);
      const delivery = await db.prisma.webhookDelivery.findFirstOrThrow({
        where: { endpointId: endpoint.id },
      });
      expect(delivery.status).toBe("failed");

      // Turned off, it receives nothing more; the healthy endpoint still does.
      await deliver(app, endOfCallReport(owner, { startedAt: new Date(clock.now()) }), {
        timestamp: Math.floor(clock.now() / 1000),
      }).expect(200);
      clock.advance(DISABLE_AFTER_MS);
      await sendQueued(app);
      expect(to.received).toHaveLength(MAX_ATTEMPTS);
      expect(healthy.received.length).toBeGreaterThan(0);
      expect(
        await db.prisma.emailLog.count({
          where: { customerId: owner.customerId, emailType: "webhook-disabled" },
        }),
      ).toBe(1);
      expect(
        (await db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: other.id } })).enabled,
      ).toBe(true);
    });
  });
});
