import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, INTEGRATIONS, json, signedIn, USER } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { liveReceptionist } from "../../test/receptionist-fixtures.js";
import { renderApp } from "../../test/render-app.js";
import { CHECKLIST_HIDDEN_KEY } from "./setup-checklist-card.js";

stubPageFetch();

/** A signed-in owner who went live. */
const liveOwner = () => ({
  ...signedIn(),
  "GET /auth/me": () =>
    json(200, { success: true, user: { ...USER, onboardingStatus: "complete" } }),
});

const live = (settings: object = {}) => {
  const base = liveReceptionist();
  return json(200, {
    success: true,
    receptionist: { ...base, settings: { ...base.settings, ...settings } },
  });
};

describe("the checklist after go-live", () => {
  it("offers what the first pass left, each linked to where it is done", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ ...liveOwner(), "GET /api/receptionist": live() });
    const { router } = renderApp("/dashboard", api);
    const card = await screen.findByRole("region", { name: "Make Ava better" });
    expect(within(card).getByText(/^0 of 6 done/)).toBeVisible();
    expect(within(card).getByRole("progressbar", { name: "0 of 6 done" })).toBeVisible();
    await user.click(within(card).getByRole("link", { name: "Say what your business does" }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe(
        "/dashboard/ai-settings#settings-business",
      ),
    );
    // The form may render again once the receptionist is loaded: look at the latest one.
    await waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: "Your business" })).getByLabelText(
          "What your business does",
        ),
      ).toBeVisible(),
    );
  });

  it("marks what is done, from the settings and a connected calendar", async () => {
    const api = createFakeApi({
      ...liveOwner(),
      "GET /api/receptionist": live({
        businessDescription: "Homes in Marin.",
        websitesToCrawl: ["https://bayside.example"],
      }),
      "GET /api/integrations": json(200, {
        ...INTEGRATIONS,
        connections: [
          {
            id: "k1",
            provider: "google",
            kind: "calendar",
            status: "connected",
            accountLabel: "olivia@bayside.example",
            bookInto: true,
            lastSyncAt: null,
            lastError: null,
            lastErrorAt: null,
            createdAt: "2026-11-24T10:00:00.000Z",
          },
        ],
      }),
    });
    renderApp("/dashboard", api);
    const card = await screen.findByRole("region", { name: "Make Ava better" });
    expect(await within(card).findByText(/^3 of 6 done/)).toBeVisible();
    expect(within(card).queryByRole("link", { name: /calendar/ })).toBeNull();
    expect(within(card).getByRole("link", { name: "Name an emergency contact" })).toBeVisible();
  });

  it("is hidden on request, and stays hidden", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ ...liveOwner(), "GET /api/receptionist": live() });
    renderApp("/dashboard", api);
    const card = await screen.findByRole("region", { name: "Make Ava better" });
    await user.click(within(card).getByRole("button", { name: "Hide this list" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Make Ava better" })).toBeNull(),
    );
    expect(localStorage.getItem(CHECKLIST_HIDDEN_KEY)).toBe("1");
  });

  it("is not shown before go-live, nor asks for the receptionist then", async () => {
    const api = createFakeApi(signedIn());
    renderApp("/dashboard", api);
    await screen.findByRole("region", { name: "Account" });
    expect(screen.queryByRole("region", { name: /^Make .* better$/ })).toBeNull();
    expect(api.calls("GET /api/receptionist")).toHaveLength(0);
  });
});
