import { RECEPTIONIST_SERVER_MESSAGES_PATH } from "@ringline/api-client";
import { createVoicePlatformClient, type VoicePlatformClient } from "@ringline/voice-client";
import type { ServerMessageAuthenticationPlan } from "@ringline/voice-client/server";
import type PgBoss from "pg-boss";
import { createBackgroundWrites } from "../core/background.js";
import type { ServerCredentialSetting } from "../core/config.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { CustomerPrincipal } from "../http/authentication.js";
import type { FeatureModule } from "../http/route-table.js";
import { createPhoneNumbers } from "./phone-numbers.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./platform-errors.js";
import { createPlatformSync, type PlatformSync } from "./platform-sync.js";
import { createReceptionistService, type ReceptionistService } from "./receptionist.service.js";
import {
  createServerCredential,
  serverCredentialPlan,
  serverMessageSecret,
} from "./server-credential.js";
import { createSettingsRepository, type SettingsRepository } from "./settings.repository.js";
import { inProcessScheduler, pgBossScheduler } from "./sync-scheduler.js";
import { createVersionHistory, type VersionActor } from "./versions.js";
import { createVoicePreviews } from "./voice-preview.js";
import type { CrawlLimits } from "./website/crawler.js";
import { createWebsiteService, type WebsiteService } from "./website/website.service.js";

/** The receptionist's settings beyond the voice platform itself. */
export interface ReceptionistDependencies {
  /** Tests only: let the crawler reach loopback and private addresses (a site they serve). */
  allowPrivateNetworks?: boolean | undefined;
  crawlLimits?: Partial<CrawlLimits> | undefined;
  /** Retries of platform calls (tests shorten the delays). */
  retry?: Partial<RetryPolicy> | undefined;
  /** The credential server messages carry (`VAPI_SERVER_CREDENTIAL`); HMAC-SHA256 by default. */
  serverCredential?: ServerCredentialSetting | undefined;
}

declare module "../core/module.js" {
  interface AppSettings {
    /** The job queue (pg-boss); the platform sync runs as its jobs when given. */
    jobs?: PgBoss | undefined;
    receptionist?: ReceptionistDependencies | undefined;
  }
  interface Services {
    /** The AI receptionist: its settings, platform sync and website, for onboarding. */
    receptionist: ReceptionistServices;
  }
}

export interface ReceptionistServices {
  service: ReceptionistService;
  settings: SettingsRepository;
  website: WebsiteService;
  sync: PlatformSync;
  /** The voice platform's REST client; AI_SERVICE_UNAVAILABLE without a platform. */
  client(): VoicePlatformClient;
  /** The credential the receptionists' server messages carry, secret included. */
  serverMessageCredential: ServerMessageAuthenticationPlan;
  actorOf(customer: CustomerPrincipal): Promise<VersionActor>;
}

async function actorFor(db: Database, customer: CustomerPrincipal): Promise<VersionActor> {
  if (customer.via === "impersonation" && customer.impersonation) {
    const admin = await db.prisma.adminUser.findUnique({
      where: { id: customer.impersonation.adminUserId },
      select: { username: true },
    });
    return { type: "admin", id: customer.impersonation.adminUserId, name: admin?.username ?? null };
  }
  const user = await db.prisma.user.findUnique({
    where: { id: customer.userId },
    select: { firstName: true, lastName: true },
  });
  return {
    type: "owner",
    id: customer.userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
  };
}

/**
 * The owner's AI receptionist: settings and their versions, the assistant, knowledge and
 * number on the voice platform (kept in step by a resumable sync), the website crawl, voice
 * previews and the web call to it.
 */
