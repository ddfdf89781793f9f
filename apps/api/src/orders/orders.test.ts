import { ZOrderListResponse, ZOrderResponse } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, signUp, type TestApp, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555 123 4567",
  company: "Lovelace Realty",
  businessType: "Real estate",
  selectedPlan: "growth",
  paymentPeriod: "annual",
  includeSetup: true,
  agreeToTerms: true,
};

describe.each(testDatabaseTargets)("orders on $name", (target) => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("stores an anonymous order as pending with the seeded plan's price", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent.post("/api/orders").set("x-csrf-token", token).send(valid);
    expect(response.status).toBe(201);
    const { data } = ZOrderResponse.parse(response.body);
    expect(data).toMatchObject({ orderStatus: "pending", selectedPlan: "growth", amount: 474 });
    const row = await db.prisma.order.findUniqueOrThrow({ where: { id: data.id } });
    expect(row.userId).toBeNull();
  });

  it.each([
    ["agreeToTerms", false, "You must agree to the terms and conditions"],
    ["selectedPlan", "platinum", "Please select a plan"],
    ["paymentPeriod", "weekly", "Please select monthly or annual billing"],
    ["phone", "12", "Please enter a valid phone number"],
  ])("refuses %s %j with %j", async (field, value, message) => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/orders")
      .set("x-csrf-token", token)
      .send({ ...valid, [field]: value })
      .expect(422);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
  });

  it("attaches a signed-in user's order to the account and lists only their own", async () => {
    const buyer = await signUp(app);
    const other = await signUp(app);
    await buyer.agent
      .post("/api/orders")
      .set("x-csrf-token", buyer.csrf)
      .send({ ...valid, selectedPlan: "starter", paymentPeriod: "monthly" })
      .expect(201);
    await other.agent.post("/api/orders").set("x-csrf-token", other.csrf).send(valid).expect(201);

    const mine = ZOrderListResponse.parse((await buyer.agent.get("/api/orders").expect(200)).body);
    expect(mine.items.map((order) => [order.selectedPlan, order.amount])).toEqual([
      ["starter", 39],
    ]);
  });

  it("lists orders for signed-in users only", async () => {
    const response = await request(app).get("/api/orders").expect(401);
    expect(response.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");
  });
});
