import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { INVOICE, siteUrl } from "../../test/billing-fixtures.js";
import { createFakeApi, failure, json } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const SESSION = {
  id: "lcs_1",
  status: "open",
  email: "olivia@bayside.example",
  mode: "subscription",
  description: "Growth plan",
  planName: "Growth",
  billing: "monthly",
  amount: 59,
  trialDays: 7,
  setupFee: 0,
  dueToday: 0,
  cancelUrl: siteUrl("/checkout?plan=growth&billing=monthly&canceled=1"),
  testCards: [
    {
      number: "4242 4242 4242 4242",
      outcome: "succeeds",
      description: "Visa: every payment succeeds",
    },
    { number: "4000 0000 0000 0002", outcome: "declined", description: "Declined at once" },
  ],
};

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), "12/34");
  await user.type(screen.getByLabelText(/^CVC/), "123");
  await user.type(screen.getByLabelText(/^Name on card/), "Olivia Reyes");
}

describe("the embedded payment provider's hosted pages", () => {
  it("takes a card typed in one go: grouped, the slash put in, each full field handing on", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "GET /api/billing/local/checkout-sessions/lcs_1": json(200, {
        success: true,
        session: SESSION,
      }),
    });
    renderApp("/pay/checkout/lcs_1", api);
    await user.click(await screen.findByLabelText(/^Card number/));
    await user.keyboard("4242424242424242");
    expect(screen.getByLabelText(/^Card number/)).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByLabelText(/^Expiry/)).toHaveFocus();
    await user.keyboard("1234");
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue("12/34");
    expect(screen.getByLabelText(/^CVC/)).toHaveFocus();
    await user.keyboard("123");
    expect(screen.getByLabelText(/^Name on card/)).toHaveFocus();
    // Back in a full field, a backspace does not push the cursor on.
    await user.click(screen.getByLabelText(/^Expiry/));
    await user.keyboard("{Backspace}");
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue("12/3");
    expect(screen.getByLabelText(/^Expiry/)).toHaveFocus();
  });

  it("shows the purchase and the test cards, and says the specification's error for a declined card", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "GET /api/billing/local/checkout-sessions/lcs_1": json(200, {
        success: true,
        session: SESSION,
      }),
      "POST /api/billing/local/checkout-sessions/lcs_1/pay": failure(
        402,
        "PAYMENT_PROCESSING_ERROR",
      ),
    });
    renderApp("/pay/checkout/lcs_1", api);
    expect(await screen.findByText("Growth plan")).toBeVisible();
    expect(screen.getByText("Test mode")).toBeVisible();
    expect(screen.getByText("Paying as olivia@bayside.example")).toBeVisible();
    await user.click(screen.getByText("Test cards"));
    expect(screen.getByText("Declined at once")).toBeVisible();
    await typeCard(user, "4000 0000 0000 0002");
    await user.click(screen.getByRole("button", { name: "Start free trial" }));
    expect(
      await screen.findByText(
        "Payment Declined: Your card was declined. Use another card or contact your bank. You have not been charged.",
      ),
    ).toHaveAttribute("role", "alert");
    expect(api.calls("POST /api/billing/local/checkout-sessions/lcs_1/pay")[0]?.body).toEqual({
      cardNumber: "4000 0000 0000 0002",
      expiry: "12/34",
      cvc: "123",
      name: "Olivia Reyes",
    });
  });

  it("goes where the provider says once the card is accepted", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "GET /api/billing/local/checkout-sessions/lcs_1": json(200, {
        success: true,
        session: SESSION,
      }),
      "POST /api/billing/local/checkout-sessions/lcs_1/pay": json(200, {
        success: true,
        redirectUrl: siteUrl("/order-confirmation?session_id=lcs_1"),
      }),
    });
    const { router } = renderApp("/pay/checkout/lcs_1", api);
    await user.click(await screen.findByText("Test cards"));
    await user.click(screen.getByRole("button", { name: "4242 4242 4242 4242" }));
    await user.type(screen.getByLabelText(/^Name on card/), "Olivia Reyes");
    await user.click(screen.getByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/pay/checkout/lcs_1"));
    expect(api.calls("POST /api/billing/local/checkout-sessions/lcs_1/pay")[0]?.body).toMatchObject(
      {
        cardNumber: "4242 4242 4242 4242",
      },
    );
  });

  it("refuses a card number that is not a number, with the contract's words", async () => {
    const user = userEvent.setup();
    const { api } = renderApp(
      "/pay/checkout/lcs_1",
      createFakeApi({
        "GET /api/billing/local/checkout-sessions/lcs_1": json(200, {
          success: true,
          session: SESSION,
        }),
      }),
    );
    await typeCard(user, "4242");
    await user.clear(screen.getByLabelText(/^Expiry/));
    await user.type(screen.getByLabelText(/^Expiry/), "13/40");
    await user.click(screen.getByRole("button", { name: "Start free trial" }));
    expect(await screen.findByText("Enter a valid card number")).toBeVisible();
    expect(screen.getByText("Enter the expiry date as MM/YY")).toBeVisible();
    expect(api.calls("POST /api/billing/local/checkout-sessions/lcs_1/pay")).toHaveLength(0);
  });

  it("shows a one-off purchase without trial or subscription words, and pays its total", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "GET /api/billing/local/checkout-sessions/lcs_2": json(200, {
        success: true,
        session: {
          ...SESSION,
          id: "lcs_2",
          mode: "payment",
          description: "Web design: Team Site",
          planName: "Web design: Team Site",
          billing: null,
          amount: 3500,
          trialDays: 0,
          dueToday: 3500,
          cancelUrl: "/checkout/web-design?package=team&canceled=1",
        },
      }),
      "POST /api/billing/local/checkout-sessions/lcs_2/pay": json(200, {
        success: true,
        redirectUrl: "/web-design-success?order=o-1",
      }),
      "GET /api/web-design/orders/o-1": json(200, {
        success: true,
        order: {
          id: "o-1",
          package: "team",
          packageName: "Team Site",
          amount: 3500,
          status: "paid",
          createdAt: "2026-11-24T10:00:00.000Z",
          paidAt: "2026-11-24T10:01:00.000Z",
        },
      }),
    });
    const { router } = renderApp("/pay/checkout/lcs_2", api);
    expect(await screen.findByText("Web design: Team Site")).toBeVisible();
    expect(screen.getByText("Total, paid once")).toBeVisible();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(payment).not.toHaveTextContent(/trial|plan|month|year|subscription/i);
    await typeCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Pay $3,500.00" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/web-design-success"));
    expect(router.state.location.search).toBe("?order=o-1");
  });

  it("portal: shows the card on file and the invoices, and replaces the card", async () => {
    const user = userEvent.setup();
    const portal = {
      id: "lps_1",
      email: "olivia@bayside.example",
      card: { brand: "Visa", last4: "0341", expMonth: 12, expYear: 2034 },
      returnUrl: siteUrl("/dashboard/billing"),
      invoices: [{ ...INVOICE, description: "Growth (monthly)", amount: 59, status: "open" }],
    };
    const api = createFakeApi({
      "GET /api/billing/local/portal-sessions/lps_1": json(200, { success: true, portal }),
      "POST /api/billing/local/portal-sessions/lps_1/card": json(200, {
        success: true,
        message: "Your card has been updated.",
      }),
    });
    renderApp("/pay/portal/lps_1", api);
    expect(await screen.findByText("Visa ending in 0341, expires 12/2034")).toBeVisible();
    expect(screen.getByRole("cell", { name: "$59.00" })).toBeVisible();
    expect(screen.getByText("Open")).toBeVisible();
    await typeCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Update card" }));
    expect(await screen.findByText("Card updated")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Ringline" })).toHaveAttribute(
      "href",
      siteUrl("/dashboard/billing"),
    );
  });
});
