// Runs the project's own Prisma CLI for the commands that need no database
// (`generate`, `validate`) without network access.
//
// The CLI insists on a native schema-engine binary, which it would download from
// Prisma's servers (unreachable here). For these commands the binary is only
// checked for existence, never executed, so any executable will do: we point it
// at the running Node binary. Output is kept to one line on success because this
// runs from the root `postinstall`; the CLI's full output is shown on failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const allowedCommands = new Set(["generate", "validate"]);
const [command, ...rest] = process.argv.slice(2);

if (command === undefined || !allowedCommands.has(command)) {
  console.error(
    `usage: node scripts/prisma-offline.mjs <${[...allowedCommands].join("|")}> [prisma options]`,
  );
  process.exit(2);
}

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(packageRoot, "package.json"));

let cliPath;
try {
  // Resolve through package.json: the CLI's `exports` do not expose build/index.js.
  cliPath = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
} catch {
  console.error("prisma-offline: the `prisma` package is not installed in apps/api");
  process.exit(1);
}
if (!existsSync(cliPath)) {
  console.error(`prisma-offline: Prisma CLI not found at ${cliPath}`);
  process.exit(1);
}

const env = {
  ...process.env,
  // Respect a real engine binary if the developer has one.
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
  // No update checks or telemetry: they would wait on an unreachable host.
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  PRISMA_DISABLE_WARNINGS: "1",
};

const started = Date.now();
const result = spawnSync(process.execPath, [cliPath, command, ...rest], {
  cwd: packageRoot,
  env,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "pipe"],
});

if (result.error) {
  console.error(`prisma-offline: could not start the Prisma CLI: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  process.stderr.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  console.error(
    `prisma-offline: \`prisma ${command}\` failed (${
      result.signal ? `signal ${result.signal}` : `exit code ${result.status}`
    })`,
  );
  process.exit(result.status || 1);
}

console.log(`prisma ${command}: ok (${Date.now() - started} ms)`);
