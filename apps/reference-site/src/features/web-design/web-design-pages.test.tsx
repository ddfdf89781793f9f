import { WEB_DESIGN_PRICES } from "@ringline/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeApi, failure, json } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

let gtag: ReturnType<typeof vi.fn>;
beforeEach(() => {
  gtag = vi.fn();
  Object.assign(globalThis, { gtag });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });

const ORDER_ID = "0b7c9c52-4f4e-4a57-9a51-2f1f3c1d9e10";

function orderAnswer(status: "pending" | "paid") {
  return json(200, {
    success: true,
    order: {
      id: ORDER_ID,
      package: "brokerage",
      packageName: "Brokerage Site",
      amount: 7500,
      status,
      createdAt: "2026-11-24T10:00:00.000Z",
      paidAt: status === "paid" ? "2026-11-24T10:01:00.000Z" : null,
    },
  });
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Maria Santos");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "maria@summitpeak.example");
  await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "(555) 010-2200");
  await user.type(screen.getByRole("textbox", { name: /^Company/ }), "Summit Peak Properties");
}

describe("/checkout/web-design", () => {
  it("sends the order without a price and goes to the payment provider's page", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/web-design/orders": json(201, {
        success: true,
        orderId: ORDER_ID,
        checkoutUrl: "/pay/checkout/lcs_abc",
      }),
      "GET /api/billing/local/checkout-sessions/lcs_abc": failure(404, "API_NOT_FOUND"),
    });
    const { router } = renderApp("/checkout/web-design?package=brokerage", api);
    expect(await heading("Order your website")).toBeVisible();
    expect(screen.getByRole("combobox", { name: /Package/ })).toHaveValue("brokerage");
    expect(screen.getByText("$7,500.00")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeVisible();
    expect(api.calls("POST /api/web-design/orders")).toHaveLength(0);

    await fillOrder(user);
    await user.type(screen.getByRole("textbox", { name: /Current website/ }), "bayside");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByText("Enter the address as https://…")).toBeVisible();
    await user.clear(screen.getByRole("textbox", { name: /Current website/ }));
    await user.type(
      screen.getByRole("textbox", { name: /Current website/ }),
      "https://summitpeak.example",
    );
    await user.type(screen.getByRole("textbox", { name: /What should/ }), "Recruiting pages");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/checkout/lcs_abc"));
    expect(api.calls("POST /api/web-design/orders")[0]?.body).toEqual({
      package: "brokerage",
      name: "Maria Santos",
      email: "maria@summitpeak.example",
      phone: "(555) 010-2200",
      company: "Summit Peak Properties",
      currentWebsite: "https://summitpeak.example",
      goals: "Recruiting pages",
    });
    expect(gtag).toHaveBeenCalledWith("event", "begin_checkout", {
      item_list_id: "web_design",
      item_id: "brokerage",
      value: 7500,
      currency: "USD",
    });
  });

  it("shows the price of the package chosen, and says when a payment was canceled", async () => {
    const user = userEvent.setup();
    renderApp("/checkout/web-design?package=agent&canceled=1");
    expect(await heading("Order your website")).toBeVisible();
    expect(screen.getByText(/^Payment canceled: nothing was charged\./)).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByText("$1,500.00")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: /Package/ }), "team");
    expect(screen.getByText("$3,500.00")).toBeVisible();
  });

  it("says so when the order cannot be sent, and keeps the form", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/web-design/orders": failure(500, "API_DATABASE_ERROR"),
    });
    const { router } = renderApp("/checkout/web-design", api);
    await heading("Order your website");
    await fillOrder(user);
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const order = screen.getByRole("region", { name: "Your order" });
    expect(await within(order).findByRole("alert")).toHaveTextContent(/./);
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Maria Santos");
    expect(router.state.location.pathname).toBe("/checkout/web-design");
  });
});

describe("/web-design-services", () => {
  it("shows each package's price, the one the order page charges", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/web-design-services");
    const packages = await screen.findByRole("region", { name: "Three ways to start" });
    const prices = within(packages)
      .getAllByRole("heading", { level: 3 })
      .map((title) => [
        title.textContent,
        title.closest("li")?.querySelector(".package-price")?.textContent,
      ]);
    expect(prices).toEqual(
      Object.values(WEB_DESIGN_PRICES).map((offer) => [
        offer.name,
        `$${offer.amount.toLocaleString("en-US")} paid once`,
      ]),
    );
    await user.click(within(packages).getByRole("link", { name: "Order the Brokerage Site" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/web-design"));
    expect(await screen.findByText("$7,500.00")).toBeVisible();
  });
});

describe("/web-design-success", () => {
  it("shows the paid order and what happens next, unindexed", async () => {
    const api = createFakeApi({ [`GET /api/web-design/orders/${ORDER_ID}`]: orderAnswer("paid") });
    renderApp(`/web-design-success?order=${ORDER_ID}`, api);
    expect(await heading("Thank you: your order is paid")).toBeVisible();
    const summary = screen.getByLabelText("Paid order");
    expect(summary).toHaveTextContent("Brokerage Site");
    expect(summary).toHaveTextContent("$7,500.00");
    expect(summary).toHaveTextContent("0B7C9C52");
    expect(screen.getByText(/Check your inbox/)).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"),
    );
    // An effect's event: Preact runs effects after the paint, which may come after the wait.
    await waitFor(() =>
      expect(gtag).toHaveBeenCalledWith("event", "purchase", {
        transaction_id: ORDER_ID,
        value: 7500,
        currency: "USD",
        item_id: "brokerage",
      }),
    );
  });

  it("says the payment is not confirmed yet, and looks again on request", async () => {
    const user = userEvent.setup();
    let confirmed = false;
    const api = createFakeApi({
      [`GET /api/web-design/orders/${ORDER_ID}`]: () => orderAnswer(confirmed ? "paid" : "pending"),
    });
    renderApp(`/web-design-success?order=${ORDER_ID}`, api);
    expect(await heading("Payment not confirmed yet")).toBeVisible();
    expect(screen.getByText(/has not confirmed your payment of \$7,500.00 yet/)).toBeVisible();
    expect(gtag).not.toHaveBeenCalledWith("event", "purchase", expect.anything());
    const asked = api.calls(`GET /api/web-design/orders/${ORDER_ID}`).length;
    confirmed = true;
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await heading("Thank you: your order is paid")).toBeVisible();
    expect(api.calls(`GET /api/web-design/orders/${ORDER_ID}`)).toHaveLength(asked + 1);
  });

  it("shows the loading state, then the error in the catalogue's words", async () => {
    let answer: (response: Response) => void = () => {};
    const api = createFakeApi({
      [`GET /api/web-design/orders/${ORDER_ID}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(`/web-design-success?order=${ORDER_ID}`, api);
    expect(await screen.findByRole("status", { name: "Loading your order…" })).toBeVisible();
    answer(failure(404, "API_NOT_FOUND"));
    expect(await heading("We could not show your order")).toBeVisible();
    const outcome = screen.getByRole("region", { name: "We could not show your order" });
    expect(within(outcome).getByRole("alert")).toHaveTextContent(/./);
    expect(screen.getByRole("button", { name: "Check again" })).toBeVisible();
  });

  it("says when the link names no order", async () => {
    renderApp("/web-design-success");
    expect(await heading("We could not show your order")).toBeVisible();
    const outcome = screen.getByRole("region", { name: "We could not show your order" });
    expect(within(outcome).getByRole("alert")).toHaveTextContent(
      "This link does not name an order.",
    );
  });
});
