// Onboarding's completion to a live number, wall time, on the embedded voice emulator.
//
//   npx pnpm@10 build                      # the product runs from apps/api/dist
//   node bench/onboarding-live-number.mjs  # BENCH_RUNS (default 5)
//
// What it does: starts the built product on its defaults (PGlite, the embedded emulator) in a
// fresh data directory with the crawler allowed on loopback, and serves a 3-page website. Per
// run, a new customer signs up and saves onboarding's business, receptionist and website steps
// and has the site crawled (not timed); then the timed part: `POST /api/receptionist/number`,
// which creates the receptionist on the platform (webhook credential, knowledge file and query
// tool, assistant) and provisions the number pointing at it, until the answer says the number
// is live, and the whole onboarding as the customer's browser calls it (steps, crawl, number,
// completion). One warm-up run, then BENCH_RUNS measured; prints each run and the medians.
// A failed request, a number that is not live or the product exiting breaks the run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BrokenRun, checkFigure, runBench, watchChild } from "./lib/bench-run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS || 5);

await runBench("onboarding-live-number", async () => {
  const site = createServer((request, response) => {
    const pages = {
      "/": '<html><head><title>Harbor Homes</title></head><body><main><p>Waterfront homes.</p><a href="/a">a</a> <a href="/b">b</a></main></body></html>',
      "/a": "<html><head><title>A</title></head><body><main><p>Open house on Sundays.</p></main></body></html>",
      "/b": "<html><head><title>B</title></head><body><main><p>Valuations are free.</p></main></body></html>",
    };
    const body = pages[new URL(request.url ?? "/", "http://site").pathname];
    response.writeHead(body ? 200 : 404, { "content-type": "text/html" }).end(body ?? "");
  });
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  const siteUrl = `http://127.0.0.1:${site.address().port}`;

  const scratch = mkdtempSync(join(tmpdir(), "ringline-bench-onboarding-"));
  const product = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
    cwd: scratch,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: join(scratch, "pglite"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      CRAWLER_ALLOW_PRIVATE_NETWORKS: "true",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  watchChild(product, "the product (apps/api/dist/server.js)");
  const base = await new Promise((resolve, reject) => {
    let output = "";
    product.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    product.once("exit", (code) => reject(new Error(`the product exited with ${code}`)));
  });

  /** A cookie-keeping client of the product's API, as the browser is. */
  function client() {
    const cookies = new Map();
    let csrf = "";
    let token = "";
    async function call(method, path, body) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(method === "GET" ? {} : { "x-csrf-token": csrf }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(";");
        const [name, value] = pair.split("=");
        cookies.set(name, value);
      }
      const answer = await response.json();
      if (!response.ok)
        throw new BrokenRun(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer;
    }
    return {
      call,
      async start(email) {
        csrf = (await call("GET", "/api/csrf-token")).csrfToken;
        const signed = await call("POST", "/auth/signup", {
          firstName: "Bench",
          lastName: "Owner",
          email,
          password: "Bench2026!x",
          confirmPassword: "Bench2026!x",
        });
        token = signed.authToken;
        // The CSRF token is bound to the session: the signed-in owner needs one of their own.
        csrf = (await call("GET", "/api/csrf-token")).csrfToken;
      },
    };
  }

  const BUSINESS = {
    businessName: "Harbor Homes",
    businessType: "real_estate",
    primaryPhone: "+1 415 555 0142",
    timeZone: "America/Los_Angeles",
  };
  const PERSONA = {
    aiName: "Mia",
    aiVoice: "sarah",
    greetingMessage: "Harbor Homes, this is Mia.",
    aiTonePersonality: "Warm and reassuring",
    aiGoals: ["capture_leads", "book_appointments"],
  };

  async function onboard(run) {
    const api = client();
    await api.start(`bench.${Date.now()}.${run}@harbor.example`);
    const started = performance.now();
    await api.call("PUT", "/api/onboarding/steps/business", BUSINESS);
    await api.call("PUT", "/api/onboarding/steps/receptionist", PERSONA);
    await api.call("PUT", "/api/onboarding/steps/website", { websitesToCrawl: [siteUrl] });
    await api.call("POST", "/api/receptionist/website/crawls");
    for (;;) {
      const { crawl } = await api.call("GET", "/api/receptionist/website");
      if (crawl.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const numberStarted = performance.now();
    const { receptionist } = await api.call("POST", "/api/receptionist/number", {
      kind: "provision",
      areaCode: "415",
    });
    const live = performance.now();
    if (!receptionist.phone?.number || receptionist.sync.state !== "synced") {
      throw new BrokenRun(`not live: ${JSON.stringify(receptionist.sync)}`);
    }
    await api.call("POST", "/api/onboarding/complete");
    return { number: live - numberStarted, whole: performance.now() - started };
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    await onboard(0); // warm-up
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const measured = await onboard(run);
      runs.push(measured);
      console.log(
        `run ${run}: number request to live number ${measured.number.toFixed(0)} ms; whole onboarding ${measured.whole.toFixed(0)} ms`,
      );
    }
    for (const run of runs) {
      checkFigure("number request to live number (ms)", run.number);
      checkFigure("whole onboarding (ms)", run.whole);
    }
    console.log(
      `\nonboarding completion to a live number (emulator, PGlite): median ${median(runs.map((run) => run.number)).toFixed(0)} ms; whole API onboarding median ${median(runs.map((run) => run.whole)).toFixed(0)} ms (${RUNS} runs)`,
    );
  } finally {
    product.stopping = true;
    product.kill("SIGINT");
    await new Promise((resolve) => product.once("exit", resolve));
    site.close();
    rmSync(scratch, { recursive: true, force: true });
  }
});
