import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ZAppointmentListResponse,
  ZCallActivityResponse,
  ZCallListResponse,
  ZCallResponse,
  ZCallStatsResponse,
  ZLeadListResponse,
} from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { deliver, endOfCallReport, type LiveOwner, liveOwner, toolCall } from "./test-support.js";

// What the owner sees: calls (filters, search, detail), the recording with range requests,
// the transcript file, CSV, leads and appointments, the calendar feed, and that none of it is
// served to another customer.

const RECORDING = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

describe.each(testDatabaseTargets)("the owner's calls on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;
  let other: LiveOwner;
  let storage: Server;
  let storageOrigin: string;
  let recordingUrl: string;
  const storageHits: string[] = [];
  const calls: string[] = [];

  beforeAll(async () => {
    storage = createServer((request, response) => {
      storageHits.push(request.url ?? "");
      if (request.url === "/page.html") {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<script>alert(document.cookie)</script>");
        return;
      }
      response.writeHead(200, { "content-type": "audio/wav", "content-length": RECORDING.length });
      response.end(RECORDING);
    });
    await new Promise<void>((resolve) => storage.listen(0, "127.0.0.1", resolve));
    storageOrigin = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
    recordingUrl = `${storageOrigin}/rec.wav`;
    db = await target.open();
    // The storage on loopback stands for the embedded emulator's (the one local origin allowed).
    app = createTestApp(db, { calls: { recordingLocalOrigin: storageOrigin } });
    owner = await liveOwner(app, db);
    other = await liveOwner(app, db);
    // Three calls: Dana books a showing, a wrong number hangs up, a voicemail.
    const dana = randomUUID();
    await deliver(
      app,
      toolCall(owner, "capture_lead", { name: "Dana Whitfield", reason: "Showing" }, { id: dana })
        .body,
    ).expect(200);
    const check = await deliver(app, toolCall(owner, "check_availability", {}, { id: dana }).body);
    const slotId = JSON.parse(check.body.results[0].result).slots[0].slotId as string;
    await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId, name: "Dana Whitfield" }, { id: dana }).body,
    ).expect(200);
    for (const [callId, seconds, endedReason, from] of [
      [dana, 140, "customer-ended-call", "+14155550177"],
      [randomUUID(), 8, "customer-ended-call", "+12125550100"],
      [randomUUID(), 40, "voicemail", "+13105550123"],
    ] as const) {
      await deliver(
        app,
        endOfCallReport(owner, { callId, seconds, endedReason, recordingUrl, from }),
      ).expect(200);
      calls.push(callId);
    }
    await settle(app);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
    await new Promise<void>((resolve) => storage?.close(() => resolve()));
  });

  const list = async (agent: LiveOwner["agent"], query: Record<string, string> = {}) =>
    ZCallListResponse.parse((await agent.get("/api/calls").query(query).expect(200)).body);
  const idOf = async (callId: string) =>
    (await db.prisma.callLog.findUniqueOrThrow({ where: { callId } })).id;

  it("lists the owner's calls newest first, with paging, filters and search", async () => {
    const all = await list(owner.agent);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.outcome).sort()).toEqual([
      "completed",
      "hung-up",
      "voicemail",
    ]);
    const firstPage = await list(owner.agent, { pageSize: "2" });
    expect(firstPage.items).toHaveLength(2);
    expect((firstPage.items[0]?.startedAt ?? "") >= (firstPage.items[1]?.startedAt ?? "")).toBe(
      true,
    );
    expect((await list(owner.agent, { pageSize: "2", page: "2" })).items).toHaveLength(1);
    expect(
      (await list(owner.agent, { leadCaptured: "true" })).items.map((item) => item.callerName),
    ).toEqual(["Dana Whitfield"]);
    expect((await list(owner.agent, { appointmentBooked: "true" })).total).toBe(1);
    expect((await list(owner.agent, { outcome: "voicemail" })).total).toBe(1);
    // The search reads the caller's name (by the beginning of its words too), the summary and
    // the transcript as whole words (every call's transcript has Dana saying hello), and the
    // number's digits anywhere.
    expect((await list(owner.agent, { q: "whitfield" })).total).toBe(1);
    expect((await list(owner.agent, { q: "Whit DAN" })).items.map((i) => i.callerName)).toEqual([
      "Dana Whitfield",
    ]);
    expect((await list(owner.agent, { q: "dana" })).total).toBe(3);
    expect((await list(owner.agent, { q: "bayside showing" })).total).toBe(3);
    expect((await list(owner.agent, { q: "bayside show" })).total).toBe(0);
    expect((await list(owner.agent, { q: "bayside nobody" })).total).toBe(0);
    expect((await list(owner.agent, { q: "212 555" })).items[0]?.callerPhone).toBe("+12125550100");
    expect((await list(owner.agent, { q: "(212) 555-0100" })).total).toBe(1);
    expect((await list(owner.agent, { q: "5550123" })).items[0]?.callerPhone).toBe("+13105550123");
    expect((await list(owner.agent, { q: "0199" })).total).toBe(0);
    expect((await list(owner.agent, { q: "'\\ --" })).total).toBe(0);
    expect((await list(other.agent, { q: "dana" })).total).toBe(0);
    // Paging by cursor: the next page starts where the last one ended.
    const first = await list(owner.agent, { pageSize: "2" });
    expect(first.totalExact).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await list(owner.agent, { pageSize: "2", cursor: first.nextCursor ?? "" });
    expect(next.nextCursor).toBeNull();
    expect([...first.items, ...next.items].map((item) => item.id)).toEqual(
      all.items.map((item) => item.id),
    );
    expect((await list(owner.agent, { pageSize: "3" })).nextCursor).toBeNull();
    const forged = Buffer.from("2026-01-01T00:00:00.000Z|not-a-row").toString("base64url");
    const refused = await owner.agent.get("/api/calls").query({ cursor: forged }).expect(422);
    expect(refused.body.error.errorCode).toBe("API_VALIDATION_ERROR");
    await owner.agent.get("/api/calls").query({ cursor: "a b" }).expect(422);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(owner.agent, { from: tomorrow })).total).toBe(0);
    expect((await list(other.agent)).total).toBe(0);
    await owner.agent.get("/api/calls").query({ outcome: "nope" }).expect(422);
  });

  it("says when the calls, leads or appointments last changed, and moves with each", async () => {
    const activity = async (agent: LiveOwner["agent"]) =>
      ZCallActivityResponse.parse((await agent.get("/api/calls/activity").expect(200)).body)
        .changedAt;
    const before = await activity(owner.agent);
    const newest = await db.prisma.callLog.findFirstOrThrow({
      where: { customerId: owner.customerId },
      orderBy: { createdAt: "desc" },
    });
    expect(before).not.toBeNull();
    expect((before ?? "") >= newest.createdAt.toISOString()).toBe(true);
    // Another customer's activity is not this one's, and an owner without calls has none.
    const fresh = await liveOwner(app, db);
    expect(await activity(fresh.agent)).toBeNull();
    await deliver(
      app,
      endOfCallReport(fresh, { callId: randomUUID(), seconds: 30, from: "+14155550188" }),
    ).expect(200);
    await settle(app);
    expect(await activity(fresh.agent)).not.toBeNull();
    expect(await activity(owner.agent)).toBe(before);
    // An owner's edit of a lead moves it too.
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { customerId: owner.customerId } });
    await owner.agent
      .patch(`/api/leads/${lead.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ status: "handled" })
      .expect(200);
    expect((await activity(owner.agent)) ?? "").not.toBe(before);
    await request(app).get("/api/calls/activity").expect(401);
  });

  it("shows one call with its conversation, lead and appointment", async () => {
    const id = await idOf(calls[0] ?? "");
    const { call } = ZCallResponse.parse(
      (await owner.agent.get(`/api/calls/${id}`).expect(200)).body,
    );
    expect(call.messages.map((line) => line.role)).toEqual(["assistant", "caller"]);
    expect(call.lead?.name).toBe("Dana Whitfield");
    expect(call.lead?.callLogId).toBe(id);
    expect(call.appointments).toHaveLength(1);
    expect(call.leadQuality).toBe("hot");
    expect(call.hasRecording).toBe(true);
  });

  it("refuses another customer's call, recording and transcript", async () => {
    const id = await idOf(calls[0] ?? "");
    for (const path of [
      `/api/calls/${id}`,
      `/api/calls/${id}/recording`,
      `/api/calls/${id}/transcript`,
    ]) {
      const response = await other.agent.get(path).expect(404);
      expect(response.body.error.errorCode).toBe("CALL_NOT_FOUND");
    }
    await request(app).get(`/api/calls/${id}/recording`).expect(401);
  });

  it("serves the recording through the API with range requests", async () => {
    const id = await idOf(calls[0] ?? "");
    const whole = await owner.agent.get(`/api/calls/${id}/recording`).buffer(true).expect(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(Buffer.from(whole.body).equals(RECORDING)).toBe(true);
    const part = await owner.agent
      .get(`/api/calls/${id}/recording`)
      .set("range", "bytes=100-199")
      .buffer(true)
      .expect(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/1000");
    expect(Buffer.from(part.body).equals(RECORDING.subarray(100, 200))).toBe(true);
    const tail = await owner.agent
      .get(`/api/calls/${id}/recording`)
      .set("range", "bytes=-10")
      .buffer(true)
      .expect(206);
    expect(tail.headers["content-range"]).toBe("bytes 990-999/1000");
    await owner.agent.get(`/api/calls/${id}/recording`).set("range", "bytes=5000-").expect(416);
  });

  it("answers CALL_AUDIO_LOAD_FAILED when the recording cannot be fetched", async () => {
    const callId = randomUUID();
    await deliver(
      app,
      endOfCallReport(owner, { callId, recordingUrl: "http://127.0.0.1:1/gone.wav" }),
    ).expect(200);
    await settle(app);
    const response = await owner.agent
      .get(`/api/calls/${await idOf(callId)}/recording`)
      .expect(502);
    expect(response.body.error.errorCode).toBe("CALL_AUDIO_LOAD_FAILED");
  });

  it("fetches recordings only from the platform's storage, and serves only audio as audio", async () => {
    // Its own owner: these calls stay out of the others' lists and figures.
    const listener = await liveOwner(app, db);
    const recordingOf = async (url: string) => {
      const callId = randomUUID();
      await deliver(app, endOfCallReport(listener, { callId, recordingUrl: url })).expect(200);
      await settle(app);
      return listener.agent.get(`/api/calls/${await idOf(callId)}/recording`).buffer(true);
    };
    const before = storageHits.length;
    // A signed report naming another loopback port, another host or plain http: never fetched.
    for (const url of [
      "http://127.0.0.1:9/internal.wav",
      `http://localhost:${new URL(storageOrigin).port}/rec.wav`,
      "https://attacker.example/rec.wav",
      "http://storage.vapi.ai/rec.wav",
    ]) {
      const refused = await recordingOf(url);
      expect(refused.status, url).toBe(502);
      expect(refused.body.error.errorCode).toBe("CALL_AUDIO_LOAD_FAILED");
    }
    expect(storageHits.length).toBe(before);
    // What is not audio is a download, never a page of our origin.
    const page = await recordingOf(`${storageOrigin}/page.html`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("application/octet-stream");
    expect(page.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const audio = await recordingOf(recordingUrl);
    expect(audio.headers["content-type"]).toBe("audio/wav");
    expect(audio.headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("downloads the transcript as text and every call as CSV", async () => {
    const id = await idOf(calls[0] ?? "");
    const file = await owner.agent.get(`/api/calls/${id}/transcript`).expect(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="call-/);
    expect(file.text).toContain("Caller: Hi, this is Dana, I'd like a showing.");
    const csv = await owner.agent
      .get("/api/calls/export")
      .query({ leadCaptured: "true" })
      .expect(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,caller_name,caller_phone,duration_seconds,billable_minutes,outcome,lead_captured,appointment_booked,after_hours,summary",
    );
    expect(lines).toHaveLength(2);
    // Every field quoted; the caller's number is a number, not a formula.
    expect(lines[1]).toContain(
      '"Dana Whitfield","+14155550177","140","3","completed","true","true"',
    );
  });

  it("lists leads and upcoming appointments, marks them handled, and a cancel frees the slot", async () => {
    const leads = ZLeadListResponse.parse((await owner.agent.get("/api/leads").expect(200)).body);
    expect(leads.items.map((lead) => lead.name)).toContain("Dana Whitfield");
    const lead = leads.items.find((item) => item.name === "Dana Whitfield");
    await owner.agent
      .patch(`/api/leads/${lead?.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ status: "handled" })
      .expect(200);
    expect(
      ZLeadListResponse.parse((await owner.agent.get("/api/leads?status=new").expect(200)).body)
        .items,
    ).not.toContainEqual(expect.objectContaining({ id: lead?.id }));
    await other.agent
      .patch(`/api/leads/${lead?.id}`)
      .set("x-csrf-token", other.csrf)
      .send({ status: "new" })
      .expect(404);
    const upcoming = ZAppointmentListResponse.parse(
      (await owner.agent.get("/api/appointments").expect(200)).body,
    );
    expect(upcoming.items).toHaveLength(1);
    const appointment = upcoming.items[0];
    // Read at the business's time, in the zone set at onboarding.
    expect(appointment?.timeZone).toBe("America/Los_Angeles");
    await owner.agent
      .patch(`/api/appointments/${appointment?.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ status: "cancelled" })
      .expect(200);
    const row = await db.prisma.appointment.findUniqueOrThrow({ where: { id: appointment?.id } });
    expect(row.slotKey).toBeNull();
    await owner.agent
      .patch(`/api/appointments/${appointment?.id}`)
      .set("x-csrf-token", owner.csrf)
      .send({ status: "scheduled" })
      .expect(200);
  });

  it("publishes a private calendar feed, refused for a revoked or made-up token", async () => {
    const created = await owner.agent
      .post("/api/calendar-feed")
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    const url = new URL(created.body.feed.url as string);
    expect(created.body.feed.webcalUrl).toMatch(/^webcal:/);
    const ics = await request(app).get(url.pathname).expect(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.text).toContain("SUMMARY:Property showing with Dana Whitfield");
    const otherFeed = await other.agent.post("/api/calendar-feed").set("x-csrf-token", other.csrf);
    const otherIcs = await request(app).get(new URL(otherFeed.body.feed.url).pathname).expect(200);
    expect(otherIcs.text).not.toContain("Dana Whitfield");
    await owner.agent.delete("/api/calendar-feed").set("x-csrf-token", owner.csrf).expect(200);
    await request(app).get(url.pathname).expect(404);
    await request(app).get("/api/calendar/not-a-real-token-at-all-0000/feed.ics").expect(404);
    expect((await owner.agent.get("/api/calendar-feed").expect(200)).body.feed).toBeNull();
  });

  it("sums up the last 30 days and this period's minutes", async () => {
    const stats = ZCallStatsResponse.parse(
      (await owner.agent.get("/api/calls/stats").expect(200)).body,
    );
    expect(stats.days).toHaveLength(30);
    expect(stats.totals).toMatchObject({ calls: 4, leads: 1, bookings: 1 });
    expect(stats.usage.minutesUsed).toBeGreaterThanOrEqual(3);
    expect(stats.usage.minutesIncluded).toBe(500);
  });
});
