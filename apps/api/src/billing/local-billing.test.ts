import { ZBillingOverviewResponse, ZInvoiceListResponse } from "@ringline/api-client";
import pino from "pino";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  createFakeClock,
  createTestApp,
  runJob,
  type SignedUp,
  settle,
  signIn,
  signUp,
  type TestApp,
} from "../test/app.js";
import { CARD_DETAILS, payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";
import { BILLING_JOBS } from "./billing.module.js";
import { DAY_MS, type ProviderEvent } from "./payment-provider.js";
import { createSubscriptionSync } from "./subscription-sync.js";

const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const FAILS_LATER = "4000 0000 0000 0341";

describe.each(testDatabaseTargets)("the embedded payment provider on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock();

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  interface Customer {
    agent: TestAgent;
    csrf: string;
    email: string;
    userId: string;
  }

  /** Signs up, starts a checkout and pays it on the hosted page. */
  async function subscribe(
    card: string,
    options: { plan?: string; billing?: string; premiumSetup?: boolean } = {},
  ): Promise<Customer & { sessionId: string; redirectUrl: string }> {
    const owner: SignedUp = await signUp(app);
    return { ...owner, ...(await payCheckout(owner, card, options)) };
  }

  async function overview(customer: { agent: TestAgent }) {
    const response = await customer.agent.get("/api/billing/subscription").expect(200);
    return ZBillingOverviewResponse.parse(response.body);
  }

  async function again(customer: Customer): Promise<Customer> {
    return { ...customer, ...(await signIn(app, customer.email)) };
  }

  const outbox = (to: string, emailType: string) =>
    db.prisma.emailLog.findMany({ where: { toEmail: to, emailType } });

  it("takes a test card on its hosted page, starts the 7-day trial and makes a customer", async () => {
    const owner = await signUp(app);
    const checkout = await owner.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "growth", billing: "monthly" })
      .expect(201);
    // The embedded provider's pages are the product's own: links stay on the site's address.
    expect(checkout.body.url).toBe(`/pay/checkout/${checkout.body.sessionId}`);
    const page = await owner.agent
      .get(`/api/billing/local/checkout-sessions/${checkout.body.sessionId}`)
      .expect(200);
    expect(page.body.session).toMatchObject({
      status: "open",
      planName: "Growth",
      amount: 59,
      trialDays: 7,
      dueToday: 0,
      email: owner.email,
    });
    expect(page.body.session.testCards.map((card: { number: string }) => card.number)).toContain(
      DECLINED,
    );

    const paid = await owner.agent
      .post(`/api/billing/local/checkout-sessions/${checkout.body.sessionId}/pay`)
      .set("x-csrf-token", owner.csrf)
      .send({ cardNumber: GOOD, ...CARD_DETAILS })
      .expect(200);
    expect(paid.body.redirectUrl).toBe(`/order-confirmation?session_id=${checkout.body.sessionId}`);

    const { subscription, usage, card, provider } = await overview(owner);
    expect(provider).toBe("local");
    expect(subscription).toMatchObject({
      plan: "growth",
      planName: "Growth",
      billing: "monthly",
      status: "trialing",
      amount: 59,
      trialDaysLeft: 7,
      cancelAtPeriodEnd: false,
    });
    expect(usage).toMatchObject({
      minutesUsed: 0,
      minutesIncluded: 500,
      overageRatePerMinute: 0.2,
    });
    expect(card).toMatchObject({ brand: "Visa", last4: "4242" });

    const me = await owner.agent.get("/auth/me").expect(200);
    expect(me.body.user).toMatchObject({
      isCustomer: true,
      subscriptionStatus: "trialing",
      plan: "growth",
      onboardingStatus: "onboarding",
    });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user).toMatchObject({ paymentCompleted: true, trialStatus: "active" });
    expect(user.trialEndDate?.getTime()).toBe(clock.now() + 7 * DAY_MS);

    // The page the provider returns to asks at once; the answer is the same.
    const confirmed = await owner.agent
      .post("/api/billing/checkout/confirm")
      .set("x-csrf-token", owner.csrf)
      .send({ sessionId: checkout.body.sessionId })
      .expect(200);
    expect(confirmed.body.subscription.status).toBe("trialing");
    // Each provider event was stored and applied once.
    const events = await db.prisma.webhookLog.findMany({
      where: {
        source: "local",
        payload: { path: ["event", "checkout", "id"], equals: checkout.body.sessionId },
      },
    });
    expect(events.map((event) => [event.eventType, event.status])).toEqual([
      ["checkout-completed", "processed"],
    ]);
  });

  it("answers a declined card with the specification's payment error and changes nothing", async () => {
    const owner = await signUp(app);
    const checkout = await owner.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "starter" })
      .expect(201);
    const refused = await owner.agent
      .post(`/api/billing/local/checkout-sessions/${checkout.body.sessionId}/pay`)
      .set("x-csrf-token", owner.csrf)
      .send({ cardNumber: DECLINED, ...CARD_DETAILS })
      .expect(402);
    expect(refused.body.error).toMatchObject({
      errorCode: "PAYMENT_PROCESSING_ERROR",
      message: "Your card was declined.",
    });
    expect((await overview(owner)).subscription).toBeNull();
    const unknown = await owner.agent
      .post(`/api/billing/local/checkout-sessions/${checkout.body.sessionId}/pay`)
      .set("x-csrf-token", owner.csrf)
      .send({ cardNumber: "4111 1111 1111 1111", ...CARD_DETAILS })
      .expect(422);
    expect(unknown.body.error.fieldErrors.cardNumber).toEqual([
      "Use one of the test cards listed on this page",
    ]);
  });

  it("refuses a second subscription and a checkout of someone else's order", async () => {
    const owner = await subscribe(GOOD);
    const again = await owner.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "unlimited" })
      .expect(409);
    expect(again.body.error.errorCode).toBe("PAYMENT_ALREADY_SUBSCRIBED");
    const other = await signUp(app);
    await other.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", other.csrf)
      .send({ plan: "growth", orderId: "00000000-0000-4000-8000-000000000000" })
      .expect(404);
  });

  it("charges the premium setup with monthly billing and waives it with annual", async () => {
    const monthly = await subscribe(GOOD, { premiumSetup: true });
    const invoices = await monthly.agent.get("/api/billing/invoices").expect(200);
    expect(ZInvoiceListResponse.parse(invoices.body).items[0]).toMatchObject({
      amount: 99,
      status: "paid",
      description: "Free trial of Growth (monthly) + Premium setup",
    });
    const annual = await subscribe(GOOD, { premiumSetup: true, billing: "annual" });
    const annualInvoices = await annual.agent.get("/api/billing/invoices").expect(200);
    expect(annualInvoices.body.items[0]).toMatchObject({ amount: 0, status: "paid" });
    expect((await overview(annual)).subscription).toMatchObject({ billing: "annual", amount: 474 });
  });

  it("renews on the provider's clock; a card that fails later goes past due, e-mails once, and a new card pays", async () => {
    const good = await subscribe(GOOD, { plan: "starter" });
    let owner: Customer = await subscribe(FAILS_LATER, { plan: "starter" });
    clock.advance(7 * DAY_MS + 60_000);
    await runJob(app, BILLING_JOBS.clock);

    const renewed = await overview(await again(good));
    expect(renewed.subscription).toMatchObject({ status: "active", trialDaysLeft: null });
    owner = await again(owner);
    const failing = await overview(owner);
    expect(failing.subscription?.status).toBe("past_due");
    const invoices = await owner.agent.get("/api/billing/invoices").expect(200);
    expect(invoices.body.items[0]).toMatchObject({ amount: 39, status: "open" });

    await runJob(app, BILLING_JOBS.emails);
    await runJob(app, BILLING_JOBS.emails);
    const failed = await outbox(owner.email, "payment-failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]?.content).toContain("$39.00");
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user.trialStatus).toBe("converted");

    const portal = await owner.agent
      .post("/api/billing/portal")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    const portalId = String(portal.body.url).split("/pay/portal/")[1];
    const shown = await owner.agent
      .get(`/api/billing/local/portal-sessions/${portalId}`)
      .expect(200);
    expect(shown.body.portal).toMatchObject({
      card: { last4: "0341" },
      returnUrl: "/dashboard/billing",
    });
    await owner.agent
      .post(`/api/billing/local/portal-sessions/${portalId}/card`)
      .set("x-csrf-token", owner.csrf)
      .send({ cardNumber: GOOD, ...CARD_DETAILS })
      .expect(200);
    expect((await overview(owner)).subscription?.status).toBe("active");
    const paid = await owner.agent.get("/api/billing/invoices").expect(200);
    expect(paid.body.items[0]).toMatchObject({ amount: 39, status: "paid" });
  });

  it("e-mails once when a trial ends in 2 days, and follows up once with sign-ups who never paid", async () => {
    const trialing = await subscribe(GOOD);
    const browsing = await signUp(app);
    // Sign-up time comes from the database's clock; put it on the test's clock.
    await db.prisma.user.update({
      where: { id: browsing.userId },
      data: { createdAt: new Date(clock.now()) },
    });
    await runJob(app, BILLING_JOBS.emails);
    expect(await outbox(trialing.email, "trial-ending")).toHaveLength(0);
    expect(await outbox(browsing.email, "checkout-follow-up")).toHaveLength(0);

    clock.advance(5 * DAY_MS + 60_000);
    await Promise.all([runJob(app, BILLING_JOBS.emails), runJob(app, BILLING_JOBS.emails)]);
    await runJob(app, BILLING_JOBS.emails);
    const ending = await outbox(trialing.email, "trial-ending");
    expect(ending).toHaveLength(1);
    expect(ending[0]?.subject).toBe("Your Ringline free trial ends in 2 days");
    expect(await outbox(browsing.email, "checkout-follow-up")).toHaveLength(1);
    expect(await outbox(trialing.email, "checkout-follow-up")).toHaveLength(0);
    const followed = await db.prisma.user.findUniqueOrThrow({ where: { id: browsing.userId } });
    expect(followed.followUpEmailSent).toBe(true);
    expect(followed.followUpEmailSentAt?.getTime()).toBe(clock.now());
  });

  it("e-mails one receipt of a confirmed checkout, however often its event is delivered", async () => {
    const owner = await subscribe(GOOD, { plan: "starter", billing: "monthly" });
    const trialEnd = new Date(clock.now() + 7 * DAY_MS);
    // The provider's event delivered again (a retry under a new id, a replay) and the page the
    // provider returns to: each applies the checkout once more.
    const stored = await db.prisma.webhookLog.findFirstOrThrow({
      where: {
        source: "local",
        payload: { path: ["event", "checkout", "id"], equals: owner.sessionId },
      },
    });
    const sync = createSubscriptionSync({
      db,
      logger: pino({ level: "silent" }),
      now: clock.now,
      plan: async () => undefined,
    });
    const { event } = stored.payload as unknown as { event: ProviderEvent };
    await sync.apply(event);
    await runJob(app, BILLING_JOBS.emails);
    await sync.apply(event);
    await owner.agent
      .post("/api/billing/checkout/confirm")
      .set("x-csrf-token", owner.csrf)
      .send({ sessionId: owner.sessionId })
      .expect(200);
    await Promise.all([runJob(app, BILLING_JOBS.emails), runJob(app, BILLING_JOBS.emails)]);

    const receipts = await outbox(owner.email, "subscription-receipt");
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe("Your Ringline receipt: Starter plan");
    const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      trialEnd,
    );
    expect(receipt?.content).toContain("Plan: Starter, $39.00 per month.");
    expect(receipt?.content).toContain(`Free trial ends: ${day}.`);
    expect(receipt?.content).toContain(`First charge: $39.00 on ${day}`);
    expect(receipt?.content).toContain("To cancel, open Billing in your dashboard");
  });

  it("shows the prorated cost of a plan change before making it, and credits a downgrade", async () => {
    let owner: Customer = await subscribe(GOOD, { plan: "growth" });
    const trialPreview = await owner.agent
      .get("/api/billing/plan-change?plan=unlimited&billing=monthly")
      .expect(200);
    expect(trialPreview.body.preview).toMatchObject({ trialing: true, amountDueNow: 0 });

    clock.advance(7 * DAY_MS + 60_000);
    await runJob(app, BILLING_JOBS.clock);
    owner = await again(owner);
    const start = Date.parse((await overview(owner)).subscription?.currentPeriodStart ?? "");
    const end = Date.parse((await overview(owner)).subscription?.currentPeriodEnd ?? "");
    clock.advance(Math.round((end - start) / 2) - 60_000);
    owner = await again(owner);

    const preview = await owner.agent
      .get("/api/billing/plan-change?plan=unlimited&billing=monthly")
      .expect(200);
    const left = (end - clock.now()) / (end - start);
    expect(preview.body.preview).toMatchObject({
      planName: "Unlimited",
      currentAmount: 59,
      newAmount: 99,
      trialing: false,
      credit: 0,
      nextBillingDate: new Date(end).toISOString(),
    });
    expect(preview.body.preview.amountDueNow).toBeCloseTo(40 * left, 2);

    const changed = await owner.agent
      .post("/api/billing/plan-change")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "unlimited", billing: "monthly" })
      .expect(200);
    expect(changed.body.subscription).toMatchObject({ plan: "unlimited", amount: 99 });
    const invoices = await owner.agent.get("/api/billing/invoices").expect(200);
    expect(invoices.body.items[0]).toMatchObject({
      description: "Change to Unlimited (monthly), prorated",
      amount: preview.body.preview.amountDueNow,
      status: "paid",
    });
    expect((await overview(owner)).usage.minutesIncluded).toBeNull();

    const down = await owner.agent
      .get("/api/billing/plan-change?plan=starter&billing=monthly")
      .expect(200);
    expect(down.body.preview.amountDueNow).toBe(0);
    expect(down.body.preview.credit).toBeCloseTo(60 * left, 2);
    const same = await owner.agent
      .get("/api/billing/plan-change?plan=unlimited&billing=monthly")
      .expect(422);
    expect(same.body.error.fieldErrors.plan).toEqual(["This is already your plan"]);
  });

  it("counts the minutes past the plan and what they cost so far, none when unlimited", async () => {
    const owner = await subscribe(GOOD, { plan: "growth" });
    const used = async (minutes: number, fields: { plan?: string; limit?: null } = {}) => {
      await db.prisma.user.update({
        where: { id: owner.userId },
        data: {
          monthlyMinutesUsed: minutes,
          ...(fields.plan ? { plan: fields.plan } : {}),
          ...(fields.limit === null ? { monthlyMinutesLimit: null } : {}),
        },
      });
      return (await overview(owner)).usage;
    };
    expect(await used(480)).toMatchObject({
      minutesUsed: 480,
      minutesIncluded: 500,
      overageMinutes: 0,
      overageCharge: 0,
    });
    // Growth: 500 minutes, then $0.20 a minute.
    expect(await used(537)).toMatchObject({
      minutesUsed: 537,
      overageRatePerMinute: 0.2,
      overageMinutes: 37,
      overageCharge: 7.4,
    });
    expect(await used(9_000, { plan: "unlimited", limit: null })).toMatchObject({
      minutesIncluded: null,
      overageRatePerMinute: null,
      overageMinutes: 0,
      overageCharge: 0,
    });
  });

  it("cancels at the period's end, can resume, and the clock ends it", async () => {
    let owner: Customer = await subscribe(GOOD, { plan: "starter" });
    const cancelled = await owner.agent
      .post("/api/billing/subscription/cancel")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: true,
    });
    const resumed = await owner.agent
      .post("/api/billing/subscription/resume")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(resumed.body.subscription.cancelAtPeriodEnd).toBe(false);
    await owner.agent
      .post("/api/billing/subscription/cancel")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    clock.advance(7 * DAY_MS + 60_000);
    await runJob(app, BILLING_JOBS.clock);
    owner = await again(owner);
    expect((await overview(owner)).subscription?.status).toBe("canceled");
    const invoices = await owner.agent.get("/api/billing/invoices").expect(200);
    expect(invoices.body.items).toHaveLength(1);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user.trialStatus).toBe("ended");
  });
});
