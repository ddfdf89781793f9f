// Guessing a customer's password is slowed per account without locking the owner out: failed
// sign-ins from any address count together, and a device that signed in before gets through.
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  createFakeClock,
  createTestApp,
  runJob,
  STRONG_PASSWORD,
  settle,
  signUp,
  type TestApp,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { SIGN_IN_LIMITS } from "./sign-in-throttle.js";

describe.each(testDatabaseTargets)("sign-in throttling on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock();
  let address = 0;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now, trustProxy: 1 });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  /**
   * Signs in from `agent` (a new client from a new address when not given) and expects
   * `status`.
   */
  async function signInFrom(status: number, email: string, password: string, agent?: TestAgent) {
    const client = agent ? { agent, token: await csrfOf(agent) } : await visitorWithToken(app);
    address += 1;
    return client.agent
      .post("/api/auth/login")
      .set("x-csrf-token", client.token)
      .set("x-forwarded-for", `198.51.100.${address % 250}`)
      .send({ email, password })
      .expect(status);
  }

  async function csrfOf(agent: TestAgent): Promise<string> {
    return (await agent.get("/api/csrf-token").expect(200)).body.csrfToken as string;
  }

  it("makes strangers wait after 10 failures, while the owner's own device still gets in", async () => {
    const { email } = await signUp(app);
    // The owner signed in on their phone before: it keeps a signed device cookie.
    const phone = (await visitorWithToken(app)).agent;
    await signInFrom(200, email, STRONG_PASSWORD, phone);

    for (let guess = 0; guess < SIGN_IN_LIMITS.customer; guess++) {
      await signInFrom(401, email, `Wrong-guess-${guess}`);
    }
    // From anywhere else, even the right password waits, and says how long.
    const stranger = await signInFrom(429, email, STRONG_PASSWORD);
    expect(stranger.body.error).toMatchObject({
      errorCode: "API_RATE_LIMITED",
      message:
        "Too many failed sign-ins for this account. Try again in 15 minutes, or sign in from a device you have used before.",
    });
    expect(Number(stranger.headers["retry-after"])).toBe(15 * 60);
    // The same account however the address is written.
    await signInFrom(429, `  ${email.toUpperCase()} `, STRONG_PASSWORD);
    // The owner's phone is not locked out.
    await signInFrom(200, email, STRONG_PASSWORD, phone);
    // Another account is not touched.
    const other = await signUp(app);
    await signInFrom(200, other.email, STRONG_PASSWORD);
    // Once the 15 minutes are over, anyone with the password gets in again, and the hourly
    // job forgets the window.
    clock.advance(15 * 60_000);
    await runJob(app, "sign-in-throttle-purge");
    expect(await db.prisma.signInThrottle.count()).toBe(0);
    await signInFrom(200, email, STRONG_PASSWORD);
  });

  it("stops trusting a known device that keeps failing", async () => {
    const { email } = await signUp(app);
    const laptop = (await visitorWithToken(app)).agent;
    await signInFrom(200, email, STRONG_PASSWORD, laptop);
    for (let guess = 0; guess < SIGN_IN_LIMITS.device; guess++) {
      await signInFrom(401, email, `Wrong-guess-${guess}`, laptop);
    }
    // The device's failures did not count against the account...
    await signInFrom(200, email, STRONG_PASSWORD);
    // ...but the device now counts with the strangers: once they are over the limit, it waits.
    for (let guess = 0; guess < SIGN_IN_LIMITS.customer; guess++) {
      await signInFrom(401, email, `Wrong-guess-${guess}`, laptop);
    }
    await signInFrom(429, email, STRONG_PASSWORD, laptop);
  });

  it("slows an unknown account's guesses just the same, saying nothing about whether it exists", async () => {
    const email = uniqueEmail("nobody");
    for (let guess = 0; guess < SIGN_IN_LIMITS.customer; guess++) {
      await signInFrom(401, email, `Wrong-guess-${guess}`);
    }
    await signInFrom(429, email, STRONG_PASSWORD);
  });

  it("refuses a device cookie made for another account or forged", async () => {
    const one = await signUp(app);
    const two = await signUp(app);
    const shared = (await visitorWithToken(app)).agent;
    await signInFrom(200, one.email, STRONG_PASSWORD, shared);
    for (let guess = 0; guess < SIGN_IN_LIMITS.customer; guess++) {
      await signInFrom(401, two.email, `Wrong-guess-${guess}`);
    }
    // The cookie names account one: for account two this device is a stranger.
    await signInFrom(429, two.email, STRONG_PASSWORD, shared);
    const forged = (await visitorWithToken(app)).agent;
    forged.jar.setCookie("rl_device=AAAAAAAAAAAAAAAAAAAAAA.forged; Path=/api/auth");
    await signInFrom(429, two.email, STRONG_PASSWORD, forged);
  });
});
