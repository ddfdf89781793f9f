import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, STRONG_PASSWORD, settle, signUp, type TestApp } from "../test/app.js";
import { orderFor, payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the owner's account on $name", (target) => {
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

  it("changes names, phone, business name and the call-transcript e-mails", async () => {
    const owner = await signUp(app);
    const before = await owner.agent.get("/api/customers/profile").expect(200);
    expect(before.body.profile.emailCallTranscripts).toBe(true);
    const changed = await owner.agent
      .patch("/api/customers/profile")
      .set("x-csrf-token", owner.csrf)
      .send({
        firstName: "Grace",
        lastName: "Hopper",
        phone: "(555) 010-2030",
        businessName: "Hopper Homes",
        emailCallTranscripts: false,
      })
      .expect(200);
    expect(changed.body.profile).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      phone: "(555) 010-2030",
      businessName: "Hopper Homes",
      emailCallTranscripts: false,
    });
    const cleared = await owner.agent
      .patch("/api/customers/profile")
      .set("x-csrf-token", owner.csrf)
      .send({ phone: "" })
      .expect(200);
    expect(cleared.body.profile).toMatchObject({ phone: null, firstName: "Grace" });
    const refused = await owner.agent
      .patch("/api/customers/profile")
      .set("x-csrf-token", owner.csrf)
      .send({ firstName: "G", phone: "12" })
      .expect(422);
    expect(refused.body.error.fieldErrors).toEqual({
      firstName: ["First name must be at least 2 characters"],
      phone: ["Please enter a valid phone number"],
    });
  });

  it("deletes the account only with the password and DELETE, cancels the subscription and removes the data", async () => {
    const owner = await signUp(app);
    await payCheckout(owner, "4242424242424242", { plan: "starter" });
    const order = await owner.agent
      .post("/api/orders")
      .set("x-csrf-token", owner.csrf)
      .send(orderFor(owner.email))
      .expect(201);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });

    const wrong = await owner.agent
      .delete("/api/customers/account")
      .set("x-csrf-token", owner.csrf)
      .send({ password: "Wrong9Horse", confirmation: "DELETE" })
      .expect(401);
    expect(wrong.body.error.fieldErrors.password).toEqual(["The password is not correct."]);
    const unconfirmed = await owner.agent
      .delete("/api/customers/account")
      .set("x-csrf-token", owner.csrf)
      .send({ password: STRONG_PASSWORD, confirmation: "delete" })
      .expect(422);
    expect(unconfirmed.body.error.fieldErrors.confirmation).toEqual(["Type DELETE to confirm"]);

    const deleted = await owner.agent
      .delete("/api/customers/account")
      .set("x-csrf-token", owner.csrf)
      .send({ password: STRONG_PASSWORD, confirmation: "DELETE" })
      .expect(200);
    expect(deleted.body.message).toBe("Your account has been deleted.");
    expect(await db.prisma.user.findUnique({ where: { id: owner.userId } })).toBeNull();
    expect(await db.prisma.customer.count({ where: { email: owner.email } })).toBe(0);
    expect(await db.prisma.emailLog.count({ where: { toEmail: owner.email } })).toBe(0);
    expect(await db.prisma.session.count({ where: { userId: owner.userId } })).toBe(0);
    const kept = await db.prisma.order.findUniqueOrThrow({ where: { id: order.body.data.id } });
    expect(kept).toMatchObject({ userId: null, firstName: "Deleted", company: "Deleted account" });
    expect(kept.email).not.toContain(owner.email);
    const subscription = await db.prisma.localPaymentObject.findUniqueOrThrow({
      where: { id: user.paymentSubscriptionId ?? "" },
    });
    expect(subscription.data).toMatchObject({ status: "canceled" });
    await owner.agent.get("/auth/me").expect(401);
  });

  it("says whether Google sign-in is configured", async () => {
    const off = await request(app).get("/api/auth/providers").expect(200);
    expect(off.body).toEqual({ success: true, google: false });
    const configured = createTestApp(db, {
      google: { clientId: "id", clientSecret: "secret", issuer: "https://accounts.example" },
    });
    const on = await request(configured).get("/api/auth/providers").expect(200);
    expect(on.body).toEqual({ success: true, google: true });
  });

  it("answers one of the owner's orders, and nobody else's", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const placed = await owner.agent
      .post("/api/orders")
      .set("x-csrf-token", owner.csrf)
      .send(orderFor(owner.email, { selectedPlan: "growth", paymentPeriod: "annual" }))
      .expect(201);
    const mine = await owner.agent.get(`/api/orders/${placed.body.data.id}`).expect(200);
    expect(mine.body.order).toMatchObject({
      selectedPlan: "growth",
      amount: 474,
      orderStatus: "pending",
    });
    await other.agent.get(`/api/orders/${placed.body.data.id}`).expect(404);
  });
});
