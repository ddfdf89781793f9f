// `tsx scripts/create-admin.ts --email ops@example.com --username ops` creates an
// administrator on the configured database (DATABASE_URL, or PGlite in DATA_DIR). The
// password comes from ADMIN_PASSWORD, never from the command line (it would sit in the
// shell history and the process list).
import { parseArgs } from "node:util";
import { ensureAdmin } from "../src/admin/initial-admin.js";
import { loadConfig } from "../src/core/config.js";
import { openDatabase } from "../src/db/database.js";

const { values } = parseArgs({
  options: { email: { type: "string" }, username: { type: "string", default: "admin" } },
});
const password = process.env.ADMIN_PASSWORD;
if (!values.email || !password) {
  process.stderr.write(
    "usage: ADMIN_PASSWORD=… tsx scripts/create-admin.ts --email <address> [--username <name>]\n",
  );
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const outcome = await ensureAdmin(db, {
    email: values.email,
    password,
    username: values.username ?? "admin",
  });
  process.stdout.write(
    outcome === "created"
      ? `Administrator ${values.email} created.\n`
      : `An administrator with this e-mail or username exists already; nothing changed.\n`,
  );
} finally {
  await db.close();
}
