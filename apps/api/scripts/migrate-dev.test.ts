import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPGlite } from "../src/test/pglite-template.js";
import { migrateDev, normaliseMigrationName, warningsIn } from "./migrate-dev.js";
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  diffMigrationsToSchema,
  migrationLockContent,
} from "./schema-engine.js";

const apiRoot = fileURLToPath(new URL("..", import.meta.url));

let scratchRoot: string;
beforeAll(async () => {
  scratchRoot = await mkdtemp(join(tmpdir(), "ringline-migrate-dev-"));
});
afterAll(async () => {
  await rm(scratchRoot, { recursive: true, force: true });
});

async function copyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(join(scratchRoot, "migrations-"));
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

async function directories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

async function schemaWithSourceColumn(): Promise<string> {
  const original = await readFile(defaultSchemaPath, "utf8");
  const changed = original.replace(
    /^(\s*message\s+String\?.*)$/m,
    "$1\n  source      String?            @db.VarChar(50)",
  );
  expect(changed).not.toBe(original);
  const path = join(await mkdtemp(join(scratchRoot, "schema-")), "schema.prisma");
  await writeFile(path, changed);
  return path;
}

describe("normaliseMigrationName", () => {
  it("slugs names the way the Prisma CLI does", () => {
    expect(normaliseMigrationName("init")).toBe("init");
    expect(normaliseMigrationName("addContactSource")).toBe("add_contact_source");
    expect(normaliseMigrationName("Add contact source!")).toBe("add_contact_source");
    expect(normaliseMigrationName("  --drop  old-index-- ")).toBe("drop_old_index");
    expect(normaliseMigrationName("!!!")).toBe("");
    expect(normaliseMigrationName("x".repeat(300))).toHaveLength(200);
  });
});

describe("warningsIn", () => {
  it("reads the engine's warning header and nothing else", () => {
    const script =
      "/*\n  Warnings:\n\n  - You are about to drop x.\n  - Made y required.\n\n*/\n-- AlterTable\n";
    expect(warningsIn(script)).toEqual(["You are about to drop x.", "Made y required."]);
    expect(warningsIn('-- AlterTable\nALTER TABLE "a" ADD COLUMN "b" INT;\n')).toEqual([]);
  });
});

