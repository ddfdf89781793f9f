import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok, page, signedInAdmin } from "../../test/admin-fixtures.js";
import { createFakeApi, json } from "../../test/fake-api.js";
import { renderApp } from "../../test/render-app.js";

const EMAIL = {
  id: "5b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
  customerId: null,
  emailType: "welcome",
  toEmail: "carol@bayside.example",
  subject: "Welcome to Ringline",
  content: "Hello Carol, welcome aboard.",
  status: "failed",
  attempts: 5,
  error: "451 try again later",
  createdAt: "2026-11-24T10:00:00.000Z",
};

const ERROR = {
  id: "6b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
  errorId: "ERR-1",
  severity: "high",
  message: "Cannot read properties of undefined",
  component: "dashboard",
  environment: "production",
  url: null,
  stackTrace: null,
  resolved: false,
  resolution: null,
  occurrenceCount: 7,
  affectedUsers: 2,
  firstSeen: "2026-11-20T10:00:00.000Z",
  lastSeen: "2026-11-24T10:00:00.000Z",
};

describe("the back office's platform pages", () => {
  it("previews an e-mail of the outbox and sends it again", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/emails": json(200, page([EMAIL])),
      [`POST /api/admin/emails/${EMAIL.id}/resend`]: ok("The e-mail is queued to be sent again."),
    });
    renderApp("/admin/new/communications?status=failed", api);
    expect(await screen.findByRole("heading", { level: 1, name: "Communications" })).toBeVisible();
    await waitFor(() =>
      expect(api.calls("GET /api/admin/emails")[0]?.search).toBe(
        "?page=1&pageSize=25&status=failed",
      ),
    );
    await user.click(await screen.findByRole("button", { name: /^Preview "Welcome to Ringline"/ }));
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Ringline" });
    expect(within(dialog).getByText("Hello Carol, welcome aboard.")).toBeVisible();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Resend "Welcome to Ringline"/ }));
    expect(await screen.findByText("The e-mail is queued to be sent again.")).toBeVisible();
  });

  it("filters the activity by status class, in the URL and the query", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/activity": json(200, page([])),
    });
    const { router } = renderApp("/admin/new/activity-tracker", api);
    expect(await screen.findByText("No request matches these filters.")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Status"), "5xx");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=5xx"));
    await waitFor(() =>
      expect(api.calls("GET /api/admin/activity").at(-1)?.search).toBe(
        "?page=1&pageSize=50&status=5xx",
      ),
    );
  });

  it("resolves an open error and adds a support administrator", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/health": json(200, { status: "ok", database: "postgres" }),
      "GET /api/plans": json(200, page([])),
      "GET /api/admin/errors": json(200, page([ERROR])),
      "GET /api/admin/users": json(200, page([])),
      [`POST /api/admin/errors/${ERROR.id}/resolve`]: ok("The error is resolved."),
      "POST /api/admin/users": json(201, { success: true, message: "The administrator is added." }),
    });
    renderApp("/admin/new/system", api);
    await user.click(await screen.findByRole("button", { name: `Resolve "${ERROR.message}"` }));
    const dialog = await screen.findByRole("dialog", { name: "Resolve this error" });
    await user.type(within(dialog).getByLabelText(/^How it was resolved/), "Fixed in 1.4.2");
    await user.click(within(dialog).getByRole("button", { name: "Mark resolved" }));
    expect(await screen.findByText("The error is resolved.")).toBeVisible();
    expect(api.calls(`POST /api/admin/errors/${ERROR.id}/resolve`)[0]?.body).toEqual({
      resolution: "Fixed in 1.4.2",
    });

    const form = screen.getByRole("form", { name: "Add an administrator" });
    await user.type(within(form).getByLabelText(/^Username/), "help");
    await user.type(within(form).getByLabelText(/^E-mail/), "help@ringline.ai");
    await user.type(within(form).getByLabelText(/^First password/), "Quiet-Tide-2026");
    await user.click(within(form).getByRole("button", { name: "Add administrator" }));
    expect(await screen.findByText("The administrator is added.")).toBeVisible();
    expect(api.calls("POST /api/admin/users")[0]?.body).toEqual({
      username: "help",
      email: "help@ringline.ai",
      password: "Quiet-Tide-2026",
      role: "support",
    });
  });

  it("shows a support administrator the system without its write buttons", async () => {
    renderApp(
      "/admin/new/system",
      createFakeApi({
        ...signedInAdmin("support"),
        "GET /api/admin/errors": json(200, page([ERROR])),
        "GET /api/admin/users": json(200, page([])),
      }),
    );
    expect(
      await screen.findByRole("button", { name: `Resolve "${ERROR.message}"` }),
    ).toBeDisabled();
    expect(screen.queryByRole("form", { name: "Add an administrator" })).toBeNull();
  });

  it("lists subscriptions, the failed payments by status", async () => {
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/payments/subscriptions": json(
        200,
        page([
          {
            id: "u1",
            customerId: "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
            email: "carol@bayside.example",
            name: "Carol Banks",
            plan: "growth",
            status: "past_due",
            amount: 59,
            interval: "month",
            currentPeriodEnd: "2026-12-01T10:00:00.000Z",
            cancelAtPeriodEnd: false,
            trialEndDate: null,
          },
        ]),
      ),
    });
    renderApp("/admin/new/payments?status=past_due", api);
    expect(await screen.findByText("past_due")).toBeVisible();
    expect(screen.getByRole("link", { name: "carol@bayside.example" })).toHaveAttribute(
      "href",
      "/admin/new/customers/4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
    );
    expect(api.calls("GET /api/admin/payments/subscriptions")[0]?.search).toBe(
      "?page=1&pageSize=25&status=past_due",
    );
  });

  it("previews a transcript's e-mail and sends it again", async () => {
    const user = userEvent.setup();
    const customerId = "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f";
    const transcript = {
      id: "7b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f",
      customerId,
      customerName: "Carol Banks",
      customerEmail: "carol@bayside.example",
      businessName: "Bayside Realty",
      callerName: "Frank",
      callerPhone: "+15550100",
      callDate: "2026-11-24T10:00:00.000Z",
      duration: 95,
      callSummary: null,
      rawEmailContent: "Frank called about 12 Main St.",
      emailSentToCustomer: false,
      emailSentDate: null,
    };
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/transcripts": json(200, page([transcript])),
      [`POST /api/admin/customers/${customerId}/emails/resend`]: ok(
        "The transcript is sent again.",
      ),
    });
    renderApp("/admin/new/email-transcripts?emailSent=false", api);
    const table = await screen.findByRole("table", { name: "Call transcripts and their e-mails" });
    expect(await within(table).findByText("Not sent")).toBeVisible();
    expect(api.calls("GET /api/admin/transcripts")[0]?.search).toBe(
      "?page=1&pageSize=25&emailSent=false",
    );
    await user.click(screen.getByRole("button", { name: /^Preview the e-mail/ }));
    expect(
      within(await screen.findByRole("dialog", { name: "Transcript e-mail" })).getByText(
        "Frank called about 12 Main St.",
      ),
    ).toBeVisible();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Resend the e-mail/ }));
    expect(await screen.findByText("The transcript is sent again.")).toBeVisible();
    expect(api.calls(`POST /api/admin/customers/${customerId}/emails/resend`)[0]?.body).toEqual({
      kind: "transcript",
      transcriptId: transcript.id,
    });
  });
});

