import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  // The host app brings React; the API client is a dependency installed next to us.
  external: ["react", "react-dom", "react/jsx-runtime", "@ringline/api-client"],
});
