import * as z from "zod/mini";
import { emailAddress, optionalText, phoneNumber, requiredText } from "./fields.js";
import { ZPage } from "./route.js";

/**
 * The plans on sale.
 *
 * @example
 * ```ts
 * PLAN_IDS; // ["starter", "growth", "unlimited"]
 * ```
 */
export const PLAN_IDS = ["starter", "growth", "unlimited"] as const;

/**
 * How often a plan is paid.
 *
 * @example
 * ```ts
 * PAYMENT_PERIODS; // ["monthly", "annual"]
 * ```
 */
export const PAYMENT_PERIODS = ["monthly", "annual"] as const;

/**
 * `POST /api/orders`: an order from the pricing page. Signed-in callers get the order
 * attached to their account.
 *
 * @example
 * ```ts
 * const result = ZOrderRequest.safeParse(formValues);
 * ```
 */
export const ZOrderRequest = z.object({
  firstName: requiredText(2, 100, "First name must be at least 2 characters"),
  lastName: requiredText(2, 100, "Last name must be at least 2 characters"),
  email: emailAddress("Please enter a valid email address"),
  phone: phoneNumber(),
  company: requiredText(2, 200, "Company name is required"),
  businessType: requiredText(2, 100, "Please select your business type"),
  currentPhoneSystem: optionalText(200),
  monthlyCallVolume: optionalText(50),
  selectedPlan: z.enum(PLAN_IDS, "Please select a plan"),
  paymentPeriod: z.enum(PAYMENT_PERIODS, "Please select monthly or annual billing"),
  includeSetup: z._default(z.boolean("Include setup must be true or false"), false),
  specialRequirements: optionalText(2000, "Special requirements must be at most 2000 characters"),
  agreeToTerms: z.literal(true, "You must agree to the terms and conditions"),
});

/** A validated order. */
export type TOrderRequest = z.infer<typeof ZOrderRequest>;
/** An order as the form holds it. */
export type TOrderRequestInput = z.input<typeof ZOrderRequest>;

/**
 * A stored order.
 *
 * @example
 * ```ts
 * const order = ZOrder.parse(body.data);
 * ```
 */
export const ZOrder = z.object({
  id: z.string(),
  selectedPlan: z.enum(PLAN_IDS),
  paymentPeriod: z.enum(PAYMENT_PERIODS),
  includeSetup: z.boolean(),
  orderStatus: z.string(),
  /** The plan's price for the chosen period, in US dollars. */
  amount: z.number(),
  createdAt: z.string(),
});

/** A stored order. */
export type TOrder = z.infer<typeof ZOrder>;

/**
 * The answer to `POST /api/orders`.
 *
 * @example
 * ```ts
 * const { data } = ZOrderResponse.parse(await response.json());
 * ```
 */
export const ZOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZOrder,
});

/** The answer to `POST /api/orders`. */
export type TOrderResponse = z.infer<typeof ZOrderResponse>;

/**
 * `GET /api/orders`: one page of the signed-in user's orders, newest first.
 *
 * @example
 * ```ts
 * const { items: orders, total } = ZOrderListResponse.parse(await response.json());
 * ```
 */
export const ZOrderListResponse = ZPage(ZOrder);

/** `GET /api/orders`. */
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;

/**
 * `GET /api/orders/:id`: one of the signed-in user's orders.
 *
 * @example
 * ```ts
 * const order = await api.getOrder({ id });
 * ```
 */
export const ZOrderDetailResponse = z.object({ success: z.literal(true), order: ZOrder });

/** `GET /api/orders/:id`. */
export type TOrderDetailResponse = z.infer<typeof ZOrderDetailResponse>;
