import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  deliver,
  endOfCallReport,
  type LiveOwner,
  liveOwner,
  toolCall,
} from "../../calls/test-support.js";
import type { Database } from "../../db/database.js";
import { createTestApp, runJob, settle, type TestApp } from "../../test/app.js";
import { testDatabaseTargets } from "../../test/databases.js";
import {
  type FollowUpBossStandIn,
  startFollowUpBossStandIn,
} from "../../test/stand-ins/follow-up-boss-stand-in.js";
import {
  type GoHighLevelStandIn,
  startGoHighLevelStandIn,
} from "../../test/stand-ins/gohighlevel-stand-in.js";
import { type HubSpotStandIn, startHubSpotStandIn } from "../../test/stand-ins/hubspot-stand-in.js";
import { queueCrmSyncs } from "./crm-syncs.js";

// Leads reaching the owner's CRMs, end to end on the API, each adapter's real client against a
// local stand-in of its CRM: connecting (a refused key, HubSpot's OAuth with revocation at
// disconnect), a captured lead once in each CRM with its note (a message delivered twice, two
// drains side by side), the booking and the call's summary on the same contact, a failure
// retried, and a refused credential holding the leads until the owner reconnects.

const HUBSPOT_APP = { clientId: "hubspot-test-client", clientSecret: "hubspot-test-secret" };
const SWEEP = "crm-syncs-sweep";

const LEAD = {
  name: "Dana Whitfield",
  phone: "+14155550177",
  email: "dana.whitfield@example.com",
  reason: "Wants to buy a 3-bedroom near the harbor",
  buyingOrSelling: "Buying",
  budget: "$900k",
};

interface Offer {
  slots: Array<{ slotId: string; startsAt: string }>;
}

