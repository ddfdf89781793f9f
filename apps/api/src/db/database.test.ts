import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseTargets } from "../test/databases.js";
import { seedPGliteDataDir } from "../test/pglite-template.js";
import { type Database, DatabaseLockedError, openDatabase } from "./database.js";
import { FailedMigrationError } from "./migrate.js";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

let scratchRoot: string;
beforeAll(async () => {
  scratchRoot = await mkdtemp(join(tmpdir(), "ringline-db-"));
});
afterAll(async () => {
  await rm(scratchRoot, { recursive: true, force: true });
});

describe.each(testDatabaseTargets)("a Contact through Prisma on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("opens the kind of database asked for, migrated", () => {
    expect(db.kind).toBe(target.name);
  });

  it("round-trips every field", async () => {
    const created = await db.prisma.contact.create({
      data: {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "+1 555 0100",
        company: "Navy",
        message: "Semicolons; quotes ' and \" and unicode ✓",
        requestType: "consultation",
      },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(created.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const read = await db.prisma.contact.findUniqueOrThrow({ where: { id: created.id } });
    expect(read).toEqual(created);
    expect(read).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "+1 555 0100",
      company: "Navy",
      message: "Semicolons; quotes ' and \" and unicode ✓",
      requestType: "consultation",
    });
  });

  it("keeps optional fields null and enforces the schema's limits", async () => {
    const minimal = await db.prisma.contact.create({
      data: { name: "Ada", email: "ada@example.com", requestType: "demo" },
    });
    expect(minimal).toMatchObject({ phone: null, company: null, message: null });
    await expect(
      db.prisma.contact.create({
        data: { name: "x".repeat(101), email: "long@example.com", requestType: "demo" },
      }),
    ).rejects.toThrow();
  });
});

describe("PGlite data directory lock", () => {
  const opened: Database[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });

  async function dataDir(): Promise<string> {
    return join(await mkdtemp(join(scratchRoot, "pglite-")), "data");
  }

  /** A data directory holding a migrated database (the tests' template): the lock is the same
   * on any, and making one from nothing (initdb and every migration) takes seconds. */
  async function existingDataDir(): Promise<string> {
    const dir = await dataDir();
    await seedPGliteDataDir(dir);
    return dir;
  }

  it("holds <dataDir>.lock with our pid, refuses a second open, and frees it on close", async () => {
    const dir = await existingDataDir();
    const first = await openDatabase({ dataDir: dir });
    opened.push(first);
    expect(await readFile(`${dir}.lock`, "utf8")).toBe(`${process.pid}\n`);

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(String(process.pid));
    await expect(second).rejects.toThrow(dir);

    await first.prisma.contact.create({
      data: { name: "Kept", email: "kept@example.com", requestType: "demo" },
    });
    opened.pop();
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // Reopening works and the data was persisted.
    const again = await openDatabase({ dataDir: dir });
    opened.push(again);
    expect(await again.prisma.contact.count()).toBe(1);
  });

  it("takes over a stale lock left by a process that is gone", async () => {
    const dir = await existingDataDir();
    const gone = spawnSync(process.execPath, ["-e", ""]);
    expect(gone.pid).toBeGreaterThan(0);
    await mkdir(join(dir, ".."), { recursive: true });
    await writeFile(`${dir}.lock`, `${gone.pid}\n`);

    const db = await openDatabase({ dataDir: dir });
    opened.push(db);
    expect(await readFile(`${dir}.lock`, "utf8")).toBe(`${process.pid}\n`);
  });

  it("refuses a lock held by another live process, naming it, without touching the directory", async () => {
    const dir = await dataDir();
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
    });
    children.push(holder);
    expect(holder.pid).toBeGreaterThan(0);
    await mkdir(join(dir, ".."), { recursive: true });
    await writeFile(`${dir}.lock`, `${holder.pid}\n`);

    const attempt = openDatabase({ dataDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(attempt).rejects.toThrow(`process ${holder.pid}`);
    expect(existsSync(dir)).toBe(false);
    expect(await readFile(`${dir}.lock`, "utf8")).toBe(`${holder.pid}\n`);
  });

  it("releases the lock when opening fails (here: a failing migration)", async () => {
    const dir = await dataDir();
    const migrationsDir = join(scratchRoot, `bad-migrations-${Date.now()}`);
    await mkdir(join(migrationsDir, "20000101000000_bad"), { recursive: true });
    await writeFile(join(migrationsDir, "20000101000000_bad", "migration.sql"), "SELECT 1/0;");

    await expect(openDatabase({ dataDir: dir, migrationsDir })).rejects.toBeInstanceOf(
      FailedMigrationError,
    );
    expect(existsSync(`${dir}.lock`)).toBe(false);
    // A first start that failed leaves no half-made database behind.
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(`${dir}.creating`)).toBe(false);
  });
});

