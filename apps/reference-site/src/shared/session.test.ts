import { describe, expect, it } from "vitest";
import { loginPathFor, returnPathOf } from "./session.js";

describe("the page to come back to after signing in", () => {
  it("is the route asked for, with its query", () => {
    const request = new Request("http://localhost/dashboard/billing?page=2");
    expect(returnPathOf(request)).toBe("/dashboard/billing?page=2");
  });

  it("leaves out the Spanish pages' /es, which the router adds itself", () => {
    const request = new Request("http://localhost/es/dashboard/billing?page=2");
    expect(returnPathOf(request)).toBe("/dashboard/billing?page=2");
    expect(loginPathFor(returnPathOf(request))).toBe(
      "/login?next=%2Fdashboard%2Fbilling%3Fpage%3D2",
    );
  });
});
