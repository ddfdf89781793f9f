import { describe, expect, it } from "vitest";
import { pageOf, pageWindow } from "./page.js";

describe("pages of a list", () => {
  it("skips the pages before the one asked for", () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 3, pageSize: 25 })).toEqual({ skip: 50, take: 25 });
  });

  it("answers the items with the total and the page they are", () => {
    expect(pageOf(["a", "b"], 12, { page: 2, pageSize: 2 })).toEqual({
      success: true,
      items: ["a", "b"],
      total: 12,
      page: 2,
      pageSize: 2,
    });
  });
});
