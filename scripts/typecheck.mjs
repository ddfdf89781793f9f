#!/usr/bin/env node
// The type check: TypeScript 7's native compiler (`typescript-native`, an alias of
// typescript@7) over every package, app and the end-to-end tests, each through its own
// tsconfig.json. TypeScript 5 (`typescript`) stays for the tools that use the compiler's API
// (attw, Storybook), which TypeScript 7 does not offer; both install a `tsc`,
// so this names its compiler by path instead of by that command.
//
//   node scripts/typecheck.mjs            every project
//   node scripts/typecheck.mjs apps/api   only the named project folders
//
// Prints each project's time and its errors; exits 1 when any project has one.

import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runTsc } from "./tsc-native.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every folder with a tsconfig.json that the check covers. */
export function projects() {
  const inside = (folder) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(folder, entry.name));
  return [...inside("packages"), ...inside("apps"), "e2e"].filter((folder) =>
    existsSync(join(root, folder, "tsconfig.json")),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).map((folder) => relative(root, resolve(folder)));
  const chosen = named.length > 0 ? named : projects();
  // One at a time: the native compiler checks each project on every core by itself.
  let failed = 0;
  for (const folder of chosen) {
    const result = await runTsc(join(root, folder, "tsconfig.json"), join(root, folder));
    process.stdout.write(
      `typecheck ${folder}: ${result.ok ? "ok" : "FAILED"} in ${result.seconds.toFixed(1)} s\n`,
    );
    if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`);
    if (!result.ok) failed += 1;
  }
  process.exit(failed > 0 ? 1 : 0);
}
