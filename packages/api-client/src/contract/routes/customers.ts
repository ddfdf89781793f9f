import * as z from "zod/mini";
import { ZMessageResponse } from "../auth.js";
import {
  ZCustomerProfileResponse,
  ZDeleteAccountRequest,
  ZUpdateProfileRequest,
} from "../customers.js";
import {
  ZOrderDetailResponse,
  ZOrderListResponse,
  ZOrderRequest,
  ZOrderResponse,
} from "../orders.js";
import { defineRoute, ZPageQuery } from "../route.js";
import { RATE_LIMITS } from "./rate-limits.js";

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
  updateProfile: defineRoute({
    method: "PATCH",
    path: "/api/customers/profile",
    summary: "Changes the owner's names, phone, business name or transcript e-mails",
    tag: "customers",
    access: "customer",
    request: ZUpdateProfileRequest,
    response: ZCustomerProfileResponse,
    unwrap: "profile",
  }),
  deleteAccount: defineRoute({
    method: "DELETE",
    path: "/api/customers/account",
    summary: "Deletes the account: subscription cancelled, personal data removed or anonymised",
    tag: "customers",
    access: "customer",
    request: ZDeleteAccountRequest,
    response: ZMessageResponse,
    rateLimit: RATE_LIMITS.accountDeletion,
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
    rateLimit: RATE_LIMITS.order,
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
  getOrder: defineRoute({
    method: "GET",
    path: "/api/orders/:id",
    summary: "One of the signed-in user's orders",
    tag: "orders",
    access: "customer",
    request: z.object({ id: z.string().check(z.uuid("Unknown order")) }),
    response: ZOrderDetailResponse,
    unwrap: "order",
  }),
} as const;
