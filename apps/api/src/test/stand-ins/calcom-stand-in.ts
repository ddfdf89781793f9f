import {
  type StandInAnswer,
  type StandInRequest,
  type StandInServer,
  startStandInServer,
} from "./stand-in-server.js";

// A local stand-in of the Cal.com API v2 endpoints Ringline uses: `GET /v2/me`,
// `GET /v2/event-types`, the bookings list (`status=upcoming`, `afterStart`, `beforeEnd`,
// `eventTypeId`, cursor pages), one booking, create, cancel and reschedule (which cancels the
// booking and makes a new one, as Cal.com does). Every request must carry the API key as a
// bearer; the bookings endpoints also the `cal-api-version` Cal.com documents for them.
// State lives in memory for the test to read and change.

/** A booking as the stand-in keeps it. */
export interface StandInCalcomBooking {
  uid: string;
  eventTypeId: number | null;
  start: number;
  end: number;
  status: "accepted" | "cancelled";
  title: string;
  attendees: Array<Record<string, unknown>>;
  metadata: Record<string, string>;
  rescheduledToUid: string | null;
}

/** The stand-in with its state: the key it accepts, the event types and bookings. */
export interface CalcomStandIn extends StandInServer {
  apiKey: string;
  email: string;
  eventTypes: Array<{ id: number; slug: string; lengthInMinutes: number }>;
  bookings: StandInCalcomBooking[];
  /** A booking the owner made in Cal.com (busy time). */
  addBooking(start: number, end: number, title?: string): StandInCalcomBooking;
}

const VERSIONS = { bookings: "2026-02-25", list: "2026-05-01" } as const;

/** Starts the Cal.com stand-in on a free loopback port. */
export async function startCalcomStandIn(
  options: { apiKey?: string; email?: string } = {},
): Promise<CalcomStandIn> {
  const apiKey = options.apiKey ?? "cal_live_test_key";
  const email = options.email ?? "dana@harborhomes.example";
  const eventTypes = [
    { id: 701, slug: "showing-60", lengthInMinutes: 60 },
    { id: 702, slug: "showing-30", lengthInMinutes: 30 },
  ];
  const bookings: StandInCalcomBooking[] = [];
  let next = 1;

  const view = (booking: StandInCalcomBooking) => ({
    uid: booking.uid,
    title: booking.title,
    status: booking.status,
    start: new Date(booking.start).toISOString(),
    end: new Date(booking.end).toISOString(),
    eventTypeId: booking.eventTypeId,
    attendees: booking.attendees,
    metadata: booking.metadata,
    rescheduledToUid: booking.rescheduledToUid,
  });
  const add = (booking: Omit<StandInCalcomBooking, "uid"> & { uid?: string }) => {
    const made = { ...booking, uid: `bk_${next++}` };
    bookings.push(made);
    return made;
  };
  const lengthOf = (eventTypeId: number) =>
    (eventTypes.find((type) => type.id === eventTypeId)?.lengthInMinutes ?? 30) * 60_000;
  const error = (status: number, message: string): StandInAnswer => ({
    status,
    body: { status: "error", error: { code: String(status), message } },
  });

  const handle = (request: StandInRequest): StandInAnswer => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, "Invalid API key");
    const { method, path, query, body } = request;
    const version = request.headers["cal-api-version"];
    const needs = (expected: string) =>
      version === expected ? null : error(400, `cal-api-version must be ${expected}`);
    if (method === "GET" && path === "/v2/me") {
      return {
        status: 200,
        body: { status: "success", data: { id: 42, email, username: "dana", timeZone: "UTC" } },
      };
    }
    if (method === "GET" && path === "/v2/event-types") {
      if (!version) return error(400, "cal-api-version is required");
      return { status: 200, body: { status: "success", data: eventTypes } };
    }
    if (method === "GET" && path === "/v2/bookings") {
      const refused = needs(VERSIONS.list);
      if (refused) return refused;
      const after = Date.parse(query.get("afterStart") ?? "");
      const before = Date.parse(query.get("beforeEnd") ?? "");
      const type = query.get("eventTypeId");
      const take = Number(query.get("take") ?? 100);
      const offset = Number(query.get("cursor") ?? 0);
      const matching = bookings.filter(
        (booking) =>
          (query.get("status") !== "upcoming" ||
            (booking.status === "accepted" && booking.end > Date.now())) &&
          (!Number.isFinite(after) || booking.start >= after) &&
          (!Number.isFinite(before) || booking.end <= before) &&
          (!type || String(booking.eventTypeId) === type),
      );
      const page = matching.slice(offset, offset + take);
      const more = offset + take < matching.length;
      return {
        status: 200,
        body: {
          status: "success",
          data: page.map(view),
          pagination: { hasMore: more, nextCursor: more ? String(offset + take) : null },
        },
      };
    }
    if (method === "POST" && path === "/v2/bookings") {
      const refused = needs(VERSIONS.bookings);
      if (refused) return refused;
      const attendee = body.attendee as Record<string, unknown> | undefined;
      const eventTypeId = Number(body.eventTypeId);
      const start = Date.parse(String(body.start ?? ""));
      if (!eventTypes.some((type) => type.id === eventTypeId)) {
        return error(404, "Event type not found");
      }
      if (!Number.isFinite(start) || !attendee?.name || !attendee.email || !attendee.timeZone) {
        return error(400, "start and attendee name, email and timeZone are required");
      }
      const made = add({
        eventTypeId,
        start,
        end: start + lengthOf(eventTypeId),
        status: "accepted",
        title: `Booking with ${String(attendee.name)}`,
        attendees: [attendee],
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        rescheduledToUid: null,
      });
      return { status: 201, body: { status: "success", data: view(made) } };
    }
    const one = /^\/v2\/bookings\/([^/]+)(?:\/(cancel|reschedule))?$/.exec(path);
    if (one) {
      const refused = needs(VERSIONS.bookings);
      if (refused) return refused;
      const booking = bookings.find((candidate) => candidate.uid === one[1]);
      if (!booking) return error(404, "Booking not found");
      if (method === "GET" && !one[2])
        return { status: 200, body: { status: "success", data: view(booking) } };
      if (method === "POST" && one[2] === "cancel") {
        if (booking.status === "cancelled") return error(400, "This booking has been cancelled.");
        booking.status = "cancelled";
        return { status: 200, body: { status: "success", data: view(booking) } };
      }
      if (method === "POST" && one[2] === "reschedule") {
        if (booking.status === "cancelled") return error(400, "This booking has been cancelled.");
        const start = Date.parse(String(body.start ?? ""));
        if (!Number.isFinite(start)) return error(400, "start is required");
        const moved = add({
          ...booking,
          start,
          end: start + (booking.end - booking.start),
          rescheduledToUid: null,
        });
        booking.status = "cancelled";
        booking.rescheduledToUid = moved.uid;
        return { status: 201, body: { status: "success", data: view(moved) } };
      }
    }
    return error(404, `no route ${method} ${path}`);
  };

  const server = await startStandInServer(handle);
  return {
    ...server,
    apiKey,
    email,
    eventTypes,
    bookings,
    addBooking(start, end, title = "Owner's own booking") {
      return add({
        eventTypeId: null,
        start,
        end,
        status: "accepted",
        title,
        attendees: [],
        metadata: {},
        rescheduledToUid: null,
      });
    },
  };
}
