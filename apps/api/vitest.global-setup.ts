import { pgliteTemplatePath } from "./src/test/pglite-template.js";

// The PGlite templates (src/test/pglite-template.ts), made before the test files start so that
// they all load them instead of each worker making its own the first time.
export default async function setup(): Promise<void> {
  await pgliteTemplatePath("empty");
  await pgliteTemplatePath("migrated");
}
