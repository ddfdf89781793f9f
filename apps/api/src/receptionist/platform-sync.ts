import { createHash } from "node:crypto";
import { type TErrorCode, ZReceptionistSettings } from "@ringline/api-client";
import type { VoicePlatformClient } from "@ringline/voice-client";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { assistantConfigOf, changeBetween, knowledgeToolOf } from "./assistant-mapping.js";
import {
  callPlatform,
  isNotFound,
  platformFailure,
  type RetryPolicy,
  withRetries,
} from "./platform-errors.js";
import type { ServerCredential } from "./server-credential.js";
import type { SettingsRepository } from "./settings.repository.js";

// The receptionist on the voice platform, kept in step with the owner's settings by a
// persisted state machine. Every change bumps `revision`; a run claims the receptionist (a
// lease, so two runs never interleave and a crashed one is taken over), walks the steps
// credential → knowledge → assistant → number → cleanup, saving each id the moment the
// platform gives it, and ends when `syncedRevision` reaches `revision`. Each step is
// idempotent, so a failed run resumes where it stopped. A number is only ever pointed at an
// assistant that exists, and nothing a number points at is deleted.

export type ReceptionistRow = Prisma.ReceptionistGetPayload<object>;
export type SyncStep = "credential" | "knowledge" | "assistant" | "number" | "cleanup";
type StaleResource = { kind: "file" | "tool"; id: string };

/** What the parts that talk to the voice platform share. */
export interface PlatformDependencies {
  db: Database;
  logger: Logger;
  /** The platform's REST client; throws AI_SERVICE_UNAVAILABLE without a platform. */
  client: () => VoicePlatformClient;
  /** Where every assistant, tool and number sends its server messages. */
  serverUrl: string;
  credential: ServerCredential;
  settings: SettingsRepository;
  retry: RetryPolicy;
}

export interface PlatformSyncOptions extends PlatformDependencies {
  knowledgeText(userId: string): Promise<string>;
  leaseMs?: number | undefined;
}

const STEP_CODES: Record<Exclude<SyncStep, "assistant">, TErrorCode> = {
  credential: "AI_CONFIG_UPDATE_FAILED",
  knowledge: "AI_CONFIG_UPDATE_FAILED",
  number: "PHONE_PROVISIONING_FAILED",
  cleanup: "AI_CONFIG_UPDATE_FAILED",
};

