// The call engine on PostgreSQL: how fast end-of-call reports are ingested (durably: stored
// before acknowledged) against a raw INSERT loop on the same database in the same run; how fast
// tool calls are answered with 50 calls at once; and how fast the owner's call list answers
// with 100,000 calls.
//
//   npx pnpm@10 --filter @ringline/api run build      # the API runs from apps/api/dist
//   node bench/call-engine.mjs [ingest|tools|list]     # all three by default
//   BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_RUNS (200) optional
//
// What it does: creates a scratch PostgreSQL database (dropped at the end), starts the built
// API on it (LOG_LEVEL=warn, NODE_ENV=production) with a known session secret, signs an owner
// up through the API and gives them a live receptionist in SQL (assistant id, business hours,
// an appointment type, the Unlimited plan). Every server message is signed here as the
// platform signs it (HMAC-SHA256 of `{timestamp}.{body}` with the receptionists' secret) and
// sent over 127.0.0.1 with Node's fetch; the load runs in this process, on the same machine.
//
// - ingest: autocannon (50 connections) posts end-of-call reports (each a new call, signed
//   beforehand so that the load generator is not the limit) for BENCH_SECONDS, counting the
//   acknowledged ones; the API stores each in webhook_logs before it answers, and its
//   drain applies them meanwhile (call logs, transcripts, minutes, e-mails). Against it: 50
//   loops over a pool of 10 connections doing `INSERT INTO webhook_logs` of the same payload.
//   Three rounds each, alternating, after a warm-up; medians reported, and the median of the
//   rounds' own API/raw ratios.
// - tools: 50 concurrent callers, each sending a tool call (check_availability, or a
//   capture_lead of its own call) then thinking 1 s before the next, for BENCH_SECONDS; then
//   the same with no think time (saturation). Latency from request to parsed answer.
// - list: 100,000 calls inserted in one statement, then `GET /api/calls` per query shape: 20
//   warm-up requests, then BENCH_RUNS one at a time (the owner paging). p50, p95, p99.
import { spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  assertApiBuilt,
  liveReceptionist,
  median,
  require,
  root,
  signUpOwner,
  startApi,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";

const pg = require("pg");
const autocannon = require("autocannon");

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const RUNS = Number(process.env.BENCH_RUNS || 200);
const CONCURRENCY = 50;
const CALLS = 100_000;
const SESSION_SECRET = randomBytes(32).toString("base64url");
const SECRET = createHmac("sha256", SESSION_SECRET)
  .update("ringline voice server messages")
  .digest("hex");
const parts = process.argv.slice(2).filter((part) => !part.startsWith("-"));
const wanted = (part) => parts.length === 0 || parts.includes(part);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** Rounds of each in the ingest comparison (odd, so that the median is one of them). */
const INGEST_ROUNDS = 3;
const ms = (value) => `${value.toFixed(1)} ms`;

function signed(body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  return { "content-type": "application/json", "x-signature": signature, "x-timestamp": timestamp };
}

function endOfCallReport(assistantId) {
  const startedAt = new Date(Date.now() - 95_000);
  const callId = randomUUID();
  return JSON.stringify({
    message: {
      type: "end-of-call-report",
      timestamp: Date.now(),
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId,
        customer: { number: "+14155550177" },
      },
      customer: { number: "+14155550177" },
      endedReason: "customer-ended-call",
      startedAt: startedAt.toISOString(),
      endedAt: new Date().toISOString(),
      durationSeconds: 95,
      cost: 0.08,
      artifact: {
        recordingUrl: "https://storage.example/recording.wav",
        transcript: "AI: Thanks for calling Bench Realty.\nUser: Hi, I'd like a showing.",
        messages: [
          { role: "bot", message: "Thanks for calling Bench Realty.", secondsFromStart: 0 },
          {
            role: "user",
            message: "Hi, I'd like a showing of the house on Elm.",
            secondsFromStart: 3,
          },
        ],
      },
      analysis: { summary: "The caller asked for a showing." },
    },
  });
}

