import { createApiClient, createMemoryStorage } from "@ringline/api-client";
import { describe, expect, it, vi } from "vitest";
import { createDeferredApiClient } from "./deferred-api-client.js";

function counting() {
  const importClient = vi.fn(async () => ({ createApiClient }));
  return importClient;
}

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("the deferred API client", () => {
  it("answers whether a session is held from storage, without loading the client", () => {
    const importClient = counting();
    const storage = createMemoryStorage({ authToken: "token-1" });
    const { api } = createDeferredApiClient({ storage }, importClient);
    expect(api.getAuthToken()).toBe("token-1");
    expect(api.getImpersonation()).toBeNull();
    api.clearSession();
    expect(api.getAuthToken()).toBeNull();
    expect(importClient).not.toHaveBeenCalled();
  });

  it("loads the client once, on the first call, and then is that client", async () => {
    const importClient = counting();
    const fetch = vi.fn(async () =>
      answer({ success: true, items: [], total: 0, page: 1, pageSize: 1 }),
    );
    const { api, load } = createDeferredApiClient(
      { baseUrl: "http://localhost", fetch, storage: createMemoryStorage() },
      importClient,
    );
    const listPlans = api.listPlans;
    await Promise.all([listPlans(), api.listPlans()]);
    expect(importClient).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    const client = await load();
    expect(api.urlOf("googleSignIn")).toBe(client.urlOf("googleSignIn"));
  });

  it("refuses what needs the client's route table before it has loaded", () => {
    const { api } = createDeferredApiClient({}, counting());
    expect(() => api.urlOf("googleSignIn")).toThrow(/needs the API client/);
  });

  it("is never taken for a promise", async () => {
    const { api } = createDeferredApiClient({}, counting());
    expect(await Promise.resolve(api)).toBe(api);
  });
});