export const receptionistModule: FeatureModule = {
  name: "receptionist",
  setup({ settings: app, db, logger, publicUrl }) {
    const options = app.receptionist ?? {};
    const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    const background = createBackgroundWrites(logger);
    if (options.allowPrivateNetworks) {
      logger.warn("the website crawler may reach loopback and private addresses (tests only)");
    }
    const voice = app.voice;
    let platformClient: VoicePlatformClient | undefined;
    const client = (): VoicePlatformClient => {
      if (!voice) throw new AppError("AI_SERVICE_UNAVAILABLE");
      platformClient ??= createVoicePlatformClient({
        token: voice.privateKey,
        baseUrl: voice.baseUrl,
        maxRetries: 0,
        timeoutMs: 30_000,
      });
      return platformClient;
    };
    const credentialPlan = serverCredentialPlan(
      options.serverCredential ?? { type: "hmac", algorithm: "sha256" },
      serverMessageSecret(app.sessionSecret),
    );
    const serverUrl = `${publicUrl}${RECEPTIONIST_SERVER_MESSAGES_PATH}`;
    const credential = createServerCredential(client, credentialPlan, retry);
    const settings = createSettingsRepository(db);
    const versions = createVersionHistory(db);
    let service: ReceptionistService | undefined;
    const website = createWebsiteService({
      db,
      logger,
      background,
      allowPrivateNetworks: options.allowPrivateNetworks ?? false,
      limits: options.crawlLimits,
      onKnowledgeChanged: (userId) => service?.changed(userId) ?? Promise.resolve(),
    });
    const platform = { db, logger, client, serverUrl, credential, settings, retry };
    const sync = createPlatformSync({
      ...platform,
      knowledgeText: (userId) => website.knowledgeText(userId),
    });
    const scheduler = app.jobs
      ? pgBossScheduler(app.jobs, sync, logger)
      : inProcessScheduler(sync, background);
    const numbers = createPhoneNumbers({ ...platform, sync });
    service = createReceptionistService({ db, settings, versions, sync, scheduler, numbers });
    const receptionist = service;
    const previews = createVoicePreviews({
      client,
      kind: voice?.kind ?? "hosted",
      retry,
      logger,
    });
    const actorOf = (customer: CustomerPrincipal) => actorFor(db, customer);
    const answer = async (promise: Promise<unknown>) => ({
      success: true as const,
      receptionist: (await promise) as Awaited<ReturnType<ReceptionistService["state"]>>,
    });

    return {
      provides: {
        receptionist: {
          service: receptionist,
          settings,
          website,
          sync,
          client,
          serverMessageCredential: credentialPlan,
          actorOf,
        },
      },
      settle: () => background.settle(),
      routes: {
        getReceptionist: ({ customer }) => answer(receptionist.state(customer.userId)),
        updateReceptionist: async ({ customer, input }) =>
          answer(receptionist.saveSettings(customer.userId, input, await actorOf(customer))),
        retryReceptionistSync: ({ customer }) => answer(receptionist.retry(customer.userId)),
        listReceptionistVersions: ({ customer, input }) =>
          versions.page(customer.userId, input.page, input.pageSize),
        revertReceptionist: async ({ customer, input }) =>
          answer(receptionist.revert(customer.userId, input.version, await actorOf(customer))),
        provisionReceptionistNumber: async ({ customer, input }) =>
          answer(receptionist.provisionNumber(customer.userId, input, await actorOf(customer))),
        getVoicePreview: ({ input }) => previews.preview(input.voiceId),
        getReceptionistWebCall: async ({ customer }) => {
          const row = await sync.row(customer.userId);
          if (!voice) throw new AppError("AI_SERVICE_UNAVAILABLE");
          if (!row.assistantId) throw new AppError("AI_AGENT_NOT_FOUND");
          return {
            success: true as const,
            publicKey: voice.publicKey,
            assistantId: row.assistantId,
            baseUrl: voice.baseUrl,
            transport: voice.kind === "emulator" ? ("local" as const) : ("daily" as const),
          };
        },
        getWebsiteKnowledge: async ({ customer }) => ({
          success: true as const,
          ...(await website.knowledge(customer.userId)),
        }),
        startWebsiteCrawl: async ({ customer }) => {
          const owner = await settings.read(customer.userId);
          const crawl = await website.startCrawl(
            customer.userId,
            owner?.settings.websitesToCrawl ?? [],
          );
          return { success: true as const, crawl };
        },
        updateWebsitePage: async ({ customer, input }) => ({
          success: true as const,
          page: await website.updatePage(customer.userId, input),
        }),
      },
    };
  },
};
