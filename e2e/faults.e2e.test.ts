import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../apps/api/src/db/database.js";
import { createScratchDatabase } from "../apps/api/src/test/databases.js";
import { type FaultProxy, startFaultProxy } from "../apps/api/src/test/fault-proxy.js";
import { type RunningProduct, startProduct } from "./product.js";

// The fault suite of issue #19 ("Trust") at the process level, on the built product
// (`node apps/api/dist/server.js`) over PostgreSQL: the database taken away and given back
// through a TCP proxy (the machine's PostgreSQL keeps running for everyone else), then a
// kill -9 in the middle of a burst of contact requests and a restart: every request the API
// acknowledged is stored, and stored once. Skipped without TEST_DATABASE_URL (CI sets it).

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const WRITES = 400;
const KILL_AFTER = 120;
const CONCURRENCY = 16;

interface Visitor {
  token: string;
  cookie: string;
}

async function visitor(url: string): Promise<Visitor> {
  const response = await fetch(`${url}/api/csrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { token: csrfToken, cookie };
}

let address = 0;

/**
 * Submits a contact request whose message is `marker`, from an address of its own (the product
 * trusts one proxy here, so the per-address limit is not what is tested). Never hangs: after
 * 15 s it counts as no answer.
 */
async function submit(url: string, who: Visitor, marker: string) {
  address += 1;
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-csrf-token": who.token,
        cookie: who.cookie,
        "x-forwarded-for": `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
      },
      body: JSON.stringify({
        name: "Fault Tester",
        email: "faults@example.com",
        phone: "(555) 123-4567",
        company: "Faults Inc",
        message: marker,
        requestType: "demo",
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get("retry-after"),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: undefined };
  }
}

describe.skipIf(!serverUrl)("the built product over PostgreSQL, under faults", () => {
  const products: RunningProduct[] = [];
  let proxy: FaultProxy | undefined;
  let direct: Database | undefined;
  let drop: () => Promise<void> = async () => {};

  afterAll(async () => {
    for (const product of products) await product.kill();
    products[0]?.cleanup();
    await direct?.close();
    await proxy?.close();
    await drop();
  });

  it("answers 503 while the database is away and recovers without a restart; after kill -9 mid-write every acknowledged write is stored once", async () => {
    const database = await createScratchDatabase(serverUrl as string);
    drop = database.drop;
    // The test reads what was stored past the proxy, on a connection of its own.
    direct = await openDatabase({ databaseUrl: database.url, dataDir: "", migrate: false });
    proxy = await startFaultProxy({
      host: "127.0.0.1",
      port: Number(new URL(database.url).port || 5432),
    });
    const env = {
      DATABASE_URL: proxy.through(database.url),
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      TRUST_PROXY: "1",
      SITE_DIR: "",
    };
    const product = await startProduct(env);
    products.push(product);
    const who = await visitor(product.url);
    expect((await submit(product.url, who, `before-${randomUUID()}`)).status).toBe(201);
    expect((await fetch(`${product.url}/api/ready`)).status).toBe(200);

    // PostgreSQL "stopped": quick 503s in the envelope, readiness names it, liveness stays 200.
    proxy.stop("refuse");
    const during = await Promise.all(
      Array.from({ length: 6 }, () => submit(product.url, who, `during-${randomUUID()}`)),
    );
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({
        success: false,
        error: { errorCode: "API_SERVICE_UNAVAILABLE", retryable: true },
      });
      expect(answer.ms).toBeLessThan(3000);
    }
    const ready = await fetch(`${product.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: { errorCode: "API_SERVICE_UNAVAILABLE", message: expect.stringMatching(/database/) },
    });
    const health = await fetch(`${product.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { down: string[] }).down).toContain("database");

    // PostgreSQL "started" again: the same process serves again.
    proxy.start();
    await expect
      .poll(async () => (await submit(product.url, who, `after-${randomUUID()}`)).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(201);
    await expect
      .poll(async () => (await fetch(`${product.url}/api/ready`)).status, { timeout: 10_000 })
      .toBe(200);

    // kill -9 in the middle of a burst of writes.
    const markers = Array.from({ length: WRITES }, (_, index) => `burst-${index}-${randomUUID()}`);
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < markers.length && !killed) {
        const marker = markers[next++] as string;
        const answer = await submit(product.url, who, marker);
        if (answer.status === 201) acknowledged.add(marker);
        if (!killed && acknowledged.size >= KILL_AFTER) {
          killed = true;
          await product.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // Restarted on the same database: every acknowledged write is there exactly once, and
    // nothing is there twice.
    const restarted = await startProduct(
      { ...env, DATABASE_URL: database.url },
      { dataDir: product.dataDir },
    );
    products.push(restarted);
    const rows = await direct.prisma.$queryRaw<Array<{ message: string; copies: number }>>`
      SELECT message, count(*)::int AS copies FROM contacts WHERE message LIKE 'burst-%' GROUP BY message`;
    const stored = new Map(rows.map((row) => [row.message, row.copies]));
    expect([...acknowledged].filter((marker) => stored.get(marker) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
    expect((await fetch(`${restarted.url}/api/ready`)).status).toBe(200);
    const again = await visitor(restarted.url);
    expect((await submit(restarted.url, again, `restarted-${randomUUID()}`)).status).toBe(201);
  }, 120_000);
});

describe("a port already taken", () => {
  it("makes the product say so and exit 1, rather than run without listening", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startProduct({ PORT: String(port) })).rejects.toThrow(
        /exited with 1 before it started:[\s\S]*Ringline could not start: listen EADDRINUSE/,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
