// The back office's customer list on 10,000 customers in PostgreSQL: latency of each query shape.
//
//   npx pnpm@10 --filter @ringline/api run build     # the API runs from apps/api/dist
//   node bench/admin-customers.mjs                   # BENCH_DATABASE_URL, BENCH_RUNS optional
//
// What it does: creates a scratch PostgreSQL database (dropped at the end), starts the built
// API on it (LOG_LEVEL=warn) with a first administrator, inserts 10,000 users each with a
// customer record (statuses, plans, AI statuses and trials spread over them) in one SQL
// statement each, signs the administrator in, then asks `GET /api/admin/customers` for each
// query shape below: 20 warm-up requests, then BENCH_RUNS (default 200) measured ones, one at
// a time (an administrator paging, not a load test), timed here from request to parsed answer
// over 127.0.0.1. Reports p50, p95 and p99 per shape and over all; the aim is p95 < 100 ms.
import { performance } from "node:perf_hooks";
import {
  assertApiBuilt,
  csrfHeaders,
  require,
  startApi,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";

const CUSTOMERS = 10_000;
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RUNS || 200);
const ADMIN = { email: "bench.admin@ringline.example", password: "Bench-Harbour-2026" };

const SHAPES = [
  { name: "first page, newest first", query: {} },
  { name: "page 200 of 400", query: { page: 200, pageSize: 25 } },
  { name: "search by e-mail fragment", query: { search: "owner1234@" } },
  { name: "search by company, no match", query: { search: "nothing-like-this" } },
  { name: "status = suspended", query: { status: "suspended" } },
  { name: "plan + AI status", query: { plan: "growth", aiStatus: "red" } },
  { name: "trial = active (joins users)", query: { trial: "active" } },
  {
    name: "all filters, sorted by name",
    query: { status: "active", plan: "starter", trial: "active", aiStatus: "green", sort: "name" },
  },
  { name: "sorted by e-mail, page 50", query: { sort: "email", page: 50 } },
];

async function seed(databaseUrl) {
  const pg = require("pg");
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, trial_status, updated_at, created_at)
       SELECT gen_random_uuid(), 'owner' || i || '@bench' || (i % 97) || '.example', 'Owner',
              'Number' || i,
              CASE WHEN i % 9 = 0 THEN 'active' WHEN i % 9 = 1 THEN 'expired' ELSE 'inactive' END,
              now(), now() - make_interval(mins => i)
         FROM generate_series(1, $1::int) AS i`,
      [CUSTOMERS],
    );
    await db.query(
      `INSERT INTO customers (id, user_id, username, email, first_name, last_name, company, plan,
                              subscription_status, status, ai_status, created_at, updated_at)
       SELECT gen_random_uuid(), u.id, split_part(u.email, '@', 1), u.email, u.first_name,
              u.last_name, 'Company ' || n, (ARRAY['starter', 'growth', 'unlimited'])[n % 3 + 1],
              'active', CASE WHEN n % 20 = 0 THEN 'suspended' ELSE 'active' END,
              (ARRAY['green', 'yellow', 'red'])[(n / 3) % 3 + 1], u.created_at, now()
         FROM (SELECT u.*, row_number() OVER (ORDER BY u.email) AS n FROM users u) AS u`,
    );
    await db.query("ANALYZE users; ANALYZE customers;");
    const { rows } = await db.query("SELECT count(*)::int AS count FROM customers");
    return rows[0].count;
  } finally {
    await db.end();
  }
}

async function signInAdmin(base) {
  const answer = await fetch(`${base}/api/admin/auth/login`, {
    method: "POST",
    headers: await csrfHeaders(base),
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) throw new Error(`admin login answered ${answer.status}`);
  const adminCookie = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => cookie.startsWith("rl_admin="));
  if (!adminCookie) throw new Error("no admin cookie");
  return adminCookie;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeShape(base, cookie, shape) {
  const search = new URLSearchParams(
    Object.entries(shape.query).map(([key, value]) => [key, String(value)]),
  );
  const url = `${base}/api/admin/customers?${search}`;
  const once = async () => {
    const started = performance.now();
    const answer = await fetch(url, { headers: { cookie } });
    const body = await answer.json();
    const elapsed = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`${shape.name}: ${answer.status} ${JSON.stringify(body)}`);
    return { elapsed, total: body.total };
  };
  for (let run = 0; run < WARMUP; run++) await once();
  const times = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await once();
    times.push(result.elapsed);
    total = result.total;
  }
  return { times, total };
}

async function main() {
  assertApiBuilt();
  await withScratchDatabase(async (databaseUrl) => {
    const api = startApi(databaseUrl, {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_USERNAME: "bench-admin",
      },
    });
    try {
      const base = `http://127.0.0.1:${await api.port}`;
      const count = await seed(databaseUrl);
      const cookie = await signInAdmin(base);
      const rows = [];
      const all = [];
      for (const shape of SHAPES) {
        const { times, total } = await timeShape(base, cookie, shape);
        all.push(...times);
        const sorted = [...times].sort((a, b) => a - b);
        rows.push({
          shape: shape.name,
          matches: total,
          "p50 ms": Number(percentile(sorted, 50).toFixed(1)),
          "p95 ms": Number(percentile(sorted, 95).toFixed(1)),
          "p99 ms": Number(percentile(sorted, 99).toFixed(1)),
        });
      }
      const sorted = all.sort((a, b) => a - b);
      console.log(
        `\nGET /api/admin/customers on ${count} customers (PostgreSQL), ${RUNS} sequential requests per shape after ${WARMUP} warm-up, Node ${process.version}`,
      );
      console.table(rows);
      console.log(
        `all shapes: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (aim: p95 < 100 ms)`,
      );
    } finally {
      await stop(api.child);
    }
  });
}

await main();
