import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { overviewAnswer, plansAnswer, siteUrl, TRIALING } from "../../test/billing-fixtures.js";
import { createFakeApi, failure, json, signedIn, USER } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const checkoutAnswer = () =>
  json(201, { success: true, sessionId: "lcs_1", url: siteUrl("/pay/checkout/lcs_1") });

describe("checkout", () => {
  it("sends a visitor to sign up first, with the plan and billing it was opened with", async () => {
    const { router } = renderApp("/checkout?plan=starter&billing=annual");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    expect(router.state.location.search).toBe("?plan=starter&billing=annual");
  });

  it("shows the plans' prices from the API, keeps the choice in the URL and opens the hosted payment page", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/plans": plansAnswer,
      "POST /api/billing/checkout": checkoutAnswer,
    });
    const { router } = renderApp("/checkout?plan=growth&billing=monthly", api);
    expect(
      await screen.findByRole("heading", { name: "Start your 7-day free trial" }),
    ).toBeVisible();
    expect(await screen.findByRole("radio", { name: /Growth/ })).toBeChecked();
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("$59/month")).toBeVisible();
    expect(within(summary).getByText("$0.00")).toBeVisible();
    expect(summary).toHaveTextContent("Credit card required • Cancel anytime during trial");

    await user.click(screen.getByRole("radio", { name: "Annual" }));
    expect(router.state.location.search).toBe("?plan=growth&billing=annual");
    expect(await within(summary).findByText("$474/year")).toBeVisible();
    expect(screen.getByText("Save $234 per year")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(api.calls("POST /api/billing/checkout")[0]?.body).toEqual({
      plan: "growth",
      billing: "annual",
      premiumSetup: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/checkout/lcs_1"));
  });

  it("sells the premium setup on /checkout-enhanced and waives it with annual billing", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/plans": plansAnswer,
      "POST /api/billing/checkout": checkoutAnswer,
    });
    renderApp("/checkout-enhanced?plan=starter&billing=monthly", api);
    await user.click(await screen.findByRole("checkbox", { name: "Add premium setup ($99.00)" }));
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(await within(summary).findAllByText("$99.00")).toHaveLength(2);
    await user.click(screen.getByRole("radio", { name: "Annual" }));
    expect(await within(summary).findByText("Waived", { exact: false })).toBeVisible();
    expect(
      screen.getByText("Free with annual billing: the $99.00 setup fee is waived."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(api.calls("POST /api/billing/checkout")[0]?.body).toMatchObject({
      plan: "starter",
      billing: "annual",
      premiumSetup: true,
    });
  });

  it("says so when the account already has a subscription", async () => {
    const user = userEvent.setup();
    renderApp(
      "/checkout",
      createFakeApi({
        ...signedIn(),
        "GET /api/plans": plansAnswer,
        "POST /api/billing/checkout": failure(409, "PAYMENT_ALREADY_SUBSCRIBED"),
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("You already have a subscription.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
      "href",
      "/dashboard/billing",
    );
  });

  it("walks a visitor from an ad through plan, account and payment on /checkout-funnel", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ "GET /api/plans": plansAnswer });
    const { router } = renderApp("/checkout-funnel", api);
    expect(await screen.findByRole("heading", { name: "Choose your plan" })).toBeVisible();
    const steps = screen.getByRole("list", { name: "Checkout steps" });
    expect(within(steps).getByText("Plan").closest("li")).toHaveAttribute("aria-current", "step");
    await user.click(screen.getByRole("radio", { name: /Unlimited/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeVisible();
    expect(router.state.location.search).toBe("?plan=unlimited&billing=monthly&step=account");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent("/checkout-funnel?plan=unlimited&billing=monthly&step=payment")}`,
    );
  });

  it("shows the prorated cost before confirming a plan change on /upgrade-checkout", async () => {
    const user = userEvent.setup();
    const active = {
      ...JSON.parse(await overviewAnswer().text()).subscription,
      status: "active",
      trialDaysLeft: null,
      trialEndsAt: null,
    };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/plans": plansAnswer,
      "GET /api/billing/subscription": () => overviewAnswer(active),
      "GET /api/billing/plan-change": json(200, {
        success: true,
        preview: {
          plan: "unlimited",
          planName: "Unlimited",
          billing: "monthly",
          currentAmount: 59,
          newAmount: 99,
          amountDueNow: 20,
          credit: 0,
          nextBillingDate: "2026-12-21T10:00:00.000Z",
          trialing: false,
        },
      }),
      "POST /api/billing/plan-change": json(200, {
        success: true,
        subscription: { ...active, plan: "unlimited", planName: "Unlimited", amount: 99 },
      }),
    });
    const { router } = renderApp("/upgrade-checkout?plan=unlimited&billing=monthly", api);
    const cost = await screen
      .findByRole("definition", { name: undefined, hidden: false })
      .catch(() => null);
    void cost;
    const lines = await screen.findByLabelText("Cost of the change");
    expect(lines).toHaveTextContent("Unlimited, $99/month");
    expect(lines).toHaveTextContent("Due today$20.00");
    expect(lines).toHaveTextContent("Next payment$99.00 on Dec 21, 2026");
    expect(api.calls("GET /api/billing/plan-change")[0]?.search).toBe(
      "?plan=unlimited&billing=monthly",
    );
    expect(api.calls("POST /api/billing/plan-change")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Confirm change" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/billing"));
    expect(api.calls("POST /api/billing/plan-change")[0]?.body).toEqual({
      plan: "unlimited",
      billing: "monthly",
    });
  });

  it("confirms the payment the provider returns from with a confirmation step, then onboarding", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "POST /api/billing/checkout/confirm": json(200, { success: true, subscription: TRIALING }),
    });
    const { router } = renderApp("/order-confirmation?session_id=lcs_1", api);
    const heading = await screen.findByRole("heading", { name: "Payment confirmed" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.calls("POST /api/billing/checkout/confirm")[0]?.body).toEqual({
      sessionId: "lcs_1",
    });
    expect(screen.getByText("Your Growth plan's 7-day free trial has started.")).toBeVisible();
    const details = screen.getByRole("region", { name: "Your subscription" });
    expect(details).toHaveTextContent("PlanGrowth, $59/month");
    expect(details).toHaveTextContent("Free trial endsNov 28, 2026");
    expect(details).toHaveTextContent("First charge$59.00 on Nov 28, 2026");
    expect(details).toHaveTextContent(
      "Cancel anytime in Billing. Cancel before Nov 28, 2026 and you are not charged.",
    );
    expect(details).toHaveTextContent(`We are e-mailing your receipt to ${USER.email}.`);
    const progress = screen.getByRole("navigation", { name: "Purchase progress" });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent("Setup");
    expect(router.state.location.pathname).toBe("/order-confirmation");

    await user.click(screen.getByRole("link", { name: "Set up your receptionist" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/onboarding(\/|$)/));
  });

  it("explains /order-confirmation opened without an order, and where to go", async () => {
    const { api } = renderApp("/order-confirmation", createFakeApi(signedIn()));
    expect(await screen.findByRole("heading", { name: "No order to show" })).toBeVisible();
    expect(screen.queryByText(/id is required/i)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Order received" })).toBeNull();
    expect(screen.getByRole("link", { name: "Billing" })).toHaveAttribute(
      "href",
      "/dashboard/billing",
    );
    expect(screen.getByRole("link", { name: "Start your 7-day free trial" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/support",
    );
    expect(api.seen.filter((request) => request.path.startsWith("/api/orders"))).toHaveLength(0);
  });

  it.each(["trialing", "active"])(
    "sends a customer whose subscription is %s from /checkout to the plan change page up front",
    async (status) => {
      const api = createFakeApi({
        ...signedIn(),
        "GET /auth/me": () =>
          json(200, {
            success: true,
            user: { ...USER, subscriptionStatus: status, plan: "growth" },
          }),
        "GET /api/plans": plansAnswer,
        "GET /api/billing/subscription": () => overviewAnswer({ ...TRIALING, status }),
        "GET /api/billing/plan-change": failure(500, "UNKNOWN_ERROR"),
      });
      const { router } = renderApp("/checkout?plan=unlimited&billing=monthly", api);
      await waitFor(() => expect(router.state.location.pathname).toBe("/upgrade-checkout"));
      expect(router.state.location.search).toBe("?plan=unlimited&billing=monthly&from=checkout");
      expect(await screen.findByRole("heading", { name: "Change your plan" })).toBeVisible();
      expect(await screen.findByText(/so there is no new trial to start/)).toHaveTextContent(
        status === "trialing"
          ? "You already have the Growth plan in its free trial"
          : "You already have the Growth plan, so",
      );
      expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
      expect(api.calls("POST /api/billing/checkout")).toHaveLength(0);
    },
  );

  it("marks payment as the current step of the purchase on /checkout", async () => {
    renderApp("/checkout", createFakeApi({ ...signedIn(), "GET /api/plans": plansAnswer }));
    const progress = await screen.findByRole("navigation", { name: "Purchase progress" });
    const steps = within(progress).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(steps[0]).toHaveTextContent("Account (done)");
    expect(steps[2]).toHaveTextContent("Setup (to do)");
  });
});
