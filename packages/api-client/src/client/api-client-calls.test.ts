import { describe, expect, it } from "vitest";
import type { RouteDefinition } from "../contract/route.js";
import { API_ROUTES } from "../contract/routes.js";
import { type RecordedRequest, recordRequest } from "../test/recorded-request.js";
import { type ApiClient, createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";
import { createMemoryStorage } from "./storage.js";

/** Inputs for the routes whose paths have parameters. */
const INPUTS: Record<string, Record<string, unknown>> = {
  endSession: { id: "s/1" },
  updateEmbedKey: { id: "s/1" },
  deleteEmbedKey: { id: "s/1" },
  getOrder: { id: "s/1" },
  getLocalCheckout: { id: "s/1" },
  payLocalCheckout: { id: "s/1" },
  getLocalPortal: { id: "s/1" },
  updateLocalPortalCard: { id: "s/1" },
  stopImpersonation: { impersonationId: "i1" },
  saveOnboardingStep: { step: "business" },
  revertReceptionist: { version: 1 },
  getVoicePreview: { voiceId: "sarah" },
  updateWebsitePage: { id: "s/1" },
  getWebDesignOrder: { id: "s/1" },
  getCall: { id: "s/1" },
  getCallRecording: { id: "s/1" },
  downloadCallTranscript: { id: "s/1" },
  updateLead: { id: "s/1", status: "handled" },
  updateAppointment: { id: "s/1", status: "handled" },
  getCalendarFeedIcs: { token: "s/1" },
  getAdminCustomer: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  suspendAdminCustomer: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  reactivateAdminCustomer: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  changeAdminCustomerPlan: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f", plan: "growth" },
  resetAdminCustomerUsage: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  resendAdminCustomerEmail: {
    customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
    kind: "verification",
  },
  addAdminCustomerNote: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f", text: "A note" },
  resendAdminEmail: { emailId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  resolveAdminError: { errorLogId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f", resolution: "Fixed" },
  updateAdminUser: { adminUserId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f", role: "support" },
  resetAdminTwoFactor: { adminUserId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  replayAdminDelivery: { deliveryId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  updateAdminPlan: {
    planId: "growth",
    name: "Growth",
    monthlyPrice: 59,
    annualPrice: 474,
    minutesIncluded: 500,
    overageRatePerMinute: 0.2,
    hasSmsNotifications: true,
    hasAdvancedAnalytics: true,
    hasPrioritySupport: false,
    isActive: true,
  },
  resendAdminSms: { smsId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  updateIntegration: { id: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f", bookInto: true },
  disconnectIntegration: { id: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  deleteLocalCalendarEvent: { id: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  listAdminCustomerIntegrations: { customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f" },
  disconnectAdminCustomerIntegration: {
    customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
    connectionId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
  },
  refundAdminInvoice: { invoiceId: "lin_abc123", amount: 10 },
  updateAdminLegacyCustomer: {
    customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
    username: "bayside",
    email: "ops@bayside.example",
    firstName: "Lena",
    lastName: "Legacy",
  },
  updateWebhookEndpoint: { id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455", enabled: false },
  deleteWebhookEndpoint: { id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455" },
  rotateWebhookSecret: { id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455" },
  sendWebhookTest: { id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455" },
  listWebhookDeliveries: { id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455" },
  replayWebhookDelivery: {
    id: "9d5f1c2e-3b4a-4c6d-8e7f-001122334455",
    deliveryId: "6f1e2d3c-4b5a-4697-8877-665544332211",
  },
};

/** An administrator's sign-out succeeds locally whatever the server answers. */
const NEVER_REJECTS = new Set(["adminLogout"]);

const CALLABLE = (Object.entries(API_ROUTES) as Array<[string, RouteDefinition]>).filter(
  ([name, route]) =>
    route.kind !== "redirect" && route.kind !== "webhook" && name !== "getCsrfToken",
);

// Every method of the client is a route of the table and goes where the route says. The
// answers are 418s, so each call ends in an ApiError: what is checked is where it went.
describe("the client's methods come from the route table", () => {
  it.each(CALLABLE)("%s", async (name, route) => {
    const seen: RecordedRequest[] = [];
    const api = createApiClient({
      storage: createMemoryStorage({ authToken: "rls_t" }),
      fetch: async (input, init) => {
        const call = await recordRequest(input, init);
        seen.push(call);
        if (call.path === "/api/csrf-token") {
          return new Response(JSON.stringify({ csrfToken: "csrf-abcdefghijklmnop" }));
        }
        return new Response("", { status: 418 });
      },
    });
    const method = api[name as keyof ApiClient] as (input: unknown) => unknown;
    const input = INPUTS[name] ?? (route.request ? {} : undefined);
    const result = method(input);
    const error = await (Symbol.asyncIterator in Object(result)
      ? (async () => {
          for await (const _ of result as AsyncIterable<unknown>) break;
        })()
      : (result as Promise<unknown>)
    ).catch((caught: unknown) => caught);
    if (NEVER_REJECTS.has(name)) expect(error).toMatchObject({ success: true });
    else expect(ApiError.isInstance(error) && error.status).toBe(418);
    const call = seen.find((entry) => entry.path !== "/api/csrf-token");
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
      encodeURIComponent(String(INPUTS[name]?.[key])),
    );
    expect(`${call?.method} ${call?.path}`).toBe(`${route.method} ${path}`);
    const mutating = route.method !== "GET";
    expect(call?.headers["x-csrf-token"] !== undefined).toBe(mutating);
    expect(call?.headers["content-type"] === "application/json").toBe(
      mutating && route.request !== undefined,
    );
    expect(call?.headers.authorization).toBe(
      route.path.includes("/api/admin/") ? undefined : "Bearer rls_t",
    );
    expect(call?.credentials).toBe("include");
  });

  it("gives browser navigations as addresses", () => {
    const api = createApiClient({ baseUrl: "https://app.test/" });
    expect(api.urlOf("googleSignIn")).toBe("https://app.test/auth/google");
  });

  it("has no method for webhooks, which other servers call", () => {
    const api = createApiClient({ baseUrl: "https://app.test/" });
    expect("stripeWebhook" in api).toBe(false);
  });

  it("puts a GET's input in the query and leaves the body empty", async () => {
    const seen: RecordedRequest[] = [];
    const api = createApiClient({
      storage: createMemoryStorage({ authToken: "rls_t" }),
      fetch: async (input, init) => {
        seen.push(await recordRequest(input, init));
        return new Response(
          JSON.stringify({ success: true, items: [], total: 0, page: 2, pageSize: 10 }),
        );
      },
    });
    await expect(api.listOrders({ page: 2, pageSize: 10 })).resolves.toMatchObject({ page: 2 });
    expect(seen[0]?.url).toBe("http://localhost/api/orders?page=2&pageSize=10");
    expect(seen[0]?.body).toBeUndefined();
  });
});
