// The ingest benchmark: end-of-call reports acknowledged by the API against a raw INSERT loop on
// the same database, and how long the drain takes to apply what was acknowledged. See
// ../call-engine.mjs.
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
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new BrokenRun(
      `ingest: ${failed} reports not acknowledged (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    );
  }
  return {
    perSecond: result["2xx"] / seconds,
    failures: failed,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export async function ingest(base, db, databaseUrl, assistantId) {
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
    const rawRound = await raw();
    if (rawRound.failures > 0) {
      throw new BrokenRun(
        `raw INSERT: ${rawRound.failures} failed: ${[...rawRound.errors.keys()].join("; ")}`,
      );
    }
    rawRates.push(rawRound.perSecond);
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
  checkFigure("ingest: API reports/s", apiRate);
  checkFigure("ingest: raw INSERTs/s", rawRate);
  checkFigure("ingest: p50 ms", typical.p50);
  checkFigure("ingest: p99 ms", typical.p99);
  console.log(
    `ingest: ${apiRate.toFixed(0)} reports/s acknowledged (p50 ${ms(typical.p50)}, p99 ${ms(typical.p99)}) against ${rawRate.toFixed(0)} raw INSERTs/s: ${((100 * apiRate) / rawRate).toFixed(0)} %; ${left === 0 ? `the drain caught up ${backlog.toFixed(1)} s after the last round` : `${left} reports still pending after ${backlog.toFixed(0)} s`}`,
  );
}
