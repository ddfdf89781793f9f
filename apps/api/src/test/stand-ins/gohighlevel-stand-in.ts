import {
  type StandInAnswer,
  type StandInRequest,
  type StandInServer,
  samePhone,
  startStandInServer,
} from "./stand-in-server.js";

// A local stand-in of the GoHighLevel (LeadConnector v2) endpoints Ringline uses: the location
// (the key check), contact upsert (matched by phone, then e-mail, tags added), notes,
// pipelines, opportunities and calendar appointments. Every request must carry the private
// integration token as a bearer and a `Version` header; a location the token does not open is
// refused (403). State lives in memory for the test to read.

/** A contact as the stand-in keeps it. */
export interface StandInContact {
  id: string;
  locationId: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  tags: string[];
  source: string | null;
}

/** The stand-in with its state: the token and location it accepts, and what was written. */
export interface GoHighLevelStandIn extends StandInServer {
  token: string;
  locationId: string;
  contacts: StandInContact[];
  notes: Array<{ id: string; contactId: string; body: string }>;
  opportunities: Array<{
    id: string;
    contactId: string;
    pipelineId: string;
    pipelineStageId: string | null;
    name: string;
  }>;
  appointments: Array<{ id: string; contactId: string; calendarId: string; startTime: string }>;
  /** The location's pipelines (one, "Buyers", by default). */
  pipelines: Array<{ id: string; name: string; stages: Array<{ id: string; name: string }> }>;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Starts the GoHighLevel stand-in on a free loopback port. */
export async function startGoHighLevelStandIn(
  options: { token?: string; locationId?: string } = {},
): Promise<GoHighLevelStandIn> {
  const token = options.token ?? "pit-test-token";
  const locationId = options.locationId ?? "loc_harbor";
  let next = 1;
  const id = (prefix: string) => `${prefix}${next++}`;

  const refused = (request: StandInRequest): StandInAnswer | null => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return { status: 401, body: { statusCode: 401, message: "Invalid JWT" } };
    }
    if (!request.headers.version) {
      return { status: 400, body: { statusCode: 400, message: "Version header is required" } };
    }
    return null;
  };
  const wrongLocation = (value: unknown): StandInAnswer | null =>
    value === locationId
      ? null
      : {
          status: 403,
          body: { statusCode: 403, message: "The token does not have access to this location" },
        };

  const handle = (request: StandInRequest): StandInAnswer => {
    const denied = refused(request);
    if (denied) return denied;
    const { method, path, body } = request;
    const location = /^\/locations\/([^/]+)$/.exec(path);
    if (method === "GET" && location) {
      return (
        wrongLocation(location[1]) ?? {
          status: 200,
          body: { location: { id: locationId, name: "Harbor Homes" } },
        }
      );
    }
    if (method === "POST" && path === "/contacts/upsert") {
      const other = wrongLocation(body.locationId);
      if (other) return other;
      const phone = text(body.phone);
      const email = text(body.email);
      const found =
        stand.contacts.find((contact) => phone && samePhone(contact.phone, phone)) ??
        stand.contacts.find((contact) => email && contact.email === email);
      const tags = Array.isArray(body.tags) ? body.tags.map(String) : [];
      const fields = {
        name: text(body.name),
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        phone,
        email,
      };
      if (found) {
        for (const [key, value] of Object.entries(fields)) {
          if (value !== null) (found as unknown as Record<string, unknown>)[key] = value;
        }
        found.tags = [...new Set([...found.tags, ...tags])];
        return { status: 200, body: { new: false, contact: found, traceId: "trace" } };
      }
      const contact: StandInContact = {
        id: id("ct_"),
        locationId,
        ...fields,
        tags,
        source: text(body.source),
      };
      stand.contacts.push(contact);
      return { status: 201, body: { new: true, contact, traceId: "trace" } };
    }
    const notes = /^\/contacts\/([^/]+)\/notes$/.exec(path);
    if (method === "POST" && notes) {
      const contactId = notes[1] as string;
      if (!stand.contacts.some((contact) => contact.id === contactId)) {
        return { status: 404, body: { statusCode: 404, message: "Contact not found" } };
      }
      const note = { id: id("nt_"), contactId, body: String(body.body ?? "") };
      stand.notes.push(note);
      return { status: 201, body: { note } };
    }
    if (method === "GET" && path === "/opportunities/pipelines") {
      return (
        wrongLocation(request.query.get("locationId")) ?? {
          status: 200,
          body: { pipelines: stand.pipelines },
        }
      );
    }
    if (method === "POST" && path === "/opportunities/") {
      const other = wrongLocation(body.locationId);
      if (other) return other;
      const opportunity = {
        id: id("op_"),
        contactId: String(body.contactId),
        pipelineId: String(body.pipelineId),
        pipelineStageId: text(body.pipelineStageId),
        name: String(body.name),
      };
      stand.opportunities.push(opportunity);
      return { status: 201, body: { opportunity } };
    }
    if (method === "POST" && path === "/calendars/events/appointments") {
      const other = wrongLocation(body.locationId);
      if (other) return other;
      const appointment = {
        id: id("ap_"),
        contactId: String(body.contactId),
        calendarId: String(body.calendarId),
        startTime: String(body.startTime),
      };
      stand.appointments.push(appointment);
      return { status: 201, body: { ...appointment, locationId } };
    }
    return { status: 404, body: { statusCode: 404, message: `no ${method} ${path}` } };
  };

  const server = await startStandInServer(handle);
  const stand: GoHighLevelStandIn = {
    ...server,
    token,
    locationId,
    contacts: [],
    notes: [],
    opportunities: [],
    appointments: [],
    pipelines: [
      {
        id: "pl_buyers",
        name: "Buyers",
        stages: [
          { id: "st_new", name: "New lead" },
          { id: "st_showing", name: "Showing" },
        ],
      },
    ],
  };
  return stand;
}
