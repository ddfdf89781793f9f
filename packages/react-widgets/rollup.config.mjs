// The standalone embed: an ES module entry that registers Ringline's custom elements on any
// page, with code split at every `import()`. Partners add one tag,
// `<script type="module" src=".../ringline-embed.js">`; the voice demo's widget, the voice
// client and daily-js are chunks beside it that the browser fetches only when they are
// needed (the demo element on the page; a call starting).
//
// React is aliased to preact/compat (about 60 KB gzip less); the widget tests run against
// preact/compat too (vitest.preact.config.ts), which is what makes the swap safe.
//
//   npx rollup -c                          build dist/embed/ (ringline-embed.js + chunks)
//   RINGLINE_EMBED_REACT=1 npx rollup -c   build dist/embed-react/ with React, to compare sizes

import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import alias from "@rollup/plugin-alias";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import esbuild from "rollup-plugin-esbuild";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const withReact = process.env.RINGLINE_EMBED_REACT === "1";

/** The file partners load; everything else in the directory is a chunk it imports. */
export const EMBED_ENTRY_FILE_NAME = "ringline-embed.js";

/** React's entry points and their preact/compat counterparts; order matters (longest first). */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Chunk names carry a content hash, so every build would leave the previous build's chunks
 * behind; after writing, the files this build did not write are removed.
 */
function removeStaleChunks() {
  return {
    name: "remove-stale-chunks",
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const name of readdirSync(options.dir)) {
        if (!(name in bundle)) rmSync(join(options.dir, name), { recursive: true, force: true });
      }
    },
  };
}

export default {
  input: { "ringline-embed": "src/embed/embed.ts" },
  output: {
    dir: withReact ? "dist/embed-react" : "dist/embed",
    format: "es",
    entryFileNames: EMBED_ENTRY_FILE_NAME,
    // Hashed: a CDN may cache a chunk forever, and a new build never reuses an old name.
    // The voice client's own chunks already end in tsup's hash, which would only repeat.
    chunkFileNames: (chunk) => `${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
    sourcemap: true,
    banner: (chunk) =>
      chunk.isEntry ? `/*! @ringline/react-widgets embed ${version} | MIT */` : "",
  },
  plugins: [
    alias({ entries: withReact ? [] : PREACT_ALIASES }),
    replace({
      preventAssignment: true,
      values: {
        "process.env.NODE_ENV": JSON.stringify("production"),
        __RINGLINE_EMBED_VERSION__: JSON.stringify(version),
      },
    }),
    nodeResolve({
      browser: true,
      extensions: [".mjs", ".js", ".ts", ".tsx", ".json"],
      // One Preact: an alias resolved from a dependency's folder (zustand's `react`) must not
      // find another copy of it in pnpm's store (a peer-dependency variant elsewhere).
      dedupe: ["preact"],
    }),
    commonjs(),
    esbuild({
      target: "es2022",
      jsx: "automatic",
      minify: true,
      legalComments: "none",
      tsconfig: "tsconfig.json",
    }),
    removeStaleChunks(),
  ],
};
