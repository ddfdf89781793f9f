import { createApiClient } from "@ringline/api-client";
import { routeQueryOptions } from "@ringline/api-client/react";
import { describe, expect, it } from "vitest";
import { meQuery, plansQuery } from "./public-queries.js";

describe("the public pages' queries", () => {
  it("share their cache entries with the route table's queries", () => {
    const api = createApiClient({ baseUrl: "http://localhost" });
    expect(meQuery(api).queryKey).toEqual(routeQueryOptions(api, "getMe").queryKey);
    expect(meQuery(api).staleTime).toBe(routeQueryOptions(api, "getMe").staleTime);
    expect(plansQuery(api).queryKey).toEqual(routeQueryOptions(api, "listPlans").queryKey);
  });
});
