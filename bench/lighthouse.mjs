#!/usr/bin/env node
// Lighthouse (mobile: the default configuration, a Moto G Power on slow 4G with simulated
// throttling) on every page the build prerendered (apps/reference-site/dist/prerendered/
// pages.json: the public pages, every blog post and category, sign-in, sign-up and the
// forgotten-password form), in Debian's Chromium (headless, the flags of e2e/browser.ts).
// Prints performance, accessibility, best practices and SEO for each page (the median of
// --runs, 5 by default), with FCP, LCP, TBT and CLS, between the commit and load average lines
// of lib/bench-run.mjs.
//
// A broken run (a runtimeError such as NO_NAVSTART, a null or zero score, a missing metric) is
// no sample: it is run again, up to --retries times per sample; a page still broken after that
// breaks the whole run (exit code 1, the reasons on standard error), so it never drags a
// median down unseen. The table says how many runs each page needed again.
//
//   npx pnpm@10 build
//   node bench/lighthouse.mjs                 the table (starts the product on a free port)
//   node bench/lighthouse.mjs --check         also exit 1 when a page's performance is below 97,
//                                             accessibility or best practices below 95, or SEO
//                                             below 95 on a page of sitemap.xml (the others say
//                                             noindex, which Lighthouse's SEO score counts)
//   node bench/lighthouse.mjs --runs 1        one run per page (a quick look, not a figure)
//   node bench/lighthouse.mjs --page /signup --page /faq   only these pages
//   node bench/lighthouse.mjs --threshold 98  another performance threshold for --check
//   node bench/lighthouse.mjs --url http://127.0.0.1:4400   against a product already running
//   node bench/lighthouse.mjs --json          the figures as JSON (the header lines on stderr)

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { BrokenRun, breakRun, runBench, watchChild } from "./lib/bench-run.mjs";
import { brokenBecause, CATEGORIES } from "./lib/lighthouse-result.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    retries: { type: "string", default: "3" },
    page: { type: "string", multiple: true },
    url: { type: "string" },
    threshold: { type: "string", default: "97" },
  },
});
const runs = Math.max(1, Number(flags.runs));
const retries = Math.max(0, Number(flags.retries));
/** --check: performance at least `threshold`, the other categories at least 95. */
const threshold = Number(flags.threshold);
const OTHERS_THRESHOLD = 95;
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!CHROMIUM) {
  console.error("lighthouse: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)");
  process.exit(1);
}

/** The built product on a free port, as `npx pnpm@10 start` runs it. */
async function startProduct() {
  const scratch = mkdtempSync(join(tmpdir(), "ringline-lighthouse-"));
  const child = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
    cwd: scratch,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: join(scratch, "pglite"),
      VOICE_EMULATOR_DATA_DIR: join(scratch, "voice"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  watchChild(child, "the product");
  let output = "";
  const url = await new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the product did not start:\n${output}`)),
      90_000,
    );
    const read = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => fail(new Error(`the product exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      child.stopping = true;
      child.kill("SIGINT");
      await new Promise((done) => child.once("exit", done));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Chromium with a DevTools port for Lighthouse, headless, with the e2e flags. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), "ringline-chromium-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  watchChild(child, "Chromium");
  let output = "";
  const port = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
  });
  return {
    port,
    async stop() {
      child.stopping = true;
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
      // Chromium's helpers may still be writing the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const site = join(root, "apps/reference-site/dist");

/** The pages the build prerendered (pages.json), or those --page names. */
function pagesToMeasure() {
  const file = join(site, "prerendered/pages.json");
  if (!existsSync(file))
    throw new BrokenRun(`lighthouse: ${file} is missing: build the site first`);
  const { pages } = JSON.parse(readFileSync(file, "utf8"));
  const all = Object.keys(pages ?? {});
  if (all.length === 0) throw new BrokenRun("lighthouse: the build prerendered no page");
  if (!flags.page) return all;
  const unknown = flags.page.filter((page) => !all.includes(page));
  if (unknown.length > 0) {
    throw new BrokenRun(`lighthouse: not prerendered pages: ${unknown.join(", ")}`);
  }
  return flags.page;
}

/** The pages of sitemap.xml (their patterns and values in route-manifest.json). */
function indexable(path) {
  const manifest = JSON.parse(readFileSync(join(site, "route-manifest.json"), "utf8"));
  const segments = path.split("/");
  return manifest.routes.some((route) => {
    if (!route.indexable) return false;
    const pattern = route.pattern.split("/");
    if (pattern.length !== segments.length) return false;
    return pattern.every((segment, index) =>
      segment.startsWith(":")
        ? (manifest.values[route.pattern] ?? []).includes(decodeURIComponent(segments[index]))
        : segment === segments[index],
    );
  });
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** One sample of a page: Lighthouse run again while its result is broken, `retries` times. */
async function sample(url, port, reruns) {
  const reasons = [];
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    let lhr;
    try {
      lhr = (
        await lighthouse(url, {
          port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        })
      )?.lhr;
    } catch (error) {
      reasons.push(`Lighthouse threw: ${error.message}`);
      reruns.push(reasons.at(-1));
      continue;
    }
    const broken = brokenBecause(lhr);
    if (broken) {
      reasons.push(broken);
      reruns.push(broken);
      continue;
    }
    const { categories, audits } = lhr;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round(categories[name].score * 100)]),
      ),
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== "informative" &&
            audit.scoreDisplayMode !== "notApplicable" &&
            audit.scoreDisplayMode !== "manual",
        )
        .map((audit) => audit.id),
    };
  }
  throw new BrokenRun(
    `${url}: every one of ${retries + 1} runs was broken (${[...new Set(reasons)].join("; ")})`,
  );
}

