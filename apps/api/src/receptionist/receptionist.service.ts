import {
  fieldErrorsOf,
  ONBOARDING_STEPS,
  type TNumberRequest,
  type TOnboardingStep,
  type TReceptionist,
  type TReceptionistSettings,
  ZReceptionistSettings,
} from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { PhoneNumbers } from "./phone-numbers.js";
import type { PlatformSync, ReceptionistRow } from "./platform-sync.js";
import type { OwnerRecord, SettingsRepository } from "./settings.repository.js";
import type { SyncScheduler } from "./sync-scheduler.js";
import type { VersionActor, VersionHistory } from "./versions.js";

// The receptionist's business rules: settings are saved where the specification keeps them;
// once the receptionist exists on the platform, every save that changes something is a new
// version and a sync; the number is only made for a synced assistant; onboarding advances
// step by step and never backwards.

export interface ReceptionistServiceOptions {
  db: Database;
  settings: SettingsRepository;
  versions: VersionHistory;
  sync: PlatformSync;
  scheduler: SyncScheduler;
  numbers: PhoneNumbers;
  /** How long a number request waits for a sync that another run holds. */
  syncWaitMs?: number | undefined;
}

/** The step to resume onboarding at, from `users.onboardingStatus`. */
export function resumeStepOf(status: string): TOnboardingStep | "complete" {
  if (status === "complete") return "complete";
  return (ONBOARDING_STEPS as readonly string[]).includes(status)
    ? (status as TOnboardingStep)
    : "business";
}

const stepIndex = (status: string) => {
  const step = resumeStepOf(status);
  return step === "complete" ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(step);
};

function view(
  owner: OwnerRecord,
  row: ReceptionistRow,
  version: number,
  phone: TReceptionist["phone"],
): TReceptionist {
  const leaseOver =
    row.syncState === "running" && (row.syncLeaseUntil?.getTime() ?? 0) < Date.now();
  return {
    settings: owner.settings,
    aiStatus: owner.aiStatus,
    onboardingStatus: owner.onboardingStatus,
    onboardingStep: resumeStepOf(owner.onboardingStatus),
    walkthroughCompleted: owner.walkthroughCompleted,
    assistantId: row.assistantId,
    phone,
    sync: {
      // A run whose lease ran out was interrupted: it waits for a retry.
      state: leaseOver ? "pending" : (row.syncState as TReceptionist["sync"]["state"]),
      step: row.syncStep,
      errorCode: row.syncErrorCode,
      revision: row.revision,
      syncedRevision: row.syncedRevision,
      syncedAt: row.syncedAt?.toISOString() ?? null,
    },
    version,
  };
}

