import { ZLocalCheckoutResponse, ZWebDesignOrderDetailResponse } from "@ringline/api-client";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventInbox } from "../billing/event-inbox.js";
import { createLocalProvider } from "../billing/local/local-provider.js";
import { createLocalStore } from "../billing/local/local-store.js";
import { createOneTimePayments } from "../billing/one-time-payments.js";
import type { Database } from "../db/database.js";
import { createMailer } from "../outbox/mailer.js";
import {
  createFakeClock,
  createTestApp,
  settle,
  signUp,
  type TestApp,
  testSecretBox,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { CARD_DETAILS } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";
import { createWebDesignService } from "./web-design.service.js";

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const TEAM = "design-team@ringline.test";

function orderOf(email: string, extra: Record<string, unknown> = {}) {
  return {
    package: "team",
    name: "Olivia Reyes",
    email,
    phone: "555 010 2030",
    company: "Bayside Realty",
    currentWebsite: "https://bayside.example",
    goals: "More listing enquiries from the site.",
    ...extra,
  };
}

describe.each(testDatabaseTargets)("web-design orders on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock();

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now, webDesignTeamEmail: TEAM });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const outbox = (to: string, emailType: string) =>
    db.prisma.emailLog.findMany({ where: { toEmail: to, emailType } });

  async function place(order: Record<string, unknown>) {
    const { agent, token } = await visitorWithToken(app);
    const created = await agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", token)
      .send(order)
      .expect(201);
    return {
      agent,
      token,
      orderId: created.body.orderId as string,
      checkoutUrl: created.body.checkoutUrl as string,
    };
  }

  it("charges the server's price for the package, whatever amount the browser sends", async () => {
    const email = uniqueEmail("buyer");
    const { agent, orderId, checkoutUrl } = await place(
      orderOf(email, { amount: 1, price: 1, package: "brokerage" }),
    );
    const sessionId = checkoutUrl.replace("/pay/checkout/", "");
    expect(checkoutUrl).toMatch(/^\/pay\/checkout\/lcs_/);
    const page = ZLocalCheckoutResponse.parse(
      (await agent.get(`/api/billing/local/checkout-sessions/${sessionId}`).expect(200)).body,
    );
    expect(page.session).toMatchObject({
      status: "open",
      mode: "payment",
      description: "Web design: Brokerage Site",
      billing: null,
      amount: 7500,
      trialDays: 0,
      setupFee: 0,
      dueToday: 7500,
      email,
      cancelUrl: "/checkout/web-design?package=brokerage&canceled=1",
    });
    const stored = await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(stored).toMatchObject({
      package: "brokerage",
      packageName: "Brokerage Site",
      status: "pending",
      userId: null,
      email,
      currentWebsite: "https://bayside.example",
      goals: "More listing enquiries from the site.",
      checkoutId: sessionId,
    });
    expect(stored.amount.toNumber()).toBe(7500);
    const shown = await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(ZWebDesignOrderDetailResponse.parse(shown.body).order).toMatchObject({
      id: orderId,
      package: "brokerage",
      packageName: "Brokerage Site",
      amount: 7500,
      status: "pending",
      paidAt: null,
    });
  });

  it("pays on the hosted page: a declined card changes nothing, 4242 marks the order paid and mails buyer and team once", async () => {
    const email = uniqueEmail("buyer");
    const { agent, token, orderId, checkoutUrl } = await place(orderOf(email));
    const sessionId = checkoutUrl.replace("/pay/checkout/", "");
    const pay = (cardNumber: string) =>
      agent
        .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
        .set("x-csrf-token", token)
        .send({ cardNumber, ...CARD_DETAILS });

    const declined = await pay(DECLINED).expect(402);
    expect(declined.body.error.errorCode).toBe("PAYMENT_PROCESSING_ERROR");
    const pending = await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(pending.body.order.status).toBe("pending");
    expect(await outbox(email, "web-design-confirmation")).toHaveLength(0);

    clock.advance(60_000);
    const paid = await pay(GOOD).expect(200);
    expect(paid.body.redirectUrl).toBe(`/web-design-success?order=${orderId}`);
    const shown = await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(shown.body.order).toMatchObject({
      status: "paid",
      amount: 3500,
      packageName: "Team Site",
      paidAt: new Date(clock.now()).toISOString(),
    });

    const confirmations = await outbox(email, "web-design-confirmation");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toBe("Your Team Site order is confirmed");
    expect(confirmations[0]?.content).toContain("$3,500.00");
    expect(confirmations[0]?.content).toContain(
      `http://ringline.test/web-design-success?order=${orderId}`,
    );
    const notices = await db.prisma.emailLog.findMany({
      where: { toEmail: TEAM, emailType: "web-design-order", content: { contains: orderId } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.content).toContain(email);
    expect(notices[0]?.content).toContain("https://bayside.example");

    // The completed checkout went through the inbox once.
    const events = await db.prisma.webhookLog.findMany({
      where: { source: "local", payload: { path: ["event", "checkout", "id"], equals: sessionId } },
    });
    expect(events.map((event) => [event.eventType, event.status])).toEqual([
      ["checkout-completed", "processed"],
    ]);

    // Paying again is refused; looking again sends nothing more.
    await pay(GOOD).expect(404);
    await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(await outbox(email, "web-design-confirmation")).toHaveLength(1);
  });

  it("attaches the order to a signed-in buyer", async () => {
    const owner = await signUp(app);
    const created = await owner.agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", owner.csrf)
      .send(orderOf(owner.email, { package: "agent" }))
      .expect(201);
    const stored = await db.prisma.webDesignOrder.findUniqueOrThrow({
      where: { id: created.body.orderId },
    });
    expect(stored).toMatchObject({ userId: owner.userId, packageName: "Agent Site" });
    expect(stored.amount.toNumber()).toBe(1500);
  });

  it("refuses an unknown package and bad fields with the contract's words, and unknown orders", async () => {
    const { agent, token } = await visitorWithToken(app);
    const refused = await agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", token)
      .send(orderOf("not-an-address", { package: "mansion", currentWebsite: "bayside" }))
      .expect(422);
    expect(refused.body.error.fieldErrors).toMatchObject({
      package: ["Choose a package"],
      email: ["Please enter a valid email address"],
      currentWebsite: ["Enter the address as https://…"],
    });
    expect(await db.prisma.webDesignOrder.count({ where: { email: "not-an-address" } })).toBe(0);
    await request(app)
      .get("/api/web-design/orders/00000000-0000-4000-8000-000000000000")
      .expect(404);
    await request(app).get("/api/web-design/orders/not-a-uuid").expect(404);
  });
});

