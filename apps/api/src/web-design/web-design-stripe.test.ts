import Stripe from "stripe";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp, uniqueEmail, visitorWithToken } from "../test/app.js";
import { openTestPGlite } from "../test/databases.js";
import { type StripeFake, startStripeFake } from "../test/stripe-fake.js";

const SECRET = "whsec_test_secret";
const TEAM = "design-team@ringline.test";

function signed(event: object) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return { payload, header };
}

describe("a web-design order paid through Stripe (against a local fake of Stripe)", () => {
  let db: Database;
  let app: TestApp;
  let stripe: StripeFake;
  let orderId: string;
  let sessionId: string;
  const email = uniqueEmail("buyer");

  beforeAll(async () => {
    [db, stripe] = await Promise.all([openTestPGlite(), startStripeFake()]);
    app = createTestApp(db, {
      webDesignTeamEmail: TEAM,
      payments: {
        stripe: { secretKey: "sk_test_fake", webhookSecret: SECRET, apiBase: stripe.url },
      },
    });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await stripe?.close();
    await db?.close();
  });

  const webhook = (event: object) => {
    const { payload, header } = signed(event);
    return request(app)
      .post("/api/billing/webhooks/stripe")
      .set("content-type", "application/json")
      .set("stripe-signature", header)
      .send(payload)
      .expect(200);
  };
  const mails = () =>
    Promise.all([
      db.prisma.emailLog.count({ where: { toEmail: email, emailType: "web-design-confirmation" } }),
      db.prisma.emailLog.count({ where: { toEmail: TEAM, emailType: "web-design-order" } }),
    ]);

  it("creates a Checkout Session in payment mode for the list price, with the buyer's address", async () => {
    const { agent, token } = await visitorWithToken(app);
    const created = await agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", token)
      .send({
        package: "team",
        name: "Olivia Reyes",
        email,
        phone: "555 010 2030",
        company: "Bayside Realty",
        amount: 1,
      })
      .expect(201);
    orderId = created.body.orderId;
    const call = stripe.calls.find(
      (candidate) => candidate.method === "POST" && candidate.path === "/v1/checkout/sessions",
    );
    expect(call?.body).toEqual({
      mode: "payment",
      customer_email: email,
      client_reference_id: orderId,
      line_items: [
        {
          price_data: {
            currency: "usd",
            unit_amount: "350000",
            product_data: { name: "Web design: Team Site" },
          },
          quantity: "1",
        },
      ],
      payment_intent_data: {
        description: "Web design: Team Site",
        metadata: { purpose: "web-design", orderId },
      },
      metadata: { purpose: "web-design", orderId },
      success_url: `http://ringline.test/web-design-success?order=${orderId}`,
      cancel_url: "http://ringline.test/checkout/web-design?package=team&canceled=1",
    });
    // No customer, price or subscription is made for a one-off purchase.
    expect(stripe.calls.filter((candidate) => candidate.method === "POST")).toHaveLength(1);
    sessionId = String(
      (await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } })).checkoutId,
    );
    expect(created.body.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
  });

  it("keeps the order pending while Stripe has not collected the money", async () => {
    const shown = await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(shown.body.order).toMatchObject({ status: "pending", amount: 3500 });
    // The success page asked Stripe about the session (its event may still be on the way).
    expect(
      stripe.calls.filter((call) => call.path === `/v1/checkout/sessions/${sessionId}`),
    ).toHaveLength(1);
    expect(await mails()).toEqual([0, 0]);
  });

  it("marks the order paid from checkout.session.completed once, whatever is delivered again", async () => {
    const session = stripe.completePayment(sessionId);
    const event = {
      id: "evt_web_design_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session },
    };
    expect((await webhook(event)).body).toEqual({ received: true, duplicate: false });
    const order = await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "paid", checkoutId: sessionId });
    expect(await mails()).toEqual([1, 1]);

    // Stripe delivers the same event again, then another event about the same session.
    expect((await webhook(event)).body).toEqual({ received: true, duplicate: true });
    const late = {
      ...event,
      id: "evt_web_design_2",
      type: "checkout.session.async_payment_succeeded",
    };
    expect((await webhook(late)).body).toEqual({ received: true, duplicate: false });
    const again = await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: orderId } });
    expect(again.paidAt).toEqual(order.paidAt);
    expect(await mails()).toEqual([1, 1]);

    const shown = await request(app).get(`/api/web-design/orders/${orderId}`).expect(200);
    expect(shown.body.order.status).toBe("paid");
  });

  it("does not mark an order paid for a completed session whose payment is still unpaid", async () => {
    const { agent, token } = await visitorWithToken(app);
    const created = await agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", token)
      .send({
        package: "agent",
        name: "Olivia Reyes",
        email: uniqueEmail("buyer"),
        phone: "555 010 2030",
        company: "Bayside Realty",
      })
      .expect(201);
    const order = await db.prisma.webDesignOrder.findUniqueOrThrow({
      where: { id: created.body.orderId },
    });
    const session = {
      ...stripe.completePayment(String(order.checkoutId)),
      payment_status: "unpaid",
    };
    await webhook({
      id: "evt_web_design_3",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session },
    });
    const after = await db.prisma.webDesignOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe("pending");
  });
});
