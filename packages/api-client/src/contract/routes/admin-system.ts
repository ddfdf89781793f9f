import {
  ZAdminActivityQuery,
  ZAdminActivityResponse,
  ZAdminDeliveryListQuery,
  ZAdminDeliveryListResponse,
  ZAdminDeliveryRequest,
  ZAdminErrorListQuery,
  ZAdminErrorListResponse,
  ZAdminReplayResponse,
  ZAdminResolveErrorRequest,
  ZAdminSystemHealthResponse,
} from "../admin-system.js";
import { ZMessageResponse } from "../auth.js";
import { defineRoute } from "../route.js";

/**
 * The running platform in the back office: health, failed server-message deliveries with
 * replay, client errors, activity.
 */
export const ADMIN_SYSTEM_ROUTES = {
  listAdminActivity: defineRoute({
    method: "GET",
    path: "/api/admin/activity",
    summary: "The customers' requests (user_activity_logs), newest first",
    tag: "admin",
    access: "admin",
    request: ZAdminActivityQuery,
    response: ZAdminActivityResponse,
  }),
  listAdminErrors: defineRoute({
    method: "GET",
    path: "/api/admin/errors",
    summary: "Errors, one row per kind, most recent first",
    tag: "admin",
    access: "admin",
    request: ZAdminErrorListQuery,
    response: ZAdminErrorListResponse,
  }),
  resolveAdminError: defineRoute({
    method: "POST",
    path: "/api/admin/errors/:errorLogId/resolve",
    summary: "Marks a kind of error resolved (audited)",
    tag: "admin",
    access: "admin-write",
    request: ZAdminResolveErrorRequest,
    response: ZMessageResponse,
  }),
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
} as const;
