import { RATE_LIMITS } from "@ringline/api-client";
import pino from "pino";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { type AppDependencies, createApp, type SettleBackground } from "../app.js";
import type { Database } from "../db/database.js";
import { createSecretBox } from "../security/secret-box.js";
import { type CapturingMailTransport, createCapturingMailTransport } from "./mail.js";

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
  query: async () => {
    throw new Error("the database must not be touched by these requests");
  },
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

/** Anything of the app's settings but its database and secret (a `logger` replaces the silent one). */
export type TestAppOptions = Partial<Omit<AppDependencies, "db" | "sessionSecret">>;

const transports = new WeakMap<TestApp, CapturingMailTransport>();

/**
 * The app over a test database, quiet, with a fixed secret and generous rate limits; its mail
 * goes to an in-memory transport (`deliveredMail`) unless `mailTransport` is given.
 */
export function createTestApp(db: Database, options: string | TestAppOptions = {}): TestApp {
  const extra = typeof options === "string" ? { siteDir: options } : options;
  const mailTransport = createCapturingMailTransport();
  const app = createApp({
    db,
    logger: pino({ level: "silent" }),
    sessionSecret: TEST_SECRET,
    secretBox: testSecretBox,
    logRequests: false,
    publicUrl: "http://ringline.test",
    // Every answer is checked against its route's schema: a wrong answer fails the test.
    validateResponses: true,
    mailTransport,
    ...extra,
    rateLimits: { ...GENEROUS_LIMITS, ...extra.rateLimits },
  });
  if (!extra.mailTransport) transports.set(app, mailTransport);
  return app;
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

/**
 * A new CSRF token for an agent: signing in or out rotates the token, so the one fetched
 * before no longer works (as the site's client, which asks again after signing in).
 */
export async function freshCsrfToken(agent: TestAgent): Promise<string> {
  const response = await agent.get("/api/csrf-token").expect(200);
  return response.body.csrfToken as string;
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
    csrf: await freshCsrfToken(agent),
    authToken: response.body.authToken as string,
    userId: response.body.user.id as string,
    email,
  };
}

/**
 * The mail the app's transport accepted so far, once the outbox's sends have settled (read from
 * the transport, never the database).
 */
export async function deliveredMail(app: TestApp): Promise<CapturingMailTransport["messages"]> {
  await settle(app);
  return mailTransportOf(app).messages;
}

/** The in-memory transport a test app sends its mail through (to make it refuse, or wait). */
export function mailTransportOf(app: TestApp): CapturingMailTransport {
  const transport = transports.get(app);
  if (!transport) throw new Error("this app was given its own mail transport");
  return transport;
}

/** The token in the newest delivered e-mail of a type sent to an address. */
export async function tokenFromMail(app: TestApp, to: string, emailType: string): Promise<string> {
  const email = (await deliveredMail(app))
    .filter((message) => message.to === to && message.type === emailType)
    .at(-1);
  const match = email ? /[?&]token=([^\s&]+)/.exec(email.text) : null;
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
  return { agent, csrf: await freshCsrfToken(agent), authToken: response.body.authToken as string };
}
