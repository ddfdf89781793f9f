#!/usr/bin/env node
// Lighthouse (mobile: the default configuration, a Moto G Power on slow 4G with simulated
// throttling) on the built product's public pages: the landing page, a blog post and the FAQ,
// in Debian's Chromium (headless, the flags of e2e/browser.ts). Prints performance,
// accessibility, best practices and SEO for each page (the median of --runs), with FCP, LCP,
// TBT and CLS.
//
//   npx pnpm@10 build
//   node bench/lighthouse.mjs                 the table (starts the product on a free port)
//   node bench/lighthouse.mjs --check         also exit 1 when a score is below 95
//   node bench/lighthouse.mjs --runs 3        the median of three runs per page
//   node bench/lighthouse.mjs --url http://127.0.0.1:4400   against a product already running
//   node bench/lighthouse.mjs --json          the figures as JSON
//
// The blog post is the newest one the build lists (dist/route-manifest.json).

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    url: { type: "string" },
    threshold: { type: "string", default: "95" },
  },
});
const runs = Math.max(1, Number(flags.runs));
const threshold = Number(flags.threshold);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
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
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function newestPost() {
  const manifest = JSON.parse(
    readFileSync(join(root, "apps/reference-site/dist/route-manifest.json"), "utf8"),
  );
  const slug = manifest.values["/blog/:slug"]?.[0];
  if (!slug) throw new Error("lighthouse: the build lists no blog post");
  return `/blog/${slug}`;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const product = flags.url
  ? { url: flags.url.replace(/\/+$/, ""), stop: async () => {} }
  : await startProduct();
const chromium = await startChromium();
const rows = [];
try {
  for (const path of ["/", newestPost(), "/faq"]) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${product.url}${path}`, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      samples.push({
        scores: Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
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
      });
    }
    rows.push({
      path,
      runs,
      scores: Object.fromEntries(
        CATEGORIES.map((name) => [name, median(samples.map((sample) => sample.scores[name]))]),
      ),
      fcpMs: Math.round(median(samples.map((sample) => sample.fcp))),
      lcpMs: Math.round(median(samples.map((sample) => sample.lcp))),
      tbtMs: Math.round(median(samples.map((sample) => sample.tbt))),
      cls: Number(median(samples.map((sample) => sample.cls)).toFixed(3)),
      failingAudits: [...new Set(samples.flatMap((sample) => sample.failing))],
    });
  }
} finally {
  await chromium.stop();
  await product.stop();
}

const failed = rows.some((row) => CATEGORIES.some((name) => row.scores[name] < threshold));
if (flags.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`Lighthouse 12 (mobile, simulated throttling), median of ${runs} run(s) per page\n`);
  console.log(
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
  );
  console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|");
  for (const row of rows) {
    const { scores } = row;
    console.log(
      `| ${row.path} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${(row.fcpMs / 1000).toFixed(1)} s | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} |`,
    );
  }
  for (const row of rows) {
    if (row.failingAudits.length > 0)
      console.log(`\n${row.path}: below 0.9: ${row.failingAudits.join(", ")}`);
  }
}
if (flags.check) {
  if (failed) {
    console.error(`\nlighthouse check failed: a score is below ${threshold}`);
    process.exit(1);
  }
  console.log(`\nlighthouse check passed: every score is ${threshold} or more`);
}