function toolCall(assistantId, callId, name, args) {
  const id = `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  const item = { id, type: "function", function: { name, arguments: JSON.stringify(args) } };
  return JSON.stringify({
    message: {
      type: "tool-calls",
      timestamp: Date.now(),
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId,
        customer: { number: "+14155550177" },
      },
      customer: { number: "+14155550177" },
      toolCallList: [item],
      toolWithToolCallList: [{ type: "function", toolCall: item }],
    },
  });
}

async function post(base, body) {
  const response = await fetch(`${base}/api/voice/server-messages`, {
    method: "POST",
    headers: signed(body),
    body,
  });
  const text = await response.text();
  return { ok: response.ok, text };
}

/** `workers` loops for `seconds`; each iteration's time is kept when it succeeds. */
async function load(workers, seconds, iteration) {
  const end = performance.now() + seconds * 1000;
  const times = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const started = performance.now();
        const ok = await iteration(worker).catch(() => false);
        if (ok) times.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  return {
    count: times.length,
    failures,
    times: times.sort((a, b) => a - b),
    perSecond: times.length / seconds,
  };
}

/**
 * autocannon against the endpoint, each request a new report signed beforehand (the load
 * generator must not be what limits the rate): `seconds` of 50 connections.
 */
async function cannon(base, assistantId, seconds) {
  const bodies = Array.from({ length: Math.ceil(seconds * 4000) }, () => {
    const body = endOfCallReport(assistantId);
    return { body, headers: signed(body) };
  });
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONCURRENCY,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/voice/server-messages",
        setupRequest(request) {
          const item = bodies[next++ % bodies.length];
          return { ...request, body: item.body, headers: item.headers };
        },
      },
    ],
  });
  return {
    perSecond: result["2xx"] / seconds,
    failures: result.non2xx + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function ingest(base, db, databaseUrl, assistantId) {
  const payload = JSON.parse(endOfCallReport(assistantId));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const api = () => cannon(base, assistantId, SECONDS);
  const raw = () =>
    load(CONCURRENCY, SECONDS, async () => {
      await pool.query(
        `INSERT INTO webhook_logs (id, source, event_id, event_type, payload, status, created_at)
         VALUES (gen_random_uuid(), 'bench-raw', $1, 'end-of-call-report', $2::jsonb, 'pending', now())`,
        [randomUUID(), payload],
      );
      return true;
    });
  await cannon(base, assistantId, 2);
  const apiRates = [];
  const rawRates = [];
  const latencies = [];
  for (let round = 0; round < INGEST_ROUNDS; round++) {
    const before = await db.query("SELECT count(*)::int AS n FROM call_logs");
    const measured = await api();
    const after = await db.query("SELECT count(*)::int AS n FROM call_logs");
    apiRates.push(measured.perSecond);
    latencies.push(measured);
    console.log(
      `  round ${round + 1}: API ${measured.perSecond.toFixed(0)} reports/s acknowledged (${measured.failures} failed), ${((after.rows[0].n - before.rows[0].n) / SECONDS).toFixed(0)} applied/s meanwhile`,
    );
    rawRates.push((await raw()).perSecond);
    console.log(`  round ${round + 1}: raw INSERT ${rawRates.at(-1).toFixed(0)} rows/s`);
  }
  await pool.end();
  // How long the drain takes to catch up with what was acknowledged.
  const drainStart = performance.now();
  let left = 0;
  while (performance.now() - drainStart < Number(process.env.BENCH_DRAIN_WAIT_MS ?? 600_000)) {
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM webhook_logs WHERE source = 'voice' AND status = 'pending'",
    );
    left = rows[0].n;
    if (left === 0) break;
    await sleep(250);
  }
  const backlog = (performance.now() - drainStart) / 1000;
  const apiRate = median(apiRates);
  const typical = latencies.at(-1);
  const rawRate = median(rawRates);
  // Each round's API figure against the raw loop's of the same round (they alternate), and
  // the median of those: what the aim is read against.
  const ratios = apiRates.map((rate, index) => rate / rawRates[index]);
  console.log(
    `  per round, API against raw: ${ratios.map((ratio) => `${(100 * ratio).toFixed(0)} %`).join(", ")}; median ${(100 * median(ratios)).toFixed(0)} % (aim ≥ 50 %)`,
  );
  console.log(
    `ingest: ${apiRate.toFixed(0)} reports/s acknowledged (p50 ${ms(typical.p50)}, p99 ${ms(typical.p99)}) against ${rawRate.toFixed(0)} raw INSERTs/s: ${((100 * apiRate) / rawRate).toFixed(0)} %; ${left === 0 ? `the drain caught up ${backlog.toFixed(1)} s after the last round` : `${left} reports still pending after ${backlog.toFixed(0)} s`}`,
  );
}

async function tools(base, assistantId) {
  const answered = [];
  const rounds = [
    { name: "50 callers, a tool call every 0.5-1.5 s each", think: 1000 },
    { name: "50 connections, back to back (saturation)", think: 0 },
  ];
  for (const round of rounds) {
    // Calls are not in step: each caller starts at its own moment and thinks 0.5 to 1.5 s.
    const started = new Set();
    const result = await load(CONCURRENCY, SECONDS, async (worker) => {
      if (round.think > 0 && !started.has(worker)) {
        started.add(worker);
        await sleep(Math.random() * round.think);
      }
      const capture = Math.random() < 0.3;
      const body = capture
        ? toolCall(assistantId, randomUUID(), "capture_lead", {
            name: `Caller ${worker}`,
            reason: "A showing",
          })
        : toolCall(assistantId, `caller-${worker}`, "check_availability", {});
      const sent = performance.now();
      const answer = await post(base, body);
      const ok = answer.ok && answer.text.includes('"results"');
      if (ok) answered.push(performance.now() - sent);
      if (round.think > 0) await sleep(round.think / 2 + Math.random() * round.think);
      return ok;
    });
    const times = answered.splice(0).sort((a, b) => a - b);
    console.log(
      `tools, ${round.name}: ${(times.length / SECONDS).toFixed(0)} answers/s, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))} (${result.failures} failed)`,
    );
  }
}

async function list(base, db, token, customerId) {
  await db.query(
    `INSERT INTO call_logs (id, customer_id, call_id, caller_phone, caller_name, duration, outcome,
                            lead_captured, appointment_booked, after_hours, billable_minutes,
                            summary, recording_url, started_at, created_at)
     SELECT gen_random_uuid(), $1, 'bench-' || i, '+1415' || lpad((5550000 + i % 9000)::text, 7, '0'),
            CASE WHEN i % 3 = 0 THEN NULL ELSE 'Caller ' || (i % 5000) END,
            30 + i % 600, (ARRAY['completed','completed','completed','transferred','hung-up','voicemail'])[i % 6 + 1],
            i % 7 = 0, i % 11 = 0, i % 4 = 0, 1 + i % 10, 'A call about a listing.',
            'https://storage.example/' || i || '.wav',
            now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 5)
       FROM generate_series(1, $2::int) AS i`,
    [customerId, CALLS],
  );
  await db.query("ANALYZE call_logs");
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const shapes = [
    { name: "first page, newest first", query: {} },
    { name: "page 2,500 of 5,000", query: { page: 2500 } },
    { name: "lead captured", query: { leadCaptured: "true" } },
    {
      name: "outcome = voicemail, booked",
      query: { outcome: "voicemail", appointmentBooked: "true" },
    },
    { name: "last 30 days", query: { from: since } },
    { name: "search caller name", query: { q: "Caller 4242" } },
    { name: "search phone digits", query: { q: "555 1234" } },
    { name: "search, no match", query: { q: "nobody-like-this" } },
  ];
  const all = [];
  console.log(
    `list: ${CALLS.toLocaleString("en-US")} calls; ${RUNS} requests per shape after 20 warm-up`,
  );
  for (const shape of shapes) {
    const url = `${base}/api/calls?${new URLSearchParams({ pageSize: "20", ...shape.query })}`;
    const get = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      if (!body.success) throw new Error(`${shape.name}: ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    for (let index = 0; index < 20; index++) await get();
    const times = [];
    for (let index = 0; index < RUNS; index++) times.push(await get());
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${shape.name.padEnd(30)} p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(percentile(times, 95)).padStart(8)}  p99 ${ms(percentile(times, 99)).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${"all shapes".padEnd(30)} p50 ${ms(percentile(all, 50)).padStart(8)}  p95 ${ms(percentile(all, 95)).padStart(8)}  p99 ${ms(percentile(all, 99)).padStart(8)}`,
  );
  const statsTimes = [];
  for (let index = 0; index < 20 + 50; index++) {
    const started = performance.now();
    await (
      await fetch(`${base}/api/calls/stats`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (index >= 20) statsTimes.push(performance.now() - started);
  }
  statsTimes.sort((a, b) => a - b);
  console.log(
    `  ${"the 30-day stats".padEnd(30)} p50 ${ms(percentile(statsTimes, 50)).padStart(8)}  p95 ${ms(percentile(statsTimes, 95)).padStart(8)}`,
  );
}

async function main() {
  assertApiBuilt();
  await withScratchDatabase(async (databaseUrl) => {
    const { child, port } = startApi(databaseUrl, {
      env: { SESSION_SECRET },
      nodeArgs: process.env.BENCH_CPU_PROFILE
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
        : [],
    });
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      const base = `http://127.0.0.1:${await port}`;
      await db.connect();
      const owner = await signUpOwner(base);
      const assistantId = `asst_${randomUUID()}`;
      const customerId = await liveReceptionist(db, owner.user.id, assistantId);
      const commit = await new Promise((resolve) => {
        const git = spawn("git", ["rev-parse", "--short", "HEAD"], { cwd: root });
        let out = "";
        git.stdout.on("data", (chunk) => (out += chunk));
        git.on("close", () => resolve(out.trim()));
      });
      console.log(
        `call engine on PostgreSQL (commit ${commit}, Node ${process.version}, ${SECONDS} s per measured round)`,
      );
      if (wanted("ingest")) await ingest(base, db, databaseUrl, assistantId);
      if (wanted("tools")) await tools(base, assistantId);
      if (wanted("list")) await list(base, db, owner.authToken, customerId);
    } finally {
      await db.end().catch(() => undefined);
      await stop(child, process.env.BENCH_CPU_PROFILE ? "SIGINT" : "SIGTERM");
    }
  }, "calls_");
}

await main();
