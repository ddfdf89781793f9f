import { createHash, randomBytes } from "node:crypto";
import {
  type StandInAnswer,
  type StandInRequest,
  type StandInServer,
  samePhone,
  startStandInServer,
} from "./stand-in-server.js";

// A local stand-in of HubSpot on one origin: its OAuth 2.0 app (the authorization page that
// consents at once and redirects with a code, the token endpoint with PKCE checked, refresh,
// `DELETE /oauth/v1/refresh-tokens/:token` revocation, `GET /oauth/v1/access-tokens/:token`)
// and the CRM v3 endpoints Ringline uses: contact search (EQ on a property), create (409 with
// "Existing ID" for a known e-mail), update, and notes, deals and meetings with their
// associations. CRM requests must carry a live access token as a bearer.

/** A CRM object (contact, note, deal, meeting) as the stand-in keeps it. */
export interface StandInRecord {
  id: string;
  properties: Record<string, string>;
  /** The contacts it is associated with, and the association type ids. */
  associations: Array<{ to: string; typeId: number }>;
}

/** The stand-in with its state: tokens issued and revoked, and what was written. */
export interface HubSpotStandIn extends StandInServer {
  clientId: string;
  contacts: StandInRecord[];
  notes: StandInRecord[];
  deals: StandInRecord[];
  meetings: StandInRecord[];
  /** Tokens issued: kind and whether revoked. */
  tokens: Map<string, { kind: "access" | "refresh"; grant: string; revoked: boolean }>;
  /** The refresh tokens revoked through `DELETE /oauth/v1/refresh-tokens/:token`. */
  revoked: string[];
}

interface Grant {
  redirectUri: string;
  challenge: string;
}

const HUB_ID = 4_242_001;