export function createReceptionistService(options: ReceptionistServiceOptions) {
  const { db, settings, versions, sync, scheduler } = options;
  const prisma = () => db.prisma;

  async function owner(userId: string): Promise<OwnerRecord> {
    const found = await settings.read(userId);
    if (!found) throw new AppError("AUTH_NOT_AUTHENTICATED");
    return found;
  }

  async function state(userId: string): Promise<TReceptionist> {
    const [record, row, latest] = await Promise.all([
      owner(userId),
      sync.row(userId),
      versions.latest(userId),
    ]);
    const phone = record.aiPhoneNumber
      ? await prisma().customerPhone.findFirst({
          where: { phoneNumber: record.aiPhoneNumber },
          select: { areaCode: true },
        })
      : null;
    return view(
      record,
      row,
      latest?.version ?? 0,
      record.aiPhoneNumber
        ? { number: record.aiPhoneNumber, areaCode: phone?.areaCode ?? null }
        : null,
    );
  }

  /** Complete settings, or AI_CONFIGURATION_INVALID naming what is missing. */
  function complete(record: OwnerRecord): TReceptionistSettings {
    const parsed = ZReceptionistSettings.safeParse(record.settings);
    if (parsed.success) return parsed.data;
    throw new AppError("AI_CONFIGURATION_INVALID", {
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  }

  /** A change the platform must receive: a sync soon, if the receptionist exists there. */
  async function changed(userId: string): Promise<void> {
    const row = await sync.row(userId);
    if (row.revision === 0) return;
    await sync.markChanged(userId);
    await scheduler.schedule(userId);
  }

  async function saveAndVersion(
    userId: string,
    patch: Partial<TReceptionistSettings>,
    actor: VersionActor,
    revertedFrom: number | null = null,
  ): Promise<void> {
    await settings.write(userId, patch);
    const row = await sync.row(userId);
    if (row.revision === 0) return;
    const saved = await owner(userId);
    const version = await versions.record(userId, saved.settings, actor, revertedFrom);
    if (version !== null) await changed(userId);
  }

  /** Waits for the sync to end (another run may hold it); throws its failure. */
  async function syncNow(userId: string): Promise<void> {
    let row = await sync.run(userId);
    const deadline = Date.now() + (options.syncWaitMs ?? 90_000);
    while (row.syncState === "running" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await sync.row(userId);
    }
    if (row.syncState === "failed") {
      throw new AppError((row.syncErrorCode ?? "AI_CONFIG_UPDATE_FAILED") as never);
    }
    if (row.syncState === "running") throw new AppError("AI_SERVICE_UNAVAILABLE");
  }

  return {
    state,
    changed,

    /** Saves some settings; onboarding moves on to `next` (never backwards). */
    async saveSettings(
      userId: string,
      patch: Partial<TReceptionistSettings>,
      actor: VersionActor,
      next?: TOnboardingStep,
    ): Promise<TReceptionist> {
      await saveAndVersion(userId, patch, actor);
      if (next) await this.advance(userId, next);
      return state(userId);
    },

    /** Moves onboarding on to `next` unless the owner is already further. */
    async advance(userId: string, next: TOnboardingStep | "complete"): Promise<void> {
      const record = await owner(userId);
      const target = next === "complete" ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(next);
      if (stepIndex(record.onboardingStatus) >= target) return;
      await prisma().user.update({ where: { id: userId }, data: { onboardingStatus: next } });
    },

    async retry(userId: string): Promise<TReceptionist> {
      const row = await sync.row(userId);
      if (row.revision === 0) throw new AppError("AI_AGENT_NOT_FOUND");
      if (row.syncState !== "synced") {
        await prisma().receptionist.update({
          where: { userId },
          data: { syncState: "pending", syncErrorCode: null },
        });
        await scheduler.schedule(userId);
      }
      return state(userId);
    },

    async revert(userId: string, version: number, actor: VersionActor): Promise<TReceptionist> {
      const restored = await versions.settingsOf(userId, version);
      const parsed = ZReceptionistSettings.safeParse(restored);
      if (!parsed.success) throw new AppError("AI_CONFIGURATION_INVALID");
      await saveAndVersion(userId, parsed.data, actor, version);
      return state(userId);
    },

    /**
     * The receptionist's number. The first time, this makes the receptionist on the platform
     * (its first version), waits for the sync, then makes the number pointing at it.
     */
    async provisionNumber(
      userId: string,
      request: TNumberRequest,
      actor: VersionActor,
    ): Promise<TReceptionist> {
      const record = await owner(userId);
      complete(record);
      const row = await sync.row(userId);
      if (row.revision === 0) {
        await versions.record(userId, record.settings, actor);
        await sync.markChanged(userId);
      }
      await syncNow(userId);
      await options.numbers.provision(userId, request);
      await this.advance(userId, "forwarding");
      return state(userId);
    },

    /** Onboarding's end: the receptionist goes live (it needs its number first). */
    async completeOnboarding(userId: string): Promise<TReceptionist> {
      const record = await owner(userId);
      const row = await sync.row(userId);
      if (!row.assistantId || !row.phoneNumberId || !record.aiPhoneNumber) {
        throw new AppError("AI_AGENT_NOT_FOUND", {
          message: "Your receptionist needs its phone number before it can go live.",
        });
      }
      await prisma().user.update({
        where: { id: userId },
        data: { aiStatus: "active", onboardingStatus: "complete" },
      });
      if (record.customerId) {
        await prisma().customer.update({
          where: { id: record.customerId },
          data: { aiStatus: "active", onboardingCompleted: true },
        });
        await prisma().onboardingData.updateMany({
          where: { customerId: record.customerId },
          data: { isComplete: true },
        });
      }
      return state(userId);
    },
  };
}

export type ReceptionistService = ReturnType<typeof createReceptionistService>;
