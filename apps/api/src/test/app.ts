import { RATE_LIMITS } from "@ringline/api-client";
import pino from "pino";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { type AppDependencies, createApp, type SettleBackground } from "../app.js";
import type { Database } from "../db/database.js";
import { createSecretBox } from "../security/secret-box.js";

export type TestApp = ReturnType<typeof createApp>;

/** A database that fails any use: for requests that must be answered before reaching it. */
export const noDatabase = {
  kind: "pglite",
  // What raw SQL would use; nothing in these requests gets that far either.
  raw: { kind: "pglite" },
  prisma: new Proxy(
    {},
    {
      get() {
        throw new Error("the database must not be touched by these requests");
      },
    },
  ),
  close: async () => {},
} as unknown as Database;

export const TEST_SECRET = "test-secret-test-secret-test-secret";

/** The secrets key of test apps (a fixed one, so suites can read what they sealed). */
export const testSecretBox = createSecretBox(Buffer.alloc(32, 7));

// Suites make many requests from one address; the rate-limit suite sets its own figures.
const GENEROUS = { windowMs: 60 * 60 * 1000, limit: 10_000 };
const GENEROUS_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, GENEROUS]),
);

export type TestAppOptions = Partial<Omit<AppDependencies, "db" | "logger" | "sessionSecret">>;

/** The app over a test database, quiet, with a fixed secret and generous rate limits. */
export function createTestApp(db: Database, options: string | TestAppOptions = {}): TestApp {
  const extra = typeof options === "string" ? { siteDir: options } : options;
  return createApp({
    db,
    logger: pino({ level: "silent" }),
    sessionSecret: TEST_SECRET,
    secretBox: testSecretBox,
    logRequests: false,
    publicUrl: "http://ringline.test",
    // Every answer is checked against its route's schema: a wrong answer fails the test.
    validateResponses: true,
    ...extra,
    rateLimits: { ...GENEROUS_LIMITS, ...extra.rateLimits },
  });
}

/** Waits for the rows written after answers (activity log, impersonation audit). */
export function settle(app: TestApp): Promise<void> {
  return (app.locals.settle as SettleBackground)();
}

/** A cookie-keeping visitor holding a fresh CSRF token. */
export async function visitorWithToken(app: TestApp): Promise<{ agent: TestAgent; token: string }> {
  const agent = request.agent(app);
  const response = await agent.get("/api/csrf-token").expect(200);
  return { agent, token: response.body.csrfToken as string };
}

/** A clock the test moves by hand. */
export function createFakeClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

let sequence = 0;

/** A unique e-mail address per call, so suites sharing a database never collide. */
export function uniqueEmail(name = "user"): string {
  sequence += 1;
  return `${name}.${process.pid}.${sequence}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const STRONG_PASSWORD = "Correct9Horse";

export interface SignedUp {
  agent: TestAgent;
  csrf: string;
  authToken: string;
  userId: string;
  email: string;
}

/** Signs a new user up through the API; the agent keeps the session and visitor cookies. */
export async function signUp(
  app: TestApp,
  overrides: { email?: string; password?: string; firstName?: string } = {},
): Promise<SignedUp> {
  const { agent, token } = await visitorWithToken(app);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await agent
    .post("/auth/signup")
    .set("x-csrf-token", token)
    .send({
      firstName: overrides.firstName ?? "Ada",
      lastName: "Lovelace",
      email,
      password,
      confirmPassword: password,
    })
    .expect(201);
  return {
    agent,
    csrf: token,
    authToken: response.body.authToken as string,
    userId: response.body.user.id as string,
    email,
  };
}

/** The token in the newest e-mail of a type sent to an address (read from the outbox). */
export async function tokenFromOutbox(
  db: Database,
  to: string,
  emailType: string,
): Promise<string> {
  const email = await db.prisma.emailLog.findFirst({
    where: { toEmail: to, emailType },
    orderBy: { createdAt: "desc" },
  });
  const match = email ? /[?&]token=([^\s&]+)/.exec(email.content) : null;
  if (!match?.[1]) throw new Error(`no ${emailType} e-mail with a token for ${to}`);
  return decodeURIComponent(match[1]);
}

/** Runs one of the app's recurring jobs by name, as the job queue would on its schedule. */
export async function runJob(app: TestApp, name: string): Promise<void> {
  const jobs = app.locals.jobs as ReadonlyArray<{ name: string; run(): Promise<void> }>;
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no recurring job named ${name}`);
  await job.run();
}

/** Signs an existing user in again (a session ends after a while on a test's clock). */
export async function signIn(app: TestApp, email: string, password = STRONG_PASSWORD) {
  const { agent, token } = await visitorWithToken(app);
  const response = await agent
    .post("/api/auth/login")
    .set("x-csrf-token", token)
    .send({ email, password })
    .expect(200);
  return { agent, csrf: token, authToken: response.body.authToken as string };
}