/** Starts the HubSpot stand-in (OAuth app and CRM) for one app's client id and secret. */
export async function startHubSpotStandIn(options: {
  clientId: string;
  clientSecret: string;
}): Promise<HubSpotStandIn> {
  const grants = new Map<string, Grant>();
  let next = 501;

  const issue = (grant: string) => {
    const access = `hs_at_${randomBytes(12).toString("hex")}`;
    const refresh = `hs_rt_${randomBytes(12).toString("hex")}`;
    stand.tokens.set(access, { kind: "access", grant, revoked: false });
    stand.tokens.set(refresh, { kind: "refresh", grant, revoked: false });
    return {
      status: 200,
      body: {
        token_type: "bearer",
        access_token: access,
        refresh_token: refresh,
        expires_in: 1800,
      },
    };
  };

  function oauth(request: StandInRequest): StandInAnswer | null {
    const { method, path, query, body } = request;
    if (method === "GET" && path === "/oauth/authorize") {
      if (query.get("client_id") !== options.clientId) {
        return { status: 400, body: { message: "unknown client" } };
      }
      const code = `code_${randomBytes(8).toString("hex")}`;
      grants.set(code, {
        redirectUri: query.get("redirect_uri") ?? "",
        challenge: query.get("code_challenge") ?? "",
      });
      const back = new URL(query.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.get("state") ?? "");
      return { status: 302, location: back.toString() };
    }
    if (method === "POST" && path === "/oauth/v1/token") {
      if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret) {
        return { status: 400, body: { status: "BAD_CLIENT_ID", message: "invalid client" } };
      }
      if (body.grant_type === "authorization_code") {
        const grant = grants.get(String(body.code));
        grants.delete(String(body.code));
        const verifier = String(body.code_verifier ?? "");
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== body.redirect_uri) {
          return { status: 400, body: { status: "BAD_AUTH_CODE", message: "invalid code" } };
        }
        return issue(String(body.code));
      }
      if (body.grant_type === "refresh_token") {
        const known = stand.tokens.get(String(body.refresh_token));
        if (known?.kind !== "refresh" || known.revoked) {
          return { status: 400, body: { status: "BAD_REFRESH_TOKEN", message: "invalid" } };
        }
        return issue(known.grant);
      }
      return { status: 400, body: { status: "BAD_GRANT_TYPE" } };
    }
    const revoke = /^\/oauth\/v1\/refresh-tokens\/([^/]+)$/.exec(path);
    if (method === "DELETE" && revoke) {
      const token = decodeURIComponent(revoke[1] as string);
      const known = stand.tokens.get(token);
      if (known?.kind !== "refresh") return { status: 404, body: { message: "not found" } };
      // Revoking the refresh token ends every token of its grant.
      for (const issued of stand.tokens.values()) {
        if (issued.grant === known.grant) issued.revoked = true;
      }
      stand.revoked.push(token);
      return { status: 204 };
    }
    const info = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(path);
    if (method === "GET" && info) {
      const token = decodeURIComponent(info[1] as string);
      const known = stand.tokens.get(token);
      if (known?.kind !== "access" || known.revoked) {
        return { status: 404, body: { message: "token not found" } };
      }
      return {
        status: 200,
        body: {
          token,
          user: "dana@harborhomes.example",
          hub_domain: "harborhomes.example",
          hub_id: HUB_ID,
          app_id: 77,
          expires_in: 1700,
          user_id: 12,
          token_type: "access",
          scopes: ["oauth", "crm.objects.contacts.write"],
        },
      };
    }
    return null;
  }

  const publicRecord = (record: StandInRecord) => ({
    id: record.id,
    properties: record.properties,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    archived: false,
  });

  function create(list: StandInRecord[], body: Record<string, unknown>): StandInRecord {
    const associations = (Array.isArray(body.associations) ? body.associations : []).flatMap(
      (item) => {
        const association = item as {
          to?: { id?: unknown };
          types?: Array<{ associationTypeId?: unknown }>;
        };
        return (association.types ?? []).map((type) => ({
          to: String(association.to?.id),
          typeId: Number(type.associationTypeId),
        }));
      },
    );
    const record = {
      id: String(next++),
      properties: Object.fromEntries(
        Object.entries((body.properties ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          String(value),
        ]),
      ),
      associations,
    };
    list.push(record);
    return record;
  }

  const handle = (request: StandInRequest): StandInAnswer => {
    const fromOAuth = oauth(request);
    if (fromOAuth) return fromOAuth;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const token = bearer ? stand.tokens.get(bearer) : undefined;
    if (token?.kind !== "access" || token.revoked) {
      return {
        status: 401,
        body: {
          status: "error",
          category: "INVALID_AUTHENTICATION",
          message: "expired or invalid",
        },
      };
    }
    const { method, path, body } = request;
    if (method === "POST" && path === "/crm/v3/objects/contacts/search") {
      const groups = (body.filterGroups ?? []) as Array<{
        filters: Array<{ propertyName: string; operator: string; value: string }>;
      }>;
      const matches = stand.contacts.filter((contact) =>
        groups.some((group) =>
          group.filters.every((filter) => {
            const value = contact.properties[filter.propertyName];
            if (filter.operator !== "EQ") return false;
            return filter.propertyName === "phone"
              ? samePhone(value, filter.value)
              : value?.toLowerCase() === filter.value.toLowerCase();
          }),
        ),
      );
      return { status: 200, body: { total: matches.length, results: matches.map(publicRecord) } };
    }
    if (method === "POST" && path === "/crm/v3/objects/contacts") {
      const email = (body.properties as Record<string, string> | undefined)?.email;
      const existing = email
        ? stand.contacts.find((contact) => contact.properties.email === email)
        : undefined;
      if (existing) {
        return {
          status: 409,
          body: {
            status: "error",
            category: "CONFLICT",
            message: `Contact already exists. Existing ID: ${existing.id}`,
          },
        };
      }
      return { status: 201, body: publicRecord(create(stand.contacts, body)) };
    }
    const contact = /^\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(path);
    if (method === "PATCH" && contact) {
      const found = stand.contacts.find((record) => record.id === contact[1]);
      if (!found) return { status: 404, body: { status: "error", message: "not found" } };
      Object.assign(found.properties, body.properties);
      return { status: 200, body: publicRecord(found) };
    }
    const lists: Record<string, StandInRecord[]> = {
      "/crm/v3/objects/notes": stand.notes,
      "/crm/v3/objects/deals": stand.deals,
      "/crm/v3/objects/meetings": stand.meetings,
    };
    const list = lists[path];
    if (method === "POST" && list) return { status: 201, body: publicRecord(create(list, body)) };
    return { status: 404, body: { status: "error", message: `no ${method} ${path}` } };
  };

  const server = await startStandInServer(handle, (request) => request.path.startsWith("/crm/"));
  const stand: HubSpotStandIn = {
    ...server,
    clientId: options.clientId,
    contacts: [],
    notes: [],
    deals: [],
    meetings: [],
    tokens: new Map(),
    revoked: [],
  };
  return stand;
}
