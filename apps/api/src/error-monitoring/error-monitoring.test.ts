import { ZClientErrorReportResponse } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, signUp, type TestApp, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { fingerprintOf } from "./error-log.repository.js";

function report(message: string, line = 12) {
  return {
    message,
    stack: `TypeError: ${message}\n    at Pricing (https://ringline.test/assets/pricing.js:${line}:5)\n    at render`,
    component: "Pricing",
    severity: "medium",
    boundary: "component",
    url: "https://ringline.test/pricing",
    userAgent: "Mozilla/5.0",
  };
}

describe("fingerprintOf", () => {
  it("ignores numbers, line and column, and keeps messages and components apart", () => {
    const a = fingerprintOf({
      message: "Item 12 missing",
      stack: report("x", 1).stack,
      component: "A",
    });
    const b = fingerprintOf({
      message: "Item 99 missing",
      stack: report("x", 7).stack,
      component: "A",
    });
    const c = fingerprintOf({
      message: "Item 99 missing",
      stack: report("x", 7).stack,
      component: "B",
    });
    expect(a).toBe(b);
    expect(c).not.toBe(b);
  });
});

describe.each(testDatabaseTargets)("POST /api/error-monitoring/client-error on $name", (target) => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { environment: "test" });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("groups reports by fingerprint, counts occurrences and affected people, answers errorId", async () => {
    const message = `Cannot read properties of undefined ${Math.random()}`.replace(/\d/g, "");
    const first = await visitorWithToken(app);
    const post = (agent = first.agent, token = first.token, line = 12) =>
      agent
        .post("/api/error-monitoring/client-error")
        .set("x-csrf-token", token)
        .send(report(message, line));

    const one = ZClientErrorReportResponse.parse((await post()).body);
    const two = ZClientErrorReportResponse.parse((await post(first.agent, first.token, 40)).body);
    expect(two.errorId).toBe(one.errorId);
    expect(two.occurrenceCount).toBe(2);

    const second = await visitorWithToken(app);
    await post(second.agent, second.token).expect(201);
    const user = await signUp(app);
    await post(user.agent, user.csrf).expect(201);
    await post(user.agent, user.csrf).expect(201);

    const group = await db.prisma.errorLog.findUniqueOrThrow({ where: { errorId: one.errorId } });
    expect(group).toMatchObject({
      occurrenceCount: 5,
      affectedUsers: 3,
      severity: "medium",
      component: "Pricing",
      environment: "test",
      resolved: false,
    });
    expect(group.lastSeen.getTime()).toBeGreaterThanOrEqual(group.firstSeen.getTime());
  });

  it("raises a group's severity to the highest reported", async () => {
    const { agent, token } = await visitorWithToken(app);
    const body = report(`Chunk failed ${Math.random()}`.replace(/\d/g, ""));
    const first = await agent
      .post("/api/error-monitoring/client-error")
      .set("x-csrf-token", token)
      .send(body)
      .expect(201);
    await agent
      .post("/api/error-monitoring/client-error")
      .set("x-csrf-token", token)
      .send({ ...body, severity: "critical" })
      .expect(201);
    const group = await db.prisma.errorLog.findUniqueOrThrow({
      where: { errorId: first.body.errorId },
    });
    expect(group.severity).toBe("critical");
  });

  it.each([
    ["message", "", "Error message is required"],
    ["severity", "fatal", "Severity must be low, medium, high or critical"],
  ])("refuses %s %j with %j", async (field, value, message) => {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/error-monitoring/client-error")
      .set("x-csrf-token", token)
      .send({ ...report("x"), [field]: value })
      .expect(422);
    expect(response.body.error.fieldErrors[field]).toEqual([message]);
  });

  it("needs a CSRF token", async () => {
    await request(app).post("/api/error-monitoring/client-error").send(report("x")).expect(403);
  });
});
