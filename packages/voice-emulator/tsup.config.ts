import { defineConfig } from "tsup";
import { buildTypes } from "../../scripts/build-types.mjs";

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    // The declarations come from TypeScript 7 (scripts/build-types.mjs), not tsup's d.ts step.
    dts: false,
    clean: true,
    sourcemap: true,
    target: "es2022",
    platform: "node",
    // data/platform.json is found through import.meta.url, which CJS needs shimmed.
    shims: true,
    onSuccess: () =>
      buildTypes({ packageDir: import.meta.dirname, entries: { index: "src/index.ts" } }),
  },
  {
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    platform: "node",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
