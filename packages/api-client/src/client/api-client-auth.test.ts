import { describe, expect, it } from "vitest";
import { createErrorEnvelope } from "../contract/envelope.js";
import { type RecordedRequest, recordRequest } from "../test/recorded-request.js";
import { createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";
import { resolveError } from "./resolve-error.js";
import { createMemoryStorage, STORAGE_KEYS, type TokenStorage } from "./storage.js";

const user = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  emailVerified: true,
  onboardingStatus: "signup",
  subscriptionStatus: "inactive",
  plan: null,
  isCustomer: false,
  createdAt: "2026-11-21T10:00:00.000Z",
};
const authAnswer = (token: string) => ({
  success: true,
  authToken: token,
  expiresAt: "2026-11-21T22:00:00.000Z",
  user,
});
const profile = {
  userId: "u1",
  customerId: "c1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Lovelace Realty",
  businessName: "Lovelace Homes",
  phone: null,
  plan: "growth",
  subscriptionStatus: "active",
  onboardingStatus: "complete",
  aiStatus: "green",
  emailCallTranscripts: true,
};
const impersonation = {
  id: "i1",
  customerId: "c2",
  userId: "u2",
  customerEmail: "carol@example.com",
  customerName: "Carol Customer",
  startedAt: "2026-11-21T10:00:00.000Z",
  expiresAt: "2026-11-21T11:00:00.000Z",
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** A fake server: CSRF tokens, plus one queue of answers per "METHOD path". */
function fakeServer(routes: Record<string, Handler[]>) {
  const calls: Array<RecordedRequest & { key: string }> = [];
  let issued = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await recordRequest(input, init);
    const key = `${request.method} ${request.path}`;
    calls.push({ ...request, key });
    if (key === "GET /api/csrf-token")
      return json(200, { csrfToken: `csrf-${++issued}-abcdefghijklmnop` });
    const next = routes[key]?.shift();
    if (!next) throw new Error(`unexpected request ${key}`);
    return next(request);
  };
  const callsTo = (key: string) => calls.filter((call) => call.key === key);
  return { fetch, calls, callsTo, issued: () => issued };
}

const networkDown: Handler = () => {
  throw new TypeError("fetch failed");
};

