import { defineRoute } from "../route.js";
import {
  ZWebDesignOrderDetailResponse,
  ZWebDesignOrderParameter,
  ZWebDesignOrderRequest,
  ZWebDesignOrderResponse,
} from "../web-design.js";
import { RATE_LIMITS } from "./rate-limits.js";

/** Web-design orders: ordered and paid once through the payment provider's checkout. */
export const WEB_DESIGN_ROUTES = {
  createWebDesignOrder: defineRoute({
    method: "POST",
    path: "/api/web-design/orders",
    summary: "Orders a web-design package at the server's price and starts the provider's checkout",
    tag: "web-design",
    access: "public",
    request: ZWebDesignOrderRequest,
    response: ZWebDesignOrderResponse,
    status: 201,
    rateLimit: RATE_LIMITS.payment,
    idempotent: true,
  }),
  getWebDesignOrder: defineRoute({
    method: "GET",
    path: "/api/web-design/orders/:id",
    summary: "A web-design order's package, amount and payment status (for its success page)",
    tag: "web-design",
    access: "public",
    request: ZWebDesignOrderParameter,
    response: ZWebDesignOrderDetailResponse,
  }),
} as const;
