import { describe, expect, it } from "vitest";
import { type ApiClient, createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";
import { createMemoryStorage } from "./storage.js";

// Every call's method and path, as the API mounts them. The answers here are envelopes, so
// each call ends in an ApiError: what is checked is where it went and what it carried.
const CALLS: Array<[string, (api: ApiClient) => Promise<unknown>, string, boolean]> = [
  ["submitContact", (api) => api.submitContact({} as never), "POST /api/contact", true],
  [
    "createDemoBooking",
    (api) => api.createDemoBooking({} as never),
    "POST /api/demo-bookings",
    true,
  ],
  [
    "reportClientError",
    (api) => api.reportClientError({} as never),
    "POST /api/error-monitoring/client-error",
    true,
  ],
  ["signup", (api) => api.signup({} as never), "POST /auth/signup", true],
  ["login", (api) => api.login({} as never), "POST /api/auth/login", true],
  ["getMe", (api) => api.getMe(), "GET /auth/me", false],
  ["forgotPassword", (api) => api.forgotPassword("a@b.co"), "POST /auth/forgot-password", true],
  ["resetPassword", (api) => api.resetPassword({} as never), "POST /auth/reset-password", true],
  ["verifyEmail", (api) => api.verifyEmail("t"), "POST /auth/verify-email", true],
  [
    "resendVerification",
    (api) => api.resendVerification(),
    "POST /auth/resend-verification",
    false,
  ],
  ["changeEmail", (api) => api.changeEmail({} as never), "POST /auth/change-email", true],
  ["changePassword", (api) => api.changePassword({} as never), "POST /auth/change-password", true],
  ["listSessions", (api) => api.listSessions(), "GET /auth/sessions", false],
  ["endSession", (api) => api.endSession("s/1"), "DELETE /auth/sessions/s%2F1", false],
  ["getProfile", (api) => api.getProfile(), "GET /api/customers/profile", false],
  ["createOrder", (api) => api.createOrder({} as never), "POST /api/orders", true],
  ["listOrders", (api) => api.listOrders(), "GET /api/orders", false],
  ["adminLogin", (api) => api.adminLogin({} as never), "POST /api/admin/auth/login", true],
  ["getAdminMe", (api) => api.getAdminMe(), "GET /api/admin/auth/me", false],
  ["enrollTotp", (api) => api.enrollTotp(), "POST /api/admin/auth/totp/enroll", false],
  ["verifyTotp", (api) => api.verifyTotp("123456"), "POST /api/admin/auth/totp/verify", true],
  [
    "startImpersonation",
    (api) => api.startImpersonation({} as never),
    "POST /api/admin/impersonation",
    true,
  ],
  ["getAuditLog", (api) => api.getAuditLog(), "GET /api/admin/audit-log", false],
];

describe("the call table", () => {
  it.each(CALLS)("%s → %s", async (_name, run, expected, hasBody) => {
    const seen: Array<{ key: string; init: RequestInit | undefined }> = [];
    const api = createApiClient({
      storage: createMemoryStorage({ authToken: "rls_t" }),
      fetch: async (input, init) => {
        const key = `${init?.method ?? "GET"} ${new URL(String(input), "https://x.test").pathname}`;
        seen.push({ key, init });
        if (key === "GET /api/csrf-token") {
          return new Response(JSON.stringify({ csrfToken: "csrf-abcdefghijklmnop" }));
        }
        return new Response("", { status: 418 });
      },
    });
    const error = await run(api).catch((caught: unknown) => caught);
    expect(ApiError.isInstance(error) && error.status).toBe(418);
    const call = seen.find((entry) => entry.key !== "GET /api/csrf-token");
    expect(call?.key).toBe(expected);
    const headers = (call?.init?.headers ?? {}) as Record<string, string>;
    const mutating = !expected.startsWith("GET");
    expect(headers["x-csrf-token"] !== undefined).toBe(mutating);
    expect(headers["content-type"] === "application/json").toBe(hasBody);
    expect(headers.authorization).toBe(
      expected.includes("/api/admin/") ? undefined : "Bearer rls_t",
    );
    expect(call?.init?.credentials).toBe("include");
  });
});