describe("createApiClient: tokens and storage", () => {
  it("signup stores the token, and later calls carry it as a bearer token", async () => {
    const storage = createMemoryStorage();
    const server = fakeServer({
      "POST /auth/signup": [() => json(201, authAnswer("rls_signup"))],
      "GET /api/customers/profile": [() => json(200, { success: true, profile })],
    });
    const api = createApiClient({ fetch: server.fetch, storage });
    await api.signup({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "Correct9Horse",
      confirmPassword: "Correct9Horse",
    });
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe("rls_signup");
    // GETs unwrap the profile from a successful answer.
    expect(await api.getProfile()).toEqual(profile);
    const [get] = server.callsTo("GET /api/customers/profile");
    expect(get?.headers).toEqual({ authorization: "Bearer rls_signup" });
    expect(get?.credentials).toBe("include");
  });

  it("login stores the token and forgets a previous impersonation", async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.impersonationToken]: "rli_old",
      [STORAGE_KEYS.impersonationData]: JSON.stringify(impersonation),
    });
    const server = fakeServer({
      "POST /api/auth/login": [() => json(200, authAnswer("rls_login"))],
    });
    const api = createApiClient({ fetch: server.fetch, storage });
    const answer = await api.login({ email: "ada@example.com", password: "Correct9Horse" });
    expect(answer.user.email).toBe("ada@example.com");
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe("rls_login");
    expect(storage.getItem(STORAGE_KEYS.impersonationToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.impersonationData)).toBeNull();
    const [post] = server.callsTo("POST /api/auth/login");
    expect(post?.headers).toMatchObject({
      "content-type": "application/json",
      "x-csrf-token": "csrf-1-abcdefghijklmnop",
    });
    expect(post?.credentials).toBe("include");
  });

  it("asks for a new CSRF token after signing in, since the server rotates it", async () => {
    const admin = { id: "a1", username: "ops", email: "ops@example.com", role: "admin" };
    const server = fakeServer({
      "POST /api/auth/login": [() => json(200, authAnswer("rls_login"))],
      "POST /api/admin/auth/login": [
        () =>
          json(200, {
            success: true,
            admin: { ...admin, totpEnabled: false },
            expiresAt: "2026-11-21T22:00:00.000Z",
          }),
      ],
      "POST /api/auth/resend-verification": [
        () => json(200, { success: true, message: "sent" }),
        () => json(200, { success: true, message: "sent" }),
      ],
    });
    const api = createApiClient({ fetch: server.fetch, storage: createMemoryStorage() });
    await api.login({ email: "ada@example.com", password: "Correct9Horse" });
    await api.resendVerification();
    await api.adminLogin({ email: "ops@example.com", password: "Correct9Horse" });
    await api.resendVerification();
    const posts = server.calls
      .filter((call) => call.method === "POST")
      .map((call) => `${call.path} ${call.headers["x-csrf-token"]}`);
    expect(posts).toEqual([
      "/api/auth/login csrf-1-abcdefghijklmnop",
      "/api/auth/resend-verification csrf-2-abcdefghijklmnop",
      "/api/admin/auth/login csrf-2-abcdefghijklmnop",
      "/api/auth/resend-verification csrf-3-abcdefghijklmnop",
    ]);
  });

  it("uses the impersonation token instead of the session on non-admin calls, and neither on admin paths", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authToken]: "rls_admin_user" });
    const server = fakeServer({
      "POST /api/admin/impersonation": [
        () => json(201, { success: true, impersonationToken: "rli_token", impersonation }),
      ],
      "GET /auth/me": [() => json(200, { success: true, user })],
      "GET /api/admin/auth/me": [
        () =>
          json(200, {
            success: true,
            admin: {
              id: "a1",
              username: "ops",
              email: "ops@x.io",
              role: "admin",
              totpEnabled: true,
            },
          }),
      ],
      "POST /api/admin/impersonation/stop": [() => json(200, { success: true, message: "ok" })],
      "GET /api/orders": [
        () => json(200, { success: true, items: [], total: 0, page: 1, pageSize: 25 }),
      ],
    });
    const api = createApiClient({ fetch: server.fetch, storage });
    expect(await api.startImpersonation({ customerId: "c2" })).toEqual(impersonation);
    expect(api.getImpersonation()).toEqual(impersonation);
    await api.getMe();
    await api.getAdminMe();
    await api.stopImpersonation();
    await api.listOrders();

    expect(
      server.callsTo("POST /api/admin/impersonation")[0]?.headers.authorization,
    ).toBeUndefined();
    expect(server.callsTo("GET /auth/me")[0]?.headers.authorization).toBe("Bearer rli_token");
    expect(server.callsTo("GET /api/admin/auth/me")[0]?.headers.authorization).toBeUndefined();
    expect(
      JSON.parse(String(server.callsTo("POST /api/admin/impersonation/stop")[0]?.body)),
    ).toEqual({ impersonationId: "i1" });
    expect(server.callsTo("GET /api/orders")[0]?.headers.authorization).toBe(
      "Bearer rls_admin_user",
    );
    expect(api.getImpersonation()).toBeNull();
  });

  it.each([
    ["an error answer", () => json(500, createErrorEnvelope("UNKNOWN_ERROR"))],
    ["no answer at all", networkDown],
  ])("logout clears every token and the CSRF cache after %s", async (_what, answer) => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.authToken]: "rls_x",
      [STORAGE_KEYS.impersonationToken]: "rli_x",
      [STORAGE_KEYS.impersonationData]: "{}",
    });
    const server = fakeServer({ "POST /auth/logout": [answer] });
    const api = createApiClient({ fetch: server.fetch, storage });
    await expect(api.logout()).rejects.toBeInstanceOf(Error);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    await api.getCsrfToken();
    expect(server.issued()).toBe(2);
  });

  it("a 401 from /auth/me clears the tokens", async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.authToken]: "rls_x",
      [STORAGE_KEYS.impersonationToken]: "rli_x",
    });
    const server = fakeServer({
      "GET /auth/me": [() => json(401, createErrorEnvelope("AUTH_SESSION_EXPIRED"))],
    });
    const api = createApiClient({ fetch: server.fetch, storage });
    const error = await api.getMe().catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.code).toBe("AUTH_SESSION_EXPIRED");
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.impersonationToken)).toBeNull();
  });

  it("a network failure on /auth/me clears the impersonation data and keeps the session", async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.authToken]: "rls_x",
      [STORAGE_KEYS.impersonationData]: JSON.stringify(impersonation),
    });
    const server = fakeServer({ "GET /auth/me": [networkDown] });
    const api = createApiClient({ fetch: server.fetch, storage });
    const error = await api.getMe().catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.code).toBe("API_NETWORK_ERROR");
    expect(storage.getItem(STORAGE_KEYS.impersonationData)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe("rls_x");
  });

  it("a 401 elsewhere keeps the tokens", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.authToken]: "rls_x" });
    const server = fakeServer({
      "GET /api/orders": [() => json(401, createErrorEnvelope("AUTH_NOT_AUTHENTICATED"))],
    });
    const api = createApiClient({ fetch: server.fetch, storage });
    await expect(api.listOrders()).rejects.toThrow();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe("rls_x");
  });

  it("sends the CSRF header but no content type on a mutating call without a body", async () => {
    const server = fakeServer({
      "POST /api/auth/resend-verification": [() => json(200, { success: true, message: "sent" })],
    });
    const api = createApiClient({ fetch: server.fetch, storage: createMemoryStorage() });
    await api.resendVerification();
    const [post] = server.callsTo("POST /api/auth/resend-verification");
    expect(post?.headers).toEqual({ "x-csrf-token": "csrf-1-abcdefghijklmnop" });
    expect(post?.body).toBeUndefined();
  });

  it("refreshes the CSRF token once after a 403 refusing the security token", async () => {
    const expired = createErrorEnvelope("AUTH_CSRF_TOKEN_INVALID", {
      message: "Your session has expired. Refresh the page.",
    });
    const server = fakeServer({
      "POST /api/orders": [
        () => json(403, expired),
        () =>
          json(201, {
            success: true,
            message: "ok",
            data: {
              id: "o1",
              selectedPlan: "growth",
              paymentPeriod: "annual",
              includeSetup: false,
              orderStatus: "pending",
              amount: 474,
              createdAt: "2026-11-21T10:00:00.000Z",
            },
          }),
      ],
    });
    const api = createApiClient({ fetch: server.fetch, storage: createMemoryStorage() });
    const answer = await api.createOrder({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "5551234567",
      company: "Lovelace Realty",
      businessType: "Real estate",
      selectedPlan: "growth",
      paymentPeriod: "annual",
      agreeToTerms: true,
    });
    expect(answer.data.amount).toBe(474);
    expect(server.issued()).toBe(2);
  });

  it("keeps working when the storage throws", async () => {
    const broken: TokenStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const server = fakeServer({ "POST /api/auth/login": [() => json(200, authAnswer("rls_x"))] });
    const api = createApiClient({ fetch: server.fetch, storage: broken });
    await expect(api.login({ email: "a@b.co", password: "x" })).resolves.toMatchObject({
      authToken: "rls_x",
    });
    expect(api.getAuthToken()).toBeNull();
  });

  it("refuses an answer that does not match the contract with API_INVALID_RESPONSE", async () => {
    const server = fakeServer({ "GET /auth/me": [() => json(200, { success: true })] });
    const api = createApiClient({ fetch: server.fetch, storage: createMemoryStorage() });
    const error = await api.getMe().catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.code).toBe("API_INVALID_RESPONSE");
  });

  it("points Google sign-in at the API's origin", () => {
    expect(createApiClient({ baseUrl: "https://app.ringline.ai/" }).urlOf("googleSignIn")).toBe(
      "https://app.ringline.ai/auth/google",
    );
  });
});

