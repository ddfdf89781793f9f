// Money moves exactly once: every payment action tried many times at once, on one instance
// and across two instances of the API on one database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL names one), as a double click or a shaky connection would.
import { randomUUID } from "node:crypto";
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
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { CARD_DETAILS } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";
import { BILLING_JOBS } from "./billing.module.js";
import { DAY_MS } from "./payment-provider.js";

const GOOD = "4242 4242 4242 4242";
const TIMES = 10;

describe.each(testDatabaseTargets)("money moves exactly once on $name", (target) => {
  let db: Database;
  /** Two instances of the API on one database. */
  let first: TestApp;
  let second: TestApp;
  const clock = createFakeClock();

  beforeAll(async () => {
    db = await target.open();
    first = createTestApp(db, { now: clock.now });
    second = createTestApp(db, { now: clock.now });
  });
  afterAll(async () => {
    if (first) await settle(first);
    if (second) await settle(second);
    await db?.close();
  });

  /** The same customer signed in on each instance. */
  async function onBoth(): Promise<[SignedUp, SignedUp]> {
    const owner = await signUp(first);
    return [owner, { ...owner, ...(await signIn(second, owner.email)) }];
  }

  async function startCheckout(owner: SignedUp): Promise<string> {
    const started = await owner.agent
      .post("/api/billing/checkout")
      .set("x-csrf-token", owner.csrf)
      .send({ plan: "growth", billing: "monthly" })
      .expect(201);
    return started.body.sessionId as string;
  }

  function pay(owner: SignedUp, sessionId: string, key?: string) {
    const call = owner.agent
      .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
      .set("x-csrf-token", owner.csrf);
    if (key) call.set("idempotency-key", key);
    return call.send({ cardNumber: GOOD, ...CARD_DETAILS });
  }

  /** The provider's objects of a kind that belong to a customer's provider customer. */
  async function providerObjects(userId: string, kind: "invoice" | "subscription") {
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    return db.prisma.localPaymentObject.findMany({
      where: { kind, owner: user.paymentCustomerId },
      orderBy: { createdAt: "asc" },
    });
  }

  const amountOf = (row: { data: unknown }) => (row.data as { amount: number }).amount;

  it(`charges a checkout paid ${TIMES} times at once on two instances once`, async () => {
    const both = await onBoth();
    const sessionId = await startCheckout(both[0]);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, index) => pay(both[index % 2] as SignedUp, sessionId)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe("This checkout is already paid.");
    }
    expect(await providerObjects(both[0].userId, "subscription")).toHaveLength(1);
    expect(await providerObjects(both[0].userId, "invoice")).toHaveLength(1);
  });

  it("answers every repeat of one payment's key with the first answer, and charges once", async () => {
    const both = await onBoth();
    const sessionId = await startCheckout(both[0]);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, index) => pay(both[index % 2] as SignedUp, sessionId, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(TIMES).fill(200));
    expect(new Set(answers.map((answer) => answer.body.redirectUrl))).toEqual(
      new Set([`/order-confirmation?session_id=${sessionId}`]),
    );
    expect(await providerObjects(both[0].userId, "invoice")).toHaveLength(1);

    // The same key with another request is refused, not answered with the first's answer.
    const other = await both[0].agent
      .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
      .set("x-csrf-token", both[0].csrf)
      .set("idempotency-key", key)
      .send({ cardNumber: "5555 5555 5555 4444", ...CARD_DETAILS })
      .expect(422);
    expect(other.body.error.message).toBe(
      "This Idempotency-Key was already used for a different request.",
    );
  });

  it("never starts a second subscription from a second checkout of the same account", async () => {
    const owner = await signUp(first);
    const [one, two] = [await startCheckout(owner), await startCheckout(owner)];
    const answers = await Promise.all([pay(owner, one), pay(owner, two)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.errorCode).toBe(
      "PAYMENT_ALREADY_SUBSCRIBED",
    );
    expect(await providerObjects(owner.userId, "subscription")).toHaveLength(1);
  });

  it(`charges a $7,500 web-design checkout paid ${TIMES} times at once once`, async () => {
    const { agent, token } = await visitorWithToken(first);
    const email = uniqueEmail("buyer");
    const created = await agent
      .post("/api/web-design/orders")
      .set("x-csrf-token", token)
      .send({
        package: "brokerage",
        name: "Olivia Reyes",
        email,
        phone: "555 010 2030",
        company: "Bayside Realty",
      })
      .expect(201);
    const sessionId = (created.body.checkoutUrl as string).replace("/pay/checkout/", "");
    const visitor = await visitorWithToken(second);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, index) =>
        (index % 2 ? visitor.agent : agent)
          .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
          .set("x-csrf-token", index % 2 ? visitor.token : token)
          .send({ cardNumber: GOOD, ...CARD_DETAILS }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const checkout = await db.prisma.localPaymentObject.findUniqueOrThrow({
      where: { id: sessionId },
    });
    const invoices = await db.prisma.localPaymentObject.findMany({
      where: { kind: "invoice", owner: checkout.owner },
    });
    expect(invoices.map(amountOf)).toEqual([7500]);
    await settle(first);
    const order = await db.prisma.webDesignOrder.findUniqueOrThrow({
      where: { id: created.body.orderId as string },
    });
    expect(order.status).toBe("paid");
    expect(await db.prisma.emailLog.count({ where: { toEmail: email } })).toBe(1);
  });

  /** A customer past the trial on Growth, signed in on both instances at mid-period. */
  async function activeOnGrowth(): Promise<[SignedUp, SignedUp]> {
    let [one] = await onBoth();
    await pay(one, await startCheckout(one)).expect(200);
    clock.advance(7 * DAY_MS + 60_000);
    await runJob(first, BILLING_JOBS.clock);
    clock.advance(10 * DAY_MS);
    one = { ...one, ...(await signIn(first, one.email)) };
    return [one, { ...one, ...(await signIn(second, one.email)) }];
  }

  function upgrade(owner: SignedUp, key?: string) {
    const call = owner.agent.post("/api/billing/plan-change").set("x-csrf-token", owner.csrf);
    if (key) call.set("idempotency-key", key);
    return call.send({ plan: "unlimited", billing: "monthly" });
  }

  const prorated = async (userId: string) =>
    (await providerObjects(userId, "invoice")).filter((row) =>
      String((row.data as { description: string }).description).startsWith("Change to"),
    );

  it(`makes one prorated charge of ${TIMES} upgrades at once, however they are keyed`, async () => {
    const both = await activeOnGrowth();
    const preview = await both[0].agent
      .get("/api/billing/plan-change?plan=unlimited&billing=monthly")
      .expect(200);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, index) => upgrade(both[index % 2] as SignedUp)),
    );
    for (const answer of answers) {
      // The first's result, or the plain refusal of a change already made.
      if (answer.status === 200) expect(answer.body.subscription.plan).toBe("unlimited");
      else expect(answer.body.error.fieldErrors.plan).toEqual(["This is already your plan"]);
    }
    const charges = await prorated(both[0].userId);
    expect(charges.map(amountOf)).toEqual([preview.body.preview.amountDueNow]);

    const keyed = await activeOnGrowth();
    const key = randomUUID();
    const repeats = await Promise.all(
      Array.from({ length: TIMES }, (_, index) => upgrade(keyed[index % 2] as SignedUp, key)),
    );
    expect(repeats.map((answer) => answer.status)).toEqual(Array(TIMES).fill(200));
    for (const repeat of repeats) expect(repeat.body).toEqual(repeats[0]?.body);
    expect(repeats[0]?.body.subscription.plan).toBe("unlimited");
    expect(await prorated(keyed[0].userId)).toHaveLength(1);
  });

  it("never refunds more than was paid, however many refunds run at once", async () => {
    const owner = await signUp(first);
    await pay(owner, await startCheckout(owner)).expect(200);
    clock.advance(7 * DAY_MS + 60_000);
    await runJob(first, BILLING_JOBS.clock);
    const [renewal] = (await providerObjects(owner.userId, "invoice")).filter(
      (row) => amountOf(row) > 0,
    );
    if (!renewal) throw new Error("no paid invoice");
    const billing = [first, second].map((app) => app.locals.services.billing);
    const tries = await Promise.allSettled(
      Array.from({ length: TIMES }, (_, index) =>
        billing[index % 2].refund(renewal.id, amountOf(renewal) * 0.4),
      ),
    );
    expect(tries.filter((one) => one.status === "fulfilled")).toHaveLength(2);
    for (const refused of tries.filter((one) => one.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason.message).toMatch(
        /^Only \$\d+\.\d\d of this invoice is left to refund\.$/,
      );
    }
    const refunded = await db.prisma.localPaymentObject.findUniqueOrThrow({
      where: { id: renewal.id },
    });
    expect((refunded.data as { amountRefunded: number }).amountRefunded).toBeCloseTo(
      amountOf(renewal) * 0.8,
      2,
    );
  });

  it("renews once when the provider's clock runs on two instances at once", async () => {
    const owner = await signUp(first);
    await pay(owner, await startCheckout(owner)).expect(200);
    clock.advance(7 * DAY_MS + 60_000);
    await Promise.all([
      runJob(first, BILLING_JOBS.clock),
      runJob(second, BILLING_JOBS.clock),
      runJob(first, BILLING_JOBS.clock),
      runJob(second, BILLING_JOBS.clock),
    ]);
    const invoices = await providerObjects(owner.userId, "invoice");
    // The trial's $0 invoice, then one renewal.
    expect(invoices.map(amountOf)).toEqual([0, 59]);
  });

  it("keeps a refusal for its key: a repeat of a declined payment is declined without trying", async () => {
    const owner = await signUp(first);
    const sessionId = await startCheckout(owner);
    const key = randomUUID();
    const declined = () =>
      owner.agent
        .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
        .set("x-csrf-token", owner.csrf)
        .set("idempotency-key", key)
        .send({ cardNumber: "4000 0000 0000 0002", ...CARD_DETAILS });
    const answers = await Promise.all([declined(), declined()]);
    expect(answers.map((answer) => answer.body.error?.errorCode)).toEqual([
      "PAYMENT_PROCESSING_ERROR",
      "PAYMENT_PROCESSING_ERROR",
    ]);
    const kept = await db.prisma.idempotencyKey.findMany({ where: { key } });
    expect(kept).toMatchObject([{ status: "done", responseStatus: 402 }]);
    // A new attempt (a new key) with a good card goes through.
    await pay(owner, sessionId, randomUUID()).expect(200);
  });

  it("refuses a malformed key and forgets kept answers after 24 hours", async () => {
    const owner = await signUp(first);
    const sessionId = await startCheckout(owner);
    const refused = await pay(owner, sessionId, "x".repeat(256)).expect(422);
    expect(refused.body.error.message).toBe(
      "The Idempotency-Key header must be 1 to 255 visible characters.",
    );
    await pay(owner, sessionId, randomUUID()).expect(200);
    const before = await db.prisma.idempotencyKey.count();
    expect(before).toBeGreaterThan(0);
    clock.advance(DAY_MS + 60_000);
    await runJob(first, "idempotency-purge");
    expect(await db.prisma.idempotencyKey.count()).toBe(0);
  });
});
