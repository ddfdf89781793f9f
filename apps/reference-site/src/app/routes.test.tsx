import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, json, PROFILE, signedIn, USER } from "../test/fake-api.js";
import { stubPageFetch } from "../test/page-fetch.js";
import { renderApp } from "../test/render-app.js";

stubPageFetch();

const ADMIN = {
  id: "a1",
  username: "ops",
  email: "ops@ringline.ai",
  role: "admin",
  totpEnabled: true,
};

describe("the site's layouts and guards", () => {
  it("sends a signed-out visit to /dashboard to /login, remembering where it was going", async () => {
    const { router } = renderApp("/dashboard/billing");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?next=%2Fdashboard%2Fbilling");
  });

  it("shows the dashboard's five tabs as links, the current one marked", async () => {
    renderApp("/dashboard/ai-settings", createFakeApi(signedIn()));
    const tabs = await screen.findByRole("navigation", { name: "Dashboard sections" });
    const links = within(tabs).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Profile",
      "Billing",
      "AI Settings",
      "Call Logs",
      "Integrations",
    ]);
    expect(within(tabs).getByRole("link", { name: "AI Settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(tabs).getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
  });

  it("shows on each tab what the account already has", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/orders": json(200, {
        success: true,
        items: [
          {
            id: "o1",
            selectedPlan: "growth",
            paymentPeriod: "monthly",
            includeSetup: false,
            orderStatus: "pending",
            amount: 59,
            createdAt: "2026-11-20T10:00:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    });
    const { router } = renderApp("/dashboard", api);
    const account = await screen.findByRole("region", { name: "Account" });
    expect(await within(account).findByLabelText(/^First name/)).toHaveValue(PROFILE.firstName);
    expect(within(account).getByLabelText(/^Last name/)).toHaveValue(PROFILE.lastName);
    expect(screen.getByRole("region", { name: "Email" })).toHaveTextContent(PROFILE.email);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      `Welcome back, ${USER.firstName}`,
    );

    await router.navigate("/dashboard/billing");
    expect(await screen.findByText("Growth, monthly")).toBeVisible();
    expect(screen.getByText("$59.00")).toBeVisible();
    expect(screen.getByText("Pending")).toBeVisible();

    await router.navigate("/dashboard/ai-settings");
    expect(await screen.findByText("Not live yet")).toBeVisible();

    await router.navigate("/dashboard/call-logs");
    expect(await screen.findByText(/No calls yet/)).toBeVisible();
  });

  it("keeps a list's page in the URL and asks the API for that page", async () => {
    const api = createFakeApi(signedIn());
    renderApp("/dashboard/billing?page=3", api);
    await waitFor(() => expect(api.calls("GET /api/billing/invoices")).not.toHaveLength(0));
    expect(api.calls("GET /api/billing/invoices")[0]?.search).toBe("?page=3&pageSize=10");
  });

  it("refuses an admin route without an admin session: the admin sign-in", async () => {
    const { router } = renderApp("/admin", createFakeApi(signedIn()));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Administrator sign-in" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("lets an administrator in, with the audit log", async () => {
    const api = createFakeApi({
      "GET /api/admin/auth/me": json(200, { success: true, admin: ADMIN }),
    });
    renderApp("/admin", api);
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(await screen.findByText("No administrator actions yet.")).toBeVisible();
  });

  it("leads an administrator signed in with a password alone to set up two-factor sign-in first", async () => {
    const user = userEvent.setup();
    const unenrolled = { ...ADMIN, totpEnabled: false };
    const api = createFakeApi({
      "POST /api/admin/auth/login": json(200, {
        success: true,
        admin: unenrolled,
        expiresAt: "2026-11-21T22:00:00.000Z",
      }),
      // Asked again once set up; until then the sign-in's answer is the one the guard reads.
      "GET /api/admin/auth/me": json(200, { success: true, admin: ADMIN }),
      "POST /api/admin/auth/totp/enroll": json(200, {
        success: true,
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/Ringline:ops%40ringline.ai?secret=JBSWY3DPEHPK3PXP",
      }),
      "POST /api/admin/auth/totp/verify": json(200, {
        success: true,
        backupCodes: ["abcde-fghjk", "mnpqr-stuvw"],
      }),
    });
    const { router } = renderApp("/admin/login", api);
    await user.type(await screen.findByLabelText(/^Email or username/), "ops@ringline.ai");
    await user.type(screen.getByLabelText(/^Password/), "Harbour-Lights-2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/two-factor");
    // No page of the back office was asked for: the API would refuse them all.
    expect(api.calls("GET /api/admin/audit-log")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeVisible();
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await user.type(screen.getByLabelText(/^Code from the app/), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("abcde-fghjk")).toBeVisible();
    expect(api.calls("POST /api/admin/auth/totp/verify")[0]?.body).toEqual({ code: "123456" });
    await user.click(screen.getByRole("button", { name: "I saved them" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("sends an administrator without two-factor sign-in from any admin page to set it up", async () => {
    const api = createFakeApi({
      "GET /api/admin/auth/me": json(200, {
        success: true,
        admin: { ...ADMIN, totpEnabled: false },
      }),
    });
    const { router } = renderApp("/admin/new/customers", api);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/two-factor");
  });

  it("signs out to /auth, and says so when the server could not be told", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "POST /auth/logout": failure(500, "UNKNOWN_ERROR"),
    });
    const { router } = renderApp("/dashboard", api);
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(await screen.findByText("Logout failed")).toBeVisible();
    expect(screen.getByText("An error occurred during logout. Please try again.")).toBeVisible();
  });

  it("sends to /login when the session expires while a page is open", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/auth/sessions": failure(401, "AUTH_SESSION_EXPIRED"),
    });
    const { router } = renderApp("/dashboard", api);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("titles each page", async () => {
    renderApp("/dashboard/call-logs", createFakeApi(signedIn()));
    await waitFor(() => expect(document.title).toBe("Call Logs · Dashboard · Ringline"));
  });
});
