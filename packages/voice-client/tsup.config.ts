import { defineConfig } from "tsup";
import { buildTypes } from "../../scripts/build-types.mjs";

const entry = {
  index: "src/index.ts",
  web: "src/web/index.ts",
  // Types only: the platform's schemas by name, as `@vapi-ai/web/dist/api` has them.
  api: "src/generated/api.ts",
  schemas: "src/web/schemas.ts",
  server: "src/server/index.ts",
  react: "src/react/index.ts",
  testing: "src/testing/index.ts",
};

export default defineConfig({
  entry,
  format: ["esm", "cjs"],
  // The declarations come from TypeScript 7 (scripts/build-types.mjs), not tsup's d.ts step.
  dts: false,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  // daily-js is loaded by dynamic import when a call starts; react is the host's.
  external: ["@daily-co/daily-js", "react", "react-dom"],
  onSuccess: () => buildTypes({ packageDir: import.meta.dirname, entries: entry }),
});
