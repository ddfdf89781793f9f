import type { SignedUp } from "./app.js";

/** What the embedded provider's test cards need besides their number. */
export const CARD_DETAILS = { expiry: "12/40", cvc: "123", name: "Ada Lovelace" };

/** Starts a checkout for a signed-up user and pays it on the hosted page with a test card. */
export async function payCheckout(
  owner: Pick<SignedUp, "agent" | "csrf">,
  cardNumber: string,
  checkout: { plan?: string; billing?: string; premiumSetup?: boolean; orderId?: string } = {},
): Promise<{ sessionId: string; redirectUrl: string }> {
  const started = await owner.agent
    .post("/api/billing/checkout")
    .set("x-csrf-token", owner.csrf)
    .send({ plan: "growth", billing: "monthly", ...checkout })
    .expect(201);
  const sessionId = started.body.sessionId as string;
  const paid = await owner.agent
    .post(`/api/billing/local/checkout-sessions/${sessionId}/pay`)
    .set("x-csrf-token", owner.csrf)
    .send({ cardNumber, ...CARD_DETAILS })
    .expect(200);
  return { sessionId, redirectUrl: paid.body.redirectUrl as string };
}

/** A valid order of `POST /api/orders` for an address. */
export function orderFor(
  email: string,
  order: { selectedPlan?: string; paymentPeriod?: string } = {},
) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "5550102030",
    company: "Analytical Homes",
    businessType: "Real estate",
    selectedPlan: "starter",
    paymentPeriod: "monthly",
    agreeToTerms: true,
    ...order,
  };
}
