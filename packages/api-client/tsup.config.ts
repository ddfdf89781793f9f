import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", react: "src/react/index.ts", openapi: "src/openapi/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  // The React bindings use the host's React and TanStack Query, never a bundled copy.
  external: ["react", "react/jsx-runtime", "@tanstack/react-query"],
});
