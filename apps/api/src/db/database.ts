// One entry point to the database whichever engine backs it: PostgreSQL in
// production, PGlite (embedded PostgreSQL 17) for local runs and tests. Both get
// the same migrations and the same generated Prisma client.
import { randomUUID } from "node:crypto";
import {
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.js";
import { pgliteMigrationConnection, pgMigrationConnection, runMigrations } from "./migrate.js";

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  readonly prisma: PrismaClient;
  readonly kind: DatabaseKind;
  /** Raw SQL on the same database, for tools that bring their own SQL (the job queue). */
  readonly raw: RawDatabase;
  /**
   * One statement straight through the driver, `$1`-style parameters, rows as objects: for the
   * hot paths (every signed-in request's session, the activity log), where Prisma's query
   * engine costs more CPU than the query. PostgreSQL: the pool Prisma uses too; PGlite: through
   * Prisma, which keeps its one connection's statements in order.
   */
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Where raw SQL goes: for PostgreSQL the connection string and the settings every pool on this
 * database shares (`poolConfig`: the connect and statement timeouts), the PGlite instance
 * otherwise.
 */
export type RawDatabase =
  | { kind: "postgres"; connectionString: string; poolConfig: PostgresPoolConfig }
  | { kind: "pglite"; pglite: PGlite };

/** The node-postgres settings of every pool the API opens on its PostgreSQL database. */
export interface PostgresPoolConfig {
  connectionString: string;
  /** A connection not established by then fails (instead of waiting for the OS, minutes). */
  connectionTimeoutMillis: number;
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statement_timeout: number;
  /**
   * The client gives up on a query after this long: a connection cut without a reset (a
   * dropped network path) never answers, and the server cannot cancel what it never got.
   */
  query_timeout: number;
  /** TCP keep-alive, so that a silently dead idle connection is found and replaced. */
  keepAlive: boolean;
}

/** How long connecting to PostgreSQL may take (`DATABASE_CONNECT_TIMEOUT_MS`). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
/** How long one statement may run (`DATABASE_STATEMENT_TIMEOUT_MS`). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
// The server's statement timeout should win; the client's is only for a silent connection.
const QUERY_TIMEOUT_MARGIN_MS = 2000;

/** The pool settings for `databaseUrl` with these timeouts. */
export function postgresPoolConfig(
  databaseUrl: string,
  timeouts: { connectTimeoutMs?: number | undefined; statementTimeoutMs?: number | undefined } = {},
): PostgresPoolConfig {
  const statementTimeout = timeouts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
  };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (used when databaseUrl is unset); "memory://" for an in-memory database. */
  dataDir: string;
  /**
   * PGlite: a data directory dump (`PGlite.dumpDataDir`) that an empty data directory starts
   * from instead of initdb, e.g. the tests' migrated template. Ignored for PostgreSQL and for a
   * data directory that already holds a database.
   */
  pgliteTemplate?: Blob | undefined;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Where progress lines go (default: nowhere). */
  log?: (line: string) => void;
  /** Directory of Prisma migrations (default: prisma/migrations of this package). */
  migrationsDir?: string;
  /** PostgreSQL: how long connecting may take (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: how long one statement may run (default 10 s; not for migrations). */
  statementTimeoutMs?: number | undefined;
}

/** Another live process (or this one) already has the PGlite data directory open. */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options, log);
  return openPGlite(options.dataDir, options, log);
}

/** Makes close() safe to call twice, and concurrently. */
function once(run: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= run();
    return closing;
  };
}

