// The ingest benchmark: end-of-call reports acknowledged by the API against a raw INSERT loop on
// the same database, how fast the API's drain applies what was acknowledged, during the load
// and after it, and how fast it applies a backlog stored at once. See ../call-engine.mjs.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { median, require } from "./api-process.mjs";
import { BrokenRun, checkFigure } from "./bench-run.mjs";
import {
  CONCURRENCY,
  endOfCallReport,
  INGEST_ROUNDS,
  load,
  ms,
  SECONDS,
  signed,
  sleep,
} from "./call-engine-messages.mjs";

const pg = require("pg");
const autocannon = require("autocannon");

/** How long a backlog may take to drain before the run gives up on it. */
const DRAIN_WAIT_MS = Number(process.env.BENCH_DRAIN_WAIT_MS ?? 600_000);

/**
 * autocannon against the endpoint, each request a new report signed beforehand (the load
 * generator must not be what limits the rate): `seconds` of 50 connections, shared among the
 * API instances (`bases`), each instance's cannon at once.
 */
async function cannon(bases, assistantId, seconds) {
  const bodies = Array.from({ length: Math.ceil(seconds * 4000) }, () => {
    const body = endOfCallReport(assistantId);
    return { body, headers: signed(body) };
  });
  let next = 0;
  const results = await Promise.all(
    bases.map((base, index) =>
      autocannon({
        url: base,
        connections:
          Math.floor(CONCURRENCY / bases.length) + (index < CONCURRENCY % bases.length ? 1 : 0),
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
      }),
    ),
  );
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const non2xx = sum((result) => result.non2xx);
  const errors = sum((result) => result.errors);
  const timeouts = sum((result) => result.timeouts);
  const failed = non2xx + errors + timeouts;
  if (failed > 0) {
    throw new BrokenRun(
      `ingest: ${failed} reports not acknowledged (${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts)`,
    );
  }
  if (next > bodies.length) {
    throw new BrokenRun(`ingest: ${next} requests for ${bodies.length} reports signed beforehand`);
  }
  // Latencies of the first instance's cannon (each has its share of the connections).
  return {
    perSecond: sum((result) => result["2xx"]) / seconds,
    failures: failed,
    p50: results[0].latency.p50,
    p99: results[0].latency.p99,
  };
}

const count = async (db, sql) => (await db.query(sql)).rows[0].n;
const pendingReports = (db) =>
  count(
    db,
    "SELECT count(*)::int AS n FROM webhook_logs WHERE source = 'voice' AND status = 'pending'",
  );
const callLogs = (db) => count(db, "SELECT count(*)::int AS n FROM call_logs");

/** Waits until nothing is pending; answers the seconds it took, or throws after the limit. */
async function drained(db) {
  const start = performance.now();
  for (;;) {
    const left = await pendingReports(db);
    if (left === 0) return (performance.now() - start) / 1000;
    if (performance.now() - start > DRAIN_WAIT_MS) {
      throw new BrokenRun(
        `ingest: ${left} reports still pending ${(DRAIN_WAIT_MS / 1000).toFixed(0)} s after a round`,
      );
    }
    await sleep(100);
  }
}

/**
 * Per round: the API acknowledges reports for BENCH_SECONDS (applied/s meanwhile counted in
 * call_logs), then the backlog left is timed until it is applied (applied/s once the load
 * stops); then, on the idle database, the raw INSERT loop.
 */
