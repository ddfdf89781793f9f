import { generate } from "otplib";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, expect } from "vitest";
import { ensureAdmin } from "../admin/initial-admin.js";
import type { Database } from "../db/database.js";
import {
  createTestApp,
  freshCsrfToken,
  settle,
  signUp,
  type TestApp,
  type TestAppOptions,
  uniqueEmail,
  visitorWithToken,
} from "./app.js";
import type { TestDatabaseTarget } from "./databases.js";

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

/** What {@link taggedCustomers} may set on each customer besides its name. */
export interface TaggedCustomerFields {
  company?: string;
  status?: string;
  plan?: string;
  aiStatus?: string;
}

/**
 * Customers for a list's tests, one per first name (last name "Customer"), each found by
 * searching `tag` (in the e-mail `<name>.<tag>@example.com` and, unless `fieldsOf` gives
 * another, the company `<tag> <name> Homes`), created a day apart from 1 January 2026 in the
 * order given, with the fields `fieldsOf(index)` sets.
 */
export async function taggedCustomers(
  app: TestApp,
  db: Database,
  tag: string,
  names: readonly string[],
  fieldsOf: (index: number) => TaggedCustomerFields = () => ({}),
) {
  const made: Array<Awaited<ReturnType<typeof customerWithRecord>>> = [];
  for (const [index, name] of names.entries()) {
    const { company, ...fields } = fieldsOf(index);
    const customer = await customerWithRecord(app, db, {
      firstName: name,
      company: company ?? `${tag} ${name} Homes`,
      email: `${name.toLowerCase()}.${tag}@example.com`,
    });
    await db.prisma.customer.update({
      where: { id: customer.customerId },
      data: { ...fields, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) },
    });
    made.push(customer);
  }
  return made;
}

/**
 * What every back-office test file starts from: a database of `target`, an app on it (with
 * `appOptions`, its clock among them), an administrator and a support agent signed in with two-factor
 * codes. Call it inside the file's `describe`: it registers the hooks that open everything
 * before the tests and settle and close it after them; the fields are set once they ran.
 */
export interface BackOfficeBench {
  db: Database;
  app: TestApp;
  admin: SignedInAdmin;
  support: SignedInAdmin;
  /** A POST as the administrator, with its CSRF token. */
  post(path: string, body?: Record<string, unknown>): ReturnType<TestAgent["post"]>;
  /** The administrator's audited actions, oldest first. */
  actions(): Promise<string[]>;
  /** The administrator's audit entries of `action`, oldest first. */
  audited(action: string): ReturnType<Database["prisma"]["adminAuditLog"]["findMany"]>;
}

export function backOfficeBench(
  target: TestDatabaseTarget,
  appOptions: TestAppOptions = {},
): BackOfficeBench {
  const bench = {
    post: (path: string, body: Record<string, unknown> = {}) =>
      bench.admin.agent.post(path).set("x-csrf-token", bench.admin.csrf).send(body),
    actions: async () =>
      (
        await bench.db.prisma.adminAuditLog.findMany({
          where: { adminUserId: bench.admin.adminUserId },
          select: { action: true },
          orderBy: { createdAt: "asc" },
        })
      ).map((entry) => entry.action),
    audited: (action: string) =>
      bench.db.prisma.adminAuditLog.findMany({
        where: { adminUserId: bench.admin.adminUserId, action },
        orderBy: { createdAt: "asc" },
      }),
  } as BackOfficeBench;
  beforeAll(async () => {
    bench.db = await target.open();
    bench.app = createTestApp(bench.db, appOptions);
    const now = appOptions.now ? { now: appOptions.now } : {};
    bench.admin = await signedInAdmin(bench.app, bench.db, now);
    bench.support = await signedInAdmin(bench.app, bench.db, { ...now, role: "support" });
  });
  afterAll(async () => {
    if (bench.app) await settle(bench.app);
    await bench.db?.close();
  });
  return bench;
}
