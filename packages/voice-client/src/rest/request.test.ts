import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createVoicePlatformClient, type VoicePlatformClientOptions } from "./client.js";
import {
  VoicePlatformError,
  VoicePlatformNetworkError,
  VoicePlatformSchemaError,
  VoicePlatformTimeoutError,
} from "./errors.js";
import { backoffDelay, parseRetryAfter } from "./request.js";

type Answer = Response | Error | "hang" | "hang-ignoring-signal";

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A fetch that answers from a script, one entry per attempt, and records each attempt. */
function scriptedFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const answer = answers.shift() ?? json(200, { ok: true });
    if (answer === "hang-ignoring-signal") return new Promise<Response>(() => undefined);
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, calls };
}

function clientWith(
  fetch: VoicePlatformClientOptions["fetch"],
  options: Partial<VoicePlatformClientOptions> = {},
) {
  return createVoicePlatformClient({
    token: "t",
    baseUrl: "https://voice.test",
    fetch,
    ...options,
  });
}

/** Settles a promise into a value to inspect, so that a rejection during timer advances is not unhandled. */
function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T00:00:00.000Z"));
  // Jitter factor 0.75 + 0.5 × 0.5 = 1: delays are the plain exponential values.
  vi.spyOn(Math, "random").mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("backoff", () => {
  test("doubles from 500 ms and stops growing at 8 s", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  test("jitter spreads each delay over ±25 %", () => {
    vi.mocked(Math.random).mockReturnValue(0);
    expect(backoffDelay(1)).toBe(750);
    vi.mocked(Math.random).mockReturnValue(0.999_999);
    expect(backoffDelay(1)).toBe(1250);
  });

  test("retries a GET on 503 after 500 ms, then after 1000 ms", async () => {
    const { fetch } = scriptedFetch(json(503, {}), json(503, {}), json(200, { id: "a" }));
    const result = settle(clientWith(fetch).assistant.get("a"));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await result).toEqual({ value: { id: "a" }, error: undefined });
  });
});

describe("Retry-After", () => {
  test("parses delay-seconds and HTTP dates", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter("1.5")).toBe(1500);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT")).toBe(5000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT")).toBe(0);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  test("a 429's Retry-After in seconds replaces the backoff", async () => {
    const { fetch } = scriptedFetch(json(429, {}, { "retry-after": "3" }), json(200, []));
    const result = settle(clientWith(fetch).assistant.list());

    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await result).value).toEqual([]);
  });

  test("a Retry-After date is waited out until that moment", async () => {
    const { fetch } = scriptedFetch(
      json(503, {}, { "retry-after": "Thu, 01 Jan 2026 00:00:02 GMT" }),
      json(200, { ok: true }),
    );
    const result = settle(clientWith(fetch).call.get("c"));

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await result).value).toEqual({ ok: true });
  });

  test("a Retry-After beyond 60 s is not waited out: the error carries it", async () => {
    const { fetch } = scriptedFetch(json(429, { message: "slow down" }, { "retry-after": "120" }));
    const { error } = await settle(clientWith(fetch).assistant.list());

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(VoicePlatformError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: "VAPI_RATE_LIMIT_EXCEEDED",
      status: 429,
      retryAfterMs: 120_000,
      isRetryable: true,
    });
  });
});

