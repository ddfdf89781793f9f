import { randomBytes } from "node:crypto";
import type {
  TConnectIntegrationRequest,
  TIntegrationProvider,
  TIntegrationsResponse,
  TSchedulingSettings,
} from "@ringline/api-client";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { CustomerPrincipal } from "../http/authentication.js";
import type { SecretBox } from "../security/secret-box.js";
import { hashToken } from "../security/tokens.js";
import type { Calendars } from "./calendars/calendars.js";
import { graphClient } from "./calendars/graph-client.js";
import { type Connections, type Credentials, connectionView } from "./connections.js";
import {
  authorizationAddress,
  emailInIdToken,
  exchangeCode,
  type OAuthTokens,
  pkcePair,
  revokeToken,
} from "./oauth.js";
import { type AccountIdentity, oauthClientOf, type ProviderRegistry } from "./providers.js";

// The owner's side of integrations: which tools exist, connecting one (OAuth with PKCE, or an
// API key checked with the provider), choosing the calendar for bookings, disconnecting
// (revoked at the provider, the sealed copy deleted) and the scheduling settings.

/** How long an OAuth authorization may take. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

/**
 * What one provider adds to the generic flow (a provider without hooks is not offered: it is
 * not built yet): who an OAuth grant acts as, and an API key's
 * check (refuses with INTEGRATION_CREDENTIALS_INVALID). CRM adapters register theirs.
 */
export interface ProviderHooks {
  identify?(tokens: OAuthTokens): Promise<AccountIdentity>;
  /** Answers whom the key acts as; a calendar may name the calendar it books into. */
  verifyKey?(input: {
    apiKey: string;
    accountId: string | null;
  }): Promise<AccountIdentity & { calendarId?: string | null | undefined }>;
  /** How the provider revokes (HubSpot: `DELETE …/:refreshToken`). */
  revocation?: "rfc7009" | "path";
}

/** Where the callback sends the owner, with what happened in the query. */
export function returnAddress(
  returnTo: string,
  outcome: { connected: TIntegrationProvider } | { error: string; provider?: string | undefined },
): string {
  const path = returnTo === "onboarding" ? "/onboarding" : "/dashboard/integrations";
  const query = new URLSearchParams(
    "connected" in outcome
      ? { connected: outcome.connected }
      : {
          integrationError: outcome.error,
          ...(outcome.provider ? { provider: outcome.provider } : {}),
        },
  );
  return `${path}?${query}`;
}

/** The session a customer request acts in (an impersonation is not one: it cannot connect). */
function sessionKeyOf(customer: CustomerPrincipal): string | null {
  return customer.via === "session" && customer.sessionId ? `session:${customer.sessionId}` : null;
}