async function openPostgres(
  databaseUrl: string,
  options: OpenDatabaseOptions,
  log: (line: string) => void,
): Promise<Database> {
  if (options.migrate ?? true) {
    // A dedicated client, not the pool: the advisory lock and the migration
    // must share one session.
    // No statement timeout here: the advisory lock waits for another instance's migrations.
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    // A dropped connection surfaces as the failing query's error; unhandled,
    // the 'error' event would also crash the process.
    client.on("error", (error) => log(`PostgreSQL migration connection: ${error.message}`));
    await client.connect();
    try {
      await runMigrations(pgMigrationConnection(client), {
        migrationsDir: options.migrationsDir,
        log,
      });
    } finally {
      await client.end();
    }
  }
  // One pool for Prisma and the direct queries. The adapter is typed against a newer
  // @types/pg than this package, hence the cast. The pool drops a broken connection and opens
  // a new one for the next query, so the API recovers when the server is back without a
  // restart.
  const poolConfig = postgresPoolConfig(databaseUrl, options);
  const pool = new pg.Pool({ ...poolConfig });
  // Without a listener, an idle client losing its connection (server restart, failover)
  // would crash the process with an unhandled 'error'.
  pool.on("error", (error) => log(`PostgreSQL pool: ${error.message}`));
  const adapter = new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]);
  const prisma = new PrismaClient({ adapter });
  return {
    prisma,
    kind: "postgres",
    raw: { kind: "postgres", connectionString: databaseUrl, poolConfig },
    async query<Row>(text: string, values: readonly unknown[] = []) {
      return (await pool.query(text, values as unknown[])).rows as Row[];
    },
    close: once(async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    }),
  };
}

function isInMemory(dataDir: string): boolean {
  return dataDir.startsWith("memory://");
}

async function openPGlite(
  dataDir: string,
  options: OpenDatabaseOptions,
  log: (line: string) => void,
): Promise<Database> {
  const lock = isInMemory(dataDir) ? undefined : await acquireDataDirLock(dataDir);
  let db: PGlite | undefined;
  try {
    // A data directory made just now was migrated as it was made.
    let migrated = false;
    if (lock) {
      await mkdir(dirname(lock.dataDir), { recursive: true });
      migrated = await createDataDirIfMissing(lock.dataDir, options, log);
      db = await openExistingDataDir(lock.dataDir);
    } else {
      db = await createPGlite(dataDir, options);
    }
    if (!migrated) await migratePGlite(db, options, log);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
    const opened = db;
    return {
      prisma,
      kind: "pglite",
      raw: { kind: "pglite", pglite: opened },
      query: <Row>(text: string, values: readonly unknown[] = []) =>
        prisma.$queryRawUnsafe<Row[]>(text, ...values),
      close: once(async () => {
        try {
          await prisma.$disconnect();
          await opened.close();
        } finally {
          await lock?.release();
        }
      }),
    };
  } catch (error) {
    await db?.close().catch(() => {});
    await lock?.release();
    throw error;
  }
}

function createPGlite(dataDir: string, options: OpenDatabaseOptions): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
}

async function migratePGlite(
  db: PGlite,
  options: OpenDatabaseOptions,
  log: (line: string) => void,
): Promise<void> {
  if (!(options.migrate ?? true)) return;
  await runMigrations(pgliteMigrationConnection(db), {
    migrationsDir: options.migrationsDir,
    log,
  });
}

/**
 * A new data directory is made whole or not at all: PGlite's first start writes a whole
 * PostgreSQL cluster (a few seconds), and one interrupted there (Ctrl-C on the very first
 * `start`) would leave a directory that can never be opened. So it is created and migrated
 * in `<dataDir>.creating` and renamed into place only when it is complete; a `.creating` left
 * by an interrupted start is thrown away (we hold the directory's lock, so nobody else is
 * making it). True when it made the directory (migrated already).
 */