describe("a web-design payment's provider event", () => {
  it("is applied once: a duplicate delivery is refused and a replay changes nothing", async () => {
    const [target] = testDatabaseTargets;
    if (!target) throw new Error("no test database");
    const db = await target.open();
    try {
      const logger = pino({ level: "silent" });
      const clock = createFakeClock();
      const local = createLocalProvider({
        store: createLocalStore(db, clock.now),
        now: clock.now,
        publicUrl: "",
      });
      const payments = createOneTimePayments({ provider: local.provider, logger, publicUrl: "" });
      const inbox = createEventInbox({
        db,
        logger,
        now: clock.now,
        interpret: (payload) => local.provider.interpret(payload),
        apply: async (event) => {
          if (event.type === "checkout-completed") await payments.apply(event.checkout);
        },
      });
      const delivered: Array<{ id: string; type: string; event: unknown }> = [];
      local.onEvent(async (event) => {
        delivered.push(event);
        await inbox.receive("local", event.id, event.type, event);
      });
      const mailer = createMailer({ db, secretBox: testSecretBox, nudge: () => {} });
      const service = createWebDesignService({
        db,
        payments,
        mailer,
        logger,
        now: clock.now,
        publicUrl: "http://ringline.test",
        teamEmail: TEAM,
      });
      const email = uniqueEmail("buyer");
      const { orderId, checkoutUrl } = await service.order(
        {
          package: "team",
          name: "Olivia Reyes",
          email,
          phone: "555 010 2030",
          company: "Bayside Realty",
        },
        undefined,
      );
      const sessionId = checkoutUrl.replace("/pay/checkout/", "");
      await expect(
        local.pay(sessionId, { cardNumber: DECLINED, expiry: "12/40" }),
      ).rejects.toMatchObject({
        code: "PAYMENT_PROCESSING_ERROR",
      });
      expect(delivered).toHaveLength(0);
      await local.pay(sessionId, { cardNumber: GOOD, expiry: "12/40" });
      expect(delivered).toHaveLength(1);
      const paidAt = (await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } }))
        .paidAt;

      const event = delivered[0];
      if (!event) throw new Error("no event");
      clock.advance(60_000);
      expect(await inbox.receive("local", event.id, event.type, event)).toEqual({
        duplicate: true,
      });
      const stored = await db.prisma.webhookLog.findFirstOrThrow({
        where: { source: "local", eventId: event.id },
      });
      await inbox.replay(stored.id);

      const order = await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } });
      expect(order.status).toBe("paid");
      expect(order.paidAt).toEqual(paidAt);
      expect(
        await db.prisma.emailLog.count({
          where: { toEmail: email, emailType: "web-design-confirmation" },
        }),
      ).toBe(1);
      expect(
        await db.prisma.emailLog.count({
          where: { toEmail: TEAM, emailType: "web-design-order", content: { contains: orderId } },
        }),
      ).toBe(1);
    } finally {
      await db.close();
    }
  });
});
