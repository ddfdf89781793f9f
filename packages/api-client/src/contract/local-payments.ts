import * as z from "zod/mini";
import { ZCard, ZInvoice } from "./billing.js";
import { requiredText } from "./fields.js";
import { PAYMENT_PERIODS } from "./orders.js";

// The embedded payment provider's own pages (hosted checkout and customer portal), served by
// the product when no real provider is configured. Their ids are unguessable and expire.

const ZSessionId = z.object({
  id: z.string("Unknown session").check(z.minLength(1, "Unknown session"), z.maxLength(100)),
});

/**
 * A test card number and what it does, shown on the hosted checkout page.
 *
 * @example
 * ```ts
 * const declined = session.testCards.find((card) => card.outcome === "declined");
 * ```
 */
export const ZTestCard = z.object({
  number: z.string(),
  /** `succeeds`, `declined` (refused at once), `fails-later` (accepted, then renewals fail). */
  outcome: z.string(),
  description: z.string(),
});

/** A test card. */
export type TTestCard = z.infer<typeof ZTestCard>;

/**
 * `GET /api/billing/local/checkout-sessions/:id`: what the hosted checkout page shows.
 *
 * @example
 * ```ts
 * const { session } = await api.getLocalCheckout({ id });
 * ```
 */
export const ZLocalCheckoutResponse = z.object({
  success: z.literal(true),
  session: z.object({
    id: z.string(),
    status: z.enum(["open", "complete", "expired"]),
    email: z.string(),
    /** `subscription` (a plan, with its trial) or `payment` (one purchase, paid once). */
    mode: z.enum(["subscription", "payment"]),
    /** What is bought: "Growth plan", "Web design: Team Site". */
    description: z.string(),
    planName: z.string(),
    /** The plan's period; null for a one-off payment. */
    billing: z.nullable(z.enum(PAYMENT_PERIODS)),
    /** Dollars per period after the trial (a one-off payment: its price). */
    amount: z.number(),
    trialDays: z.number(),
    setupFee: z.number(),
    /** Charged when the card is accepted (the setup fee; the plan itself after the trial). */
    dueToday: z.number(),
    cancelUrl: z.string(),
    testCards: z.array(ZTestCard),
  }),
});

/** `GET /api/billing/local/checkout-sessions/:id`. */
export type TLocalCheckoutResponse = z.infer<typeof ZLocalCheckoutResponse>;

const CARD_NUMBER = "Enter a valid card number";
const EXPIRY = "Enter the expiry date as MM/YY";

/**
 * A card typed on the embedded provider's pages. Spaces in the number are ignored.
 *
 * @example
 * ```ts
 * ZLocalCard.parse({ cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Lovelace" });
 * ```
 */
export const ZLocalCard = z.object({
  cardNumber: z.string(CARD_NUMBER).check(
    z.overwrite((value) => value.replace(/[\s-]/g, "")),
    z.regex(/^[0-9]{12,19}$/, CARD_NUMBER),
  ),
  expiry: z.string(EXPIRY).check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/, EXPIRY)),
  cvc: z
    .string("Enter the 3 or 4 digits on the back")
    .check(z.trim(), z.regex(/^[0-9]{3,4}$/, "Enter the 3 or 4 digits on the back")),
  name: requiredText(2, 100, "Enter the name on the card"),
});

/** A card typed on the embedded provider's pages. */
export type TLocalCard = z.infer<typeof ZLocalCard>;
/** A card as the form holds it. */
export type TLocalCardInput = z.input<typeof ZLocalCard>;

/**
 * `POST /api/billing/local/checkout-sessions/:id/pay`.
 *
 * @example
 * ```ts
 * const { redirectUrl } = await api.payLocalCheckout({ id, ...card });
 * ```
 */
export const ZLocalPayRequest = z.extend(ZLocalCard, ZSessionId.shape);

/** `POST /api/billing/local/checkout-sessions/:id/pay`. */
export type TLocalPayRequest = z.infer<typeof ZLocalPayRequest>;

/**
 * Where the browser goes after the embedded provider accepted the card.
 *
 * @example
 * ```ts
 * location.assign(answer.redirectUrl);
 * ```
 */
export const ZLocalPayResponse = z.object({ success: z.literal(true), redirectUrl: z.string() });

/** The answer to a payment on the hosted checkout page. */
export type TLocalPayResponse = z.infer<typeof ZLocalPayResponse>;

/**
 * `GET /api/billing/local/portal-sessions/:id`: the embedded customer portal.
 *
 * @example
 * ```ts
 * const { portal } = await api.getLocalPortal({ id });
 * ```
 */
export const ZLocalPortalResponse = z.object({
  success: z.literal(true),
  portal: z.object({
    id: z.string(),
    email: z.string(),
    card: z.nullable(ZCard),
    returnUrl: z.string(),
    invoices: z.array(ZInvoice),
  }),
});

/** `GET /api/billing/local/portal-sessions/:id`. */
export type TLocalPortalResponse = z.infer<typeof ZLocalPortalResponse>;

/**
 * `POST /api/billing/local/portal-sessions/:id/card`: replaces the card; an unpaid invoice
 * is charged again on the new card.
 *
 * @example
 * ```ts
 * await api.updateLocalPortalCard({ id, ...card });
 * ```
 */
export const ZLocalPortalCardRequest = ZLocalPayRequest;

/** `POST /api/billing/local/portal-sessions/:id/card`. */
export type TLocalPortalCardRequest = z.infer<typeof ZLocalPortalCardRequest>;

/** The session parameter of the embedded provider's routes. */
export const ZLocalSessionParameter = ZSessionId;
