import { writeFile } from "node:fs/promises";
import { defineConfig } from "tsup";
import { buildTypes } from "../../scripts/build-types.mjs";
import { TOKENS_CSS } from "./src/tokens/page-stylesheet.js";

// The host app brings React; the API client is a dependency installed next to us.
const external = ["react", "react-dom", "react/jsx-runtime", "@ringline/api-client"];

// What is not part of the package: tests, stories and their helpers.
const notShipped = [
  "!src/**/*.test.ts",
  "!src/**/*.test.tsx",
  "!src/**/*.stories.tsx",
  "!src/test/**",
  "!src/embed/**",
  "!src/ui/shared/axe-stories.tsx",
  "!src/ui/shared/render-in-shadow-root.tsx",
  "!src/ui/shared/story-link.tsx",
];

export default defineConfig([
  {
    // ES modules one file per source file, so that an app's bundler loads each widget with
    // the page that uses it instead of every widget in one shared chunk.
    entry: ["src/**/*.ts", "src/**/*.tsx", ...notShipped],
    format: ["esm"],
    bundle: false,
    dts: false,
    clean: true,
    sourcemap: true,
    target: "es2022",
    external,
  },
  {
    // CommonJS as one file; the declarations of both builds come from TypeScript 7
    // (scripts/build-types.mjs), not tsup's d.ts step.
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts: false,
    clean: false,
    sourcemap: true,
    target: "es2022",
    treeshake: true,
    external,
    // `@ringline/react-widgets/tokens.css`: the page stylesheet, generated from the same
    // token source as the widgets' own styles.
    async onSuccess() {
      await writeFile("dist/tokens.css", TOKENS_CSS);
      await buildTypes({ packageDir: import.meta.dirname, entries: { index: "src/index.ts" } });
    },
  },
]);
