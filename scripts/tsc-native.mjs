// TypeScript 7's native compiler (`typescript-native`, an alias of typescript@7), by path: both
// it and TypeScript 5 install a `tsc` command. Used by scripts/typecheck.mjs (the type check)
// and scripts/build-types.mjs (the packages' declarations).

import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const tsc = join(
  dirname(createRequire(import.meta.url).resolve("typescript-native/package.json")),
  "bin",
  "tsc",
);

/**
 * Runs the native compiler on `tsconfig` from `cwd`; resolves with whether it passed, what it
 * printed and how long it took.
 */
export function runTsc(tsconfig, cwd) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, "-p", tsconfig], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) =>
      done({ ok: false, output: `${output}${error.message}\n`, seconds: 0 }),
    );
    child.on("close", (code) =>
      done({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}
