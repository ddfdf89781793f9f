// Lets every integration suite run against each database the API supports:
// always PGlite, and PostgreSQL too when TEST_DATABASE_URL names a server, e.g.
//   TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npx vitest run --project api
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type OpenDatabaseOptions, openDatabase } from "../db/database.js";
import { pgliteTemplate } from "./pglite-template.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated PostgreSQL database that test databases are copied
     * from (vitest.global-setup.ts). */
    postgresTemplate: { serverUrl: string; name: string } | null;
  }
}

export interface TestDatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

export type TestDatabaseOptions = Omit<OpenDatabaseOptions, "databaseUrl" | "dataDir">;

/** A fresh, migrated, in-memory PGlite (started from the migrated template). */
export async function openTestPGlite(options: TestDatabaseOptions = {}): Promise<Database> {
  const fromTemplate = options.migrationsDir === undefined && options.migrate !== false;
  const template = fromTemplate ? await pgliteTemplate() : undefined;
  return openDatabase({ pgliteTemplate: template, ...options, dataDir: "memory://" });
}

/** Connection string for `database` on the server of `serverUrl`. */
export function withDatabaseName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database with a unique name, so parallel test files never share one: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createScratchDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `ringline_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const from = template ? ` TEMPLATE "${template}"` : "";
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  return {
    url: withDatabaseName(serverUrl, name),
    name,
    drop: () =>
      onServer(serverUrl, async (client) => {
        // FORCE: a test that failed half-way may still hold connections.
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/**
 * The run's migrated PostgreSQL template (made by vitest.global-setup.ts), when the tests run
 * on the server of `serverUrl`.
 */
function postgresTemplateFor(serverUrl: string): string | undefined {
  const template = inject("postgresTemplate");
  return template && template.serverUrl === serverUrl ? template.name : undefined;
}

/**
 * A migrated PostgreSQL database of its own, dropped again by close(). It is copied from the
 * run's migrated template when there is one (about a fifth of the time of migrating an empty
 * database); the migrations still run on it and find everything applied.
 */
export async function openTestPostgres(
  serverUrl: string,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const fromTemplate = options.migrationsDir === undefined && options.migrate !== false;
  const scratch = await createScratchDatabase(serverUrl, {
    template: fromTemplate ? postgresTemplateFor(serverUrl) : undefined,
  });
  let db: Database;
  try {
    db = await openDatabase({ ...options, databaseUrl: scratch.url, dataDir: "" });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    prisma: db.prisma,
    kind: db.kind,
    raw: db.raw,
    query: db.query.bind(db),
    close() {
      closing ??= db.close().finally(() => scratch.drop());
      return closing;
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const testDatabaseTargets: TestDatabaseTarget[] = [
  { name: "pglite", open: () => openTestPGlite() },
  ...(testDatabaseUrl
    ? [{ name: "postgres" as const, open: () => openTestPostgres(testDatabaseUrl) }]
    : []),
];

/**
 * The one database that sweeps of every route (hostile input, deeply nested JSON) run on:
 * PostgreSQL when the tests have one (what production runs), else PGlite. Both are the same
 * engine (PGlite is PostgreSQL compiled to WebAssembly), so such input meets the same parser and
 * the same types in either; the tests of what does differ (concurrency, connections,
 * transactions) run on both.
 */
export const SWEEP_DATABASE = testDatabaseTargets.at(-1)?.name;
