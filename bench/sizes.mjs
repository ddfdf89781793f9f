#!/usr/bin/env node
// Bundle sizes of the packages' entry points, and of peers for comparison.
//
//   node bench/sizes.mjs            print the table
//   node bench/sizes.mjs --check    also exit 1 when a budget is exceeded, or a required
//                                   entry is missing or does not bundle
//   node bench/sizes.mjs --json     print the figures as JSON instead of a table
//
// Method (the one behind the figures in ../shared/ENGINEERING-NOTES.md): esbuild
// --bundle --minify --format=esm, then gzip at level 9. Code split off behind `import()`
// is counted apart ("later"), so an entry's figure is what loads up front. Entries and
// budgets are in bench/size-budgets.json. Entries measure built output (dist/): build first.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { build, version as esbuildVersion } from "esbuild";

const repositoryDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const budgetsFile = join(repositoryDir, "bench/size-budgets.json");
// Every figure leaves the host's React out, as the peer figures do.
const ALWAYS_EXTERNAL = ["react", "react-dom"];

const { values: flags } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});

function loadConfig() {
  const config = JSON.parse(readFileSync(budgetsFile, "utf8"));
  const problems = [];
  for (const [index, item] of [...config.entries, ...(config.peers ?? [])].entries()) {
    if (typeof item.name !== "string") problems.push(`item ${index} has no name`);
    if ((typeof item.entry === "string") === (typeof item.import === "string")) {
      problems.push(`${item.name}: give exactly one of "entry" and "import"`);
    }
    if (item.budget !== undefined && item.budget !== null && !Number.isInteger(item.budget)) {
      problems.push(`${item.name}: budget must be a whole number of bytes or null`);
    }
  }
  if (problems.length > 0) throw new Error(`${budgetsFile}:\n  ${problems.join("\n  ")}`);
  return config;
}

// An inline import statement becomes a virtual entry module, so that it can be split
// like a file entry (esbuild does not split `stdin`).
function inlineEntryPlugin(contents, resolveDir) {
  return {
    name: "inline-entry",
    setup(builder) {
      builder.onResolve({ filter: /^inline-entry$/ }, () => ({
        path: "inline-entry",
        namespace: "inline",
      }));
      builder.onLoad({ filter: /.*/, namespace: "inline" }, () => ({
        contents,
        resolveDir,
        loader: "js",
      }));
    },
  };
}

// What is loaded up front is the entry's output and every chunk it reaches through static
// imports; chunks reached only through `import()` load later (a call starting, say) and are
// reported apart. Each file is gzipped on its own, as it is sent.
function sumFiles(files) {
  let minBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    minBytes += file.contents.byteLength;
    gzipBytes += gzipSync(file.contents, { level: 9 }).byteLength;
  }
  return { minBytes, gzipBytes };
}

function splitByLoading(result) {
  const outputs = result.metafile.outputs;
  const byPath = new Map(
    result.outputFiles.map((file) => [relative(repositoryDir, file.path), file]),
  );
  const entryPath = Object.keys(outputs).find(
    (path) => path.endsWith(".js") && outputs[path].entryPoint,
  );
  const upFront = new Set();
  const pending = [entryPath];
  while (pending.length > 0) {
    const path = pending.pop();
    if (upFront.has(path)) continue;
    upFront.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === "import-statement" && !imported.external) pending.push(imported.path);
    }
  }
  const jsPaths = [...byPath.keys()].filter((path) => path.endsWith(".js"));
  return {
    upFront: sumFiles(jsPaths.filter((path) => upFront.has(path)).map((path) => byPath.get(path))),
    later: sumFiles(jsPaths.filter((path) => !upFront.has(path)).map((path) => byPath.get(path))),
  };
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["'](\.\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.\/[^"']+)["']\s*\)/g;

/**
 * A bundle that is already minified and split (the embed, built by Rollup): re-bundling it
 * would measure esbuild's chunking, not ours. Up front is the file plus the chunks it imports
 * statically, each gzipped as served; later is what only import() reaches.
 */
function measurePrebuilt(entryFile) {
  const seen = new Set();
  const sizes = (file) => {
    const bytes = readFileSync(file);
    return { minBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const walk = (file, pattern) => {
    const found = [];
    for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
      const target = join(dirname(file), match[1]);
      if (!seen.has(target) && existsSync(target)) found.push(target);
    }
    return found;
  };
  const upFront = [entryFile];
  seen.add(entryFile);
  for (let index = 0; index < upFront.length; index++) {
    for (const file of walk(upFront[index], STATIC_IMPORT)) {
      seen.add(file);
      upFront.push(file);
    }
  }
  const later = [];
  const queue = upFront.flatMap((file) => walk(file, DYNAMIC_IMPORT));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    later.push(file);
    queue.push(...walk(file, STATIC_IMPORT), ...walk(file, DYNAMIC_IMPORT));
  }
  const total = (files) =>
    files.map(sizes).reduce(
      (sum, size) => ({
        minBytes: sum.minBytes + size.minBytes,
        gzipBytes: sum.gzipBytes + size.gzipBytes,
      }),
      { minBytes: 0, gzipBytes: 0 },
    );
  const front = total(upFront);
  const rest = total(later);
  return {
    state: "measured",
    minBytes: front.minBytes,
    gzipBytes: front.gzipBytes,
    laterMinBytes: rest.minBytes,
    laterGzipBytes: rest.gzipBytes,
  };
}

