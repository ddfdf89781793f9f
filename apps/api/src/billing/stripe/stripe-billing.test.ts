import Stripe from "stripe";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, type SignedUp, settle, signUp, type TestApp } from "../../test/app.js";
import { openTestPGlite } from "../../test/databases.js";
import { type StripeFake, startStripeFake } from "../../test/stripe-fake.js";

const SECRET = "whsec_test_secret";

/** A webhook request as Stripe sends it, signed with the package's own test helper. */
function signed(event: object, options: { secret?: string; ageSeconds?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0),
  });
  return { payload, header };
}

describe("the Stripe adapter against a local fake of Stripe", () => {
  let db: Database;
  let app: TestApp;
  let stripe: StripeFake;
  let owner: SignedUp;
  let sessionId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    [db, stripe] = await Promise.all([openTestPGlite(), startStripeFake()]);
    app = createTestApp(db, {
      payments: {
        stripe: { secretKey: "sk_test_fake", webhookSecret: SECRET, apiBase: stripe.url },
      },
    });
    owner = await signUp(app);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await stripe?.close();
    await db?.close();
  });

  const post = (payload: string, header?: string) => {
    const call = request(app)
      .post("/api/billing/webhooks/stripe")
      .set("content-type", "application/json");
    return (header ? call.set("stripe-signature", header) : call).send(payload);
  };

  it("creates a Checkout Session in subscription mode with the 7-day trial and a card required", async () => {
    const response = await owner.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "growth", billing: "monthly" })
      .expect(201);
    sessionId = response.body.sessionId;
    expect(response.body.url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const price = stripe.calls.find((call) => call.method === "POST" && call.path === "/v1/prices");
    expect(price?.body).toMatchObject({
      currency: "usd",
      unit_amount: "5900",
      recurring: { interval: "month" },
      lookup_key: "ringline_growth_monthly_5900",
    });
    const session = stripe.calls.find((call) => call.path === "/v1/checkout/sessions");
    expect(session?.body).toMatchObject({
      mode: "subscription",
      payment_method_collection: "always",
      client_reference_id: owner.userId,
      subscription_data: { trial_period_days: "7", metadata: { plan: "growth" } },
      success_url: "http://ringline.test/order-confirmation?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://ringline.test/checkout?plan=growth&billing=monthly&canceled=1",
    });
    const customer = stripe.calls.find((call) => call.path === "/v1/customers");
    expect(customer?.body).toMatchObject({
      email: owner.email,
      metadata: { userId: owner.userId },
    });
  });

  it("applies a signed webhook once, and answers its replay as a duplicate without applying it", async () => {
    const created = stripe.calls.find((call) => call.path === "/v1/checkout/sessions");
    const lines = (created?.body.line_items ?? []) as Array<{ price: string }>;
    const priceId = String(lines[0]?.price);
    const { session, subscription } = stripe.complete(sessionId, { priceId });
    subscriptionId = subscription.id;
    const event = {
      id: "evt_checkout_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: session },
    };
    const first = signed(event);
    const applied = await post(first.payload, first.header).expect(200);
    expect(applied.body).toEqual({ received: true, duplicate: false });
    const user = await db.prisma.user.findUniqueOrThrow({
      where: { id: owner.userId },
      include: { customer: true },
    });
    expect(user).toMatchObject({
      subscriptionStatus: "trialing",
      plan: "growth",
      paymentSubscriptionId: subscriptionId,
      paymentPriceId: priceId,
      trialStatus: "active",
      paymentCompleted: true,
      paymentSessionId: sessionId,
    });
    expect(user.customer?.paymentSubscriptionId).toBe(subscriptionId);

    const fetchesBefore = stripe.calls.filter((call) =>
      call.path.startsWith("/v1/subscriptions"),
    ).length;
    const again = signed(event);
    const duplicate = await post(again.payload, again.header).expect(200);
    expect(duplicate.body).toEqual({ received: true, duplicate: true });
    expect(stripe.calls.filter((call) => call.path.startsWith("/v1/subscriptions"))).toHaveLength(
      fetchesBefore,
    );
    const logs = await db.prisma.webhookLog.findMany({ where: { source: "stripe" } });
    expect(logs.map((log) => [log.eventId, log.status])).toEqual([["evt_checkout_1", "processed"]]);
    expect(logs[0]?.payload).toEqual(event);
  });

  it("refuses forged webhooks: another secret, a changed body, no signature", async () => {
    const event = {
      id: "evt_forged",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { id: subscriptionId } },
    };
    const forged = signed(event, { secret: "whsec_someone_else" });
    const refused = await post(forged.payload, forged.header).expect(400);
    expect(refused.body.error.errorCode).toBe("PAYMENT_WEBHOOK_INVALID");
    const good = signed(event);
    await post(good.payload.replace("deleted", "updated"), good.header).expect(400);
    await post(good.payload).expect(400);
    expect(await db.prisma.webhookLog.count({ where: { eventId: "evt_forged" } })).toBe(0);
  });

  it("refuses a recorded webhook replayed after Stripe's five-minute tolerance", async () => {
    const event = {
      id: "evt_old",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: subscriptionId } },
    };
    const old = signed(event, { ageSeconds: 10 * 60 });
    const refused = await post(old.payload, old.header).expect(400);
    expect(refused.body.error.errorCode).toBe("PAYMENT_WEBHOOK_INVALID");
    expect(await db.prisma.webhookLog.count({ where: { eventId: "evt_old" } })).toBe(0);
  });

  it("keeps an event whose processing failed, and applies it when Stripe delivers it again", async () => {
    const event = {
      id: "evt_update_1",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: subscriptionId } },
    };
    stripe.failNext(`GET /v1/subscriptions/${subscriptionId}`);
    const failed = signed(event);
    await post(failed.payload, failed.header).expect(500);
    const stored = await db.prisma.webhookLog.findFirstOrThrow({
      where: { eventId: "evt_update_1" },
    });
    expect(stored.status).toBe("failed");
    const retried = signed(event);
    const applied = await post(retried.payload, retried.header).expect(200);
    expect(applied.body.duplicate).toBe(false);
    const processed = await db.prisma.webhookLog.findFirstOrThrow({
      where: { eventId: "evt_update_1" },
    });
    expect(processed.status).toBe("processed");
  });

  it("opens the customer portal and cancels at the period's end through Stripe", async () => {
    const portal = await owner.agent
      .post("/api/billing/portal")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\//);
    expect(
      stripe.calls.find((call) => call.path === "/v1/billing_portal/sessions")?.body,
    ).toMatchObject({
      return_url: "http://ringline.test/dashboard/billing",
    });
    const cancelled = await owner.agent
      .post("/api/billing/subscription/cancel")
      .set("x-csrf-token", owner.csrf)
      .set("idempotency-key", "cancel-click-1")
      .expect(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: true,
    });
    const update = stripe.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscriptionId}` && call.method === "POST",
    );
    expect(update?.body).toEqual({ cancel_at_period_end: "true" });
    // The browser's key reaches Stripe, one per kind of call.
    expect(update?.idempotencyKey).toBe("setCancelAtPeriodEnd:cancel-click-1");
  });

  it("lists every customer's invoices for the back office, and refunds one through Stripe", async () => {
    const admin = await signedInAdmin(app, db);
    const invoiceId = stripe.addInvoice("cus_someone", 5900, "pi_fake_paid");
    const paid = await admin.agent
      .get("/api/admin/payments/invoices")
      .query({ status: "paid" })
      .expect(200);
    expect(paid.body.items).toEqual([
      expect.objectContaining({
        id: invoiceId,
        amount: 59,
        status: "paid",
        providerCustomerId: "cus_someone",
        email: null,
      }),
    ]);
    const open = await admin.agent.get("/api/admin/payments/invoices").query({ status: "open" });
    expect(open.body.items).toEqual([]);
    await admin.agent
      .post(`/api/admin/payments/invoices/${invoiceId}/refund`)
      .set("x-csrf-token", admin.csrf)
      .send({ amount: 10 })
      .expect(200);
    const refund = stripe.calls.find(
      (call) => call.method === "POST" && call.path === "/v1/refunds",
    );
    expect(refund?.body).toEqual({ payment_intent: "pi_fake_paid", amount: "1000" });
    const missing = await admin.agent
      .post("/api/admin/payments/invoices/in_nothing/refund")
      .set("x-csrf-token", admin.csrf)
      .send({})
      .expect(404);
    expect(missing.body.error.errorCode).toBe("API_NOT_FOUND");
  });

  it("answers the embedded provider's pages as not found while Stripe is the provider", async () => {
    await request(app).get("/api/billing/local/checkout-sessions/lcs_anything").expect(404);
  });
});
