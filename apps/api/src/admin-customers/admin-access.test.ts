import { randomUUID } from "node:crypto";
import { API_ROUTES } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { customerWithRecord, signedInAdmin } from "../test/admins.js";
import { createTestApp, settle, type TestApp, visitorWithToken } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

/** Every route of the table that only administrators may call. */
const ADMIN_ONLY = Object.entries(API_ROUTES).filter(
  ([, route]) => route.access === "admin" || route.access === "admin-write",
);
const ADMIN_WRITES = ADMIN_ONLY.filter(([, route]) => route.access === "admin-write");

const pathOf = (path: string) => path.replaceAll(/:\w+/g, randomUUID());
const verbOf = (method: string) =>
  method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";

describe.each(testDatabaseTargets)("who may call the admin routes on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let customerToken: string;
  let impersonationToken: string;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    const customer = await customerWithRecord(app, db);
    customerToken = customer.authToken;
    const admin = await signedInAdmin(app, db, { twoFactor: true });
    const started = await admin.agent
      .post("/api/admin/impersonation")
      .set("x-csrf-token", admin.csrf)
      .send({ customerId: customer.customerId })
      .expect(201);
    impersonationToken = started.body.impersonationToken as string;
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  it("covers the back office's routes", () => {
    expect(ADMIN_ONLY.map(([name]) => name)).toEqual(
      expect.arrayContaining(["getAuditLog", "listAdminCustomers", "suspendAdminCustomer"]),
    );
  });

  const callers: Array<[string, () => string | undefined]> = [
    ["no token", () => undefined],
    ["a customer token", () => customerToken],
    ["an impersonation token", () => impersonationToken],
  ];

  describe.each(callers)("with %s", (_caller, tokenOf) => {
    it.each(ADMIN_ONLY)("refuses %s", async (_name, route) => {
      // A fresh visitor with a valid CSRF token: only the missing admin session can refuse it.
      const { agent, token } = await visitorWithToken(app);
      const call = agent[verbOf(route.method)](pathOf(route.path));
      if (route.method !== "GET") call.set("x-csrf-token", token);
      const bearer = tokenOf();
      if (bearer) call.set("authorization", `Bearer ${bearer}`);
      const response = await call.send(route.method === "GET" ? undefined : {});
      expect([response.status, response.body.error?.errorCode]).toEqual([
        401,
        "ADMIN_NOT_AUTHENTICATED",
      ]);
    });
  });

  describe("a support administrator", () => {
    it("reads the customer list", async () => {
      const support = await signedInAdmin(app, db, { role: "support" });
      const response = await support.agent.get("/api/admin/customers").expect(200);
      expect(response.body.total).toBeGreaterThan(0);
    });

    it.each(ADMIN_WRITES)("is refused %s with ADMIN_FORBIDDEN", async (_name, route) => {
      const support = await signedInAdmin(app, db, { role: "support" });
      const response = await support.agent[verbOf(route.method)](pathOf(route.path))
        .set("x-csrf-token", support.csrf)
        .send({});
      expect([response.status, response.body.error?.errorCode]).toEqual([403, "ADMIN_FORBIDDEN"]);
    });
  });
});
