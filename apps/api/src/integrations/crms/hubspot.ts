import { AssociationTypes, Client } from "@hubspot/api-client";
import {
  FilterOperatorEnum,
  type SimplePublicObject,
} from "@hubspot/api-client/lib/codegen/crm/contacts/index.js";
import { AssociationSpecAssociationCategoryEnum } from "@hubspot/api-client/lib/codegen/crm/objects/notes/index.js";
import { statusOf } from "../calendars/calendar-adapter.js";
import type { OAuthTokens } from "../oauth.js";
import type { AccountIdentity } from "../providers.js";
import {
  type CrmAccess,
  type CrmAdapter,
  type CrmContact,
  crmCall,
  crmFailure,
} from "./crm-adapter.js";

// HubSpot through its official client (`@hubspot/api-client`), authorised by the connection's
// OAuth access token, its `basePath` pointed at the configured API address (a stand-in in
// tests). The contact is found by the id an earlier sync kept, else by phone, else by e-mail
// (CRM search), then updated or created; notes, deals and meetings are created associated with
// it (HubSpot-defined association types). HubSpot has no contact tags: the tags go in the
// lead's note, and a new contact is a `lead` from the source "Ringline".

const PROVIDER = "HubSpot";

const call = <T>(work: () => Promise<T>) => crmCall(PROVIDER, work);

function client(apiUrl: string, accessToken: string): Client {
  return new Client({
    accessToken,
    basePath: apiUrl.replace(/\/+$/, ""),
    // The sync's own backoff retries; the client must not hold a drain for minutes.
    numberOfApiCallRetries: 0,
  });
}

const associatedWith = (contactId: string, associationTypeId: number) => [
  {
    to: { id: contactId },
    types: [
      {
        associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
        associationTypeId,
      },
    ],
  },
];

function properties(contact: CrmContact): Record<string, string> {
  return {
    ...(contact.firstName ? { firstname: contact.firstName } : {}),
    ...(contact.lastName ? { lastname: contact.lastName } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
  };
}

/** HubSpot's answer to a contact created with an e-mail it already has: "Existing ID: 123". */
function existingIdOf(error: unknown): string | null {
  const body = (error as { body?: { message?: unknown } })?.body;
  const message = typeof body?.message === "string" ? body.message : "";
  return /Existing ID:\s*(\d+)/.exec(message)?.[1] ?? null;
}

/** The HubSpot adapter over `apiUrl` (https://api.hubapi.com). */
export function createHubSpot(options: { apiUrl: string }): CrmAdapter {
  const connect = (access: CrmAccess) =>
    client(options.apiUrl, access.credentials.oauth?.accessToken ?? "");

  async function find(hubspot: Client, contact: CrmContact): Promise<string | null> {
    const searches: Array<[string, string | null]> = [
      ["phone", contact.phone],
      ["email", contact.email],
    ];
    for (const [propertyName, value] of searches) {
      if (!value) continue;
      const found = await call(() =>
        hubspot.crm.contacts.searchApi.doSearch({
          filterGroups: [{ filters: [{ propertyName, operator: FilterOperatorEnum.Eq, value }] }],
          properties: ["email", "phone"],
          limit: 1,
        }),
      );
      const first: SimplePublicObject | undefined = found.results[0];
      if (first) return first.id;
    }
    return null;
  }

  return {
    inquiryIsNote: false,

    async upsertContact(access, contact, context) {
      const hubspot = connect(access);
      const fields = properties(contact);
      const update = async (id: string) => {
        try {
          if (Object.keys(fields).length > 0) {
            await hubspot.crm.contacts.basicApi.update(id, { properties: fields });
          }
          return true;
        } catch (error) {
          // Deleted or merged away at HubSpot since: found again, or made anew.
          if (statusOf(error) === 404) return false;
          throw crmFailure(PROVIDER, error);
        }
      };
      if (context.knownId && (await update(context.knownId))) return context.knownId;
      const found = await find(hubspot, contact);
      if (found && (await update(found))) return found;
      try {
        const created = await hubspot.crm.contacts.basicApi.create({
          properties: { ...fields, lifecyclestage: "lead", hs_lead_status: "NEW" },
          associations: [],
        });
        return created.id;
      } catch (error) {
        // The e-mail is another contact's (search had not indexed it yet): that one.
        const existing = existingIdOf(error);
        if (existing) return existing;
        throw crmFailure(PROVIDER, error);
      }
    },

    async addNote(access, contactId, note) {
      const created = await call(() =>
        connect(access).crm.objects.notes.basicApi.create({
          properties: {
            hs_timestamp: new Date(note.at).toISOString(),
            hs_note_body: `${note.subject}\n\n${note.body}`,
          },
          associations: associatedWith(contactId, AssociationTypes.noteToContact),
        }),
      );
      return created.id;
    },

    async addDeal(access, contactId, deal) {
      const created = await call(() =>
        connect(access).crm.deals.basicApi.create({
          properties: {
            dealname: deal.name,
            pipeline: "default",
            dealstage: "appointmentscheduled",
            description: `A ${deal.intent} lead from a call answered by Ringline.`,
          },
          associations: associatedWith(contactId, AssociationTypes.dealToContact),
        }),
      );
      return created.id;
    },

    async addAppointment(access, contactId, appointment) {
      const created = await call(() =>
        connect(access).crm.objects.meetings.basicApi.create({
          properties: {
            hs_timestamp: new Date(appointment.startsAt).toISOString(),
            hs_meeting_title: appointment.title,
            hs_meeting_body: appointment.description,
            hs_meeting_start_time: new Date(appointment.startsAt).toISOString(),
            hs_meeting_end_time: new Date(appointment.endsAt).toISOString(),
            hs_meeting_outcome: "SCHEDULED",
          },
          associations: associatedWith(contactId, AssociationTypes.meetingToContact),
        }),
      );
      return created.id;
    },
  };
}

/**
 * Whom a HubSpot grant acts as, for "connected as": the access token's own information
 * (`GET /oauth/v1/access-tokens/:token`): the user and the portal (hub id).
 */
export function hubSpotIdentity(apiUrl: string) {
  return async (tokens: OAuthTokens): Promise<AccountIdentity> => {
    const info = await call(() =>
      client(apiUrl, tokens.accessToken).oauth.accessTokensApi.get(tokens.accessToken),
    );
    const hub = info.hubDomain ? `${info.hubDomain} (${info.hubId})` : String(info.hubId);
    return { label: info.user ? `${info.user}, ${hub}` : hub, id: String(info.hubId) };
  };
}
