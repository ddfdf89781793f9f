import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PricingTable } from "../pricing-table/pricing-table.js";
import { DEFAULT_PLANS } from "../shared/plans.js";
import { fetchLivePlans, resetLivePlans, useLivePlans, withLivePlans } from "./live-plans.js";

const LIVE = [{ ...DEFAULT_PLANS[0], monthlyPrice: 45 }];

function answer(body: unknown, ok = true) {
  return vi.fn(async (_url: string) => ({ ok, json: async () => body }));
}

function Probe({ fetch }: { fetch: Parameters<typeof useLivePlans>[1] }) {
  return <p>{useLivePlans(undefined, fetch) === undefined ? "defaults" : "live"}</p>;
}

afterEach(() => {
  resetLivePlans();
  vi.unstubAllGlobals();
});

describe("the embed's live plans", () => {
  it("reads GET {base-url}/api/plans", async () => {
    const fetch = answer({ items: LIVE });
    expect(await fetchLivePlans("https://ringline.ai/", fetch)).toEqual(LIVE);
    expect(fetch).toHaveBeenCalledWith("https://ringline.ai/api/plans");
  });

  it("gives up on an error, a refusal or an answer that is not a list of plans", async () => {
    expect(await fetchLivePlans("https://x.test", answer({ items: LIVE }, false))).toBeUndefined();
    expect(await fetchLivePlans("https://x.test", answer({ items: [{ id: 1 }] }))).toBeUndefined();
    expect(await fetchLivePlans("https://x.test", answer("<html>"))).toBeUndefined();
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchLivePlans("https://x.test", offline)).toBeUndefined();
  });

  it("shows the built-in plans first, then the live ones, fetched once for every element", async () => {
    let resolve: (value: unknown) => void = () => {};
    const fetch = vi.fn(() =>
      new Promise((done) => (resolve = done)).then(
        () => new Response(JSON.stringify({ items: LIVE })),
      ),
    );
    vi.stubGlobal("fetch", fetch);
    const LivePricing = withLivePlans(PricingTable);
    render(
      <>
        <LivePricing baseUrl="https://ringline.ai" />
        <LivePricing baseUrl="https://ringline.ai" />
      </>,
    );
    expect(screen.getAllByText("$39")).toHaveLength(2);
    await act(async () => resolve(undefined));
    expect(await screen.findAllByText("$45")).toHaveLength(2);
    expect(screen.queryByText("$59")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks nothing without a base URL", () => {
    const fetch = vi.fn();
    render(<Probe fetch={fetch} />);
    expect(screen.getByText("defaults")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
