import { demoBookingDateRange, ZDemoBookingResponse, ZErrorEnvelope } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, type TestApp, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

const TIMEZONE = "America/Chicago";

function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00.000Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

describe.each(testDatabaseTargets)("POST /api/demo-bookings on $name", (target) => {
  let db: Database;
  let app: TestApp;
  // The rule is "from tomorrow to 30 days ahead" by the real calendar, in the visitor's zone.
  const range = demoBookingDateRange(TIMEZONE);
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "(555) 123-4567",
    company: "Lovelace Realty",
    realtorType: "brokerage",
    currentCalls: 150,
    preferredDate: range.first,
    preferredTime: "morning",
    timezone: TIMEZONE,
    message: "Mornings work best",
  };

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function post(body: unknown) {
    const { agent, token } = await visitorWithToken(app);
    return agent
      .post("/api/demo-bookings")
      .set("x-csrf-token", token)
      .send(body as object);
  }

  it("stores a booking with status pending and answers 201", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = ZDemoBookingResponse.parse(response.body);
    expect(body.data).toMatchObject({ status: "pending", preferredDate: range.first });
    const row = await db.prisma.demoBooking.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(row).toMatchObject({
      realtorType: "brokerage",
      currentCalls: 150,
      preferredTime: "morning",
      timezone: TIMEZONE,
      status: "pending",
    });
    expect(row.preferredDate.toISOString().slice(0, 10)).toBe(range.first);
  });

  it.each([0, 25, 75, 150, 300, 500])("accepts the call band %i", async (currentCalls) => {
    expect((await post({ ...valid, currentCalls, preferredDate: range.last })).status).toBe(201);
  });

  it.each([
    ["currentCalls", -1, "Please enter a valid number"],
    ["currentCalls", "lots", "Please enter a valid number"],
    ["preferredDate", "today", "Please select a preferred date"],
    ["preferredTime", "night", "Please select a preferred time"],
    ["realtorType", "solo", "Please select your business type"],
    ["timezone", "Nowhere/Else", "Please select your timezone"],
    ["email", "ada@", "Please enter a valid email address"],
  ])("refuses %s %j with %j and stores nothing", async (field, value, message) => {
    const before = await db.prisma.demoBooking.count();
    const response = await post({ ...valid, [field]: value });
    expect(response.status).toBe(422);
    expect(ZErrorEnvelope.parse(response.body).error.fieldErrors?.[field]).toEqual([message]);
    expect(await db.prisma.demoBooking.count()).toBe(before);
  });

  it.each([
    ["today", addDays(range.first, -1)],
    ["31 days ahead", addDays(range.last, 1)],
  ])("refuses a date %s with 'Please select a preferred date'", async (_what, preferredDate) => {
    const response = await post({ ...valid, preferredDate });
    expect(response.status).toBe(422);
    expect(response.body.error.fieldErrors.preferredDate).toEqual([
      "Please select a preferred date",
    ]);
  });

  it("needs a CSRF token", async () => {
    await request(app).post("/api/demo-bookings").send(valid).expect(403);
  });
});
