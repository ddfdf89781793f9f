import {
  ZAdminDeliveryListQuery,
  ZAdminDeliveryListResponse,
  ZAdminDeliveryRequest,
  ZAdminInvoiceListQuery,
  ZAdminInvoiceListResponse,
  ZAdminPlanListResponse,
  ZAdminRefundRequest,
  ZAdminReplayResponse,
  ZAdminSmsListQuery,
  ZAdminSmsListResponse,
  ZAdminSmsRequest,
  ZAdminSystemHealthResponse,
  ZUpdateAdminPlanRequest,
} from "../admin-platform.js";
import { ZMessageResponse } from "../auth.js";
import { defineRoute } from "../route.js";

/**
 * The back office's view of the running platform: health, failed server-message deliveries
 * with replay, the plan configurations editor, the SMS outbox, invoices and refunds.
 */
export const ADMIN_PLATFORM_ROUTES = {
  getAdminSystemHealth: defineRoute({
    method: "GET",
    path: "/api/admin/system/health",
    summary: "Checks the database, Redis, the voice platform and the job queue now",
    tag: "admin",
    access: "admin",
    response: ZAdminSystemHealthResponse,
  }),
  listAdminDeliveries: defineRoute({
    method: "GET",
    path: "/api/admin/system/deliveries",
    summary: "Server-message deliveries whose effects failed (or wait), oldest first",
    tag: "admin",
    access: "admin",
    request: ZAdminDeliveryListQuery,
    response: ZAdminDeliveryListResponse,
  }),
  replayAdminDelivery: defineRoute({
    method: "POST",
    path: "/api/admin/system/deliveries/:deliveryId/replay",
    summary: "Applies a failed delivery again, exactly once (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminDeliveryRequest,
    response: ZAdminReplayResponse,
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
  listAdminSms: defineRoute({
    method: "GET",
    path: "/api/admin/sms",
    summary: "The SMS outbox, newest first",
    tag: "admin",
    access: "admin",
    request: ZAdminSmsListQuery,
    response: ZAdminSmsListResponse,
  }),
  resendAdminSms: defineRoute({
    method: "POST",
    path: "/api/admin/sms/:smsId/resend",
    summary: "Queues a copy of a text under its own dedupe key (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminSmsRequest,
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
  }),
} as const;
