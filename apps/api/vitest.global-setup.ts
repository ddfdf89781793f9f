import type { TestProject } from "vitest/node";
import { openDatabase } from "./src/db/database.js";
import { createScratchDatabase } from "./src/test/databases.js";
import { pgliteTemplatePath } from "./src/test/pglite-template.js";

// Made before the test files start, so that they all copy them instead of each migrating its
// own: the PGlite templates (src/test/pglite-template.ts), and, when the tests also run on
// PostgreSQL (TEST_DATABASE_URL), one migrated database there, dropped when the run ends.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await pgliteTemplatePath("empty");
  await pgliteTemplatePath("migrated");
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!serverUrl) {
    project.provide("postgresTemplate", null);
    return async () => {};
  }
  const template = await createScratchDatabase(serverUrl);
  try {
    const db = await openDatabase({ databaseUrl: template.url, dataDir: "" });
    await db.close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide("postgresTemplate", { serverUrl, name: template.name });
  return () => template.drop();
}
