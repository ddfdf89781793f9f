// Guards the contract between prisma/schema.prisma, prisma/migrations and the
// start-up runner, using Prisma's own schema engine (wasm build) as the referee.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  diffMigrationsToSchema,
  emptySchemaFilter,
  openSchemaEngine,
  PGliteMigrationAdapterFactory,
  PgMigrationAdapterFactory,
  readMigrationsList,
  readSchemaFile,
  type SchemaEngineSession,
} from "../../scripts/schema-engine.js";
import { createScratchDatabase } from "../test/databases.js";
import { freshPGlite } from "../test/pglite-template.js";
import {
  type MigrationConnection,
  pgliteMigrationConnection,
  pgMigrationConnection,
  readLocalMigrations,
  runMigrations,
} from "./migrate.js";

let scratchDir: string;
beforeAll(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), "ringline-drift-"));
});
afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

describe("schema.prisma and prisma/migrations", () => {
  it("agree: replaying the migrations yields exactly the schema", async () => {
    const result = await diffMigrationsToSchema({
      openPGlite: freshPGlite,
      migrationsDir: defaultMigrationsDir,
      schema: await readSchemaFile(defaultSchemaPath),
    });
    // On failure the script is the SQL of the missing migration: run
    // `pnpm db:migrate:dev --name <change>` to create it.
    expect(result.script).toContain("empty migration");
    expect(result.exitCode).toBe(0);
  });

  it("drift is detected when the schema has a change no migration contains", async () => {
    const schema = await readSchemaFile(defaultSchemaPath);
    const changed = schema.content.replace(
      /^(\s*message\s+String\?.*)$/m,
      "$1\n  source      String?            @db.VarChar(50)",
    );
    expect(changed).not.toBe(schema.content);
    const path = join(scratchDir, "changed-schema.prisma");
    await writeFile(path, changed);

    const result = await diffMigrationsToSchema({
      openPGlite: freshPGlite,
      migrationsDir: defaultMigrationsDir,
      schema: { path, content: changed },
    });
    expect(result.exitCode).toBe(2);
    expect(result.script).toMatch(/ALTER TABLE "contacts" ADD COLUMN\s+"source" VARCHAR\(50\)/);
  });

  it("drift is detected when a migration changes what the schema does not", async () => {
    const migrationsDir = join(scratchDir, "extra-migration");
    await cp(defaultMigrationsDir, migrationsDir, { recursive: true });
    await mkdir(join(migrationsDir, "29991231000000_extra"));
    await writeFile(
      join(migrationsDir, "29991231000000_extra", "migration.sql"),
      'CREATE INDEX "contacts_email_idx" ON "contacts"("email");\n',
    );
    const result = await diffMigrationsToSchema({
      openPGlite: freshPGlite,
      migrationsDir,
      schema: await readSchemaFile(defaultSchemaPath),
    });
    expect(result.exitCode).toBe(2);
    expect(result.script).toContain('DROP INDEX "contacts_email_idx"');
  });
});

interface EngineTarget {
  name: "pglite" | "postgres";
  /** A fresh empty database: a runner connection on it, and an engine adapter factory for it. */
  setup(): Promise<{
    connection: MigrationConnection;
    adapterFactory: SqlMigrationAwareDriverAdapterFactory;
    close(): Promise<void>;
  }>;
}

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

const engineTargets: EngineTarget[] = [
  {
    name: "pglite",
    async setup() {
      const db = await freshPGlite();
      return {
        connection: pgliteMigrationConnection(db),
        adapterFactory: new PGliteMigrationAdapterFactory(db, freshPGlite),
        close: () => db.close(),
      };
    },
  },
  ...(serverUrl
    ? [
        {
          name: "postgres" as const,
          async setup() {
            const scratch = await createScratchDatabase(serverUrl);
            const client = new pg.Client({ connectionString: scratch.url });
            await client.connect();
            return {
              connection: pgMigrationConnection(client),
              adapterFactory: new PgMigrationAdapterFactory(scratch.url),
              async close() {
                await client.end();
                await scratch.drop();
              },
            };
          },
        },
      ]
    : []),
];

