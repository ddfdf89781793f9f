import type { TIntegrationConnection, TIntegrationProvider } from "@ringline/api-client";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { IntegrationConnection } from "../generated/prisma/client.js";
import type { SecretBox } from "../security/secret-box.js";
import { OAuthRefused, type OAuthTokens, refreshTokens } from "./oauth.js";
import { oauthClientOf, type ProviderRegistry } from "./providers.js";

// The owner's connections and their credentials. A row keeps its tokens or key only as sealed
// JSON (SecretBox, `SECRETS_KEY`); `credentialsOf` opens them for one request and refreshes an
// access token that ends within a minute, writing the new tokens back sealed. A provider that
// refuses (a revoked grant, a deleted key) puts the connection in `error` with the reason in
// words, for the owner to reconnect; any success clears it.

/** What a connection's sealed credentials hold. */
export interface Credentials {
  oauth?: OAuthTokens | undefined;
  apiKey?: string | undefined;
}

/** A connection's row with its credentials opened. */
export interface OpenConnection {
  row: IntegrationConnection;
  provider: TIntegrationProvider;
  credentials: Credentials;
}

/** A provider refused a connection's credentials (the owner reconnects). */
export class CredentialsRefused extends Error {
  override name = "CredentialsRefused";
}

/** A provider could not be reached or failed; the credentials may be fine. */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

const REFRESH_MARGIN_MS = 60_000;
/** `last_sync_at` is written at most this often (it is read by people, not by the code). */
const SYNC_STAMP_MS = 60_000;

