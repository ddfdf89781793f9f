import { pgliteTemplatePath } from "../apps/api/src/test/pglite-template.js";

// The migrated PGlite template every product's new embedded database starts from, made once
// before the files start. (A product on PostgreSQL migrates its own empty database, so the API
// tests' migrated PostgreSQL template is not made here.)
export default async function setup(): Promise<void> {
  await pgliteTemplatePath("migrated");
}
