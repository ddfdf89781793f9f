// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/api-client.js";
import { createMemoryStorage, STORAGE_KEYS } from "../client/storage.js";
import { createErrorEnvelope } from "../contract/envelope.js";
import { recordRequest } from "../test/recorded-request.js";
import { ApiClientProvider } from "./api-client-context.js";
import { staleTimeFor } from "./freshness.js";
import { queryKeys, useLogin, useLogout, useMe, useProfile } from "./hooks.js";
import { createQueryClient } from "./query-client.js";

const MINUTE = 60 * 1000;
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

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function setup(answers: Record<string, Array<() => Response>>) {
  const counts: Record<string, number> = {};
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await recordRequest(input, init);
    const key = `${request.method} ${request.path}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (key === "GET /api/csrf-token") return json(200, { csrfToken: "csrf-abcdefghijklmnop" });
    const next = answers[key]?.shift();
    if (!next) throw new Error(`unexpected ${key}`);
    return next();
  };
  const storage = createMemoryStorage();
  const api = createApiClient({ fetch, storage });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { wrapper, queryClient, counts, storage };
}

describe("freshness", () => {
  it.each([
    [{ saveData: true, effectiveType: "4g" }, 30],
    [{ effectiveType: "slow-2g" }, 30],
    [{ effectiveType: "2g" }, 20],
    [{ effectiveType: "3g" }, 15],
    [{ effectiveType: "4g" }, 5],
    [undefined, 5],
  ])("keeps data fresh on %j for %i minutes", (connection, minutes) => {
    expect(staleTimeFor(connection)).toBe(minutes * MINUTE);
  });

  it("defaults queries to no retries, no refetch on focus and 10 minutes of garbage collection", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
      retry: false,
      refetchOnWindowFocus: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe("hooks", () => {
  it("caches the user under auth/me, fresh for 2 minutes; the profile for 5", async () => {
    const { wrapper, queryClient } = setup({
      "GET /auth/me": [() => json(200, { success: true, user })],
      "GET /api/customers/profile": [
        () =>
          json(200, {
            success: true,
            profile: {
              userId: "u1",
              customerId: null,
              email: "ada@example.com",
              firstName: "Ada",
              lastName: "Lovelace",
              company: null,
              businessName: null,
              phone: null,
              plan: null,
              subscriptionStatus: "inactive",
              onboardingStatus: "signup",
              aiStatus: "inactive",
              emailCallTranscripts: true,
            },
          }),
      ],
    });
    const me = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(me.result.current.data).toEqual(user));
    expect(queryClient.getQueryData(["auth/me"])).toEqual(user);
    const profile = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(profile.result.current.isSuccess).toBe(true));
    const cache = queryClient.getQueryCache();
    const staleTime = (key: readonly unknown[]) =>
      (cache.find({ queryKey: key })?.options as { staleTime?: number } | undefined)?.staleTime;
    expect(staleTime(queryKeys.me)).toBe(2 * MINUTE);
    expect(staleTime(queryKeys.profile)).toBe(5 * MINUTE);
  });

  it("does not retry a failed query", async () => {
    const { wrapper, counts } = setup({
      "GET /auth/me": [() => json(500, createErrorEnvelope("UNKNOWN_ERROR"))],
    });
    const me = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(me.result.current.isError).toBe(true));
    expect(counts["GET /auth/me"]).toBe(1);
  });

  it("login fills auth/me; logout clears every cache even when the server fails", async () => {
    const { wrapper, queryClient, storage } = setup({
      "POST /api/auth/login": [
        () =>
          json(200, {
            success: true,
            authToken: "rls_t",
            expiresAt: "2026-11-21T22:00:00.000Z",
            user,
          }),
      ],
      "POST /auth/logout": [() => json(500, createErrorEnvelope("UNKNOWN_ERROR"))],
    });
    const login = renderHook(() => useLogin(), { wrapper });
    await act(() =>
      login.result.current.mutateAsync({ email: "ada@example.com", password: "Correct9Horse" }),
    );
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(user);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe("rls_t");
    queryClient.setQueryData(["orders"], []);

    const logout = renderHook(() => useLogout(), { wrapper });
    // The failure is reported (the page says "Logout failed"), and everything is cleared anyway.
    await act(() => expect(logout.result.current.mutateAsync()).rejects.toBeInstanceOf(Error));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
