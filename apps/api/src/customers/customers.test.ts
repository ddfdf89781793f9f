import { ZCustomerProfileResponse } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, signUp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("GET /api/customers/profile on $name", (target) => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  async function makeCustomer(userId: string, email: string, company: string) {
    const customer = await db.prisma.customer.create({
      data: {
        userId,
        email,
        username: email.slice(0, 40),
        firstName: "Grace",
        lastName: "Hopper",
        company,
      },
    });
    await db.prisma.onboardingData.create({
      data: {
        customerId: customer.id,
        businessName: `${company} Homes`,
        businessType: "Real estate",
        primaryPhone: "5551234567",
      },
    });
    return customer;
  }

  it("answers the signed-in customer's company, business name and first name", async () => {
    const owner = await signUp(app, { firstName: "Grace" });
    const customer = await makeCustomer(owner.userId, owner.email, "Hopper Realty");
    const response = await owner.agent.get("/api/customers/profile").expect(200);
    const { profile } = ZCustomerProfileResponse.parse(response.body);
    expect(profile).toMatchObject({
      customerId: customer.id,
      company: "Hopper Realty",
      businessName: "Hopper Realty Homes",
      firstName: "Grace",
      email: owner.email,
      aiStatus: "yellow",
    });
    const onboarding = await db.prisma.onboardingData.findUniqueOrThrow({
      where: { customerId: customer.id },
    });
    expect(onboarding.businessHours).toBe("9:00 AM - 5:00 PM Monday-Friday");
  });

  it("is for signed-in users only", async () => {
    const response = await request(app).get("/api/customers/profile").expect(401);
    expect(response.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");
  });

  it("never answers another customer's data, whatever the request names", async () => {
    const alice = await signUp(app, { firstName: "Alice" });
    const bob = await signUp(app, { firstName: "Bobby" });
    const bobs = await makeCustomer(bob.userId, bob.email, "Bob Realty");
    await makeCustomer(alice.userId, alice.email, "Alice Realty");
    for (const path of [
      `/api/customers/profile?customerId=${bobs.id}`,
      `/api/customers/profile?userId=${bob.userId}`,
    ]) {
      const response = await alice.agent.get(path).set("x-customer-id", bobs.id).expect(200);
      expect(response.body.profile).toMatchObject({ firstName: "Alice", company: "Alice Realty" });
      expect(JSON.stringify(response.body)).not.toContain("Bob Realty");
    }
  });

  it("logs each signed-in request into user_activity_logs", async () => {
    const user = await signUp(app);
    await user.agent.get("/api/customers/profile").set("x-page", "/dashboard").expect(200);
    await request(app)
      .get("/api/customers/profile")
      .set("authorization", `Bearer ${user.authToken}`)
      .expect(200);
    await settle(app);
    const rows = await db.prisma.userActivityLog.findMany({
      where: { userId: user.userId, action: "GET /api/customers/profile" },
      orderBy: { createdAt: "asc" },
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      method: "GET",
      statusCode: 200,
      page: "/dashboard",
      ipAddress: expect.any(String),
    });
    expect(rows[0]?.responseTime).toBeGreaterThanOrEqual(0);
    expect(rows[1]?.page).toBe("/api/customers/profile");
  });

  it("logs a signed-in visitor's form submissions too", async () => {
    const user = await signUp(app);
    await user.agent
      .post("/api/contact")
      .set("x-csrf-token", user.csrf)
      .send({
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "5551234567",
        company: "Lovelace Realty",
        requestType: "consultation",
      })
      .expect(201);
    await settle(app);
    const rows = await db.prisma.userActivityLog.findMany({
      where: { userId: user.userId, action: "POST /api/contact" },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.statusCode).toBe(201);
  });
});