/** A connection as its owner sees it. */
export function connectionView(row: IntegrationConnection): TIntegrationConnection {
  return {
    id: row.id,
    provider: row.provider as TIntegrationProvider,
    kind: row.kind === "crm" ? "crm" : "calendar",
    status: row.status === "error" ? "error" : "connected",
    accountLabel: row.accountLabel,
    bookInto: row.bookInto,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createConnections(options: {
  db: Database;
  box: SecretBox;
  registry: ProviderRegistry;
  fetch: typeof fetch;
  now: () => number;
  logger: Logger;
}) {
  const prisma = () => options.db.prisma;
  const refreshing = new Map<string, Promise<Credentials>>();

  const seal = (credentials: Credentials) => options.box.seal(JSON.stringify(credentials));
  const open = (row: IntegrationConnection): Credentials =>
    JSON.parse(options.box.open(row.credentials)) as Credentials;

  async function refreshed(row: IntegrationConnection, credentials: Credentials) {
    const provider = options.registry.get(row.provider as TIntegrationProvider);
    const client = oauthClientOf(options.registry.settings, provider.id);
    if (!provider.oauth || !client || !credentials.oauth) return credentials;
    const tokens = await refreshTokens({
      endpoints: provider.oauth,
      client,
      tokens: credentials.oauth,
      fetch: options.fetch,
      now: options.now(),
    });
    const next = { ...credentials, oauth: tokens };
    await prisma().integrationConnection.update({
      where: { id: row.id },
      data: {
        credentials: seal(next),
        tokenExpiresAt: tokens.expiresAt === null ? null : new Date(tokens.expiresAt),
      },
    });
    return next;
  }

  const connections = {
    seal,
    open,

    /** The customer's connections, calendars first. */
    async list(customerId: string) {
      return prisma().integrationConnection.findMany({
        where: { customerId },
        orderBy: [{ kind: "asc" }, { createdAt: "asc" }],
      });
    },

    async find(customerId: string, id: string) {
      return prisma().integrationConnection.findFirst({ where: { id, customerId } });
    },

    /**
     * Saves a new connection, or replaces the credentials of the customer's connection to the
     * same provider (a reconnect): one row per customer and provider.
     */
    async save(input: {
      customerId: string;
      provider: TIntegrationProvider;
      credentials: Credentials;
      accountLabel: string | null;
      accountId: string | null;
      /** The calendar bookings go to (Cal.com: the event type); undefined keeps the row's. */
      calendarId?: string | null | undefined;
    }) {
      const provider = options.registry.get(input.provider);
      const sealed = seal(input.credentials);
      const expiresAt = input.credentials.oauth?.expiresAt;
      const now = new Date(options.now());
      const data = {
        status: "connected",
        credentials: sealed,
        accountLabel: input.accountLabel,
        accountId: input.accountId,
        ...(input.calendarId !== undefined ? { calendarId: input.calendarId } : {}),
        tokenExpiresAt: expiresAt ? new Date(expiresAt) : null,
        lastSyncAt: now,
        lastError: null,
        lastErrorAt: null,
      };
      const saved = await prisma().integrationConnection.upsert({
        where: { customerId_provider: { customerId: input.customerId, provider: input.provider } },
        create: {
          customerId: input.customerId,
          provider: input.provider,
          kind: provider.kind,
          ...data,
        },
        update: data,
      });
      // The first calendar connected takes the bookings, unless another already does.
      if (provider.kind === "calendar" && !saved.bookInto) {
        const taken = await prisma().integrationConnection.count({
          where: { customerId: input.customerId, kind: "calendar", bookInto: true },
        });
        if (taken === 0) {
          return prisma().integrationConnection.update({
            where: { id: saved.id },
            data: { bookInto: true },
          });
        }
      }
      return saved;
    },

    /** Makes one calendar the one bookings go to (and no other), or none. */
    async setBookInto(customerId: string, id: string, bookInto: boolean) {
      return prisma().$transaction(async (tx) => {
        const row = await tx.integrationConnection.findFirst({
          where: { id, customerId, kind: "calendar" },
        });
        if (!row) return null;
        if (bookInto) {
          await tx.integrationConnection.updateMany({
            where: { customerId, kind: "calendar", bookInto: true, NOT: { id } },
            data: { bookInto: false },
          });
        }
        return tx.integrationConnection.update({ where: { id }, data: { bookInto } });
      });
    },

    async remove(id: string) {
      await prisma().integrationConnection.deleteMany({ where: { id } });
    },

    /**
     * The connection's credentials, its access token refreshed when it ends within a minute
     * (one refresh at a time per connection in this process). Throws CredentialsRefused when
     * the provider refuses the refresh (the connection is marked) and ProviderUnavailable when
     * it cannot be reached.
     */
    async credentialsOf(row: IntegrationConnection): Promise<Credentials> {
      const credentials = open(row);
      const tokens = credentials.oauth;
      if (
        !tokens ||
        tokens.expiresAt === null ||
        tokens.expiresAt - REFRESH_MARGIN_MS > options.now()
      ) {
        return credentials;
      }
      const pending = refreshing.get(row.id);
      if (pending) return pending;
      const work = refreshed(row, credentials)
        .catch(async (error: unknown) => {
          if (error instanceof OAuthRefused) {
            await connections.failed(
              row,
              "The provider no longer accepts Ringline's access. Reconnect to go on.",
            );
            throw new CredentialsRefused(error.message);
          }
          throw new ProviderUnavailable((error as Error).message);
        })
        .finally(() => refreshing.delete(row.id));
      refreshing.set(row.id, work);
      return work;
    },

    /** Records a failure in words (the owner reads it); `error` status when credentials were refused. */
    async failed(row: IntegrationConnection, reason: string, refused = true) {
      const at = new Date(options.now());
      await prisma().integrationConnection.updateMany({
        where: { id: row.id },
        data: {
          lastError: reason.slice(0, 500),
          lastErrorAt: at,
          ...(refused ? { status: "error" } : {}),
        },
      });
    },

    /** Records a success: the error is cleared and the sync time stamped (at most once a minute). */
    async succeeded(row: IntegrationConnection) {
      const now = options.now();
      const stale = !row.lastSyncAt || now - row.lastSyncAt.getTime() > SYNC_STAMP_MS;
      if (row.status === "connected" && row.lastError === null && !stale) return;
      await prisma().integrationConnection.updateMany({
        where: { id: row.id },
        data: {
          status: "connected",
          lastError: null,
          lastErrorAt: null,
          lastSyncAt: new Date(now),
        },
      });
    },
  };
  return connections;
}

/** The connections repository. */
export type Connections = ReturnType<typeof createConnections>;