export function createIntegrationsService(options: {
  db: Database;
  box: SecretBox;
  registry: ProviderRegistry;
  connections: Connections;
  calendars: Calendars;
  hooks: Partial<Record<TIntegrationProvider, ProviderHooks>>;
  customerIdOf(userId: string): Promise<string>;
  publicUrl: string;
  fetch: typeof fetch;
  now: () => number;
  logger: Logger;
}) {
  const prisma = () => options.db.prisma;
  const redirectUri = `${options.publicUrl}/api/integrations/oauth/callback`;
  const { registry, connections } = options;

  const unavailable = () => new AppError("INTEGRATION_NOT_AVAILABLE");

  /** A provider that can be connected here, by this way. */
  /** Whether a provider can be connected here: configured, and built (its hooks registered). */
  const usable = (id: TIntegrationProvider) =>
    registry.get(id).available && options.hooks[id] !== undefined;

  function providerFor(id: TIntegrationProvider, way: "oauth" | "key") {
    const provider = registry.get(id);
    if (!usable(id)) throw unavailable();
    const byOAuth = provider.connectWith === "oauth";
    if ((way === "oauth") !== byOAuth) {
      throw new AppError("API_VALIDATION_ERROR", {
        message: byOAuth
          ? `${provider.name} connects by signing in there: use Connect.`
          : `${provider.name} connects with a key, not by signing in.`,
      });
    }
    return provider;
  }

  async function identify(id: TIntegrationProvider, tokens: OAuthTokens): Promise<AccountIdentity> {
    const hook = options.hooks[id]?.identify;
    if (hook) return hook(tokens);
    return { label: emailInIdToken(tokens.idToken), id: null };
  }

  async function revoke(id: TIntegrationProvider, credentials: Credentials): Promise<boolean> {
    const provider = registry.get(id);
    const client = oauthClientOf(registry.settings, id);
    const token = credentials.oauth?.refreshToken ?? credentials.oauth?.accessToken;
    if (!provider.oauth || !client || !token) return false;
    return revokeToken({
      endpoints: provider.oauth,
      client,
      token,
      style: options.hooks[id]?.revocation ?? "rfc7009",
      fetch: options.fetch,
    });
  }

  return {
    async overview(userId: string): Promise<TIntegrationsResponse> {
      const customerId = await options.customerIdOf(userId);
      const [rows, customer] = await Promise.all([
        connections.list(customerId),
        prisma().customer.findUniqueOrThrow({
          where: { id: customerId },
          select: { bookingBufferMinutes: true, bookingNoticeMinutes: true },
        }),
      ]);
      return {
        providers: registry.all
          .filter((provider) => provider.connectWith !== "local" || usable(provider.id))
          .map((provider) => ({
            id: provider.id,
            kind: provider.kind,
            name: provider.name,
            connectWith: provider.connectWith,
            available: usable(provider.id),
            demo: provider.connectWith === "local",
            accountIdLabel: provider.accountIdLabel ?? null,
            keyHelp: provider.keyHelp ?? null,
          })),
        connections: rows.map(connectionView),
        scheduling: {
          bufferMinutes: customer.bookingBufferMinutes,
          noticeMinutes: customer.bookingNoticeMinutes,
        },
      };
    },

    /** Starts an OAuth connection: the address of the provider's consent screen. */
    async startAuthorization(
      customer: CustomerPrincipal,
      input: { provider: TIntegrationProvider; returnTo: "dashboard" | "onboarding" },
    ) {
      const provider = providerFor(input.provider, "oauth");
      const client = oauthClientOf(registry.settings, provider.id);
      const sessionKey = sessionKeyOf(customer);
      if (!provider.oauth || !client) throw unavailable();
      if (!sessionKey) {
        throw new AppError("INTEGRATION_NOT_AVAILABLE", {
          message: "Only the owner can connect their accounts, not while impersonating.",
        });
      }
      const customerId = await options.customerIdOf(customer.userId);
      const state = randomBytes(32).toString("base64url");
      const { verifier, challenge } = pkcePair();
      await prisma().integrationAuthorization.create({
        data: {
          stateHash: hashToken(state),
          customerId,
          sessionKey,
          provider: provider.id,
          codeVerifier: options.box.seal(verifier),
          returnTo: input.returnTo,
          expiresAt: new Date(options.now() + AUTHORIZATION_TTL_MS),
        },
      });
      return {
        authorizationUrl: authorizationAddress({
          endpoints: provider.oauth,
          client,
          redirectUri,
          state,
          challenge,
        }),
      };
    },

    /**
     * Finishes an OAuth connection from the provider's redirect: the state must be one this
     * session started, unused and not expired. Answers where to send the browser.
     */
    async finishAuthorization(
      customer: CustomerPrincipal | undefined,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<string> {
      const failure = (returnTo: string, provider?: string) =>
        returnAddress(returnTo, { error: "INTEGRATION_AUTHORIZATION_FAILED", provider });
      if (!query.state) return failure("dashboard");
      const stateHash = hashToken(query.state);
      const pending = await prisma().integrationAuthorization.findUnique({ where: { stateHash } });
      // Used once: whoever deletes it goes on.
      const taken = pending
        ? (await prisma().integrationAuthorization.deleteMany({ where: { stateHash } })).count
        : 0;
      if (!pending || taken === 0) return failure("dashboard");
      const back = pending.returnTo;
      const provider = registry.get(pending.provider as TIntegrationProvider);
      const client = oauthClientOf(registry.settings, provider.id);
      const sameSession = customer !== undefined && sessionKeyOf(customer) === pending.sessionKey;
      if (
        pending.expiresAt.getTime() < options.now() ||
        !sameSession ||
        query.error ||
        !query.code ||
        !provider.oauth ||
        !client
      ) {
        return failure(back, provider.id);
      }
      try {
        const tokens = await exchangeCode({
          endpoints: provider.oauth,
          client,
          code: query.code,
          verifier: options.box.open(pending.codeVerifier),
          redirectUri,
          fetch: options.fetch,
          now: options.now(),
        });
        const { extra: _extra, ...kept } = tokens;
        const who = await identify(provider.id, kept);
        await connections.save({
          customerId: pending.customerId,
          provider: provider.id,
          credentials: { oauth: kept },
          accountLabel: who.label,
          accountId: who.id,
        });
        options.calendars.forget(pending.customerId);
        return returnAddress(back, { connected: provider.id });
      } catch (error) {
        options.logger.warn(
          { err: error, provider: provider.id },
          "integration authorization failed",
        );
        return failure(back, provider.id);
      }
    },

    /** Connects a tool by API key (checked with the provider first), or the demo calendar. */
    async connect(userId: string, input: TConnectIntegrationRequest) {
      const customerId = await options.customerIdOf(userId);
      const provider = providerFor(input.provider, "key");
      let identity: AccountIdentity & { calendarId?: string | null | undefined } = {
        label: "This Ringline server (demo)",
        id: null,
      };
      let credentials: Credentials = {};
      if (provider.connectWith === "api-key") {
        const verify = options.hooks[provider.id]?.verifyKey;
        if (!verify) throw unavailable();
        if (!input.apiKey) {
          throw new AppError("API_VALIDATION_ERROR", {
            message: "Paste the key",
            fieldErrors: { apiKey: ["Paste the key"] },
          });
        }
        if (provider.accountIdLabel && !input.accountId) {
          throw new AppError("API_VALIDATION_ERROR", {
            message: `${provider.accountIdLabel} is required`,
            fieldErrors: { accountId: [`${provider.accountIdLabel} is required`] },
          });
        }
        identity = await verify({ apiKey: input.apiKey, accountId: input.accountId ?? null });
        credentials = { apiKey: input.apiKey };
      }
      const saved = await connections.save({
        customerId,
        provider: provider.id,
        credentials,
        accountLabel: identity.label,
        accountId: identity.id ?? input.accountId ?? null,
        calendarId: identity.calendarId,
      });
      options.calendars.forget(customerId);
      return connectionView(saved);
    },

    async setBookInto(userId: string, id: string, bookInto: boolean) {
      const customerId = await options.customerIdOf(userId);
      const updated = await connections.setBookInto(customerId, id, bookInto);
      if (!updated)
        throw new AppError("API_NOT_FOUND", { message: "There is no such connection." });
      return connectionView(updated);
    },

    /**
     * Disconnects: the token revoked at the provider where it can be, the row (and its sealed
     * credentials) deleted; another calendar takes the bookings. Answers the owner's words.
     */
    async disconnect(customerId: string, id: string): Promise<string> {
      const row = await connections.find(customerId, id);
      if (!row) throw new AppError("API_NOT_FOUND", { message: "There is no such connection." });
      const provider = registry.get(row.provider as TIntegrationProvider);
      let credentials: Credentials = {};
      try {
        credentials = connections.open(row);
      } catch {
        // Sealed under another key: nothing to revoke with.
      }
      const revoked = credentials.oauth ? await revoke(provider.id, credentials) : false;
      await connections.remove(row.id);
      if (row.bookInto) {
        const next = await prisma().integrationConnection.findFirst({
          where: { customerId, kind: "calendar" },
          orderBy: { createdAt: "asc" },
        });
        if (next) await connections.setBookInto(customerId, next.id, true);
      }
      options.calendars.forget(customerId);
      if (credentials.oauth && !revoked) {
        return provider.oauth?.revocationUrl
          ? `${provider.name} is disconnected here, but it did not confirm that Ringline's access is revoked: remove Ringline from your account's connected apps there too.`
          : `${provider.name} is disconnected. To remove Ringline from your account there too, open your account's connected apps.`;
      }
      return `${provider.name} is disconnected: Ringline no longer reads or writes it.`;
    },

    async updateScheduling(userId: string, input: TSchedulingSettings) {
      const customerId = await options.customerIdOf(userId);
      const saved = await prisma().customer.update({
        where: { id: customerId },
        data: {
          bookingBufferMinutes: input.bufferMinutes,
          bookingNoticeMinutes: input.noticeMinutes,
        },
        select: { bookingBufferMinutes: true, bookingNoticeMinutes: true },
      });
      return {
        bufferMinutes: saved.bookingBufferMinutes,
        noticeMinutes: saved.bookingNoticeMinutes,
      };
    },

    /** Deletes authorizations that were never finished. */
    async purgeAuthorizations() {
      await prisma().integrationAuthorization.deleteMany({
        where: { expiresAt: { lt: new Date(options.now()) } },
      });
    },
  };
}

/** Microsoft's account name (Graph `/me`), for the connection's "connected as". */
export function microsoftIdentity(apiUrl: string) {
  return async (tokens: OAuthTokens): Promise<AccountIdentity> => {
    const me = (await graphClient(apiUrl, tokens.accessToken)
      .api("/me")
      .select(["id", "mail", "userPrincipalName"])
      .get()) as { id?: string; mail?: string | null; userPrincipalName?: string };
    return { label: me.mail ?? me.userPrincipalName ?? null, id: me.id ?? null };
  };
}

/** The integrations service. */
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
