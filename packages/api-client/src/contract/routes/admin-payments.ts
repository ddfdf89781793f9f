import {
  ZAdminInvoiceListQuery,
  ZAdminInvoiceListResponse,
  ZAdminPlanListResponse,
  ZAdminRefundRequest,
  ZAdminSubscriptionListQuery,
  ZAdminSubscriptionListResponse,
  ZUpdateAdminPlanRequest,
} from "../admin-payments.js";
import { ZMessageResponse } from "../auth.js";
import { defineRoute } from "../route.js";

/** Money in the back office: subscriptions, invoices and refunds, the plan configurations. */
export const ADMIN_PAYMENT_ROUTES = {
  listAdminSubscriptions: defineRoute({
    method: "GET",
    path: "/api/admin/payments/subscriptions",
    summary: "Subscriptions by status (past_due and unpaid: failed payments)",
    tag: "admin",
    access: "admin",
    request: ZAdminSubscriptionListQuery,
    response: ZAdminSubscriptionListResponse,
  }),
  listAdminPlans: defineRoute({
    method: "GET",
    path: "/api/admin/plans",
    summary: "Every plan configuration, active or not",
    tag: "admin",
    access: "admin",
    response: ZAdminPlanListResponse,
  }),
  updateAdminPlan: defineRoute({
    method: "POST",
    path: "/api/admin/plans/:planId",
    summary:
      "Changes a plan's prices, minutes, overage, features or whether it is offered (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZUpdateAdminPlanRequest,
    response: ZMessageResponse,
  }),
  listAdminInvoices: defineRoute({
    method: "GET",
    path: "/api/admin/payments/invoices",
    summary: "Every customer's invoices through the payment provider, newest first",
    tag: "admin",
    access: "admin",
    request: ZAdminInvoiceListQuery,
    response: ZAdminInvoiceListResponse,
  }),
  refundAdminInvoice: defineRoute({
    method: "POST",
    path: "/api/admin/payments/invoices/:invoiceId/refund",
    summary: "Refunds a paid invoice through the payment provider (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminRefundRequest,
    response: ZMessageResponse,
    idempotent: true,
  }),
} as const;
