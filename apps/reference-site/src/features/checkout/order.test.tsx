import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { plansAnswer, siteUrl } from "../../test/billing-fixtures.js";
import { createFakeApi, json, signedIn, USER } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const ORDER = {
  id: "5f0c1c3e-2d6a-4d8e-9a51-6b7c8d9e0f12",
  selectedPlan: "unlimited",
  paymentPeriod: "annual",
  includeSetup: true,
  orderStatus: "pending",
  amount: 796,
  createdAt: "2026-11-21T10:00:00.000Z",
};

describe("the order form and its confirmation", () => {
  it("needs every required field and the terms, then places the order with every field", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/plans": plansAnswer,
      "POST /api/orders": json(201, { success: true, message: "Thank you!", data: ORDER }),
      [`GET /api/orders/${ORDER.id}`]: json(200, { success: true, order: ORDER }),
    });
    const { router } = renderApp("/order?plan=unlimited&billing=annual", api);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue(USER.email);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("You must agree to the terms and conditions")).toBeVisible();
    expect(screen.getByText("Please enter a valid phone number")).toBeVisible();
    expect(screen.getByText("Company name is required")).toBeVisible();
    expect(api.calls("POST /api/orders")).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Phone/), "(555) 010-2030");
    await user.type(screen.getByLabelText(/^Company/), "Bayside Realty");
    await user.selectOptions(screen.getByLabelText(/^Business type/), "Real estate brokerage");
    await user.selectOptions(screen.getByLabelText(/^Monthly call volume/), "101-200");
    await user.type(screen.getByLabelText(/^Current phone system/), "Verizon");
    await user.click(screen.getByRole("checkbox", { name: /Include premium setup/ }));
    await user.type(screen.getByLabelText(/^Special requirements/), "Spanish callers too");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/order-confirmation"));
    expect(api.calls("POST /api/orders")[0]?.body).toEqual({
      firstName: USER.firstName,
      lastName: USER.lastName,
      email: USER.email,
      phone: "(555) 010-2030",
      company: "Bayside Realty",
      businessType: "Real estate brokerage",
      currentPhoneSystem: "Verizon",
      monthlyCallVolume: "101-200",
      selectedPlan: "unlimited",
      paymentPeriod: "annual",
      includeSetup: true,
      specialRequirements: "Spanish callers too",
      agreeToTerms: true,
    });
    expect(await screen.findByRole("heading", { name: "Order received" })).toBeVisible();
  });

  it("pays a placed order through checkout, carrying its plan, setup and id", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      [`GET /api/orders/${ORDER.id}`]: json(200, { success: true, order: ORDER }),
      "POST /api/billing/checkout": json(201, {
        success: true,
        sessionId: "lcs_9",
        url: siteUrl("/pay/checkout/lcs_9"),
      }),
    });
    const { router } = renderApp(`/order-confirmation?order=${ORDER.id}`, api);
    expect(await screen.findByText("Unlimited, $796/year")).toBeVisible();
    expect(screen.getByText("Included")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(api.calls("POST /api/billing/checkout")[0]?.body).toEqual({
      plan: "unlimited",
      billing: "annual",
      premiumSetup: true,
      orderId: ORDER.id,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/checkout/lcs_9"));
  });
});