async function createDataDirIfMissing(
  dataDir: string,
  options: OpenDatabaseOptions,
  log: (line: string) => void,
): Promise<boolean> {
  const entries = await readdir(dataDir).catch((error: unknown) => {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  });
  if (entries?.includes("PG_VERSION")) return false;
  if (entries && entries.length > 0) {
    throw new Error(
      `The folder ${dataDir} is meant for the embedded database but holds other files (${entries
        .slice(0, 3)
        .join(
          ", ",
        )}${entries.length > 3 ? ", …" : ""}). Move them away, or set DATA_DIR to another folder.`,
    );
  }
  const scratch = `${dataDir}.creating`;
  await rm(scratch, { recursive: true, force: true });
  log(`creating the embedded database in ${dataDir}`);
  const db = await createPGlite(scratch, options);
  try {
    await migratePGlite(db, options, log);
  } catch (error) {
    await db.close().catch(() => {});
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  await db.close();
  if (entries) await rm(dataDir, { recursive: true, force: true });
  await rename(scratch, dataDir);
  return true;
}

/** Opens a data directory that exists; one that cannot be opened is named, with what to do. */
async function openExistingDataDir(dataDir: string): Promise<PGlite> {
  try {
    return await PGlite.create(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The embedded database in ${dataDir} could not be opened (${reason}). If it holds nothing you need, delete that folder (rm -rf ${dataDir}) and start again; to keep its data, copy the folder first.`,
      { cause: error },
    );
  }
}

interface DataDirLock {
  dataDir: string;
  lockPath: string;
  release(): Promise<void>;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parsePid(content: string): number | undefined {
  const pid = Number.parseInt(content.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

// An empty lock file may be one another process has just created and not yet
// written; only after this long is it considered abandoned.
const UNWRITTEN_LOCK_GRACE_MS = 10_000;

/**
 * Two processes on one PGlite data directory corrupt it silently, so the
 * directory is guarded by `<dataDir>.lock` holding the owner's pid. A lock
 * whose process is gone (crash, kill -9) is taken over.
 */
async function acquireDataDirLock(rawDataDir: string): Promise<DataDirLock> {
  const dataDir = resolve(rawDataDir.replace(/^file:\/\//, "")).replace(/[\\/]+$/, "");
  const lockPath = `${dataDir}.lock`;
  const ownContent = `${process.pid}\n`;
  await mkdir(dirname(lockPath), { recursive: true });

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await writeFile(lockPath, ownContent, { flag: "wx" });
      return {
        dataDir,
        lockPath,
        release: once(async () => {
          // Never remove a lock that is not ours any more.
          const current = await readFile(lockPath, "utf8").catch(() => undefined);
          if (current === ownContent) await unlink(lockPath).catch(() => {});
        }),
      };
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error;
    }

    let content: string;
    let modifiedAt: number;
    try {
      content = await readFile(lockPath, "utf8");
      modifiedAt = (await stat(lockPath)).mtimeMs;
    } catch (error) {
      if (errorCode(error) === "ENOENT") continue;
      throw error;
    }
    const pid = parsePid(content);
    if (pid !== undefined && processIsAlive(pid)) {
      throw new DatabaseLockedError(
        `PGlite data directory ${dataDir} is in use by process ${pid}${
          pid === process.pid ? " (this process)" : ""
        } (lock file ${lockPath}). Stop that process, or point this one at another directory.`,
      );
    }
    if (pid === undefined && Date.now() - modifiedAt < UNWRITTEN_LOCK_GRACE_MS) {
      throw new DatabaseLockedError(
        `PGlite data directory ${dataDir} is being opened by another process (lock file ${lockPath}).`,
      );
    }

    // Stale. Move it aside atomically and check we moved the one we inspected:
    // if another process replaced it in between, put theirs back.
    const aside = `${lockPath}.${process.pid}.${randomUUID()}.stale`;
    try {
      await rename(lockPath, aside);
    } catch (error) {
      if (errorCode(error) === "ENOENT") continue;
      throw error;
    }
    const moved = await readFile(aside, "utf8").catch(() => content);
    if (moved !== content) await link(aside, lockPath).catch(() => {});
    await unlink(aside).catch(() => {});
  }
  throw new DatabaseLockedError(
    `Could not take the lock ${lockPath} for PGlite data directory ${dataDir}: it keeps changing hands.`,
  );
}
