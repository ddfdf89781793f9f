// `pnpm db:migrate:dev --name <what-changed>`: the offline counterpart of
// `prisma migrate dev --create-only`. It replays the committed migrations on an
// in-memory PGlite (the "dev database", with a second one as shadow database),
// asks the schema engine for the SQL that brings them to schema.prisma, and
// writes it in Prisma's own layout, so the regular CLI and `migrate deploy`
// can take over wherever the native engine is available.
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  describeEngineError,
  emptySchemaFilter,
  MIGRATION_LOCK_FILE,
  migrationLockContent,
  type OpenPGlite,
  openSchemaEngine,
  PGliteMigrationAdapterFactory,
  readMigrationsList,
  readSchemaFile,
  type SchemaEngineSession,
} from "./schema-engine.js";

export interface MigrateDevOptions {
  /** Migration name as typed by the user; normalised like the Prisma CLI does. */
  name: string;
  schemaPath?: string;
  migrationsDir?: string;
  /** Create the migration even when it is empty (for hand-written SQL). */
  allowEmpty?: boolean;
  log?: (line: string) => void;
  /** Opens the dev and shadow databases (default: new in-memory PGlites). */
  openPGlite?: OpenPGlite | undefined;
}

export interface MigrateDevResult {
  /** Directory name of the new migration, or undefined when nothing changed. */
  migrationName: string | undefined;
  /** Path of the new migration.sql, or undefined when nothing changed. */
  migrationFile: string | undefined;
  /** Data-loss warnings the engine wrote into the new migration. */
  warnings: string[];
}

/**
 * Same normalisation as the CLI's `--name` (slug with `_`, max 200 chars), so a
 * migration gets the same directory name whichever tool created it.
 */
export function normaliseMigrationName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z\d])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z\d]+)/g, "$1_$2")
    .toLowerCase()
    .replace(/([a-z\d]+)'([ts])(\s|$)/g, "$1$2$3")
    .replace(/[^a-z\d]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
}

/**
 * The engine writes data-loss warnings as a comment at the top of the script.
 * (evaluateDataLoss would only report them against the data in the dev
 * database, which is always empty here.)
 */
export function warningsIn(script: string): string[] {
  const header = /^\/\*\s*Warnings:([\s\S]*?)\*\//.exec(script.trimStart());
  if (!header?.[1]) return [];
  return header[1]
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2));
}

async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what} failed: ${describeEngineError(error)}`, { cause: error });
  }
}

export async function migrateDev(options: MigrateDevOptions): Promise<MigrateDevResult> {
  const log = options.log ?? (() => {});
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const schema = await readSchemaFile(options.schemaPath ?? defaultSchemaPath);
  const migrationName = normaliseMigrationName(options.name);
  if (migrationName === "") {
    throw new Error(`"${options.name}" is not a usable migration name: use letters and digits`);
  }

  const openPGlite = options.openPGlite ?? (() => PGlite.create("memory://"));
  const devDatabase = await openPGlite();
  let session: SchemaEngineSession | undefined;
  try {
    session = await openSchemaEngine({
      schema,
      adapterFactory: new PGliteMigrationAdapterFactory(devDatabase, openPGlite),
    });
    const open = session.engine;
    const migrationsList = await readMigrationsList(migrationsDir);
    const filters = emptySchemaFilter;

    // Order matters with the wasm engine. createMigration and evaluateDataLoss
    // cannot open a shadow database themselves: they only read the schema of the
    // migration history from a cache that devDiagnostic fills, keyed by the
    // migrations already applied to the dev database. So the history is applied
    // first, then devDiagnostic (which replays it on a shadow database and
    // checks it against the dev database) primes the cache for the full list.
    const applied = await step("Applying the existing migrations", () =>
      open.applyMigrations({ migrationsList, filters }),
    );
    log(`Replayed ${applied.appliedMigrationNames.length} existing migration(s).`);
    const diagnostic = await step("Checking the migration history", () =>
      open.devDiagnostic({ migrationsList, filters }),
    );
    if (diagnostic.action.tag === "reset") {
      throw new Error(`The migration history is inconsistent: ${diagnostic.action.reason}`);
    }

    const created = await step("Creating the migration", () =>
      open.createMigration({
        draft: options.allowEmpty ?? false,
        migrationName,
        migrationsList,
        schema: { files: [schema] },
        filters,
      }),
    );
    if (created.migrationScript === null) {
      return { migrationName: undefined, migrationFile: undefined, warnings: [] };
    }

    const migrationDir = join(migrationsDir, created.generatedMigrationName);
    // Same order and content as the CLI: new directory (never overwrite), the
    // script, then the lock file.
    await mkdir(migrationsDir, { recursive: true });
    await mkdir(migrationDir);
    try {
      await writeFile(
        join(migrationDir, `migration.${created.extension}`),
        created.migrationScript,
        "utf8",
      );
      await writeFile(
        join(migrationsDir, MIGRATION_LOCK_FILE),
        migrationLockContent(created.connectorType),
        "utf8",
      );
      // Applying it to the dev database proves the generated SQL runs before
      // anyone commits it.
      const withNew = await readMigrationsList(migrationsDir);
      await step("Applying the new migration", () =>
        open.applyMigrations({ migrationsList: withNew, filters }),
      );
    } catch (error) {
      await rm(migrationDir, { recursive: true, force: true });
      throw error;
    }
    return {
      migrationName: created.generatedMigrationName,
      migrationFile: join(migrationDir, `migration.${created.extension}`),
      warnings: warningsIn(created.migrationScript),
    };
  } finally {
    await session?.close();
    await devDatabase.close();
  }
}

const usage = `Usage: pnpm db:migrate:dev --name <what-changed> [--allow-empty]

Creates prisma/migrations/<timestamp>_<name>/migration.sql from the changes in
prisma/schema.prisma since the last migration. Works offline (no database needed).

  -n, --name <name>   name of the migration (required), e.g. add_contact_source
      --allow-empty   create the migration even if the schema did not change
                      (alias: --create-only), to hand-write SQL into it
      --skip-generate don't regenerate the Prisma client afterwards
  -h, --help          show this help`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: {
      name: { type: "string", short: "n" },
      "allow-empty": { type: "boolean" },
      "create-only": { type: "boolean" },
      "skip-generate": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.name) {
    console.error(`A migration name is required.\n\n${usage}`);
    return 2;
  }
  const result = await migrateDev({
    name: values.name,
    allowEmpty: Boolean(values["allow-empty"] || values["create-only"]),
    log: (line) => console.log(line),
  });
  if (result.migrationFile === undefined) {
    console.log("Already in sync: schema.prisma matches the migrations, no migration created.");
    return 0;
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  console.log(
    `Created ${relative(process.cwd(), result.migrationFile)} (review it before committing)`,
  );
  if (values["skip-generate"]) return 0;
  // Like `prisma migrate dev`, refresh the generated client so code can use the change.
  const generate = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("./prisma-offline.mjs", import.meta.url)), "generate"],
    { stdio: "inherit" },
  );
  return generate.status === 0 ? 0 : 1;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
