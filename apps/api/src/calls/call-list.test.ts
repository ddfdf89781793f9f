import { ZCallListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { decodeCallCursor, encodeCallCursor } from "./call-list.js";
import { type LiveOwner, liveOwner } from "./test-support.js";

// The call list on many rows: paging by cursor walks every call once (calls logged in the
// same millisecond included), a search is counted as far as its page ("more match"), the
// search document follows a row's edits, and the index serves the list.

const MANY = 120;

describe("the call list's cursor", () => {
  it("goes back to the row's time and id, and refuses anything else", () => {
    const cursor = { createdAt: new Date("2026-11-29T10:00:00.123Z"), id: crypto.randomUUID() };
    expect(decodeCallCursor(encodeCallCursor(cursor))).toEqual(cursor);
    expect(() => decodeCallCursor("bm90LWEtY3Vyc29y")).toThrow(/This page link has expired/);
    expect(() => decodeCallCursor("")).toThrow(/This page link has expired/);
  });
});

describe.each(testDatabaseTargets)("the call list on many rows on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;
  let neighbour: LiveOwner;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    owner = await liveOwner(app, db);
    neighbour = await liveOwner(app, db);
    // MANY calls about a listing, four in each millisecond; every tenth from (415) 555-01xx.
    for (const customer of [owner, neighbour]) {
      await db.prisma.$executeRaw`
        INSERT INTO call_logs (id, customer_id, call_id, caller_phone, caller_name, outcome,
                               lead_captured, summary, transcript, created_at)
        SELECT gen_random_uuid(), ${customer.customerId}::uuid,
               ${customer.customerId} || '-' || i,
               CASE WHEN i % 10 = 0 THEN '+1415555' || lpad((100 + i / 10)::text, 4, '0')
                    ELSE '+1646555' || lpad(i::text, 4, '0') END,
               'Caller ' || i,
               CASE WHEN i % 3 = 0 THEN 'voicemail' ELSE 'completed' END,
               i % 2 = 0, 'Asked about a listing.',
               'AI: Thanks for calling.' || chr(10) || 'User: ' ||
                 CASE WHEN i = 7 THEN 'Is the duplex on Marigold Street still open?'
                      ELSE 'Is the house still for sale?' END,
               timestamptz '2026-11-01 12:00:00+00' + make_interval(secs => (i / 4) / 1000.0)
          FROM generate_series(1, ${MANY}::int) AS i`;
    }
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const list = async (query: Record<string, string> = {}, agent = owner.agent) =>
    ZCallListResponse.parse((await agent.get("/api/calls").query(query).expect(200)).body);

  it("pages by cursor through every call once, newest first, ties included", async () => {
    const seen: string[] = [];
    const times: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({
        pageSize: "100",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((item) => item.id));
      times.push(...page.items.map((item) => item.startedAt));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(MANY);
    expect(new Set(seen).size).toBe(MANY);
    expect(times).toEqual([...times].sort().reverse());
    expect(pages).toBe(Math.ceil(MANY / 100));
  });

  it("counts filters exactly, and a search as far as the page asked for", async () => {
    const all = await list();
    expect(all).toMatchObject({ total: MANY, totalExact: true });
    expect(await list({ outcome: "voicemail", leadCaptured: "true" })).toMatchObject({
      total: Math.floor(MANY / 6),
      totalExact: true,
    });
    const listing = await list({ q: "listing" });
    expect(listing).toMatchObject({ total: 26, totalExact: false });
    expect(listing.items).toHaveLength(25);
    expect(listing.nextCursor).toEqual(expect.any(String));
    expect(await list({ q: "listing", page: "4", pageSize: "30" })).toMatchObject({
      total: MANY,
      totalExact: true,
    });
    expect(await list({ q: "listing", page: "2", pageSize: "30" })).toMatchObject({
      total: 61,
      totalExact: false,
    });
    // A search's pages: within the first matches, past them, and by cursor.
    const pageOf = async (page: number) =>
      (await list({ q: "listing", pageSize: "20", page: String(page) })).items.map((i) => i.id);
    const everyMatch = (await list({ pageSize: "100" })).items.map((item) => item.id);
    const more = (
      await list({ pageSize: "100", cursor: (await list({ pageSize: "100" })).nextCursor ?? "" })
    ).items.map((item) => item.id);
    const newest = [...everyMatch, ...more];
    expect(await pageOf(1)).toEqual(newest.slice(0, 20));
    expect(await pageOf(5)).toEqual(newest.slice(80, 100));
    expect(await pageOf(6)).toEqual(newest.slice(100, 120));
    const firstSearchPage = await list({ q: "listing", pageSize: "60" });
    const secondSearchPage = await list({
      q: "listing",
      pageSize: "60",
      cursor: firstSearchPage.nextCursor ?? "",
    });
    expect(secondSearchPage.items.map((item) => item.id)).toEqual(newest.slice(60, 120));
    expect(secondSearchPage.nextCursor).toBeNull();
    // A narrow search is exact.
    expect(await list({ q: "marigold" })).toMatchObject({ total: 1, totalExact: true });
    // (415) 555-0101 … 555-0199: every tenth call up to the 990th (later ones are 555-02xx).
    expect((await list({ q: "(415) 555-01" })).total).toBe(Math.floor(Math.min(MANY, 999) / 10));
    expect(await list({ q: "marigold" }, neighbour.agent)).toMatchObject({ total: 1 });
  });

  it("searches a call's new words after it is edited", async () => {
    await db.prisma.callLog.updateMany({
      where: { customerId: owner.customerId, callId: `${owner.customerId}-8` },
      data: { callerName: "Priya Ramanathan", summary: "Wants a duplex on Marigold Street." },
    });
    expect((await list({ q: "ramanathan" })).items.map((item) => item.callerName)).toEqual([
      "Priya Ramanathan",
    ]);
    expect((await list({ q: "marigold" })).total).toBe(2);
    expect((await list({ q: "caller 8" })).items.map((item) => item.callerName)).not.toContain(
      "Priya Ramanathan",
    );
  });

  it("reads a page from the list's index, not from every row", async () => {
    if (target.name !== testDatabaseTargets.at(-1)?.name) return;
    await db.prisma.$executeRawUnsafe("VACUUM ANALYZE call_logs");
    const plan = await db.prisma.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
      `EXPLAIN SELECT id, created_at FROM call_logs
        WHERE customer_id = '${owner.customerId}'::uuid AND outcome = 'voicemail'
        ORDER BY created_at DESC, id DESC LIMIT 26`,
    );
    const text = plan.map((line) => line["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/(using|on) call_logs_customer_id_created_at_id_outcome/);
    expect(text).not.toMatch(/Seq Scan/);
    // PostgreSQL reads the page from the index alone. PGlite (the suite's only database when
    // no server is named) reads the same index as a bitmap and then the few rows it names.
    if (target.name === "postgres") {
      expect(text).toMatch(
        /Index Only Scan Backward using call_logs_customer_id_created_at_id_outcome/,
      );
    }
  });
});
