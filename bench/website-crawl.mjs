// The website crawl's speed: pages per second on a 200-page site served on loopback.
//
//   node bench/website-crawl.mjs          # BENCH_RUNS (default 5), BENCH_PAGES (default 200)
//
// What it does: serves a site of BENCH_PAGES pages (about 6 KB of HTML each: a header, a nav
// of links, a few paragraphs, a footer; each page links to the next ten and back to the home
// page, with a robots.txt that disallows one folder), then runs the product's crawler
// (apps/api/src/receptionist/website/crawler.ts, through tsx) on it with the product's default
// limits except the page cap, raised to the site's size, and the private-address check off (the
// site is on loopback). One warm-up crawl, then BENCH_RUNS measured ones; prints each run and
// the median pages per second (pages kept / wall time of the crawl, robots.txt included). A
// crawl that keeps fewer pages than the site has breaks the run.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiRoot = join(root, "apps", "api");

if (!process.env.BENCH_CRAWL_CHILD) {
  await runBench("website-crawl", async () => {
    // The crawler is TypeScript inside the API: run this script again with tsx's loader.
    const require = createRequire(join(apiRoot, "package.json"));
    const tsx = pathToFileURL(require.resolve("tsx/esm")).href;
    const child = spawnSync(process.execPath, ["--import", tsx, fileURLToPath(import.meta.url)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_CRAWL_CHILD: "1" },
    });
    if (child.status !== 0) {
      throw new BrokenRun(
        `the crawl's process (under tsx) ended with ${child.signal ?? `code ${child.status}`}${child.error ? `: ${child.error.message}` : ""}`,
      );
    }
  });
  process.exit(0);
}

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PAGES = Number(process.env.BENCH_PAGES || 200);
const paragraph =
  "We help families buy and sell homes around the bay, with valuations, open houses and " +
  "mortgage advice from people who live here. Call us any day of the week. ";

function page(index) {
  const links = Array.from({ length: 10 }, (_, step) => `/page/${(index + step + 1) % PAGES}`);
  return `<!doctype html><html><head><title>Page ${index}</title></head><body>
<header><a href="/">Home</a></header>
<nav>${links.map((link) => `<a href="${link}">${link}</a>`).join(" ")} <a href="/private/x">x</a></nav>
<main><h1>Listing ${index}</h1>${Array.from({ length: 8 }, (_, n) => `<p>${n} ${paragraph.repeat(4)}</p>`).join("")}</main>
<footer>Bayside Realty, 1 Harbor Lane</footer></body></html>`;
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://site").pathname;
  if (path === "/robots.txt") {
    response
      .writeHead(200, { "content-type": "text/plain" })
      .end("User-agent: *\nDisallow: /private\n");
    return;
  }
  const match = /^\/page\/(\d+)$/.exec(path);
  const index = path === "/" ? 0 : match ? Number(match[1]) : -1;
  if (index < 0 || index >= PAGES) {
    response.writeHead(404).end("not found");
    return;
  }
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(index));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const site = `http://127.0.0.1:${server.address().port}/`;

const { crawlWebsite, DEFAULT_CRAWL_LIMITS } = await import(
  pathToFileURL(join(apiRoot, "src/receptionist/website/crawler.ts")).href
);

async function crawl() {
  const started = performance.now();
  const result = await crawlWebsite({
    startUrls: [site],
    allowPrivateNetworks: true,
    limits: { maxPages: PAGES, totalTimeMs: 300_000 },
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    pages: result.pages.length,
    seconds,
    bytes: result.bytesFetched,
    stoppedBy: result.stoppedBy,
  };
}

await crawl(); // warm-up
const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const measured = await crawl();
  runs.push(measured);
  // The page cap is the site's size: "stopped by pages" is the crawl done; fewer pages is not.
  if (measured.pages !== PAGES) {
    throw new BrokenRun(
      `run ${run} kept ${measured.pages} of ${PAGES} pages${measured.stoppedBy ? `, stopped by ${measured.stoppedBy}` : ""}`,
    );
  }
  console.log(
    `run ${run}: ${measured.pages} pages in ${measured.seconds.toFixed(2)} s = ${(measured.pages / measured.seconds).toFixed(1)} pages/s (${(measured.bytes / 1024).toFixed(0)} KB${measured.stoppedBy ? `, stopped by ${measured.stoppedBy}` : ""})`,
  );
}
const rates = runs.map((run) => run.pages / run.seconds).sort((a, b) => a - b);
const median = checkFigure("median pages/s", rates[Math.floor(rates.length / 2)]);
console.log(
  `\nwebsite crawl, ${PAGES}-page loopback site, concurrency ${DEFAULT_CRAWL_LIMITS.concurrency}: median ${median.toFixed(1)} pages/s over ${RUNS} runs`,
);
server.close();
