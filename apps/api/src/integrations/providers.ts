import type { TIntegrationProvider } from "@ringline/api-client";

// The tools Ringline connects to, and how: OAuth 2.0 (authorization code with PKCE) where the
// provider offers it, an API key where it does not, nothing for the embedded demo calendar.
// Each OAuth provider's endpoints are its published ones; `baseUrl` replaces the origin of
// every endpoint and API address at once, for a local stand-in (tests).

/** Whom a connection acts as at the provider ("dana@example.com"), and its id there. */
export interface AccountIdentity {
  label: string | null;
  id: string | null;
}

/** How a tool connects. */
export type ConnectWith = "oauth" | "api-key" | "local";

/** An OAuth provider's endpoints and what Ringline asks for. */
export interface OAuthEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation; null where the provider has none (Microsoft). */
  revocationUrl: string | null;
  scopes: readonly string[];
  /** Extra parameters of the authorization request (Google's `access_type=offline`). */
  extraParameters: Readonly<Record<string, string>>;
}

/** One tool as the product knows it. */
export interface ProviderDefinition {
  id: TIntegrationProvider;
  kind: "calendar" | "crm";
  name: string;
  connectWith: ConnectWith;
  /** The API's address (the official client is pointed here). */
  apiUrl: string;
  oauth?: OAuthEndpoints | undefined;
  /** An API-key form's second field (GoHighLevel's location), and where to find the key. */
  accountIdLabel?: string | undefined;
  keyHelp?: string | undefined;
}

/** An OAuth app's registration with one provider (`<PROVIDER>_CLIENT_ID` and `_SECRET`). */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** A stand-in's origin replacing the provider's (tests). */
  baseUrl?: string | undefined;
}

/** The integrations' settings: OAuth apps per provider, API origins for stand-ins. */
export interface IntegrationSettings {
  google?: OAuthClientSettings | undefined;
  microsoft?: OAuthClientSettings | undefined;
  hubspot?: OAuthClientSettings | undefined;
  /** Stand-in origins for the API-key providers (tests). */
  calcomBaseUrl?: string | undefined;
  gohighlevelBaseUrl?: string | undefined;
  followupbossBaseUrl?: string | undefined;
  /** Ringline's system as registered with Follow Up Boss (`X-System`, `X-System-Key`). */
  followupbossSystem?: string | undefined;
  followupbossSystemKey?: string | undefined;
  /** Offer the embedded demo calendar (the embedded default; off in production). */
  localCalendar?: boolean | undefined;
}

const PROVIDERS: readonly ProviderDefinition[] = [
  {
    id: "local-calendar",
    kind: "calendar",
    name: "Demo calendar",
    connectWith: "local",
    apiUrl: "",
  },
  {
    id: "google",
    kind: "calendar",
    name: "Google Calendar",
    connectWith: "oauth",
    apiUrl: "https://www.googleapis.com",
    oauth: {
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      revocationUrl: "https://oauth2.googleapis.com/revoke",
      scopes: [
        "openid",
        "email",
        "https://www.googleapis.com/auth/calendar.events",
        "https://www.googleapis.com/auth/calendar.freebusy",
      ],
      // A refresh token, every time the owner connects.
      extraParameters: { access_type: "offline", prompt: "consent" },
    },
  },
  {
    id: "microsoft",
    kind: "calendar",
    name: "Microsoft 365 / Outlook",
    connectWith: "oauth",
    apiUrl: "https://graph.microsoft.com/v1.0",
    oauth: {
      authorizationUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
      tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
      revocationUrl: null,
      scopes: ["offline_access", "User.Read", "Calendars.ReadWrite"],
      extraParameters: { prompt: "select_account" },
    },
  },
  {
    id: "calcom",
    kind: "calendar",
    name: "Cal.com",
    connectWith: "api-key",
    apiUrl: "https://api.cal.com",
    keyHelp: "In Cal.com: Settings → Developer → API keys → Add (starts with cal_live_).",
  },
  {
    id: "gohighlevel",
    kind: "crm",
    name: "GoHighLevel",
    connectWith: "api-key",
    apiUrl: "https://services.leadconnectorhq.com",
    accountIdLabel: "Location id",
    keyHelp:
      "In your sub-account: Settings → Private Integrations → Create (contacts, notes, opportunities).",
  },
  {
    id: "followupboss",
    kind: "crm",
    name: "Follow Up Boss",
    connectWith: "api-key",
    apiUrl: "https://api.followupboss.com",
    keyHelp: "In Follow Up Boss: Admin → API → Create API Key.",
  },
  {
    id: "hubspot",
    kind: "crm",
    name: "HubSpot",
    connectWith: "oauth",
    apiUrl: "https://api.hubapi.com",
    oauth: {
      authorizationUrl: "https://app.hubspot.com/oauth/authorize",
      tokenUrl: "https://api.hubapi.com/oauth/v1/token",
      revocationUrl: "https://api.hubapi.com/oauth/v1/refresh-tokens",
      scopes: [
        "oauth",
        "crm.objects.contacts.read",
        "crm.objects.contacts.write",
        "crm.objects.deals.write",
      ],
      extraParameters: {},
    },
  },
];

/** An address with its origin replaced by `baseUrl` (a stand-in), path and query kept. */
export function rebased(address: string, baseUrl: string | undefined): string {
  if (!baseUrl || !address) return address;
  const url = new URL(address);
  const base = new URL(baseUrl);
  return `${base.origin}${base.pathname.replace(/\/+$/, "")}${url.pathname === "/" ? "" : url.pathname}${url.search}`;
}

/** The OAuth app of a provider, when configured. */
export function oauthClientOf(
  settings: IntegrationSettings,
  provider: TIntegrationProvider,
): OAuthClientSettings | undefined {
  if (provider === "google") return settings.google;
  if (provider === "microsoft") return settings.microsoft;
  if (provider === "hubspot") return settings.hubspot;
  return undefined;
}

function baseUrlOf(settings: IntegrationSettings, provider: TIntegrationProvider) {
  if (provider === "calcom") return settings.calcomBaseUrl;
  if (provider === "gohighlevel") return settings.gohighlevelBaseUrl;
  if (provider === "followupboss") return settings.followupbossBaseUrl;
  return oauthClientOf(settings, provider)?.baseUrl;
}

/**
 * The registry: every provider with its addresses as this server reaches them, and whether it
 * can be connected here (an OAuth provider needs its app registered).
 */
export function createProviderRegistry(settings: IntegrationSettings) {
  const resolved = PROVIDERS.map((provider): ProviderDefinition & { available: boolean } => {
    const base = baseUrlOf(settings, provider.id);
    const available =
      provider.connectWith === "local"
        ? settings.localCalendar === true
        : provider.connectWith === "oauth"
          ? oauthClientOf(settings, provider.id) !== undefined
          : true;
    return {
      ...provider,
      apiUrl: rebased(provider.apiUrl, base),
      oauth: provider.oauth && {
        ...provider.oauth,
        authorizationUrl: rebased(provider.oauth.authorizationUrl, base),
        tokenUrl: rebased(provider.oauth.tokenUrl, base),
        revocationUrl: provider.oauth.revocationUrl && rebased(provider.oauth.revocationUrl, base),
      },
      available,
    };
  });
  return {
    settings,
    all: resolved,
    get(id: TIntegrationProvider) {
      const found = resolved.find((provider) => provider.id === id);
      if (!found) throw new Error(`no provider ${id}`);
      return found;
    },
  };
}

/** The registry of providers. */
export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
