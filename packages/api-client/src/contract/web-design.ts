import * as z from "zod/mini";
import { WEB_DESIGN_PACKAGE_IDS } from "../core/web-design-prices.js";
import { emailAddress, optionalText, phoneNumber, requiredText } from "./fields.js";

// Web-design orders: a website bought once, paid through the payment provider's checkout.

export {
  type TWebDesignPackageId,
  WEB_DESIGN_PACKAGE_IDS,
  WEB_DESIGN_PRICES,
} from "../core/web-design-prices.js";

const WEBSITE = "Enter the address as https://…";

/**
 * `POST /api/web-design/orders`: a web-design order from /checkout/web-design. Signed-in
 * buyers get the order attached to their account.
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await api.createWebDesignOrder({
 *   package: "team",
 *   name: "Olivia Reyes",
 *   email: "olivia@bayside.example",
 *   phone: "555 010 2030",
 *   company: "Bayside Realty",
 * });
 * location.assign(checkoutUrl);
 * ```
 */
export const ZWebDesignOrderRequest = z.object({
  package: z.enum(WEB_DESIGN_PACKAGE_IDS, "Choose a package"),
  name: requiredText(2, 100, "Name must be at least 2 characters"),
  email: emailAddress("Please enter a valid email address"),
  phone: phoneNumber(),
  company: requiredText(
    2,
    200,
    "Company name is required",
    "Company name must be at most 200 characters",
  ),
  currentWebsite: z.optional(
    z
      .string(WEBSITE)
      .check(
        z.trim(),
        z.maxLength(500, "Must be at most 500 characters"),
        z.regex(/^(https?:\/\/[^\s]+)?$/i, WEBSITE),
      ),
  ),
  goals: optionalText(2000, "Goals must be at most 2000 characters"),
});

/** A validated web-design order. */
export type TWebDesignOrderRequest = z.infer<typeof ZWebDesignOrderRequest>;
/** A web-design order as the form holds it. */
export type TWebDesignOrderRequestInput = z.input<typeof ZWebDesignOrderRequest>;

/**
 * The answer to `POST /api/web-design/orders`: the order's id and the payment provider's
 * checkout page to send the browser to.
 *
 * @example
 * ```ts
 * location.assign(answer.checkoutUrl);
 * ```
 */
export const ZWebDesignOrderResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  checkoutUrl: z.string(),
});

/** The answer to `POST /api/web-design/orders`. */
export type TWebDesignOrderResponse = z.infer<typeof ZWebDesignOrderResponse>;

/**
 * The order's id in `GET /api/web-design/orders/:id` (unguessable: the link is the key).
 *
 * @example
 * ```ts
 * ZWebDesignOrderParameter.parse({ id: search.get("order") });
 * ```
 */
export const ZWebDesignOrderParameter = z.object({
  id: z.string("Unknown order").check(z.minLength(1, "Unknown order"), z.maxLength(100)),
});

/** The order's id. */
export type TWebDesignOrderParameter = z.infer<typeof ZWebDesignOrderParameter>;

/**
 * `GET /api/web-design/orders/:id`: what the success page shows of an order.
 *
 * @example
 * ```ts
 * const { order } = await api.getWebDesignOrder({ id });
 * if (order.status === "paid") showReceipt(order);
 * ```
 */
export const ZWebDesignOrderDetailResponse = z.object({
  success: z.literal(true),
  order: z.object({
    id: z.string(),
    package: z.enum(WEB_DESIGN_PACKAGE_IDS),
    packageName: z.string(),
    /** US dollars, paid once. */
    amount: z.number(),
    status: z.enum(["pending", "paid"]),
    createdAt: z.string(),
    paidAt: z.nullable(z.string()),
  }),
});

/** `GET /api/web-design/orders/:id`. */
export type TWebDesignOrderDetailResponse = z.infer<typeof ZWebDesignOrderDetailResponse>;
/** A web-design order as the success page shows it. */
export type TWebDesignOrder = TWebDesignOrderDetailResponse["order"];
