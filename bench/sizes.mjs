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
// is counted apart ("later"), so an entry's figure is what loads up front, unless the entry
// names the `import()` chunks a use of it loads (`loads`: a call's runtime, its transport and
// daily-js), which its figure then counts too. Entries and budgets are in
// bench/size-budgets.json. Entries measure built output (dist/): build first.
//
// The standalone embed is also measured on a partner page in Chromium (./lib/embed-loads.mjs):
// each widget's first load (the loader and what it fetches to show that widget), and what
// pressing the demo's button loads, beside ElevenLabs' embeddable widget in the same run.
//
// A broken run (a peer or a required entry that does not measure, a zero figure, a widget
// that does not show) exits 1 whatever the flags; --check adds the budgets.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { build, version as esbuildVersion } from "esbuild";
import { BrokenRun, checkFigure, commitOf, runBench } from "./lib/bench-run.mjs";
import { measureEmbedWidgets } from "./lib/embed-loads.mjs";

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

/**
 * The output files loaded up front (the entry and what it imports statically) and, with
 * `loads`, those a use of the entry loads besides: the `import()` chunks whose entry point
 * contains one of `loads`, with what they import statically or through a further matching
 * `import()`. Throws when a name of `loads` matches no chunk (the entry changed under it).
 */
function splitByLoading(result, loads = []) {
  const outputs = result.metafile.outputs;
  const byPath = new Map(
    result.outputFiles.map((file) => [relative(repositoryDir, file.path), file]),
  );
  // Both kinds of entry are named "entry" (entryPoints: { entry }), so its output is entry.js;
  // the import() chunks have entry points of their own.
  const entryPath = Object.keys(outputs).find((path) => /(^|\/)entry\.js$/.test(path));
  const matched = new Set();
  const reach = (start, followDynamic) => {
    const reached = new Set();
    const pending = [...start];
    while (pending.length > 0) {
      const path = pending.pop();
      if (reached.has(path)) continue;
      reached.add(path);
      for (const imported of outputs[path].imports) {
        if (imported.external) continue;
        if (imported.kind === "import-statement") pending.push(imported.path);
        if (imported.kind === "dynamic-import" && followDynamic) {
          const name = loads.find((part) => outputs[imported.path]?.entryPoint?.includes(part));
          if (name !== undefined) {
            matched.add(name);
            pending.push(imported.path);
          }
        }
      }
    }
    return reached;
  };
  const upFront = reach([entryPath], false);
  const used = loads.length > 0 ? reach([entryPath], true) : upFront;
  const unmatched = loads.filter((name) => !matched.has(name));
  if (unmatched.length > 0) {
    throw new Error(`no import() chunk of the entry matches ${unmatched.join(", ")} (loads)`);
  }
  const jsPaths = [...byPath.keys()].filter((path) => path.endsWith(".js"));
  const files = (test) => jsPaths.filter(test).map((path) => byPath.get(path));
  return {
    upFront: sumFiles(files((path) => upFront.has(path))),
    used: sumFiles(files((path) => used.has(path))),
    later: sumFiles(files((path) => !used.has(path))),
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
    upFrontGzipBytes: front.gzipBytes,
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
    const { upFront, used, later } = splitByLoading(result, item.loads);
    return {
      state: "measured",
      minBytes: used.minBytes,
      gzipBytes: used.gzipBytes,
      upFrontGzipBytes: upFront.gzipBytes,
      laterMinBytes: later.minBytes,
      laterGzipBytes: later.gzipBytes,
    };
  } catch (error) {
    if (!error.errors) return { state: "error", detail: error.message };
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

/** A markdown table: `numeric` columns right-aligned. */
function printMarkdown(header, lines, numeric) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
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

function printTable(rows) {
  const header = [
    "entry",
    "min bytes",
    "gzip bytes",
    "gzip KB",
    "of it up front KB",
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
      measured ? kilobytes(figure.upFrontGzipBytes) : "-",
      measured && figure.laterGzipBytes > 0 ? kilobytes(figure.laterGzipBytes) : "-",
      item.budget ? `${item.budget} (${kilobytes(item.budget)} KB)` : "-",
      statusOf(item, figure),
    ];
  });
  printMarkdown(header, lines, new Set([1, 2, 3, 4, 5]));
}

function printEmbedTable(widgets, loaderBytes) {
  const header = [
    "embedded widget",
    "scripts",
    "first load gzip KB",
    "of it the loader KB",
    "pressing its button loads besides",
    "requests besides scripts",
  ];
  const lines = widgets.map((row) => [
    `${row.peer ? "peer: " : ""}${row.name}`,
    String(row.firstLoad.files.length),
    kilobytes(row.firstLoad.gzipBytes),
    row.peer ? "-" : kilobytes(loaderBytes),
    row.afterPress
      ? `${kilobytes(row.afterPress.gzipBytes)} KB in ${row.afterPress.files.length} scripts ("${row.pressLabel}")`
      : "-",
    row.others.length > 0 ? row.others.join(", ") : "-",
  ]);
  printMarkdown(header, lines, new Set([1, 2, 3]));
}

/** "N× smaller" or "N× larger": ours against the peer's. */
function against(ours, peers) {
  const ratio = peers / ours;
  // Two decimals near parity, where one would read 1.0× for 3 %.
  const times = (value) => value.toFixed(value < 2 ? 2 : 1);
  return ratio >= 1 ? `${times(ratio)}× smaller` : `${times(1 / ratio)}× larger`;
}

