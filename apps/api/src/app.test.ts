import * as fc from "fast-check";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "./admin/initial-admin.js";
import type { Database } from "./db/database.js";
import {
  createTestApp,
  settle,
  signUp,
  type TestApp,
  uniqueEmail,
  visitorWithToken,
} from "./test/app.js";
import { testDatabaseTargets } from "./test/databases.js";

type Method = "post" | "get" | "delete";

// Every route, and the field names it reads, so generated bodies get past the first checks.
const ENDPOINTS: Array<{ method: Method; path: string; fields: string[] }> = [
  {
    method: "post",
    path: "/api/contact",
    fields: ["name", "email", "phone", "company", "message", "requestType"],
  },
  {
    method: "post",
    path: "/api/demo-bookings",
    fields: [
      "name",
      "email",
      "phone",
      "company",
      "realtorType",
      "currentCalls",
      "preferredDate",
      "preferredTime",
      "timezone",
      "message",
    ],
  },
  {
    method: "post",
    path: "/api/orders",
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "businessType",
      "selectedPlan",
      "paymentPeriod",
      "includeSetup",
      "agreeToTerms",
    ],
  },
  {
    method: "post",
    path: "/api/error-monitoring/client-error",
    fields: [
      "message",
      "stack",
      "component",
      "severity",
      "boundary",
      "url",
      "userAgent",
      "errorId",
      "metadata",
      "occurredAt",
    ],
  },
  {
    method: "post",
    path: "/auth/signup",
    fields: ["firstName", "lastName", "email", "password", "confirmPassword"],
  },
  { method: "post", path: "/api/auth/login", fields: ["email", "password"] },
  { method: "post", path: "/api/auth/forgot-password", fields: ["email"] },
  {
    method: "post",
    path: "/api/auth/reset-password",
    fields: ["token", "password", "confirmPassword"],
  },
  { method: "post", path: "/api/auth/verify-email", fields: ["token"] },
  { method: "post", path: "/api/auth/resend-verification", fields: [] },
  { method: "post", path: "/api/auth/change-email", fields: ["newEmail", "password"] },
  {
    method: "post",
    path: "/api/auth/change-password",
    fields: ["currentPassword", "password", "confirmPassword"],
  },
  { method: "get", path: "/auth/me", fields: [] },
  { method: "get", path: "/api/auth/sessions", fields: [] },
  { method: "delete", path: "/api/auth/sessions/not-a-session", fields: [] },
  { method: "get", path: "/api/customers/profile", fields: [] },
  { method: "get", path: "/api/orders", fields: [] },
  {
    method: "post",
    path: "/api/admin/auth/login",
    fields: ["email", "password", "totpCode", "backupCode"],
  },
  { method: "get", path: "/api/admin/auth/me", fields: [] },
  { method: "post", path: "/api/admin/auth/totp/enroll", fields: [] },
  { method: "post", path: "/api/admin/auth/totp/verify", fields: ["code"] },
  { method: "post", path: "/api/admin/impersonation", fields: ["customerId", "reason"] },
  { method: "post", path: "/api/admin/impersonation/stop", fields: ["impersonationId"] },
  { method: "get", path: "/api/admin/audit-log", fields: [] },
  { method: "get", path: "/api/chat/welcome", fields: [] },
  {
    method: "post",
    path: "/api/chat",
    fields: ["message", "conversationId", "chatMode", "userInfo", "history"],
  },
  {
    method: "post",
    path: "/api/chat/support",
    fields: ["message", "conversationId", "chatMode", "userInfo", "history"],
  },
  {
    method: "post",
    path: "/api/chat/stream",
    fields: ["message", "conversationId", "chatMode", "userInfo", "history"],
  },
  {
    method: "post",
    path: "/api/chat/end-conversation",
    fields: ["conversationId", "userInfo", "messages"],
  },
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant("nul\u0000inside"),
  fc.constantFrom("demo", "team", "morning", "growth", "annual", "America/Chicago", "2026-12-01"),
);

/** Random JSON: any value at all, or an object over the endpoint's own field names. */
function bodies(fields: string[]) {
  const shaped =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(scalar, fc.jsonValue({ maxDepth: 2 })))
      : fc.constant({});
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), shaped);
}

describe.each(testDatabaseTargets)("random JSON on every endpoint ($name)", (target) => {
  let db: Database;
  let app: TestApp;
  const agents: Array<{ name: string; agent: TestAgent; csrf: string }> = [];

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    const anonymous = await visitorWithToken(app);
    agents.push({ name: "anonymous", agent: anonymous.agent, csrf: anonymous.token });
    const user = await signUp(app);
    agents.push({ name: "customer", agent: user.agent, csrf: user.csrf });
    const email = uniqueEmail("fuzz-admin");
    await ensureAdmin(db, { email, password: "Admin-Str0ng-Pass", username: "fuzzadmin" });
    const admin = await visitorWithToken(app);
    await admin.agent
      .post("/api/admin/auth/login")
      .set("x-csrf-token", admin.token)
      .send({ email, password: "Admin-Str0ng-Pass" })
      .expect(200);
    agents.push({ name: "admin", agent: admin.agent, csrf: admin.token });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  it.each(ENDPOINTS)("$method $path never answers 500", async ({ method, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 1, 2), bodies(fields), async (who, body) => {
        const chosen = agents[who] ?? agents[0];
        if (!chosen) throw new Error("no agents");
        const { agent, csrf } = chosen;
        const call = agent[method](path).set("x-csrf-token", csrf);
        const response =
          method === "get"
            ? await call
            : await call.set("content-type", "application/json").send(JSON.stringify(body));
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.status >= 400) expect(response.body.success).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});
