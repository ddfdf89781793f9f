// The availability tool with the owner's calendar connected: how fast `check_availability`
// answers while 50 calls are live at once, when every free/busy read of the calendar takes
// 50 ms more (a local stand-in of the Google Calendar API, with its OAuth server).
//
//   npx pnpm@10 --filter @ringline/api run build     # the API runs from apps/api/dist
//   node bench/availability.mjs
//   BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_DELAY_MS (50) optional
//
// What it does: a scratch PostgreSQL database, the built API on it (NODE_ENV=production) with
// Google Calendar pointed at the stand-in; 50 owners sign up through the API (each from an
// address of its own, behind TRUST_PROXY=1, as the sign-up limit counts per address), get a live
// receptionist in SQL and connect Google through the OAuth flow (authorize, consent,
// callback). Then 50 callers (one per owner, each call its own) ask for availability in turn,
// thinking 0.5-1.5 s between questions, for BENCH_SECONDS. Reported: the first answer of each
// call (every one reads the calendar: 50 reads at once) and all answers (a call's later
// questions share the 30-second busy cache), p50/p95/p99 from request to parsed answer; an
// answer counts only when it offers slots, and any other answer (or a failed request) breaks
// the run.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import {
  assertApiBuilt,
  liveReceptionist,
  require,
  root,
  signUpOwner,
  startApi,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const pg = require("pg");
// The stand-in is the tests' own (TypeScript): tsx loads it.
const tsx = require.resolve("tsx/package.json").replace(/package\.json$/, "");
const { register } = await import(pathToFileURL(`${tsx}dist/esm/api/index.mjs`).href);
register();
const { startCalendarStandIn } = await import(
  `${root}/apps/api/src/test/stand-ins/calendar-stand-ins.ts`
);

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS || 50);
const CALLS = 50;
const SESSION_SECRET = randomBytes(32).toString("base64url");
const SECRET = createHmac("sha256", SESSION_SECRET)
  .update("ringline voice server messages")
  .digest("hex");
const CLIENT = { clientId: "bench-client", clientSecret: "bench-secret" };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value) => `${value.toFixed(1)} ms`;

/** The OAuth dance with the owner's bearer token: authorize, allow at the stand-in, callback. */
async function connectGoogle(base, stand, token) {
  const csrf = await fetch(`${base}/api/csrf-token`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const cookie = csrf.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const { csrfToken } = await csrf.json();
  const started = await fetch(`${base}/api/integrations/authorize`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-csrf-token": csrfToken,
      cookie,
    },
    body: JSON.stringify({ provider: "google" }),
  });
  const { authorizationUrl } = await started.json();
  const address = new URL(authorizationUrl);
  const html = await (await fetch(address)).text();
  const grant = /name="grant" value="([^"]+)"/.exec(html)?.[1];
  const consent = await fetch(`${stand.url}/consent`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant,
      state: address.searchParams.get("state"),
      decision: "allow",
    }),
    redirect: "manual",
  });
  const callback = new URL(consent.headers.get("location"));
  const back = await fetch(`${base}${callback.pathname}${callback.search}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: "manual",
  });
  const location = back.headers.get("location") ?? "";
  if (!location.includes("connected=google")) {
    throw new BrokenRun(`the connection failed: ${location}`);
  }
}

function availability(assistantId, callId) {
  const id = `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  const item = { id, type: "function", function: { name: "check_availability", arguments: "{}" } };
  const body = JSON.stringify({
    message: {
      type: "tool-calls",
      timestamp: Date.now(),
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId,
        customer: { number: "+14155550177" },
      },
      toolCallList: [item],
      toolWithToolCallList: [{ type: "function", toolCall: item }],
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-signature": signature,
      "x-timestamp": timestamp,
    },
  };
}

async function main() {
  assertApiBuilt();
  const stand = await startCalendarStandIn({ ...CLIENT, delayMs: DELAY_MS });
  await withScratchDatabase(async (databaseUrl) => {
    const { child, port } = startApi(databaseUrl, {
      env: {
        SESSION_SECRET,
        TRUST_PROXY: "1",
        GOOGLE_CALENDAR_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CALENDAR_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_CALENDAR_BASE_URL: stand.url,
      },
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      const base = `http://127.0.0.1:${await port}`;
      await db.connect();
      const assistants = [];
      for (let index = 0; index < CALLS; index++) {
        const owner = await signUpOwner(base, {
          "x-forwarded-for": `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        });
        const assistantId = `asst_${randomUUID()}`;
        await liveReceptionist(db, owner.user.id, assistantId);
        await connectGoogle(base, stand, owner.authToken);
        assistants.push(assistantId);
      }
      // Busy times in every owner's calendar (one shared stand-in account).
      for (let day = 1; day <= 14; day++) {
        const start = Date.now() + day * 86_400_000;
        stand.addBusy(start, start + 2 * 3_600_000);
      }
      const first = [];
      const all = [];
      const failures = new Map();
      const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
      const end = performance.now() + SECONDS * 1000;
      stand.requests.length = 0;
      await Promise.all(
        assistants.map(async (assistantId) => {
          const callId = randomUUID();
          let asked = 0;
          await sleep(Math.random() * 200);
          while (performance.now() < end) {
            const { body, headers } = availability(assistantId, callId);
            const sent = performance.now();
            const answer = await fetch(`${base}/api/voice/server-messages`, {
              method: "POST",
              headers,
              body,
            }).catch((error) => {
              fail(`request: ${error.cause?.message ?? error.message}`);
              return undefined;
            });
            const parsed = answer ? await answer.json().catch(() => ({})) : {};
            const took = performance.now() - sent;
            const result = parsed.results?.[0]?.result ?? "";
            if (answer?.ok && result.includes('"slotId"')) {
              all.push(took);
              if (asked === 0) first.push(took);
            } else if (answer) {
              fail(`HTTP ${answer.status}: ${String(result).slice(0, 80) || "no result"}`);
            }
            asked++;
            await sleep(500 + Math.random() * 1000);
          }
        }),
      );
      first.sort((a, b) => a - b);
      all.sort((a, b) => a - b);
      const reads = stand.requests.filter((line) => line.includes("freeBusy")).length;
      console.log(
        `availability with Google Calendar (stand-in +${DELAY_MS} ms), ${CALLS} calls at once, ${SECONDS} s, Node ${process.version}`,
      );
      console.log(
        `  first answer of each call (calendar read): p50 ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}, p99 ${ms(percentile(first, 99))} (${first.length} calls)`,
      );
      const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
      console.log(
        `  every answer: ${all.length} answers, p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, p99 ${ms(percentile(all, 99))}; ${reads} calendar reads; ${failed} failed`,
      );
      if (failed > 0) {
        const lines = [...failures].map(([reason, count]) => `${count} × ${reason}`);
        throw new BrokenRun(`answers without slots:\n    ${lines.join("\n    ")}`);
      }
      if (first.length !== CALLS) {
        throw new BrokenRun(`${first.length} of ${CALLS} calls had a first answer`);
      }
      for (const [name, times] of [
        ["first answer", first],
        ["every answer", all],
      ]) {
        for (const p of [50, 95, 99]) checkFigure(`${name} p${p}`, percentile(times, p));
      }
      checkFigure("calendar reads", reads);
    } finally {
      await db.end().catch(() => undefined);
      await stop(child);
      await stand.close();
    }
  }, "availability_");
}

await runBench("availability", main);
