import { ERROR_CATALOGUE } from "@ringline/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, failure, json, signedIn } from "../../../test/fake-api.js";
import { renderApp } from "../../../test/render-app.js";

const CUSTOMER_ID = "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f";

const adminOf = (role: string) => ({
  "GET /api/admin/auth/me": json(200, {
    success: true,
    admin: { id: "a1", username: "ops", email: "ops@ringline.ai", role, totpEnabled: true },
  }),
});

const SUMMARY = {
  id: CUSTOMER_ID,
  userId: "u1",
  email: "carol@bayside.example",
  name: "Carol Customer",
  company: "Bayside Realty",
  plan: "growth",
  subscriptionStatus: "active",
  status: "active",
  aiStatus: "green",
  trialStatus: "inactive",
  trialEndDate: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};

const DETAIL = {
  success: true,
  customer: {
    ...SUMMARY,
    username: "carol",
    phone: null,
    balance: 0,
    smsOptIn: true,
    onboardingCompleted: true,
    emailVerified: true,
    aiPhoneNumber: "+15550001111",
  },
  subscription: {
    plan: "growth",
    planDisplayName: "Growth",
    status: "active",
    amount: 59,
    interval: "month",
    currentPeriodEnd: "2026-12-01T10:00:00.000Z",
    cancelAtPeriodEnd: false,
  },
  usage: { minutesUsed: 42, minutesLimit: 500, billingPeriodEnd: null, lastUsageReset: null },
  calls: [],
  transcripts: [
    {
      id: "9d7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
      callerName: "Frank",
      callerPhone: "+15550100",
      callDate: "2026-11-20T10:00:00.000Z",
      emailSentToCustomer: false,
    },
  ],
  emails: [],
  activity: [],
  notes: [
    { id: "n1", adminUserId: "a1", text: "Wants a call back.", createdAt: "2026-11-21T10:00:00Z" },
  ],
};

const IMPERSONATION = {
  id: "i1",
  customerId: CUSTOMER_ID,
  userId: "u1",
  customerEmail: SUMMARY.email,
  customerName: SUMMARY.name,
  startedAt: "2026-11-24T10:00:00.000Z",
  expiresAt: "2026-11-24T11:00:00.000Z",
};

