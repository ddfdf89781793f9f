import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBackgroundWrites } from "../core/background.js";
import type { Database } from "../db/database.js";
import { createTestApp, settle, signUp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { type ActivityEntry, createActivityLog } from "./activity-log.js";

const entry = (userId: string, action: string): ActivityEntry => ({
  userId,
  customerId: null,
  ipAddress: "127.0.0.1",
  userAgent: "test",
  action,
  page: "/dashboard",
  method: "GET",
  statusCode: 200,
  responseTime: 3,
});

describe("the activity log's writes", () => {
  it("writes what is buffered with one INSERT of column arrays per flush", async () => {
    const executeRaw = vi.fn(async (_text: string, _values: unknown[]) => []);
    const db = { query: executeRaw } as unknown as Database;
    const log = createActivityLog(db, createBackgroundWrites(pino({ level: "silent" })));
    for (const action of ["GET /a", "GET /b", "GET /c"]) {
      log.record(entry("00000000-0000-4000-8000-000000000001", action));
    }
    expect(executeRaw).not.toHaveBeenCalled();
    await log.flush();
    expect(executeRaw).toHaveBeenCalledTimes(1);
    // A column per parameter: three rows, one statement, the actions in one array.
    const columns = (executeRaw.mock.calls[0]?.[1] ?? []) as unknown[];
    expect(columns).toContainEqual(["GET /a", "GET /b", "GET /c"]);
    expect(columns.every((column) => Array.isArray(column) && column.length === 3)).toBe(true);
    await log.flush();
    expect(executeRaw).toHaveBeenCalledTimes(1);
  });
});

describe.each(testDatabaseTargets)("the activity tracker on $name", (target) => {
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

  const rowsOf = async (userId: string) => {
    await settle(app);
    return db.prisma.userActivityLog.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { action: true, method: true, statusCode: true, page: true, responseTime: true },
    });
  };

  it("records a signed-in customer's requests that are refused before any route", async () => {
    const user = await signUp(app);
    // No CSRF token: refused before the route asks who is calling.
    await user.agent.post("/api/contact").send({}).expect(403);
    // No route at all.
    await user.agent.get("/api/no-such-thing").set("x-page", "/dashboard").expect(404);
    // A bearer token counts as much as the cookie.
    await request(app)
      .get("/api/nothing-here")
      .set("authorization", `Bearer ${user.authToken}`)
      .expect(404);
    const rows = await rowsOf(user.userId);
    expect(rows.map((row) => [row.action, row.statusCode])).toEqual(
      expect.arrayContaining([
        ["POST /api/contact", 403],
        ["GET /api/no-such-thing", 404],
        ["GET /api/nothing-here", 404],
      ]),
    );
    expect(rows.find((row) => row.action === "GET /api/no-such-thing")?.page).toBe("/dashboard");
  });

  it("records each answered request once, named by its route, with its time", async () => {
    const user = await signUp(app);
    await user.agent.get("/api/customers/profile").expect(200);
    const rows = (await rowsOf(user.userId)).filter(
      (row) => row.action === "GET /api/customers/profile",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("writes a batch whose user was removed meanwhile, without that user's rows", async () => {
    const kept = await signUp(app);
    const removed = await signUp(app);
    const log = createActivityLog(db, createBackgroundWrites(pino({ level: "silent" })));
    log.record(entry(kept.userId, "GET /kept-before"));
    log.record(entry(removed.userId, "GET /removed"));
    log.record(entry(kept.userId, "GET /kept-after"));
    await db.prisma.$transaction(async (transaction) => {
      await transaction.session.deleteMany({ where: { userId: removed.userId } });
      await transaction.userActivityLog.deleteMany({ where: { userId: removed.userId } });
      await transaction.user.delete({ where: { id: removed.userId } });
    });
    await log.flush();
    const actions = await db.prisma.userActivityLog.findMany({
      where: { action: { in: ["GET /kept-before", "GET /removed", "GET /kept-after"] } },
      select: { action: true, userId: true },
    });
    expect(actions.map((row) => row.action).sort()).toEqual([
      "GET /kept-after",
      "GET /kept-before",
    ]);
    expect(actions.every((row) => row.userId === kept.userId)).toBe(true);
  });

  it("records nothing for admin routes called with a customer's cookie", async () => {
    const user = await signUp(app);
    const signedUp = (await rowsOf(user.userId)).length;
    await user.agent.get("/api/admin/emails").expect(401);
    expect(await rowsOf(user.userId)).toHaveLength(signedUp);
  });
});