describe("resolveError", () => {
  async function failWith(answer: Handler) {
    const server = fakeServer({ "GET /api/orders": [answer] });
    const api = createApiClient({ fetch: server.fetch, storage: createMemoryStorage() });
    return api.listOrders().catch((caught: unknown) => caught);
  }

  it("takes the server's envelope as it is", async () => {
    const envelope = createErrorEnvelope("API_VALIDATION_ERROR", {
      fieldErrors: { email: ["Invalid email address"] },
    });
    const resolved = resolveError(await failWith(() => json(422, envelope)));
    expect(resolved).toMatchObject({
      code: "API_VALIDATION_ERROR",
      status: 422,
      severity: "low",
      action: { type: "none" },
      supportReference: envelope.error.supportReference,
      fieldErrors: { email: ["Invalid email address"] },
    });
  });

  it("carries a rate limit's wait into the retry action", async () => {
    const envelope = createErrorEnvelope("API_RATE_LIMITED", { retryAfter: 30 });
    const resolved = resolveError(await failWith(() => json(429, envelope)));
    expect(resolved.action).toEqual({ type: "retry", delayMs: 30_000 });
  });

  it.each([
    [404, "API_INVALID_RESPONSE", "Not Found", { type: "none" }],
    [409, "API_DUPLICATE_RESOURCE", "Already Exists", { type: "none" }],
    [
      403,
      "AUTH_NOT_AUTHENTICATED",
      "Access Denied",
      { type: "redirect", to: "/login", label: "Log in again" },
    ],
    [
      503,
      "AI_SERVICE_UNAVAILABLE",
      "Service Temporarily Unavailable",
      { type: "retry", delayMs: 3000 },
    ],
    [504, "API_NETWORK_ERROR", "Request Timed Out", { type: "retry", delayMs: 3000 }],
    [500, "API_DATABASE_ERROR", "Server Error", { type: "retry", delayMs: 1000 }],
  ])("explains a bare %i as %s, titled %j", async (status, code, title, action) => {
    const resolved = resolveError(await failWith(() => new Response("<html>", { status })));
    expect(resolved).toMatchObject({ status, code, title, action });
  });

  it("explains 403 with the specification's sentence", async () => {
    const resolved = resolveError(await failWith(() => new Response("", { status: 403 })));
    expect(resolved.message).toBe(
      "Access Denied: You don't have permission to perform this action. Contact your administrator if you need access.",
    );
  });

  it("explains no answer as a network error worth retrying after 3 s", async () => {
    const resolved = resolveError(await failWith(networkDown));
    expect(resolved).toMatchObject({
      code: "API_NETWORK_ERROR",
      status: 0,
      retryable: true,
      action: { type: "retry", delayMs: 3000 },
    });
  });

  it("explains anything else as UNKNOWN_ERROR", () => {
    expect(resolveError(new Error("boom"))).toMatchObject({
      code: "UNKNOWN_ERROR",
      title: "Something Went Wrong",
    });
  });
});
