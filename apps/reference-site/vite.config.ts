import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  server: {
    // `pnpm dev` in this folder talks to the API started by `pnpm start`.
    proxy: { "/api": "http://localhost:3000" },
  },
  // The manifest lets bench/site-sizes.mjs measure what each route group loads.
  build: { outDir: "dist", sourcemap: true, manifest: true },
});