export function createPlatformSync(options: PlatformSyncOptions) {
  const { db, logger, retry } = options;
  const prisma = () => db.prisma;
  const leaseMs = options.leaseMs ?? 120_000;

  async function row(userId: string): Promise<ReceptionistRow> {
    return prisma().receptionist.upsert({ where: { userId }, create: { userId }, update: {} });
  }

  async function save(userId: string, data: Prisma.ReceptionistUpdateInput) {
    return prisma().receptionist.update({ where: { userId }, data });
  }

  const call = <T>(code: TErrorCode, operation: () => Promise<T>, idempotent = true) =>
    callPlatform(code, operation, retry, idempotent);

  async function knowledgeStep(current: ReceptionistRow, businessName: string) {
    const platform = options.client();
    const text = await options.knowledgeText(current.userId);
    const hash = createHash("sha256").update(text).digest("hex");
    if (hash === current.knowledgeHash) return current;
    const code = STEP_CODES.knowledge;
    const stale: StaleResource[] = [...((current.staleResources as StaleResource[]) ?? [])];
    if (current.knowledgeFileId) stale.push({ kind: "file", id: current.knowledgeFileId });
    if (text === "") {
      if (current.queryToolId) stale.push({ kind: "tool", id: current.queryToolId });
      return save(current.userId, {
        knowledgeFileId: null,
        queryToolId: null,
        knowledgeHash: hash,
        staleResources: stale,
      });
    }
    const file = new File([text], "website-knowledge.txt", {
      type: "text/plain",
    });
    const uploaded = (await call(code, () => platform.file.create({ file } as never), false)) as {
      id: string;
    };
    let saved = await save(current.userId, { knowledgeFileId: uploaded.id, staleResources: stale });
    const tool = knowledgeToolOf(businessName, uploaded.id);
    let toolId = saved.queryToolId;
    if (toolId) {
      const existingId = toolId;
      try {
        await withRetries(
          () => platform.tool.update(existingId, { knowledgeBases: tool.knowledgeBases } as never),
          retry,
        );
      } catch (error) {
        if (!isNotFound(error)) throw platformFailure(code, error);
        toolId = null;
      }
    }
    if (!toolId) {
      const created = (await call(code, () => platform.tool.create(tool as never), false)) as {
        id: string;
      };
      toolId = created.id;
    }
    saved = await save(current.userId, { queryToolId: toolId, knowledgeHash: hash });
    return saved;
  }

  async function createAssistant(current: ReceptionistRow, config: unknown): Promise<string> {
    const created = (await call(
      "VAPI_AGENT_CREATION_FAILED",
      () => options.client().assistant.create(config as never),
      false,
    )) as { id: string };
    await save(current.userId, { assistantId: created.id });
    await prisma().user.update({ where: { id: current.userId }, data: { aiAgentId: created.id } });
    await prisma().customer.updateMany({
      where: { userId: current.userId },
      data: { aiAgentId: created.id },
    });
    return created.id;
  }

  async function assistantStep(current: ReceptionistRow, credentialId: string | null) {
    const owner = await options.settings.read(current.userId);
    const parsed = ZReceptionistSettings.safeParse(owner?.settings);
    if (!parsed.success) throw new AppError("AI_CONFIGURATION_INVALID");
    const config = assistantConfigOf({
      userId: current.userId,
      settings: parsed.data,
      server: { url: options.serverUrl, credentialId },
      knowledgeToolId: current.queryToolId,
    });
    if (!current.assistantId) return createAssistant(current, config);
    const assistantId = current.assistantId;
    const platform = options.client();
    let remote: Record<string, unknown>;
    try {
      remote = (await withRetries(() => platform.assistant.get(assistantId), retry)) as Record<
        string,
        unknown
      >;
    } catch (error) {
      // Deleted on the platform: make a new one; the number step points the number at it.
      if (isNotFound(error)) return createAssistant(current, config);
      throw platformFailure("VAPI_AGENT_UPDATE_FAILED", error);
    }
    const change = changeBetween(remote, config);
    if (change === "none") return assistantId;
    const code: TErrorCode =
      change === "voice"
        ? "VAPI_VOICE_CONFIG_FAILED"
        : change === "prompt"
          ? "VAPI_PROMPT_UPDATE_FAILED"
          : "VAPI_AGENT_UPDATE_FAILED";
    await call(code, () => platform.assistant.update(assistantId, config as never));
    return assistantId;
  }

  async function numberStep(current: ReceptionistRow, credentialId: string | null) {
    if (!current.phoneNumberId || !current.assistantId) return;
    const numberId = current.phoneNumberId;
    const platform = options.client();
    const code = STEP_CODES.number;
    let remote: { assistantId?: string };
    try {
      remote = (await withRetries(() => platform.phoneNumber.get(numberId), retry)) as {
        assistantId?: string;
      };
    } catch (error) {
      if (!isNotFound(error)) throw platformFailure(code, error);
      logger.warn({ userId: current.userId, numberId }, "receptionist number gone from platform");
      await releaseNumber(current.userId);
      return;
    }
    if (remote.assistantId === current.assistantId) return;
    const server = { url: options.serverUrl, ...(credentialId ? { credentialId } : {}) };
    await call(code, () =>
      platform.phoneNumber.update(numberId, { assistantId: current.assistantId, server } as never),
    );
  }

  async function cleanupStep(current: ReceptionistRow) {
    const stale = (current.staleResources as StaleResource[]) ?? [];
    if (stale.length === 0) return;
    const platform = options.client();
    const kept: StaleResource[] = [];
    for (const resource of stale) {
      try {
        if (resource.kind === "file") await platform.file.delete(resource.id);
        else await platform.tool.delete(resource.id);
      } catch (error) {
        if (!isNotFound(error)) kept.push(resource);
      }
    }
    await save(current.userId, { staleResources: kept });
  }

  async function releaseNumber(userId: string) {
    const current = await row(userId);
    await save(userId, { phoneNumberId: null });
    const user = await prisma().user.update({
      where: { id: userId },
      data: { aiPhoneNumber: null },
      select: { customer: { select: { id: true } } },
    });
    if (user.customer) {
      await prisma().customer.update({
        where: { id: user.customer.id },
        data: { aiPhoneNumber: null },
      });
      await prisma().customerPhone.updateMany({
        where: { customerId: user.customer.id },
        data: { isActive: false },
      });
    }
    return current;
  }

  /** Takes the receptionist for one run; false when a live run holds it. */
  async function claim(userId: string): Promise<boolean> {
    await row(userId);
    const now = new Date();
    const claimed = await prisma().receptionist.updateMany({
      where: {
        userId,
        OR: [{ syncState: { not: "running" } }, { syncLeaseUntil: { lt: now } }],
      },
      data: {
        syncState: "running",
        syncLeaseUntil: new Date(now.getTime() + leaseMs),
        syncAttempts: { increment: 1 },
      },
    });
    return claimed.count === 1;
  }

  async function runSteps(userId: string, target: number) {
    let current = await row(userId);
    const step = async (name: SyncStep) => {
      current = await save(userId, { syncStep: name });
    };
    await step("credential");
    let credentialId: string | null;
    try {
      credentialId = await options.credential.id();
    } catch (error) {
      throw platformFailure(STEP_CODES.credential, error);
    }
    const owner = await options.settings.read(userId);
    await step("knowledge");
    current = await knowledgeStep(current, owner?.settings.businessName ?? "the business");
    await step("assistant");
    await assistantStep(current, credentialId);
    current = await row(userId);
    await step("number");
    await numberStep(current, credentialId);
    await step("cleanup");
    await cleanupStep(await row(userId));
    const [finished] = await prisma().$queryRaw<Array<{ revision: number }>>`
      UPDATE receptionists SET synced_revision = ${target}, sync_step = NULL,
        sync_error_code = NULL, sync_attempts = 0, synced_at = now(), updated_at = now(),
        sync_state = CASE WHEN revision > ${target} THEN 'running' ELSE 'synced' END,
        sync_lease_until = CASE WHEN revision > ${target} THEN sync_lease_until ELSE NULL END
      WHERE user_id = ${userId}::uuid RETURNING revision`;
    return (finished?.revision ?? target) > target;
  }

  return {
    row,
    releaseNumber,

    /** Records that the platform must receive a change; the caller schedules a run. */
    async markChanged(userId: string): Promise<void> {
      await row(userId);
      await prisma().$executeRaw`
        UPDATE receptionists SET revision = revision + 1, updated_at = now(),
          sync_state = CASE WHEN sync_state = 'running' AND sync_lease_until > now()
            THEN 'running' ELSE 'pending' END
        WHERE user_id = ${userId}::uuid`;
    },

    /**
     * Brings the platform up to the latest revision. Never throws: a failure is recorded with
     * its step and code (and a later run resumes there). Answers the row as it ends.
     */
    async run(userId: string): Promise<ReceptionistRow> {
      if (!(await claim(userId))) return row(userId);
      let again = true;
      while (again) {
        const { revision, syncedRevision } = await row(userId);
        if (syncedRevision >= revision) {
          await save(userId, { syncState: "synced", syncLeaseUntil: null, syncStep: null });
          break;
        }
        try {
          again = await runSteps(userId, revision);
        } catch (error) {
          const failure = AppError.isInstance(error)
            ? error
            : new AppError("AI_CONFIG_UPDATE_FAILED", { cause: error });
          if (!AppError.isInstance(error)) logger.error({ err: error, userId }, "sync crashed");
          else logger.warn({ userId, code: failure.code, cause: failure.cause }, "sync failed");
          await save(userId, {
            syncState: "failed",
            syncErrorCode: failure.code,
            syncLeaseUntil: null,
          });
          again = false;
        }
      }
      return row(userId);
    },
  };
}

export type PlatformSync = ReturnType<typeof createPlatformSync>;
