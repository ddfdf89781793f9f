import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admin-fixtures.js";
import { createFakeApi, failure, json } from "../../../test/fake-api.js";
import { renderApp } from "../../../test/render-app.js";

const CUSTOMER_ID = "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f";
const CONNECTION_ID = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";

const DETAIL = {
  success: true,
  customer: {
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
    username: "carol",
    phone: null,
    balance: 0,
    smsOptIn: true,
    onboardingCompleted: true,
    emailVerified: true,
    aiPhoneNumber: null,
  },
  subscription: null,
  usage: null,
  calls: [],
  transcripts: [],
  emails: [],
  activity: [],
  notes: [],
};

const BROKEN = {
  id: CONNECTION_ID,
  provider: "google",
  kind: "calendar",
  status: "error",
  accountLabel: "carol@bayside.example",
  bookInto: true,
  lastSyncAt: "2026-11-23T09:00:00.000Z",
  lastError: "Google refused the connection: invalid_grant.",
  lastErrorAt: "2026-11-24T08:00:00.000Z",
  createdAt: "2026-11-20T10:00:00.000Z",
};

const answers = (role: string, items: unknown[] = [BROKEN]) => ({
  ...signedInAdmin(role),
  [`GET /api/admin/customers/${CUSTOMER_ID}`]: json(200, DETAIL),
  [`GET /api/admin/customers/${CUSTOMER_ID}/integrations`]: json(200, { items }),
});

describe("the back office's customer connections", () => {
  it("lists the customer's connections with the last error, and disconnects after a confirmation", async () => {
    const user = userEvent.setup();
    const path = `DELETE /api/admin/customers/${CUSTOMER_ID}/integrations/${CONNECTION_ID}`;
    const api = createFakeApi({
      ...answers("admin"),
      [path]: json(200, { success: true, message: "Google Calendar is disconnected." }),
    });
    renderApp(`/admin/new/customers/${CUSTOMER_ID}`, api);
    const card = await screen.findByRole("region", { name: "Connections" });
    const table = await within(card).findByRole("table");
    const row = await within(table).findByRole("row", { name: /google/ });
    expect(row).toHaveTextContent("carol@bayside.example");
    expect(row).toHaveTextContent("error");
    expect(row).toHaveTextContent("Google refused the connection: invalid_grant.");

    await user.click(within(row).getByRole("button", { name: "Disconnect google" }));
    const dialog = await screen.findByRole("dialog", { name: "Disconnect google?" });
    expect(api.calls(path)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("Google Calendar is disconnected.")).toBeVisible();
    expect(api.calls(path)).toHaveLength(1);
    await waitFor(() =>
      expect(
        api.calls(`GET /api/admin/customers/${CUSTOMER_ID}/integrations`).length,
      ).toBeGreaterThan(1),
    );
  });

  it("says why a disconnection was refused", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...answers("admin"),
      [`DELETE /api/admin/customers/${CUSTOMER_ID}/integrations/${CONNECTION_ID}`]: failure(
        403,
        "ADMIN_FORBIDDEN",
      ),
    });
    renderApp(`/admin/new/customers/${CUSTOMER_ID}`, api);
    const card = await screen.findByRole("region", { name: "Connections" });
    await user.click(await within(card).findByRole("button", { name: "Disconnect google" }));
    const dialog = await screen.findByRole("dialog", { name: "Disconnect google?" });
    await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("Access Denied")).toBeVisible();
  });

  it("shows the support role the list without Disconnect", async () => {
    renderApp(`/admin/new/customers/${CUSTOMER_ID}`, createFakeApi(answers("support")));
    const card = await screen.findByRole("region", { name: "Connections" });
    expect(
      await within(card).findByText("Google refused the connection: invalid_grant."),
    ).toBeVisible();
    expect(card).toHaveTextContent("Your role can read them but not disconnect them.");
    expect(within(card).queryByRole("button", { name: /Disconnect/ })).toBeNull();
  });

  it("says when the customer has connected nothing", async () => {
    renderApp(`/admin/new/customers/${CUSTOMER_ID}`, createFakeApi(answers("admin", [])));
    const card = await screen.findByRole("region", { name: "Connections" });
    expect(await within(card).findByText("No calendars or CRMs connected.")).toBeVisible();
  });
});
