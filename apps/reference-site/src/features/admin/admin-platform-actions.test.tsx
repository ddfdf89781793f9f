import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok, page, signedInAdmin } from "../../test/admin-fixtures.js";
import { createFakeApi, json } from "../../test/fake-api.js";
import { renderApp } from "../../test/render-app.js";

const TEXT = {
  id: "8b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
  customerId: null,
  kind: "owner-lead",
  toPhone: "+14155550111",
  body: "New lead: Dana Whitfield wants a showing.",
  status: "failed",
  transport: "outbox",
  attempts: 1,
  error: "carrier refused",
  dedupeKey: "owner-lead:call-1",
  sentAt: null,
  createdAt: "2026-11-24T10:00:00.000Z",
};

const INVOICE = {
  id: "lin_abc123",
  number: "RL-0042",
  createdAt: "2026-11-20T10:00:00.000Z",
  description: "Growth (monthly) + Premium setup",
  amount: 99,
  amountRefunded: 0,
  status: "paid",
  periodStart: null,
  periodEnd: null,
  url: null,
  providerCustomerId: "lcus_1",
  email: "carol@bayside.example",
  customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
};

const GROWTH = {
  id: "growth",
  name: "Growth",
  monthlyPrice: 59,
  annualPrice: 474,
  minutesIncluded: 500,
  overageRatePerMinute: 0.2,
  hasSmsNotifications: true,
  hasAdvancedAnalytics: true,
  hasPrioritySupport: false,
  isActive: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const DELIVERY = {
  id: "9b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
  eventType: "end-of-call-report",
  callId: "call-77",
  customerId: null,
  status: "failed",
  error: "no receptionist has this call's assistant or phone number",
  attempts: 5,
  createdAt: "2026-11-24T09:00:00.000Z",
};

const HEALTH = {
  success: true,
  checkedAt: "2026-11-24T10:00:00.000Z",
  checks: [
    { component: "database", state: "ok", detail: "PostgreSQL", latencyMs: 2 },
    {
      component: "redis",
      state: "not-configured",
      detail: "Not configured: rate limits count in memory",
      latencyMs: null,
    },
    {
      component: "voice-platform",
      state: "down",
      detail: "api.vapi.ai: timed out after 3000 ms",
      latencyMs: 3000,
    },
    { component: "job-queue", state: "ok", detail: "pg-boss", latencyMs: 4 },
    {
      component: "call-reports",
      state: "down",
      detail: "End-of-call reports: 812 waiting, the oldest 3 min, late",
      latencyMs: 5,
    },
  ],
  jobs: { queued: 3, active: 1, failed: 2 },
  callReports: { pending: 812, oldestSeconds: 180 },
};

describe("the SMS outbox", () => {
  it("lists texts on their own tab, with filters in the query, a preview and resend", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/sms": json(200, page([TEXT])),
      [`POST /api/admin/sms/${TEXT.id}/resend`]: ok("A copy of the text is queued."),
    });
    const { router } = renderApp("/admin/new/communications?outbox=sms&status=failed", api);
    expect(await screen.findByRole("link", { name: "SMS" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await screen.findByText("carrier refused")).toBeVisible();
    expect(api.calls("GET /api/admin/sms")[0]?.search).toBe("?page=1&pageSize=25&status=failed");

    await user.selectOptions(screen.getByLabelText("Kind"), "owner-lead");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // The tab stays with the filters.
    await waitFor(() =>
      expect(router.state.location.search).toBe("?outbox=sms&kind=owner-lead&status=failed"),
    );
    await waitFor(() =>
      expect(api.calls("GET /api/admin/sms").at(-1)?.search).toBe(
        "?page=1&pageSize=25&status=failed&kind=owner-lead",
      ),
    );
    expect(await screen.findByText("carrier refused")).toBeVisible();

    await user.click(await screen.findByRole("button", { name: /^Preview the owner-lead text/ }));
    const dialog = await screen.findByRole("dialog", { name: `Text to ${TEXT.toPhone}` });
    expect(within(dialog).getByText(TEXT.body)).toBeVisible();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Resend the owner-lead text/ }));
    expect(await screen.findByText("A copy of the text is queued.")).toBeVisible();
  });

  it("keeps a support administrator from resending", async () => {
    renderApp(
      "/admin/new/communications?outbox=sms",
      createFakeApi({ ...signedInAdmin("support"), "GET /api/admin/sms": json(200, page([TEXT])) }),
    );
    expect(
      await screen.findByRole("button", { name: /^Resend the owner-lead text/ }),
    ).toBeDisabled();
  });
});