async function measure(item) {
  const external = [...ALWAYS_EXTERNAL, ...(item.external ?? [])];
  let input;
  if (item.entry) {
    const entryFile = join(repositoryDir, item.entry);
    if (!existsSync(entryFile)) {
      return {
        state: "missing",
        detail: `${item.entry} does not exist: build it first (npx pnpm@10 build), or the entry is not written yet`,
      };
    }
    if (item.prebuilt) return measurePrebuilt(entryFile);
    input = { entryPoints: { entry: entryFile } };
  } else {
    input = {
      entryPoints: { entry: "inline-entry" },
      plugins: [inlineEntryPlugin(item.import, join(repositoryDir, item.resolveDir ?? "."))],
    };
  }
  try {
    const result = await build({
      ...input,
      bundle: true,
      minify: true,
      format: "esm",
      // Code split at import() is counted as "later". An entry may turn splitting off: esbuild keeps
      // an import() of code that tree-shaking removed as a split point, which a consumer's
      // bundler (Rollup, Vite) would drop, and the shared chunk then lands on the up-front path.
      splitting: item.splitting !== false,
      external,
      // Nothing is written; esbuild needs a directory to name the chunks.
      outdir: join(repositoryDir, "bench/.sizes-out"),
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const { upFront, later } = splitByLoading(result);
    return {
      state: "measured",
      minBytes: upFront.minBytes,
      gzipBytes: upFront.gzipBytes,
      laterMinBytes: later.minBytes,
      laterGzipBytes: later.gzipBytes,
    };
  } catch (error) {
    const first = error.errors?.[0];
    const where = first?.location ? ` (${first.location.file}:${first.location.line})` : "";
    return { state: "error", detail: `esbuild failed: ${first?.text ?? error.message}${where}` };
  }
}

function kilobytes(bytes) {
  return (bytes / 1024).toFixed(1);
}

function statusOf(item, figure) {
  if (figure.state === "missing") return item.required ? "MISSING (required)" : "missing";
  if (figure.state === "error") return item.required ? "ERROR (required)" : "error";
  if (item.peer) return "peer";
  if (item.budget === null || item.budget === undefined) return "no budget";
  const share = Math.round((figure.gzipBytes / item.budget) * 100);
  return figure.gzipBytes <= item.budget
    ? `ok (${share} %)`
    : `OVER by ${figure.gzipBytes - item.budget} B`;
}

function failsCheck(item, figure) {
  if (item.peer) return false;
  if (figure.state !== "measured") return Boolean(item.required);
  return item.budget !== null && item.budget !== undefined && figure.gzipBytes > item.budget;
}

function printTable(rows) {
  const header = [
    "entry",
    "min bytes",
    "gzip bytes",
    "gzip KB",
    "later gzip KB",
    "budget",
    "status",
  ];
  const lines = rows.map(({ item, figure }) => {
    const measured = figure.state === "measured";
    return [
      item.name,
      measured ? String(figure.minBytes) : "-",
      measured ? String(figure.gzipBytes) : "-",
      measured ? kilobytes(figure.gzipBytes) : "-",
      measured && figure.laterGzipBytes > 0 ? kilobytes(figure.laterGzipBytes) : "-",
      item.budget ? `${item.budget} (${kilobytes(item.budget)} KB)` : "-",
      statusOf(item, figure),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const numeric = new Set([1, 2, 3, 4]);
  const format = (cells) =>
    `| ${cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join(" | ")} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (numeric.has(column) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`,
  );
  for (const line of lines) console.log(format(line));
}

const config = loadConfig();
const items = [
  ...config.entries.map((entry) => ({ ...entry, peer: false })),
  ...(config.peers ?? []).map((peer) => ({ ...peer, peer: true, budget: null, required: false })),
];
// One at a time: the figures do not depend on it, and two cores stay free for the rest.
const rows = [];
for (const item of items) rows.push({ item, figure: await measure(item) });

const comparisons = rows
  .filter(({ item }) => item.peer && item.compare)
  .map(({ item, figure }) => {
    const ours = rows.find((row) => row.item.name === item.compare);
    if (figure.state !== "measured" || ours?.figure.state !== "measured") return undefined;
    return {
      ours: ours.item.name,
      peer: item.name,
      ratio: figure.gzipBytes / ours.figure.gzipBytes,
      oursBytes: ours.figure.gzipBytes,
      peerBytes: figure.gzipBytes,
    };
  })
  .filter(Boolean);

const failures = rows.filter(({ item, figure }) => failsCheck(item, figure));

if (flags.json) {
  console.log(
    JSON.stringify(
      {
        method:
          "esbuild --bundle --minify --format=esm --splitting, gzip -9 per file; up front and later (import()) apart",
        esbuild: esbuildVersion,
        node: process.version,
        results: rows.map(({ item, figure }) => ({
          name: item.name,
          peer: item.peer,
          budget: item.budget ?? null,
          required: Boolean(item.required),
          ...figure,
          status: statusOf(item, figure),
        })),
        comparisons,
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `Sizes: esbuild ${esbuildVersion} --bundle --minify --format=esm, gzip -9; Node ${process.version}; budgets in ${relative(process.cwd(), budgetsFile) || budgetsFile}`,
  );
  console.log("");
  printTable(rows);
  for (const { item, figure } of rows) {
    if (figure.state !== "measured") console.log(`\n${item.name}: ${figure.detail}`);
  }
  for (const comparison of comparisons) {
    console.log(
      `\n${comparison.ours}: ${kilobytes(comparison.oursBytes)} KB against ${comparison.peer}: ${kilobytes(comparison.peerBytes)} KB (${comparison.ratio.toFixed(1)}× smaller).`,
    );
  }
}

if (flags.check) {
  if (failures.length > 0) {
    console.error(
      `\nsize check failed: ${failures.map(({ item, figure }) => `${item.name} (${statusOf(item, figure)})`).join(", ")}`,
    );
    process.exit(1);
  }
  if (!flags.json) console.log("\nsize check passed");
}
