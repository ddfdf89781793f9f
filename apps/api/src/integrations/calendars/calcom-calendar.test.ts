import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AvailabilityOffer,
  availabilityOffer,
  deliver,
  type LiveOwner,
  liveOwner,
  toolCall,
} from "../../calls/test-support.js";
import type { Database } from "../../db/database.js";
import { createTestApp, settle, type TestApp } from "../../test/app.js";
import { testDatabaseTargets } from "../../test/databases.js";
import { type CalcomStandIn, startCalcomStandIn } from "../../test/stand-ins/calcom-stand-in.js";
import { CredentialsRefused } from "../connections.js";
import { createCalcomCalendar } from "./calcom-calendar.js";
import type { CalendarAccess, CalendarEvent } from "./calendar-adapter.js";

// Cal.com end to end on the API, against a local stand-in of its API v2: the key checked at
// connect (and the event type chosen), its bookings kept out of the offered slots, a booking
// made exactly once (also when the tool call comes twice) and cancelled by phone.

describe.each(testDatabaseTargets)("Cal.com calendar on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let calcom: CalcomStandIn;

  beforeAll(async () => {
    db = await target.open();
    calcom = await startCalcomStandIn();
    app = createTestApp(db, {
      integrations: { calcomBaseUrl: calcom.url, calendarTimeoutMs: 2_000, busyCacheMs: 0 },
    });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await calcom?.close();
    await db?.close();
  });
  beforeEach(() => {
    calcom.bookings.length = 0;
    calcom.failNext(0);
  });

  function connectByKey(owner: LiveOwner, apiKey: string) {
    return owner.agent
      .post("/api/integrations/connect")
      .set("x-csrf-token", owner.csrf)
      .send({ provider: "calcom", apiKey });
  }

  async function connected() {
    const owner = await liveOwner(app, db);
    await connectByKey(owner, calcom.apiKey).expect(201);
    return owner;
  }

  const offer = (owner: LiveOwner, args: Record<string, unknown> = {}, from?: string) =>
    availabilityOffer(app, owner, args, from);

  it("connects with an API key, keeping the event type, and refuses a wrong key", async () => {
    const owner = await liveOwner(app, db);
    const wrong = await connectByKey(owner, "cal_live_not_the_key").expect(422);
    expect(wrong.body.error.errorCode).toBe("INTEGRATION_CREDENTIALS_INVALID");
    expect(
      await db.prisma.integrationConnection.count({ where: { customerId: owner.customerId } }),
    ).toBe(0);

    const made = await connectByKey(owner, calcom.apiKey).expect(201);
    expect(made.body).toMatchObject({
      provider: "calcom",
      accountLabel: calcom.email,
      status: "connected",
      bookInto: true,
    });
    const row = await db.prisma.integrationConnection.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    // The 30-minute event type, and the key sealed at rest.
    expect(row).toMatchObject({ calendarId: "702", accountId: "42" });
    expect(row.credentials).not.toContain(calcom.apiKey);
  });

  it("answers INTEGRATION_PROVIDER_UNAVAILABLE when Cal.com fails at connect", async () => {
    const owner = await liveOwner(app, db);
    calcom.failNext(1, 503);
    const failed = await connectByKey(owner, calcom.apiKey);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body.error.errorCode).toBe("INTEGRATION_PROVIDER_UNAVAILABLE");
  });

  it("makes no second booking for a retried write, and follows a reschedule to cancel", async () => {
    const adapter = createCalcomCalendar({ apiUrl: calcom.url });
    const access: CalendarAccess = {
      customerId: "customer",
      credentials: { apiKey: calcom.apiKey },
      calendarId: "702",
    };
    const startsAt = Date.now() + 3 * 86_400_000;
    const event: CalendarEvent = {
      key: "appointment-1",
      title: "Showing",
      description: "Booked by your Ringline receptionist.",
      startsAt,
      endsAt: startsAt + 30 * 60_000,
      timeZone: "America/Los_Angeles",
      caller: { name: null, phone: "(415) 555-0100" },
    };
    const uid = await adapter.createEvent(access, event);
    // The answer was lost: the retry finds the booking by its key.
    expect(await adapter.createEvent(access, event)).toBe(uid);
    expect(calcom.bookings).toHaveLength(1);
    expect(calcom.bookings[0]?.attendees[0]).toMatchObject({
      name: "Caller (415) 555-0100",
      email: "caller+4155550100@bookings.ringline.invalid",
    });
    expect(calcom.bookings[0]?.attendees[0]).not.toHaveProperty("phoneNumber");

    const later = { ...event, startsAt: startsAt + 3_600_000, endsAt: event.endsAt + 3_600_000 };
    await adapter.moveEvent(access, uid, later);
    const live = calcom.bookings.filter((booking) => booking.status === "accepted");
    expect(live).toEqual([expect.objectContaining({ start: later.startsAt })]);
    expect(await adapter.busy(access, { start: startsAt, end: startsAt + 86_400_000 })).toEqual([
      { start: later.startsAt, end: later.startsAt + 30 * 60_000 },
    ]);
    // The kept uid is the old one: cancelling follows it to the rescheduled booking.
    await adapter.deleteEvent(access, uid);
    expect(calcom.bookings.every((booking) => booking.status === "cancelled")).toBe(true);
    await adapter.deleteEvent(access, uid);
    await adapter.deleteEvent(access, "bk_gone");

    await expect(
      adapter.busy(
        { ...access, credentials: { apiKey: "cal_live_revoked" } },
        {
          start: startsAt,
          end: startsAt + 86_400_000,
        },
      ),
    ).rejects.toBeInstanceOf(CredentialsRefused);
  });

  it("keeps Cal.com bookings out of the offer, books once and cancels", async () => {
    const owner = await connected();
    const first = await offer(owner);
    const taken = first.slots[0];
    expect(taken).toBeDefined();
    const start = Date.parse(taken?.startsAt as string);
    calcom.addBooking(start, start + 30 * 60_000, "Dentist");
    const second = await offer(owner);
    expect(second.slots.map((slot) => slot.slotId)).not.toContain(taken?.slotId);

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
    const written = calcom.bookings.filter((booking) => booking.title !== "Dentist");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      eventTypeId: 702,
      start: Date.parse(chosen.startsAt),
      status: "accepted",
    });
    expect(written[0]?.attendees[0]).toMatchObject({
      name: "Dana Whitfield",
      email: "caller+14155550177@bookings.ringline.invalid",
      phoneNumber: "+14155550177",
    });
    const appointment = await db.prisma.appointment.findFirstOrThrow({
      where: { customerId: owner.customerId },
    });
    expect(written[0]?.metadata).toEqual({ ringlineKey: appointment.id });
    expect(appointment.calendarEventId).toBe(written[0]?.uid);

    const cancelled = await deliver(
      app,
      toolCall(owner, "cancel_appointment", {}, { from: "+14155550177" }).body,
    ).expect(200);
    expect(cancelled.body.results[0].result).toMatch(/^Cancelled:/);
    expect(written[0]?.status).toBe("cancelled");
    const after = await db.prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } });
    expect(after).toMatchObject({ status: "cancelled", calendarEventId: null });
  });
});