describe.each(testDatabaseTargets)("CRM syncs on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let second: TestApp;
  let ghl: GoHighLevelStandIn;
  let fub: FollowUpBossStandIn;
  let hubspot: HubSpotStandIn;

  beforeAll(async () => {
    db = await target.open();
    [ghl, fub, hubspot] = await Promise.all([
      startGoHighLevelStandIn(),
      startFollowUpBossStandIn(),
      startHubSpotStandIn(HUBSPOT_APP),
    ]);
    const integrations = {
      hubspot: { ...HUBSPOT_APP, baseUrl: hubspot.url },
      gohighlevelBaseUrl: ghl.url,
      followupbossBaseUrl: fub.url,
    };
    app = createTestApp(db, { integrations });
    // A second API instance on the same database: its deliveries and drains race the first's.
    second = createTestApp(db, { integrations });
  });
  afterAll(async () => {
    if (app) await settle(app);
    if (second) await settle(second);
    await Promise.all([ghl?.close(), fub?.close(), hubspot?.close()]);
    await db?.close();
  });
  beforeEach(() => {
    fub.apiKey = "fub-test-key";
    for (const stand of [ghl, fub, hubspot]) stand.failNext(0);
  });

  function connectByKey(owner: LiveOwner, body: Record<string, unknown>) {
    return owner.agent.post("/api/integrations/connect").set("x-csrf-token", owner.csrf).send(body);
  }

  /** HubSpot's OAuth as the owner's browser goes through it: start, consent, callback. */
  async function connectHubSpot(owner: LiveOwner) {
    const started = await owner.agent
      .post("/api/integrations/authorize")
      .set("x-csrf-token", owner.csrf)
      .send({ provider: "hubspot" })
      .expect(200);
    const address = new URL(started.body.authorizationUrl);
    expect(address.origin).toBe(hubspot.url);
    expect(address.pathname).toBe("/oauth/authorize");
    const consent = await fetch(address, { redirect: "manual" });
    const callback = new URL(consent.headers.get("location") ?? "");
    expect(callback.pathname).toBe("/api/integrations/oauth/callback");
    const back = await owner.agent.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(back.headers.location).toBe("/dashboard/integrations?connected=hubspot");
  }

  async function connectedOwner() {
    const owner = await liveOwner(app, db);
    await connectByKey(owner, {
      provider: "gohighlevel",
      apiKey: ghl.token,
      accountId: ghl.locationId,
    }).expect(201);
    await connectByKey(owner, { provider: "followupboss", apiKey: fub.apiKey }).expect(201);
    await connectHubSpot(owner);
    return owner;
  }

  async function connectionsOf(owner: LiveOwner) {
    return (await owner.agent.get("/api/integrations").expect(200)).body.connections as Array<{
      id: string;
      provider: string;
      accountLabel: string | null;
      status: string;
      lastError: string | null;
    }>;
  }

  async function settleBoth() {
    await settle(app);
    await settle(second);
  }

  /** What each CRM holds for the caller's phone. */
  function crmState(phone: string) {
    const ghlContacts = ghl.contacts.filter((contact) => contact.phone === phone);
    const people = fub.people.filter((person) => person.phones.includes(phone));
    const hubContacts = hubspot.contacts.filter((contact) => contact.properties.phone === phone);
    const ghlIds = new Set(ghlContacts.map((contact) => contact.id));
    const personIds = new Set(people.map((person) => person.id));
    const hubIds = new Set(hubContacts.map((contact) => contact.id));
    return {
      ghl: {
        contacts: ghlContacts,
        notes: ghl.notes.filter((note) => ghlIds.has(note.contactId)),
        opportunities: ghl.opportunities.filter((item) => ghlIds.has(item.contactId)),
      },
      fub: {
        people,
        events: fub.events.filter((event) => personIds.has(event.personId)),
        notes: fub.notes.filter((note) => personIds.has(note.personId)),
        appointments: fub.appointments.filter((item) =>
          item.personIds.some((id) => personIds.has(id)),
        ),
      },
      hubspot: {
        contacts: hubContacts,
        notes: hubspot.notes.filter((note) => note.associations.some((a) => hubIds.has(a.to))),
        deals: hubspot.deals.filter((deal) => deal.associations.some((a) => hubIds.has(a.to))),
        meetings: hubspot.meetings.filter((item) =>
          item.associations.some((a) => hubIds.has(a.to)),
        ),
      },
    };
  }

  let callers = 0;
  /** A caller no other test has (the stand-ins outlive a test): a number and an e-mail. */
  function freshCaller() {
    callers += 1;
    const phone = `+1415556${String(1000 + callers).slice(-4)}`;
    return { phone, lead: { ...LEAD, phone, email: `dana.${callers}@example.com` } };
  }

  it("connects GoHighLevel and Follow Up Boss by key and HubSpot by OAuth, saying whom each acts as", async () => {
    const owner = await connectedOwner();
    const connections = await connectionsOf(owner);
    expect(connections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          provider: "gohighlevel",
          accountLabel: "Harbor Homes",
          status: "connected",
        }),
        expect.objectContaining({
          provider: "followupboss",
          accountLabel: "dana@harborhomes.example",
        }),
        expect.objectContaining({
          provider: "hubspot",
          accountLabel: "dana@harborhomes.example, harborhomes.example (4242001)",
        }),
      ]),
    );
    const row = await db.prisma.integrationConnection.findFirstOrThrow({
      where: { customerId: owner.customerId, provider: "hubspot" },
    });
    expect(row.accountId).toBe("4242001");
    // Follow Up Boss was told which system integrates.
    expect(fub.systems.at(-1)).toBe("Ringline");
  });

  it("refuses a key the CRM refuses, with INTEGRATION_CREDENTIALS_INVALID, and keeps nothing", async () => {
    const owner = await liveOwner(app, db);
    const wrongToken = await connectByKey(owner, {
      provider: "gohighlevel",
      apiKey: "pit-not-the-token",
      accountId: ghl.locationId,
    }).expect(422);
    expect(wrongToken.body.error.errorCode).toBe("INTEGRATION_CREDENTIALS_INVALID");
    const otherLocation = await connectByKey(owner, {
      provider: "gohighlevel",
      apiKey: ghl.token,
      accountId: "loc_someone_else",
    }).expect(422);
    expect(otherLocation.body.error.errorCode).toBe("INTEGRATION_CREDENTIALS_INVALID");
    const wrongKey = await connectByKey(owner, {
      provider: "followupboss",
      apiKey: "fub-not-the-key",
    }).expect(422);
    expect(wrongKey.body.error.errorCode).toBe("INTEGRATION_CREDENTIALS_INVALID");
    expect(await connectionsOf(owner)).toEqual([]);
  });

  it("sends a captured lead once to each CRM with its note, though delivered twice to two instances", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    const callId = randomUUID();
    const call = toolCall(owner, "capture_lead", lead, { id: callId, from: phone });
    // The platform's retry reaches the other instance while the first answers.
    const answers = await Promise.all([deliver(app, call.body), deliver(second, call.body)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.results[0].result).toMatch(/^Saved Dana Whitfield's details/);
    }
    await Promise.all([runJob(app, SWEEP), runJob(second, SWEEP)]);
    await settleBoth();

    const state = crmState(phone);
    expect(state.ghl.contacts).toHaveLength(1);
    expect(state.ghl.contacts[0]).toMatchObject({
      firstName: "Dana",
      lastName: "Whitfield",
      email: lead.email,
      tags: ["Ringline", "buying"],
      source: "Ringline",
    });
    expect(state.ghl.notes).toHaveLength(1);
    expect(state.ghl.notes[0]?.body).toContain("Reason: Wants to buy a 3-bedroom near the harbor");
    expect(state.ghl.notes[0]?.body).toContain(`/dashboard/call-logs?call=${callId}`);
    expect(state.ghl.opportunities).toEqual([
      expect.objectContaining({ pipelineId: "pl_buyers", pipelineStageId: "st_new" }),
    ]);

    expect(state.fub.people).toHaveLength(1);
    expect(state.fub.people[0]).toMatchObject({
      firstName: "Dana",
      emails: [lead.email],
      tags: ["Ringline", "buying"],
      source: "Ringline",
    });
    expect(state.fub.events).toHaveLength(1);
    expect(state.fub.events[0]).toMatchObject({ type: "General Inquiry", source: "Ringline" });
    expect(state.fub.events[0]?.message).toContain("Budget: $900k");

    expect(state.hubspot.contacts).toHaveLength(1);
    expect(state.hubspot.contacts[0]?.properties).toMatchObject({
      firstname: "Dana",
      lastname: "Whitfield",
      email: lead.email,
      lifecyclestage: "lead",
    });
    expect(state.hubspot.notes).toHaveLength(1);
    expect(state.hubspot.notes[0]?.properties.hs_note_body).toContain("New lead from Ringline");
    expect(state.hubspot.notes[0]?.associations).toEqual([
      { to: state.hubspot.contacts[0]?.id, typeId: 202 },
    ]);
    expect(state.hubspot.deals).toHaveLength(1);

    const rows = await db.prisma.crmSync.findMany({ where: { customerId: owner.customerId } });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "done", attempts: 1, event: "lead" });
      expect(row.contactId).not.toBeNull();
    }
  });

  it("sends each queued sync once when two drains run side by side", async () => {
    const owner = await connectedOwner();
    const phones = [freshCaller().phone, freshCaller().phone, freshCaller().phone];
    for (const phone of phones) {
      const lead = await db.prisma.lead.create({
        data: { customerId: owner.customerId, name: "Sam Ortiz", phone, callId: randomUUID() },
      });
      await queueCrmSyncs(db.prisma, {
        customerId: owner.customerId,
        event: "lead",
        leadId: lead.id,
        callId: lead.callId,
      });
    }
    await Promise.all([
      runJob(app, SWEEP),
      runJob(second, SWEEP),
      runJob(app, SWEEP),
      runJob(second, SWEEP),
    ]);
    for (const phone of phones) {
      const state = crmState(phone);
      expect(state.ghl.contacts).toHaveLength(1);
      expect(state.ghl.notes).toHaveLength(1);
      expect(state.fub.events).toHaveLength(1);
      expect(state.hubspot.contacts).toHaveLength(1);
      expect(state.hubspot.notes).toHaveLength(1);
    }
    const rows = await db.prisma.crmSync.findMany({ where: { customerId: owner.customerId } });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 9 }, () => ["done", 1]),
    );
  });

  it("puts the booking and the call's summary on the same contact, the summary once", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    const callId = randomUUID();
    const on = { id: callId, from: phone };
    await deliver(app, toolCall(owner, "capture_lead", lead, on).body).expect(200);
    const offer = await deliver(app, toolCall(owner, "check_availability", {}, on).body).expect(
      200,
    );
    const slot = (JSON.parse(offer.body.results[0].result as string) as Offer).slots[0];
    expect(slot).toBeDefined();
    const booked = await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: slot?.slotId, name: LEAD.name }, on).body,
    ).expect(200);
    expect(booked.body.results[0].result).toMatch(/^Booked:/);
    const report = endOfCallReport(owner, { callId, from: phone });
    await deliver(app, report).expect(200);
    await deliver(second, report).expect(200);
    await settleBoth();
    await Promise.all([runJob(app, SWEEP), runJob(second, SWEEP)]);

    const log = await db.prisma.callLog.findUniqueOrThrow({ where: { callId } });
    const transcript = `/dashboard/call-transcripts?call=${log.id}`;
    const state = crmState(phone);
    expect(state.ghl.contacts).toHaveLength(1);
    // The lead's note, the booking (no calendar named: a note) and the summary.
    expect(state.ghl.notes.map((note) => note.body.split("\n")[0])).toEqual([
      "New lead from Ringline",
      "Property showing with Dana Whitfield",
      "Call summary (Ringline)",
    ]);
    expect(state.ghl.notes[2]?.body).toContain("Dana asked for a showing.");
    expect(state.ghl.notes[2]?.body).toContain(transcript);

    expect(state.fub.people).toHaveLength(1);
    expect(state.fub.events).toHaveLength(1);
    expect(state.fub.appointments).toEqual([
      expect.objectContaining({
        title: "Property showing with Dana Whitfield",
        start: slot?.startsAt,
      }),
    ]);
    expect(state.fub.notes).toHaveLength(1);
    expect(state.fub.notes[0]?.body).toContain(transcript);

    expect(state.hubspot.contacts).toHaveLength(1);
    expect(state.hubspot.notes).toHaveLength(2);
    expect(state.hubspot.notes[1]?.properties.hs_note_body).toContain(transcript);
    expect(state.hubspot.meetings).toHaveLength(1);
    expect(state.hubspot.meetings[0]?.properties).toMatchObject({
      hs_meeting_title: "Property showing with Dana Whitfield",
      hs_meeting_start_time: slot?.startsAt,
    });
    const rows = await db.prisma.crmSync.findMany({
      where: { customerId: owner.customerId },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => `${row.event}:${row.status}`).sort()).toEqual([
      ...Array(3).fill("appointment:done"),
      ...Array(3).fill("call:done"),
      ...Array(3).fill("lead:done"),
    ]);
  });

  it("tries again after the CRM fails, and sends the lead once", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    ghl.failNext(1);
    hubspot.failNext(1, 503);
    await deliver(app, toolCall(owner, "capture_lead", lead, { from: phone }).body).expect(200);
    await settleBoth();
    let state = crmState(phone);
    expect(state.ghl.contacts).toEqual([]);
    expect(state.hubspot.contacts).toEqual([]);
    expect(state.fub.events).toHaveLength(1);
    const waiting = await db.prisma.crmSync.findMany({
      where: { customerId: owner.customerId, status: "pending" },
      include: { connection: true },
    });
    expect(waiting.map((row) => row.connection.provider).sort()).toEqual([
      "gohighlevel",
      "hubspot",
    ]);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/answered (500|503)/);
      expect(row.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    }
    const words = (await connectionsOf(owner)).find((item) => item.provider === "gohighlevel");
    expect(words).toMatchObject({ status: "connected" });
    expect(words?.lastError).toMatch(/GoHighLevel could not be reached/);
    // Not due yet: the sweep leaves them.
    await runJob(app, SWEEP);
    expect(crmState(phone).ghl.contacts).toEqual([]);
    // Due after the backoff.
    await db.prisma.crmSync.updateMany({
      where: { id: { in: waiting.map((row) => row.id) } },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await runJob(app, SWEEP);
    state = crmState(phone);
    expect(state.ghl.contacts).toHaveLength(1);
    expect(state.ghl.notes).toHaveLength(1);
    expect(state.hubspot.contacts).toHaveLength(1);
    expect(state.hubspot.notes).toHaveLength(1);
    const after = (await connectionsOf(owner)).find((item) => item.provider === "gohighlevel");
    expect(after?.lastError).toBeNull();
  });

  it("writes only what is missing when a sync failed half-way", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    // The contact and its note are written; the opportunity after them fails once.
    ghl.failNext(1, 502, "POST /opportunities/");
    await deliver(app, toolCall(owner, "capture_lead", lead, { from: phone }).body).expect(200);
    await settleBoth();
    const row = await db.prisma.crmSync.findFirstOrThrow({
      where: { customerId: owner.customerId, status: "pending" },
    });
    expect(row.contactId).toBe(crmState(phone).ghl.contacts[0]?.id);
    expect(row.written).toEqual({ note: crmState(phone).ghl.notes[0]?.id });
    expect(crmState(phone).ghl.opportunities).toEqual([]);
    await db.prisma.crmSync.update({
      where: { id: row.id },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await runJob(app, SWEEP);
    const state = crmState(phone);
    expect(state.ghl.contacts).toHaveLength(1);
    expect(state.ghl.notes).toHaveLength(1);
    expect(state.ghl.opportunities).toHaveLength(1);
  });

  it("makes the HubSpot contact anew when the owner deleted it there since the lead", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    const callId = randomUUID();
    await deliver(
      app,
      toolCall(owner, "capture_lead", lead, { id: callId, from: phone }).body,
    ).expect(200);
    await settleBoth();
    const first = crmState(phone).hubspot.contacts[0];
    hubspot.contacts.splice(
      hubspot.contacts.indexOf(first as (typeof hubspot.contacts)[number]),
      1,
    );
    await deliver(app, endOfCallReport(owner, { callId, from: phone })).expect(200);
    await settleBoth();
    const state = crmState(phone);
    expect(state.hubspot.contacts).toHaveLength(1);
    expect(state.hubspot.contacts[0]?.id).not.toBe(first?.id);
    expect(state.hubspot.notes.map((note) => note.properties.hs_note_body?.split("\n")[0])).toEqual(
      ["Call summary (Ringline)"],
    );
  });

  it("books into the GoHighLevel calendar the connection names", async () => {
    const owner = await connectedOwner();
    await db.prisma.integrationConnection.updateMany({
      where: { customerId: owner.customerId, provider: "gohighlevel" },
      data: { calendarId: "cal_showings" },
    });
    const { phone, lead } = freshCaller();
    const on = { id: randomUUID(), from: phone };
    await deliver(app, toolCall(owner, "capture_lead", lead, on).body).expect(200);
    const offer = await deliver(app, toolCall(owner, "check_availability", {}, on).body).expect(
      200,
    );
    const slot = (JSON.parse(offer.body.results[0].result as string) as Offer).slots[0];
    await deliver(
      app,
      toolCall(owner, "book_appointment", { slotId: slot?.slotId, name: lead.name }, on).body,
    ).expect(200);
    await settleBoth();
    const contact = crmState(phone).ghl.contacts[0];
    expect(ghl.appointments.filter((item) => item.contactId === contact?.id)).toEqual([
      expect.objectContaining({ calendarId: "cal_showings", startTime: slot?.startsAt }),
    ]);
    // Booked into the calendar, not written as a note.
    expect(crmState(phone).ghl.notes).toHaveLength(1);
  });

  it("holds the leads of a refused key, shows the owner why, and sends them once reconnected", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    // The owner deleted the key in Follow Up Boss.
    fub.apiKey = "fub-rotated-key";
    await deliver(app, toolCall(owner, "capture_lead", lead, { from: phone }).body).expect(200);
    await settleBoth();
    expect(crmState(phone).fub.events).toEqual([]);
    expect(crmState(phone).ghl.contacts).toHaveLength(1);
    const refused = (await connectionsOf(owner)).find((item) => item.provider === "followupboss");
    expect(refused).toMatchObject({ status: "error" });
    expect(refused?.lastError).toMatch(/refused Ringline's access.*Reconnect/);
    const held = await db.prisma.crmSync.findFirstOrThrow({
      where: { customerId: owner.customerId, connectionId: refused?.id },
    });
    expect(held).toMatchObject({ status: "pending", attempts: 0 });
    // The sweep does not knock on a refusing door again.
    const before = fub.requests.length;
    await runJob(app, SWEEP);
    expect(fub.requests.length).toBe(before);

    await connectByKey(owner, { provider: "followupboss", apiKey: "fub-rotated-key" }).expect(201);
    await settleBoth();
    const state = crmState(phone);
    expect(state.fub.people).toHaveLength(1);
    expect(state.fub.events).toHaveLength(1);
    const back = (await connectionsOf(owner)).find((item) => item.provider === "followupboss");
    expect(back).toMatchObject({ status: "connected", lastError: null });
  });

  it("disconnects HubSpot: the grant is revoked at HubSpot and its syncs deleted", async () => {
    const owner = await connectedOwner();
    const { phone, lead } = freshCaller();
    await deliver(app, toolCall(owner, "capture_lead", lead, { from: phone }).body).expect(200);
    await settleBoth();
    const connection = (await connectionsOf(owner)).find((item) => item.provider === "hubspot");
    const revokedBefore = hubspot.revoked.length;
    const answer = await owner.agent
      .delete(`/api/integrations/${connection?.id}`)
      .set("x-csrf-token", owner.csrf)
      .expect(200);
    expect(answer.body.message).toBe(
      "HubSpot is disconnected: Ringline no longer reads or writes it.",
    );
    expect(hubspot.revoked).toHaveLength(revokedBefore + 1);
    expect(await db.prisma.crmSync.count({ where: { connectionId: connection?.id } })).toBe(0);
  });
});
