import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory. */
  dataDir: string;
  /** Built reference site to serve, if any. */
  siteDir: string | undefined;
  /** Signs CSRF tokens; random per process unless configured. */
  sessionSecret: string;
  logLevel: string;
  /** Trust `X-Forwarded-*` from this many proxies. */
  trustProxy: number;
}

/** The apps/api folder, found from this module whether it runs from src/ or dist/. */
export function apiPackageRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, "package.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error("apps/api package.json not found");
    directory = parent;
  }
  return directory;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

/** Reads the configuration from the environment; every setting has an embedded default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const siteDir = env.SITE_DIR ?? path.join(apiPackageRoot(), "..", "reference-site", "dist");
  return {
    host: env.HOST || "127.0.0.1",
    port: integer("PORT", env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || ".data/pglite"),
    siteDir: env.SITE_DIR === "" ? undefined : siteDir,
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString("base64url"),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: integer("TRUST_PROXY", env.TRUST_PROXY, 0),
  };
}
