// The pieces the API benchmarks share: a scratch PostgreSQL database, the built API (or any
// Node script) started in a child process on a free port, and an owner signed up through the API.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { watchChild } from "./bench-run.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const apiRoot = join(root, "apps", "api");
/** `require` from apps/api, whose dependencies (pg, autocannon, express) the benchmarks use. */
export const require = createRequire(join(apiRoot, "package.json"));
/** The PostgreSQL server the scratch databases are made on. */
export const serverUrl =
  process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

const API_STARTED = /running at http:\/\/localhost:(\d+)/;

/** Throws unless the API was built (the benchmarks measure apps/api/dist). */
export function assertApiBuilt() {
  if (!existsSync(join(apiRoot, "dist", "server.js"))) {
    throw new Error(
      "apps/api/dist/server.js is missing: run `npx pnpm@10 --filter @ringline/api run build`",
    );
  }
}

/**
 * Runs `work(databaseUrl)` on a new database (`ringline_bench_<prefix><random>`) of the
 * server, and drops it afterwards, whatever happens.
 */
export async function withScratchDatabase(work, prefix = "") {
  const pg = require("pg");
  const name = `ringline_bench_${prefix}${randomBytes(4).toString("hex")}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    await server.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await server.end();
  }
}

/**
 * Starts `node ...args` in apps/api with `env` added to this process's environment; `port`
 * resolves with the first group of `pattern` in its output (within 60 s), or rejects when it
 * exits first. A child that exits before `stop()` breaks the run (see ./bench-run.mjs).
 */
export function startChild(args, env, pattern) {
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  watchChild(child, `node ${args.map((arg) => arg.replace(`${root}/`, "")).join(" ")}`);
  let output = "";
  const port = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { child, port };
}

/**
 * Starts the built API on `databaseUrl` (any free port, no site, LOG_LEVEL=warn, production),
 * with `env` added and `nodeArgs` (e.g. `--cpu-prof`) before the script.
 */
export function startApi(databaseUrl, { env = {}, nodeArgs = [] } = {}) {
  return startChild(
    [...nodeArgs, "dist/server.js"],
    {
      DATABASE_URL: databaseUrl,
      PORT: "0",
      SITE_DIR: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    API_STARTED,
  );
}

/** Stops a child (SIGTERM unless told) and resolves once it has exited. */
export function stop(child, signal = "SIGTERM") {
  child.stopping = true;
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** The headers of a JSON request that passes the API's CSRF check (token and its cookie). */
export async function csrfHeaders(base, headers = {}) {
  const csrf = await fetch(`${base}/api/csrf-token`, { headers });
  const cookie = csrf.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const { csrfToken } = await csrf.json();
  return { "content-type": "application/json", "x-csrf-token": csrfToken, cookie };
}

/** The owner's live receptionist, straight in SQL: customer, onboarding, receptionist, plan. */
export async function liveReceptionist(db, userId, assistantId) {
  await db.query(
    `UPDATE users SET business_name = 'Bench Realty', ai_name = 'Ava', subscription_status = 'active',
            plan = 'unlimited', phone = '+14155550111' WHERE id = $1`,
    [userId],
  );
  const { rows } = await db.query(
    `INSERT INTO customers (id, user_id, username, email, first_name, last_name, updated_at)
     SELECT gen_random_uuid(), id, 'bench-' || substr(id::text, 1, 8), email, first_name, last_name, now()
       FROM users WHERE id = $1 RETURNING id`,
    [userId],
  );
  const customerId = rows[0].id;
  await db.query(
    `INSERT INTO onboarding_data (id, customer_id, business_name, business_type, primary_phone,
                                  business_hours, appointment_types, time_zone, updated_at)
     VALUES (gen_random_uuid(), $1, 'Bench Realty', 'real_estate', '+14155550100',
             '8:00 AM - 8:00 PM daily', ARRAY['Property showing (30 min)'], 'America/Los_Angeles', now())`,
    [customerId],
  );
  await db.query(
    `INSERT INTO receptionists (user_id, assistant_id, updated_at) VALUES ($1, $2, now())`,
    [userId, assistantId],
  );
  return customerId;
}

/**
 * Signs a new owner up through the API (`POST /auth/signup`; `headers` added, e.g. an
 * `x-forwarded-for` of its own behind TRUST_PROXY) and answers the sign-up's body:
 * `{ authToken, user }`.
 */
export async function signUpOwner(base, headers = {}) {
  const password = "Bench-Harbour-2026";
  const answer = await fetch(`${base}/auth/signup`, {
    method: "POST",
    headers: { ...(await csrfHeaders(base, headers)), ...headers },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Owner",
      email: `bench.${randomBytes(4).toString("hex")}@ringline.example`,
      password,
      confirmPassword: password,
    }),
  });
  const body = await answer.json();
  if (answer.status !== 201 || !body.authToken) {
    throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux); undefined elsewhere.
 * With `comm`, the sum over every process of that name instead (e.g. `postgres` backends).
 */
export function cpuSeconds({ pid, comm } = {}) {
  const ticks = 100; // USER_HZ on Linux
  const read = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      // Fields after the command (which may hold spaces) start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime + stime, and cutime + cstime: what its exited children used (PostgreSQL's
      // postmaster reaps the backends of closed connections).
      const used = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), cpu: used / ticks };
    } catch {
      return undefined;
    }
  };
  if (pid !== undefined) return read(pid)?.cpu;
  let ids;
  try {
    ids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const id of ids) {
    const entry = read(id);
    if (entry?.name === comm) total += entry.cpu;
  }
  return total;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