await runBench(
  "lighthouse",
  async () => {
    const paths = pagesToMeasure();
    const product = flags.url
      ? { url: flags.url.replace(/\/+$/, ""), stop: async () => {} }
      : await startProduct();
    const chromium = await startChromium();
    // Interrupted (Ctrl-C): the product and Chromium go with the run.
    process.once("SIGINT", () => {
      void Promise.allSettled([chromium.stop(), product.stop()]).then(() => process.exit(130));
    });
    const rows = [];
    try {
      for (const path of paths) {
        const samples = [];
        const reruns = [];
        try {
          for (let run = 0; run < runs; run += 1) {
            samples.push(await sample(`${product.url}${path}`, chromium.port, reruns));
          }
        } catch (error) {
          // The other pages are still measured; the run as a whole is broken.
          breakRun(error.message);
          rows.push({ path, broken: error.message, reruns: reruns.length });
          continue;
        }
        // Progress on standard error: a full run takes most of an hour.
        process.stderr.write(
          `lighthouse: ${path}: performance ${samples.map((one) => one.scores.performance).join(", ")}${reruns.length > 0 ? `, ${reruns.length} run(s) again` : ""}\n`,
        );
        rows.push({
          path,
          runs,
          reruns: reruns.length,
          rerunReasons: [...new Set(reruns)],
          indexable: indexable(path),
          scores: Object.fromEntries(
            CATEGORIES.map((name) => [name, median(samples.map((one) => one.scores[name]))]),
          ),
          fcpMs: Math.round(median(samples.map((one) => one.fcp))),
          lcpMs: Math.round(median(samples.map((one) => one.lcp))),
          tbtMs: Math.round(median(samples.map((one) => one.tbt))),
          cls: Number(median(samples.map((one) => one.cls)).toFixed(3)),
          performanceRuns: samples.map((one) => one.scores.performance),
          failingAudits: [...new Set(samples.flatMap((one) => one.failing))],
        });
      }
    } finally {
      // Both, even when one fails (a browser that will not stop must not leave the product
      // running).
      const stopped = await Promise.allSettled([chromium.stop(), product.stop()]);
      const failed = stopped.find((result) => result.status === "rejected");
      if (failed) await Promise.reject(failed.reason);
    }

    const below = rows
      .filter((row) => !row.broken)
      .flatMap((row) =>
        CATEGORIES.filter((name) => {
          if (name === "seo" && !row.indexable) return false;
          return row.scores[name] < (name === "performance" ? threshold : OTHERS_THRESHOLD);
        }).map((name) => `${row.path} ${name} ${row.scores[name]}`),
      );
    if (flags.json) {
      console.log(JSON.stringify(rows, null, 2));
    } else {
      console.log(
        `Lighthouse 12 (mobile, simulated throttling), median of ${runs} run(s) per page\n`,
      );
      console.log(
        "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | runs again |",
      );
      console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
      for (const row of rows) {
        if (row.broken) {
          console.log(`| ${row.path} | broken | | | | | | | | ${row.reruns} |`);
          continue;
        }
        const { scores } = row;
        const seo = row.indexable ? scores.seo : `${scores.seo} (noindex)`;
        console.log(
          `| ${row.path} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${seo} | ${(row.fcpMs / 1000).toFixed(1)} s | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} | ${row.reruns} |`,
        );
      }
      for (const row of rows) {
        if (row.reruns > 0 && !row.broken) {
          console.log(`\n${row.path}: ran again for ${row.rerunReasons.join("; ")}`);
        }
        if (row.failingAudits?.length > 0) {
          console.log(`\n${row.path}: below 0.9: ${row.failingAudits.join(", ")}`);
        }
      }
    }
    if (flags.check) {
      if (below.length > 0) {
        console.error(
          `\nlighthouse check failed (performance ${threshold}, the others ${OTHERS_THRESHOLD}): ${below.join(", ")}`,
        );
        process.exitCode = 1;
      } else if (!rows.some((row) => row.broken)) {
        console.log(
          `\nlighthouse check passed: performance ${threshold} or more on every page, the others ${OTHERS_THRESHOLD} or more`,
        );
      }
    }
  },
  { json: flags.json },
);
