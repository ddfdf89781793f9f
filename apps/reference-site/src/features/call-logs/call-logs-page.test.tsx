import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CALL_STATS, createFakeApi, failure, json, signedIn, USER } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const CALL_ID = "3b1f7f0e-6a51-4c1e-9b0a-1f6f2b9c8d71";

const CALL = {
  id: CALL_ID,
  callId: "vapi-call-1",
  startedAt: "2026-11-24T17:05:00.000Z",
  callerName: "Dana Whitfield",
  callerPhone: "+14155550177",
  durationSeconds: 94,
  billableMinutes: 2,
  outcome: "completed",
  leadCaptured: true,
  appointmentBooked: true,
  afterHours: false,
  hasRecording: true,
  summary: "Dana booked a showing.",
};

const LEAD = {
  id: "5d0c9f6e-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
  createdAt: "2026-11-24T17:06:00.000Z",
  name: "Dana Whitfield",
  phone: "+14155550177",
  email: null,
  reason: "Wants a showing of 9 Bridgeway",
  details: { buyingOrSelling: "buying", budget: "$600k" },
  status: "new",
  callLogId: CALL_ID,
};

const APPOINTMENT = {
  id: "7e6d5c4b-3a29-4817-a6b5-c4d3e2f1a0b9",
  title: "Property showing with Dana Whitfield",
  startsAt: "2026-11-26T17:00:00.000Z",
  endsAt: "2026-11-26T17:30:00.000Z",
  status: "scheduled",
  callerName: "Dana Whitfield",
  callerPhone: "+14155550177",
  notes: null,
  leadId: LEAD.id,
  callLogId: CALL_ID,
  timeZone: "America/Los_Angeles",
};

const NEW_FEED = {
  url: "http://localhost/api/calendar/abcdefghijklmnopqrstuvwxyz/feed.ics",
  webcalUrl: "webcal://localhost/api/calendar/abcdefghijklmnopqrstuvwxyz/feed.ics",
  createdAt: "2026-11-28T10:00:00.000Z",
  endsWithImpersonation: false,
};

const ACTIVE_FEED: { createdAt: string | null; endsWithImpersonation: boolean } = {
  createdAt: NEW_FEED.createdAt,
  endsWithImpersonation: false,
};

const page = (items: unknown[]) =>
  json(200, { success: true, items, total: items.length, page: 1, pageSize: 20 });

const stats = () =>
  json(200, {
    ...CALL_STATS,
    days: CALL_STATS.days.map((day, index) =>
      index === 29 ? { ...day, calls: 3, leads: 1, bookings: 1, afterHours: 1 } : day,
    ),
    totals: { calls: 3, leads: 1, bookings: 1, afterHours: 1 },
    usage: { ...CALL_STATS.usage, minutesUsed: 120 },
  });

function calls(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    ...signedIn(),
    "GET /api/calls/stats": stats,
    "GET /api/calls": () => page([CALL]),
    "GET /api/leads": () => page([LEAD]),
    "GET /api/appointments": () => page([APPOINTMENT]),
    [`GET /api/calls/${CALL_ID}`]: () =>
      json(200, {
        success: true,
        call: {
          ...CALL,
          endedReason: "customer-ended-call",
          endedAt: "2026-11-24T17:06:34.000Z",
          messages: [
            { role: "assistant", text: "Harbor Homes, this is Mia.", secondsFromStart: 0 },
            { role: "caller", text: "Hi, this is Dana Whitfield.", secondsFromStart: 3.2 },
            { role: "tool", text: "Used capture_lead", secondsFromStart: 6 },
          ],
          sentiment: "positive",
          leadQuality: "hot",
          cost: 0.08,
          lead: LEAD,
          appointments: [APPOINTMENT],
          notifications: [
            {
              channel: "sms",
              kind: "owner-lead",
              to: "+14155550142",
              status: "sent",
              createdAt: "2026-11-24T17:05:40.000Z",
            },
            {
              channel: "email",
              kind: "call-transcript",
              to: "olivia@bayside.example",
              status: "sent",
              createdAt: "2026-11-24T17:06:40.000Z",
            },
          ],
        },
      }),
    ...overrides,
  });
}

