import { ROUTE_FACTS } from "../../core/route-facts.js";
import { ZContactRequest, ZContactResponse } from "../contact.js";
import { ZDemoBookingRequest, ZDemoBookingResponse } from "../demo-booking.js";
import { ZPlanListResponse } from "../plans.js";
import { defineRoute } from "../route.js";
import { ZVoiceDemoConfig } from "../system.js";
import { RATE_LIMITS } from "./rate-limits.js";

/** What visitors of the site send or read: contact and demo requests, the voice demo. */
export const VISITOR_ROUTES = {
  listPlans: defineRoute({
    ...ROUTE_FACTS.listPlans,
    summary: "The subscription plans with their prices, allowances and overage rates",
    tag: "plans",
    embed: true,
    response: ZPlanListResponse,
  }),
  submitContact: defineRoute({
    method: "POST",
    path: "/api/contact",
    summary: "A visitor's demo or consultation request",
    tag: "contact",
    access: "public",
    embed: true,
    request: ZContactRequest,
    response: ZContactResponse,
    status: 201,
    rateLimit: RATE_LIMITS.contact,
  }),
  createDemoBooking: defineRoute({
    method: "POST",
    path: "/api/demo-bookings",
    summary: "Books a product demo",
    tag: "contact",
    access: "public",
    embed: true,
    request: ZDemoBookingRequest,
    response: ZDemoBookingResponse,
    status: 201,
    rateLimit: RATE_LIMITS.demoBooking,
  }),
  getVoiceDemoConfig: defineRoute({
    method: "GET",
    path: "/api/voice/demo-config",
    summary: "How the site's voice demo reaches the voice platform (public key only)",
    tag: "voice",
    access: "public",
    embed: true,
    response: ZVoiceDemoConfig,
  }),
} as const;
