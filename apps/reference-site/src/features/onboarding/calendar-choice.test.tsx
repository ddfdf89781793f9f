import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  createFakeApi,
  INTEGRATION_PROVIDERS,
  INTEGRATIONS,
  json,
  signedIn,
} from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { receptionistAnswer } from "../../test/receptionist-fixtures.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const atReceptionistStep = (businessType = "real_estate") => {
  const base = receptionistAnswer();
  return json(200, {
    success: true,
    receptionist: receptionistAnswer({
      onboardingStatus: "receptionist",
      onboardingStep: "receptionist",
      settings: { ...base.settings, businessName: "Bayside Realty", businessType },
    }),
  });
};

const PROVIDERS = INTEGRATION_PROVIDERS.map((provider) =>
  provider.id === "google" ? { ...provider, available: true } : provider,
);

const GOOGLE = {
  id: "0f3a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  provider: "google",
  kind: "calendar",
  status: "connected",
  accountLabel: "olivia@bayside.example",
  bookInto: true,
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("onboarding's calendar choice", () => {
  it("asks where showings go for real estate, offering the calendars this server connects", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": atReceptionistStep(),
      "GET /api/integrations": json(200, { ...INTEGRATIONS, providers: PROVIDERS }),
    });
    renderApp("/onboarding/receptionist", api);
    const block = await screen.findByRole("region", { name: "Where should showings go?" });
    const calendars = await within(block).findByRole("list", { name: "Calendars" });
    expect(
      within(calendars)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Demo calendar Demo", "Google Calendar", "Cal.com"]);
    expect(within(block).queryByText(/Microsoft/)).toBeNull();
  });

  it("says appointments for other businesses, and skipping keeps Next working", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": atReceptionistStep("dental"),
    });
    renderApp("/onboarding/receptionist", api);
    const block = await screen.findByRole("region", { name: "Where should appointments go?" });
    await user.click(
      await within(block).findByRole("button", { name: "Skip: use Ringline's own list" }),
    );
    expect(block).toHaveTextContent("Ringline keeps your appointments in its own list");
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("starts a calendar's sign-in returning to onboarding, keeping what was typed", async () => {
    const user = userEvent.setup();
    const authorizationUrl = `${window.location.origin}/oauth-stand-in/authorize?state=s2`;
    // Google's consent happens between the two visits: connected once the browser is back.
    let connections: unknown[] = [];
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": atReceptionistStep(),
      "GET /api/integrations": () =>
        json(200, { ...INTEGRATIONS, providers: PROVIDERS, connections }),
      "POST /api/integrations/authorize": json(200, { authorizationUrl }),
    });
    const { router, unmount } = renderApp("/onboarding/receptionist", api);
    // The template suggests a name; the owner types their own.
    const name = await screen.findByLabelText(/^Receptionist's name/);
    await user.clear(name);
    await user.type(name, "Ava");
    const block = screen.getByRole("region", { name: "Where should showings go?" });
    await user.click(await within(block).findByRole("button", { name: "Connect Google Calendar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/oauth-stand-in/authorize"));
    expect(api.calls("POST /api/integrations/authorize")[0]?.body).toEqual({
      provider: "google",
      returnTo: "onboarding",
    });
    unmount();
    connections = [GOOGLE];

    // The callback sends the browser to /onboarding?connected=google: the same step, as typed.
    const back = renderApp("/onboarding?connected=google", api);
    await waitFor(() =>
      expect(back.router.state.location.pathname).toBe("/onboarding/receptionist"),
    );
    expect(await screen.findByText("Google Calendar is connected")).toBeVisible();
    expect(screen.getByLabelText(/^Receptionist's name/)).toHaveValue("Ava");
    const shown = screen.getByRole("region", { name: "Where should showings go?" });
    expect(await within(shown).findByText("Google Calendar")).toBeVisible();
    expect(shown).toHaveTextContent("(olivia@bayside.example)");
    await waitFor(() => expect(back.router.state.location.search).toBe(""));
  });

  it("never holds up the step when the tools cannot be read", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": atReceptionistStep(),
      "GET /api/integrations": json(503, {}),
    });
    renderApp("/onboarding/receptionist", api);
    expect(await screen.findByRole("button", { name: "Next" })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole("region", { name: /go\?$/ })).toBeNull(), {
      timeout: 8000,
    });
  });
});
