import { defineConfig } from "tsup";
import { buildTypes } from "../../scripts/build-types.mjs";

const entry = {
  index: "src/index.ts",
  // The contract's facts without zod or the client: route paths, storage keys, limits, formats.
  core: "src/core/index.ts",
  react: "src/react/index.ts",
  // The provider alone, without the route table (ES modules share its code with `react`).
  "react-provider": "src/react/provider.ts",
  openapi: "src/openapi/index.ts",
  // The seeded plans alone, without zod, for widgets that show prices before the API answers.
  plans: "src/contract/default-plans.ts",
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
  // The React bindings use the host's React and TanStack Query, never a bundled copy.
  external: ["react", "react/jsx-runtime", "@tanstack/react-query"],
  onSuccess: () => buildTypes({ packageDir: import.meta.dirname, entries: entry }),
});
