import { HighLevel } from "@gohighlevel/api-client";
import { CredentialsRefused } from "../connections.js";
import type { AccountIdentity } from "../providers.js";
import {
  type CrmAccess,
  type CrmAdapter,
  crmCall,
  crmFailure,
  keyCheckFailure,
} from "./crm-adapter.js";

// GoHighLevel (LeadConnector API v2) through HighLevel's official client, authorised by the
// sub-account's private integration token; every call names the location. The client's axios
// instance is pointed at `apiUrl` (its `getHttpClient().defaults.baseURL`), so a local stand-in
// can take the place of services.leadconnectorhq.com. Contacts are upserted (the location's
// duplicate rules find the caller by phone or e-mail), notes added to them, an opportunity
// opened in the location's first pipeline and stage when it has one, and a booking written to
// the owner's calendar there when the connection names one (else it is a note).

const PROVIDER = "GoHighLevel";
/** The API version the contacts, notes, opportunities and calendars endpoints expect. */
const API_VERSION = "2021-07-28";

/** A pipeline as `GET /opportunities/pipelines` lists it. */
interface Pipeline {
  id?: string;
  stages?: unknown[];
}

function client(apiUrl: string, token: string): HighLevel {
  const highLevel = new HighLevel({
    privateIntegrationToken: token,
    apiVersion: API_VERSION,
    logLevel: "none",
  });
  highLevel.getHttpClient().defaults.baseURL = apiUrl.replace(/\/+$/, "");
  highLevel.getHttpClient().defaults.timeout = 15_000;
  return highLevel;
}

function locationOf(access: CrmAccess): string {
  if (!access.accountId)
    throw new CredentialsRefused("the GoHighLevel connection names no location");
  return access.accountId;
}

function firstStage(pipeline: Pipeline): string | undefined {
  const stage = pipeline.stages?.[0] as { id?: unknown } | undefined;
  return typeof stage?.id === "string" ? stage.id : undefined;
}

/** The GoHighLevel adapter over `apiUrl` (https://services.leadconnectorhq.com). */
export function createGoHighLevel(options: { apiUrl: string }): CrmAdapter {
  const connect = (access: CrmAccess) => client(options.apiUrl, access.credentials.apiKey ?? "");
  const call = <T>(work: () => Promise<T>) => crmCall(PROVIDER, work);
  return {
    inquiryIsNote: false,

    async upsertContact(access, contact) {
      const locationId = locationOf(access);
      const answer = await call(() =>
        connect(access).contacts.upsertContact({
          locationId,
          ...(contact.name ? { name: contact.name } : {}),
          ...(contact.firstName ? { firstName: contact.firstName } : {}),
          ...(contact.lastName ? { lastName: contact.lastName } : {}),
          ...(contact.phone ? { phone: contact.phone } : {}),
          ...(contact.email ? { email: contact.email } : {}),
          tags: contact.tags,
          source: contact.source,
        }),
      );
      const id = answer.contact?.id;
      if (!id) throw crmFailure(PROVIDER, new Error("the upsert answered no contact"));
      return id;
    },

    async addNote(access, contactId, note) {
      const answer = await call(() =>
        connect(access).contacts.createNote(
          { contactId },
          { body: `${note.subject}\n\n${note.body}` },
        ),
      );
      return answer.note?.id ?? null;
    },

    async addDeal(access, contactId, deal) {
      const locationId = locationOf(access);
      const highLevel = connect(access);
      const { pipelines } = await call(() => highLevel.opportunities.getPipelines({ locationId }));
      const pipeline = (pipelines ?? [])[0] as Pipeline | undefined;
      if (!pipeline?.id) return null;
      const pipelineId = pipeline.id;
      const stageId = firstStage(pipeline);
      const answer = await call(() =>
        highLevel.opportunities.createOpportunity({
          locationId,
          pipelineId,
          ...(stageId ? { pipelineStageId: stageId } : {}),
          name: deal.name,
          status: "open",
          contactId,
        }),
      );
      return answer.opportunity?.id ?? null;
    },

    async addAppointment(access, contactId, appointment) {
      const locationId = locationOf(access);
      const highLevel = connect(access);
      if (!access.calendarId) {
        const answer = await call(() =>
          highLevel.contacts.createNote(
            { contactId },
            {
              body: `${appointment.title}\n${new Date(appointment.startsAt).toISOString()} – ${new Date(appointment.endsAt).toISOString()}\n\n${appointment.description}`,
            },
          ),
        );
        return answer.note?.id ?? null;
      }
      const calendarId = access.calendarId;
      const answer = await call(() =>
        highLevel.calendars.createAppointment({
          calendarId,
          locationId,
          contactId,
          title: appointment.title,
          description: appointment.description,
          startTime: new Date(appointment.startsAt).toISOString(),
          endTime: new Date(appointment.endsAt).toISOString(),
          appointmentStatus: "confirmed",
          // Ringline already chose a free slot in the owner's calendars.
          ignoreFreeSlotValidation: true,
          toNotify: false,
        }),
      );
      return answer.id ?? null;
    },
  };
}

/**
 * The key check at connect: the location read with the token (`GET /locations/:id`); a refusal
 * (a wrong token, or a location it does not open) answers INTEGRATION_CREDENTIALS_INVALID, and
 * the location's name is whom the connection acts as.
 */
export function goHighLevelKeyCheck(apiUrl: string) {
  return async (input: { apiKey: string; accountId: string | null }): Promise<AccountIdentity> => {
    const locationId = input.accountId ?? "";
    try {
      const answer = await client(apiUrl, input.apiKey).locations.getLocation({ locationId });
      return { label: answer.location?.name ?? null, id: answer.location?.id ?? locationId };
    } catch (error) {
      throw keyCheckFailure(error);
    }
  };
}
