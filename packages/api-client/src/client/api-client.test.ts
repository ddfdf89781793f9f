import { describe, expect, it, vi } from "vitest";
import { createErrorEnvelope } from "../contract/envelope.js";
import { type RecordedRequest, recordRequest } from "../test/recorded-request.js";
import { CSRF_TOKEN_TTL_MS, createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";

const request = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "5551234567",
  company: "Lovelace Realty",
  requestType: "demo",
} as const;

const stored = {
  success: true,
  message: "Thank you! We'll contact you soon.",
  data: { id: "c1", requestType: "demo", createdAt: "2026-11-21T10:00:00.000Z" },
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A fake server: hands out numbered CSRF tokens and answers contacts from a queue. */
function fakeServer(contactAnswers: Array<() => Response>) {
  let issued = 0;
  const calls: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await recordRequest(input, init);
    const url = call.url;
    calls.push(call);
    if (url.endsWith("/api/csrf-token"))
      return json(200, { csrfToken: `token-${++issued}-abcdefghijkl` });
    const next = contactAnswers.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next();
  });
  return { fetch, calls, issued: () => issued };
}

describe("createApiClient", () => {
  it("submits a contact with the CSRF header, JSON body and credentials", async () => {
    const server = fakeServer([() => json(201, stored)]);
    const api = createApiClient({ baseUrl: "https://api.test/", fetch: server.fetch });

    await expect(api.submitContact(request)).resolves.toEqual(stored);

    const post = server.calls[1];
    expect(post?.url).toBe("https://api.test/api/contact");
    expect(post?.method).toBe("POST");
    expect(post?.credentials).toBe("include");
    expect(post?.headers).toMatchObject({
      "content-type": "application/json",
      "x-csrf-token": "token-1-abcdefghijkl",
    });
    expect(JSON.parse(String(post?.body))).toEqual(request);
  });

  it("sends an Idempotency-Key with a payment action only: the one given, or a new one", async () => {
    const subscription = {
      success: true,
      subscription: {
        plan: "unlimited",
        planName: "Unlimited",
        billing: "monthly",
        status: "active",
        amount: 99,
        trialEndsAt: null,
        trialDaysLeft: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    };
    const server = fakeServer([
      () => json(200, subscription),
      () => json(200, subscription),
      () => json(201, stored),
    ]);
    const api = createApiClient({ fetch: server.fetch });
    const choice = { plan: "unlimited", billing: "monthly" } as const;
    await api.changePlan(choice, { idempotencyKey: "click-1" });
    await api.changePlan(choice);
    await api.submitContact(request);
    const keys = server.calls
      .filter((call) => !call.url.endsWith("/api/csrf-token"))
      .map((call) => call.headers["idempotency-key"]);
    expect(keys[0]).toBe("click-1");
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).toBeUndefined();
  });

  it("reuses the CSRF token for 25 minutes, then fetches a new one", async () => {
    let now = 1_000_000;
    const server = fakeServer([]);
    const api = createApiClient({ fetch: server.fetch, now: () => now });

    const first = await api.getCsrfToken();
    now += CSRF_TOKEN_TTL_MS - 1;
    expect(await api.getCsrfToken()).toBe(first);
    now += 1;
    expect(await api.getCsrfToken()).not.toBe(first);
    expect(server.issued()).toBe(2);
  });

  it("shares one token request between concurrent callers", async () => {
    const server = fakeServer([]);
    const api = createApiClient({ fetch: server.fetch });
    const tokens = await Promise.all([api.getCsrfToken(), api.getCsrfToken(), api.getCsrfToken()]);
    expect(new Set(tokens).size).toBe(1);
    expect(server.issued()).toBe(1);
  });

  it("refreshes an expired security token once and retries", async () => {
    const expired = createErrorEnvelope("AUTH_CSRF_TOKEN_INVALID", {
      message: "Your security token has expired. Refresh the page and try again.",
    });
    const server = fakeServer([() => json(403, expired), () => json(201, stored)]);
    const api = createApiClient({ fetch: server.fetch });

    await expect(api.submitContact(request)).resolves.toEqual(stored);
    expect(server.issued()).toBe(2);
    const headers = server.calls.filter((call) => call.url.endsWith("/api/contact"));
    expect(headers.map((call) => call.headers["x-csrf-token"])).toEqual([
      "token-1-abcdefghijkl",
      "token-2-abcdefghijkl",
    ]);
    expect(headers.map((call) => call.body && JSON.parse(call.body))).toEqual([request, request]);
  });

  it("does not retry a 403 that is not about the security token", async () => {
    const forbidden = createErrorEnvelope("AUTH_FORBIDDEN", {
      message: "Your security token has expired.",
    });
    const server = fakeServer([() => json(403, forbidden)]);
    const api = createApiClient({ fetch: server.fetch });
    const error = await api.submitContact(request).catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.status).toBe(403);
    expect(server.issued()).toBe(1);
  });

  it("gives up after the second refusal", async () => {
    const expired = createErrorEnvelope("AUTH_CSRF_TOKEN_INVALID", {
      message: "Your security token has expired.",
    });
    const server = fakeServer([() => json(403, expired), () => json(403, expired)]);
    const api = createApiClient({ fetch: server.fetch });

    const error = await api.submitContact(request).catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.code).toBe("AUTH_CSRF_TOKEN_INVALID");
    expect(server.issued()).toBe(2);
  });

  it("surfaces a validation envelope with its field messages", async () => {
    const envelope = createErrorEnvelope("API_VALIDATION_ERROR", {
      fieldErrors: { phone: ["Please enter a valid phone number"] },
    });
    const server = fakeServer([() => json(422, envelope)]);
    const api = createApiClient({ fetch: server.fetch });

    const error = await api.submitContact(request).catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error)).toBe(true);
    if (!ApiError.isInstance(error)) return;
    expect(error.status).toBe(422);
    expect(error.code).toBe("API_VALIDATION_ERROR");
    expect(error.fieldErrors).toEqual({ phone: ["Please enter a valid phone number"] });
    expect(error.isRetryable).toBe(false);
  });

  it("turns an answer outside the envelope into an ApiError with the status", async () => {
    const server = fakeServer([() => new Response("<h1>Bad gateway</h1>", { status: 502 })]);
    const api = createApiClient({ fetch: server.fetch });
    const error = await api.submitContact(request).catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && [error.status, error.code, error.message]).toEqual([
      502,
      "API_NETWORK_ERROR",
      "The service is unavailable right now. Please try again in a moment.",
    ]);
  });

  it("reports a network failure as API_NETWORK_ERROR with status 0", async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const error = await api.getCsrfToken().catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && [error.status, error.code, error.isRetryable]).toEqual([
      0,
      "API_NETWORK_ERROR",
      true,
    ]);
  });

  it("recognises errors from another copy of the package", () => {
    const foreign = Object.assign(new Error("x"), {
      [Symbol.for("@ringline/api-client.ApiError")]: true,
    });
    expect(ApiError.isInstance(foreign)).toBe(true);
    expect(ApiError.isInstance(new Error("x"))).toBe(false);
  });
});
