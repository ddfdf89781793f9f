import { ERROR_CATALOGUE } from "@ringline/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  createFakeApi,
  failure,
  INTEGRATION_PROVIDERS,
  INTEGRATIONS,
  json,
  signedIn,
} from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const GOOGLE_ID = "0f3a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const DEMO_ID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const HUBSPOT_ID = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";

/** The providers with Google Calendar and HubSpot set up on this server. */
const PROVIDERS = INTEGRATION_PROVIDERS.map((provider) =>
  provider.id === "google" || provider.id === "hubspot"
    ? { ...provider, available: true }
    : provider,
);

const connection = (overrides: Record<string, unknown>) => ({
  id: GOOGLE_ID,
  provider: "google",
  kind: "calendar",
  status: "connected",
  accountLabel: "olivia@bayside.example",
  bookInto: true,
  lastSyncAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  lastError: null,
  lastErrorAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

const GOOGLE = connection({});
const DEMO = connection({
  id: DEMO_ID,
  provider: "local-calendar",
  accountLabel: "Demo calendar",
  bookInto: false,
  lastSyncAt: null,
});
const HUBSPOT_BROKEN = connection({
  id: HUBSPOT_ID,
  provider: "hubspot",
  kind: "crm",
  status: "error",
  accountLabel: "Bayside Realty (HubSpot)",
  bookInto: false,
  lastError: "HubSpot refused the connection: the token was revoked.",
  lastErrorAt: new Date(Date.now() - 60 * 60_000).toISOString(),
});

const withConnections = (connections: unknown[], providers: unknown[] = PROVIDERS) =>
  json(200, { ...INTEGRATIONS, providers, connections });

const region = (name: string) => screen.findByRole("region", { name });
const row = async (card: HTMLElement, name: string) =>
  (await within(card).findByRole("heading", { level: 3, name: new RegExp(`^${name}`) })).closest(
    "li",
  ) as HTMLElement;

describe("the dashboard's Integrations tab", () => {
  it("shows every tool by kind with its connection, its error in words and the last check", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([GOOGLE, HUBSPOT_BROKEN]),
    });
    renderApp("/dashboard/integrations", api);
    const calendars = await region("Calendars");
    const google = await row(calendars, "Google Calendar");
    expect(google).toHaveTextContent("Connected as olivia@bayside.example");
    expect(google).toHaveTextContent("Last checked 3 minutes ago");
    expect(
      within(google).getByRole("button", { name: "Disconnect Google Calendar" }),
    ).toBeVisible();

    const demo = await row(calendars, "Demo calendar");
    expect(within(demo).getByText("Demo")).toBeVisible();
    expect(
      within(demo).getByRole("button", { name: "Connect the demo calendar" }),
    ).toHaveTextContent("Connect the demo");
    const microsoft = await row(calendars, "Microsoft 365");
    expect(microsoft).toHaveTextContent("Not set up on this server");
    expect(within(microsoft).queryByRole("button")).toBeNull();

    const crms = await region("CRMs");
    const hubspot = await row(crms, "HubSpot");
    expect(hubspot).toHaveTextContent("Needs attention");
    expect(hubspot).toHaveTextContent("HubSpot refused the connection: the token was revoked.");
    expect(within(hubspot).getByRole("button", { name: "Reconnect HubSpot" })).toBeVisible();
    expect(await row(crms, "Follow Up Boss")).toHaveTextContent("Not connected");
    // The demo calendar's events appear only once it is connected.
    expect(screen.queryByRole("region", { name: /Demo calendar/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Integrations" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("connects a CRM with a key, and shows the service's refusal in the catalogue's words", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "POST /api/integrations/connect": [
        failure(422, "INTEGRATION_CREDENTIALS_INVALID"),
        json(201, connection({ provider: "gohighlevel", kind: "crm", bookInto: false })),
      ],
    });
    renderApp("/dashboard/integrations", api);
    const highLevel = await row(await region("CRMs"), "GoHighLevel");
    await user.click(within(highLevel).getByRole("button", { name: "Connect GoHighLevel" }));
    const form = within(highLevel).getByRole("form", { name: "Connect GoHighLevel" });
    expect(form).toHaveTextContent("Settings → Private Integrations → Create");

    await user.click(within(form).getByRole("button", { name: "Connect GoHighLevel" }));
    expect(await within(form).findByText("Location id is required")).toBeVisible();
    expect(api.calls("POST /api/integrations/connect")).toEqual([]);

    await user.type(within(form).getByLabelText(/^API key/), "pit-0123456789abcdef");
    await user.type(within(form).getByLabelText(/^Location id/), "loc_42");
    await user.click(within(form).getByRole("button", { name: "Connect GoHighLevel" }));
    const { message, suggestion } = ERROR_CATALOGUE.INTEGRATION_CREDENTIALS_INVALID;
    expect(await within(form).findByRole("alert")).toHaveTextContent(`${message} ${suggestion}`);
    expect(api.calls("POST /api/integrations/connect")[0]?.body).toEqual({
      provider: "gohighlevel",
      apiKey: "pit-0123456789abcdef",
      accountId: "loc_42",
    });

    await user.click(within(form).getByRole("button", { name: "Connect GoHighLevel" }));
    await waitFor(() => expect(api.calls("POST /api/integrations/connect")).toHaveLength(2));
    // Connected: the form closes and the list is read again.
    await waitFor(() =>
      expect(within(highLevel).queryByRole("form", { name: "Connect GoHighLevel" })).toBeNull(),
    );
    await waitFor(() => expect(api.calls("GET /api/integrations").length).toBeGreaterThan(1));
  });

  it("connects by OAuth: asks where to go, returning to the dashboard, and goes there", async () => {
    const user = userEvent.setup();
    const authorizationUrl = `${window.location.origin}/oauth-stand-in/authorize?state=s1`;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([]),
      "POST /api/integrations/authorize": json(200, { authorizationUrl }),
    });
    const { router } = renderApp("/dashboard/integrations", api);
    const google = await row(await region("Calendars"), "Google Calendar");
    await user.click(within(google).getByRole("button", { name: "Connect Google Calendar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/oauth-stand-in/authorize"));
    expect(router.state.location.search).toBe("?state=s1");
    expect(api.calls("POST /api/integrations/authorize")[0]?.body).toEqual({
      provider: "google",
      returnTo: "dashboard",
    });
  });

  it("says why an OAuth connection could not start", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([]),
      "POST /api/integrations/authorize": failure(409, "INTEGRATION_NOT_AVAILABLE"),
    });
    renderApp("/dashboard/integrations", api);
    const google = await row(await region("Calendars"), "Google Calendar");
    await user.click(within(google).getByRole("button", { name: "Connect Google Calendar" }));
    expect(await within(google).findByRole("alert")).toHaveTextContent(
      ERROR_CATALOGUE.INTEGRATION_NOT_AVAILABLE.message,
    );
  });

  it("connects the demo calendar in one click, then shows its events", async () => {
    const user = userEvent.setup();
    let connections: unknown[] = [];
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": () => withConnections(connections),
      "POST /api/integrations/connect": () => {
        connections = [DEMO];
        return json(201, DEMO);
      },
    });
    renderApp("/dashboard/integrations", api);
    const demo = await row(await region("Calendars"), "Demo calendar");
    await user.click(within(demo).getByRole("button", { name: "Connect the demo calendar" }));
    expect(await region("Demo calendar Demo")).toBeVisible();
    expect(api.calls("POST /api/integrations/connect")[0]?.body).toEqual({
      provider: "local-calendar",
    });
  });

  it("disconnects only after a confirmation that says what happens, then shows the answer", async () => {
    const user = userEvent.setup();
    const message = "Google Calendar is disconnected: Ringline no longer reads or writes it.";
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([GOOGLE]),
      [`DELETE /api/integrations/${GOOGLE_ID}`]: json(200, { success: true, message }),
    });
    renderApp("/dashboard/integrations", api);
    const google = await row(await region("Calendars"), "Google Calendar");
    await user.click(within(google).getByRole("button", { name: "Disconnect Google Calendar" }));
    let dialog = await screen.findByRole("dialog", { name: "Disconnect Google Calendar?" });
    expect(dialog).toHaveTextContent(
      "Your receptionist stops reading your busy times from Google Calendar. New bookings stay in Ringline's own list.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep it connected" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls(`DELETE /api/integrations/${GOOGLE_ID}`)).toEqual([]);

    await user.click(within(google).getByRole("button", { name: "Disconnect Google Calendar" }));
    dialog = await screen.findByRole("dialog", { name: "Disconnect Google Calendar?" });
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls(`DELETE /api/integrations/${GOOGLE_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("writes bookings to the calendar the owner chooses", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([GOOGLE, DEMO]),
      [`PATCH /api/integrations/${DEMO_ID}`]: json(200, { ...DEMO, bookInto: true }),
    });
    renderApp("/dashboard/integrations", api);
    const choice = await screen.findByRole("group", { name: "Bookings go here" });
    expect(within(choice).getByRole("radio", { name: /Google Calendar/ })).toBeChecked();
    await user.click(within(choice).getByRole("radio", { name: /Demo calendar/ }));
    expect(await screen.findByText("Bookings now go to Demo calendar")).toBeVisible();
    expect(api.calls(`PATCH /api/integrations/${DEMO_ID}`)[0]?.body).toEqual({ bookInto: true });
  });

  it("says a provider is connected on return from it, and cleans the address", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([GOOGLE]),
    });
    const { router } = renderApp("/dashboard/integrations?connected=google", api);
    expect(await screen.findByText("Google Calendar is connected")).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/dashboard/integrations");
  });

  it("says in the catalogue's words why a connection failed on return", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": withConnections([]),
    });
    const { router } = renderApp(
      "/dashboard/integrations?integrationError=INTEGRATION_AUTHORIZATION_FAILED&provider=google",
      api,
    );
    const { title, message } = ERROR_CATALOGUE.INTEGRATION_AUTHORIZATION_FAILED;
    expect(await screen.findByText(`Google Calendar: ${title}`)).toBeVisible();
    expect(screen.getByText(new RegExp(`^${message}`))).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows a list that did not load with a retry", async () => {
    let down = true;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": () =>
        down ? failure(503, "API_SERVICE_UNAVAILABLE") : withConnections([GOOGLE]),
    });
    renderApp("/dashboard/integrations", api);
    expect(
      await screen.findByText("Ringline is briefly unavailable.", {}, { timeout: 5000 }),
    ).toBeVisible();
    down = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await row(await region("Calendars"), "Google Calendar")).toHaveTextContent(
      "olivia@bayside.example",
    );
  });
});
