// The call engine on PostgreSQL: how fast end-of-call reports are ingested (durably: stored
// before acknowledged) against a raw INSERT loop on the same database in the same run; how fast
// tool calls are answered with 50 calls at once; and how fast the owner's call list answers
// with 100,000 calls.
//
//   npx pnpm@10 --filter @ringline/api run build      # the API runs from apps/api/dist
//   node bench/call-engine.mjs [ingest|tools|list]     # all three by default
//   node bench/call-engine.mjs ingest --workers 4 --instances 2
//   BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_RUNS (200) optional
//
// `--workers N` starts the API with CALL_REPORT_WORKERS=N (the workers applying end-of-call
// reports in each instance; the API's default when not given); `--instances N` (1) starts N
// API processes on the same database, the ingest load shared among them (tools and list use
// the first).
//
// What it does: creates a scratch PostgreSQL database (dropped at the end), starts the built
// API on it (LOG_LEVEL=warn, NODE_ENV=production) with a known session secret, signs an owner
// up through the API and gives them a live receptionist in SQL (assistant id, business hours,
// an appointment type, the Unlimited plan). Every server message is signed here as the
// platform signs it (HMAC-SHA256 of `{timestamp}.{body}` with the receptionists' secret) and
// sent over 127.0.0.1 with Node's fetch; the load runs in this process, on the same machine.
//
// - ingest: autocannon (50 connections, shared among the instances) posts end-of-call reports
//   (each a new call, signed beforehand so that the load generator is not the limit) for
//   BENCH_SECONDS, counting the acknowledged ones; the API stores each in webhook_logs before
//   it answers, and its drain applies them meanwhile (call logs, transcripts, minutes,
//   e-mails). Then the backlog the round left is timed until it is applied: applied/s is the
//   round's reports over the time from its start to its last report applied. Against it, on
//   the idle database: 50 loops over a pool of 10 connections doing `INSERT INTO webhook_logs`
//   of the same payload. Three rounds each, alternating, after a warm-up; medians reported,
//   and the median of the rounds' own API/raw ratios, acknowledged and applied. Last, the
//   drain's own pace: BENCH_BACKLOG (10,000) reports stored pending at once in SQL, one
//   delivery to each instance asking for its drain, timed until none is pending.
// - tools: after BENCH_WARMUP_SECONDS (3) of calls back to back, not measured, 50 concurrent
//   callers, each sending a tool call (check_availability, or a capture_lead of its own call)
//   then thinking 0.5-1.5 s before the next, for BENCH_SECONDS; then the same with no think
//   time (saturation). Latency from request to parsed answer, of valid answers only: each is
//   checked against the platform's described answer (`ServerMessageResponseToolCalls`), its
//   tool call's id and name, and the tool's own words (slots offered, the lead saved); a
//   wrong answer ("Sorry…", "There is no tool…") is counted apart and breaks the run.
// - list: 100,000 realistic calls of the owner (name, number, summary, a ten-line transcript and
//   its messages, ~3.3 KB a row) among 1,000,000 (nine neighbours, BENCH_LIST_NEIGHBOURS),
//   seeded on two connections, then VACUUM ANALYZE (what autovacuum does), then
//   `GET /api/calls` per query shape (filters, deep page, searches by name, number, transcript
//   words, rare and common): 20 warm-up requests, then BENCH_RUNS one at a time (the owner
//   paging). p50, p95, p99; a shape that finds fewer calls than it must breaks the run.
//   BENCH_LIST_CALLS (100,000) for a quick try of the script.
import { randomUUID } from "node:crypto";
import {
  assertApiBuilt,
  liveReceptionist,
  require,
  signUpOwner,
  startApi,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";
import { runBench } from "./lib/bench-run.mjs";
import { ingest } from "./lib/call-engine-ingest.mjs";
import { list } from "./lib/call-engine-list.mjs";
import { SECONDS, SESSION_SECRET } from "./lib/call-engine-messages.mjs";
import { tools } from "./lib/call-engine-tools.mjs";

const pg = require("pg");
/** `--name N` of the command line, a whole number of at least 1, or undefined. */
function flag(name) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} needs a whole number of at least 1, got "${args[index + 1]}"`);
  }
  return value;
}
const workers = flag("workers");
const instances = flag("instances") ?? 1;
if (workers !== undefined) process.env.CALL_REPORT_WORKERS = String(workers);
const parts = process.argv
  .slice(2)
  .filter((part, index, args) => !part.startsWith("-") && !args[index - 1]?.startsWith("--"));
const wanted = (part) => parts.length === 0 || parts.includes(part);

async function main() {
  assertApiBuilt();
  await withScratchDatabase(async (databaseUrl) => {
    const children = [];
    const bases = [];
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      // One after the other: the first applies the migrations and writes the secrets' key file.
      for (let instance = 0; instance < instances; instance++) {
        const { child, port } = startApi(databaseUrl, {
          env: {
            SESSION_SECRET,
            ...(workers === undefined ? {} : { CALL_REPORT_WORKERS: String(workers) }),
          },
          nodeArgs: process.env.BENCH_CPU_PROFILE
            ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
            : [],
        });
        children.push(child);
        bases.push(`http://127.0.0.1:${await port}`);
      }
      const base = bases[0];
      await db.connect();
      const owner = await signUpOwner(base);
      const assistantId = `asst_${randomUUID()}`;
      const customerId = await liveReceptionist(db, owner.user.id, assistantId);
      console.log(
        `call engine on PostgreSQL (${SECONDS} s per measured round; ${instances} API instance${instances === 1 ? "" : "s"}, CALL_REPORT_WORKERS ${workers ?? "default"})`,
      );
      if (wanted("ingest")) await ingest(bases, db, databaseUrl, assistantId);
      if (wanted("tools")) await tools(base, assistantId);
      if (wanted("list")) await list(base, db, owner.authToken, customerId, databaseUrl);
    } finally {
      await db.end().catch(() => undefined);
      await Promise.all(
        children.map((child) => stop(child, process.env.BENCH_CPU_PROFILE ? "SIGINT" : "SIGTERM")),
      );
    }
  }, "calls_");
}

await runBench(
  `call-engine ${parts.join(" ") || "ingest tools list"}${workers === undefined ? "" : ` --workers ${workers}`}${instances === 1 ? "" : ` --instances ${instances}`}`,
  main,
);
