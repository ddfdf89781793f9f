import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, INTEGRATIONS, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { dateInputOf, localInstantOf } from "./demo-calendar-card.js";

stubPageFetch();

const EVENT_ID = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
const BOOKING_ID = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";

const DEMO = {
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  provider: "local-calendar",
  kind: "calendar",
  status: "connected",
  accountLabel: "Demo calendar",
  bookInto: true,
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};

const busy = {
  id: EVENT_ID,
  title: "Open house",
  description: null,
  startsAt: "2026-12-01T14:00:00.000Z",
  endsAt: "2026-12-01T15:00:00.000Z",
  booking: false,
};
const booking = {
  id: BOOKING_ID,
  title: "Showing: 12 Harbour Lane (Frank)",
  description: null,
  startsAt: "2026-12-02T17:00:00.000Z",
  endsAt: "2026-12-02T17:30:00.000Z",
  booking: true,
};

const demoConnected = {
  ...signedIn(),
  "GET /api/integrations": json(200, { ...INTEGRATIONS, connections: [DEMO] }),
};

describe("the demo calendar", () => {
  it("lists the coming events, the receptionist's bookings marked", async () => {
    const api = createFakeApi({
      ...demoConnected,
      "GET /api/integrations/local-calendar/events": json(200, { items: [busy, booking] }),
    });
    renderApp("/dashboard/integrations", api);
    const card = await screen.findByRole("region", { name: "Demo calendar Demo" });
    const items = await within(card).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Open house");
    expect(items[0]).toHaveTextContent("Busy");
    expect(items[1]).toHaveTextContent("Showing: 12 Harbour Lane (Frank)");
    expect(items[1]).toHaveTextContent("Booked by your receptionist");
  });

  it("adds a busy time typed in the browser's zone, sent with its offset", async () => {
    const user = userEvent.setup();
    let items: unknown[] = [];
    const api = createFakeApi({
      ...demoConnected,
      "GET /api/integrations/local-calendar/events": () => json(200, { items }),
      "POST /api/integrations/local-calendar/events": () => {
        items = [busy];
        return json(201, busy);
      },
    });
    renderApp("/dashboard/integrations", api);
    const card = await screen.findByRole("region", { name: "Demo calendar Demo" });
    expect(await within(card).findByText(/Nothing coming up/)).toBeVisible();
    const form = within(card).getByRole("form", { name: "Add busy time" });

    await user.type(within(form).getByLabelText(/^What/), "Open house");
    const day = within(form).getByLabelText(/^Day/);
    await user.clear(day);
    await user.type(day, "2026-12-01");
    await user.type(within(form).getByLabelText(/^From/), "15:00");
    await user.type(within(form).getByLabelText(/^To/), "14:00");
    await user.click(within(form).getByRole("button", { name: "Add busy time" }));
    expect(await within(form).findByText("The end must come after the start")).toBeVisible();
    expect(api.calls("POST /api/integrations/local-calendar/events")).toEqual([]);

    const from = within(form).getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, "13:00");
    await user.click(within(form).getByRole("button", { name: "Add busy time" }));
    await waitFor(() =>
      expect(api.calls("POST /api/integrations/local-calendar/events")).toHaveLength(1),
    );
    const sent = api.calls("POST /api/integrations/local-calendar/events")[0]?.body as {
      title: string;
      startsAt: string;
      endsAt: string;
    };
    expect(sent.title).toBe("Open house");
    expect(sent.startsAt).toMatch(/^2026-12-01T13:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(sent.startsAt)).toBe(new Date(2026, 11, 1, 13, 0).getTime());
    expect(Date.parse(sent.endsAt)).toBe(new Date(2026, 11, 1, 14, 0).getTime());
    expect(await within(card).findByText("Open house")).toBeVisible();
  });

  it("removes an event only after a confirmation", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...demoConnected,
      "GET /api/integrations/local-calendar/events": json(200, { items: [busy] }),
      [`DELETE /api/integrations/local-calendar/events/${EVENT_ID}`]: json(200, {
        success: true,
        message: "The event is removed: that time is free again.",
      }),
    });
    renderApp("/dashboard/integrations", api);
    const card = await screen.findByRole("region", { name: "Demo calendar Demo" });
    await user.click(await within(card).findByRole("button", { name: /^Remove Open house/ }));
    const dialog = await screen.findByRole("dialog", { name: "Remove “Open house”?" });
    expect(api.calls(`DELETE /api/integrations/local-calendar/events/${EVENT_ID}`)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("The event is removed: that time is free again.")).toBeVisible();
    expect(api.calls(`DELETE /api/integrations/local-calendar/events/${EVENT_ID}`)).toHaveLength(1);
  });
});

describe("localInstantOf", () => {
  it("writes a local date and time with the zone's offset", () => {
    const instant = localInstantOf("2026-07-04", "09:30");
    expect(instant).toMatch(/^2026-07-04T09:30:00[+-]\d\d:\d\d$/);
    expect(Date.parse(instant)).toBe(new Date(2026, 6, 4, 9, 30).getTime());
    expect(localInstantOf("", "09:30")).toBe("");
    expect(dateInputOf(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
