// Applies the committed Prisma migrations at start-up without Prisma's schema
// engine (its native binary is not available everywhere this app runs, and the
// wasm build is too heavy for a server start). The bookkeeping is written exactly
// as `prisma migrate deploy` writes it, so either tool can take over from the other.
import { createHash, randomUUID } from "node:crypto";
import { type Dirent, existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGliteInterface } from "@electric-sql/pglite";
import type pg from "pg";

/** The key Prisma's schema engine locks on PostgreSQL for every migrate command. */
export const MIGRATION_ADVISORY_LOCK_KEY = 72707369;

export const MIGRATIONS_TABLE = "_prisma_migrations";

/**
 * The minimum a runner needs from a database session. Every call must go to
 * the same session: the advisory lock is session-level.
 */
export interface MigrationConnection {
  /** One statement, extended protocol, with parameters. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A whole script, simple query protocol, so multi-statement SQL runs as written. */
  exec(script: string): Promise<void>;
}

export interface LocalMigration {
  /** Directory name, `<timestamp>_<name>`. */
  name: string;
  script: string;
  /** Lowercase hex SHA-256 of migration.sql exactly as stored. */
  checksum: string;
}

export interface RunMigrationsOptions {
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface RunMigrationsResult {
  applied: string[];
  /** Migrations recorded in the database but absent from the directory (e.g. a newer deploy). */
  unknown: string[];
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** A migration was applied and its migration.sql has changed since. */
export class MigrationChecksumError extends MigrationError {
  override name = "MigrationChecksumError";
}

/** A previous attempt left a migration half-applied; a human has to look. */
export class FailedMigrationError extends MigrationError {
  override name = "FailedMigrationError";
}

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | string | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | string | null;
  started_at: Date | string;
}

function sha256Hex(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

export function migrationChecksum(script: string | Buffer): string {
  return sha256Hex(script);
}

/**
 * Prisma accepts a script whose line endings were converted by git (LF ⇄ CRLF)
 * as unchanged; doing the same keeps a Windows checkout from refusing to start.
 */
function scriptMatchesChecksum(script: string, checksum: string): boolean {
  return (
    sha256Hex(script) === checksum ||
    sha256Hex(script.replaceAll("\r\n", "\n")) === checksum ||
    sha256Hex(script.replaceAll("\n", "\r\n")) === checksum
  );
}

/**
 * Finds `prisma/migrations` of the package this module belongs to. Walking up
 * to the nearest package.json works both from source (src/db/) and from the
 * bundle (dist/server.js), which sit at different depths.
 */
export function defaultMigrationsDir(moduleUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return join(dir, "prisma", "migrations");
    const parent = dirname(dir);
    if (parent === dir) {
      throw new MigrationError(
        `No package.json above ${fileURLToPath(moduleUrl)}: pass migrationsDir explicitly`,
      );
    }
    dir = parent;
  }
}

/** Same selection and order as the Prisma CLI: every directory, by name. */
export async function readLocalMigrations(migrationsDir: string): Promise<LocalMigration[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(migrationsDir, { withFileTypes: true });
  } catch (error) {
    throw new MigrationError(`Cannot read the migrations directory ${migrationsDir}`, {
      cause: error,
    });
  }
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(
    names.map(async (name) => {
      const path = join(migrationsDir, name, "migration.sql");
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (error) {
        throw new MigrationError(`Migration ${name} has no readable migration.sql (${path})`, {
          cause: error,
        });
      }
      return { name, script: bytes.toString("utf8"), checksum: sha256Hex(bytes) };
    }),
  );
}

