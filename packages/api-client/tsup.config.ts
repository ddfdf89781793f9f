import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    // The contract's facts without zod or the client: route paths, storage keys, limits, formats.
    core: "src/core/index.ts",
    react: "src/react/index.ts",
    // The provider alone, without the route table (ES modules share its code with `react`).
    "react-provider": "src/react/provider.ts",
    openapi: "src/openapi/index.ts",
    // The seeded plans alone, without zod, for widgets that show prices before the API answers.
    plans: "src/contract/default-plans.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  // The React bindings use the host's React and TanStack Query, never a bundled copy.
  external: ["react", "react/jsx-runtime", "@tanstack/react-query"],
});
