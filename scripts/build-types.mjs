// A package's type declarations, by TypeScript 7's native compiler (`typescript-native`):
// about a second a package, where tsup's d.ts step (TypeScript 5 through rollup) took 5–29 s
// each and held up every check after the build. Called from each package's tsup.config.ts
// (`onSuccess`), after the JavaScript is built:
//
//   dist/types/…          one .d.ts per source file (the package's tsconfig.build.json, which
//                         extends ../tsconfig.declarations.json)
//   dist/types-cjs/…      the same files under a package.json of "type": "commonjs", so that
//                         a `require` consumer's types are CommonJS like the code it gets
//   dist/<entry>.d.ts     `export * from "./types/<source>.js"` (and its default export)
//   dist/<entry>.d.cts    the same from types-cjs
//
// The entry names are tsup's (`entry: { web: "src/web/index.ts" }`), so the files that
// package.json's `exports` name are where they were.

import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runTsc } from "./tsc-native.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The text of an entry's declaration file: everything its source file exports. */
export function entryDeclaration(typesPath, hasDefault) {
  const from = JSON.stringify(typesPath);
  return `export * from ${from};\n${hasDefault ? `export { default } from ${from};\n` : ""}`;
}

/**
 * Writes the declarations of `entries` (entry name → source path, relative to the package)
 * into `<packageDir>/dist`.
 */
export async function buildTypes({ packageDir, entries }) {
  const dist = join(packageDir, "dist");
  const esm = join(dist, "types");
  const cjs = join(dist, "types-cjs");
  rmSync(esm, { recursive: true, force: true });
  rmSync(cjs, { recursive: true, force: true });
  const compiled = await runTsc(join(packageDir, "tsconfig.build.json"), packageDir);
  if (!compiled.ok) {
    throw new Error(`declarations of ${relative(root, packageDir)} failed:\n${compiled.output}`);
  }
  if (!existsSync(esm)) throw new Error("tsconfig.build.json must write to dist/types");
  cpSync(esm, cjs, { recursive: true });
  writeFileSync(join(cjs, "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
  for (const [name, source] of Object.entries(entries)) {
    const inTypes = relative(join(packageDir, "src"), join(packageDir, source)).replace(
      /\.tsx?$/,
      ".js",
    );
    if (inTypes.startsWith("..")) throw new Error(`${source} is outside src`);
    const hasDefault = /^export default\b/m.test(readFileSync(join(packageDir, source), "utf8"));
    writeFileSync(join(dist, `${name}.d.ts`), entryDeclaration(`./types/${inTypes}`, hasDefault));
    writeFileSync(
      join(dist, `${name}.d.cts`),
      entryDeclaration(`./types-cjs/${inTypes}`, hasDefault),
    );
  }
}