describe("which failures are retried", () => {
  test.each([
    ["GET", 408, true],
    ["GET", 429, true],
    ["GET", 500, true],
    ["GET", 502, true],
    ["GET", 504, true],
    ["PUT", 503, true],
    ["DELETE", 500, true],
    ["GET", 400, false],
    ["GET", 404, false],
    ["GET", 409, false],
    ["POST", 429, true],
    ["POST", 500, false],
    ["POST", 503, false],
    ["POST", 408, false],
    ["PATCH", 429, true],
    ["PATCH", 500, false],
  ] as const)("%s answered %i: retried %s", async (method, status, retried) => {
    const { fetch, calls } = scriptedFetch(json(status, {}), json(200, { ok: true }));
    const client = clientWith(fetch);
    const callFor = new Map<string, () => Promise<unknown>>([
      ["GET", () => client.assistant.get("a")],
      ["PUT", () => client.assistant.replace("a", {})],
      ["DELETE", () => client.assistant.delete("a")],
      ["POST", () => client.assistant.create({})],
      ["PATCH", () => client.assistant.update("a", {})],
    ]);
    const call = callFor.get(method);
    if (!call) throw new Error(`no call for ${method}`);

    const result = settle(call());
    await vi.runAllTimersAsync();
    const { value, error } = await result;

    expect(calls[0]?.init.method).toBe(method);
    expect(fetch).toHaveBeenCalledTimes(retried ? 2 : 1);
    if (retried) expect(value).toEqual({ ok: true });
    else expect(error).toMatchObject({ status });
  });

  test("gives up after maxRetries and throws the last answer", async () => {
    const { fetch } = scriptedFetch(json(503, {}), json(502, {}), json(503, { message: "down" }));
    const result = settle(clientWith(fetch).assistant.list());
    await vi.runAllTimersAsync();
    const { error } = await result;

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(VoicePlatformError);
    expect(error).toMatchObject({
      code: "VAPI_SERVICE_UNAVAILABLE",
      status: 503,
      body: { message: "down" },
      message: "GET /assistant answered 503: down",
    });
  });

  test("maxRetries can be set per client and per call", async () => {
    const perClient = scriptedFetch(
      json(500, {}),
      json(500, {}),
      json(500, {}),
      json(500, {}),
      json(200, {}),
    );
    const client = clientWith(perClient.fetch, { maxRetries: 4 });
    const first = settle(client.assistant.list());
    await vi.runAllTimersAsync();
    expect((await first).error).toBeUndefined();
    expect(perClient.fetch).toHaveBeenCalledTimes(5);

    const nonsense = scriptedFetch(json(500, {}), json(500, {}));
    const third = settle(clientWith(nonsense.fetch, { maxRetries: Number.NaN }).assistant.list());
    await vi.runAllTimersAsync();
    expect((await third).error).toMatchObject({ status: 500 });
    expect(nonsense.fetch).toHaveBeenCalledTimes(1);

    const perCall = scriptedFetch(json(500, {}));
    const second = settle(clientWith(perCall.fetch).assistant.list(undefined, { maxRetries: 0 }));
    await vi.runAllTimersAsync();
    expect((await second).error).toMatchObject({ code: "VAPI_SERVER_ERROR" });
    expect(perCall.fetch).toHaveBeenCalledTimes(1);
  });

  test("a network failure is retried for GET, not for POST", async () => {
    const get = scriptedFetch(new TypeError("fetch failed"), json(200, { ok: true }));
    const getResult = settle(clientWith(get.fetch).assistant.get("a"));
    await vi.runAllTimersAsync();
    expect((await getResult).value).toEqual({ ok: true });
    expect(get.fetch).toHaveBeenCalledTimes(2);

    const post = scriptedFetch(new TypeError("fetch failed"));
    const { error } = await settle(clientWith(post.fetch).assistant.create({}));
    expect(post.fetch).toHaveBeenCalledTimes(1);
    expect(VoicePlatformNetworkError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: "VAPI_NETWORK_ERROR", isRetryable: true });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });
});

