import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets } from "../test/databases.js";
import type { Database } from "./database.js";

describe.each(testDatabaseTargets)("the data model on $name", (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("has the plans seeded by a migration", async () => {
    const plans = await db.prisma.planConfiguration.findMany({ orderBy: { monthlyPrice: "asc" } });
    expect(
      plans.map((plan) => [
        plan.planId,
        Number(plan.monthlyPrice),
        Number(plan.annualPrice),
        plan.minutesIncluded,
        plan.overageRatePerMinute === null ? null : Number(plan.overageRatePerMinute),
        plan.isActive,
      ]),
    ).toEqual([
      ["starter", 39, 314, 100, 0.3, true],
      ["growth", 59, 474, 500, 0.2, true],
      ["unlimited", 99, 796, null, null, true],
    ]);
  });

  it("applies the product's defaults", async () => {
    const user = await db.prisma.user.create({
      data: { email: `defaults.${Date.now()}@example.com`, firstName: "Ada", lastName: "L" },
    });
    expect(user).toMatchObject({
      emailVerified: false,
      onboardingStatus: "signup",
      subscriptionStatus: "inactive",
      trialStatus: "inactive",
      aiStatus: "inactive",
      emailCallTranscripts: true,
      monthlyMinutesUsed: 0,
      aiGoals: [],
    });
    const customer = await db.prisma.customer.create({
      data: {
        username: `defaults${Date.now()}`,
        email: `customer.${Date.now()}@example.com`,
        firstName: "Ada",
        lastName: "L",
      },
    });
    expect(customer).toMatchObject({
      aiStatus: "yellow",
      subscriptionStatus: "inactive",
      status: "active",
      smsOptIn: true,
      onboardingCompleted: false,
    });
    expect(Number(customer.balance)).toBe(0);
    const onboarding = await db.prisma.onboardingData.create({
      data: {
        customerId: customer.id,
        businessName: "Lovelace Realty",
        businessType: "Real estate",
        primaryPhone: "5551234567",
      },
    });
    expect(onboarding.businessHours).toBe("9:00 AM - 5:00 PM Monday-Friday");
    const order = await db.prisma.order.create({
      data: {
        firstName: "Ada",
        lastName: "L",
        email: "ada@example.com",
        phone: "5551234567",
        company: "Lovelace Realty",
        businessType: "Real estate",
        selectedPlan: "starter",
        paymentPeriod: "monthly",
        agreeToTerms: true,
      },
    });
    expect(order.orderStatus).toBe("pending");
    const webhook = await db.prisma.webhookLog.create({
      data: { source: "vapi", eventType: "call.ended", payload: { id: "c1" } },
    });
    expect(webhook.status).toBe("pending");
    const email = await db.prisma.emailLog.create({
      data: { emailType: "welcome", toEmail: "ada@example.com", subject: "Hi", content: "Hello" },
    });
    expect(email.status).toBe("sent");
    const booking = await db.prisma.demoBooking.create({
      data: {
        name: "Ada",
        email: "ada@example.com",
        phone: "5551234567",
        company: "Lovelace Realty",
        realtorType: "team",
        currentCalls: 25,
        preferredDate: new Date("2026-12-01T00:00:00.000Z"),
        preferredTime: "morning",
        timezone: "UTC",
      },
    });
    expect(booking.status).toBe("pending");
  });

  it.each([
    ["a second user with the same e-mail", "user"],
    ["a second customer with the same username", "customer"],
    ["a second call with the same callId", "callLog"],
  ])("refuses %s", async (_what, model) => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    if (model === "user") {
      const data = { email: `dup.${stamp}@example.com`, firstName: "A", lastName: "B" };
      await db.prisma.user.create({ data });
      await expect(db.prisma.user.create({ data })).rejects.toMatchObject({ code: "P2002" });
    } else if (model === "customer") {
      const base = { username: `dup${stamp}`.slice(0, 50), firstName: "A", lastName: "B" };
      await db.prisma.customer.create({ data: { ...base, email: `a.${stamp}@example.com` } });
      await expect(
        db.prisma.customer.create({ data: { ...base, email: `b.${stamp}@example.com` } }),
      ).rejects.toMatchObject({ code: "P2002" });
    } else {
      const customer = await db.prisma.customer.create({
        data: {
          username: `c${stamp}`,
          email: `c.${stamp}@example.com`,
          firstName: "A",
          lastName: "B",
        },
      });
      const data = { customerId: customer.id, callId: `call-${stamp}` };
      await db.prisma.callLog.create({ data });
      await expect(db.prisma.callLog.create({ data })).rejects.toMatchObject({ code: "P2002" });
    }
  });

  it("enforces the length limits (username 50, phone 20)", async () => {
    const stamp = Date.now();
    await expect(
      db.prisma.customer.create({
        data: {
          username: "u".repeat(51),
          email: `long.${stamp}@example.com`,
          firstName: "A",
          lastName: "B",
        },
      }),
    ).rejects.toThrow();
    await expect(
      db.prisma.customer.create({
        data: {
          username: `p${stamp}`,
          email: `phone.${stamp}@example.com`,
          firstName: "A",
          lastName: "B",
          phone: "5".repeat(21),
        },
      }),
    ).rejects.toThrow();
  });
});
