import { ZCustomerProfileResponse } from "../customers.js";
import { ZOrderListResponse, ZOrderRequest, ZOrderResponse } from "../orders.js";
import { defineRoute, ZPageQuery } from "../route.js";

/** The signed-in customer's own data: profile and orders. */
export const CUSTOMER_ROUTES = {
  getProfile: defineRoute({
    method: "GET",
    path: "/api/customers/profile",
    summary: "The signed-in customer's profile",
    tag: "customers",
    access: "customer",
    response: ZCustomerProfileResponse,
    unwrap: "profile",
  }),
  createOrder: defineRoute({
    method: "POST",
    path: "/api/orders",
    summary: "Places an order",
    tag: "orders",
    access: "public",
    request: ZOrderRequest,
    response: ZOrderResponse,
    status: 201,
  }),
  listOrders: defineRoute({
    method: "GET",
    path: "/api/orders",
    summary: "The signed-in user's orders, newest first",
    tag: "orders",
    access: "customer",
    request: ZPageQuery,
    response: ZOrderListResponse,
  }),
} as const;