await runBench(
  "sizes",
  async () => {
    const config = loadConfig();
    const items = [
      ...config.entries.map((entry) => ({ ...entry, peer: false })),
      ...(config.peers ?? []).map((peer) => ({
        ...peer,
        peer: true,
        budget: null,
        required: true,
      })),
    ];
    // One at a time: the figures do not depend on it, and two cores stay free for the rest.
    const rows = [];
    for (const item of items) rows.push({ item, figure: await measure(item) });
    const embedWidgets = config.embedWidgets
      ? await measureEmbedWidgets(config.embedWidgets, repositoryDir)
      : [];

    // What cannot be measured breaks the run: a peer or a required entry (not built, or
    // esbuild failed), any entry esbuild failed on, a figure of zero.
    const broken = rows.filter(
      ({ item, figure }) =>
        figure.state === "error" || (figure.state === "missing" && item.required),
    );
    for (const { item, figure } of rows) {
      if (figure.state === "measured") checkFigure(`${item.name}: gzip bytes`, figure.gzipBytes);
    }
    for (const row of embedWidgets) {
      checkFigure(`${row.name}: first load gzip bytes`, row.firstLoad.gzipBytes);
    }

    const comparisons = rows
      .filter(({ item }) => item.peer && item.compare)
      .map(({ item, figure }) => {
        const ours = rows.find((row) => row.item.name === item.compare);
        if (!ours) throw new BrokenRun(`${item.name}: compare names no entry (${item.compare})`);
        if (figure.state !== "measured" || ours.figure.state !== "measured") return undefined;
        return {
          ours: ours.item.name,
          peer: item.name,
          ratio: figure.gzipBytes / ours.figure.gzipBytes,
          oursBytes: ours.figure.gzipBytes,
          oursUpFrontBytes: ours.figure.upFrontGzipBytes,
          peerBytes: figure.gzipBytes,
        };
      })
      .filter(Boolean);
    const loader = rows.find(({ item }) =>
      item.entry?.endsWith(`${config.embedWidgets?.directory}/${config.embedWidgets?.loader}`),
    );
    const loaderBytes = loader?.figure.gzipBytes ?? 0;
    const failures = rows.filter(({ item, figure }) => failsCheck(item, figure));

    if (flags.json) {
      console.log(
        JSON.stringify(
          {
            method:
              "esbuild --bundle --minify --format=esm --splitting, gzip -9 per file; up front, what a use loads (loads) and later (import()) apart; the embed's widgets in Chromium, gzip -9 per script fetched",
            commit: commitOf(),
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
            embedWidgets,
          },
          null,
          2,
        ),
      );
    } else {
      console.log(
        `Sizes: esbuild ${esbuildVersion} --bundle --minify --format=esm, gzip -9; Node ${process.version}; budgets in ${relative(process.cwd(), budgetsFile) || budgetsFile}`,
      );
      console.log(
        "gzip KB is what the row counts: what loads up front, or for a row that says so, up front and what a call loads; later is import() chunks it does not count.\n",
      );
      printTable(rows);
      for (const { item, figure } of rows) {
        if (figure.state !== "measured") console.log(`\n${item.name}: ${figure.detail}`);
      }
      for (const comparison of comparisons) {
        const split =
          comparison.oursUpFrontBytes === comparison.oursBytes
            ? ""
            : ` (${kilobytes(comparison.oursUpFrontBytes)} up front, ${kilobytes(comparison.oursBytes - comparison.oursUpFrontBytes)} when a call starts)`;
        console.log(
          `\n${comparison.ours}: ${kilobytes(comparison.oursBytes)} KB${split} against ${comparison.peer}: ${kilobytes(comparison.peerBytes)} KB (${against(comparison.oursBytes, comparison.peerBytes)}).`,
        );
      }
      if (embedWidgets.length > 0) {
        console.log(
          `\nThe embed on a partner page (Chromium; every script fetched until the widget shows and the network is quiet, gzip -9 each; pressing the button: what the call's start fetches besides):\n`,
        );
        printEmbedTable(embedWidgets, loaderBytes);
        for (const peer of embedWidgets.filter((row) => row.peer)) {
          const peerWhole = peer.firstLoad.gzipBytes + (peer.afterPress?.gzipBytes ?? 0);
          for (const row of embedWidgets.filter((widget) => !widget.peer)) {
            const whole = row.firstLoad.gzipBytes + (row.afterPress?.gzipBytes ?? 0);
            const withCall = row.afterPress
              ? `; with a call started ${kilobytes(whole)} KB against ${kilobytes(peerWhole)} KB (${against(whole, peerWhole)})`
              : "";
            console.log(
              `\n${row.name}: first load ${kilobytes(row.firstLoad.gzipBytes)} KB against ${peer.name}: ${kilobytes(peer.firstLoad.gzipBytes)} KB (${against(row.firstLoad.gzipBytes, peer.firstLoad.gzipBytes)})${withCall}.`,
            );
          }
        }
      }
    }

    if (broken.length > 0) {
      throw new BrokenRun(
        `not measured: ${broken.map(({ item, figure }) => `${item.name} (${figure.detail})`).join("; ")}`,
      );
    }
    if (flags.check) {
      if (failures.length > 0) {
        process.exitCode = 1;
        console.error(
          `\nsize check failed: ${failures.map(({ item, figure }) => `${item.name} (${statusOf(item, figure)})`).join(", ")}`,
        );
      } else if (!flags.json) {
        console.log("\nsize check passed");
      }
    }
  },
  { json: flags.json },
);
