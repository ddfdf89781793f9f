import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AvailabilityOffer,
  availabilityOffer,
  deliver,
  type LiveOwner,
  liveOwner,
  toolCall,
} from "../calls/test-support.js";
import type { Database } from "../db/database.js";
import { createTestApp, runJob, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import {
  type CalendarStandIn,
  startCalendarStandIn,
} from "../test/stand-ins/calendar-stand-ins.js";

// Integrations end to end on the API: the OAuth dance against a local authorization server
// (PKCE, state bound to the session, used once), sealed tokens, free/busy in the offered
// slots, bookings written to the owner's calendar exactly once (also when callers race),
// cancel and reschedule by phone, a calendar that cannot be reached, refresh and revocation.

const CLIENT = { clientId: "ringline-test-client", clientSecret: "ringline-test-secret" };

describe.each(testDatabaseTargets)("integrations on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let google: CalendarStandIn;
  let microsoft: CalendarStandIn;

  beforeAll(async () => {
    db = await target.open();
    [google, microsoft] = await Promise.all([
      startCalendarStandIn({ ...CLIENT, email: "dana@harborhomes.example" }),
      startCalendarStandIn({ ...CLIENT, email: "dana@outlook.example" }),
    ]);
    app = createTestApp(db, {
      integrations: {
        google: { ...CLIENT, baseUrl: google.url },
        microsoft: { ...CLIENT, baseUrl: microsoft.url },
        localCalendar: true,
        calendarTimeoutMs: 1_000,
        // Every check reads the calendar (a call's checks share answers for 30 s otherwise).
        busyCacheMs: 0,
      },
    });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await Promise.all([google?.close(), microsoft?.close()]);
    await db?.close();
  });
  beforeEach(() => {
    google.events.length = 0;
    microsoft.events.length = 0;
    google.delayMs = 0;
    google.failNext(0);
  });

  /** Runs the OAuth dance as the owner's browser would: start, consent, callback. */
  async function connect(owner: LiveOwner, stand: CalendarStandIn, provider: string) {
    const started = await owner.agent
      .post("/api/integrations/authorize")
      .set("x-csrf-token", owner.csrf)
      .send({ provider })
      .expect(200);
    const address = new URL(started.body.authorizationUrl);
    expect(address.origin).toBe(stand.url);
    expect(address.searchParams.get("code_challenge_method")).toBe("S256");
    const page = await fetch(address);
    const html = await page.text();
    const grant = /name="grant" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const state = address.searchParams.get("state") ?? "";
    const consent = await fetch(`${stand.url}/consent`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant, state, decision: "allow" }),
      redirect: "manual",
    });
    const callback = new URL(consent.headers.get("location") ?? "");
    return { callback: `${callback.pathname}${callback.search}`, state };
  }

  async function overview(owner: LiveOwner) {
    return (await owner.agent.get("/api/integrations").expect(200)).body as {
      connections: Array<{
        id: string;
        provider: string;
        accountLabel: string;
        bookInto: boolean;
        status: string;
        lastError: string | null;
      }>;
      providers: Array<{ id: string; available: boolean }>;
    };
  }

  async function connected(stand: CalendarStandIn, provider: string) {
    const owner = await liveOwner(app, db);
    const { callback } = await connect(owner, stand, provider);
    const back = await owner.agent.get(callback).expect(302);
    expect(back.headers.location).toBe(`/dashboard/integrations?connected=${provider}`);
    return owner;
  }

  const offer = (owner: LiveOwner, args: Record<string, unknown> = {}, from?: string) =>
    availabilityOffer(app, owner, args, from);

  it("connects Google through the consent screen, with the tokens sealed at rest", async () => {
    const owner = await connected(google, "google");
    const { connections } = await overview(owner);
    expect(connections).toEqual([
      expect.objectContaining({
        provider: "google",
        accountLabel: "dana@harborhomes.example",
        status: "connected",
        bookInto: true,
      }),
    ]);
    const row = await db.prisma.integrationConnection.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    const access = [...google.tokens.entries()].find(([, token]) => token.kind === "access")?.[0];
    expect(access).toBeDefined();
    expect(row.credentials).not.toContain(access as string);
    expect(row.credentials.startsWith("v1.")).toBe(true);
  });

  it("finishes an authorization only in the session that started it, once, within its time", async () => {
    const owner = await liveOwner(app, db);
    const other = await liveOwner(app, db);
    const { callback } = await connect(owner, google, "google");
    // Another signed-in person following the link gets nothing, and the state is spent.
    const stolen = await other.agent.get(callback).expect(302);
    expect(stolen.headers.location).toContain("integrationError=INTEGRATION_AUTHORIZATION_FAILED");
    const late = await owner.agent.get(callback).expect(302);
    expect(late.headers.location).toContain("integrationError=INTEGRATION_AUTHORIZATION_FAILED");
    expect((await overview(owner)).connections).toEqual([]);
    expect((await overview(other)).connections).toEqual([]);
    // A made-up state, and a visitor without a session.
    await request(app)
      .get("/api/integrations/oauth/callback?code=x&state=made-up")
      .expect(302)
      .expect("location", /INTEGRATION_AUTHORIZATION_FAILED/);
  });

  it("leaves busy times out of the offer and books into the owner's calendar, once", async () => {
    const owner = await connected(google, "google");
    const first = await offer(owner);
    const busy = first.slots[0];
    expect(busy).toBeDefined();
    const start = Date.parse(busy?.startsAt as string);
    google.addBusy(start, start + 30 * 60_000, "Dentist");
    const second = await offer(owner);
    expect(second.slots.map((slot) => slot.slotId)).not.toContain(busy?.slotId);
    const chosen = second.slots[0] as AvailabilityOffer["slots"][number];
    const call = toolCall(
      owner,
      "book_appointment",
      { slotId: chosen.slotId, name: "Dana Whitfield", notes: "Bridgeway house" },
      { from: "+14155550177" },
    );
    const booked = await deliver(app, call.body).expect(200);
    expect(booked.body.results[0].result).toMatch(/^Booked:/);
    // The same tool call delivered again (signed anew) books nothing more.
    await deliver(app, call.body, { timestamp: Math.floor(Date.now() / 1000) + 1 }).expect(200);
    const written = google.events.filter((event) => event.summary !== "Dentist");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      start: Date.parse(chosen.startsAt),
      summary: "Property showing with Dana Whitfield",
    });
    expect(written[0]?.description).toContain("Phone: +14155550177");
    expect(written[0]?.description).toContain("Notes: Bridgeway house");
    expect(written[0]?.description).toMatch(/\/dashboard\/call-logs\?call=/);
    const appointment = await db.prisma.appointment.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    expect(appointment.calendarEventId).toBe(written[0]?.id);

    // A second call from the same phone cancels it: the event is gone, the slot open again.
    const cancelled = await deliver(
      app,
      toolCall(owner, "cancel_appointment", {}, { from: "+14155550177" }).body,
    ).expect(200);
    expect(cancelled.body.results[0].result).toMatch(
      /^Cancelled: Property showing with Dana Whitfield/,
    );
    expect(google.events.filter((event) => event.summary !== "Dentist")).toEqual([]);
    const after = await db.prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } });
    expect(after).toMatchObject({ status: "cancelled", slotKey: null, calendarEventId: null });
    const again = await deliver(
      app,
      toolCall(owner, "cancel_appointment", {}, { from: "+14155550177" }).body,
    ).expect(200);
    expect(again.body.results[0].result).toMatch(/couldn't find an upcoming booking/);
  });

  it("moves a booking and its event when the caller reschedules", async () => {
    const owner = await connected(google, "google");
    const slots = (await offer(owner)).slots;
    const first = slots[0] as AvailabilityOffer["slots"][number];
    const later = slots[1] as AvailabilityOffer["slots"][number];
    await deliver(
      app,
      toolCall(
        owner,
        "book_appointment",
        { slotId: first.slotId, name: "Lee" },
        { from: "+14155550188" },
      ).body,
    ).expect(200);
    const moved = await deliver(
      app,
      toolCall(owner, "reschedule_appointment", { slotId: later.slotId }, { from: "+14155550188" })
        .body,
    ).expect(200);
    expect(moved.body.results[0].result).toMatch(/^Moved: Property showing with Lee is now on/);
    expect(google.events).toHaveLength(1);
    expect(google.events[0]?.start).toBe(Date.parse(later.startsAt));
  });

  it("gives one booking and one event to twenty callers racing for one slot", async () => {
    const owner = await connected(google, "google");
    const slot = (await offer(owner)).slots[0] as AvailabilityOffer["slots"][number];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        deliver(
          app,
          toolCall(
            owner,
            "book_appointment",
            { slotId: slot.slotId, name: `Caller ${index}` },
            { from: `+141555503${String(index).padStart(2, "0")}` },
          ).body,
        ),
      ),
    );
    const results = answers.map((answer) => answer.body.results[0].result as string);
    expect(results.filter((result) => result.startsWith("Booked:"))).toHaveLength(1);
    for (const result of results.filter((item) => !item.startsWith("Booked:"))) {
      const fresh = JSON.parse(result) as AvailabilityOffer;
      expect(fresh.slots.map((item) => item.slotId)).not.toContain(slot.slotId);
    }
    expect(
      await db.prisma.appointment.count({
        where: { customerId: owner.customerId, slotKey: { not: null } },
      }),
    ).toBe(1);
    expect(google.events).toHaveLength(1);
  });

  it("takes a callback request and tells the owner when the calendar cannot be reached", async () => {
    const owner = await connected(google, "google");
    google.failNext(100);
    const callId = crypto.randomUUID();
    const answer = await deliver(
      app,
      toolCall(owner, "check_availability", {}, { id: callId, from: "+14155550199" }).body,
    ).expect(200);
    const parsed = JSON.parse(answer.body.results[0].result as string) as AvailabilityOffer & {
      instructions: string;
    };
    expect(parsed.slots).toEqual([]);
    expect(parsed.message).toMatch(/can't reach the calendar/);
    expect(parsed.instructions).toContain("capture_lead");
    // Asked again in the same call: the owner is told once.
    await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: "20991231T0900-0", name: "X" }, { id: callId })
        .body,
    ).expect(200);
    const emails = await db.prisma.emailLog.findMany({
      where: { customerId: owner.customerId, emailType: "calendar-unreachable" },
    });
    expect(emails).toHaveLength(1);
    const texts = await db.prisma.smsMessage.findMany({
      where: { customerId: owner.customerId, kind: "owner-calendar-unreachable" },
    });
    expect(texts).toHaveLength(1);
    expect(await db.prisma.appointment.count({ where: { customerId: owner.customerId } })).toBe(0);
    const { connections } = await overview(owner);
    expect(connections[0]?.lastError).toMatch(/Google Calendar could not be reached/);
    google.failNext(0);
  });

  it("keeps a booking whose event could not be written, tells the owner, and writes it once later", async () => {
    const owner = await connected(google, "google");
    const slot = (await offer(owner)).slots[0] as AvailabilityOffer["slots"][number];
    // The re-check reads free/busy; the insert after it is refused.
    const failing = startFailingInserts(google);
    const kept = await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: slot.slotId, name: "Sam" }).body,
    ).expect(200);
    failing.stop();
    expect(kept.body.results[0].result).toMatch(/^Booked:/);
    const appointment = await db.prisma.appointment.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    expect(appointment.calendarEventId).toBeNull();
    expect(appointment.calendarSyncError).toMatch(/Google/);
    expect(
      await db.prisma.emailLog.count({
        where: { customerId: owner.customerId, emailType: "calendar-not-written" },
      }),
    ).toBe(1);
    await runJob(app, "calendar-writes");
    await runJob(app, "calendar-writes");
    const written = await db.prisma.appointment.findUniqueOrThrow({
      where: { id: appointment.id },
    });
    expect(written.calendarEventId).not.toBeNull();
    expect(
      google.events.filter((event) => event.summary === "Property showing with Sam"),
    ).toHaveLength(1);
  });

  it("honours the buffer and the minimum notice", async () => {
    const owner = await connected(google, "google");
    const before = await offer(owner);
    const first = before.slots[0] as AvailabilityOffer["slots"][number];
    const start = Date.parse(first.startsAt);
    // Busy right after the first slot: with a 15-minute buffer the first slot is no longer open.
    google.addBusy(start + 30 * 60_000 + 5 * 60_000, start + 90 * 60_000);
    await owner.agent
      .put("/api/integrations/scheduling")
      .set("x-csrf-token", owner.csrf)
      .send({ bufferMinutes: 15, noticeMinutes: 60 * 24 * 3 })
      .expect(200);
    // The owner cache keeps settings a few seconds: a new owner record is read for a new call soon;
    // read through a fresh app built on the same database.
    const fresh = createTestApp(db, {
      integrations: { google: { ...CLIENT, baseUrl: google.url } },
    });
    const answer = await deliver(fresh, toolCall(owner, "check_availability", {}).body).expect(200);
    const after = JSON.parse(answer.body.results[0].result as string) as AvailabilityOffer;
    expect(after.slots.map((slot) => slot.slotId)).not.toContain(first.slotId);
    for (const slot of after.slots) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(
        Date.now() + 3 * 86_400_000 - 60_000,
      );
    }
    await settle(fresh);
  });

  it("refreshes an access token that ends soon, and marks the connection when the grant is gone", async () => {
    const owner = await connected(google, "google");
    const row = await db.prisma.integrationConnection.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    // Make the kept access token look expired: the next read refreshes it.
    const box = (await import("../test/app.js")).testSecretBox;
    const credentials = JSON.parse(box.open(row.credentials));
    credentials.oauth.expiresAt = Date.now() - 1000;
    await db.prisma.integrationConnection.update({
      where: { id: row.id },
      data: { credentials: box.seal(JSON.stringify(credentials)) },
    });
    await offer(owner);
    const refreshed = JSON.parse(
      box.open(
        (await db.prisma.integrationConnection.findUniqueOrThrow({ where: { id: row.id } }))
          .credentials,
      ),
    );
    expect(refreshed.oauth.accessToken).not.toBe(credentials.oauth.accessToken);
    expect(refreshed.oauth.refreshToken).toBe(credentials.oauth.refreshToken);
    // The owner revoked Ringline at Google: the refresh is refused, the owner sees why.
    for (const token of google.tokens.values()) token.revoked = true;
    refreshed.oauth.expiresAt = Date.now() - 1000;
    await db.prisma.integrationConnection.update({
      where: { id: row.id },
      data: { credentials: box.seal(JSON.stringify(refreshed)) },
    });
    const answer = await offer(owner);
    expect(answer.message).toMatch(/can't reach the calendar/);
    const { connections } = await overview(owner);
    expect(connections[0]).toMatchObject({
      status: "error",
      lastError: expect.stringMatching(/Reconnect/),
    });
  });

  it("disconnects: the grant is revoked at the provider and the sealed copy deleted", async () => {
    const owner = await connected(google, "google");
    const { connections } = await overview(owner);
    const id = connections[0]?.id as string;
    const issuedBefore = [...google.tokens.values()].filter((token) => !token.revoked).length;
    expect(issuedBefore).toBeGreaterThan(0);
    const answer = await owner.agent
      .delete(`/api/integrations/${id}`)
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(answer.body.message).toBe(
      "Google Calendar is disconnected: Ringline no longer reads or writes it.",
    );
    expect(await db.prisma.integrationConnection.count({ where: { id } })).toBe(0);
    // Every token of that grant is revoked at the stand-in.
    const grantTokens = [...google.tokens.values()].filter((token) => token.revoked);
    expect(grantTokens.length).toBeGreaterThanOrEqual(2);
  });

  it("connects Microsoft 365 through Graph: whom, busy times and bookings", async () => {
    const owner = await connected(microsoft, "microsoft");
    const { connections } = await overview(owner);
    expect(connections[0]).toMatchObject({
      provider: "microsoft",
      accountLabel: "dana@outlook.example",
    });
    const first = (await offer(owner)).slots[0] as AvailabilityOffer["slots"][number];
    microsoft.addBusy(Date.parse(first.startsAt), Date.parse(first.startsAt) + 30 * 60_000);
    const second = await offer(owner);
    expect(second.slots.map((slot) => slot.slotId)).not.toContain(first.slotId);
    const chosen = second.slots[0] as AvailabilityOffer["slots"][number];
    await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: chosen.slotId, name: "Ola" }).body,
    ).expect(200);
    expect(
      microsoft.events.filter((event) => event.summary === "Property showing with Ola"),
    ).toHaveLength(1);
  });

  it("offers the demo calendar: busy times typed in the dashboard keep slots from the offer", async () => {
    const owner = await liveOwner(app, db);
    const made = await owner.agent
      .post("/api/integrations/connect")
      .set("x-csrf-token", owner.csrf)
      .send({ provider: "local-calendar" })
      .expect(201);
    expect(made.body).toMatchObject({ provider: "local-calendar", bookInto: true });
    const first = (await offer(owner)).slots[0] as AvailabilityOffer["slots"][number];
    const start = Date.parse(first.startsAt);
    await owner.agent
      .post("/api/integrations/local-calendar/events")
      .set("x-csrf-token", owner.csrf)
      .send({
        title: "Open house",
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 30 * 60_000).toISOString(),
      })
      .expect(201);
    const second = await offer(owner);
    expect(second.slots.map((slot) => slot.slotId)).not.toContain(first.slotId);
    const chosen = second.slots[0] as AvailabilityOffer["slots"][number];
    await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: chosen.slotId, name: "Pat" }).body,
    ).expect(200);
    const events = (await owner.agent.get("/api/integrations/local-calendar/events").expect(200))
      .body.items as Array<{ title: string; booking: boolean }>;
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Open house", booking: false }),
        expect.objectContaining({ title: "Property showing with Pat", booking: true }),
      ]),
    );
  });

  it("refuses what it cannot do, in the envelope", async () => {
    const owner = await liveOwner(app, db);
    const key = await owner.agent
      .post("/api/integrations/connect")
      .set("x-csrf-token", owner.csrf)
      .send({ provider: "google", apiKey: "abcdefgh12" })
      .expect(422);
    expect(key.body.error.errorCode).toBe("API_VALIDATION_ERROR");
    const missing = await owner.agent
      .post("/api/integrations/authorize")
      .set("x-csrf-token", owner.csrf)
      .send({ provider: "hubspot" })
      .expect(409);
    expect(missing.body.error.errorCode).toBe("INTEGRATION_NOT_AVAILABLE");
    const other = await connected(google, "google");
    const theirs = (await overview(other)).connections[0]?.id as string;
    await owner.agent
      .delete(`/api/integrations/${theirs}`)
      .set("x-csrf-token", owner.csrf)
      .expect(404);
    expect(await db.prisma.integrationConnection.count({ where: { id: theirs } })).toBe(1);
  });
});

/** Makes the stand-in refuse event inserts (503) until stopped, letting free/busy through. */
function startFailingInserts(stand: CalendarStandIn) {
  const original = stand.requests.push.bind(stand.requests);
  stand.requests.push = (...items: string[]) => {
    for (const item of items) {
      if (/^POST \/calendar\/v3\/calendars\/[^/]+\/events$/.test(item)) stand.failNext(1);
    }
    return original(...items);
  };
  return {
    stop() {
      stand.requests.push = original;
    },
  };
}
