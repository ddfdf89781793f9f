import { ProviderUnavailable } from "../connections.js";
import type { AccountIdentity } from "../providers.js";
import {
  type CrmAccess,
  type CrmAdapter,
  type CrmContact,
  type CrmInquiry,
  crmCall,
  keyCheckFailure,
} from "./crm-adapter.js";

// Follow Up Boss has no official Node client: its REST API with fetch. Authentication is HTTP
// Basic with the API key as the user name and an empty password; every request names the
// integrating system (`X-System`, `X-System-Key` of Ringline's registered system). Leads go
// in through `POST /v1/events` (the way its documentation asks for lead sources: the person
// is matched or created, the lead flow assigns an agent, action plans start): "Seller Inquiry"
// for a seller, "General Inquiry" otherwise, with the lead's note as the event's message.
// Later news of the same person (a call's summary, a booking) are notes (`POST /v1/notes`) and
// appointments (`POST /v1/appointments`) on the person the event answered.

const PROVIDER = "Follow Up Boss";
const TIMEOUT_MS = 15_000;

/** Ringline's system as registered with Follow Up Boss. */
export interface FollowUpBossSystem {
  name: string;
  key: string | undefined;
}

/** A refused or failed answer, with its status (read by `crmFailure`). */
class FollowUpBossError extends Error {
  override name = "FollowUpBossError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The event type Follow Up Boss routes the lead by. */
export function eventTypeOf(inquiry: CrmInquiry | null): string {
  return inquiry?.intent === "selling" ? "Seller Inquiry" : "General Inquiry";
}

function person(contact: CrmContact, knownId: string | null) {
  return {
    ...(knownId ? { id: Number(knownId) } : {}),
    ...(contact.firstName ? { firstName: contact.firstName } : {}),
    ...(contact.lastName ? { lastName: contact.lastName } : {}),
    ...(contact.phone ? { phones: [{ value: contact.phone }] } : {}),
    ...(contact.email ? { emails: [{ value: contact.email }] } : {}),
    tags: contact.tags,
  };
}

/** The Follow Up Boss adapter over `apiUrl` (https://api.followupboss.com). */
export function createFollowUpBoss(options: {
  apiUrl: string;
  system: FollowUpBossSystem;
  fetch: typeof fetch;
}): CrmAdapter & { me(apiKey: string): Promise<AccountIdentity> } {
  const base = options.apiUrl.replace(/\/+$/, "");

  async function request<T>(apiKey: string, method: string, path: string, body?: unknown) {
    const response = await options.fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`,
        accept: "application/json",
        "x-system": options.system.name,
        ...(options.system.key ? { "x-system-key": options.system.key } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new FollowUpBossError(response.status, `HTTP ${response.status}`);
    }
    // 204: the source's lead flow is archived, and the event was ignored.
    if (response.status === 204) return null;
    return (await response.json()) as T;
  }

  const send = <T>(access: CrmAccess, method: string, path: string, body?: unknown) =>
    crmCall(PROVIDER, () => request<T>(access.credentials.apiKey ?? "", method, path, body));

  const adapter = {
    inquiryIsNote: true,

    async upsertContact(
      access: CrmAccess,
      contact: CrmContact,
      context: { knownId: string | null; inquiry: CrmInquiry | null },
    ) {
      // Known from an earlier event: its history gets the notes; no second event re-runs the
      // lead flow for the same call.
      if (context.knownId && !context.inquiry) return context.knownId;
      const answer = await send<{ id?: number; personId?: number }>(access, "POST", "/v1/events", {
        source: contact.source,
        system: options.system.name,
        type: eventTypeOf(context.inquiry),
        message: context.inquiry?.message ?? "A call answered by the Ringline receptionist.",
        person: person(contact, context.knownId),
      });
      const id = answer?.personId;
      if (!id) {
        throw new ProviderUnavailable(
          "Follow Up Boss did not record the lead (its lead flow for Ringline may be archived)",
        );
      }
      return String(id);
    },

    async addNote(access: CrmAccess, contactId: string, note: { subject: string; body: string }) {
      const answer = await send<{ id?: number }>(access, "POST", "/v1/notes", {
        personId: Number(contactId),
        subject: note.subject,
        body: note.body,
        isHtml: false,
      });
      return answer?.id ? String(answer.id) : null;
    },

    // Deals in Follow Up Boss belong to its pipelines the agents run; the inquiry's type
    // already tells a seller from a buyer.
    async addDeal() {
      return null;
    },

    async addAppointment(
      access: CrmAccess,
      contactId: string,
      appointment: { title: string; description: string; startsAt: number; endsAt: number },
    ) {
      const answer = await send<{ id?: number }>(access, "POST", "/v1/appointments", {
        title: appointment.title,
        description: appointment.description,
        start: new Date(appointment.startsAt).toISOString(),
        end: new Date(appointment.endsAt).toISOString(),
        invitees: [{ personId: Number(contactId) }],
      });
      return answer?.id ? String(answer.id) : null;
    },

    /** Whom a key acts as (`GET /v1/me`); a refused key answers INTEGRATION_CREDENTIALS_INVALID. */
    async me(apiKey: string): Promise<AccountIdentity> {
      try {
        const user = await request<{ id?: number; email?: string; name?: string }>(
          apiKey,
          "GET",
          "/v1/me",
        );
        return { label: user?.email ?? user?.name ?? null, id: user?.id ? String(user.id) : null };
      } catch (error) {
        throw keyCheckFailure(error);
      }
    },
  };
  return adapter;
}
