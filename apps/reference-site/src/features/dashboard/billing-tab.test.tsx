import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { INVOICE, overviewAnswer, PLANS, siteUrl, TRIALING } from "../../test/billing-fixtures.js";
import { createFakeApi, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const invoices = () =>
  json(200, { success: true, items: [INVOICE], total: 1, page: 1, pageSize: 10 });

describe("the dashboard's Billing tab", () => {
  it("shows the plan, its status, the trial's days left, this period's minutes and the invoices", async () => {
    renderApp(
      "/dashboard/billing",
      createFakeApi({
        ...signedIn(),
        "GET /api/billing/subscription": () => overviewAnswer(),
        "GET /api/billing/invoices": invoices,
      }),
    );
    const plan = await screen.findByRole("region", { name: "Your plan" });
    expect(await within(plan).findByText("Growth, $59/month")).toBeVisible();
    expect(within(plan).getByText("Free trial")).toBeVisible();
    expect(within(plan).getByText("5 days left (first payment on Nov 28, 2026)")).toBeVisible();
    expect(within(plan).getByText("Visa ending in 4242")).toBeVisible();
    const usage = screen.getByRole("region", { name: "Minutes this period" });
    expect(within(usage).getByText("120 of 500 minutes used")).toBeVisible();
    expect(within(usage).getByRole("meter", { name: "Minutes used this period" })).toHaveAttribute(
      "value",
      "120",
    );
    expect(within(usage).getByText("Minutes past 500 cost $0.20 each.")).toBeVisible();
    const list = screen.getByRole("region", { name: "Invoices" });
    expect(await within(list).findByText("Free trial of Growth (monthly)")).toBeVisible();
  });

  it("says the minutes over the plan and what they cost so far, as the API counts them", async () => {
    renderApp(
      "/dashboard/billing",
      createFakeApi({
        ...signedIn(),
        "GET /api/billing/subscription": () =>
          overviewAnswer(TRIALING, 537, { overageMinutes: 37, overageCharge: 7.4 }),
      }),
    );
    const usage = await screen.findByRole("region", { name: "Minutes this period" });
    expect(within(usage).getByText("537 of 500 minutes used")).toBeVisible();
    expect(
      within(usage).getByText("37 minutes over the plan, $7.40 so far at $0.20 a minute."),
    ).toBeVisible();
  });

  it("says where plans start with the cheapest plan of plan_configurations", async () => {
    const repriced = () =>
      json(200, {
        success: true,
        items: [{ ...PLANS[0], id: "lite", name: "Lite", monthlyPrice: 29, trialDays: 14 }],
        total: 1,
        page: 1,
        pageSize: 1,
      });
    renderApp("/dashboard/billing", createFakeApi({ ...signedIn(), "GET /api/plans": repriced }));
    const plan = await screen.findByRole("region", { name: "Your plan" });
    expect(
      await within(plan).findByText("Plans start at $29/month, with a 14-day free trial."),
    ).toBeVisible();
  });

  it("offers a free trial to an account without a plan", async () => {
    renderApp("/dashboard/billing", createFakeApi(signedIn()));
    expect(
      await screen.findByRole("link", { name: "Start your 7-day free trial" }),
    ).toHaveAttribute("href", "/checkout");
  });

  it("cancels at the period's end only after confirming, and can keep it after all", async () => {
    const user = userEvent.setup();
    const cancelled = { ...TRIALING, cancelAtPeriodEnd: true };
    let ended = false;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/billing/subscription": () => overviewAnswer(ended ? cancelled : TRIALING),
      "POST /api/billing/subscription/cancel": () => {
        ended = true;
        return json(200, { success: true, subscription: cancelled });
      },
    });
    renderApp("/dashboard/billing", api);
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your subscription?" });
    expect(dialog).toHaveTextContent("keeps answering until Nov 28, 2026");
    await user.click(within(dialog).getByRole("button", { name: "Keep my plan" }));
    expect(api.calls("POST /api/billing/subscription/cancel")).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await user.click(screen.getByRole("button", { name: "Cancel at period end" }));
    expect(await screen.findByText("Subscription cancelled")).toBeVisible();
    expect(api.calls("POST /api/billing/subscription/cancel")).toHaveLength(1);
    expect(await screen.findByText("Ends on")).toBeVisible();
    expect(screen.getByRole("button", { name: "Keep my subscription" })).toBeVisible();
  });

  it("changes plan through /upgrade-checkout and the card through the provider's portal", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/billing/subscription": () => overviewAnswer(),
      "POST /api/billing/portal": json(200, { success: true, url: siteUrl("/pay/portal/lps_1") }),
    });
    const { router } = renderApp("/dashboard/billing", api);
    expect(await screen.findByRole("link", { name: "Change plan" })).toHaveAttribute(
      "href",
      "/upgrade-checkout?plan=growth&billing=monthly",
    );
    await user.click(screen.getByRole("button", { name: "Update card" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/portal/lps_1"));
  });

  it("warns when the last payment failed", async () => {
    renderApp(
      "/dashboard/billing",
      createFakeApi({
        ...signedIn(),
        "GET /api/billing/subscription": () =>
          overviewAnswer({
            ...TRIALING,
            status: "past_due",
            trialDaysLeft: null,
            trialEndsAt: null,
          }),
      }),
    );
    expect(
      await screen.findByText(
        "Your last payment failed. Update your card to keep your AI receptionist answering.",
      ),
    ).toHaveAttribute("role", "alert");
  });
});