export async function ingest(bases, db, databaseUrl, assistantId) {
  const payload = JSON.parse(endOfCallReport(assistantId));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const raw = () =>
    load(CONCURRENCY, SECONDS, async () => {
      await pool.query(
        `INSERT INTO webhook_logs (id, source, event_id, event_type, payload, status, created_at)
         VALUES (gen_random_uuid(), 'bench-raw', $1, 'end-of-call-report', $2::jsonb, 'pending', now())`,
        [randomUUID(), payload],
      );
      return true;
    });
  await cannon(bases, assistantId, 2);
  await drained(db);
  const apiRates = [];
  const rawRates = [];
  const appliedDuring = [];
  const appliedOverall = [];
  const drainSeconds = [];
  const latencies = [];
  for (let round = 0; round < INGEST_ROUNDS; round++) {
    const before = await callLogs(db);
    const started = performance.now();
    const measured = await api();
    const during = await callLogs(db);
    const backlog = await pendingReports(db);
    const drainTook = await drained(db);
    const after = await callLogs(db);
    const overall = (after - before) / ((performance.now() - started) / 1000);
    apiRates.push(measured.perSecond);
    appliedDuring.push((during - before) / SECONDS);
    appliedOverall.push(overall);
    drainSeconds.push(drainTook);
    latencies.push(measured);
    console.log(
      `  round ${round + 1}: API ${measured.perSecond.toFixed(0)} reports/s acknowledged (${measured.failures} failed), ${appliedDuring.at(-1).toFixed(0)} applied/s meanwhile; ${backlog} left pending, applied ${drainTook.toFixed(1)} s later (${overall.toFixed(0)} applied/s from the round's start to its last report applied)`,
    );
    const rawRound = await raw();
    if (rawRound.failures > 0) {
      throw new BrokenRun(
        `raw INSERT: ${rawRound.failures} failed: ${[...rawRound.errors.keys()].join("; ")}`,
      );
    }
    rawRates.push(rawRound.perSecond);
    console.log(`  round ${round + 1}: raw INSERT ${rawRates.at(-1).toFixed(0)} rows/s (idle)`);
  }
  await pool.end();

  // The drain's own pace: a backlog stored at once (as the API stores reports, in SQL), then
  // one delivery to each instance asks for its drain; timed until nothing is pending.
  const backlogSize = Number(process.env.BENCH_BACKLOG ?? 10_000);
  await db.query(
    `INSERT INTO webhook_logs (id, source, event_id, event_type, payload, customer_id, status, created_at)
     SELECT gen_random_uuid(), 'voice', 'end-of-call-report:bench-backlog:' || i, 'end-of-call-report',
            jsonb_set($1::jsonb, '{message,call,id}', to_jsonb(gen_random_uuid()::text)),
            (SELECT customer_id FROM webhook_logs WHERE source = 'voice' AND customer_id IS NOT NULL LIMIT 1),
            'pending', clock_timestamp()
       FROM generate_series(1, $2::int) AS i`,
    [payload, backlogSize],
  );
  const backlogStart = performance.now();
  const logsBefore = await callLogs(db);
  for (const base of bases) {
    const body = endOfCallReport(assistantId);
    const response = await fetch(`${base}/api/voice/server-messages`, {
      method: "POST",
      headers: signed(body),
      body,
    });
    if (!response.ok) throw new BrokenRun(`ingest: a delivery answered ${response.status}`);
  }
  await drained(db);
  const backlogSeconds = (performance.now() - backlogStart) / 1000;
  const idleApplied = ((await callLogs(db)) - logsBefore) / backlogSeconds;
  console.log(
    `  a backlog of ${backlogSize} reports applied in ${backlogSeconds.toFixed(1)} s: ${idleApplied.toFixed(0)} applied/s with no load beside`,
  );

  function api() {
    return cannon(bases, assistantId, SECONDS);
  }

  const apiRate = median(apiRates);
  const typical = latencies.at(-1);
  const rawRate = median(rawRates);
  const applied = median(appliedOverall);
  // Each round's API figure against the raw loop's of the same round (they alternate), and
  // the median of those: what the aim is read against.
  const ratios = apiRates.map((rate, index) => rate / rawRates[index]);
  const appliedRatios = appliedOverall.map((rate, index) => rate / rawRates[index]);
  const percents = (list) => list.map((ratio) => `${(100 * ratio).toFixed(0)} %`).join(", ");
  console.log(
    `  per round, API acknowledged against raw: ${percents(ratios)}; median ${(100 * median(ratios)).toFixed(0)} % (aim ≥ 50 %)`,
  );
  console.log(
    `  per round, API applied against raw: ${percents(appliedRatios)}; median ${(100 * median(appliedRatios)).toFixed(0)} % (aim ≥ 50 %); backlogs applied ${drainSeconds.map((seconds) => `${seconds.toFixed(1)} s`).join(", ")} after their round (aim ≤ ${SECONDS} s)`,
  );
  checkFigure("ingest: API reports/s", apiRate);
  checkFigure("ingest: API applied/s", applied);
  checkFigure("ingest: backlog applied/s", idleApplied);
  checkFigure("ingest: raw INSERTs/s", rawRate);
  checkFigure("ingest: p50 ms", typical.p50);
  checkFigure("ingest: p99 ms", typical.p99);
  console.log(
    `ingest (${bases.length} instance${bases.length === 1 ? "" : "s"}, ${process.env.CALL_REPORT_WORKERS ?? "default"} workers each): ${apiRate.toFixed(0)} reports/s acknowledged (p50 ${ms(typical.p50)}, p99 ${ms(typical.p99)}) and ${applied.toFixed(0)} applied/s (${median(appliedDuring).toFixed(0)} during the load) against ${rawRate.toFixed(0)} raw INSERTs/s: ${((100 * apiRate) / rawRate).toFixed(0)} % and ${((100 * applied) / rawRate).toFixed(0)} %; the backlog of a ${SECONDS}-s round applied within ${median(drainSeconds).toFixed(1)} s (median); a stored backlog applied at ${idleApplied.toFixed(0)}/s, ${((100 * idleApplied) / rawRate).toFixed(0)} % of the raw INSERTs (aim ≥ 50 %)`,
  );
}