describe("a new PGlite data directory", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });

  async function dataDir(): Promise<string> {
    return join(await mkdtemp(join(scratchRoot, "first-")), "data");
  }

  async function waitFor(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it("survives a first start killed while it creates the database (Ctrl-C on the first `start`)", async () => {
    const dir = await dataDir();
    const parent = join(dir, "..");
    const first = spawn(
      process.execPath,
      ["--import", "tsx", join(apiRoot, "src/test/fixtures/open-query-close.ts"), "", dir],
      { cwd: apiRoot, stdio: "ignore" },
    );
    children.push(first);
    // Killed in the middle of PGlite's first start: once it has begun writing the cluster
    // (its PG_VERSION is there), wherever it writes it.
    await waitFor(
      () =>
        readdirSync(parent).some(
          (name) => name !== "data.lock" && existsSync(join(parent, name, "PG_VERSION")),
        ),
      "the first start to write the database",
    );
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    const db = await openDatabase({ dataDir: dir });
    try {
      await db.prisma.contact.create({
        data: { name: "After", email: "after@example.com", requestType: "demo" },
      });
      expect(await db.prisma.contact.count()).toBe(1);
    } finally {
      await db.close();
    }
    expect(existsSync(`${dir}.creating`)).toBe(false);
  });

  it("names the folder and what to do when an existing data directory cannot be opened", async () => {
    const dir = await dataDir();
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "PG_VERSION"), "17\n");
    const attempt = openDatabase({ dataDir: dir });
    await expect(attempt).rejects.toThrow(`The embedded database in ${dir} could not be opened`);
    await expect(attempt).rejects.toThrow(`delete that folder (rm -rf ${dir})`);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder that holds other files, and leaves them alone", async () => {
    const dir = await dataDir();
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "notes.txt"), "mine");
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The folder ${dir} is meant for the embedded database but holds other files (notes.txt)`,
    );
    expect(await readFile(join(dir, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("openDatabase options", () => {
  it("migrate: false leaves the database as it is", async () => {
    const db = await openDatabase({ dataDir: "memory://", migrate: false });
    try {
      const rows = await db.prisma.$queryRaw<{ found: string | null }[]>`
        SELECT to_regclass('contacts')::text AS found`;
      expect(rows).toEqual([{ found: null }]);
    } finally {
      await db.close();
    }
  });

  it("reports progress through log", async () => {
    const lines: string[] = [];
    const db = await openDatabase({ dataDir: "memory://", log: (line) => lines.push(line) });
    await db.close();
    expect(lines.some((line) => /^Applying migration \d{14}_init$/.test(line))).toBe(true);
  });

  it("close() can be called twice", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    await db.close();
    await expect(db.close()).resolves.toBeUndefined();
  });
});

describe("closing releases everything", () => {
  // A child process that opens, uses and closes a database must exit by itself,
  // promptly: a pg pool left open would only let go after its 10 s idle timeout.
  function runFixture(
    args: string[],
  ): Promise<{ code: number | null; output: string; exitDelayMs: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(apiRoot, "src/test/fixtures/open-query-close.ts"), ...args],
        { cwd: apiRoot, stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      let closedAt: number | undefined;
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (closedAt === undefined && output.includes("closed ")) closedAt = Date.now();
      };
      child.stdout.on("data", collect);
      child.stderr.on("data", collect);
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`process still running 30 s after start; output:\n${output}`));
      }, 30_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, output, exitDelayMs: Date.now() - (closedAt ?? 0) });
      });
    });
  }

  it("with PGlite on a data directory", async () => {
    const dir = join(await mkdtemp(join(scratchRoot, "exit-")), "data");
    // An existing database (the tests' template): what is measured is the exit after close.
    await seedPGliteDataDir(dir);
    const result = await runFixture(["", dir]);
    expect(result.output).toContain("closed pglite with 1 contact(s)");
    expect(result.code).toBe(0);
    expect(result.exitDelayMs).toBeLessThan(3_000);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  // Skipped without TEST_DATABASE_URL: needs a PostgreSQL server (CI always sets it).
  it.skipIf(!serverUrl)("with PostgreSQL", async () => {
    if (!serverUrl) return;
    const scratch = await createScratchDatabase(serverUrl);
    try {
      const result = await runFixture([scratch.url]);
      expect(result.output).toContain("closed postgres with 1 contact(s)");
      expect(result.code).toBe(0);
      expect(result.exitDelayMs).toBeLessThan(3_000);
    } finally {
      await scratch.drop();
    }
  });
});
