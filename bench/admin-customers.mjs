// The back office's customer list on 10,000 customers in PostgreSQL: latency of each query shape.
//
//   npx pnpm@10 --filter @ringline/api run build     # the API runs from apps/api/dist
//   node bench/admin-customers.mjs                   # BENCH_DATABASE_URL, BENCH_RUNS optional
//
// What it does: creates a scratch PostgreSQL database (dropped at the end), starts the built
// API on it (LOG_LEVEL=warn) with a first administrator, inserts 10,000 users each with a
// customer record (statuses, plans, AI statuses and trials spread over them) in one SQL
// statement each, signs the administrator in and enrols them in two-factor sign-in as an
// administrator does (the back office answers 403 ADMIN_TOTP_ENROLLMENT_REQUIRED before:
// `POST /api/admin/auth/totp/enroll`, then `/verify` with the authenticator app's code,
// computed here with otplib as the API checks it), then asks `GET /api/admin/customers` for each
// query shape below: 20 warm-up requests, then BENCH_RUNS (default 200) measured ones, one at
// a time (an administrator paging, not a load test), timed here from request to parsed answer
// over 127.0.0.1. Reports p50, p95 and p99 per shape and over all; the aim is p95 < 100 ms.
// Every answer must be a 200 whose body passes the contract's schema, or the run is broken.
import { performance } from "node:perf_hooks";
import {
  assertApiBuilt,
  csrfHeaders,
  require,
  startApi,
  stop,
  withScratchDatabase,
} from "./lib/api-process.mjs";
import { BrokenRun, checkFigure, runBench } from "./lib/bench-run.mjs";

// The contract's schemas (zod) and the authenticator's codes (otplib), both as the API uses them.
const {
  ZAdminCustomerListResponse,
  ZTotpEnrollResponse,
  ZTotpVerifyResponse,
} = require("@ringline/api-client");
const { generate } = require("otplib");

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

/** The cookies a response set, as one `cookie` header value (name=value pairs). */
const cookiesOf = (answer) => answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** A POST of the signed-in administrator: their cookie, a CSRF token of their session. */
async function adminPost(base, adminCookie, path, body) {
  const csrf = await csrfHeaders(base, { cookie: adminCookie });
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...csrf, cookie: [adminCookie, csrf.cookie].filter(Boolean).join("; ") },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = await answer.json().catch(() => undefined);
  if (answer.status !== 200) {
    throw new BrokenRun(`POST ${path} answered ${answer.status}: ${JSON.stringify(parsed)}`);
  }
  return parsed;
}

/**
 * Signs the administrator in and enrols them in two-factor sign-in, as the back office asks
 * of every administrator before any other admin route: enrol (the secret an authenticator app
 * would store), then confirm with the app's current code.
 */
async function signInAdmin(base) {
  const answer = await fetch(`${base}/api/admin/auth/login`, {
    method: "POST",
    headers: await csrfHeaders(base),
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) throw new BrokenRun(`admin login answered ${answer.status}`);
  const adminCookie = cookiesOf(answer).find((cookie) => cookie.startsWith("rl_admin="));
  if (!adminCookie) throw new BrokenRun("the admin login set no rl_admin cookie");
  const { secret } = ZTotpEnrollResponse.parse(
    await adminPost(base, adminCookie, "/api/admin/auth/totp/enroll"),
  );
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const { backupCodes } = ZTotpVerifyResponse.parse(
    await adminPost(base, adminCookie, "/api/admin/auth/totp/verify", { code }),
  );
  if (backupCodes.length === 0) throw new BrokenRun("the enrolment answered no backup codes");
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
      throw new BrokenRun(`${shape.name}: ${answer.status} ${JSON.stringify(body)}`);
    const parsed = ZAdminCustomerListResponse.safeParse(body);
    if (!parsed.success) {
      throw new BrokenRun(
        `${shape.name}: the answer is not the contract's: ${parsed.error.message}`,
      );
    }
    return { elapsed, total: parsed.data.total };
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
        const figure = (p) =>
          Number(checkFigure(`${shape.name} p${p}`, percentile(sorted, p)).toFixed(1));
        rows.push({
          shape: shape.name,
          matches: total,
          "p50 ms": figure(50),
          "p95 ms": figure(95),
          "p99 ms": figure(99),
        });
      }
      const sorted = all.sort((a, b) => a - b);
      for (const p of [50, 95, 99]) checkFigure(`all shapes p${p}`, percentile(sorted, p));
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

await runBench("admin-customers", main);