// Column for column what Prisma's schema engine creates, so `migrate deploy`,
// `migrate status` and `migrate resolve` work on a database created here.
const createMigrationsTable = `CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

function formatTimestamp(value: Date | string | null): string {
  if (value === null) return "(unknown)";
  return value instanceof Date ? value.toISOString() : value;
}

function describeDatabaseError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, detail, hint, position } = error as Error & {
    code?: unknown;
    detail?: unknown;
    hint?: unknown;
    position?: unknown;
  };
  const lines = [
    typeof code === "string" ? `Database error code: ${code}` : undefined,
    error.message,
  ];
  if (typeof detail === "string" && detail) lines.push(`DETAIL: ${detail}`);
  if (typeof hint === "string" && hint) lines.push(`HINT: ${hint}`);
  if (typeof position === "string" && position) lines.push(`Position: ${position}`);
  return lines.filter((line) => line !== undefined).join("\n");
}

/**
 * Applies pending migrations in order. For each one, like Prisma: a row with
 * applied_steps_count 0 is inserted first, then the script runs (as one
 * implicit transaction), then finished_at and applied_steps_count 1 are set. A
 * failing script leaves its row unfinished with the error in `logs`, and every
 * later start refuses to continue until someone resolves it.
 */
export async function runMigrations(
  connection: MigrationConnection,
  options: RunMigrationsOptions = {},
): Promise<RunMigrationsResult> {
  const log = options.log ?? (() => {});
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();
  const local = await readLocalMigrations(migrationsDir);

  await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
  let succeeded = false;
  try {
    // Checked first so that the common case (table present) stays a cheap read.
    const [existing] = await connection.query<{ found: string | null }>(
      "SELECT to_regclass($1)::text AS found",
      [`"${MIGRATIONS_TABLE}"`],
    );
    if (!existing?.found) await connection.exec(createMigrationsTable);

    const rows = await connection.query<MigrationRow>(
      `SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at
         FROM "${MIGRATIONS_TABLE}" ORDER BY started_at, migration_name`,
    );
    const live = rows.filter((row) => row.rolled_back_at === null);

    const failed = live.filter((row) => row.finished_at === null);
    if (failed.length > 0) {
      const details = failed
        .map(
          (row) =>
            `- ${row.migration_name} (started ${formatTimestamp(row.started_at)})${
              row.logs?.trim() ? `:\n  ${row.logs.trim().replaceAll("\n", "\n  ")}` : ""
            }`,
        )
        .join("\n");
      throw new FailedMigrationError(
        `Refusing to migrate: a previous migration failed and must be resolved first.\n${details}\n` +
          `Repair the database by hand, then mark the migration rolled back (\`prisma migrate resolve ` +
          `--rolled-back <name>\`, or UPDATE "${MIGRATIONS_TABLE}" SET rolled_back_at = now() ` +
          `WHERE migration_name = '<name>' AND finished_at IS NULL) so that it is applied again.`,
      );
    }

    const localByName = new Map(local.map((migration) => [migration.name, migration]));
    const edited = live.filter((row) => {
      const migration = localByName.get(row.migration_name);
      return migration !== undefined && !scriptMatchesChecksum(migration.script, row.checksum);
    });
    if (edited.length > 0) {
      throw new MigrationChecksumError(
        `Refusing to migrate: applied migration(s) changed on disk since they were applied: ${edited
          .map((row) => row.migration_name)
          .join(", ")}. ` +
          `Restore the original migration.sql (see git history) and put the change in a new migration.`,
      );
    }

    const appliedNames = new Set(live.map((row) => row.migration_name));
    const unknown = [...appliedNames].filter((name) => !localByName.has(name));
    if (unknown.length > 0) {
      log(`Database has migration(s) not in ${migrationsDir}: ${unknown.join(", ")}`);
    }

    const pending = local.filter((migration) => !appliedNames.has(migration.name));
    const applied: string[] = [];
    for (const migration of pending) {
      log(`Applying migration ${migration.name}`);
      const id = randomUUID();
      await connection.query(
        `INSERT INTO "${MIGRATIONS_TABLE}" (id, checksum, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 0)`,
        [id, migration.checksum, migration.name],
      );
      try {
        await connection.exec(migration.script);
      } catch (error) {
        const logs = describeDatabaseError(error);
        // A script with its own BEGIN leaves the session in an aborted
        // transaction after an error; without this the bookkeeping update fails.
        await connection.exec("ROLLBACK").catch(() => {});
        await connection.query(`UPDATE "${MIGRATIONS_TABLE}" SET logs = $2 WHERE id = $1`, [
          id,
          logs,
        ]);
        throw new FailedMigrationError(`Migration ${migration.name} failed:\n${logs}`, {
          cause: error,
        });
      }
      await connection.query(
        `UPDATE "${MIGRATIONS_TABLE}"
            SET finished_at = now(), applied_steps_count = applied_steps_count + 1
          WHERE id = $1`,
        [id],
      );
      applied.push(migration.name);
    }
    if (applied.length === 0) log("Database schema is up to date");
    succeeded = true;
    return { applied, unknown };
  } finally {
    // A failed unlock must not hide the error that got us here (often the same
    // broken connection); the lock dies with the session anyway.
    await connection
      .query("SELECT pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK_KEY])
      .catch((error: unknown) => {
        if (succeeded) throw error;
      });
  }
}

/** Runs on a PGlite instance (one session by construction). */
export function pgliteMigrationConnection(db: PGliteInterface): MigrationConnection {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
  };
}

/** Runs on one dedicated pg client (not a pool: the lock belongs to a session). */
export function pgMigrationConnection(client: pg.ClientBase): MigrationConnection {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      // No parameters: pg uses the simple query protocol, which accepts many statements.
      await client.query(script);
    },
  };
}
