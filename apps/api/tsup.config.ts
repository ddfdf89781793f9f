import { defineConfig } from "tsup";

// The API runs from dist/ in production and for `pnpm start`; dependencies stay external
// so PGlite finds its WebAssembly files in node_modules.
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  sourcemap: true,
  dts: false,
});
