import { afterEach, beforeEach, vi } from "vitest";

/**
 * Answers the page's own fetches (the conversation player reads its recording with it) with
 * 404 for every test of the file; the API client has its fake fetch of its own.
 */
export function stubPageFetch(): void {
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
