import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { eventsOf } from "./webhooks-card.js";

stubPageFetch();

const ENDPOINT = {
  id: "w1",
  url: "https://hooks.zapier.com/hooks/catch/1/abc",
  description: "Leads to CRM",
  events: ["call.ended", "lead.captured"],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const SECRET = `whsec_${"A".repeat(43)}=`;

const DELIVERY = {
  id: "d1",
  eventId: "call.ended:call-1",
  eventType: "call.ended",
  status: "delivered",
  nextAttemptAt: null,
  deliveredAt: "2026-11-20T10:01:00.000Z",
  lastError: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  attempts: [
    {
      attemptedAt: "2026-11-20T10:00:00.000Z",
      responseStatus: 500,
      durationMs: 120,
      responseExcerpt: "database is down",
      error: "the endpoint answered HTTP 500",
    },
    {
      attemptedAt: "2026-11-20T10:01:00.000Z",
      responseStatus: 200,
      durationMs: 80,
      responseExcerpt: "ok",
      error: null,
    },
  ],
};
const page = (items: unknown[]) => ({
  success: true,
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

const card = () => screen.findByRole("region", { name: "Webhooks" });

describe("the Integrations tab's webhooks", () => {
  it("says there are none, then adds one and shows its secret once, with a copy button", async () => {
    const user = userEvent.setup();
    let items: (typeof ENDPOINT)[] = [];
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": () => json(200, { items }),
      "POST /api/webhooks": () => {
        items = [ENDPOINT];
        return json(201, { success: true, endpoint: ENDPOINT, secret: SECRET });
      },
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    expect(await within(region).findByText(/No webhooks yet/)).toBeVisible();

    await user.type(within(region).getByLabelText(/^Endpoint URL/), ENDPOINT.url);
    await user.type(within(region).getByLabelText(/^Description/), "Leads to CRM");
    await user.click(within(region).getByRole("checkbox", { name: /Call ended/ }));
    await user.click(within(region).getByRole("checkbox", { name: /Lead captured/ }));
    await user.click(within(region).getByRole("button", { name: "Add webhook" }));

    const secret = await within(region).findByLabelText(/^Signing secret for/);
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveFocus();
    expect(within(region).getByRole("button", { name: "Copy secret" })).toBeVisible();
    expect(api.calls("POST /api/webhooks")[0]?.body).toEqual({
      url: ENDPOINT.url,
      description: "Leads to CRM",
      events: ["call.ended", "lead.captured"],
    });
    expect(await within(region).findByText(ENDPOINT.url)).toBeVisible();

    await user.click(within(region).getByRole("button", { name: "Done" }));
    expect(within(region).queryByDisplayValue(SECRET)).toBeNull();
  });

  it("asks for an address and at least one event before sending anything", async () => {
    const user = userEvent.setup();
    const api = createFakeApi(signedIn());
    renderApp("/dashboard/integrations", api);
    const region = await card();
    await user.type(within(region).getByLabelText(/^Endpoint URL/), "ftp://example.com");
    await user.click(within(region).getByRole("button", { name: "Add webhook" }));
    expect(
      await within(region).findByText(/Enter the full address of your endpoint/),
    ).toBeVisible();
    expect(within(region).getByText("Choose at least one event")).toBeVisible();
    expect(api.calls("POST /api/webhooks")).toEqual([]);
  });

  it("shows the API's refusal of a private address beside the field", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "POST /api/webhooks": () =>
        json(422, {
          success: false,
          error: {
            title: "Address Not Allowed",
            message: "Webhooks can only be sent to a public https address.",
            suggestion: "",
            errorCode: "WEBHOOK_URL_NOT_ALLOWED",
            supportReference: "ERR-1",
            retryable: false,
            action: { type: "none" },
            fieldErrors: {
              url: ["This address cannot receive webhooks: 10.0.0.5 is not a public address."],
            },
          },
          timestamp: "2026-11-20T10:00:00.000Z",
        }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    await user.type(within(region).getByLabelText(/^Endpoint URL/), "https://10.0.0.5/hook");
    await user.click(within(region).getByRole("checkbox", { name: /Call ended/ }));
    await user.click(within(region).getByRole("button", { name: "Add webhook" }));
    expect(await within(region).findByText(/10.0.0.5 is not a public address/)).toBeVisible();
  });

  it("turns an endpoint off, sends a test event and deletes it after confirming", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": json(200, { items: [ENDPOINT] }),
      "PATCH /api/webhooks/w1": json(200, { ...ENDPOINT, enabled: false }),
      "POST /api/webhooks/w1/test": json(202, {
        success: true,
        delivery: { ...DELIVERY, eventType: "webhook.test", status: "pending", attempts: [] },
      }),
      "GET /api/webhooks/w1/deliveries": json(200, page([])),
      "DELETE /api/webhooks/w1": json(200, { success: true, message: "Deleted." }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "Turn off" }));
    await waitFor(() =>
      expect(api.calls("PATCH /api/webhooks/w1")[0]?.body).toEqual({ enabled: false }),
    );
    await user.click(within(region).getByRole("button", { name: "Send test event" }));
    await waitFor(() => expect(api.calls("POST /api/webhooks/w1/test")).toHaveLength(1));
    expect(await within(region).findByText(/Nothing sent yet/)).toBeVisible();

    await user.click(within(region).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this webhook?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.calls("DELETE /api/webhooks/w1")).toEqual([]);
    await user.click(within(region).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete webhook" }),
    );
    await waitFor(() => expect(api.calls("DELETE /api/webhooks/w1")).toHaveLength(1));
  });

  it("shows the delivery log with every attempt, and replays a delivery", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": json(200, { items: [ENDPOINT] }),
      "GET /api/webhooks/w1/deliveries": json(200, page([DELIVERY])),
      "POST /api/webhooks/w1/deliveries/d1/replay": json(202, {
        success: true,
        delivery: { ...DELIVERY, status: "pending" },
      }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    const open = await within(region).findByRole("button", { name: "Delivery log" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    await user.click(open);
    const log = await within(region).findByRole("region", { name: /Delivery log of/ });
    expect(within(region).getByRole("button", { name: "Hide log" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await within(log).findByText("Delivered")).toBeVisible();
    expect(within(log).getByText(DELIVERY.eventId)).toBeVisible();
    const attempts = within(log)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatch(/^HTTP 500 · 120 ms/);
    expect(attempts[1]).toMatch(/^HTTP 200 · 80 ms/);
    expect(within(log).getByText("database is down")).toBeInTheDocument();
    await user.click(within(log).getByRole("button", { name: /^Replay Call ended/ }));
    await waitFor(() =>
      expect(api.calls("POST /api/webhooks/w1/deliveries/d1/replay")).toHaveLength(1),
    );
  });

  it("makes a new secret only after confirming, and shows it once", async () => {
    const user = userEvent.setup();
    const rotated = `whsec_${"B".repeat(43)}=`;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": json(200, { items: [ENDPOINT] }),
      "POST /api/webhooks/w1/rotate-secret": json(200, {
        success: true,
        endpoint: ENDPOINT,
        secret: rotated,
      }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "New secret" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new signing secret?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep the current secret" }));
    expect(api.calls("POST /api/webhooks/w1/rotate-secret")).toEqual([]);
    await user.click(within(region).getByRole("button", { name: "New secret" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Make a new secret" }),
    );
    expect(await within(region).findByLabelText(/^Signing secret for/)).toHaveValue(rotated);
    expect(api.calls("POST /api/webhooks/w1/rotate-secret")).toHaveLength(1);
  });

  it("shows why an endpoint was turned off", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": json(200, {
        items: [
          {
            ...ENDPOINT,
            enabled: false,
            disabledReason: "Deliveries failed for 3 days; turned off automatically.",
            disabledAt: "2026-11-23T10:00:00.000Z",
          },
        ],
      }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    expect(await within(region).findByText(/failed for 3 days/)).toBeVisible();
    expect(within(region).getByRole("button", { name: "Turn on" })).toBeVisible();
    expect(within(region).getByRole("button", { name: "Send test event" })).toBeDisabled();
  });

  it("shows the error of a list that did not load, with a retry", async () => {
    let down = true;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/webhooks": () =>
        down ? failure(503, "API_SERVICE_UNAVAILABLE") : json(200, { items: [ENDPOINT] }),
    });
    renderApp("/dashboard/integrations", api);
    const region = await card();
    expect(
      await within(region).findByText("Ringline is briefly unavailable.", {}, { timeout: 5000 }),
    ).toBeVisible();
    down = false;
    await userEvent.setup().click(within(region).getByRole("button", { name: /try again|retry/i }));
    expect(await within(region).findByText(ENDPOINT.url)).toBeVisible();
  });
});

describe("eventsOf", () => {
  it("reads the ticked events in the order they are listed", () => {
    expect(
      eventsOf({ url: "", "usage.threshold": true, "call.ended": true, "lead.captured": false }),
    ).toEqual(["call.ended", "usage.threshold"]);
  });
});
