#!/usr/bin/env node
// What each route group of the reference site loads before its first page shows: the entry
// (src/boot.ts, and the app it imports once the page has painted, src/main.tsx: React, the
// router, the query cache, the API client, the root layout) plus the
// group's layout and first page, with every chunk they import statically and their CSS.
// Chunks reached only through import() (a call starting, say) are counted apart ("later").
//
//   node bench/site-sizes.mjs           print the table
//   node bench/site-sizes.mjs --check   also exit 1 when a budget is exceeded
//   node bench/site-sizes.mjs --json    print the figures as JSON
//
// Method: the Vite build's manifest (apps/reference-site/dist/.vite/manifest.json), each file
// gzipped at level 9 on its own, as it is sent. Build first (npx pnpm@10 build). Budgets are
// the "siteRouteGroups" of bench/size-budgets.json.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const siteDist = join(root, "apps/reference-site/dist");
const manifestFile = join(siteDist, ".vite/manifest.json");
/**
 * The English catalogue's parts a page loads before it renders (apps/reference-site/build/
 * catalogue-groups.ts): the root's, and its route group's (named as the group's row begins).
 */
const catalogue = (part) => `virtual:ringline-catalogue/${part}/en`;
const { values: flags } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});

await runBench(
  "site-sizes",
  async () => {
    if (!existsSync(manifestFile)) {
      throw new BrokenRun(`${manifestFile} is missing; build the site first`);
    }
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const groups = JSON.parse(
      readFileSync(join(root, "bench/size-budgets.json"), "utf8"),
    ).siteRouteGroups;

    const gzipOf = (file) => gzipSync(readFileSync(join(siteDist, file)), { level: 9 }).byteLength;

    /** Every manifest key a chunk loads up front (static imports), and what it defers. */
    function closure(keys) {
      const upFront = new Set();
      const deferred = new Set();
      const visit = (key) => {
        if (upFront.has(key)) return;
        const chunk = manifest[key];
        if (!chunk) throw new BrokenRun(`${key} is not in the manifest`);
        upFront.add(key);
        for (const next of chunk.imports ?? []) visit(next);
        for (const later of chunk.dynamicImports ?? []) deferred.add(later);
      };
      for (const key of keys) visit(key);
      for (const key of upFront) deferred.delete(key);
      return { upFront, deferred };
    }

    function filesOf(keys) {
      const files = new Set();
      for (const key of keys) {
        const chunk = manifest[key];
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
      }
      return files;
    }

    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const rows = [];
    let failed = false;
    for (const group of groups) {
      // The entry (src/boot.ts) imports the app (src/main.tsx) as soon as the page has painted,
      // and the page's catalogue parts (English here) before it renders: all up front.
      const keys = [
        entryKey,
        "src/main.tsx",
        catalogue("root"),
        catalogue(group.name.split(":")[0]),
        ...group.modules.map((module) => `src/${module}`),
      ];
      const { upFront, deferred } = closure(keys);
      const files = filesOf(upFront);
      const laterFiles = filesOf(closure([...deferred]).upFront);
      for (const file of files) laterFiles.delete(file);
      const gzip = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
      const later = [...laterFiles].reduce((sum, file) => sum + gzipOf(file), 0);
      checkFigure(`${group.name}: gzip bytes up front`, gzip);
      const over = group.budget !== null && gzip > group.budget;
      if (over) failed = true;
      rows.push({ name: group.name, gzip, later, budget: group.budget, files: files.size, over });
    }

    const kb = (bytes) => (bytes / 1024).toFixed(1);
    if (flags.json) {
      console.log(JSON.stringify(rows, null, 2));
    } else {
      console.log(
        "Site route groups: up front = entry + layout + first page with static imports and CSS; gzip -9 per file\n",
      );
      console.log("| route group | files | gzip KB up front | later gzip KB | budget | status |");
      console.log("|---|--:|--:|--:|---|---|");
      for (const row of rows) {
        const share = row.budget ? ` (${Math.round((row.gzip / row.budget) * 100)} %)` : "";
        const status = row.budget === null ? "no budget" : row.over ? "OVER" : `ok${share}`;
        console.log(
          `| ${row.name} | ${row.files} | ${kb(row.gzip)} | ${kb(row.later)} | ${row.budget ? `${kb(row.budget)} KB` : "-"} | ${status} |`,
        );
      }
    }
    if (flags.check) {
      if (failed) {
        console.error("\nsite size check failed");
        process.exitCode = 1;
      } else {
        console.log("\nsite size check passed");
      }
    }
  },
  { json: flags.json },
);