describe("the db:migrate:dev command", { timeout: 90_000 }, () => {
  function run(args: string[]) {
    return spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate-dev.ts", ...args], {
      cwd: apiRoot,
      encoding: "utf8",
    });
  }

  it("requires a name", () => {
    const result = run([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("A migration name is required");
  });

  // The whole way for an unchanged schema (migrateDev's answer, the message, the exit code):
  // the committed migrations, untouched.
  it("says so and writes nothing when the schema is unchanged", async () => {
    const before = await directories(defaultMigrationsDir);
    const result = run(["--", "--name", "unchanged"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Already in sync");
    expect(result.status).toBe(0);
    expect(await directories(defaultMigrationsDir)).toEqual(before);
  });
});

// Each run replays every migration into a shadow PGlite (started, as the dev database, from the
// tests' empty template: src/test/pglite-template.ts) and asks the schema engine (WebAssembly)
// for the difference: about 10 s of one core for the longest test here, alone on the machine.
// The limit leaves room for a worker that shares the cores with the rest of the suite.
describe("migrateDev (offline `prisma migrate dev --create-only`)", { timeout: 90_000 }, () => {
  it("writes the SQL for a schema change in Prisma's layout", async () => {
    const dir = await copyOfMigrations();
    const before = await directories(dir);
    const schemaPath = await schemaWithSourceColumn();

    const result = await migrateDev({
      openPGlite: freshPGlite,
      name: "add source",
      migrationsDir: dir,
      schemaPath,
    });
    expect(result.migrationName).toMatch(/^\d{14}_add_source$/);
    expect(await directories(dir)).toEqual([...before, result.migrationName].sort());
    expect(result.migrationFile).toBe(join(dir, `${result.migrationName}`, "migration.sql"));
    const sql = await readFile(`${result.migrationFile}`, "utf8");
    expect(sql).toMatch(/ALTER TABLE "contacts" ADD COLUMN\s+"source" VARCHAR\(50\);/);
    expect(await readFile(join(dir, "migration_lock.toml"), "utf8")).toBe(
      migrationLockContent("postgresql"),
    );

    // The history now produces the changed schema, so a second run is a no-op.
    const schema = { path: schemaPath, content: await readFile(schemaPath, "utf8") };
    expect(
      (await diffMigrationsToSchema({ migrationsDir: dir, schema, openPGlite: freshPGlite }))
        .exitCode,
    ).toBe(0);
    const again = await migrateDev({
      openPGlite: freshPGlite,
      name: "add source",
      migrationsDir: dir,
      schemaPath,
    });
    expect(again.migrationName).toBeUndefined();
  });

  it("from an empty directory, writes one migration that brings an empty database to the schema", async () => {
    const dir = await mkdtemp(join(scratchRoot, "empty-"));
    const result = await migrateDev({ openPGlite: freshPGlite, name: "init", migrationsDir: dir });
    expect(result.migrationName?.slice(15)).toBe("init");
    const script = await readFile(`${result.migrationFile}`, "utf8");
    expect(script).toContain('CREATE TABLE "contacts"');
    expect(script).toContain('CREATE TABLE "users"');
    // Replaying it leaves nothing to create: it is the whole schema.
    expect(
      (await migrateDev({ openPGlite: freshPGlite, name: "again", migrationsDir: dir }))
        .migrationName,
    ).toBeUndefined();
    expect(await readFile(join(dir, "migration_lock.toml"), "utf8")).toBe(
      await readFile(join(defaultMigrationsDir, "migration_lock.toml"), "utf8"),
    );
  });

  it("reports the data-loss warnings the engine wrote into a destructive migration", async () => {
    const dir = await copyOfMigrations();
    const original = await readFile(defaultSchemaPath, "utf8");
    const withoutMessage = original.replace(/^\s*message\s+String\?.*\n/m, "");
    expect(withoutMessage).not.toBe(original);
    const schemaPath = join(await mkdtemp(join(scratchRoot, "schema-")), "schema.prisma");
    await writeFile(schemaPath, withoutMessage);

    const result = await migrateDev({
      openPGlite: freshPGlite,
      name: "drop message",
      migrationsDir: dir,
      schemaPath,
    });
    expect(result.warnings).toEqual([
      expect.stringContaining("drop the column `message` on the `contacts` table"),
    ]);
    expect(await readFile(`${result.migrationFile}`, "utf8")).toContain('DROP COLUMN "message"');
  });

  it("creates an empty migration for hand-written SQL only when asked to", async () => {
    const dir = await copyOfMigrations();
    const result = await migrateDev({
      openPGlite: freshPGlite,
      name: "backfill",
      migrationsDir: dir,
      allowEmpty: true,
    });
    expect(result.migrationName).toMatch(/^\d{14}_backfill$/);
    expect(await readFile(`${result.migrationFile}`, "utf8")).toContain("empty migration");
  });

  it("stops with the database error when an existing migration does not apply", async () => {
    const dir = await copyOfMigrations();
    const before = await directories(dir);
    const [first] = before;
    await writeFile(
      join(dir, `${first}`, "migration.sql"),
      'ALTER TABLE "missing" ADD COLUMN x int;',
    );
    await expect(
      migrateDev({ openPGlite: freshPGlite, name: "next", migrationsDir: dir }),
    ).rejects.toThrow(/missing/);
    expect(await directories(dir)).toEqual(before);
  });

  it("rejects a name with nothing usable in it", async () => {
    await expect(migrateDev({ name: "***", migrationsDir: scratchRoot })).rejects.toThrow(
      /not a usable migration name/,
    );
  });
});
