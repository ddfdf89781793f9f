import { generate } from "otplib";
import type TestAgent from "supertest/lib/agent.js";
import { expect } from "vitest";
import { ensureAdmin } from "../admin/initial-admin.js";
import type { Database } from "../db/database.js";
import { freshCsrfToken, signUp, type TestApp, uniqueEmail, visitorWithToken } from "./app.js";

export const ADMIN_PASSWORD = "Admin-Str0ng-Pass";

export interface SignedInAdmin {
  agent: TestAgent;
  csrf: string;
  email: string;
  adminUserId: string;
  /** The authenticator app's secret, once enrolled (the database holds it sealed). */
  totpSecret: string | undefined;
}

/**
 * A new administrator of `role`, signed in on its own agent and enrolled in two-factor codes
 * through the API, as every admin route but enrolment needs (with `now`, the app's clock);
 * `twoFactor: false` stops after the password, for the tests of what that alone may reach.
 */
export async function signedInAdmin(
  app: TestApp,
  db: Database,
  options: { role?: string; twoFactor?: boolean; now?: () => number } = {},
): Promise<SignedInAdmin> {
  const email = uniqueEmail("admin");
  const username = email.split("@")[0]?.slice(0, 40) ?? "admin";
  await ensureAdmin(db, { email, password: ADMIN_PASSWORD, username });
  const admin = await db.prisma.adminUser.update({
    where: { email },
    data: { role: options.role ?? "admin" },
    select: { id: true },
  });
  const visitor = await visitorWithToken(app);
  const { agent } = visitor;
  await agent
    .post("/api/admin/auth/login")
    .set("x-csrf-token", visitor.token)
    .send({ email, password: ADMIN_PASSWORD })
    .expect(200);
  const token = await freshCsrfToken(agent);
  let totpSecret: string | undefined;
  if (options.twoFactor !== false) {
    const enrol = await agent
      .post("/api/admin/auth/totp/enroll")
      .set("x-csrf-token", token)
      .expect(200);
    totpSecret = enrol.body.secret as string;
    const epoch = Math.floor((options.now ?? Date.now)() / 1000);
    await agent
      .post("/api/admin/auth/totp/verify")
      .set("x-csrf-token", token)
      .send({ code: await generate({ secret: totpSecret, epoch }) })
      .expect(200);
  }
  return { agent, csrf: token, email, adminUserId: admin.id, totpSecret };
}

/** A signed-up customer with a customer record (as a paid sign-up has). */
export async function customerWithRecord(
  app: TestApp,
  db: Database,
  fields: { firstName?: string; company?: string; email?: string } = {},
) {
  const user = await signUp(app, {
    firstName: fields.firstName ?? "Carol",
    ...(fields.email ? { email: fields.email } : {}),
  });
  const customer = await db.prisma.customer.create({
    data: {
      userId: user.userId,
      email: user.email,
      username: user.email.slice(0, 40),
      firstName: fields.firstName ?? "Carol",
      lastName: "Customer",
      company: fields.company ?? "Carol Realty",
    },
    select: { id: true },
  });
  expect(customer.id).toBeTruthy();
  return { ...user, customerId: customer.id };
}
