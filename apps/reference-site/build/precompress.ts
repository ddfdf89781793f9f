import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

// Every text file of the build, compressed once at build time at the highest levels (brotli 11,
// gzip 9) beside the original (`x.js.br`, `x.js.gz`), so the server sends the smallest form the
// browser accepts without compressing on each request. Files that would not get smaller are
// left alone.

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesOf(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) yield* filesOf(file);
    else yield file;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `directory`; returns how many. */
export function precompressDirectory(directory: string): number {
  let written = 0;
  for (const file of filesOf(directory)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith(".map")) continue;
    const source = readFileSync(file);
    if (source.byteLength < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.byteLength < source.byteLength) writeFileSync(`${file}.br`, brotli);
    if (gzip.byteLength < source.byteLength) writeFileSync(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

/** The Vite plugin: compresses the build's output after it is written. */
export function precompressPlugin(): Plugin {
  let outDir = "";
  return {
    name: "ringline-precompress",
    apply: "build",
    // After the route manifest, which is written in the same hook.
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
