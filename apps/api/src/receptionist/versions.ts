import {
  RECEPTIONIST_SETTING_NAMES,
  type TReceptionistDraft,
  type TReceptionistVersion,
  type TReceptionistVersionPage,
  type TSettingChange,
} from "@ringline/api-client";
import { isUniqueViolation } from "../auth/user.repository.js";
import { AppError } from "../core/errors.js";
import { pageOf, pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";

// The version history of a receptionist's settings: each save that changed something is a
// numbered version holding the whole settings, who saved them and what changed; a revert is a
// new version with an older one's settings.

/** Who saved a version. */
export interface VersionActor {
  type: "owner" | "admin" | "system";
  id: string | null;
  name: string | null;
}

/** JSON with object keys sorted: JSONB does not keep the order they were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The settings that differ between two states, with their values before and after. */
export function changesBetween(
  before: TReceptionistDraft | null,
  after: TReceptionistDraft,
): TSettingChange[] {
  const changes: TSettingChange[] = [];
  for (const field of RECEPTIONIST_SETTING_NAMES) {
    const old = before?.[field] ?? null;
    const now = after[field];
    if (canonical(old) !== canonical(now)) {
      changes.push({ field, before: old, after: now });
    }
  }
  return changes;
}

export function createVersionHistory(db: Database) {
  const versions = () => db.prisma.receptionistVersion;

  async function latest(userId: string) {
    return versions().findFirst({ where: { userId }, orderBy: { version: "desc" } });
  }

  return {
    latest,

    /**
     * Records the settings as a new version when they differ from the newest one; answers the
     * new version's number, or null when nothing changed.
     */
    async record(
      userId: string,
      settings: TReceptionistDraft,
      actor: VersionActor,
      revertedFrom: number | null = null,
    ): Promise<number | null> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const newest = await latest(userId);
        const changes = changesBetween(
          (newest?.settings as TReceptionistDraft | undefined) ?? null,
          settings,
        );
        if (newest && changes.length === 0) return null;
        const version = (newest?.version ?? 0) + 1;
        try {
          await versions().create({
            data: {
              userId,
              version,
              settings,
              changes: changes as never,
              actorType: actor.type,
              actorId: actor.id,
              actorName: actor.name,
              revertedFrom,
            },
          });
          return version;
        } catch (error) {
          // Another save took this number at the same moment: compare with it and go again.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new AppError("AI_CONFIG_UPDATE_FAILED");
    },

    async page(userId: string, page: number, pageSize: number): Promise<TReceptionistVersionPage> {
      const [rows, total] = await Promise.all([
        versions().findMany({
          where: { userId },
          orderBy: { version: "desc" },
          ...pageWindow({ page, pageSize }),
        }),
        versions().count({ where: { userId } }),
      ]);
      const newest = page === 1 ? rows[0]?.version : (await latest(userId))?.version;
      const items: TReceptionistVersion[] = rows.map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        actor: { type: row.actorType as VersionActor["type"], name: row.actorName },
        changes: row.changes as TSettingChange[],
        revertedFrom: row.revertedFrom,
        current: row.version === newest,
      }));
      return pageOf(items, total, { page, pageSize });
    },

    /** The settings of one version. */
    async settingsOf(userId: string, version: number): Promise<TReceptionistDraft> {
      const row = await versions().findUnique({ where: { userId_version: { userId, version } } });
      if (!row) throw new AppError("API_NOT_FOUND", { message: `There is no version ${version}.` });
      return row.settings as TReceptionistDraft;
    },
  };
}

export type VersionHistory = ReturnType<typeof createVersionHistory>;