describe("the administrator's two-factor settings", () => {
  it("shows new backup codes once, for a current code", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "POST /api/admin/auth/totp/backup-codes": json(200, {
        success: true,
        backupCodes: ["aaaa-bbbb-cccc", "dddd-eeee-ffff"],
      }),
    });
    renderApp("/admin", api);
    const card = await screen.findByRole("region", { name: "Two-factor settings" });
    await user.type(within(card).getByLabelText("Code from the app"), "123456");
    await user.click(within(card).getByRole("button", { name: "New backup codes" }));
    expect(await within(card).findByText("aaaa-bbbb-cccc")).toBeVisible();
    expect(api.calls("POST /api/admin/auth/totp/backup-codes")[0]?.body).toEqual({
      code: "123456",
    });
  });
});

describe("the customer records (legacy)", () => {
  it("adds a record through the dialog", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedInAdmin(),
      "GET /api/admin/legacy-customers": json(200, page([])),
      "POST /api/admin/legacy-customers": json(201, {
        success: true,
        message: "The customer record is added.",
      }),
    });
    renderApp("/admin/new/customers-legacy", api);
    await user.click(await screen.findByRole("button", { name: "Add record" }));
    const dialog = await screen.findByRole("dialog", { name: "Add customer record" });
    await user.type(within(dialog).getByLabelText(/^Username/), "bayside");
    await user.type(within(dialog).getByLabelText(/^E-mail/), "ops@bayside.example");
    await user.type(within(dialog).getByLabelText(/^First name/), "Lena");
    await user.type(within(dialog).getByLabelText(/^Last name/), "Legacy");
    await user.clear(within(dialog).getByLabelText(/^Balance/));
    await user.type(within(dialog).getByLabelText(/^Balance/), "12.5");
    await user.selectOptions(within(dialog).getByLabelText("AI status"), "green");
    await user.click(within(dialog).getByLabelText("SMS opt-in"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The customer record is added.")).toBeVisible();
    expect(api.calls("POST /api/admin/legacy-customers")[0]?.body).toEqual({
      username: "bayside",
      email: "ops@bayside.example",
      firstName: "Lena",
      lastName: "Legacy",
      phone: "",
      company: "",
      ghlAccountId: "",
      balance: 12.5,
      aiStatus: "green",
      smsOptIn: false,
    });
  });
});
