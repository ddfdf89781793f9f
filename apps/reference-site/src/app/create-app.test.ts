import { describe, expect, it, vi } from "vitest";
import { fetchWithPage } from "./create-app.js";

describe("the site's API fetch", () => {
  it("tells the API which page asked, on the site's own origin only", async () => {
    window.history.pushState({}, "", "/dashboard/calls");
    const base = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response("{}"),
    );
    const send = fetchWithPage(base);

    await send(new Request(new URL("/api/calls", window.location.href)));
    const request = base.mock.calls[0]?.[0] as Request;
    expect(request.headers.get("x-page")).toBe("/dashboard/calls");

    await send("/api/customers/profile", { headers: { accept: "application/json" } });
    const init = base.mock.calls[1]?.[1] ?? {};
    const headers = new Headers(init.headers);
    expect([headers.get("x-page"), headers.get("accept")]).toEqual([
      "/dashboard/calls",
      "application/json",
    ]);

    await send("https://partner.example/api/plans");
    const other = base.mock.calls[2]?.[1] ?? {};
    expect(new Headers(other.headers).get("x-page")).toBeNull();
  });
});