const page = (items: unknown[]) => ({
  success: true,
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

describe("the back office's customers", () => {
  it("searches and filters through the URL, and the server pages", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("admin"),
      "GET /api/admin/customers": json(200, page([SUMMARY])),
    });
    const { router } = renderApp("/admin/new/customers?page=2", api);
    expect(await screen.findByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    expect(await screen.findByRole("link", { name: SUMMARY.email })).toHaveAttribute(
      "href",
      `/admin/new/customers/${CUSTOMER_ID}`,
    );
    expect(api.calls("GET /api/admin/customers")[0]?.search).toBe(
      "?page=2&pageSize=25&sort=newest",
    );

    await user.type(screen.getByLabelText(/^Search/), "carol@");
    await user.selectOptions(screen.getByLabelText("Status"), "suspended");
    await user.selectOptions(screen.getByLabelText("AI status"), "red");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?search=carol%40&status=suspended&aiStatus=red"),
    );
    await waitFor(() =>
      expect(api.calls("GET /api/admin/customers").at(-1)?.search).toBe(
        "?page=1&pageSize=25&sort=newest&search=carol%40&status=suspended&aiStatus=red",
      ),
    );
  });

  it("shows one customer and suspends them, saying so", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("admin"),
      [`GET /api/admin/customers/${CUSTOMER_ID}`]: json(200, DETAIL),
      [`POST /api/admin/customers/${CUSTOMER_ID}/suspend`]: json(200, {
        success: true,
        message: "The customer is suspended.",
      }),
    });
    renderApp(`/admin/customers/${CUSTOMER_ID}`, api);
    expect(await screen.findByRole("heading", { level: 1, name: "Carol Customer" })).toBeVisible();
    expect(screen.getByText("42 of 500")).toBeVisible();
    expect(screen.getByText("Wants a call back.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("The customer is suspended.")).toBeVisible();
    expect(api.calls(`POST /api/admin/customers/${CUSTOMER_ID}/suspend`)).toHaveLength(1);
  });

  it("says why a refused action failed", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("admin"),
      [`GET /api/admin/customers/${CUSTOMER_ID}`]: json(200, DETAIL),
      [`POST /api/admin/customers/${CUSTOMER_ID}/emails/resend`]: failure(403, "ADMIN_FORBIDDEN"),
    });
    renderApp(`/admin/new/customers/${CUSTOMER_ID}`, api);
    const transcripts = await screen.findByRole("table", { name: "Call transcripts" });
    await user.click(within(transcripts).getByRole("button", { name: /^Resend the transcript/ }));
    expect(await screen.findByText("Access Denied")).toBeVisible();
    // The customer is in the path; the body says which e-mail.
    expect(api.calls(`POST /api/admin/customers/${CUSTOMER_ID}/emails/resend`)[0]?.body).toEqual({
      kind: "transcript",
      transcriptId: DETAIL.transcripts[0]?.id,
    });
  });

  it("turns the actions off for the read-only support role", async () => {
    renderApp(
      `/admin/customers/${CUSTOMER_ID}`,
      createFakeApi({
        ...adminOf("support"),
        [`GET /api/admin/customers/${CUSTOMER_ID}`]: json(200, DETAIL),
      }),
    );
    expect(
      await screen.findByText("Your role can read customers but not change them."),
    ).toBeVisible();
    for (const name of ["Impersonate", "Suspend", "Reset usage", "Change plan"]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
    }
    expect(screen.queryByRole("button", { name: "Add note" })).toBeNull();
  });

  it("impersonates: the customer's dashboard under a banner, and one click back", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("admin"),
      ...signedIn(),
      [`GET /api/admin/customers/${CUSTOMER_ID}`]: json(200, DETAIL),
      "POST /api/admin/impersonation": json(201, {
        success: true,
        impersonationToken: "rli_token",
        impersonation: IMPERSONATION,
      }),
      "POST /api/admin/impersonation/stop": json(200, { success: true, message: "ok" }),
    });
    const { router } = renderApp(`/admin/customers/${CUSTOMER_ID}`, api);
    await user.click(await screen.findByRole("button", { name: "Impersonate" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    const banner = await screen.findByRole("region", { name: "Impersonation" });
    expect(banner).toHaveTextContent(`You are acting as Carol Customer (${SUMMARY.email}).`);

    await user.click(within(banner).getByRole("button", { name: "Stop impersonating" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/customers/${CUSTOMER_ID}`),
    );
    expect(api.calls("POST /api/admin/impersonation/stop")[0]?.body).toEqual({
      impersonationId: "i1",
    });
    expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull();
  });

  it("shows the figures at a glance on the back office's home, linked to the lists", async () => {
    renderApp(
      "/admin/new",
      createFakeApi({
        ...adminOf("admin"),
        "GET /api/admin/overview": json(200, {
          success: true,
          customersByStatus: [{ status: "active", count: 12 }],
          trialsEndingThisWeek: 3,
          monthlyRecurringRevenue: 708,
          callsToday: 4,
          minutesToday: 9,
          callsThisMonth: 40,
          minutesThisMonth: 95,
          failedEmails: 1,
          openErrors: 2,
        }),
      }),
    );
    const active = await screen.findByRole("link", { name: "Customers active" });
    expect(active).toHaveAttribute("href", "/admin/new/customers?status=active");
    expect(screen.getByText("$708.00")).toBeVisible();
    expect(screen.getByRole("link", { name: "Trials ending this week" })).toHaveAttribute(
      "href",
      "/admin/new/customers?trial=active",
    );
  });
});

describe("customer management for many at once", () => {
  const SECOND = {
    ...SUMMARY,
    id: "5c7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
    email: "dan@bayside.example",
  };

  /** Opens the page at `path` and selects every customer on it. */
  async function withBothSelected(path: string, answers: Parameters<typeof createFakeApi>[0]) {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("admin"),
      "GET /api/admin/customers": json(200, page([SUMMARY, SECOND])),
      ...answers,
    });
    renderApp(path, api);
    await user.click(
      await screen.findByRole("checkbox", { name: "Select every customer on this page" }),
    );
    const bulk = screen.getByRole("region", { name: "Bulk actions" });
    expect(within(bulk).getByText(/^2 selected/)).toBeVisible();
    return { user, api, bulk };
  }

  it("suspends the selected customers in one request and says what the API refused", async () => {
    const { user, api, bulk } = await withBothSelected("/admin/new/customer-management-advanced", {
      "POST /api/admin/customers/bulk": json(200, {
        success: true,
        total: 2,
        done: 1,
        refused: [
          {
            customerId: SECOND.id,
            errorCode: "ADMIN_CUSTOMER_NOT_FOUND",
            message: "This customer could not be found.",
          },
        ],
      }),
    });
    await user.click(within(bulk).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Done for 1 of 2 customers; 1 refused.")).toBeVisible();
    expect(api.calls("POST /api/admin/customers/bulk").map((call) => call.body)).toEqual([
      { action: "suspend", customerIds: [CUSTOMER_ID, SECOND.id] },
    ]);
    expect(api.seen.filter((call) => call.path.endsWith("/suspend"))).toEqual([]);
  });

  it("changes the plan of the selected customers, and says the API's refusal of the request", async () => {
    const { user, api, bulk } = await withBothSelected("/admin/new/customer-management-advanced", {
      "POST /api/admin/customers/bulk": [
        json(200, { success: true, total: 2, done: 2, refused: [] }),
        failure(403, "ADMIN_FORBIDDEN"),
      ],
    });
    await user.selectOptions(within(bulk).getByLabelText("New plan"), "unlimited");
    await user.click(within(bulk).getByRole("button", { name: "Change plan" }));
    expect(await screen.findByText("Done for 2 of 2 customers.")).toBeVisible();
    expect(api.calls("POST /api/admin/customers/bulk")[0]?.body).toEqual({
      action: "change-plan",
      plan: "unlimited",
      customerIds: [CUSTOMER_ID, SECOND.id],
    });
    await user.click(within(bulk).getByRole("button", { name: "Reactivate" }));
    expect(await screen.findByText(ERROR_CATALOGUE.ADMIN_FORBIDDEN.message)).toBeVisible();
  });

  it("downloads the API's CSV of the filtered customers, or of the selected ones", async () => {
    const saved: Array<{ name: string; blob: Blob | undefined }> = [];
    const blobs = new Map<string, Blob>();
    class DownloadUrl extends URL {
      static override createObjectURL(blob: Blob) {
        const url = `blob:file-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal("URL", DownloadUrl);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute("href") ?? "") });
    });
    const csv = "id,email\r\n";
    const user = userEvent.setup();
    const api = createFakeApi({
      ...adminOf("support"),
      "GET /api/admin/customers": json(200, page([SUMMARY, SECOND])),
      "GET /api/admin/customers/export": new Response(csv, {
        headers: { "content-type": "text/csv; charset=utf-8" },
      }),
    });
    renderApp("/admin/new/customer-management-advanced?status=active&page=2", api);
    const bulk = await screen.findByRole("region", { name: "Bulk actions" });
    // Reading is enough: support may export.
    await user.click(await within(bulk).findByRole("button", { name: "Export all as CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("customers.csv");
    expect(await saved[0]?.blob?.text()).toBe(csv);
    const queryOf = (index: number) =>
      Object.fromEntries(
        new URLSearchParams(api.calls("GET /api/admin/customers/export")[index]?.search),
      );
    expect(queryOf(0)).toEqual({ status: "active", sort: "newest" });

    await user.click(await screen.findByRole("checkbox", { name: `Select ${SECOND.email}` }));
    await user.click(within(bulk).getByRole("button", { name: "Export selected as CSV" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(queryOf(1)).toEqual({ status: "active", sort: "newest", ids: SECOND.id });
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("saves the current filters under a name, as a link back to them", async () => {
    const user = userEvent.setup();
    localStorage.clear();
    renderApp(
      "/admin/new/customer-management-advanced?status=suspended",
      createFakeApi({ ...adminOf("admin"), "GET /api/admin/customers": json(200, page([])) }),
    );
    await user.type(await screen.findByLabelText("Name for these filters"), "Suspended ones");
    await user.click(screen.getByRole("button", { name: "Save filters" }));
    expect(await screen.findByRole("link", { name: "Suspended ones" })).toHaveAttribute(
      "href",
      "/admin/new/customer-management-advanced?status=suspended",
    );
  });
});
