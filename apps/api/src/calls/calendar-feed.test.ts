import { readFile } from "node:fs/promises";
import { type TCalendarFeedAddress, ZCalendarFeedResponse } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPERSONATION_TTL_MS } from "../admin/impersonation.service.js";
import type { Database } from "../db/database.js";
import { defaultMigrationsDir } from "../db/migrate.js";
import { hashToken } from "../security/tokens.js";
import { type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import {
  createFakeClock,
  createTestApp,
  settle,
  type TestApp,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { type LiveOwner, liveOwner } from "./test-support.js";

// The calendar feed's secret: kept only as its hash (old raw secrets hashed in place by the
// migration, their addresses still working), shown once, and a link made while an
// administrator impersonates the owner ends with that impersonation.

const MIGRATION = "20261128104704_calendar_feed_token_hashed";
const MINUTE = 60_000;

const tokenOf = (url: string) => new URL(url).pathname.split("/")[3] ?? "";

describe.each(testDatabaseTargets)("the calendar feed's secret on $name", (target) => {
  const clock = createFakeClock();
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now });
    owner = await liveOwner(app, db);
    admin = await signedInAdmin(app, db, { now: clock.now });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  // (The app checks every answer against its route's schema.)
  const makeFeed = async (who: LiveOwner): Promise<TCalendarFeedAddress> =>
    (await who.agent.post("/api/calendar-feed").set("x-csrf-token", who.csrf).expect(200)).body
      .feed;

  const ownerRow = async () =>
    (await db.query("SELECT * FROM users WHERE id = $1", [owner.userId]))[0] ?? {};

  /** An impersonation of the owner by `admin`: its bearer token and id. */
  async function impersonate() {
    const started = await admin.agent
      .post("/api/admin/impersonation")
      .set("x-csrf-token", admin.csrf)
      .send({ customerId: owner.customerId, reason: "Calendar help" })
      .expect(201);
    return {
      id: started.body.impersonation.id as string,
      bearer: `Bearer ${started.body.impersonationToken as string}`,
    };
  }

  /** A feed made while impersonating the owner. */
  async function feedMadeBy(impersonation: { bearer: string }): Promise<TCalendarFeedAddress> {
    const { agent, token } = await visitorWithToken(app);
    const made = await agent
      .post("/api/calendar-feed")
      .set("x-csrf-token", token)
      .set("authorization", impersonation.bearer)
      .expect(200);
    return made.body.feed;
  }

  it("keeps only the hash of the secret, and finds the feed by it", async () => {
    const feed = await makeFeed(owner);
    const token = tokenOf(feed.url);
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await ownerRow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Object.values(row)).toContain(hashToken(token));
    await request(app).get(new URL(feed.url).pathname).expect(200);
    // The hash itself is no address.
    await request(app)
      .get(`/api/calendar/${hashToken(token)}/feed.ics`)
      .expect(404);
  });

  it("shows the address once: when it is made, not when asked again", async () => {
    const feed = await makeFeed(owner);
    const asked = await owner.agent.get("/api/calendar-feed").expect(200);
    expect(JSON.stringify(asked.body)).not.toContain(tokenOf(feed.url));
    expect(feed).toEqual({
      url: expect.stringMatching(/^http:\/\/ringline\.test\/api\/calendar\/[\w-]{43}\/feed\.ics$/),
      webcalUrl: feed.url.replace(/^http:/, "webcal:"),
      createdAt: new Date(clock.now()).toISOString(),
      endsWithImpersonation: false,
    });
    expect(ZCalendarFeedResponse.parse(asked.body).feed).toEqual({
      createdAt: feed.createdAt,
      endsWithImpersonation: false,
    });
    await owner.agent.delete("/api/calendar-feed").set("x-csrf-token", owner.csrf).expect(200);
    expect((await owner.agent.get("/api/calendar-feed").expect(200)).body.feed).toBeNull();
    await request(app).get(new URL(feed.url).pathname).expect(404);
  });

  it("keeps serving an address made before the secret was hashed, once the migration ran", async () => {
    const raw = "Qm9vay1tZS1hLXNob3dpbmctcGxlYXNlLXRoYW5rcy0x";
    // The old way: the raw secret in the column (the migration renamed it before hashing).
    await db.query("UPDATE users SET calendar_feed_token_hash = $1 WHERE id = $2", [
      raw,
      owner.userId,
    ]);
    const script = await readFile(`${defaultMigrationsDir()}/${MIGRATION}/migration.sql`, "utf8");
    const hashing = script
      .split(";")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => /sha256/i.test(statement));
    expect(hashing).toHaveLength(1);
    await db.query(hashing[0] ?? "");
    expect((await ownerRow()).calendar_feed_token_hash).toBe(hashToken(raw));
    const ics = await request(app).get(`/api/calendar/${raw}/feed.ics`).expect(200);
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // A feed from before the date was kept says so.
    const asked = ZCalendarFeedResponse.parse(
      (await owner.agent.get("/api/calendar-feed").expect(200)).body,
    );
    expect(asked.feed).toEqual({ createdAt: null, endsWithImpersonation: false });
  });

  it("ends a link made while impersonating with the impersonation; the owner's own link stays", async () => {
    const other = await liveOwner(app, db);
    const own = await makeFeed(other);
    const impersonation = await impersonate();
    const made = await feedMadeBy(impersonation);
    await request(app).get(new URL(made.url).pathname).expect(200);
    await admin.agent
      .post("/api/admin/impersonation/stop")
      .set("x-csrf-token", admin.csrf)
      .send({ impersonationId: impersonation.id })
      .expect(200);
    const refused = await request(app).get(new URL(made.url).pathname).expect(404);
    expect(refused.body.error.errorCode).toBe("API_NOT_FOUND");
    expect((await owner.agent.get("/api/calendar-feed").expect(200)).body.feed).toBeNull();
    await request(app).get(new URL(own.url).pathname).expect(200);

    // The owner's own new link is theirs, whoever made the one before.
    const mine = await makeFeed(owner);
    await request(app).get(new URL(mine.url).pathname).expect(200);
  });

  it("ends a link made while impersonating when the impersonation runs out of time", async () => {
    const impersonation = await impersonate();
    const made = await feedMadeBy(impersonation);
    expect(made.endsWithImpersonation).toBe(true);
    clock.advance(20 * MINUTE);
    const asked = await request(app)
      .get("/api/calendar-feed")
      .set("authorization", impersonation.bearer)
      .expect(200);
    expect(asked.body.feed).toMatchObject({ endsWithImpersonation: true });
    await request(app).get(new URL(made.url).pathname).expect(200);
    clock.advance(IMPERSONATION_TTL_MS);
    const refused = await request(app).get(new URL(made.url).pathname).expect(404);
    expect(refused.body.error.errorCode).toBe("API_NOT_FOUND");
  });
});
