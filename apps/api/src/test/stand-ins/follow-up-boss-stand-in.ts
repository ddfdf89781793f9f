import {
  type StandInAnswer,
  type StandInRequest,
  type StandInServer,
  samePhone,
  startStandInServer,
} from "./stand-in-server.js";

// A local stand-in of the Follow Up Boss endpoints Ringline uses: `GET /v1/me` (the key check),
// `POST /v1/events` (the lead: the person matched by id, phone or e-mail, else created; tags
// added; the event kept in the person's history), `POST /v1/notes` and `POST /v1/appointments`.
// Every request must carry HTTP Basic with the API key as user and the `X-System` header.

/** A person as the stand-in keeps them. */
export interface StandInPerson {
  id: number;
  firstName: string | null;
  lastName: string | null;
  phones: string[];
  emails: string[];
  tags: string[];
  source: string | null;
}

/** The stand-in with its state: the key it accepts, and what was written. */
export interface FollowUpBossStandIn extends StandInServer {
  /** The account's API key (a test changes it to make the connection's key refused). */
  apiKey: string;
  people: StandInPerson[];
  events: Array<{
    id: number;
    personId: number;
    type: string;
    source: string;
    system: string | null;
    message: string;
  }>;
  notes: Array<{ id: number; personId: number; subject: string; body: string }>;
  appointments: Array<{ id: number; personIds: number[]; title: string; start: string }>;
  /** The `X-System` of every request. */
  systems: string[];
}

const values = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((item) => {
        const value = (item as { value?: unknown })?.value;
        return typeof value === "string" ? [value] : [];
      })
    : [];
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Starts the Follow Up Boss stand-in on a free loopback port. */
export async function startFollowUpBossStandIn(
  options: { apiKey?: string } = {},
): Promise<FollowUpBossStandIn> {
  const apiKey = options.apiKey ?? "fub-test-key";
  let next = 100;

  const refused = (request: StandInRequest): StandInAnswer | null => {
    const expected = `Basic ${Buffer.from(`${stand.apiKey}:`).toString("base64")}`;
    if (request.headers.authorization !== expected) {
      return { status: 401, body: { errorMessage: "Invalid API key" } };
    }
    const system = request.headers["x-system"];
    if (typeof system !== "string" || system === "") {
      return { status: 400, body: { errorMessage: "X-System header is required" } };
    }
    stand.systems.push(system);
    return null;
  };

  const handle = (request: StandInRequest): StandInAnswer => {
    const denied = refused(request);
    if (denied) return denied;
    const { method, path, body } = request;
    if (method === "GET" && path === "/v1/me") {
      return {
        status: 200,
        body: { id: 1, name: "Dana Whitfield", email: "dana@harborhomes.example" },
      };
    }
    if (method === "POST" && path === "/v1/events") {
      const input = (body.person ?? {}) as Record<string, unknown>;
      const phones = values(input.phones);
      const emails = values(input.emails);
      const tags = Array.isArray(input.tags) ? input.tags.map(String) : [];
      let person: StandInPerson | undefined;
      if (input.id !== undefined) {
        person = stand.people.find((candidate) => candidate.id === Number(input.id));
        if (!person) return { status: 404, body: { errorMessage: "Person not found" } };
      }
      person ??=
        stand.people.find((candidate) =>
          phones.some((phone) => candidate.phones.some((known) => samePhone(known, phone))),
        ) ??
        stand.people.find((candidate) => emails.some((email) => candidate.emails.includes(email)));
      const created = !person;
      if (!person) {
        person = {
          id: next++,
          firstName: text(input.firstName),
          lastName: text(input.lastName),
          phones: [],
          emails: [],
          tags: [],
          source: text(body.source),
        };
        stand.people.push(person);
      }
      person.phones = [...new Set([...person.phones, ...phones])];
      person.emails = [...new Set([...person.emails, ...emails])];
      person.tags = [...new Set([...person.tags, ...tags])];
      const event = {
        id: next++,
        personId: person.id,
        type: String(body.type ?? ""),
        source: String(body.source ?? ""),
        system: text(body.system),
        message: String(body.message ?? ""),
      };
      stand.events.push(event);
      return { status: created ? 201 : 200, body: { ...event, created: new Date().toISOString() } };
    }
    if (method === "POST" && path === "/v1/notes") {
      const personId = Number(body.personId);
      if (!stand.people.some((person) => person.id === personId)) {
        return { status: 404, body: { errorMessage: "Person not found" } };
      }
      const note = {
        id: next++,
        personId,
        subject: String(body.subject ?? ""),
        body: String(body.body ?? ""),
      };
      stand.notes.push(note);
      return { status: 201, body: note };
    }
    if (method === "POST" && path === "/v1/appointments") {
      const invitees = Array.isArray(body.invitees) ? body.invitees : [];
      const appointment = {
        id: next++,
        personIds: invitees.map((invitee) => Number((invitee as { personId?: unknown }).personId)),
        title: String(body.title ?? ""),
        start: String(body.start ?? ""),
      };
      stand.appointments.push(appointment);
      return { status: 201, body: appointment };
    }
    return { status: 404, body: { errorMessage: `no ${method} ${path}` } };
  };

  const server = await startStandInServer(handle);
  const stand: FollowUpBossStandIn = {
    ...server,
    apiKey,
    people: [],
    events: [],
    notes: [],
    appointments: [],
    systems: [],
  };
  return stand;
}