describe("time limits", () => {
  test("an attempt past timeoutMs throws VoicePlatformTimeoutError and is not retried", async () => {
    const { fetch, calls } = scriptedFetch("hang");
    const result = settle(clientWith(fetch, { timeoutMs: 5_000 }).assistant.list());

    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await result;

    expect(VoicePlatformTimeoutError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(VoicePlatformError);
    expect(error).toMatchObject({ code: "VAPI_TIMEOUT", timeoutMs: 5_000, status: undefined });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("the default limit is 60 s", async () => {
    const { fetch } = scriptedFetch("hang");
    const result = settle(clientWith(fetch).assistant.list());
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).error).toMatchObject({ timeoutMs: 60_000 });
  });

  test("the limit holds with a fetch that ignores its signal", async () => {
    const { fetch } = scriptedFetch("hang-ignoring-signal");
    const result = settle(clientWith(fetch).assistant.list(undefined, { timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(VoicePlatformTimeoutError.isInstance((await result).error)).toBe(true);
  });

  test("the limit covers a body that stops arriving", async () => {
    const stalled = new Response(new ReadableStream({ start() {} }), {
      headers: { "content-type": "application/json" },
    });
    const { fetch } = scriptedFetch(stalled);
    const result = settle(clientWith(fetch, { timeoutMs: 1_000 }).assistant.list());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(VoicePlatformTimeoutError.isInstance((await result).error)).toBe(true);
  });

  test("timeoutMs per call overrides the client's", async () => {
    const { fetch } = scriptedFetch("hang");
    const result = settle(
      clientWith(fetch, { timeoutMs: 60_000 }).squad.get("s", { timeoutMs: 250 }),
    );
    await vi.advanceTimersByTimeAsync(250);
    expect((await result).error).toMatchObject({ code: "VAPI_TIMEOUT", timeoutMs: 250 });
  });
});

describe("cancellation", () => {
  test("aborting the call's signal rejects with its reason and aborts the fetch", async () => {
    const { fetch, calls } = scriptedFetch("hang");
    const controller = new AbortController();
    const result = settle(
      clientWith(fetch).assistant.list(undefined, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(10);

    const reason = new Error("user left");
    controller.abort(reason);
    expect((await result).error).toBe(reason);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  test("aborting during the wait before a retry stops the retry", async () => {
    const { fetch } = scriptedFetch(json(503, {}));
    const controller = new AbortController();
    const result = settle(
      clientWith(fetch).assistant.list(undefined, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();

    const { error } = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("AbortError");
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("an already aborted signal sends nothing", async () => {
    const { fetch } = scriptedFetch();
    const { error } = await settle(
      clientWith(fetch).assistant.list(undefined, { signal: AbortSignal.abort() }),
    );
    expect((error as DOMException).name).toBe("AbortError");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the client's signal cancels every call", async () => {
    const { fetch } = scriptedFetch("hang", "hang");
    const controller = new AbortController();
    const client = clientWith(fetch, { signal: controller.signal });
    const first = settle(client.assistant.list());
    const second = settle(client.call.get("c"));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error("shutting down"));
    expect((await first).error).toMatchObject({ message: "shutting down" });
    expect((await second).error).toMatchObject({ message: "shutting down" });
  });
});

describe("requests and answers", () => {
  test("path parameters are encoded; a missing one fails before sending", async () => {
    const { fetch, calls } = scriptedFetch();
    const client = clientWith(fetch);
    await client.assistant.get("a/b c?");
    expect(calls[0]?.url).toBe("https://voice.test/assistant/a%2Fb%20c%3F");

    const { error } = await settle(client.assistant.get(""));
    expect(VoicePlatformSchemaError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: "VAPI_SCHEMA_ERROR",
      direction: "request",
      isRetryable: false,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("query values: arrays repeat, dates become ISO text, empty values are left out", async () => {
    const { fetch, calls } = scriptedFetch();
    await clientWith(fetch).session.list({
      phoneNumberIdAny: ["p1", "p2"],
      createdAtGt: new Date("2026-01-02T03:04:05.000Z") as unknown as string,
      limit: 10,
      assistantId: undefined,
      assistantOverrides: { firstMessage: "Hi" },
    });
    const search = new URL(calls[0]?.url ?? "").searchParams;
    expect(search.getAll("phoneNumberIdAny")).toEqual(["p1", "p2"]);
    expect(search.get("createdAtGt")).toBe("2026-01-02T03:04:05.000Z");
    expect(search.get("limit")).toBe("10");
    expect(search.has("assistantId")).toBe(false);
    expect(search.get("assistantOverrides")).toBe('{"firstMessage":"Hi"}');
  });

  test("headers: custom ones are sent, Authorization cannot be replaced", async () => {
    const { fetch, calls } = scriptedFetch();
    await clientWith(fetch, {
      headers: { "x-team": "ringline", authorization: "Bearer other" },
    }).tool.list(undefined, { headers: { "x-request-id": "r1", Authorization: "Bearer sneaky" } });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("x-team")).toBe("ringline");
    expect(headers.get("x-request-id")).toBe("r1");
    expect(headers.get("authorization")).toBe("Bearer t");
    expect(headers.get("accept")).toBe("application/json");
  });

  test("an empty answer resolves to undefined, a text answer to its text", async () => {
    const { fetch } = scriptedFetch(
      new Response(null, { status: 204 }),
      new Response("id,cost\n1,0.2\n", { headers: { "content-type": "text/csv" } }),
    );
    const client = clientWith(fetch);
    await expect(client.org.leave("o")).resolves.toBeUndefined();
    await expect(client.v2.exportCalls()).resolves.toBe("id,cost\n1,0.2\n");
  });

  test("a successful answer that is not the JSON it claims is a schema error", async () => {
    const { fetch } = scriptedFetch(
      new Response("<html>", { headers: { "content-type": "application/json" } }),
    );
    const { error } = await settle(clientWith(fetch).assistant.get("a"));
    expect(VoicePlatformSchemaError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ direction: "response", status: 200, body: "<html>" });
  });

  test("an error answer that is not JSON keeps its text as the body", async () => {
    const { fetch } = scriptedFetch(new Response("Bad Gateway", { status: 400 }));
    const { error } = await settle(clientWith(fetch).assistant.get("a"));
    expect(error).toMatchObject({
      code: "VAPI_BAD_REQUEST",
      body: "Bad Gateway",
      message: "GET /assistant/a answered 400: Bad Gateway",
    });
  });

  test("validation messages given as a list are joined", async () => {
    const { fetch } = scriptedFetch(
      json(400, { message: ["name must be a string", "model is required"], statusCode: 400 }),
    );
    const { error } = await settle(clientWith(fetch).assistant.create({}));
    expect((error as Error).message).toBe(
      "POST /assistant answered 400: name must be a string; model is required",
    );
  });

  test("the global fetch is used when none is given, looked up at call time", async () => {
    const { fetch } = scriptedFetch(json(200, { global: true }));
    vi.stubGlobal("fetch", fetch);
    try {
      const client = createVoicePlatformClient({ token: "t" });
      await expect(client.assistant.list()).resolves.toEqual({ global: true });
      expect(String(fetch.mock.calls[0]?.[0])).toBe("https://api.vapi.ai/assistant");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("a client needs a token", () => {
    expect(() => createVoicePlatformClient({ token: "" })).toThrow(TypeError);
  });
});
