import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/databases.js";
import { freshPGlite } from "../test/pglite-template.js";
import {
  defaultMigrationsDir,
  FailedMigrationError,
  MIGRATION_ADVISORY_LOCK_KEY,
  MigrationChecksumError,
  type MigrationConnection,
  MigrationError,
  pgliteMigrationConnection,
  pgMigrationConnection,
  runMigrations,
} from "./migrate.js";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
const committedMigrationsDir = join(apiRoot, "prisma", "migrations");
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

interface Session {
  connection: MigrationConnection;
  close(): Promise<void>;
}

interface RunnerTarget {
  name: "pglite" | "postgres";
  /** A session on a fresh empty database. */
  open(): Promise<Session>;
}

const targets: RunnerTarget[] = [
  {
    name: "pglite",
    async open() {
      const db = await freshPGlite();
      return { connection: pgliteMigrationConnection(db), close: () => db.close() };
    },
  },
  ...(serverUrl
    ? [
        {
          name: "postgres" as const,
          async open() {
            const scratch = await createScratchDatabase(serverUrl);
            const client = new pg.Client({ connectionString: scratch.url });
            await client.connect();
            return {
              connection: pgMigrationConnection(client),
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

let scratchRoot: string;
beforeAll(async () => {
  scratchRoot = await mkdtemp(join(tmpdir(), "ringline-migrate-"));
});
afterAll(async () => {
  await rm(scratchRoot, { recursive: true, force: true });
});

/** A copy of the committed migrations plus extra ones, to change freely. */
async function migrationsDirWith(extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(scratchRoot, "migrations-"));
  await cp(committedMigrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

async function committedMigrationNames(): Promise<string[]> {
  const entries = await readdir(committedMigrationsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

interface BookkeepingRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

function bookkeeping(connection: MigrationConnection): Promise<BookkeepingRow[]> {
  return connection.query<BookkeepingRow>(
    `SELECT * FROM "_prisma_migrations" ORDER BY started_at, migration_name`,
  );
}

async function tableExists(connection: MigrationConnection, table: string): Promise<boolean> {
  const [row] = await connection.query<{ found: string | null }>(
    "SELECT to_regclass($1)::text AS found",
    [`"${table}"`],
  );
  return Boolean(row?.found);
}

describe.each(targets)("runMigrations on $name", (target) => {
  let session: Session | undefined;
  async function fresh(): Promise<MigrationConnection> {
    session = await target.open();
    return session.connection;
  }
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it("applies the committed migrations and records them exactly like Prisma", async () => {
    const connection = await fresh();
    const names = await committedMigrationNames();
    expect(names.length).toBeGreaterThan(0);

    const result = await runMigrations(connection, { migrationsDir: committedMigrationsDir });
    expect(result).toEqual({ applied: names, unknown: [] });
    expect(await tableExists(connection, "contacts")).toBe(true);

    const rows = await bookkeeping(connection);
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const file = await readFile(
        join(committedMigrationsDir, row.migration_name, "migration.sql"),
      );
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at?.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }

    // The table has Prisma's exact shape (types, nullability, defaults, order).
    const columns = await connection.query(
      `SELECT column_name, data_type, character_maximum_length AS length, is_nullable, column_default
         FROM information_schema.columns WHERE table_name = '_prisma_migrations'
        ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      {
        column_name: "id",
        data_type: "character varying",
        length: 36,
        is_nullable: "NO",
        column_default: null,
      },
      {
        column_name: "checksum",
        data_type: "character varying",
        length: 64,
        is_nullable: "NO",
        column_default: null,
      },
      {
        column_name: "finished_at",
        data_type: "timestamp with time zone",
        length: null,
        is_nullable: "YES",
        column_default: null,
      },
      {
        column_name: "migration_name",
        data_type: "character varying",
        length: 255,
        is_nullable: "NO",
        column_default: null,
      },
      {
        column_name: "logs",
        data_type: "text",
        length: null,
        is_nullable: "YES",
        column_default: null,
      },
      {
        column_name: "rolled_back_at",
        data_type: "timestamp with time zone",
        length: null,
        is_nullable: "YES",
        column_default: null,
      },
      {
        column_name: "started_at",
        data_type: "timestamp with time zone",
        length: null,
        is_nullable: "NO",
        column_default: "now()",
      },
      {
        column_name: "applied_steps_count",
        data_type: "integer",
        length: null,
        is_nullable: "NO",
        column_default: "0",
      },
    ]);
  });

  it("is idempotent: a second run applies nothing and leaves the rows alone", async () => {
    const connection = await fresh();
    await runMigrations(connection, { migrationsDir: committedMigrationsDir });
    const before = await bookkeeping(connection);
    const lines: string[] = [];

    const again = await runMigrations(connection, {
      migrationsDir: committedMigrationsDir,
      log: (line) => lines.push(line),
    });
    expect(again.applied).toEqual([]);
    expect(await bookkeeping(connection)).toEqual(before);
    expect(lines).toEqual(["Database schema is up to date"]);
  });

  it("applies only what is new, in name order", async () => {
    const connection = await fresh();
    const dir = await migrationsDirWith();
    await runMigrations(connection, { migrationsDir: dir });
    await mkdir(join(dir, "29990102000000_second"));
    await writeFile(
      join(dir, "29990102000000_second", "migration.sql"),
      'CREATE TABLE "second" (id int);',
    );
    await mkdir(join(dir, "29990101000000_first"));
    await writeFile(
      join(dir, "29990101000000_first", "migration.sql"),
      'CREATE TABLE "first" (id int);',
    );

    const result = await runMigrations(connection, { migrationsDir: dir });
    expect(result.applied).toEqual(["29990101000000_first", "29990102000000_second"]);
    expect(await tableExists(connection, "first")).toBe(true);
    expect(await tableExists(connection, "second")).toBe(true);
  });

  it("refuses to continue when an applied migration.sql was changed, and applies nothing", async () => {
    const connection = await fresh();
    const dir = await migrationsDirWith();
    await runMigrations(connection, { migrationsDir: dir });
    const [first] = await committedMigrationNames();
    const file = join(dir, `${first}`, "migration.sql");
    await writeFile(file, `${await readFile(file, "utf8")}\n-- an innocent-looking edit\n`);
    await mkdir(join(dir, "29990101000000_later"));
    await writeFile(
      join(dir, "29990101000000_later", "migration.sql"),
      'CREATE TABLE "later" (id int);',
    );

    const attempt = runMigrations(connection, { migrationsDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(attempt).rejects.toThrow(`${first}`);
    expect(await tableExists(connection, "later")).toBe(false);
  });

  it("treats a line-ending-only change as unchanged, as Prisma does", async () => {
    const connection = await fresh();
    const dir = await migrationsDirWith();
    await runMigrations(connection, { migrationsDir: dir });
    for (const name of await committedMigrationNames()) {
      const file = join(dir, name, "migration.sql");
      await writeFile(file, (await readFile(file, "utf8")).replaceAll("\n", "\r\n"));
    }
    expect((await runMigrations(connection, { migrationsDir: dir })).applied).toEqual([]);
  });

  it("records a failing migration as failed, rolls its script back, and blocks later runs", async () => {
    const connection = await fresh();
    const broken = "29990101000000_broken";
    const dir = await migrationsDirWith({
      [broken]: 'CREATE TABLE "half_done" (id int);\nINSERT INTO "no_such_table" VALUES (1);\n',
    });

    const attempt = runMigrations(connection, { migrationsDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(FailedMigrationError);
    await expect(attempt).rejects.toThrow(/no_such_table/);

    const row = (await bookkeeping(connection)).find((r) => r.migration_name === broken);
    expect(row).toMatchObject({ finished_at: null, rolled_back_at: null, applied_steps_count: 0 });
    expect(row?.logs).toContain("no_such_table");
    // The script ran as one transaction: its first statement did not stick.
    expect(await tableExists(connection, "half_done")).toBe(false);

    // Fixing the file is not enough: a failed migration needs a human decision.
    await writeFile(join(dir, broken, "migration.sql"), 'CREATE TABLE "half_done" (id int);\n');
    const blocked = runMigrations(connection, { migrationsDir: dir });
    await expect(blocked).rejects.toBeInstanceOf(FailedMigrationError);
    await expect(blocked).rejects.toThrow(new RegExp(`${broken}[\\s\\S]*no_such_table`));

    // `prisma migrate resolve --rolled-back` equivalent; then it is applied again.
    await connection.query(
      `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`,
      [broken],
    );
    expect((await runMigrations(connection, { migrationsDir: dir })).applied).toEqual([broken]);
    expect(await tableExists(connection, "half_done")).toBe(true);
    const rows = (await bookkeeping(connection)).filter((r) => r.migration_name === broken);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.rolled_back_at === null && r.finished_at !== null)).toHaveLength(1);
  });

  it("records a failure inside a script's own transaction block too", async () => {
    const connection = await fresh();
    const broken = "29990101000000_own_transaction";
    const dir = await migrationsDirWith({
      [broken]: 'BEGIN;\nCREATE TABLE "inside" (id int);\nSELECT 1/0;\nCOMMIT;\n',
    });
    await expect(runMigrations(connection, { migrationsDir: dir })).rejects.toThrow(
      /division by zero/,
    );
    const row = (await bookkeeping(connection)).find((r) => r.migration_name === broken);
    expect(row?.logs).toContain("division by zero");
    expect(await tableExists(connection, "inside")).toBe(false);
  });

  it("runs multi-statement SQL as written (semicolons in bodies and strings included)", async () => {
    const connection = await fresh();
    const dir = await migrationsDirWith({
      "29990101000000_function": `
CREATE TABLE "notes" ("body" TEXT NOT NULL);
INSERT INTO "notes" ("body") VALUES ('one; two; three');
CREATE FUNCTION "note_count"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM "notes";
  RETURN n;
END;
$$;
`,
    });
    await runMigrations(connection, { migrationsDir: dir });
    expect(await connection.query(`SELECT "body" FROM "notes"`)).toEqual([
      { body: "one; two; three" },
    ]);
    expect(await connection.query(`SELECT "note_count"()::int AS n`)).toEqual([{ n: 1 }]);
  });

  it("fails clearly when the migrations directory is missing or a migration has no script", async () => {
    const connection = await fresh();
    await expect(
      runMigrations(connection, { migrationsDir: join(scratchRoot, "does-not-exist") }),
    ).rejects.toThrow(/Cannot read the migrations directory/);

    const dir = await migrationsDirWith();
    await mkdir(join(dir, "29990101000000_empty"));
    await expect(runMigrations(connection, { migrationsDir: dir })).rejects.toThrow(
      /29990101000000_empty has no readable migration\.sql/,
    );
  });

  it("releases the advisory lock when done, even after a failure", async () => {
    const connection = await fresh();
    const dir = await migrationsDirWith({ "29990101000000_bad": "SELECT 1/0;" });
    await expect(runMigrations(connection, { migrationsDir: dir })).rejects.toThrow(MigrationError);
    // This database's locks only: other test files migrate their own databases on the same
    // server meanwhile, each holding the same key there.
    const held = await connection.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
       WHERE locktype = 'advisory' AND objid = $1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [MIGRATION_ADVISORY_LOCK_KEY],
    );
    expect(held).toEqual([{ n: 0 }]);
  });
});

// Skipped without TEST_DATABASE_URL: advisory locks between sessions need a PostgreSQL
// server (CI always sets it; see .ci/run).
describe.skipIf(!serverUrl)("runMigrations on PostgreSQL with other sessions", () => {
  it("waits for the advisory lock held by another session (e.g. another instance)", async () => {
    if (!serverUrl) return;
    const scratch = await createScratchDatabase(serverUrl);
    const other = new pg.Client({ connectionString: scratch.url });
    const mine = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    await mine.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
      let settled = false;
      const run = runMigrations(pgMigrationConnection(mine), {
        migrationsDir: committedMigrationsDir,
      }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      const table = await other.query(
        "SELECT to_regclass('\"_prisma_migrations\"')::text AS found",
      );
      expect(table.rows).toEqual([{ found: null }]);

      await other.query("SELECT pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
      expect((await run).applied).toEqual(await committedMigrationNames());
    } finally {
      await other.end();
      await mine.end();
      await scratch.drop();
    }
  });

  it("two instances starting at once apply each migration once", async () => {
    if (!serverUrl) return;
    const scratch = await createScratchDatabase(serverUrl);
    const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: scratch.url }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const results = await Promise.all(
        clients.map((c) =>
          runMigrations(pgMigrationConnection(c), { migrationsDir: committedMigrationsDir }),
        ),
      );
      const names = await committedMigrationNames();
      expect(results.flatMap((r) => r.applied).sort()).toEqual(names);
      const [first] = clients;
      const rows = await first?.query("SELECT migration_name FROM _prisma_migrations");
      expect(rows?.rows).toHaveLength(names.length);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
      await scratch.drop();
    }
  });
});

describe("defaultMigrationsDir", () => {
  it("finds apps/api/prisma/migrations from the source tree", () => {
    expect(defaultMigrationsDir()).toBe(committedMigrationsDir);
  });

  it("finds the same directory from the bundle at dist/server.js", () => {
    const bundle = pathToFileURL(join(apiRoot, "dist", "server.js")).href;
    expect(defaultMigrationsDir(bundle)).toBe(committedMigrationsDir);
  });
});
