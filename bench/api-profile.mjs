// Throughput of the product API against a bare route on the same database, in one run.
//
//   npx pnpm@10 --filter @ringline/api run build     # the API runs from apps/api/dist
//   node bench/api-profile.mjs                       # BENCH_DATABASE_URL, BENCH_SECONDS optional
//
// What it does: creates a scratch PostgreSQL database (dropped at the end), starts the built
// API on it (LOG_LEVEL=warn, so no per-request log lines), signs a user up and links a
// customer record, then starts a bare Express 5 + pg server on the same database whose one
// route does the same work by hand (find the session by the token's SHA-256, join the user,
// customer and onboarding rows, answer the same profile as JSON; the run stops if the two
// answers differ). Both servers run in child processes; autocannon
// (50 connections, pipelining 1) runs here, on the same machine, against 127.0.0.1 only.
// Each target gets a warm-up, then the targets alternate for the measured rounds. A request
// that fails (non-2xx, an error, a timeout), in the warm-up or a round, breaks the run.
import { createHash, randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  assertApiBuilt,
  cpuSeconds,
  median,
  require,
  signUpOwner,
  startApi,
  startChild,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = 5;
// Rounds alternate the two targets; each round's ratio compares two neighbouring measurements,
// so the machine's drift over the run (another process, the CPU's clock) cancels out, and the
// median of the rounds' ratios is reported beside the averages.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

if (process.argv[2] === "--bare-server") {
  await bareServer();
} else {
  await runBench("api-profile", main);
}

/** The comparison: Express 5 and pg, no framework of ours, the same SQL work as the API. */
async function bareServer() {
  const express = require("express");
  const pg = require("pg");
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = express();
  app.get("/profile", async (request, response) => {
    const header = request.get("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7) : "";
    const hash = createHash("sha256").update(token).digest("hex");
    // The same answer as the API's route: the contract's 13 profile fields, read with the same
    // joins and fallbacks (a customer's own values first, the user's sign-up values after).
    const { rows } = await pool.query(
      `SELECT u.id, c.id AS customer_id, u.email, u.first_name, u.last_name, c.company,
              COALESCE(o.business_name, u.business_name) AS business_name,
              COALESCE(c.phone, u.phone) AS phone, COALESCE(c.plan, u.plan) AS plan,
              COALESCE(c.subscription_status, u.subscription_status) AS subscription_status,
              u.onboarding_status, COALESCE(c.ai_status, u.ai_status) AS ai_status,
              u.email_call_transcripts
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN customers c ON c.user_id = u.id
         LEFT JOIN onboarding_data o ON o.customer_id = c.id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hash],
    );
    const row = rows[0];
    if (!row) {
      response.status(401).json({ success: false });
      return;
    }
    response.json({
      success: true,
      profile: {
        userId: row.id,
        customerId: row.customer_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        company: row.company,
        businessName: row.business_name,
        phone: row.phone,
        plan: row.plan,
        subscriptionStatus: row.subscription_status,
        onboardingStatus: row.onboarding_status,
        aiStatus: row.ai_status,
        emailCallTranscripts: row.email_call_transcripts,
      },
    });
  });
  const server = app.listen(0, "127.0.0.1", () => {
    process.stdout.write(`bare listening on ${server.address().port}\n`);
  });
  process.on("SIGTERM", () => {
    server.close();
    pool.end().then(() => process.exit(0));
  });
}

/** autocannon on `url`; any request that fails (non-2xx, error, timeout) breaks the run. */
async function measure(autocannon, name, url, authToken, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { authorization: `Bearer ${authToken}` },
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new BrokenRun(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

async function main() {
  assertApiBuilt();
  const pg = require("pg");
  const autocannon = require("autocannon");
  await withScratchDatabase(async (databaseUrl) => {
    const children = [];
    try {
      // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API (and
      // the bare server, for comparison).
      const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? "").split(" ").filter(Boolean);
      const api = startApi(databaseUrl, { nodeArgs });
      children.push(api.child);
      const apiBase = `http://127.0.0.1:${await api.port}`;
      const { authToken, user } = await signUpOwner(apiBase);

      // A paying customer with onboarding, so both routes read the same rows.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const customer = await db.query(
        `INSERT INTO customers (id, user_id, username, email, first_name, last_name, company, updated_at)
         VALUES (gen_random_uuid(), $1, $2, $3, 'Bench', 'Mark', 'Bench Realty', now()) RETURNING id`,
        [user.id, `bench${randomBytes(4).toString("hex")}`, user.email],
      );
      await db.query(
        `INSERT INTO onboarding_data (id, customer_id, business_name, business_type, primary_phone, updated_at)
         VALUES (gen_random_uuid(), $1, 'Bench Homes', 'Real estate', '5551234567', now())`,
        [customer.rows[0].id],
      );
      await db.end();

      const bare = startChild(
        [...nodeArgs, fileURLToPath(import.meta.url), "--bare-server"],
        { DATABASE_URL: databaseUrl },
        /bare listening on (\d+)/,
      );
      children.push(bare.child);
      const bareBase = `http://127.0.0.1:${await bare.port}`;

      const targets = [
        {
          name: "GET /api/customers/profile (Ringline API)",
          url: `${apiBase}/api/customers/profile`,
        },
        { name: "GET /profile (bare Express + pg)", url: `${bareBase}/profile` },
      ];
      const answers = [];
      for (const target of targets) {
        const check = await fetch(target.url, {
          headers: { authorization: `Bearer ${authToken}` },
        });
        if (check.status !== 200) throw new BrokenRun(`${target.name} answered ${check.status}`);
        answers.push(await check.json());
        await measure(
          autocannon,
          `${target.name} (warm-up)`,
          target.url,
          authToken,
          WARMUP_SECONDS,
        );
      }
      // The comparison is fair only if both do the same work: the same profile, field for field.
      if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1])) {
        throw new BrokenRun(
          `the two targets answer differently:\n${JSON.stringify(answers[0])}\n${JSON.stringify(answers[1])}`,
        );
      }
      const results = targets.map(() => []);
      // Where the CPU goes per request: the server's process and every PostgreSQL backend
      // (from /proc; both servers' pools sit idle while the other is measured).
      const servers = [api.child.pid, bare.child.pid];
      const cpu = targets.map(() => ({ server: 0, postgres: 0, requests: 0 }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, target] of targets.entries()) {
          const before = {
            server: cpuSeconds({ pid: servers[index] }),
            postgres: cpuSeconds({ comm: "postgres" }),
          };
          const result = await measure(autocannon, target.name, target.url, authToken, SECONDS);
          const after = {
            server: cpuSeconds({ pid: servers[index] }),
            postgres: cpuSeconds({ comm: "postgres" }),
          };
          cpu[index].server += (after.server ?? 0) - (before.server ?? 0);
          cpu[index].postgres += (after.postgres ?? 0) - (before.postgres ?? 0);
          cpu[index].requests += result.requests.total;
          results[index].push(result);
        }
      }
      const summary = targets.map((target, index) => {
        const rounds = results[index];
        const requests = rounds.reduce((sum, r) => sum + r.requests.average, 0) / rounds.length;
        const p99 = Math.max(...rounds.map((r) => r.latency.p99));
        const p50 = rounds.reduce((sum, r) => sum + r.latency.p50, 0) / rounds.length;
        const perRequest = (seconds) =>
          cpu[index].requests > 0
            ? Number(((seconds * 1e6) / cpu[index].requests).toFixed(0))
            : null;
        checkFigure(`${target.name}: req/s`, requests);
        checkFigure(`${target.name}: p50 ms`, p50);
        checkFigure(`${target.name}: p99 ms`, p99);
        return {
          target: target.name,
          "req/s": Math.round(requests),
          "p50 ms": p50,
          "p99 ms": p99,
          "server CPU µs/req": perRequest(cpu[index].server),
          "PostgreSQL CPU µs/req": perRequest(cpu[index].postgres),
        };
      });
      console.log(
        `\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, Node ${process.version}`,
      );
      console.table(summary);
      const perRound = results[0].map((api, round) => ({
        throughput: api.requests.average / results[1][round].requests.average,
        p99: api.latency.p99 / results[1][round].latency.p99,
      }));
      const percent = (value) => `${(value * 100).toFixed(1)} %`;
      console.log(
        `per round (API / bare): ${perRound.map((round) => `${percent(round.throughput)} p99 ${round.p99.toFixed(2)}×`).join(", ")}`,
      );
      console.log(
        `ratio (API / bare), median of the rounds: ${percent(median(perRound.map((round) => round.throughput)))}, p99 ${median(perRound.map((round) => round.p99)).toFixed(2)}× bare's  (aim: at least 85 %, p99 within 1.5×)`,
      );
    } finally {
      for (const child of children) await stop(child);
    }
  });
}
