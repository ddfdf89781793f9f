import { describe, expect, it } from "vitest";
import { paginationRange } from "./pagination-range.js";

describe("paginationRange", () => {
  it("lists every page when they fit", () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the first pages and an ellipsis before the last near the start", () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
  });

  it("shows the current page with its neighbours between two ellipses in the middle", () => {
    expect(paginationRange(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
  });

  it("shows the last pages after an ellipsis near the end", () => {
    expect(paginationRange(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
  });

  it("keeps the same number of items on every page", () => {
    const lengths = new Set(
      Array.from({ length: 50 }, (_, index) => paginationRange(index + 1, 50).length),
    );
    expect(lengths).toEqual(new Set([7]));
  });

  it("widens with more siblings", () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, "ellipsis", 8, 9, 10, 11, 12, "ellipsis", 20]);
  });

  it("clamps a page outside the range and a count below one", () => {
    expect(paginationRange(99, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationRange(0, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationRange(1, 0)).toEqual([1]);
  });
});
