import { writeFile } from "node:fs/promises";
import { defineConfig } from "tsup";
import { TOKENS_CSS } from "./src/tokens/token-css.js";

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
  // `@ringline/react-widgets/tokens.css`: the page stylesheet, generated from the same
  // token source as the widgets' own styles.
  async onSuccess() {
    await writeFile("dist/tokens.css", TOKENS_CSS);
  },
});