// `prisma migrate deploy` cannot run here (the CLI needs its native engine,
// which is downloaded from Prisma's servers). Its decisions are made by the
// schema engine's applyMigrations / diagnoseMigrationHistory, which the wasm
// build runs unchanged: that is what these tests consult.
describe.each(engineTargets)(
  "Prisma's schema engine and the start-up runner on $name",
  (target) => {
    let env: Awaited<ReturnType<EngineTarget["setup"]>>;
    let session: SchemaEngineSession;

    beforeAll(async () => {
      env = await target.setup();
      session = await openSchemaEngine({
        schema: await readSchemaFile(defaultSchemaPath),
        adapterFactory: env.adapterFactory,
      });
    });
    afterAll(async () => {
      await session?.close();
      await env?.close();
    });

    it("the engine sees the runner's bookkeeping as a complete, unedited history", async () => {
      const { applied } = await runMigrations(env.connection, {
        migrationsDir: defaultMigrationsDir,
      });
      expect(applied.length).toBeGreaterThan(0);
      const migrationsList = await readMigrationsList(defaultMigrationsDir);

      const diagnosis = await session.engine.diagnoseMigrationHistory({
        migrationsList,
        optInToShadowDatabase: false,
        filters: emptySchemaFilter,
      });
      expect(diagnosis).toEqual({
        history: null,
        failedMigrationNames: [],
        editedMigrationNames: [],
        hasMigrationsTable: true,
      });
      // What `migrate deploy` would do: nothing left to apply, no error.
      const deploy = await session.engine.applyMigrations({
        migrationsList,
        filters: emptySchemaFilter,
      });
      expect(deploy.appliedMigrationNames).toEqual([]);
      // And what `migrate dev` would conclude: the database matches its history.
      const dev = await session.engine.devDiagnostic({
        migrationsList,
        filters: emptySchemaFilter,
      });
      expect(dev.action).toEqual({ tag: "createMigration" });
    });

    it("the engine reads the checksums the runner wrote (an edit shows up)", async () => {
      const [first] = await readLocalMigrations(defaultMigrationsDir);
      if (!first) throw new Error("no migrations");
      const migrationsList = await readMigrationsList(defaultMigrationsDir);
      const edited = {
        ...migrationsList,
        migrationDirectories: migrationsList.migrationDirectories.map((dir) =>
          dir.path === first.name
            ? {
                ...dir,
                migrationFile: {
                  ...dir.migrationFile,
                  content: { tag: "ok" as const, value: `${first.script}\n-- edited\n` },
                },
              }
            : dir,
        ),
      };
      const diagnosis = await session.engine.diagnoseMigrationHistory({
        migrationsList: edited,
        optInToShadowDatabase: false,
        filters: emptySchemaFilter,
      });
      expect(diagnosis.editedMigrationNames).toEqual([first.name]);
    });

    it("the engine refuses to deploy over a migration the runner recorded as failed", async () => {
      const [first] = await readLocalMigrations(defaultMigrationsDir);
      if (!first) throw new Error("no migrations");
      await env.connection.query(
        `UPDATE "_prisma_migrations" SET finished_at = NULL, applied_steps_count = 0, logs = 'boom'
        WHERE migration_name = $1`,
        [first.name],
      );
      const migrationsList = await readMigrationsList(defaultMigrationsDir);
      await expect(
        session.engine.applyMigrations({ migrationsList, filters: emptySchemaFilter }),
      ).rejects.toThrow(new RegExp(`${first.name}.*failed`));
      await env.connection.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1, logs = NULL
        WHERE migration_name = $1`,
        [first.name],
      );
    });
  },
);

describe.each(engineTargets)(
  "the runner on a database migrated by Prisma's engine ($name)",
  (target) => {
    it("finds nothing to apply and agrees on the checksums", async () => {
      const env = await target.setup();
      const session = await openSchemaEngine({
        schema: await readSchemaFile(defaultSchemaPath),
        adapterFactory: env.adapterFactory,
      });
      try {
        const migrationsList = await readMigrationsList(defaultMigrationsDir);
        const deploy = await session.engine.applyMigrations({
          migrationsList,
          filters: emptySchemaFilter,
        });
        const local = await readLocalMigrations(defaultMigrationsDir);
        expect(deploy.appliedMigrationNames).toEqual(local.map((m) => m.name));

        const rows = await env.connection.query<{ migration_name: string; checksum: string }>(
          `SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`,
        );
        expect(rows).toEqual(local.map((m) => ({ migration_name: m.name, checksum: m.checksum })));
        // The engine keeps its advisory lock until its connection closes.
        await session.close();
        const { applied } = await runMigrations(env.connection, {
          migrationsDir: defaultMigrationsDir,
        });
        expect(applied).toEqual([]);
      } finally {
        await session.close();
        await env.close();
      }
    });
  },
);

describe("the wasm engine module", () => {
  it("pins a wasm build that matches the JS glue", async () => {
    // openSchemaEngine checks every wasm import against the glue; a mismatched
    // upgrade of `prisma` or `@prisma/schema-engine-wasm` fails here first.
    const db = await freshPGlite();
    try {
      const session = await openSchemaEngine({
        schema: await readSchemaFile(defaultSchemaPath),
        adapterFactory: new PGliteMigrationAdapterFactory(db, freshPGlite),
      });
      expect(await session.engine.version()).toMatch(/PostgreSQL 17/);
      await session.close();
    } finally {
      await db.close();
    }
  });

  it("reads the lock file the way Prisma writes it", async () => {
    const list = await readMigrationsList(defaultMigrationsDir);
    expect(list.lockfile.content).toBe(
      await readFile(join(defaultMigrationsDir, "migration_lock.toml"), "utf8"),
    );
    expect(list.lockfile.content).toContain('provider = "postgresql"');
  });
});
