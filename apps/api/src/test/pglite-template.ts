// The embedded databases the tests start from. Starting PGlite on an empty data directory runs
// initdb inside WebAssembly, and the API's databases then every migration: 6 to 13 seconds on
// a loaded two-core machine, paid by every test file and every end-to-end product. Loading the
// data directory of a database that already went through them takes about 2 seconds. Two
// templates: `empty` (initdb only) and `migrated`; each is made once per PGlite version (and
// set of migrations) and kept on disk, so a run makes it at most once and a second run on the
// same checkout not at all. The migrations still run on every database opened from the
// migrated one: they find everything applied, which also proves that the template is the one
// the migrations make.
import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pgliteMigrationConnection, runMigrations } from "../db/migrate.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.resolve(here, "../../prisma/migrations");
const cacheDir = path.resolve(here, "../../../../node_modules/.cache/ringline-pglite-template");

async function migrationFiles(): Promise<string[]> {
  const entries = await readdir(migrationsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** PGlite's version, from the package.json above its entry point (it exports no package.json). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const manifest = await readFile(path.join(dir, "package.json"), "utf8").catch(() => undefined);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (parsed.name === "@electric-sql/pglite" && parsed.version) return parsed.version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("cannot find @electric-sql/pglite's package.json");
    dir = parent;
  }
}

/** What a template depends on: PGlite's version and, for the migrated one, every migration file. */
async function templateKey(kind: PGliteTemplateKind): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`pglite ${await pgliteVersion()}\n${kind}\n`);
  if (kind === "migrated") {
    for (const file of await migrationFiles()) {
      hash.update(`${file}\n`);
      hash.update(await readFile(path.join(migrationsDir, file)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * `empty`: a new database cluster, as initdb leaves it (for what must start from nothing:
 * migration runners, the schema engine's shadow databases); `migrated`: every migration applied.
 */
export type PGliteTemplateKind = "empty" | "migrated";

const made = new Map<PGliteTemplateKind, Promise<string>>();
const loaded = new Map<PGliteTemplateKind, Promise<Blob>>();

async function makeTemplate(kind: PGliteTemplateKind): Promise<string> {
  const file = path.join(cacheDir, `${kind}-${await templateKey(kind)}.tar`);
  if (await exists(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  const db = await PGlite.create("memory://");
  try {
    if (kind === "migrated") {
      await runMigrations(pgliteMigrationConnection(db), { migrationsDir });
    }
    const dump = await db.dumpDataDir("none");
    const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file).catch(async (error) => {
      await rm(partial, { force: true });
      throw error;
    });
  } finally {
    await db.close();
  }
  return file;
}

/**
 * The path of a template's data directory dump (`PGlite.dumpDataDir`), made if this checkout
 * does not have it yet. Two processes making it at once each write their own file and rename
 * it into place, so a reader never sees half of one.
 */
export function pgliteTemplatePath(kind: PGliteTemplateKind = "migrated"): Promise<string> {
  let file = made.get(kind);
  if (!file) {
    file = makeTemplate(kind);
    made.set(kind, file);
  }
  return file;
}

/** A template, to hand to `openDatabase({ pgliteTemplate })` or `PGlite.create({ loadDataDir })`. */
export function pgliteTemplate(kind: PGliteTemplateKind = "migrated"): Promise<Blob> {
  let blob = loaded.get(kind);
  if (!blob) {
    blob = pgliteTemplatePath(kind).then(async (file) => new Blob([await readFile(file)]));
    loaded.set(kind, blob);
  }
  return blob;
}

/** A new in-memory PGlite started from a template: by default an empty database. */
export async function freshPGlite(kind: PGliteTemplateKind = "empty"): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await pgliteTemplate(kind) });
}

/**
 * Fills an empty PGlite data directory on disk from the template, for a product that is about
 * to start on it (the end-to-end tests): it then opens a migrated database instead of making one.
 * The dump is a plain tar of the data directory; `tar` unpacks it in a fraction of the time
 * PGlite takes to write it through its file system layer.
 */
export async function seedPGliteDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await promisify(execFile)("tar", ["-x", "-f", await pgliteTemplatePath(), "-C", dataDir]);
}
