import { ZContactResponse, ZErrorEnvelope } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(555) 123-4567",
  company: "Lovelace Realty",
  message: "About 40 leads a month",
  requestType: "demo",
};

describe.each(testDatabaseTargets)("POST /api/contact on $name", (target) => {
  let db: Database;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("stores a valid request and answers 201 with the stored row's id", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({ ...valid, name: "  Ada Lovelace  " })
      .expect(201);

    const body = ZContactResponse.parse(response.body);
    const row = await db.prisma.contact.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(555) 123-4567",
      company: "Lovelace Realty",
      message: "About 40 leads a month",
      requestType: "demo",
    });
    expect(row.createdAt.toISOString()).toBe(body.data.createdAt);
  });

  it("stores a consultation request without the optional message", async () => {
    const { agent, token } = await visitorWithToken(app);
    const { message: _message, ...withoutMessage } = valid;
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({ ...withoutMessage, requestType: "consultation" })
      .expect(201);
    const row = await db.prisma.contact.findUniqueOrThrow({ where: { id: response.body.data.id } });
    expect(row.requestType).toBe("consultation");
    expect(row.message).toBeNull();
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["company", "", "Company name is required"],
    ["requestType", "sales", "Request type must be demo or consultation"],
  ])("answers 422 for a bad %s and stores nothing", async (field, value, message) => {
    const before = await db.prisma.contact.count();
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({ ...valid, [field]: value })
      .expect(422);

    const envelope = ZErrorEnvelope.parse(response.body);
    expect(envelope.error.errorCode).toBe("API_VALIDATION_ERROR");
    expect(envelope.error.fieldErrors).toEqual({ [field]: [message] });
    expect(envelope.error.supportReference).toMatch(/^ERR-API_VALIDATION_ERROR-\d{8}-/);
    expect(await db.prisma.contact.count()).toBe(before);
  });

  it("answers 422 with every field's message when the body is empty", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({})
      .expect(422);
    expect(Object.keys(response.body.error.fieldErrors).sort()).toEqual(
      ["company", "email", "name", "phone", "requestType"].sort(),
    );
  });

  it("refuses text with a NUL character with 422 rather than failing in the database", async () => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", token)
      .send({ ...valid, message: "a\u0000b" })
      .expect(422);
    expect(response.body.error.fieldErrors).toEqual({
      message: ["Must not contain NUL characters"],
    });
  });

  it("refuses a request without a CSRF token with 403 and stores nothing", async () => {
    const before = await db.prisma.contact.count();
    const response = await request(app).post("/api/contact").send(valid).expect(403);
    expect(ZErrorEnvelope.parse(response.body).error).toMatchObject({
      errorCode: "AUTH_CSRF_TOKEN_INVALID",
      message: expect.stringContaining("security token is required"),
    });
    expect(await db.prisma.contact.count()).toBe(before);
  });

  it("refuses a forged token and a token issued to another visitor", async () => {
    const { agent, token } = await visitorWithToken(app);
    const forged = `${token.slice(0, -2)}xx`;
    await agent.post("/api/contact").set("x-csrf-token", forged).send(valid).expect(403);

    const other = await visitorWithToken(app);
    const response = await agent
      .post("/api/contact")
      .set("x-csrf-token", other.token)
      .send(valid)
      .expect(403);
    expect(response.body.error.message).toMatch(/security token is invalid/);
  });

  it("checks CSRF before validating, so bad input without a token is still 403", async () => {
    await request(app).post("/api/contact").send({ name: "x" }).expect(403);
  });
});