describe("invoices and refunds", () => {
  it("refunds part of an invoice after a confirmation", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/payments/invoices": json(200, page([INVOICE])),
      [`POST /api/admin/payments/invoices/${INVOICE.id}/refund`]: ok("$40.00 is refunded."),
    });
    renderApp("/admin/new/payments?view=invoices&status=paid", api);
    await user.click(await screen.findByRole("button", { name: "Refund invoice RL-0042" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this invoice?" });
    expect(api.calls(`POST /api/admin/payments/invoices/${INVOICE.id}/refund`)).toHaveLength(0);
    expect(within(dialog).getByRole("button", { name: "Refund $99.00" })).toBeEnabled();
    await user.type(within(dialog).getByLabelText(/^Amount in dollars/), "120");
    expect(within(dialog).getByRole("button", { name: /^Refund/ })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Amount in dollars/));
    await user.type(within(dialog).getByLabelText(/^Amount in dollars/), "40");
    await user.click(within(dialog).getByRole("button", { name: "Refund $40.00" }));
    expect(await screen.findByText("$40.00 is refunded.")).toBeVisible();
    expect(api.calls(`POST /api/admin/payments/invoices/${INVOICE.id}/refund`)[0]?.body).toEqual({
      amount: 40,
    });
    expect(api.calls("GET /api/admin/payments/invoices")[0]?.search).toBe(
      "?page=1&pageSize=25&status=paid",
    );
  });

  it("offers no refund of an open invoice, or to a support administrator", async () => {
    renderApp(
      "/admin/new/payments?view=invoices",
      createFakeApi({
        ...signedInAdmin("support"),
        "GET /api/admin/payments/invoices": json(
          200,
          page([INVOICE, { ...INVOICE, id: "lin_open", number: "RL-0043", status: "open" }]),
        ),
      }),
    );
    expect(await screen.findByRole("button", { name: "Refund invoice RL-0042" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Refund invoice RL-0043" })).toBeDisabled();
  });
});

describe("the system page", () => {
  it("shows each part's health, replays a failed delivery and saves a plan", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/system/health": json(200, HEALTH),
      "GET /api/admin/system/deliveries": json(200, page([DELIVERY])),
      "GET /api/admin/errors": json(200, page([])),
      "GET /api/admin/users": json(200, page([])),
      "GET /api/admin/plans": json(200, page([GROWTH])),
      [`POST /api/admin/system/deliveries/${DELIVERY.id}/replay`]: json(200, {
        success: true,
        status: "processed",
        error: null,
        message: "The delivery is applied.",
      }),
      "POST /api/admin/plans/growth": [
        json(422, {
          success: false,
          error: {
            title: "Invalid Information",
            message: "Please check the form.",
            suggestion: "",
            errorCode: "API_VALIDATION_ERROR",
            supportReference: "ERR-1",
            retryable: false,
            action: { type: "none" },
            fieldErrors: {
              annualPrice: ["The annual price cannot be more than twelve monthly payments"],
            },
          },
          timestamp: "2026-11-24T10:00:00.000Z",
        }),
        ok("The plan is saved: pricing, chat and checkout use it now."),
      ],
    });
    renderApp("/admin/new/system", api);
    const health = await screen.findByRole("region", { name: "Health" });
    expect(await within(health).findByText("api.vapi.ai: timed out after 3000 ms")).toBeVisible();
    expect(within(health).getByText("Not configured")).toBeVisible();
    expect(within(health).getByText("3 queued, 1 running, 2 failed")).toBeVisible();
    expect(within(health).getByText("Call reports")).toBeVisible();
    expect(
      within(health).getByText("End-of-call reports: 812 waiting, the oldest 3 min, late"),
    ).toBeVisible();

    await user.click(await screen.findByRole("button", { name: /^Replay the end-of-call-report/ }));
    expect(await screen.findByText("The delivery is applied.")).toBeVisible();

    await user.click(await screen.findByRole("button", { name: "Edit the Growth plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the Growth plan" });
    const monthly = within(dialog).getByLabelText(/^Monthly price/);
    await user.clear(monthly);
    await user.type(monthly, "64.5");
    await user.clear(within(dialog).getByLabelText(/^Minutes included/));
    await user.click(within(dialog).getByRole("button", { name: "Save plan" }));
    expect(
      await within(dialog).findByText(
        "The annual price cannot be more than twelve monthly payments",
      ),
    ).toBeVisible();
    expect(api.calls("POST /api/admin/plans/growth")[0]?.body).toMatchObject({
      monthlyPrice: 64.5,
      minutesIncluded: null,
      overageRatePerMinute: 0.2,
      isActive: true,
    });
    await user.click(within(dialog).getByRole("button", { name: "Save plan" }));
    expect(
      await screen.findByText("The plan is saved: pricing, chat and checkout use it now."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps a support administrator from replaying or editing plans", async () => {
    renderApp(
      "/admin/new/system",
      createFakeApi({
        ...signedInAdmin("support"),
        "GET /api/admin/system/deliveries": json(200, page([DELIVERY])),
        "GET /api/admin/plans": json(200, page([GROWTH])),
        "GET /api/admin/errors": json(200, page([])),
        "GET /api/admin/users": json(200, page([])),
      }),
    );
    expect(
      await screen.findByRole("button", { name: /^Replay the end-of-call-report/ }),
    ).toBeDisabled();
    expect(await screen.findByRole("button", { name: "Edit the Growth plan" })).toBeDisabled();
  });
});

describe("the activity tracker", () => {
  it("filters by the customer's e-mail and names the account on each row", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/activity": json(
        200,
        page([
          {
            id: "1b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
            userId: "2b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
            email: "carol@bayside.example",
            customerId: null,
            ipAddress: "203.0.113.9",
            userAgent: "Firefox",
            action: "GET /api/calls",
            page: "/dashboard/calls",
            method: "GET",
            statusCode: 200,
            responseTime: 12,
            createdAt: "2026-11-24T10:00:00.000Z",
          },
        ]),
      ),
    });
    const { router } = renderApp("/admin/new/activity-tracker", api);
    expect(await screen.findByText("carol@bayside.example")).toBeVisible();
    await user.type(screen.getByLabelText("Customer e-mail"), "carol@");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(router.state.location.search).toBe("?email=carol%40"));
    await waitFor(() =>
      expect(api.calls("GET /api/admin/activity").at(-1)?.search).toBe(
        "?page=1&pageSize=50&email=carol%40",
      ),
    );
  });
});