describe("the dashboard's Call Logs tab", () => {
  it("shows the last 30 days, minutes against the plan, the calls, leads and upcoming appointments", async () => {
    renderApp("/dashboard/call-logs", calls());
    const glance = await screen.findByRole("region", { name: "Last 30 days" });
    expect(await within(glance).findByText("120 of 500 minutes used this period")).toBeVisible();
    expect(
      within(glance).getByRole("meter", { name: "Minutes used against the plan" }),
    ).toHaveAttribute("value", "120");
    expect(within(glance).getByRole("img", { name: /3 in all/ })).toBeVisible();
    const list = screen.getByRole("region", { name: "Calls" });
    expect(await within(list).findByText("Dana Whitfield")).toBeVisible();
    expect(within(list).getByText("1 min 34 s")).toBeVisible();
    const leads = screen.getByRole("region", { name: "Leads" });
    expect(await within(leads).findByText("Wants a showing of 9 Bridgeway")).toBeVisible();
    const upcoming = screen.getByRole("region", { name: "Upcoming appointments" });
    expect(await within(upcoming).findByText("Property showing with Dana Whitfield")).toBeVisible();
    // At the business's time (9:00 in San Francisco is 17:00 UTC), whatever the browser's zone.
    expect(within(upcoming).getByText("Nov 26, 2026, 9:00 AM PST")).toBeVisible();
  });

  it("shows every time at the business, labelled, whatever the browser's zone", async () => {
    renderApp(
      "/dashboard/call-logs",
      calls({
        "GET /auth/me": () =>
          json(200, { success: true, user: { ...USER, timeZone: "America/New_York" } }),
      }),
    );
    // 17:05 UTC is 12:05 in New York: the row and the 30-day chart (days counted there) agree.
    const list = await screen.findByRole("region", { name: "Calls" });
    expect(await within(list).findByText("Nov 24, 2026, 12:05 PM EST")).toBeVisible();
    const leads = screen.getByRole("region", { name: "Leads" });
    expect(await within(leads).findByText("Nov 24, 2026, 12:06 PM EST")).toBeVisible();
  });

  it("shows a new call without a reload once the activity moves, and only then", async () => {
    let changedAt = "2026-11-24T17:00:00.000Z";
    let listed: unknown[] = [];
    const api = calls({
      "GET /api/calls/activity": () => json(200, { success: true, changedAt }),
      "GET /api/calls": () => page(listed),
    });
    renderApp("/dashboard/call-logs", api);
    const list = await screen.findByRole("region", { name: "Calls" });
    expect(await within(list).findByText(/No calls yet/)).toBeVisible();
    // The activity is asked for again and again; while it stands still, the list is not.
    await waitFor(() => expect(api.calls("GET /api/calls/activity").length).toBeGreaterThan(1), {
      timeout: 3_000,
    });
    expect(api.calls("GET /api/calls")).toHaveLength(1);
    listed = [CALL];
    changedAt = "2026-11-24T17:06:34.000Z";
    expect(await within(list).findByText("Dana Whitfield", {}, { timeout: 3_000 })).toBeVisible();
    expect(api.calls("GET /api/calls")).toHaveLength(2);
  });

  it("lists the transcripts at /dashboard/call-transcripts and opens one whole", async () => {
    const api = calls();
    const { router } = renderApp("/dashboard/call-transcripts", api);
    const card = await screen.findByRole("region", { name: "Call transcripts" });
    const list = await within(card).findByRole("list", { name: "Transcripts, newest first" });
    const entry = within(list).getByRole("article", { name: /Dana Whitfield/ });
    expect(within(entry).getByText("Dana booked a showing.")).toBeVisible();
    expect(within(entry).getByText("(415) 555-0177", { exact: false })).toBeVisible();
    await userEvent.click(within(entry).getByRole("link", { name: /Read the transcript/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?call=${CALL_ID}`));
    const detail = await screen.findByRole("region", { name: "Call with Dana Whitfield" });
    expect(within(detail).getByRole("list", { name: "Conversation" })).toBeVisible();
    await userEvent.type(within(card).getByLabelText("Search"), "dana");
    await userEvent.click(within(card).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(api.calls("GET /api/calls").at(-1)?.search).toBe("?page=1&pageSize=10&q=dana"),
    );
  });

  it("says when a search found more calls than it counts", async () => {
    const many = () =>
      json(200, {
        success: true,
        items: [CALL],
        total: 21,
        totalExact: false,
        nextCursor: "next",
        page: 1,
        pageSize: 20,
      });
    renderApp("/dashboard/call-logs?q=saturday", calls({ "GET /api/calls": many }));
    const card = await screen.findByRole("region", { name: "Calls" });
    expect(
      await within(card).findByText(
        "More calls match, newest first. Add words or dates to narrow the search.",
      ),
    ).toBeVisible();
    expect(within(card).getByLabelText("Search")).toHaveAttribute(
      "placeholder",
      "Name, number or words said",
    );
  });

  it("says nothing more when the count is exact", async () => {
    renderApp("/dashboard/call-transcripts?q=dana", calls());
    const card = await screen.findByRole("region", { name: "Call transcripts" });
    await within(card).findByRole("list", { name: "Transcripts, newest first" });
    expect(within(card).queryByText(/^More calls match/)).toBeNull();
  });

  it("says so when there is no transcript yet", async () => {
    renderApp("/dashboard/call-transcripts", calls({ "GET /api/calls": () => page([]) }));
    const card = await screen.findByRole("region", { name: "Call transcripts" });
    expect(
      await within(card).findByText(
        "No transcripts yet. Each call's transcript appears here as soon as the call ends.",
      ),
    ).toBeVisible();
  });

  it("puts the filters and search in the URL and in the list's query", async () => {
    const api = calls();
    const { router } = renderApp("/dashboard/call-logs", api);
    const form = await screen.findByRole("form", { name: "Filter calls" });
    await userEvent.type(within(form).getByLabelText("Search"), "dana");
    await userEvent.selectOptions(within(form).getByLabelText("Outcome"), "completed");
    await userEvent.selectOptions(within(form).getByLabelText("Lead captured"), "true");
    // An input event: what React's onChange and Preact's both listen to on a date field.
    fireEvent.input(within(form).getByLabelText("From"), { target: { value: "2026-11-01" } });
    await userEvent.click(within(form).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        "?from=2026-11-01&outcome=completed&lead=true&q=dana",
      ),
    );
    await waitFor(() =>
      expect(api.calls("GET /api/calls").at(-1)?.search).toBe(
        "?page=1&pageSize=20&from=2026-11-01&outcome=completed&leadCaptured=true&q=dana",
      ),
    );
  });

  it("says CALL_LOGS_FETCH_FAILED's words when the list cannot be loaded", async () => {
    renderApp(
      "/dashboard/call-logs",
      calls({ "GET /api/calls": () => failure(500, "API_DATABASE_ERROR") }),
    );
    const list = await screen.findByRole("region", { name: "Calls" });
    expect(await within(list).findByText("We could not load your call logs.")).toBeVisible();
  });

  it("opens a call: its recording, the conversation, what it produced", async () => {
    const { router } = renderApp("/dashboard/call-logs", calls());
    const list = await screen.findByRole("region", { name: "Calls" });
    await userEvent.click(await within(list).findByRole("link", { name: /Open the call of/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?call=${CALL_ID}`));
    const detail = await screen.findByRole("region", { name: "Call with Dana Whitfield" });
    const audio = await within(detail).findByLabelText("Call recording");
    expect(audio).toHaveAttribute("src", `/api/calls/${CALL_ID}/recording`);
    const conversation = within(detail).getByRole("list", { name: "Conversation" });
    expect(within(conversation).getByText("Hi, this is Dana Whitfield.")).toBeVisible();
    expect(within(conversation).getByRole("button", { name: "Play from 0:03" })).toBeVisible();
    expect(within(detail).getByText(/Property showing with Dana Whitfield,/)).toBeVisible();
    const sent = within(detail).getByRole("region", { name: "Messages sent" });
    expect(within(sent).getByText(/New-lead alert to \(415\) 555-0142/)).toBeVisible();
    expect(within(sent).getByText(/Call transcript to olivia@bayside.example/)).toBeVisible();
  });

  it("says CALL_AUDIO_LOAD_FAILED's words when the recording cannot be played", async () => {
    renderApp(
      `/dashboard/call-transcripts?call=${CALL_ID}`,
      calls({
        [`GET /api/calls/${CALL_ID}/recording`]: () => failure(502, "CALL_AUDIO_LOAD_FAILED"),
      }),
    );
    const detail = await screen.findByRole("region", { name: "Call with Dana Whitfield" });
    const audio = await within(detail).findByLabelText("Call recording");
    // The browser cannot play it, and fetching it through the API fails too.
    fireEvent.error(audio);
    expect(await within(detail).findByRole("alert")).toHaveTextContent("Failed to load audio");
    expect(document.title).toBe("Call Transcripts · Dashboard · Ringline");
  });

  it("says CALL_TRANSCRIPT_DOWNLOAD_FAILED's words when the transcript cannot be downloaded", async () => {
    renderApp(
      `/dashboard/call-logs?call=${CALL_ID}`,
      calls({ [`GET /api/calls/${CALL_ID}/transcript`]: () => failure(500, "API_DATABASE_ERROR") }),
    );
    const detail = await screen.findByRole("region", { name: "Call with Dana Whitfield" });
    await userEvent.click(
      await within(detail).findByRole("button", { name: "Download transcript" }),
    );
    expect(await within(detail).findByRole("alert")).toHaveTextContent(
      "We could not download this transcript.",
    );
  });

  it("marks a lead handled and makes a calendar link", async () => {
    const api = calls({
      [`PATCH /api/leads/${LEAD.id}`]: () =>
        json(200, { success: true, lead: { ...LEAD, status: "handled" } }),
      "POST /api/calendar-feed": () => json(200, { success: true, feed: NEW_FEED }),
    });
    renderApp("/dashboard/call-logs", api);
    const leads = await screen.findByRole("region", { name: "Leads" });
    await userEvent.click(
      await within(leads).findByRole("button", { name: "Mark handled: Dana Whitfield" }),
    );
    await waitFor(() =>
      expect(api.calls(`PATCH /api/leads/${LEAD.id}`)[0]?.body).toEqual({ status: "handled" }),
    );
    const feed = screen.getByRole("region", { name: "Your bookings in your calendar" });
    await userEvent.click(
      await within(feed).findByRole("button", { name: "Create a calendar link" }),
    );
    expect(await within(feed).findByLabelText(/^Calendar link/)).toHaveValue(NEW_FEED.url);
  });

  describe("the calendar link", () => {
    const NAME = "Your bookings in your calendar";
    const region = () => screen.getByRole("region", { name: NAME });
    /** The tab with `api`, once the card is on the page. */
    const open = async (api: ReturnType<typeof calls>) => {
      const rendered = renderApp("/dashboard/call-logs", api);
      await screen.findByRole("region", { name: NAME });
      return rendered;
    };
    const active = (fields: Partial<typeof ACTIVE_FEED> = {}) => ({
      "GET /api/calendar-feed": () =>
        json(200, { success: true, feed: { ...ACTIVE_FEED, ...fields } }),
    });

    it("shows a new link once: copy it right after making it, later only that one is active", async () => {
      const made = calls({
        "POST /api/calendar-feed": () => json(200, { success: true, feed: NEW_FEED }),
      });
      const first = await open(made);
      await userEvent.click(
        await within(region()).findByRole("button", { name: "Create a calendar link" }),
      );
      const field = await within(region()).findByLabelText(/^Calendar link/);
      expect(field).toHaveValue(NEW_FEED.url);
      expect(field).toHaveFocus();
      expect(within(region()).getByText(/shown only this once/)).toBeVisible();
      expect(within(region()).getByRole("button", { name: "Copy link" })).toBeVisible();
      expect(
        within(region()).getByRole("link", { name: "Open in Apple Calendar" }),
      ).toHaveAttribute("href", NEW_FEED.webcalUrl);
      first.unmount();

      // Coming back: the API no longer knows the address, only that the link works.
      await open(calls(active()));
      expect(
        await within(region()).findByText("Your calendar link is active, made Nov 28, 2026."),
      ).toBeVisible();
      expect(within(region()).queryByLabelText(/^Calendar link/)).toBeNull();
      expect(within(region()).queryByRole("button", { name: "Copy link" })).toBeNull();
      expect(within(region()).queryByText(NEW_FEED.url)).toBeNull();
      expect(within(region()).getByRole("button", { name: "Make a new link" })).toBeVisible();
      expect(within(region()).getByRole("button", { name: "Turn off" })).toBeVisible();
    });

    it("makes a new link after confirming, and shows it", async () => {
      const api = calls({
        ...active(),
        "POST /api/calendar-feed": () => json(200, { success: true, feed: NEW_FEED }),
      });
      await open(api);
      await userEvent.click(
        await within(region()).findByRole("button", { name: "Make a new link" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Make a new calendar link?" });
      expect(dialog).toHaveAccessibleDescription(/current link stops working/);
      await userEvent.click(within(dialog).getByRole("button", { name: "Keep the current link" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(api.calls("POST /api/calendar-feed")).toHaveLength(0);

      await userEvent.click(within(region()).getByRole("button", { name: "Make a new link" }));
      await userEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Make a new link" }),
      );
      expect(await within(region()).findByLabelText(/^Calendar link/)).toHaveValue(NEW_FEED.url);
      expect(api.calls("POST /api/calendar-feed")).toHaveLength(1);
    });

    it("turns the link off after confirming", async () => {
      const api = calls({
        ...active(),
        "DELETE /api/calendar-feed": () => json(200, { success: true, feed: null }),
      });
      await open(api);
      await userEvent.click(await within(region()).findByRole("button", { name: "Turn off" }));
      const dialog = await screen.findByRole("dialog", { name: "Turn off your calendar link?" });
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(api.calls("DELETE /api/calendar-feed")).toHaveLength(0);

      await userEvent.click(within(region()).getByRole("button", { name: "Turn off" }));
      await userEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Turn off" }),
      );
      expect(
        await within(region()).findByRole("button", { name: "Create a calendar link" }),
      ).toBeVisible();
      expect(api.calls("DELETE /api/calendar-feed")).toHaveLength(1);
      expect(dialog).not.toBeInTheDocument();
    });

    it("says when a link made in a support session ends, or that the link's date is unknown", async () => {
      const first = await open(calls(active({ endsWithImpersonation: true })));
      expect(
        await within(region()).findByText(/stops working when that support session ends/),
      ).toBeVisible();
      first.unmount();
      await open(calls(active({ createdAt: null })));
      expect(await within(region()).findByText("Your calendar link is active.")).toBeVisible();
    });

    it("says so when the link cannot be loaded", async () => {
      await open(calls({ "GET /api/calendar-feed": () => failure(500, "API_DATABASE_ERROR") }));
      expect(await within(region()).findByRole("alert")).toBeVisible();
      expect(within(region()).queryByRole("button", { name: "Turn off" })).toBeNull();
    });
  });
});
